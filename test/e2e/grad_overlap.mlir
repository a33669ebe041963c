// Data parallelism with the gradients' all_reduces overlapped with the
// backward pass, as DDP does: a training step of four 512x512 tanh layers
// (bench/gen_train_mlp.py --width 512; 1 MiB per weight gradient, so each
// is a bucket of its own). --dist-optimize-collectives moves each
// all_reduce to where its gradient is made; the code generator starts it
// there and waits before the next collective or the first read of the sum.
// On the host a started all_reduce runs in line unless SHARDRT_OVERLAP=1
// makes it an MPI_Iallreduce, as here: a wait placed too late would read a
// sum not yet written. Every run is compared with the unsharded step
// (--check) and with upstream's lowering under mlir-runner (the oracle).
// RUN: rm -rf %t && shard-run %s -o %t/one && %oracle %s %t/one
// RUN: env SHARDRT_OVERLAP=1 shard-run %s --mesh dp=2 --check -o %t/d2 | FileCheck %s
// RUN: %oracle %s %t/d2 --reference %t/one
// RUN: FileCheck %s --check-prefix=PROG --input-file %t/d2/work/partitioned/program.cpp
// RUN: shard-run %s --mesh dp=2 --check -o %t/d2s | FileCheck %s
// RUN: %oracle %s %t/d2s --reference %t/one
// Over dp and tp, the tensor-parallel all_reduces are read at once and
// stay plain calls; the data-parallel ones overlap.
// RUN: env SHARDRT_OVERLAP=1 shard-run %s --mesh dp=2,tp=2 --check -o %t/d2t2 | FileCheck %s
// RUN: %oracle %s %t/d2t2 --reference %t/one
// RUN: env SHARDRT_OVERLAP=yes not shard-run %s --mesh dp=2 -o %t/bad 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: [rank {{[01]}}] error in train: SHARDRT_OVERLAP is 'yes'; it must be 0 (all_reduces in line) or 1 (overlapped)
// CHECK: check passed
// The loss's all_reduce starts after the forward pass; dW4's runs while
// dA3, dH3 and dW3 are computed, and so on; dW1, made last, is read at once
// by the update.
// PROG-LABEL: shardrt::Error *run(
// PROG:       shardrt::startAllReduce(rt, 0, [[L:b[0-9]+]], [[L]], shardrt::DType::F32, {},
// PROG:       shardrt::wait(rt, pending
// PROG-NEXT:  shardrt::Pending pending[[W4:[0-9]+]];
// PROG-NEXT:  shardrt::startAllReduce(rt, 0, {{.*}}, shardrt::DType::F32, {512, 512}, shardrt::ReduceOp::Sum, stream, pending[[W4]]));
// PROG-NEXT:  k{{[0-9]+}}(
// PROG-NEXT:  k{{[0-9]+}}(
// PROG-NEXT:  k{{[0-9]+}}(
// PROG-NEXT:  shardrt::wait(rt, pending[[W4]], stream));
// PROG-NEXT:  shardrt::Pending pending{{[0-9]+}};
// PROG:       shardrt::wait(rt, 
// PROG-NEXT:  shardrt::Pending pending{{[0-9]+}};
// PROG:       shardrt::wait(rt, 
// PROG-NEXT:  SHARDRT_TRY(shardrt::allReduce(rt, 0, {{.*}}, shardrt::DType::F32, {512, 512},
// PROG-NOT:   rt.
// PROG:       return nullptr;
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
func.func @train(%x: tensor<16x512xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0},
                  %y: tensor<16x512xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0},
                  %w1: tensor<512x512xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w2: tensor<512x512xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
                  %w3: tensor<512x512xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w4: tensor<512x512xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
    -> (tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>},
        tensor<512x512xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
        tensor<512x512xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
        tensor<512x512xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
        tensor<512x512xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %scale = arith.constant 1.2207031250e-04 : f32
  %gscale = arith.constant 2.4414062500e-04 : f32
  %lr = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<16x512xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x512xf32>) -> tensor<16x512xf32>
  %ew = tensor.empty() : tensor<512x512xf32>
  %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<512x512xf32>) -> tensor<512x512xf32>
  // Forward: a_i = tanh(a_{i-1} W_i).
  %h1 = linalg.matmul ins(%x, %w1 : tensor<16x512xf32>, tensor<512x512xf32>) outs(%z : tensor<16x512xf32>) -> tensor<16x512xf32>
  %a1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h1 : tensor<16x512xf32>) outs(%e : tensor<16x512xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<16x512xf32>
  %h2 = linalg.matmul ins(%a1, %w2 : tensor<16x512xf32>, tensor<512x512xf32>) outs(%z : tensor<16x512xf32>) -> tensor<16x512xf32>
  %a2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h2 : tensor<16x512xf32>) outs(%e : tensor<16x512xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<16x512xf32>
  %h3 = linalg.matmul ins(%a2, %w3 : tensor<16x512xf32>, tensor<512x512xf32>) outs(%z : tensor<16x512xf32>) -> tensor<16x512xf32>
  %a3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h3 : tensor<16x512xf32>) outs(%e : tensor<16x512xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<16x512xf32>
  %h4 = linalg.matmul ins(%a3, %w4 : tensor<16x512xf32>, tensor<512x512xf32>) outs(%z : tensor<16x512xf32>) -> tensor<16x512xf32>
  %a4 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h4 : tensor<16x512xf32>) outs(%e : tensor<16x512xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<16x512xf32>
  // Loss: the mean squared error.
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%a4, %y : tensor<16x512xf32>, tensor<16x512xf32>) outs(%zl : tensor<f32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %d = arith.subf %u, %v : f32
    %sq = arith.mulf %d, %d : f32
    %sc = arith.mulf %sq, %scale : f32
    %r = arith.addf %acc, %sc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // Backward.
  %da4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a4, %y : tensor<16x512xf32>, tensor<16x512xf32>) outs(%e : tensor<16x512xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %d = arith.subf %u, %v : f32
    %r = arith.mulf %d, %gscale : f32
    linalg.yield %r : f32
  } -> tensor<16x512xf32>
  %dh4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da4, %a4 : tensor<16x512xf32>, tensor<16x512xf32>) outs(%e : tensor<16x512xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<16x512xf32>
  %dw4 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a3, %dh4 : tensor<16x512xf32>, tensor<16x512xf32>) outs(%zw : tensor<512x512xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<512x512xf32>
  %da3 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh4, %w4 : tensor<16x512xf32>, tensor<512x512xf32>) outs(%z : tensor<16x512xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x512xf32>
  %dh3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da3, %a3 : tensor<16x512xf32>, tensor<16x512xf32>) outs(%e : tensor<16x512xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<16x512xf32>
  %dw3 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a2, %dh3 : tensor<16x512xf32>, tensor<16x512xf32>) outs(%zw : tensor<512x512xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<512x512xf32>
  %da2 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh3, %w3 : tensor<16x512xf32>, tensor<512x512xf32>) outs(%z : tensor<16x512xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x512xf32>
  %dh2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da2, %a2 : tensor<16x512xf32>, tensor<16x512xf32>) outs(%e : tensor<16x512xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<16x512xf32>
  %dw2 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a1, %dh2 : tensor<16x512xf32>, tensor<16x512xf32>) outs(%zw : tensor<512x512xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<512x512xf32>
  %da1 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dh2, %w2 : tensor<16x512xf32>, tensor<512x512xf32>) outs(%z : tensor<16x512xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x512xf32>
  %dh1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da1, %a1 : tensor<16x512xf32>, tensor<16x512xf32>) outs(%e : tensor<16x512xf32>) {
  ^bb0(%g: f32, %a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<16x512xf32>
  %dw1 = linalg.generic {indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dh1 : tensor<16x512xf32>, tensor<16x512xf32>) outs(%zw : tensor<512x512xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<512x512xf32>
  // SGD.
  %n1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w1, %dw1 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%ew : tensor<512x512xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<512x512xf32>
  %n2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w2, %dw2 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%ew : tensor<512x512xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<512x512xf32>
  %n3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w3, %dw3 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%ew : tensor<512x512xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<512x512xf32>
  %n4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w4, %dw4 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%ew : tensor<512x512xf32>) {
  ^bb0(%w: f32, %g: f32, %o: f32):
    %s = arith.mulf %g, %lr : f32
    %r = arith.subf %w, %s : f32
    linalg.yield %r : f32
  } -> tensor<512x512xf32>
  return %loss, %n1, %n2, %n3, %n4 : tensor<f32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>
}
