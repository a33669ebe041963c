// Attention's backward pass as the code generator fuses it
// (matchAttentionBackward): one kernel that makes P again from Q and K in
// blocks and accumulates dV = P^T dO, dQ = dS K and dK = dS^T Q, S x S
// never stored, checked against upstream's lowering of the unfused chain
// under mlir-runner (the oracle) on seeded random inputs. The shapes cross
// the host kernel's blocks (40 queries: a partial block of 64; 300 keys:
// two blocks of 128 and a partial one; d 24, e 20: not multiples of 16).
//
// @causal is the form PyTorch's autograd writes (gpt2_train_step.mlir's):
// the forward's scores scaled, a padding mask added and a causal mask
// (shifted by 100) selected from the indices; its P read by the forward's
// O = P V, which is fused too, and by the backward: dP = dO V^T,
// t = dP * P, r = sum_j t, dS = (t - P r) * scale with the mask's zeros
// selected where the forward selected -inf, then dV = P^T dO, dQ = dS K
// and dK = dS^T Q. The last key block is masked out for every query: its
// products are skipped, its dS (zeros) still computed. The CUDA program
// runs on the emulator in CI (test/cuda), against this host program.
// @transposed is torch-mlir's keepdim form with the other GEMM shapes:
// no mask, r kept as [..., 1] (a keepdim reduction), dK^T = Q^T dS and
// dV^T = dO^T P (results stored transposed), V stored transposed, and the
// kernel reached from a recomputed chain (no forward O).
// @guarded_rows masks every key for queries 0 to 2 (select of -inf from
// the indices) under the guarded softmax (the shift 0 where the maximum
// is -inf, P 0 where the sum is 0) and selects the mask's zeros into dS:
// those rows' P, dS and dQ are zeros, and they add nothing to dK and dV.
// @p_read also returns P: it is stored, so the backward stays unfused.
// @rounded is Llama's 16-bit form (softmax(dtype=float32).to(bf16)): bf16
// Q, K, V and dO, the softmax in f32, its exact P read by t and dS and its
// bf16 rounding (an op of its own) by P V and dV, dS rounded to bf16 for
// dQ and dK, and each gradient rounded to bf16 as soon as its GEMM makes
// it -- those roundings move after the backward kernel. Both passes fuse;
// the kernels give t and dS the exact P and round dS as the model does
// (dQ and dK equal the unfused chain's), and use the exact P in P V and
// dV where the model rounds it first (O and dV within 2e-3 of it).
// RUN: rm -rf %t
// RUN: shard-run %s --entry causal -o %t/causal && %oracle %s %t/causal --entry causal
// RUN: shard-run %s --entry transposed -o %t/transposed && %oracle %s %t/transposed --entry transposed
// RUN: shard-run %s --entry guarded_rows -o %t/guarded_rows && %oracle %s %t/guarded_rows --entry guarded_rows
// RUN: shard-run %s --entry rounded --tolerance 1e-2 -o %t/rounded && %oracle %s %t/rounded --entry rounded --tolerance 1e-2
// RUN: shard-opt %s --dist-parallelize | shard-translate --emit-plan --entry rounded | FileCheck %s --check-prefix=ROUNDED
// ROUNDED:      plan @rounded: 5 kernels, arena 113408 bytes (113408 without reuse)
// ROUNDED:      k0: attention m=40 n=300 d=24 e=20 batch=[2] b0 b1^T b2 mod block-mask -> b4
// ROUNDED-NEXT: k1: attention-backward m=40 n=300 d=24 e=20 batch=[2] b0 b1 b2 b3 b3 b1 b0 block-mask -> [[DQ:b[0-9]+]] [[DK:b[0-9]+]] [[DV:b[0-9]+]]
// ROUNDED-NEXT: k2: loop 3 parallel 0 reduction (2, 300, 20) [[DV]] -> b8
// ROUNDED-NEXT: k3: loop 3 parallel 0 reduction (2, 40, 24) [[DQ]] -> b9
// ROUNDED-NEXT: k4: loop 3 parallel 0 reduction (2, 300, 24) [[DK]] -> b10
// RUN: shard-translate --emit-cpp %s --entry rounded | FileCheck %s --check-prefix=ROUNDEDCPP
// ROUNDEDCPP:      [&](const int64_t *x, int64_t i, int64_t j, float dp, float p) {
// ROUNDEDCPP-NEXT:   const float v0 = (dp * p);
// ROUNDEDCPP:      [&](const int64_t *x, int64_t i, int64_t j, float t, float p, float r) {
// ROUNDEDCPP:        const float v3 = (p * r);
// ROUNDEDCPP:        return float(shard_round_bf16(v7));
// RUN: shard-opt %s --dist-parallelize | shard-translate --emit-plan --entry guarded_rows | FileCheck %s --check-prefix=GUARDED
// GUARDED: plan @guarded_rows: 1 kernels, arena 0 bytes (0 without reuse)
// GUARDED: k0: attention-backward m=40 n=300 d=24 e=20 batch=[2] b0 b1 b2^T b3 b3 b1 b0 block-mask -> b4 b5^T b6^T
// RUN: shard-opt %s --dist-parallelize | shard-translate --emit-plan --entry p_read | FileCheck %s --check-prefix=PREAD
// PREAD: plan @p_read:
// PREAD-NOT: attention-backward
// PREAD: gemm m=40 n=24 k=300 batch=[2]
// RUN: shard-opt %s --dist-parallelize | shard-translate --emit-plan --entry causal | FileCheck %s --check-prefix=CAUSAL
// CAUSAL: plan @causal: 2 kernels, arena 0 bytes (0 without reuse)
// CAUSAL-NEXT: b0: input 1920 x f32 (7680 bytes) arg 0
// CAUSAL: k0: attention m=40 n=300 d=24 e=20 batch=[2] b0 b1^T b2 mod(b4) block-mask -> b5
// CAUSAL-NEXT: k1: attention-backward m=40 n=300 d=24 e=20 batch=[2] b0 b1 b2 b3 b3 b1 b0 (b4) block-mask -> b6 b7 b8
// RUN: shard-opt %s --dist-parallelize | shard-translate --emit-plan --entry transposed | FileCheck %s --check-prefix=TRANSPOSED
// TRANSPOSED: plan @transposed: 1 kernels, arena 0 bytes (0 without reuse)
// TRANSPOSED: k0: attention-backward m=40 n=300 d=24 e=20 batch=[2] b0 b1 b2^T b3 b3 b1 b0 -> b4 b5^T b6^T
// With --unfused-attention both chains stay as they came: five GEMMs, P
// and dS stored (2 x 40 x 300 f32 each, updated in place).
// RUN: shard-opt %s --dist-parallelize | shard-translate --emit-plan --entry causal --unfused-attention | FileCheck %s --check-prefix=UNFUSED
// UNFUSED: plan @causal: 17 kernels, arena 192512 bytes (193536 without reuse)
// UNFUSED: k0: gemm m=40 n=300 k=24 batch=[2] b0 lda=24 b1^T ldb=24 -> b5 ldc=300 beta=0
// UNFUSED: k14: gemm m=300 n=20 k=40 batch=[2] b5^T lda=300 b3 ldb=20 -> b11 ldc=20 beta=0
// UNFUSED: k15: gemm m=40 n=24 k=300 batch=[2] b9 lda=300 b1 ldb=24 -> b12 ldc=24 beta=0
// UNFUSED: k16: gemm m=300 n=24 k=40 batch=[2] b9^T lda=300 b0 ldb=24 -> b13 ldc=24 beta=0
// RUN: shard-translate --emit-cpp %s --entry causal | FileCheck %s --check-prefix=HOST
// HOST:      // kernel 1: attention backward 40x300, d 24, e 20, batch {2}
// HOST:        d.m = 40, d.n = 300, d.d = 24, d.e = 20;
// HOST-NEXT:   d.batchDims = 1;
// HOST-NEXT:   d.batch[0] = 2;
// HOST-NEXT:   d.q.ld = 24, d.q.byRows = true;
// HOST-NEXT:   d.q.batchStride[0] = 960;
// HOST-NEXT:   d.k.ld = 24, d.k.byRows = true;
// HOST-NEXT:   d.k.batchStride[0] = 7200;
// HOST:      shardrt::attentionBackward(d, p0, p1, p2, p3, p3, p1, p0, p5, p6, p7,
// HOST:        [&](const int64_t *x, int64_t i, int64_t j, float t, float p, float r) {
// CUDA runs it as a warp per query row that adds to dK and dV atomically:
// the program clears them first (CudaAttentionBackward.h).
// RUN: shard-translate --emit-cuda %s --entry causal | FileCheck %s --check-prefix=CUDA
// CUDA:      shardrt::cuda::attentionBackward(d, p0, p1, p2, p3, p3, p1, p0, p5, p6, p7,
// CUDA:      SHARDRT_TRY(shardrt::cuda::zero(b7, 57600, stream));
// CUDA-NEXT: SHARDRT_TRY(shardrt::cuda::zero(b8, 48000, stream));
// CUDA-NEXT: SHARDRT_TRY(shardrt::cuda::launch("k1", k1, 2560, stream, b0, b1, b2, b3, b4, b6, b7, b8));

