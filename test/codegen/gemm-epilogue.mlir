// The elementwise op right after an unbatched GEMM, reading its result and
// nothing else of it, folds into the GEMM as its epilogue when it computes
// residual + activation(c + bias): the host (oneDNN) fuses all of it, CUDA
// (cuBLASLt) the bias, ReLU and GELU's tanh form (its only GELU), but not
// the erf form nor a residual. Anything else stays a loop nest.
// RUN: shard-translate --emit-plan %s --split-input-file | FileCheck %s --check-prefix=PLAN
// RUN: shard-translate --emit-cpp %s --split-input-file | FileCheck %s --check-prefix=CPP
// RUN: shard-translate --emit-cuda %s --split-input-file | FileCheck %s --check-prefix=CUDA

// PLAN-LABEL: plan @linear: 1 kernels
// PLAN: k0: gemm m=8 n=32 k=16 b0 lda=16 b1 ldb=32 -> [[C:b[0-9]+]] ldc=32 beta=0 bias=b2
// CPP-LABEL: from @linear
// CPP:      // kernel 0: gemm 8x32x16 + bias
// CPP-NEXT: static void k0(const float *__restrict p0, const float *__restrict p1, float *__restrict p2, const float *__restrict p3) {
// CPP-NEXT:   static const shardrt::Gemm gemm([] {
// CPP-NEXT:     shardrt::GemmDesc d;
// CPP-NEXT:     d.m = 8, d.n = 32, d.k = 16;
// CPP-NEXT:     d.lda = 16, d.ldb = 32, d.ldc = 32;
// CPP-NEXT:     d.bias = true;
// CPP-NEXT:     return d;
// CPP-NEXT:   }());
// CPP-NEXT:   gemm(p0, p1, p2, p3);
// CPP-NEXT: }
// CUDA-LABEL: from @linear
// CUDA:       shardrt::cuda::gemm(shardrt::DType::F32, false, false, 8, 32, 16, 1.0f, p0, 16, 0, p1, 32, 0, 0.0f, p2, 32, 0, 1, p3, shardrt::Activation::None, stream)
#map = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
func.func @linear(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>, %b: tensor<32xf32>) -> tensor<8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %m = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%z : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r = linalg.generic {indexing_maps = [#map, #col, #map], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<8x32xf32>, tensor<32xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%c: f32, %v: f32, %o: f32):
    %s = arith.addf %v, %c : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}

// -----

// Into a GEMM that accumulates onto its init, the bias is added too.
// CPP-LABEL: from @accumulating
// CPP:      d.accumulate = true;
// CPP-NEXT: d.bias = true;
func.func @accumulating(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>, %b: tensor<32xf32>, %acc: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %e = tensor.empty() : tensor<8x32xf32>
  %m = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%acc : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<8x32xf32>, tensor<32xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%c: f32, %v: f32, %o: f32):
    %s = arith.addf %c, %v : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}

// -----

// GELU (erf form, products in any order) of c + bias; on CUDA a loop nest
// after a bias-less GEMM.
// PLAN-LABEL: plan @gelu_erf: 1 kernels
// PLAN: k0: gemm m=8 n=32 k=16 b0 lda=16 b1 ldb=32 -> b{{[0-9]+}} ldc=32 beta=0 bias=b2 activation=gelu_erf
// CPP-LABEL: from @gelu_erf
// CPP:      // kernel 0: gemm 8x32x16 + bias, then gelu_erf
// CPP:        d.bias = true;
// CPP-NEXT:   d.activation = shardrt::Activation::GeluErf;
// CUDA-LABEL: from @gelu_erf
// CUDA:       // kernel 0: gemm 8x32x16 (
// CUDA:       // kernel 1: loop nest
func.func @gelu_erf(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>, %b: tensor<32xf32>) -> tensor<8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %rsqrt2 = arith.constant 0.70710678118654752 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %m = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%z : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<8x32xf32>, tensor<32xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%c: f32, %v: f32, %o: f32):
    %u = arith.addf %c, %v : f32
    %s = arith.mulf %rsqrt2, %u : f32
    %f = math.erf %s : f32
    %p = arith.addf %one, %f : f32
    %h = arith.mulf %p, %half : f32
    %y = arith.mulf %u, %h : f32
    linalg.yield %y : f32
  } -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}

// -----

