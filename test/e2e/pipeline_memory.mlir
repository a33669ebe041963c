// RUN: shard-opt %s --dist-parallelize="microbatches=8 schedule=1f1b" -o %t.1f1b.mlir
// RUN: shard-opt %s --dist-parallelize="microbatches=8 schedule=zb-h1" -o %t.zb.mlir
// RUN: FileCheck %s --check-prefix=ONE --input-file %t.1f1b.mlir
// RUN: FileCheck %s --check-prefix=ZB --input-file %t.zb.mlir
// RUN: shard-translate --emit-plan %t.1f1b.mlir > %t.1f1b
// RUN: shard-translate --emit-plan %t.zb.mlir > %t.zb
// RUN: shard-run %s --microbatches 8 --schedule 1f1b -o %t/1f1b > %t.run-1f1b
// RUN: shard-run %s --microbatches 8 --schedule zb-h1 -o %t/zb > %t.run-zb
// RUN: cat %t.1f1b %t.zb %t.run-1f1b %t.run-zb | FileCheck %s
// RUN: shard-opt %s --dist-parallelize="microbatches=8 schedule=gpipe" -o %t.gpipe.mlir
// RUN: shard-opt %s --dist-parallelize="microbatches=8 schedule=interleaved-1f1b virtual-stages=2" -o %t.int.mlir
// RUN: shard-run %s --microbatches 8 --schedule gpipe -o %t/gpipe > %t.run-gpipe
// RUN: shard-run %s --microbatches 8 --schedule interleaved-1f1b --virtual-stages 2 -o %t/int > %t.run-int
// RUN: shard-opt %t.gpipe.mlir --dist-schedule-report -o /dev/null > %t.report-gpipe
// RUN: shard-opt %t.1f1b.mlir --dist-schedule-report -o /dev/null > %t.report-1f1b
// RUN: shard-opt %t.int.mlir --dist-schedule-report -o /dev/null > %t.report-int
// RUN: shard-opt %t.zb.mlir --dist-schedule-report -o /dev/null > %t.report-zb
// RUN: cat %t.report-gpipe %t.run-gpipe | FileCheck %s --check-prefixes=KEPT,GPIPE
// RUN: cat %t.report-1f1b %t.run-1f1b | FileCheck %s --check-prefixes=KEPT,1F1B
// RUN: cat %t.report-int %t.run-int | FileCheck %s --check-prefixes=KEPT,INT
// RUN: cat %t.report-zb %t.run-zb | FileCheck %s --check-prefixes=KEPT,ZB-KEPT
// Over dp = 2 (half the rows a microbatch: half the bytes) the last
// backward (ZB-H1: W) is a region of its own beside its kind's other;
// each frees what its microbatch kept, so repeated runs count the same.
// RUN: shard-run %s --mesh dp=2,pp=2 --microbatches 8 --schedule 1f1b --repeat 2 -o %t/dp-1f1b | FileCheck %s --check-prefix=DP-1F1B
// RUN: shard-run %s --mesh dp=2,pp=2 --microbatches 8 --schedule zb-h1 --repeat 2 -o %t/dp-zb | FileCheck %s --check-prefix=DP-ZB
// With recomputation stage 0 keeps nothing (its forward reads only the
// batch's slices and the weights, which its backward reads again) and
// stage 1 the one microbatch it holds of what stage 0 sent it (64 bytes:
// one row of 16 f32 per microbatch and dp rank).
// RUN: shard-run %s --mesh dp=2,pp=2 --microbatches 8 --schedule 1f1b --recompute --repeat 2 -o %t/dp-1f1b-r | FileCheck %s --check-prefix=DP-RECOMPUTE
// DP-RECOMPUTE:      rank {{.*}} kept bytes peak RSS
// DP-RECOMPUTE-NEXT: 0 dp=0,pp=0,tp=0 {{[0-9.]+ [0-9.]+ [0-9]+ [0-9]+ [0-9]+}} 0 {{[0-9.]+}} MB{{$}}
// DP-RECOMPUTE-NEXT: 1 dp=0,pp=1,tp=0 {{[0-9.]+ [0-9.]+ [0-9]+ [0-9]+ [0-9]+}} 64 {{[0-9.]+}} MB{{$}}
// DP-1F1B:      rank {{.*}} kept bytes peak RSS
// DP-1F1B-NEXT: 0 dp=0,pp=0,tp=0 {{[0-9.]+ [0-9.]+ [0-9]+ [0-9]+ [0-9]+}} 256 {{[0-9.]+}} MB{{$}}
// DP-1F1B-NEXT: 1 dp=0,pp=1,tp=0 {{[0-9.]+ [0-9.]+ [0-9]+ [0-9]+ [0-9]+}} 192 {{[0-9.]+}} MB{{$}}
// DP-ZB:        rank {{.*}} kept bytes peak RSS
// DP-ZB-NEXT:   0 dp=0,pp=0,tp=0 {{[0-9.]+ [0-9.]+ [0-9]+ [0-9]+ [0-9]+}} 384 {{[0-9.]+}} MB{{$}}
// DP-ZB-NEXT:   1 dp=0,pp=1,tp=0 {{[0-9.]+ [0-9.]+ [0-9]+ [0-9]+ [0-9]+}} 320 {{[0-9.]+}} MB{{$}}

