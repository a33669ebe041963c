// A mixture of experts as transformers' batched_mm exports it: each
// token's expert weights gathered by the router's id (torch-mlir's
// aten.index.Tensor: a negative id wraps), then one matrix product per
// token. On the host each contraction runs as one grouped GEMM, a oneDNN
// sgemm per expert over its tokens, with the expert's weights read where
// they lie: nothing of the gathered S x O x I tensor is stored. The
// stack is A when the weights are [E, out, in] (transformers' default),
// B when they are [E, in, out] (its is_transposed experts); the tokens'
// operand may be a matrix too (3 columns here), and C may start from a
// value (beta = 1); bf16 experts and tokens, widened into the products as
// torch-mlir's bf16 matmuls are, accumulate in f32. The backward pass's
// form runs grouped too: per-token products scatter-added into the
// experts' matrices by id (a weight gradient), one GEMM per expert over
// its tokens' packed K, onto the stack's init. Tokens are split over x,
// the experts replicated: each rank adds its own tokens' products and
// one all_reduce sums them.
// RUN: rm -rf %t && shard-run %s --mesh x=1 -o %t/one && %oracle %s %t/one
// RUN: shard-run %s --mesh x=2 --check -o %t/r2 | FileCheck %s
// RUN: %oracle %s %t/r2 --reference %t/one
// RUN: shard-translate --emit-plan %s | FileCheck %s --check-prefix=PLAN
// RUN: shard-translate --emit-cpp %s | FileCheck %s --check-prefix=CPP
// RUN: shard-translate --emit-cuda %s | FileCheck %s --check-prefix=CUDA
// CHECK: communication: 1 x all_reduce over {"x"}, 4096 bytes sent per rank
// CHECK: check passed
//
// Kernel formation computes each gather's ids apart (an i64 per token);
// the gather then runs inside its grouped GEMM and has no buffer.
// PLAN:      [[IDS:b[0-9]+]]: temp 24 x i64 (192 bytes)
// PLAN-NOT:  24 x 32 x 16
// PLAN:      loop 1 parallel 0 reduction (24) b1 -> [[IDS]]
// PLAN-NEXT: gemm m=32 n=1 k=16 batch=[24] b2 lda=16 b0 ldb=1 -> b{{[0-9]+}} ldc=1 beta=0 grouped a[[[IDS]]] of 4
// PLAN:      gemm m=1 n=32 k=16 batch=[24] b0 lda=16 b3 ldb=32 -> b{{[0-9]+}} ldc=32 beta=0 grouped b[{{b[0-9]+}}] of 4
// PLAN:      gemm m=32 n=3 k=16 batch=[24] b2 lda=16 b4 ldb=3 -> b{{[0-9]+}} ldc=3 beta=1 grouped a[{{b[0-9]+}}] of 4
// PLAN:      gemm bf16 m=32 n=1 k=16 batch=[24] b6 lda=16 b7 ldb=1 -> b{{[0-9]+}} ldc=1 beta=0 grouped a[{{b[0-9]+}}] of 4
// The products have no buffer either; the stack starts as a copy of 0.5s.
// PLAN-NOT:  24 x 16 x 16
// PLAN:      copy [[HALF:b[0-9]+]] -> [[STACK:b[0-9]+]] [4, 16, 16]
// PLAN-NEXT: gemm m=16 n=16 k=3 batch=[24] b4 lda=3 b4^T ldb=3 -> [[STACK]] ldc=16 beta=1 grouped c[{{b[0-9]+}}] of 4
// The gather both operands read runs (a loop nest into its own buffer).
// PLAN:      loop 3 parallel 0 reduction (24, 32, 16) [[IDSF:b[0-9]+]] -> [[GF:b[0-9]+]]
// PLAN-NEXT: gemm m=16 n=16 k=32 batch=[24] [[GF]]^T lda=16 [[GF]] ldb=16 -> b{{[0-9]+}} ldc=16 beta=0{{$}}
// CPP:      // kernel 1: gemm 32x1x16, batch {24}, grouped: A of 4 matrices by id
// CPP-NEXT: static void k1(const float *__restrict p0, const float *__restrict p1, float *__restrict p2, const int64_t *__restrict p3) {
// CPP-NEXT:   static const shardrt::GroupedGemmDesc desc = [] {
// CPP-NEXT:     shardrt::GroupedGemmDesc g;
// CPP-NEXT:     g.gemm.m = 32, g.gemm.n = 1, g.gemm.k = 16;
// CPP-NEXT:     g.gemm.lda = 16, g.gemm.ldb = 1, g.gemm.ldc = 1;
// CPP-NEXT:     g.gemm.setBatch({24}, {512}, {16}, {32});
// CPP-NEXT:     g.stack = shardrt::GroupedGemmDesc::Stack::A, g.groups = 4;
// CPP-NEXT:     g.location = "loc(\"{{.*}}grouped_gemm.mlir\":[[#@LINE+74]]:10)";
// CPP-NEXT:     return g;
// CPP-NEXT:   }();
// CPP-NEXT:   shardrt::groupedGemm(desc, p3, p0, p1, p2);
// CPP-NEXT: }
// CPP:      g.gemm.accumulate = true;
// CPP:      g.gemm.input = shardrt::GemmDesc::Input::BF16;
// CPP:      g.stack = shardrt::GroupedGemmDesc::Stack::C, g.groups = 4;
// On CUDA the gather stays a loop nest before a batched GEMM.
// CUDA-NOT:  groupedGemm
// CUDA-COUNT-3: shardrt::cuda::gemm(shardrt::DType::F32
// CUDA:      shardrt::cuda::gemm(shardrt::DType::BF16
// CUDA:      shardrt::cuda::gemm(shardrt::DType::F32
//
// An id outside the experts (-13: -13 rem 8 - 4 = -9, -5 after the wrap)
// stops the job at the gather, as the gather's own bounds check would.
// RUN: mkdir -p %t/bad
// RUN: %npy %t/bad/input0.npy f32 24x16 0.5*384
// RUN: %npy %t/bad/input1.npy i64 24 1*23,-13
// RUN: %npy %t/bad/input2.npy f32 4x32x16 0.25*2048
// RUN: %npy %t/bad/input3.npy f32 4x16x32 0.25*2048
// RUN: %npy %t/bad/input4.npy f32 24x16x3 1*1152
// RUN: %npy %t/bad/input5.npy f32 24x32x3 1*2304
// RUN: %npy %t/bad/input6.npy bf16 4x32x16 0.25*2048
// RUN: %npy %t/bad/input7.npy bf16 24x16x1 0.5*384
// RUN: not shard-run %s --mesh x=1 --inputs %t/bad -o %t/bad/run 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: [rank 0] assertion failed at loc("{{.*}}grouped_gemm.mlir":[[#@LINE+48]]:10): tensor.extract index out of range
// RANGE: shard-run: error: the job failed

