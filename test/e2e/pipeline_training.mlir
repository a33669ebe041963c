// A training step -- forward, loss, backward and SGD update in one
// function -- of four tanh layers (column- then row-parallel weights over
// tp, the batch and labels over dp, both marked as the batch the
// microbatches split). shard-run cuts its forward pass automatically into
// as many stages as pp has, places each backward op with the forward op it
// differentiates (ZB-H1: input and weight gradients in passes of their
// own), accumulates the weight gradients and the loss over the
// microbatches, and reduces them over dp and updates the weights once per
// step, each stage its own. Every run is compared with the unsharded step
// (--check) and with upstream's lowering under mlir-runner (the oracle).
// The program is `bench/gen_train_mlp.py` (defaults).
// RUN: rm -rf %t && shard-run %s -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh pp=2 --microbatches 4 --check -o %t/p2 | FileCheck %s --check-prefixes=CHECK,P2
// RUN: %oracle %s %t/p2 --reference %t/one
// RUN: shard-run %s --mesh pp=4 --microbatches 4 --schedule gpipe --check -o %t/p4g | FileCheck %s --check-prefixes=CHECK,P4
// RUN: %oracle %s %t/p4g --reference %t/one
// RUN: shard-run %s --mesh pp=4 --microbatches 8 --check -o %t/p4 | FileCheck %s
// RUN: %oracle %s %t/p4 --reference %t/one
// RUN: shard-run %s --mesh dp=2,pp=2,tp=2 --microbatches 2 --check -o %t/d2p2t2 | FileCheck %s --check-prefixes=CHECK,D2P2T2
// RUN: %oracle %s %t/d2p2t2 --reference %t/one
// RUN: shard-run %s --mesh dp=2,pp=2,tp=2 --microbatches 4 --schedule gpipe --check -o %t/d2p2t2g | FileCheck %s
// RUN: %oracle %s %t/d2p2t2g --reference %t/one
// Interleaved 1F1B: each rank runs two model chunks (4 virtual stages).
// RUN: shard-run %s --mesh pp=2 --microbatches 4 --schedule interleaved-1f1b --virtual-stages 2 --check -o %t/p2i | FileCheck %s
// RUN: %oracle %s %t/p2i --reference %t/one
// RUN: shard-run %s --mesh dp=2,pp=2,tp=2 --microbatches 2 --schedule interleaved-1f1b --virtual-stages 2 --check -o %t/d2p2t2i | FileCheck %s
// RUN: %oracle %s %t/d2p2t2i --reference %t/one
// RUN: shard-run %s --mesh pp=4 --microbatches 8 --schedule interleaved-1f1b --virtual-stages 2 --check -o %t/p4i | FileCheck %s
// RUN: %oracle %s %t/p4i --reference %t/one
// As a training job (shard-run --steps): each stage's weights stay on its
// ranks (dist.updated_by) for four steps under ZB-H1, checkpointed after
// step 2; the job ends bit-identical to four steps run one by one with the
// weights passed through files, and resumed from step 2 on pp=2 (the
// checkpoint resharded on load) it matches the unsharded job.
// RUN: shard-run %s --mesh dp=2,pp=2,tp=2 --microbatches 2 --schedule zb-h1 --steps 4 --checkpoint-every 2 -o %t/job | FileCheck %s --check-prefix=JOB
// RUN: %python %S/Inputs/chain_steps.py %s %t/chain 4 --carry 2:1,3:2,4:3,5:4 -- --mesh dp=2,pp=2,tp=2 --microbatches 2 --schedule zb-h1
// RUN: cmp %t/job/output0.npy %t/chain/output0.npy
// RUN: cmp %t/job/output1.npy %t/chain/output1.npy
// RUN: cmp %t/job/output4.npy %t/chain/output4.npy
// RUN: shard-run %s --mesh pp=2 --microbatches 4 --steps 4 --resume %t/job/checkpoints/step2 --check -o %t/resumed | FileCheck %s --check-prefix=RESUMED
// JOB: step 4/4  loss
// JOB: job: steps 1..4
// RESUMED: job: steps 3..4
// RESUMED: check passed
// ZB-H1 runs the weight gradients apart from the input gradients.
// RUN: shard-run %s --mesh pp=4 --microbatches 8 --schedule zb-h1 --check -o %t/p4z | FileCheck %s
// RUN: %oracle %s %t/p4z --reference %t/one
// RUN: shard-run %s --mesh dp=2,pp=2,tp=2 --microbatches 4 --schedule zb-h1 --check -o %t/d2p2t2z | FileCheck %s
// RUN: %oracle %s %t/d2p2t2z --reference %t/one
// The gradients' reductions over dp overlapped (MPI_Iallreduce, as on a
// device): each stays in flight from its last backward (or W) to the
// table's end, under the rest of that pass and the cool-down; chunk 1's
// under chunk 0's passes.
// RUN: env SHARDRT_OVERLAP=1 shard-run %s --mesh dp=2,pp=2,tp=2 --microbatches 4 --schedule zb-h1 --check -o %t/d2p2t2zo | FileCheck %s
// RUN: %oracle %s %t/d2p2t2zo --reference %t/one
// RUN: env SHARDRT_OVERLAP=1 shard-run %s --mesh dp=2,pp=2,tp=2 --microbatches 2 --schedule interleaved-1f1b --virtual-stages 2 --check -o %t/d2p2t2io | FileCheck %s
// RUN: %oracle %s %t/d2p2t2io --reference %t/one
// Full activation recomputation: each chunk keeps only what other stages
// sent its forward pass, its backward (or W) makes the rest again.
// RUN: shard-run %s --mesh dp=2,pp=2,tp=2 --microbatches 4 --recompute --check -o %t/d2p2t2r | FileCheck %s
// RUN: %oracle %s %t/d2p2t2r --reference %t/one
// RUN: shard-run %s --mesh dp=2,pp=2,tp=2 --microbatches 4 --schedule zb-h1 --recompute --check -o %t/d2p2t2zr | FileCheck %s
// RUN: %oracle %s %t/d2p2t2zr --reference %t/one
// RUN: shard-run %s --mesh pp=4 --microbatches 8 --schedule interleaved-1f1b --virtual-stages 2 --recompute --check -o %t/p4ir | FileCheck %s
// RUN: %oracle %s %t/p4ir --reference %t/one
// Unmarked, the labels are split with the inputs (split over dp as the
// first argument's batch is; test/passes/microbatch-labels.mlir).
// RUN: sed 's/, dist.microbatch_dim = 0//' %s > %t/unmarked.mlir
// RUN: shard-run %t/unmarked.mlir --mesh dp=2,pp=2 --microbatches 2 --check -o %t/unmarked | FileCheck %s
// RUN: %oracle %t/unmarked.mlir %t/unmarked --reference %t/one
// Two layers per stage: one activation forward and one gradient back per
// microbatch (16/4 rows by 32, f32).
// P2: communication: stage 0: 5 x exchange over {"pp"}, 2048 bytes sent per rank
// P2-NEXT: communication: stage 1: 5 x exchange over {"pp"}, 2048 bytes sent per rank
// One layer per stage; the middle stages pass both ways.
// P4: communication: stage 0: 7 x exchange over {"pp"}, 2048 bytes sent per rank
// P4-NEXT: communication: stage 1: 9 x exchange over {"pp"}, 4096 bytes sent per rank
// P4: communication: stage 3: 8 x exchange over {"pp"}, 2048 bytes sent per rank
// With dp and tp: per microbatch, each device sends its stage's output
// (one activation each way) and tp reduces after each row-parallel layer,
// forward and backward; each stage's weight gradients are summed over the
// microbatches first and reduced over dp once per step, in place, by the
// stage's last backward as they become final (w1 and w2 in one bucket on
// stage 0; the loss, then w3 and w4 on stage 1; no collective over dp per
// microbatch).
// D2P2T2: communication: stage 0: 2 x all_reduce over {"tp"}, 1024 bytes sent per rank
// D2P2T2-NEXT: communication: stage 0: 3 x exchange over {"pp"}, 1024 bytes sent per rank
// D2P2T2-NEXT: communication: stage 0: 1 x all_reduce_buffers over {"dp"}, 4096 bytes sent per rank
// D2P2T2-NEXT: communication: stage 1: 3 x exchange over {"pp"}, 1024 bytes sent per rank
// D2P2T2-NEXT: communication: stage 1: 4 x all_reduce over {"tp"}, 2048 bytes sent per rank
// D2P2T2-NEXT: communication: stage 1: 2 x all_reduce_buffers over {"dp"}, 4100 bytes sent per rank
// CHECK: check passed

