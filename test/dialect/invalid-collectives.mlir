// RUN: shard-opt %s -split-input-file -verify-diagnostics

// What every collective checks (C1, C2), shown on all_reduce.

func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'dist.all_reduce' op mesh @nowhere not found; declare it with `dist.mesh @nowhere = <[...]>`}}
  %0 = dist.all_reduce %x on @nowhere axes ["tp"] : tensor<8xf32>
  return
}

// -----

func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'dist.all_reduce' op symbol @f is a 'func.func', not a dist.mesh}}
  %0 = dist.all_reduce %x on @f axes ["tp"] : tensor<8xf32>
  return
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'dist.all_reduce' op needs at least one mesh axis to form groups}}
  %0 = dist.all_reduce %x on @mesh axes [] : tensor<8xf32>
  return
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'dist.all_reduce' op unknown axis "pp" on mesh @mesh (its axes are {"dp", "tp"})}}
  %0 = dist.all_reduce %x on @mesh axes ["pp"] : tensor<8xf32>
  return
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'dist.all_reduce' op axis "tp" is listed twice}}
  %0 = dist.all_reduce %x on @mesh axes ["tp", "dp", "tp"] : tensor<8xf32>
  return
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'dist.all_reduce' op requires the same type for all operands and results}}
  %0 = "dist.all_reduce"(%x) <{mesh = @mesh, axes = ["tp"]}> : (tensor<8xf32>) -> tensor<4xf32>
  return
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<?xf32>) {
  // expected-error @+1 {{'dist.all_reduce' op operand #0 must be statically shaped tensor of any type values}}
  %0 = dist.all_reduce %x on @mesh axes ["tp"] : tensor<?xf32>
  return
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'dist.all_reduce' op attribute 'axes' failed to satisfy constraint: string array attribute}}
  %0 = dist.all_reduce %x on @mesh axes [1] : tensor<8xf32>
  return
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{unknown reduction 'avg'; expected sum, max or min}}
  %0 = dist.all_reduce %x on @mesh axes ["tp"] reduce avg : tensor<8xf32>
  return
}

// -----

// all_gather: C3
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'dist.all_gather' op dim 2 is out of range for an operand of rank 2}}
  %0 = dist.all_gather %x on @mesh axes ["tp"] dim 2 : tensor<8x8xf32> -> tensor<8x8xf32>
  return
}

// -----

// all_gather: C4
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'dist.all_gather' op result type 'tensor<8x16xf32>' does not match gathering dim 1 over 8 devices (expected 'tensor<8x64xf32>')}}
  %0 = dist.all_gather %x on @mesh axes ["tp", "dp"] dim 1 : tensor<8x8xf32> -> tensor<8x16xf32>
  return
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'dist.all_gather' op requires the same element type for all operands and results}}
  %0 = dist.all_gather %x on @mesh axes ["tp"] dim 1 : tensor<8x8xf32> -> tensor<8x32xf16>
  return
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'dist.all_gather' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = dist.all_gather %x on @mesh axes ["tp"] dim -1 : tensor<8x8xf32> -> tensor<8x32xf32>
  return
}

// -----

// reduce_scatter: C3
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'dist.reduce_scatter' op dim 5 is out of range for an operand of rank 2}}
  %0 = dist.reduce_scatter %x on @mesh axes ["tp"] dim 5 : tensor<8x8xf32> -> tensor<8x8xf32>
  return
}

// -----

// reduce_scatter: C4
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<6x8xf32>) {
  // expected-error @+1 {{'dist.reduce_scatter' op dim 0 of size 6 is not divisible by the group size 4}}
  %0 = dist.reduce_scatter %x on @mesh axes ["tp"] dim 0 : tensor<6x8xf32> -> tensor<1x8xf32>
  return
}

// -----

// reduce_scatter: C5
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'dist.reduce_scatter' op result type 'tensor<8x8xf32>' does not match scattering dim 0 over 4 devices (expected 'tensor<2x8xf32>')}}
  %0 = dist.reduce_scatter %x on @mesh axes ["tp"] dim 0 : tensor<8x8xf32> -> tensor<8x8xf32>
  return
}

