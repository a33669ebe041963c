// RUN: shard-opt %s -split-input-file -verify-diagnostics

// Buffers hold statically shaped tensors.

// expected-error @+1 {{a buffer holds a statically shaped tensor, not 'tensor<?xf32>'}}
func.func @f(%b: !dist.buffer<tensor<?xf32>>) {
  return
}

// -----

func.func @f(%b: !dist.buffer<tensor<f32>>, %i: index) {
  // expected-error @+1 {{'dist.load' op indexes a slot of a buffer of 'tensor<f32>', which has no leading dim to index}}
  %x = dist.load %b[%i] : !dist.buffer<tensor<f32>> -> tensor<f32>
  return
}

// -----

func.func @f(%b: !dist.buffer<tensor<2x4xf32>>, %i: index) {
  // expected-error @+1 {{'dist.load' op loads 'tensor<2x4xf32>' from a buffer whose slots hold 'tensor<4xf32>'}}
  %x = dist.load %b[%i] : !dist.buffer<tensor<2x4xf32>> -> tensor<2x4xf32>
  return
}

// -----

func.func @f(%b: !dist.buffer<tensor<2x4xf32>>) {
  // expected-error @+1 {{'dist.load' op loads 'tensor<4xf32>' from a buffer whose tensor is 'tensor<2x4xf32>'}}
  %x = dist.load %b : !dist.buffer<tensor<2x4xf32>> -> tensor<4xf32>
  return
}

// -----

func.func @f(%b: !dist.buffer<tensor<2x4xf32>>, %v: tensor<2x4xf32>, %i: index) {
  // expected-error @+1 {{'dist.store' op stores 'tensor<2x4xf32>' into a buffer whose slots hold 'tensor<4xf32>'}}
  dist.store %v, %b[%i] : tensor<2x4xf32>, !dist.buffer<tensor<2x4xf32>>
  return
}

// -----

func.func @f(%b: !dist.buffer<tensor<f32>>, %v: tensor<f32>, %i: index) {
  // expected-error @+1 {{'dist.store' op indexes a slot of a buffer of 'tensor<f32>', which has no leading dim to index}}
  dist.store %v, %b[%i] : tensor<f32>, !dist.buffer<tensor<f32>>
  return
}

// -----

// Exchanges.

dist.mesh @mesh = <["pp"=2]>
func.func @f(%b: !dist.buffer<tensor<4xf32>>) {
  // expected-error @+1 {{'dist.exchange' op sends 1 buffers but names 2 ranks to send to}}
  dist.exchange on @mesh axes ["pp"] send %b : !dist.buffer<tensor<4xf32>> to [1, 0]
  return
}

// -----

dist.mesh @mesh = <["pp"=2]>
func.func @f(%b: !dist.buffer<tensor<4xf32>>) {
  // expected-error @+1 {{'dist.exchange' op receives 1 buffers but names 0 ranks to receive from}}
  "dist.exchange"(%b) <{mesh = @mesh, axes = ["pp"], to = array<i64>, from = array<i64>, operandSegmentSizes = array<i32: 0, 1>}> : (!dist.buffer<tensor<4xf32>>) -> ()
  return
}

// -----

dist.mesh @mesh = <["pp"=2]>
func.func @f() {
  // expected-error @+1 {{'dist.exchange' op has nothing to send or receive}}
  dist.exchange on @mesh axes ["pp"]
  return
}

// -----

dist.mesh @mesh = <["pp"=2]>
func.func @f(%b: !dist.buffer<tensor<4xf32>>) {
  // expected-error @+1 {{'dist.exchange' op sends and receives the same buffer, which would be overwritten while it is read}}
  dist.exchange on @mesh axes ["pp"] send %b : !dist.buffer<tensor<4xf32>> to [1] recv %b : !dist.buffer<tensor<4xf32>> from [1]
  return
}

// -----

dist.mesh @mesh = <["pp"=2]>
func.func @f(%b: !dist.buffer<tensor<4xf32>>) {
  // expected-error @+1 {{'dist.exchange' op receives from rank 2, outside its group of 2}}
  dist.exchange on @mesh axes ["pp"] recv %b : !dist.buffer<tensor<4xf32>> from [2]
  return
}

// -----

// Buffers reduced in place.