#qk = [affine_map<(b, i, j, t) -> (b, i, t)>, affine_map<(b, i, j, t) -> (b, j, t)>, affine_map<(b, i, j, t) -> (b, i, j)>]
#pv = [affine_map<(b, i, c, j) -> (b, i, j)>, affine_map<(b, i, c, j) -> (b, j, c)>, affine_map<(b, i, c, j) -> (b, i, c)>]
#pvT = [affine_map<(b, i, c, j) -> (b, i, j)>, affine_map<(b, i, c, j) -> (b, c, j)>, affine_map<(b, i, c, j) -> (b, i, c)>]
#dp = [affine_map<(b, i, j, c) -> (b, i, c)>, affine_map<(b, i, j, c) -> (b, j, c)>, affine_map<(b, i, j, c) -> (b, i, j)>]
#dpT = [affine_map<(b, i, j, c) -> (b, i, c)>, affine_map<(b, i, j, c) -> (b, c, j)>, affine_map<(b, i, j, c) -> (b, i, j)>]
#ptx = [affine_map<(b, j, c, i) -> (b, i, j)>, affine_map<(b, j, c, i) -> (b, i, c)>, affine_map<(b, j, c, i) -> (b, j, c)>]
#xtp = [affine_map<(b, c, j, i) -> (b, i, c)>, affine_map<(b, c, j, i) -> (b, i, j)>, affine_map<(b, c, j, i) -> (b, c, j)>]
#sx = [affine_map<(b, i, c, j) -> (b, i, j)>, affine_map<(b, i, c, j) -> (b, j, c)>, affine_map<(b, i, c, j) -> (b, i, c)>]
#all = affine_map<(b, i, j) -> (b, i, j)>
#row = affine_map<(b, i, j) -> (b, i)>
#key = affine_map<(b, i, j) -> (b, j)>
#keep = affine_map<(b, i, j) -> (b, i, 0)>
#contract = ["parallel", "parallel", "parallel", "reduction"]
#elementwise = ["parallel", "parallel", "parallel"]
#rows = ["parallel", "parallel", "reduction"]