// -----

// all_to_all: C3
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'dist.all_to_all' op split dim 2 is out of range for an operand of rank 2}}
  %0 = dist.all_to_all %x on @mesh axes ["tp"] split 2 concat 0 : tensor<8x8xf32> -> tensor<8x8xf32>
  return
}

// -----

// all_to_all: C3
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'dist.all_to_all' op concat dim 3 is out of range for an operand of rank 2}}
  %0 = dist.all_to_all %x on @mesh axes ["tp"] split 0 concat 3 : tensor<8x8xf32> -> tensor<8x8xf32>
  return
}

// -----

// all_to_all: C3
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'dist.all_to_all' op split and concat must be different dims, both are 1}}
  %0 = dist.all_to_all %x on @mesh axes ["tp"] split 1 concat 1 : tensor<8x8xf32> -> tensor<8x8xf32>
  return
}

// -----

// all_to_all: C4
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8x6xf32>) {
  // expected-error @+1 {{'dist.all_to_all' op split dim 1 of size 6 is not divisible by the group size 4}}
  %0 = dist.all_to_all %x on @mesh axes ["tp"] split 1 concat 0 : tensor<8x6xf32> -> tensor<32x1xf32>
  return
}

// -----

// all_to_all: C5
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'dist.all_to_all' op result type 'tensor<8x8xf32>' does not match moving the split from dim 0 to dim 1 over 4 devices (expected 'tensor<32x2xf32>')}}
  %0 = dist.all_to_all %x on @mesh axes ["tp"] split 1 concat 0 : tensor<8x8xf32> -> tensor<8x8xf32>
  return
}

// -----

// all_slice: C3
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'dist.all_slice' op dim 1 is out of range for an operand of rank 1}}
  %0 = dist.all_slice %x on @mesh axes ["tp"] dim 1 : tensor<8xf32> -> tensor<2xf32>
  return
}

// -----

// all_slice: C4
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8x4xf32>) {
  // expected-error @+1 {{'dist.all_slice' op dim 1 of size 4 is not divisible by the group size 8}}
  %0 = dist.all_slice %x on @mesh axes ["tp", "dp"] dim 1 : tensor<8x4xf32> -> tensor<8x1xf32>
  return
}

// -----

// all_slice: C5
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'dist.all_slice' op result type 'tensor<8x2xf32>' does not match slicing dim 0 over 4 devices (expected 'tensor<2x8xf32>')}}
  %0 = dist.all_slice %x on @mesh axes ["tp"] dim 0 : tensor<8x8xf32> -> tensor<8x2xf32>
  return
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'dist.all_slice' op result type has different rank than operands}}
  %0 = dist.all_slice %x on @mesh axes ["tp"] dim 0 : tensor<8x8xf32> -> tensor<16xf32>
  return
}

// -----

// broadcast: C3
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'dist.broadcast' op root 4 is not a rank of the group of 4 devices (ranks are 0..3)}}
  %0 = dist.broadcast %x on @mesh axes ["tp"] root 4 : tensor<8xf32>
  return
}

// -----

// send: C3
dist.mesh @mesh = <["pp"=2, "tp"=4]>
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'dist.send' op destination 2 is not a rank of the group of 2 devices (ranks are 0..1)}}
  dist.send %x on @mesh axes ["pp"] to 2 : tensor<8xf32>
  return
}

// -----

// recv: C3
dist.mesh @mesh = <["pp"=2, "tp"=4]>
func.func @f() {
  // expected-error @+1 {{'dist.recv' op source 8 is not a rank of the group of 8 devices (ranks are 0..7)}}
  %0 = dist.recv on @mesh axes ["pp", "tp"] from 8 : tensor<8xf32>
  return
}

// -----

dist.mesh @mesh = <["pp"=2, "tp"=4]>
func.func @f() {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.tensor, but found 'f32'}}
  %0 = dist.recv on @mesh axes ["pp"] from 1 : f32
  return
}