#id = affine_map<(i, j) -> (i, j)>
#all = affine_map<(i, j) -> ()>
// dW = A^T dH (a reduction over the batch) and dA = dH W^T.
#ta = affine_map<(i, j, b) -> (b, i)>
#tb = affine_map<(i, j, b) -> (b, j)>
#tc = affine_map<(i, j, b) -> (i, j)>
#ma = affine_map<(b, i, j) -> (b, j)>
#mb = affine_map<(b, i, j) -> (i, j)>
#mc = affine_map<(b, i, j) -> (b, i)>
dist.mesh @mesh = <["dp"=1, "pp"=1, "tp"=1]>
func.func @train(%x: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0},
                  %y: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0},
                  %w1: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>, dist.updated_by = 1 : i64},
                  %w2: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>, dist.updated_by = 2 : i64},
                  %w3: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>, dist.updated_by = 3 : i64},
                  %w4: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>, dist.updated_by = 4 : i64})
    -> (tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>},
        tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
        tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
        tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
        tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %scale = arith.constant 1.9531250000e-03 : f32
  %gscale = arith.constant 3.9062500000e-03 : f32
  %lr = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<16x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %ew = tensor.empty() : tensor<32x32xf32>
  %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<32x32xf32>) -> tensor<32x32xf32>
  // Forward: a_i = tanh(a_{i-1} W_i).
  %h1 = linalg.matmul ins(%x, %w1 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %a1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h1 : tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<16x32xf32>
  %h2 = linalg.matmul ins(%a1, %w2 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %a2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h2 : tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<16x32xf32>
  %h3 = linalg.matmul ins(%a2, %w3 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %a3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h3 : tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<16x32xf32>
  %h4 = linalg.matmul ins(%a3, %w4 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %a4 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h4 : tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<16x32xf32>
  // Loss: the mean squared error.
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%a4, %y : tensor<16x32xf32>, tensor<16x32xf32>) outs(%zl : tensor<f32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %d = arith.subf %u, %v : f32
    %sq = arith.mulf %d, %d : f32
    %sc = arith.mulf %sq, %scale : f32
    %r = arith.addf %acc, %sc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // Backward.
  %da4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a4, %y : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %d = arith.subf %u, %v : f32
    %r = arith.mulf %d, %gscale : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  %dh4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da4, %a4 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  %dw4 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a3, %dh4 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%zw : tensor<32x32xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  %da3 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh4, %w4 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z : tensor<16x32xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  %dh3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da3, %a3 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  %dw3 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a2, %dh3 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%zw : tensor<32x32xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  %da2 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh3, %w3 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z : tensor<16x32xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  %dh2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da2, %a2 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  %dw2 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a1, %dh2 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%zw : tensor<32x32xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  %da1 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh2, %w2 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z : tensor<16x32xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  %dh1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da1, %a1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  %dw1 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dh1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%zw : tensor<32x32xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  // SGD.
  %n1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w1, %dw1 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%ew : tensor<32x32xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  %n2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w2, %dw2 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%ew : tensor<32x32xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  %n3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w3, %dw3 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%ew : tensor<32x32xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  %n4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w4, %dw4 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%ew : tensor<32x32xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  return %loss, %n1, %n2, %n3, %n4 : tensor<f32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>
}