// What a stage keeps between passes is a buffer with a slot per
// microbatch that holds it at once. Under 1F1B rank r holds p - r
// microbatches' activations: stage 0 two (its two activations a backward
// reads, 2 slots each), stage 1 one. ZB-H1 holds no more of them: a
// microbatch's activations live until its weight gradient, which follows
// its backward within the bound, so the forward's values need the same
// two slots; what the backward hands its weight gradient (the output
// gradients) needs one slot on stage 0, and stage 1's arena is 1F1B's.
// Stage 0's arena grows by that one slot (128 bytes). Before the bound
// weight gradients waited for the cool-down and every stage held its
// microbatches' activations as under GPipe (this step's stage 1: 7296
// bytes at m = 8 under GPipe, 3712 under 1F1B when each microbatch was a
// copy of the stage; 5952 and 3264 now).
// The schedule report predicts what each rank keeps at once under the
// schedule it models -- its kept buffers' slots (128 bytes a microbatch
// here), each from the pass that stores it to the last that reads it --
// and each rank counts the same as it runs (shard-run's "kept bytes"):
// GPipe holds all 8 microbatches, 1F1B p - r, interleaved 1F1B (v = 2)
// 5 and 3 microbatch-chunks, ZB-H1 1F1B's microbatches plus what each B
// hands its W.
// The step: bench/gen_train_mlp.py --layers 4 --batch 16 --width 16, its
// mesh with pp=2.

// ONE-LABEL: func.func private @train_stage0
// ONE-COUNT-2: dist.buffer : !dist.buffer<tensor<2x2x16xf32>>
// ONE-NOT:     dist.buffer : !dist.buffer<tensor<{{[0-9]+}}x2x16xf32>>
// ONE-LABEL: func.func private @train_stage1
// ONE-COUNT-3: dist.buffer : !dist.buffer<tensor<1x2x16xf32>>
// ONE-NOT:     dist.buffer : !dist.buffer<tensor<{{[0-9]+}}x2x16xf32>>
// ZB-LABEL: func.func private @train_stage0
// ZB-COUNT-2: dist.buffer : !dist.buffer<tensor<2x2x16xf32>>
// ZB-COUNT-2: dist.buffer : !dist.buffer<tensor<1x2x16xf32>>
// ZB-NOT:     dist.buffer : !dist.buffer<tensor<{{[0-9]+}}x2x16xf32>>
// ZB-LABEL: func.func private @train_stage1
// ZB-COUNT-5: dist.buffer : !dist.buffer<tensor<1x2x16xf32>>
// ZB-NOT:     dist.buffer : !dist.buffer<tensor<{{[0-9]+}}x2x16xf32>>