dist.mesh @mesh = <["x"=2]>
#token = affine_map<(s, i, j) -> (s)>
#all = affine_map<(s, i, j) -> (s, i, j)>
#bmm_a = affine_map<(s, m, n, k) -> (s, m, k)>
#bmm_b = affine_map<(s, m, n, k) -> (s, k, n)>
#bmm_c = affine_map<(s, m, n, k) -> (s, m, n)>
#outer_b = affine_map<(s, m, n, k) -> (s, n, k)>
#gram_a = affine_map<(s, m, n, k) -> (s, k, m)>
#gram_b = affine_map<(s, m, n, k) -> (s, k, n)>
#update = affine_map<(e, i, j, s) -> (s, i, j)>
#slot = affine_map<(e, i, j, s) -> (s)>
#expert = affine_map<(e, i, j, s) -> (e, i, j)>
func.func @experts(
    %x: tensor<24x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
    %ids: tensor<24xi64> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>},
    %w_out_in: tensor<4x32x16xf32>, %w_in_out: tensor<4x16x32xf32>,
    %x3: tensor<24x16x3xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>},
    %acc: tensor<24x32x3xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>},
    %w16: tensor<4x32x16xbf16>,
    %x16: tensor<24x16x1xbf16> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>})
    -> (tensor<24x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
        tensor<24x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
        tensor<24x32x3xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>},
        tensor<24x32x1xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>},
        tensor<4x16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}, {}]>},
        tensor<24x16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : i64
  %c4 = arith.constant 4 : i64
  %c5 = arith.constant 5 : i64
  %c8 = arith.constant 8 : i64
  // Stack as A: W[id] (32 x 16) times the token (16 x 1). The id is
  // computed in the gather (rem 8, minus 4, a negative one wrapped).
  %ga_e = tensor.empty() : tensor<24x32x16xf32>
  %ga = linalg.generic {indexing_maps = [#token, #all], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<24xi64>) outs(%ga_e : tensor<24x32x16xf32>) {
  ^bb0(%id: i64, %o: f32):
    %r = arith.remsi %id, %c8 : i64
    %s = arith.subi %r, %c4 : i64
    %neg = arith.cmpi slt, %s, %c0 : i64
    %up = arith.addi %s, %c4 : i64
    %e = arith.select %neg, %up, %s : i64
    %ei = arith.index_cast %e : i64 to index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %v = tensor.extract %w_out_in[%ei, %i, %j] : tensor<4x32x16xf32>
    linalg.yield %v : f32
  } -> tensor<24x32x16xf32>
  %xa = tensor.expand_shape %x [[0], [1, 2]] output_shape [24, 16, 1] : tensor<24x16xf32> into tensor<24x16x1xf32>
  %ya_e = tensor.empty() : tensor<24x32x1xf32>
  %ya_z = linalg.fill ins(%zero : f32) outs(%ya_e : tensor<24x32x1xf32>) -> tensor<24x32x1xf32>
  %ya = linalg.batch_matmul ins(%ga, %xa : tensor<24x32x16xf32>, tensor<24x16x1xf32>) outs(%ya_z : tensor<24x32x1xf32>) -> tensor<24x32x1xf32>
  %ra = tensor.collapse_shape %ya [[0], [1, 2]] : tensor<24x32x1xf32> into tensor<24x32xf32>

  // Stack as B: the token (1 x 16) times W[id] (16 x 32).
  %gb_e = tensor.empty() : tensor<24x16x32xf32>
  %gb = linalg.generic {indexing_maps = [#token, #all], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<24xi64>) outs(%gb_e : tensor<24x16x32xf32>) {
  ^bb0(%id: i64, %o: f32):
    %r = arith.remsi %id, %c4 : i64
    %ei = arith.index_cast %r : i64 to index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %v = tensor.extract %w_in_out[%ei, %i, %j] : tensor<4x16x32xf32>
    linalg.yield %v : f32
  } -> tensor<24x16x32xf32>
  %xb = tensor.expand_shape %x [[0], [1, 2]] output_shape [24, 1, 16] : tensor<24x16xf32> into tensor<24x1x16xf32>
  %yb_e = tensor.empty() : tensor<24x1x32xf32>
  %yb_z = linalg.fill ins(%zero : f32) outs(%yb_e : tensor<24x1x32xf32>) -> tensor<24x1x32xf32>
  %yb = linalg.batch_matmul ins(%xb, %gb : tensor<24x1x16xf32>, tensor<24x16x32xf32>) outs(%yb_z : tensor<24x1x32xf32>) -> tensor<24x1x32xf32>
  %rb = tensor.collapse_shape %yb [[0], [1, 2]] : tensor<24x1x32xf32> into tensor<24x32xf32>

  // Stack as A against a 16 x 3 matrix per token, onto %acc.
  %gc_e = tensor.empty() : tensor<24x32x16xf32>
  %gc = linalg.generic {indexing_maps = [#token, #all], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<24xi64>) outs(%gc_e : tensor<24x32x16xf32>) {
  ^bb0(%id: i64, %o: f32):
    %r = arith.remsi %id, %c4 : i64
    %ei = arith.index_cast %r : i64 to index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %v = tensor.extract %w_out_in[%ei, %i, %j] : tensor<4x32x16xf32>
    linalg.yield %v : f32
  } -> tensor<24x32x16xf32>
  %rc = linalg.generic {indexing_maps = [#bmm_a, #bmm_b, #bmm_c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%gc, %x3 : tensor<24x32x16xf32>, tensor<24x16x3xf32>) outs(%acc : tensor<24x32x3xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<24x32x3xf32>

  // bf16 experts and tokens, each product widened to f32.
  %gd_e = tensor.empty() : tensor<24x32x16xbf16>
  %gd = linalg.generic {indexing_maps = [#token, #all], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<24xi64>) outs(%gd_e : tensor<24x32x16xbf16>) {
  ^bb0(%id: i64, %o: bf16):
    %r = arith.remsi %id, %c4 : i64
    %ei = arith.index_cast %r : i64 to index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %v = tensor.extract %w16[%ei, %i, %j] : tensor<4x32x16xbf16>
    linalg.yield %v : bf16
  } -> tensor<24x32x16xbf16>
  %yd_e = tensor.empty() : tensor<24x32x1xf32>
  %yd_z = linalg.fill ins(%zero : f32) outs(%yd_e : tensor<24x32x1xf32>) -> tensor<24x32x1xf32>
  %rd = linalg.generic {indexing_maps = [#bmm_a, #bmm_b, #bmm_c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%gd, %x16 : tensor<24x32x16xbf16>, tensor<24x16x1xbf16>) outs(%yd_z : tensor<24x32x1xf32>) {
  ^bb0(%a: bf16, %b: bf16, %c: f32):
    %wa = arith.extf %a : bf16 to f32
    %wb = arith.extf %b : bf16 to f32
    %p = arith.mulf %wa, %wb : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<24x32x1xf32>

  // Stack as C: each token's x3 x3^T (16 x 16) added into its expert's
  // matrix, onto 0.5 (ids rem 5: an id of 4 is outside the 4 experts and
  // adds nothing, as the scatter's compare finds no expert for it).
  %ids5_e = tensor.empty() : tensor<24xi64>
  %ids5 = linalg.generic {indexing_maps = [affine_map<(s) -> (s)>, affine_map<(s) -> (s)>], iterator_types = ["parallel"]}
      ins(%ids : tensor<24xi64>) outs(%ids5_e : tensor<24xi64>) {
  ^bb0(%id: i64, %o: i64):
    %r = arith.remsi %id, %c5 : i64
    linalg.yield %r : i64
  } -> tensor<24xi64>
  %pe = tensor.empty() : tensor<24x16x16xf32>
  %pz = linalg.fill ins(%zero : f32) outs(%pe : tensor<24x16x16xf32>) -> tensor<24x16x16xf32>
  %p = linalg.generic {indexing_maps = [#bmm_a, #outer_b, #bmm_c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x3, %x3 : tensor<24x16x3xf32>, tensor<24x16x3xf32>) outs(%pz : tensor<24x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<24x16x16xf32>
  %half = arith.constant dense<0.5> : tensor<4x16x16xf32>
  %re = linalg.generic {indexing_maps = [#update, #slot, #expert], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %ids5 : tensor<24x16x16xf32>, tensor<24xi64>) outs(%half : tensor<4x16x16xf32>) {
  ^bb0(%u: f32, %id: i64, %o: f32):
    %i = arith.index_cast %id : i64 to index
    %e = linalg.index 0 : index
    %mine = arith.cmpi eq, %i, %e : index
    %s = arith.addf %o, %u : f32
    %r = arith.select %mine, %s, %o : f32
    linalg.yield %r : f32
  } -> tensor<4x16x16xf32>

  // One gather as both operands (W[id]^T W[id]): not grouped, since the
  // GEMM would read it in place on one side only; it is stored and read.
  %gf_e = tensor.empty() : tensor<24x32x16xf32>
  %gf = linalg.generic {indexing_maps = [#token, #all], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<24xi64>) outs(%gf_e : tensor<24x32x16xf32>) {
  ^bb0(%id: i64, %o: f32):
    %r = arith.remsi %id, %c4 : i64
    %ei = arith.index_cast %r : i64 to index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %v = tensor.extract %w_out_in[%ei, %i, %j] : tensor<4x32x16xf32>
    linalg.yield %v : f32
  } -> tensor<24x32x16xf32>
  %rf_e = tensor.empty() : tensor<24x16x16xf32>
  %rf_z = linalg.fill ins(%zero : f32) outs(%rf_e : tensor<24x16x16xf32>) -> tensor<24x16x16xf32>
  %rf = linalg.generic {indexing_maps = [#gram_a, #gram_b, #bmm_c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%gf, %gf : tensor<24x32x16xf32>, tensor<24x32x16xf32>) outs(%rf_z : tensor<24x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<24x16x16xf32>
  return %ra, %rb, %rc, %rd, %re, %rf : tensor<24x32xf32>, tensor<24x32xf32>, tensor<24x32x3xf32>, tensor<24x32x1xf32>, tensor<4x16x16xf32>, tensor<24x16x16xf32>
}