dist.mesh @mesh = <["dp"=2]>
func.func @f() {
  // expected-error @+1 {{'dist.all_reduce_buffers' op has no buffer to reduce}}
  "dist.all_reduce_buffers"() <{mesh = @mesh, axes = ["dp"]}> : () -> ()
  return
}

// -----

dist.mesh @mesh = <["dp"=2]>
func.func @f(%a: !dist.buffer<tensor<4xf32>>, %b: !dist.buffer<tensor<4xf32>>) {
  // expected-error @+1 {{'dist.all_reduce_buffers' op lists buffer 2 twice, which would reduce it twice}}
  dist.all_reduce_buffers %a, %b, %a on @mesh axes ["dp"] : !dist.buffer<tensor<4xf32>>, !dist.buffer<tensor<4xf32>>, !dist.buffer<tensor<4xf32>>
  return
}

// -----

dist.mesh @mesh = <["dp"=2]>
func.func @f(%a: !dist.buffer<tensor<4xf32>>) {
  // expected-error @+1 {{'dist.all_reduce_buffers' op unknown axis "tp" on mesh @mesh (its axes are {"dp"})}}
  dist.all_reduce_buffers %a on @mesh axes ["tp"] : !dist.buffer<tensor<4xf32>>
  return
}

// -----

// A buffer reduce_scattered into another.

dist.mesh @mesh = <["dp"=2]>
func.func @f(%a: !dist.buffer<tensor<4xf32>>, %b: !dist.buffer<tensor<2xf32>>) {
  // expected-error @+1 {{'dist.reduce_scatter_buffers' op dim 1 is out of range for an operand of rank 1}}
  dist.reduce_scatter_buffers %a into %b on @mesh axes ["dp"] dims [1] : !dist.buffer<tensor<4xf32>> -> !dist.buffer<tensor<2xf32>>
  return
}

// -----

dist.mesh @mesh = <["dp"=2]>
func.func @f(%a: !dist.buffer<tensor<4xf32>>) {
  // expected-error @+1 {{'dist.reduce_scatter_buffers' op lists a buffer of pair 0 twice, which the collectives would read while they write}}
  dist.reduce_scatter_buffers %a into %a on @mesh axes ["dp"] dims [0] : !dist.buffer<tensor<4xf32>> -> !dist.buffer<tensor<4xf32>>
  return
}

// -----

dist.mesh @mesh = <["dp"=2]>
func.func @f(%a: !dist.buffer<tensor<4xf32>>, %b: !dist.buffer<tensor<2xf32>>, %c: !dist.buffer<tensor<4xf32>>) {
  // expected-error @+1 {{'dist.reduce_scatter_buffers' op lists a buffer of pair 1 twice, which the collectives would read while they write}}
  dist.reduce_scatter_buffers %a, %c into %b, %b on @mesh axes ["dp"] dims [0, 0] : !dist.buffer<tensor<4xf32>>, !dist.buffer<tensor<4xf32>> -> !dist.buffer<tensor<2xf32>>, !dist.buffer<tensor<2xf32>>
  return
}

// -----

dist.mesh @mesh = <["dp"=2]>
func.func @f(%a: !dist.buffer<tensor<4xf32>>, %b: !dist.buffer<tensor<2xf32>>) {
  // expected-error @+1 {{'dist.reduce_scatter_buffers' op has 1 wholes, 1 shares and 2 dims; it needs one of each per pair}}
  dist.reduce_scatter_buffers %a into %b on @mesh axes ["dp"] dims [0, 0] : !dist.buffer<tensor<4xf32>> -> !dist.buffer<tensor<2xf32>>
  return
}

// -----

dist.mesh @mesh = <["dp"=2]>
func.func @f(%a: !dist.buffer<tensor<4xf32>>) {
  // expected-error @+1 {{'dist.reduce_scatter_buffers' op has 1 wholes, 0 shares and 1 dims; it needs one of each per pair}}
  "dist.reduce_scatter_buffers"(%a) <{mesh = @mesh, axes = ["dp"], dims = array<i64: 0>, operandSegmentSizes = array<i32: 1, 0>}> : (!dist.buffer<tensor<4xf32>>) -> ()
  return
}

// -----