// CHECK:      plan @train_stage0: {{[0-9]+}} kernels, arena [[S0:[0-9]+]] bytes
// CHECK:      plan @train_stage1: {{[0-9]+}} kernels, arena [[S1:[0-9]+]] bytes
// CHECK:      plan @train_stage0: {{[0-9]+}} kernels, arena [[Z0:[0-9]+]] bytes
// CHECK:      case {{[0-9]+}} weight_gradient chunk 0 {
// CHECK:      plan @train_stage1: {{[0-9]+}} kernels, arena [[S1]] bytes
// CHECK:      case {{[0-9]+}} weight_gradient chunk 0 {
// Each rank's program reports the arena it ran with: the plan's.
// CHECK:      per rank: {{.*}} its arena, the most it kept between a microbatch's passes and its peak memory:
// CHECK-NEXT: rank {{.*}} arena bytes kept bytes peak RSS
// CHECK-NEXT: 0 dp=0,pp=0,tp=0 {{[0-9.]+}} {{[0-9]+}} {{[0-9]+}} [[S0]] {{[0-9]+}} {{[0-9]+\.[0-9]}} MB{{$}}
// CHECK-NEXT: 1 dp=0,pp=1,tp=0 {{[0-9.]+}} {{[0-9]+}} {{[0-9]+}} [[S1]] {{[0-9]+}} {{[0-9]+\.[0-9]}} MB{{$}}
// CHECK:      per rank: {{.*}} its arena, the most it kept between a microbatch's passes and its peak memory:
// CHECK-NEXT: rank {{.*}} arena bytes kept bytes peak RSS
// CHECK-NEXT: 0 dp=0,pp=0,tp=0 {{[0-9.]+}} {{[0-9]+}} {{[0-9]+}} [[Z0]] {{[0-9]+}} {{[0-9]+\.[0-9]}} MB{{$}}
// CHECK-NEXT: 1 dp=0,pp=1,tp=0 {{[0-9.]+}} {{[0-9]+}} {{[0-9]+}} [[S1]] {{[0-9]+}} {{[0-9]+\.[0-9]}} MB{{$}}

// KEPT:       rank FLOPs/mb busy idle bubble in-flight kept bytes
// GPIPE-NEXT: 0 {{[0-9]+ [0-9.]+ [0-9.]+ [0-9.]+}} 8 2048{{$}}
// GPIPE-NEXT: 1 {{[0-9]+ [0-9.]+ [0-9.]+ [0-9.]+}} 8 3072{{$}}
// 1F1B-NEXT:  0 {{[0-9]+ [0-9.]+ [0-9.]+ [0-9.]+}} 2 512{{$}}
// 1F1B-NEXT:  1 {{[0-9]+ [0-9.]+ [0-9.]+ [0-9.]+}} 1 384{{$}}
// INT-NEXT:   0 {{[0-9]+ [0-9.]+ [0-9.]+ [0-9.]+}} 5 512{{$}}
// INT-NEXT:   1 {{[0-9]+ [0-9.]+ [0-9.]+ [0-9.]+}} 3 512{{$}}
// ZB-KEPT-NEXT: 0 {{[0-9]+ [0-9.]+ [0-9.]+ [0-9.]+}} 2 768{{$}}
// ZB-KEPT-NEXT: 1 {{[0-9]+ [0-9.]+ [0-9.]+ [0-9.]+}} 1 640{{$}}
// KEPT:       rank {{.*}} arena bytes kept bytes peak RSS
// GPIPE-NEXT: 0 dp=0,pp=0,tp=0 {{[0-9.]+ [0-9]+ [0-9]+ [0-9]+}} 2048 {{[0-9.]+}} MB{{$}}
// GPIPE-NEXT: 1 dp=0,pp=1,tp=0 {{[0-9.]+ [0-9]+ [0-9]+ [0-9]+}} 3072 {{[0-9.]+}} MB{{$}}
// 1F1B-NEXT:  0 dp=0,pp=0,tp=0 {{[0-9.]+ [0-9]+ [0-9]+ [0-9]+}} 512 {{[0-9.]+}} MB{{$}}
// 1F1B-NEXT:  1 dp=0,pp=1,tp=0 {{[0-9.]+ [0-9]+ [0-9]+ [0-9]+}} 384 {{[0-9.]+}} MB{{$}}
// INT-NEXT:   0 dp=0,pp=0,tp=0 {{[0-9.]+ [0-9]+ [0-9]+ [0-9]+}} 512 {{[0-9.]+}} MB{{$}}
// INT-NEXT:   1 dp=0,pp=1,tp=0 {{[0-9.]+ [0-9]+ [0-9]+ [0-9]+}} 512 {{[0-9.]+}} MB{{$}}
// ZB-KEPT-NEXT: 0 dp=0,pp=0,tp=0 {{[0-9.]+ [0-9]+ [0-9]+ [0-9]+}} 768 {{[0-9.]+}} MB{{$}}
// ZB-KEPT-NEXT: 1 dp=0,pp=1,tp=0 {{[0-9.]+ [0-9]+ [0-9]+ [0-9]+}} 640 {{[0-9.]+}} MB{{$}}