// GELU's tanh form (as PyTorch's approximate="tanh" writes it), ReLU as
// maxnumf (either operand order), and max with maximumf, which stays a loop:
// maximumf(NaN, 0) is NaN, the library's ReLU gives 0 as maxnumf does. The
// four GEMMs share one zero fill (as after CSE): it does not run, and
// nothing is copied.
// PLAN-LABEL: plan @activations: 5 kernels
// PLAN-NOT: copy
// PLAN: k0: gemm {{.*}} beta=0 activation=gelu_tanh
// PLAN: k1: gemm {{.*}} beta=0 activation=relu
// PLAN: k2: gemm {{.*}} beta=0 activation=relu
// PLAN: k3: gemm {{.*}} beta=0{{$}}
// PLAN: k4: loop 2 parallel 0 reduction (8, 16)
// CPP-LABEL: from @activations
// CPP: d.activation = shardrt::Activation::GeluTanh;
// CPP: d.activation = shardrt::Activation::Relu;
// CPP: d.activation = shardrt::Activation::Relu;
// On CUDA the same three fold into cuBLASLt's GELU and RELU epilogues.
// CUDA-LABEL: from @activations
// CUDA:      // kernel 0: gemm 8x16x16, then gelu_tanh
// CUDA:      shardrt::cuda::gemm({{.*}}, nullptr, shardrt::Activation::GeluTanh, stream)
// CUDA:      // kernel 1: gemm 8x16x16, then relu
// CUDA:      shardrt::cuda::gemm({{.*}}, nullptr, shardrt::Activation::Relu, stream)
// CUDA:      // kernel 2: gemm 8x16x16, then relu
// CUDA:      shardrt::cuda::gemm({{.*}}, nullptr, shardrt::Activation::Relu, stream)
// CUDA:      // kernel 3: gemm 8x16x16
// CUDA:      shardrt::cuda::gemm({{.*}}, nullptr, shardrt::Activation::None, stream)
// CUDA:      // kernel 4: loop nest
#id = affine_map<(i, j) -> (i, j)>
func.func @activations(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %k0 = arith.constant 0.7978845608028654 : f32
  %k1 = arith.constant 0.044715 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %m0 = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m0 : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%c: f32, %o: f32):
    %c2 = arith.mulf %c, %c : f32
    %c3 = arith.mulf %c2, %c : f32
    %t = arith.mulf %k1, %c3 : f32
    %in = arith.addf %c, %t : f32
    %sc = arith.mulf %in, %k0 : f32
    %th = math.tanh %sc : f32
    %p = arith.addf %th, %one : f32
    %h = arith.mulf %half, %c : f32
    %y = arith.mulf %h, %p : f32
    linalg.yield %y : f32
  } -> tensor<8x16xf32>
  %m1 = linalg.matmul ins(%g, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m1 : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%c: f32, %o: f32):
    %y = arith.maxnumf %c, %zero : f32
    linalg.yield %y : f32
  } -> tensor<8x16xf32>
  %m2 = linalg.matmul ins(%r1, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m2 : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%c: f32, %o: f32):
    %y = arith.maxnumf %zero, %c : f32
    linalg.yield %y : f32
  } -> tensor<8x16xf32>
  %m3 = linalg.matmul ins(%r2, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m3 : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%c: f32, %o: f32):
    %y = arith.maximumf %c, %zero : f32
    linalg.yield %y : f32
  } -> tensor<8x16xf32>
  return %r3 : tensor<8x16xf32>
}

// -----