dist.mesh @mesh = <["dp"=2]>
func.func @f() {
  // expected-error @+1 {{'dist.reduce_scatter_buffers' op has no buffer to scatter}}
  "dist.reduce_scatter_buffers"() <{mesh = @mesh, axes = ["dp"], dims = array<i64>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  return
}

// -----

dist.mesh @mesh = <["dp"=2]>
func.func @f(%a: !dist.buffer<tensor<4xf32>>, %b: !dist.buffer<tensor<2xbf16>>) {
  // expected-error @+1 {{'dist.reduce_scatter_buffers' op scatters 'f32' into a buffer of 'bf16'}}
  dist.reduce_scatter_buffers %a into %b on @mesh axes ["dp"] dims [0] : !dist.buffer<tensor<4xf32>> -> !dist.buffer<tensor<2xbf16>>
  return
}

// -----

dist.mesh @mesh = <["dp"=2]>
func.func @f(%a: !dist.buffer<tensor<5xf32>>, %b: !dist.buffer<tensor<2xf32>>) {
  // expected-error @+1 {{'dist.reduce_scatter_buffers' op dim 0 of size 5 is not divisible by the group size 2}}
  dist.reduce_scatter_buffers %a into %b on @mesh axes ["dp"] dims [0] : !dist.buffer<tensor<5xf32>> -> !dist.buffer<tensor<2xf32>>
  return
}

// -----

dist.mesh @mesh = <["dp"=2]>
func.func @f(%a: !dist.buffer<tensor<4x2xf32>>, %b: !dist.buffer<tensor<4x1xf32>>) {
  // expected-error @+1 {{'dist.reduce_scatter_buffers' op result type 'tensor<4x1xf32>' does not match scattering dim 0 over 2 devices (expected 'tensor<2x2xf32>')}}
  dist.reduce_scatter_buffers %a into %b on @mesh axes ["dp"] dims [0] : !dist.buffer<tensor<4x2xf32>> -> !dist.buffer<tensor<4x1xf32>>
  return
}

// -----

dist.mesh @mesh = <["dp"=2]>
func.func @f(%a: !dist.buffer<tensor<4xf32>>, %b: !dist.buffer<tensor<2xf32>>) {
  // expected-error @+1 {{'dist.reduce_scatter_buffers' op unknown axis "tp" on mesh @mesh (its axes are {"dp"})}}
  dist.reduce_scatter_buffers %a into %b on @mesh axes ["tp"] dims [0] : !dist.buffer<tensor<4xf32>> -> !dist.buffer<tensor<2xf32>>
  return
}

// -----

// Schedules.

func.func @f() {
  // expected-error @+1 {{'dist.schedule' op has 2 cases and 1 microbatches; the table needs one of each per row}}
  dist.schedule cases [0, 0] microbatches [0]
  forward chunk 0 (%mb) {
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'dist.schedule' op row 1 runs case 1, but the schedule has 1 regions}}
  dist.schedule cases [0, 1] microbatches [0, 0]
  forward chunk 0 (%mb) {
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'dist.schedule' op row 0 has a negative microbatch}}
  dist.schedule cases [0] microbatches [-1]
  forward chunk 0 (%mb) {
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'dist.schedule' op has 1 regions but 2 kinds and 1 chunks}}
  "dist.schedule"() <{cases = array<i32: 0>, microbatches = array<i32: 0>, kinds = ["forward", "backward"], chunks = array<i64: 0>}> ({
  ^bb0(%mb: index):
  }) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'dist.schedule' op region 0 has kind 'sideways'; regions are forward, backward, weight_gradient or exchange}}
  "dist.schedule"() <{cases = array<i32: 0>, microbatches = array<i32: 0>, kinds = ["sideways"], chunks = array<i64: 0>}> ({
  ^bb0(%mb: index):
  }) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'dist.schedule' op region 0 has a negative chunk}}
  dist.schedule cases [0] microbatches [0]
  forward chunk -1 (%mb) {
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'dist.schedule' op region 0 needs one index argument (the microbatch)}}
  dist.schedule cases [0] microbatches [0]
  forward chunk 0 (%mb, %other) {
  }
  return
}

// -----

func.func @f() {
  dist.schedule cases [0] microbatches [0]
  // expected-error @+1 {{expected '{' to begin a region}}
  forward chunk 0 (%mb) sideways
  return
}