#id = affine_map<(i, j) -> (i, j)>
#all = affine_map<(i, j) -> ()>
// dW = A^T dH (a reduction over the batch) and dA = dH W^T.
#ta = affine_map<(i, j, b) -> (b, i)>
#tb = affine_map<(i, j, b) -> (b, j)>
#tc = affine_map<(i, j, b) -> (i, j)>
#ma = affine_map<(b, i, j) -> (b, j)>
#mb = affine_map<(b, i, j) -> (i, j)>
#mc = affine_map<(b, i, j) -> (b, i)>
dist.mesh @mesh = <["dp"=1, "pp"=2, "tp"=1]>
func.func @train(%x: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0},
                  %y: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0},
                  %w1: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w2: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
                  %w3: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w4: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
    -> (tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>},
        tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
        tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
        tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
        tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %scale = arith.constant 3.9062500000e-03 : f32
  %gscale = arith.constant 7.8125000000e-03 : f32
  %lr = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %ew = tensor.empty() : tensor<16x16xf32>
  %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<16x16xf32>) -> tensor<16x16xf32>
  // Forward: a_i = tanh(a_{i-1} W_i).
  %h1 = linalg.matmul ins(%x, %w1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z : tensor<16x16xf32>) -> tensor<16x16xf32>
  %a1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h1 : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<16x16xf32>
  %h2 = linalg.matmul ins(%a1, %w2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z : tensor<16x16xf32>) -> tensor<16x16xf32>
  %a2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h2 : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<16x16xf32>
  %h3 = linalg.matmul ins(%a2, %w3 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z : tensor<16x16xf32>) -> tensor<16x16xf32>
  %a3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h3 : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<16x16xf32>
  %h4 = linalg.matmul ins(%a3, %w4 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z : tensor<16x16xf32>) -> tensor<16x16xf32>
  %a4 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h4 : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<16x16xf32>
  // Loss: the mean squared error.
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%a4, %y : tensor<16x16xf32>, tensor<16x16xf32>) outs(%zl : tensor<f32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %d = arith.subf %u, %v : f32
    %sq = arith.mulf %d, %d : f32
    %sc = arith.mulf %sq, %scale : f32
    %r = arith.addf %acc, %sc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // Backward.
  %da4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a4, %y : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %d = arith.subf %u, %v : f32
    %r = arith.mulf %d, %gscale : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %dh4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da4, %a4 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %dw4 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a3, %dh4 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%zw : tensor<16x16xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %da3 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh4, %w4 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z : tensor<16x16xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %dh3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da3, %a3 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %dw3 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a2, %dh3 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%zw : tensor<16x16xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %da2 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh3, %w3 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z : tensor<16x16xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %dh2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da2, %a2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %dw2 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a1, %dh2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%zw : tensor<16x16xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %da1 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh2, %w2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z : tensor<16x16xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %dh1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da1, %a1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %dw1 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dh1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%zw : tensor<16x16xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  // SGD.
  %n1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w1, %dw1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%ew : tensor<16x16xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %n2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w2, %dw2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%ew : tensor<16x16xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %n3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w3, %dw3 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%ew : tensor<16x16xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %n4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w4, %dw4 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%ew : tensor<16x16xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  return %loss, %n1, %n2, %n3, %n4 : tensor<f32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>
}