func.func @causal(%q: tensor<2x40x24xf32>, %k: tensor<2x300x24xf32>,
                  %v: tensor<2x300x20xf32>, %do: tensor<2x40x20xf32>,
                  %pad: tensor<2x300xf32>)
    -> (tensor<2x40x20xf32>, tensor<2x40x24xf32>, tensor<2x300x24xf32>,
        tensor<2x300x20xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.2041241452 : f32
  %se = tensor.empty() : tensor<2x40x300xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x40x300xf32>) -> tensor<2x40x300xf32>
  %s = linalg.generic {indexing_maps = #qk, iterator_types = #contract}
      ins(%q, %k : tensor<2x40x24xf32>, tensor<2x300x24xf32>) outs(%sz : tensor<2x40x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %le = tensor.empty() : tensor<2x40x300xf32>
  %l = linalg.generic {indexing_maps = [#all, #key, #all], iterator_types = #elementwise}
      ins(%s, %pad : tensor<2x40x300xf32>, tensor<2x300xf32>) outs(%le : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %pd: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %c100 = arith.constant 100 : index
    %limit = arith.addi %i, %c100 : index
    %future = arith.cmpi ugt, %j, %limit : index
    %scaled = arith.mulf %x, %scale : f32
    %padded = arith.addf %scaled, %pd : f32
    %r = arith.select %future, %ninf, %padded : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %me = tensor.empty() : tensor<2x40xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%me : tensor<2x40xf32>) -> tensor<2x40xf32>
  %max = linalg.generic {indexing_maps = [#all, #row], iterator_types = #rows}
      ins(%l : tensor<2x40x300xf32>) outs(%mi : tensor<2x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40xf32>
  %ee = tensor.empty() : tensor<2x40x300xf32>
  %e = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = #elementwise}
      ins(%l, %max : tensor<2x40x300xf32>, tensor<2x40xf32>) outs(%ee : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %sumz = linalg.fill ins(%zero : f32) outs(%me : tensor<2x40xf32>) -> tensor<2x40xf32>
  %sum = linalg.generic {indexing_maps = [#all, #row], iterator_types = #rows}
      ins(%e : tensor<2x40x300xf32>) outs(%sumz : tensor<2x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40xf32>
  %pe = tensor.empty() : tensor<2x40x300xf32>
  %p = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = #elementwise}
      ins(%e, %sum : tensor<2x40x300xf32>, tensor<2x40xf32>) outs(%pe : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %t: f32, %o: f32):
    %r = arith.divf %x, %t : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %oute = tensor.empty() : tensor<2x40x20xf32>
  %outz = linalg.fill ins(%zero : f32) outs(%oute : tensor<2x40x20xf32>) -> tensor<2x40x20xf32>
  %out = linalg.generic {indexing_maps = #pv, iterator_types = #contract}
      ins(%p, %v : tensor<2x40x300xf32>, tensor<2x300x20xf32>) outs(%outz : tensor<2x40x20xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x20xf32>
  %dpe = tensor.empty() : tensor<2x40x300xf32>
  %dpz = linalg.fill ins(%zero : f32) outs(%dpe : tensor<2x40x300xf32>) -> tensor<2x40x300xf32>
  %dp = linalg.generic {indexing_maps = #dp, iterator_types = #contract}
      ins(%do, %v : tensor<2x40x20xf32>, tensor<2x300x20xf32>) outs(%dpz : tensor<2x40x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %te = tensor.empty() : tensor<2x40x300xf32>
  %t = linalg.generic {indexing_maps = [#all, #all, #all], iterator_types = #elementwise}
      ins(%dp, %p : tensor<2x40x300xf32>, tensor<2x40x300xf32>) outs(%te : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %rz = linalg.fill ins(%zero : f32) outs(%me : tensor<2x40xf32>) -> tensor<2x40xf32>
  %rs = linalg.generic {indexing_maps = [#all, #row], iterator_types = #rows}
      ins(%t : tensor<2x40x300xf32>) outs(%rz : tensor<2x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40xf32>
  %dse = tensor.empty() : tensor<2x40x300xf32>
  %ds = linalg.generic {indexing_maps = [#all, #all, #row, #all], iterator_types = #elementwise}
      ins(%t, %p, %rs : tensor<2x40x300xf32>, tensor<2x40x300xf32>, tensor<2x40xf32>) outs(%dse : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %c100 = arith.constant 100 : index
    %limit = arith.addi %i, %c100 : index
    %future = arith.cmpi ugt, %j, %limit : index
    %pr = arith.mulf %y, %z : f32
    %d = arith.subf %x, %pr : f32
    %g = arith.select %future, %zero, %d : f32
    %r = arith.mulf %g, %scale : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %dve = tensor.empty() : tensor<2x300x20xf32>
  %dvz = linalg.fill ins(%zero : f32) outs(%dve : tensor<2x300x20xf32>) -> tensor<2x300x20xf32>
  %dv = linalg.generic {indexing_maps = #ptx, iterator_types = #contract}
      ins(%p, %do : tensor<2x40x300xf32>, tensor<2x40x20xf32>) outs(%dvz : tensor<2x300x20xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x300x20xf32>
  %dqe = tensor.empty() : tensor<2x40x24xf32>
  %dqz = linalg.fill ins(%zero : f32) outs(%dqe : tensor<2x40x24xf32>) -> tensor<2x40x24xf32>
  %dq = linalg.generic {indexing_maps = #sx, iterator_types = #contract}
      ins(%ds, %k : tensor<2x40x300xf32>, tensor<2x300x24xf32>) outs(%dqz : tensor<2x40x24xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x24xf32>
  %dke = tensor.empty() : tensor<2x300x24xf32>
  %dkz = linalg.fill ins(%zero : f32) outs(%dke : tensor<2x300x24xf32>) -> tensor<2x300x24xf32>
  %dk = linalg.generic {indexing_maps = #ptx, iterator_types = #contract}
      ins(%ds, %q : tensor<2x40x300xf32>, tensor<2x40x24xf32>) outs(%dkz : tensor<2x300x24xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x300x24xf32>
  return %out, %dq, %dk, %dv : tensor<2x40x20xf32>, tensor<2x40x24xf32>, tensor<2x300x24xf32>, tensor<2x300x20xf32>
}

func.func @transposed(%q: tensor<2x40x24xf32>, %k: tensor<2x300x24xf32>,
                      %vt: tensor<2x20x300xf32>, %do: tensor<2x40x20xf32>)
    -> (tensor<2x40x24xf32>, tensor<2x24x300xf32>, tensor<2x20x300xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %se = tensor.empty() : tensor<2x40x300xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x40x300xf32>) -> tensor<2x40x300xf32>
  %s = linalg.generic {indexing_maps = #qk, iterator_types = #contract}
      ins(%q, %k : tensor<2x40x24xf32>, tensor<2x300x24xf32>) outs(%sz : tensor<2x40x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %me = tensor.empty() : tensor<2x40xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%me : tensor<2x40xf32>) -> tensor<2x40xf32>
  %max = linalg.generic {indexing_maps = [#all, #row], iterator_types = #rows}
      ins(%s : tensor<2x40x300xf32>) outs(%mi : tensor<2x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40xf32>
  %ee = tensor.empty() : tensor<2x40x300xf32>
  %e = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = #elementwise}
      ins(%s, %max : tensor<2x40x300xf32>, tensor<2x40xf32>) outs(%ee : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %sumz = linalg.fill ins(%zero : f32) outs(%me : tensor<2x40xf32>) -> tensor<2x40xf32>
  %sum = linalg.generic {indexing_maps = [#all, #row], iterator_types = #rows}
      ins(%e : tensor<2x40x300xf32>) outs(%sumz : tensor<2x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40xf32>
  %pe = tensor.empty() : tensor<2x40x300xf32>
  %p = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = #elementwise}
      ins(%e, %sum : tensor<2x40x300xf32>, tensor<2x40xf32>) outs(%pe : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %t: f32, %o: f32):
    %r = arith.divf %x, %t : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %dpe = tensor.empty() : tensor<2x40x300xf32>
  %dpz = linalg.fill ins(%zero : f32) outs(%dpe : tensor<2x40x300xf32>) -> tensor<2x40x300xf32>
  %dp = linalg.generic {indexing_maps = #dpT, iterator_types = #contract}
      ins(%do, %vt : tensor<2x40x20xf32>, tensor<2x20x300xf32>) outs(%dpz : tensor<2x40x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %te = tensor.empty() : tensor<2x40x300xf32>
  %t = linalg.generic {indexing_maps = [#all, #all, #all], iterator_types = #elementwise}
      ins(%dp, %p : tensor<2x40x300xf32>, tensor<2x40x300xf32>) outs(%te : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %ke = tensor.empty() : tensor<2x40x1xf32>
  %rz = linalg.fill ins(%zero : f32) outs(%ke : tensor<2x40x1xf32>) -> tensor<2x40x1xf32>
  %rk = linalg.generic {indexing_maps = [#all, #keep], iterator_types = #rows}
      ins(%t : tensor<2x40x300xf32>) outs(%rz : tensor<2x40x1xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %o, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x40x1xf32>
  %dse = tensor.empty() : tensor<2x40x300xf32>
  %ds = linalg.generic {indexing_maps = [#keep, #all, #all, #all], iterator_types = #elementwise}
      ins(%rk, %p, %t : tensor<2x40x1xf32>, tensor<2x40x300xf32>, tensor<2x40x300xf32>) outs(%dse : tensor<2x40x300xf32>) {
  ^bb0(%z: f32, %y: f32, %x: f32, %o: f32):
    %pr = arith.mulf %y, %z : f32
    %d = arith.subf %x, %pr : f32
    linalg.yield %d : f32
  } -> tensor<2x40x300xf32>
  %dvte = tensor.empty() : tensor<2x20x300xf32>
  %dvtz = linalg.fill ins(%zero : f32) outs(%dvte : tensor<2x20x300xf32>) -> tensor<2x20x300xf32>
  %dvt = linalg.generic {indexing_maps = #xtp, iterator_types = #contract}
      ins(%do, %p : tensor<2x40x20xf32>, tensor<2x40x300xf32>) outs(%dvtz : tensor<2x20x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x20x300xf32>
  %dqe = tensor.empty() : tensor<2x40x24xf32>
  %dqz = linalg.fill ins(%zero : f32) outs(%dqe : tensor<2x40x24xf32>) -> tensor<2x40x24xf32>
  %dq = linalg.generic {indexing_maps = #sx, iterator_types = #contract}
      ins(%ds, %k : tensor<2x40x300xf32>, tensor<2x300x24xf32>) outs(%dqz : tensor<2x40x24xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x24xf32>
  %dkte = tensor.empty() : tensor<2x24x300xf32>
  %dktz = linalg.fill ins(%zero : f32) outs(%dkte : tensor<2x24x300xf32>) -> tensor<2x24x300xf32>
  %dkt = linalg.generic {indexing_maps = #xtp, iterator_types = #contract}
      ins(%q, %ds : tensor<2x40x24xf32>, tensor<2x40x300xf32>) outs(%dktz : tensor<2x24x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x24x300xf32>
  return %dq, %dkt, %dvt : tensor<2x40x24xf32>, tensor<2x24x300xf32>, tensor<2x20x300xf32>
}

func.func @guarded_rows(%q: tensor<2x40x24xf32>, %k: tensor<2x300x24xf32>,
                      %vt: tensor<2x20x300xf32>, %do: tensor<2x40x20xf32>)
    -> (tensor<2x40x24xf32>, tensor<2x24x300xf32>, tensor<2x20x300xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %se = tensor.empty() : tensor<2x40x300xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x40x300xf32>) -> tensor<2x40x300xf32>
  %s = linalg.generic {indexing_maps = #qk, iterator_types = #contract}
      ins(%q, %k : tensor<2x40x24xf32>, tensor<2x300x24xf32>) outs(%sz : tensor<2x40x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %le = tensor.empty() : tensor<2x40x300xf32>
  %l = linalg.generic {indexing_maps = [#all, #all], iterator_types = #elementwise}
      ins(%s : tensor<2x40x300xf32>) outs(%le : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %hidden = arith.cmpi ult, %i, %c3 : index
    %r = arith.select %hidden, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %me = tensor.empty() : tensor<2x40xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%me : tensor<2x40xf32>) -> tensor<2x40xf32>
  %max = linalg.generic {indexing_maps = [#all, #row], iterator_types = #rows}
      ins(%l : tensor<2x40x300xf32>) outs(%mi : tensor<2x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40xf32>
  %ee = tensor.empty() : tensor<2x40x300xf32>
  %e = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = #elementwise}
      ins(%l, %max : tensor<2x40x300xf32>, tensor<2x40xf32>) outs(%ee : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %none = arith.cmpf oeq, %m, %ninf : f32
    %shift = arith.select %none, %zero, %m : f32
    %d = arith.subf %x, %shift : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %sumz = linalg.fill ins(%zero : f32) outs(%me : tensor<2x40xf32>) -> tensor<2x40xf32>
  %sum = linalg.generic {indexing_maps = [#all, #row], iterator_types = #rows}
      ins(%e : tensor<2x40x300xf32>) outs(%sumz : tensor<2x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40xf32>
  %pe = tensor.empty() : tensor<2x40x300xf32>
  %p = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = #elementwise}
      ins(%e, %sum : tensor<2x40x300xf32>, tensor<2x40xf32>) outs(%pe : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %t: f32, %o: f32):
    %empty = arith.cmpf oeq, %t, %zero : f32
    %quotient = arith.divf %x, %t : f32
    %r = arith.select %empty, %zero, %quotient : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %dpe = tensor.empty() : tensor<2x40x300xf32>
  %dpz = linalg.fill ins(%zero : f32) outs(%dpe : tensor<2x40x300xf32>) -> tensor<2x40x300xf32>
  %dp = linalg.generic {indexing_maps = #dpT, iterator_types = #contract}
      ins(%do, %vt : tensor<2x40x20xf32>, tensor<2x20x300xf32>) outs(%dpz : tensor<2x40x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %te = tensor.empty() : tensor<2x40x300xf32>
  %t = linalg.generic {indexing_maps = [#all, #all, #all], iterator_types = #elementwise}
      ins(%dp, %p : tensor<2x40x300xf32>, tensor<2x40x300xf32>) outs(%te : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %ke = tensor.empty() : tensor<2x40x1xf32>
  %rz = linalg.fill ins(%zero : f32) outs(%ke : tensor<2x40x1xf32>) -> tensor<2x40x1xf32>
  %rk = linalg.generic {indexing_maps = [#all, #keep], iterator_types = #rows}
      ins(%t : tensor<2x40x300xf32>) outs(%rz : tensor<2x40x1xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %o, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x40x1xf32>
  %dse = tensor.empty() : tensor<2x40x300xf32>
  %ds = linalg.generic {indexing_maps = [#keep, #all, #all, #all], iterator_types = #elementwise}
      ins(%rk, %p, %t : tensor<2x40x1xf32>, tensor<2x40x300xf32>, tensor<2x40x300xf32>) outs(%dse : tensor<2x40x300xf32>) {
  ^bb0(%z: f32, %y: f32, %x: f32, %o: f32):
    %pr = arith.mulf %y, %z : f32
    %d = arith.subf %x, %pr : f32
    %i = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %hidden = arith.cmpi ult, %i, %c3 : index
    %r = arith.select %hidden, %zero, %d : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %dvte = tensor.empty() : tensor<2x20x300xf32>
  %dvtz = linalg.fill ins(%zero : f32) outs(%dvte : tensor<2x20x300xf32>) -> tensor<2x20x300xf32>
  %dvt = linalg.generic {indexing_maps = #xtp, iterator_types = #contract}
      ins(%do, %p : tensor<2x40x20xf32>, tensor<2x40x300xf32>) outs(%dvtz : tensor<2x20x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x20x300xf32>
  %dqe = tensor.empty() : tensor<2x40x24xf32>
  %dqz = linalg.fill ins(%zero : f32) outs(%dqe : tensor<2x40x24xf32>) -> tensor<2x40x24xf32>
  %dq = linalg.generic {indexing_maps = #sx, iterator_types = #contract}
      ins(%ds, %k : tensor<2x40x300xf32>, tensor<2x300x24xf32>) outs(%dqz : tensor<2x40x24xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x24xf32>
  %dkte = tensor.empty() : tensor<2x24x300xf32>
  %dktz = linalg.fill ins(%zero : f32) outs(%dkte : tensor<2x24x300xf32>) -> tensor<2x24x300xf32>
  %dkt = linalg.generic {indexing_maps = #xtp, iterator_types = #contract}
      ins(%q, %ds : tensor<2x40x24xf32>, tensor<2x40x300xf32>) outs(%dktz : tensor<2x24x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x24x300xf32>
  return %dq, %dkt, %dvt : tensor<2x40x24xf32>, tensor<2x24x300xf32>, tensor<2x20x300xf32>
}

func.func @p_read(%q: tensor<2x40x24xf32>, %k: tensor<2x300x24xf32>,
                      %vt: tensor<2x20x300xf32>, %do: tensor<2x40x20xf32>)
    -> (tensor<2x40x24xf32>, tensor<2x24x300xf32>, tensor<2x20x300xf32>,
        tensor<2x40x300xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %se = tensor.empty() : tensor<2x40x300xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x40x300xf32>) -> tensor<2x40x300xf32>
  %s = linalg.generic {indexing_maps = #qk, iterator_types = #contract}
      ins(%q, %k : tensor<2x40x24xf32>, tensor<2x300x24xf32>) outs(%sz : tensor<2x40x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %me = tensor.empty() : tensor<2x40xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%me : tensor<2x40xf32>) -> tensor<2x40xf32>
  %max = linalg.generic {indexing_maps = [#all, #row], iterator_types = #rows}
      ins(%s : tensor<2x40x300xf32>) outs(%mi : tensor<2x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40xf32>
  %ee = tensor.empty() : tensor<2x40x300xf32>
  %e = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = #elementwise}
      ins(%s, %max : tensor<2x40x300xf32>, tensor<2x40xf32>) outs(%ee : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %sumz = linalg.fill ins(%zero : f32) outs(%me : tensor<2x40xf32>) -> tensor<2x40xf32>
  %sum = linalg.generic {indexing_maps = [#all, #row], iterator_types = #rows}
      ins(%e : tensor<2x40x300xf32>) outs(%sumz : tensor<2x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40xf32>
  %pe = tensor.empty() : tensor<2x40x300xf32>
  %p = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = #elementwise}
      ins(%e, %sum : tensor<2x40x300xf32>, tensor<2x40xf32>) outs(%pe : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %t: f32, %o: f32):
    %r = arith.divf %x, %t : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %dpe = tensor.empty() : tensor<2x40x300xf32>
  %dpz = linalg.fill ins(%zero : f32) outs(%dpe : tensor<2x40x300xf32>) -> tensor<2x40x300xf32>
  %dp = linalg.generic {indexing_maps = #dpT, iterator_types = #contract}
      ins(%do, %vt : tensor<2x40x20xf32>, tensor<2x20x300xf32>) outs(%dpz : tensor<2x40x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %te = tensor.empty() : tensor<2x40x300xf32>
  %t = linalg.generic {indexing_maps = [#all, #all, #all], iterator_types = #elementwise}
      ins(%dp, %p : tensor<2x40x300xf32>, tensor<2x40x300xf32>) outs(%te : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %ke = tensor.empty() : tensor<2x40x1xf32>
  %rz = linalg.fill ins(%zero : f32) outs(%ke : tensor<2x40x1xf32>) -> tensor<2x40x1xf32>
  %rk = linalg.generic {indexing_maps = [#all, #keep], iterator_types = #rows}
      ins(%t : tensor<2x40x300xf32>) outs(%rz : tensor<2x40x1xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %o, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x40x1xf32>
  %dse = tensor.empty() : tensor<2x40x300xf32>
  %ds = linalg.generic {indexing_maps = [#keep, #all, #all, #all], iterator_types = #elementwise}
      ins(%rk, %p, %t : tensor<2x40x1xf32>, tensor<2x40x300xf32>, tensor<2x40x300xf32>) outs(%dse : tensor<2x40x300xf32>) {
  ^bb0(%z: f32, %y: f32, %x: f32, %o: f32):
    %pr = arith.mulf %y, %z : f32
    %d = arith.subf %x, %pr : f32
    linalg.yield %d : f32
  } -> tensor<2x40x300xf32>
  %dvte = tensor.empty() : tensor<2x20x300xf32>
  %dvtz = linalg.fill ins(%zero : f32) outs(%dvte : tensor<2x20x300xf32>) -> tensor<2x20x300xf32>
  %dvt = linalg.generic {indexing_maps = #xtp, iterator_types = #contract}
      ins(%do, %p : tensor<2x40x20xf32>, tensor<2x40x300xf32>) outs(%dvtz : tensor<2x20x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x20x300xf32>
  %dqe = tensor.empty() : tensor<2x40x24xf32>
  %dqz = linalg.fill ins(%zero : f32) outs(%dqe : tensor<2x40x24xf32>) -> tensor<2x40x24xf32>
  %dq = linalg.generic {indexing_maps = #sx, iterator_types = #contract}
      ins(%ds, %k : tensor<2x40x300xf32>, tensor<2x300x24xf32>) outs(%dqz : tensor<2x40x24xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x24xf32>
  %dkte = tensor.empty() : tensor<2x24x300xf32>
  %dktz = linalg.fill ins(%zero : f32) outs(%dkte : tensor<2x24x300xf32>) -> tensor<2x24x300xf32>
  %dkt = linalg.generic {indexing_maps = #xtp, iterator_types = #contract}
      ins(%q, %ds : tensor<2x40x24xf32>, tensor<2x40x300xf32>) outs(%dktz : tensor<2x24x300xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x24x300xf32>
  return %dq, %dkt, %dvt, %p : tensor<2x40x24xf32>, tensor<2x24x300xf32>, tensor<2x20x300xf32>, tensor<2x40x300xf32>
}

func.func @rounded(%q: tensor<2x40x24xbf16>, %k: tensor<2x300x24xbf16>,
                   %v: tensor<2x300x20xbf16>, %do: tensor<2x40x20xbf16>)
    -> (tensor<2x40x20xf32>, tensor<2x40x24xbf16>, tensor<2x300x24xbf16>,
        tensor<2x300x20xbf16>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.2041241452 : f32
  %se = tensor.empty() : tensor<2x40x300xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x40x300xf32>) -> tensor<2x40x300xf32>
  %s = linalg.generic {indexing_maps = #qk, iterator_types = #contract}
      ins(%q, %k : tensor<2x40x24xbf16>, tensor<2x300x24xbf16>) outs(%sz : tensor<2x40x300xf32>) {
  ^bb0(%a: bf16, %b: bf16, %o: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %m = arith.mulf %a32, %b32 : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %le = tensor.empty() : tensor<2x40x300xf32>
  %l = linalg.generic {indexing_maps = [#all, #all], iterator_types = #elementwise}
      ins(%s : tensor<2x40x300xf32>) outs(%le : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %future = arith.cmpi ugt, %j, %i : index
    %scaled = arith.mulf %x, %scale : f32
    %r = arith.select %future, %ninf, %scaled : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %me = tensor.empty() : tensor<2x40xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%me : tensor<2x40xf32>) -> tensor<2x40xf32>
  %max = linalg.generic {indexing_maps = [#all, #row], iterator_types = #rows}
      ins(%l : tensor<2x40x300xf32>) outs(%mi : tensor<2x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40xf32>
  %ee = tensor.empty() : tensor<2x40x300xf32>
  %e = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = #elementwise}
      ins(%l, %max : tensor<2x40x300xf32>, tensor<2x40xf32>) outs(%ee : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %sumz = linalg.fill ins(%zero : f32) outs(%me : tensor<2x40xf32>) -> tensor<2x40xf32>
  %sum = linalg.generic {indexing_maps = [#all, #row], iterator_types = #rows}
      ins(%e : tensor<2x40x300xf32>) outs(%sumz : tensor<2x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40xf32>
  %pe = tensor.empty() : tensor<2x40x300xf32>
  %p = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = #elementwise}
      ins(%e, %sum : tensor<2x40x300xf32>, tensor<2x40xf32>) outs(%pe : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %t: f32, %o: f32):
    %r = arith.divf %x, %t : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %pbe = tensor.empty() : tensor<2x40x300xbf16>
  %pb = linalg.generic {indexing_maps = [#all, #all], iterator_types = #elementwise}
      ins(%p : tensor<2x40x300xf32>) outs(%pbe : tensor<2x40x300xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x40x300xbf16>
  %oute = tensor.empty() : tensor<2x40x20xf32>
  %outz = linalg.fill ins(%zero : f32) outs(%oute : tensor<2x40x20xf32>) -> tensor<2x40x20xf32>
  %out = linalg.generic {indexing_maps = #pv, iterator_types = #contract}
      ins(%pb, %v : tensor<2x40x300xbf16>, tensor<2x300x20xbf16>) outs(%outz : tensor<2x40x20xf32>) {
  ^bb0(%a: bf16, %b: bf16, %o: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %m = arith.mulf %a32, %b32 : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x20xf32>
  %dpe = tensor.empty() : tensor<2x40x300xf32>
  %dpz = linalg.fill ins(%zero : f32) outs(%dpe : tensor<2x40x300xf32>) -> tensor<2x40x300xf32>
  %dp = linalg.generic {indexing_maps = #dp, iterator_types = #contract}
      ins(%do, %v : tensor<2x40x20xbf16>, tensor<2x300x20xbf16>) outs(%dpz : tensor<2x40x300xf32>) {
  ^bb0(%a: bf16, %b: bf16, %o: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %m = arith.mulf %a32, %b32 : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %te = tensor.empty() : tensor<2x40x300xf32>
  %t = linalg.generic {indexing_maps = [#all, #all, #all], iterator_types = #elementwise}
      ins(%dp, %p : tensor<2x40x300xf32>, tensor<2x40x300xf32>) outs(%te : tensor<2x40x300xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<2x40x300xf32>
  %rz = linalg.fill ins(%zero : f32) outs(%me : tensor<2x40xf32>) -> tensor<2x40xf32>
  %rs = linalg.generic {indexing_maps = [#all, #row], iterator_types = #rows}
      ins(%t : tensor<2x40x300xf32>) outs(%rz : tensor<2x40xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x40xf32>
  %dse = tensor.empty() : tensor<2x40x300xbf16>
  %ds = linalg.generic {indexing_maps = [#all, #all, #row, #all], iterator_types = #elementwise}
      ins(%t, %p, %rs : tensor<2x40x300xf32>, tensor<2x40x300xf32>, tensor<2x40xf32>) outs(%dse : tensor<2x40x300xbf16>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: bf16):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %future = arith.cmpi ugt, %j, %i : index
    %pr = arith.mulf %y, %z : f32
    %d = arith.subf %x, %pr : f32
    %g = arith.select %future, %zero, %d : f32
    %sg = arith.mulf %g, %scale : f32
    %r = arith.truncf %sg : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x40x300xbf16>
  %dve = tensor.empty() : tensor<2x300x20xf32>
  %dvz = linalg.fill ins(%zero : f32) outs(%dve : tensor<2x300x20xf32>) -> tensor<2x300x20xf32>
  %dv = linalg.generic {indexing_maps = #ptx, iterator_types = #contract}
      ins(%pb, %do : tensor<2x40x300xbf16>, tensor<2x40x20xbf16>) outs(%dvz : tensor<2x300x20xf32>) {
  ^bb0(%a: bf16, %b: bf16, %o: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %m = arith.mulf %a32, %b32 : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x300x20xf32>
  %dvbe = tensor.empty() : tensor<2x300x20xbf16>
  %dvb = linalg.generic {indexing_maps = [#all, #all], iterator_types = #elementwise}
      ins(%dv : tensor<2x300x20xf32>) outs(%dvbe : tensor<2x300x20xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x300x20xbf16>
  %dqe = tensor.empty() : tensor<2x40x24xf32>
  %dqz = linalg.fill ins(%zero : f32) outs(%dqe : tensor<2x40x24xf32>) -> tensor<2x40x24xf32>
  %dq = linalg.generic {indexing_maps = #sx, iterator_types = #contract}
      ins(%ds, %k : tensor<2x40x300xbf16>, tensor<2x300x24xbf16>) outs(%dqz : tensor<2x40x24xf32>) {
  ^bb0(%a: bf16, %b: bf16, %o: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %m = arith.mulf %a32, %b32 : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x40x24xf32>
  %dqbe = tensor.empty() : tensor<2x40x24xbf16>
  %dqb = linalg.generic {indexing_maps = [#all, #all], iterator_types = #elementwise}
      ins(%dq : tensor<2x40x24xf32>) outs(%dqbe : tensor<2x40x24xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x40x24xbf16>
  %dke = tensor.empty() : tensor<2x300x24xf32>
  %dkz = linalg.fill ins(%zero : f32) outs(%dke : tensor<2x300x24xf32>) -> tensor<2x300x24xf32>
  %dk = linalg.generic {indexing_maps = #ptx, iterator_types = #contract}
      ins(%ds, %q : tensor<2x40x300xbf16>, tensor<2x40x24xbf16>) outs(%dkz : tensor<2x300x24xf32>) {
  ^bb0(%a: bf16, %b: bf16, %o: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %m = arith.mulf %a32, %b32 : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x300x24xf32>
  %dkbe = tensor.empty() : tensor<2x300x24xbf16>
  %dkb = linalg.generic {indexing_maps = [#all, #all], iterator_types = #elementwise}
      ins(%dk : tensor<2x300x24xf32>) outs(%dkbe : tensor<2x300x24xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x300x24xbf16>
  return %out, %dqb, %dkb, %dvb : tensor<2x40x20xf32>, tensor<2x40x24xbf16>, tensor<2x300x24xbf16>, tensor<2x300x20xbf16>
}