// A residual added after the activation, and (without one) bias and
// residual in any association: both fold on the host, and the residual
// is read where the GEMM runs. CUDA keeps the second as a loop nest.
// PLAN-LABEL: plan @residuals: 2 kernels
// PLAN: k0: gemm m=8 n=16 k=16 b0 {{.*}} -> [[H:b[0-9]+]] ldc=16 beta=0 bias=b2 activation=relu residual=b0
// PLAN: k1: gemm m=8 n=16 k=16 [[H]] {{.*}} beta=0 bias=b2 residual=[[H]]
// CPP-LABEL: from @residuals
// CPP:      // kernel 0: gemm 8x16x16 + bias, then relu, + residual
// CPP:        d.bias = true;
// CPP-NEXT:   d.activation = shardrt::Activation::Relu;
// CPP-NEXT:   d.residual = true;
// CPP-NEXT:   return d;
// CPP-NEXT: }());
// CPP-NEXT: gemm(p0, p1, p2, p3, p0);
// CPP:      // kernel 1: gemm 8x16x16 + bias, + residual
// CUDA-LABEL: from @residuals
// CUDA-COUNT-2: // kernel {{[0-9]}}: loop nest
func.func @residuals(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>, %b: tensor<16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %m0 = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%m0, %b, %x : tensor<8x16xf32>, tensor<16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%c: f32, %v: f32, %res: f32, %o: f32):
    %u = arith.addf %c, %v : f32
    %a = arith.maxnumf %u, %zero : f32
    %y = arith.addf %res, %a : f32
    linalg.yield %y : f32
  } -> tensor<8x16xf32>
  %m1 = linalg.matmul ins(%h, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%h, %m1, %b : tensor<8x16xf32>, tensor<8x16xf32>, tensor<16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%res: f32, %c: f32, %v: f32, %o: f32):
    %u = arith.addf %res, %c : f32
    %y = arith.addf %u, %v : f32
    linalg.yield %y : f32
  } -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// -----

// Not epilogues: a vector along the rows; a GEMM result that is also
// returned; an activation of c before the bias; GELU with the wrong
// constant; the bias added twice.
// PLAN-LABEL: plan @not_epilogues
// PLAN-NOT:  bias=
// PLAN-NOT:  activation=
// PLAN:      loop 2 parallel 0 reduction (8, 32)
// PLAN-NOT:  bias=
// PLAN-NOT:  activation=
// PLAN:      loop 2 parallel 0 reduction (8, 32)
// PLAN-NOT:  bias=
// PLAN-NOT:  activation=
// PLAN:      loop 2 parallel 0 reduction (8, 32)
// PLAN-NOT:  bias=
// PLAN-NOT:  activation=
// PLAN:      loop 2 parallel 0 reduction (8, 32)
// PLAN-NOT:  bias=
// PLAN-NOT:  activation=
// PLAN:      loop 2 parallel 0 reduction (8, 32)
// PLAN-NOT:  bias=
#m2 = affine_map<(i, j) -> (i, j)>
#c2 = affine_map<(i, j) -> (j)>
func.func @not_epilogues(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>, %rows: tensor<8xf32>, %b: tensor<32xf32>) -> (tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %wrong = arith.constant 0.7 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %m = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%z : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r = linalg.generic {indexing_maps = [#m2, affine_map<(i, j) -> (i)>, #m2], iterator_types = ["parallel", "parallel"]} ins(%m, %rows : tensor<8x32xf32>, tensor<8xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%c: f32, %v: f32, %o: f32):
    %s = arith.addf %c, %v : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  %m2 = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%z : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r2 = linalg.generic {indexing_maps = [#m2, #c2, #m2], iterator_types = ["parallel", "parallel"]} ins(%m2, %b : tensor<8x32xf32>, tensor<32xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%c: f32, %v: f32, %o: f32):
    %s = arith.addf %c, %v : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  %m3 = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%z : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r3 = linalg.generic {indexing_maps = [#m2, #c2, #m2], iterator_types = ["parallel", "parallel"]} ins(%m3, %b : tensor<8x32xf32>, tensor<32xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%c: f32, %v: f32, %o: f32):
    %a = arith.maxnumf %c, %zero : f32
    %s = arith.addf %a, %v : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  %m4 = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%z : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r4 = linalg.generic {indexing_maps = [#m2, #m2], iterator_types = ["parallel", "parallel"]} ins(%m4 : tensor<8x32xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%c: f32, %o: f32):
    %s = arith.mulf %c, %wrong : f32
    %f = math.erf %s : f32
    %p = arith.addf %f, %one : f32
    %h = arith.mulf %c, %half : f32
    %y = arith.mulf %h, %p : f32
    linalg.yield %y : f32
  } -> tensor<8x32xf32>
  %m5 = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%z : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r5 = linalg.generic {indexing_maps = [#m2, #c2, #m2], iterator_types = ["parallel", "parallel"]} ins(%m5, %b : tensor<8x32xf32>, tensor<32xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%c: f32, %v: f32, %o: f32):
    %s = arith.addf %c, %v : f32
    %t = arith.addf %s, %v : f32
    linalg.yield %t : f32
  } -> tensor<8x32xf32>
  return %r, %r2, %m2, %r3, %r4, %r5 : tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>
}
