// The kernel plan and the memory plan (shard-translate --emit-plan).
// RUN: shard-translate --emit-plan %s --split-input-file | FileCheck %s

// A chain of GEMMs: each result lives until the next GEMM has read it, so
// three temps fit in two slots; the last GEMM writes the caller's output.
// CHECK-LABEL: plan @chain: 4 kernels, arena 32768 bytes (49152 without reuse)
// CHECK-NEXT: b0: input 4096 x f32 (16384 bytes) arg 0
// CHECK-NEXT: b1: temp 4096 x f32 (16384 bytes) at 0, live ops 3..5
// CHECK-NEXT: b2: temp 4096 x f32 (16384 bytes) at 16384, live ops 5..7
// CHECK-NEXT: b3: temp 4096 x f32 (16384 bytes) at 0, live ops 7..9
// CHECK-NEXT: b4: output 4096 x f32 (16384 bytes) result 0, live ops 9..10
// CHECK-NEXT: k0: gemm m=64 n=64 k=64 b0 lda=64 b0 ldb=64 -> b1 ldc=64 beta=0
// CHECK-NEXT: k1: gemm m=64 n=64 k=64 b1 lda=64 b0 ldb=64 -> b2 ldc=64 beta=0
// CHECK-NEXT: k2: gemm m=64 n=64 k=64 b2 lda=64 b0 ldb=64 -> b3 ldc=64 beta=0
// CHECK-NEXT: k3: gemm m=64 n=64 k=64 b3 lda=64 b0 ldb=64 -> b4 ldc=64 beta=0
func.func @chain(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %a = linalg.matmul ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%z0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %b = linalg.matmul ins(%a, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%z1 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul ins(%b, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%z2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %d = linalg.matmul ins(%c, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%z3 : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}

// -----

// An accumulation into a temp that dies there happens in place; into a
// function argument (which is read-only) it starts from a copy. A non-zero
// init is filled first and the GEMM accumulates (beta = 1).
// CHECK-LABEL: plan @accumulate
// CHECK: k0: loop 2 parallel 0 reduction (8, 8) -> [[ONES:b[0-9]+]]
// CHECK-NEXT: k1: gemm m=8 n=8 k=8 b0 lda=8 b0 ldb=8 -> [[ONES]] ldc=8 beta=1
// CHECK-NEXT: k2: copy b1 -> [[ACC:b[0-9]+]] [8, 8]
// CHECK-NEXT: k3: gemm m=8 n=8 k=8 [[ONES]] lda=8 b0 ldb=8 -> [[ACC]] ldc=8 beta=1
func.func @accumulate(%x: tensor<8x8xf32>, %acc: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %o = linalg.fill ins(%one : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %a = linalg.matmul ins(%x, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%o : tensor<8x8xf32>) -> tensor<8x8xf32>
  %b = linalg.matmul ins(%a, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%acc : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %b : tensor<8x8xf32>
}

// -----

// A result stored transposed (C[n, m]) is computed as C^T = B^T * A^T.
// CHECK-LABEL: plan @transposed_result
// CHECK: k0: gemm m=16 n=8 k=4 b1^T lda=16 b0^T ldb=4 -> b{{[0-9]+}} ldc=8 beta=0
func.func @transposed_result(%a: tensor<8x4xf32>, %b: tensor<4x16xf32>) -> tensor<16x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x8xf32>) -> tensor<16x8xf32>
  %c = linalg.generic {
      indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>,
                       affine_map<(m, n, k) -> (n, m)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x4xf32>, tensor<4x16xf32>) outs(%z : tensor<16x8xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %m = arith.mulf %u, %v : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x8xf32>
  return %c : tensor<16x8xf32>
}

// -----

// Reshapes alias their operand's buffer; slices are strided copies; an
// insert updates its destination in place when that dies there.
// CHECK-LABEL: plan @slices
// CHECK: k0: copy b0 -> [[SLICE:b[0-9]+]] [2, 3]
// CHECK-NEXT: k1: copy b1 -> [[DEST:b[0-9]+]] [4, 6]
// CHECK-NEXT: k2: copy [[SLICE]] -> [[DEST]] [2, 3]
// CHECK-NOT: k3
func.func @slices(%x: tensor<4x6xf32>, %y: tensor<24xf32>) -> (tensor<2x3xf32>, tensor<4x6xf32>) {
  %s = tensor.extract_slice %x[1, 2] [2, 3] [2, 1] : tensor<4x6xf32> to tensor<2x3xf32>
  %r = tensor.expand_shape %y [[0, 1]] output_shape [4, 6] : tensor<24xf32> into tensor<4x6xf32>
  %i = tensor.insert_slice %s into %r[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x6xf32>
  return %s, %i : tensor<2x3xf32>, tensor<4x6xf32>
}

// -----

// Sends and receives next to each other in one group are one exchange; its
// buffers stay live until its last transfer, so the received tensor does
// not reuse the memory of a tensor still being sent. A send of what the
// exchange receives waits for it (a new exchange), and so does a send in
// another group.
// CHECK-LABEL: plan @exchanges
// CHECK-SAME: 6 kernels, arena 512 bytes (512 without reuse)
// CHECK:      b1: temp 32 x f32 (128 bytes) at 0, live ops 2..4
// CHECK-NEXT: b2: temp 32 x f32 (128 bytes) at 256, live ops 3..9
// CHECK-NEXT: b3: output 32 x f32 (128 bytes) result 1, live ops 6..10
// CHECK-NEXT: b4: output 4 x f32 (16 bytes) result 0, live ops 8..10
// CHECK-NEXT: k0: loop 2 parallel 0 reduction (4, 8) b0 -> b1
// CHECK-NEXT: k1: exchange group 0: send b1 to 1, recv b2 from 0
// CHECK-NEXT: k2: exchange group 0: send b2 to 1
// CHECK-NEXT: k3: exchange group 1: recv b3 from 1
dist.mesh @mesh = <["pp"=2, "dp"=2]>
func.func @exchanges(%x: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %h = linalg.exp ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  dist.send %h on @mesh axes ["pp"] to 1 : tensor<4x8xf32>
  %r = dist.recv on @mesh axes ["pp"] from 0 : tensor<4x8xf32>
  dist.send %r on @mesh axes ["pp"] to 1 : tensor<4x8xf32>
  %d = dist.recv on @mesh axes ["dp"] from 1 : tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %em = tensor.empty() : tensor<4xf32>
  %zm = linalg.fill ins(%zero : f32) outs(%em : tensor<4xf32>) -> tensor<4xf32>
  %m = linalg.reduce ins(%r : tensor<4x8xf32>) outs(%zm : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  return %m, %d : tensor<4xf32>, tensor<4x8xf32>
}

// -----

// A GEMM has at most 10 batch dims (the host runtime's GemmDesc holds
// oneDNN's 12 dims, two of them the matrix's); with 11 the contraction
// stays a loop nest.
// CHECK-LABEL: plan @batch10: 2 kernels
// CHECK:       k1: gemm m=4 n=5 k=3 batch=[1, 1, 1, 1, 1, 1, 1, 1, 1, 2] b0 lda=3 b1 ldb=5 -> b3 ldc=5 beta=1
func.func @batch10(%a: tensor<1x1x1x1x1x1x1x1x1x2x4x3xf32>, %b: tensor<1x1x1x1x1x1x1x1x1x2x3x5xf32>, %c: tensor<1x1x1x1x1x1x1x1x1x2x4x5xf32>) -> tensor<1x1x1x1x1x1x1x1x1x2x4x5xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, m, n, k) -> (d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, m, k)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, m, n, k) -> (d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, k, n)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, m, n, k) -> (d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, m, n)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<1x1x1x1x1x1x1x1x1x2x4x3xf32>, tensor<1x1x1x1x1x1x1x1x1x2x3x5xf32>) outs(%c : tensor<1x1x1x1x1x1x1x1x1x2x4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x1x1x1x1x1x1x1x1x2x4x5xf32>
  return %r : tensor<1x1x1x1x1x1x1x1x1x2x4x5xf32>
}

// -----

// CHECK-LABEL: plan @batch11: 2 kernels
// CHECK-NOT:   gemm
// CHECK:       k1: loop 13 parallel 1 reduction (1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 4, 5, 3) b0 b1 -> b3
// CHECK-NOT:   gemm
func.func @batch11(%a: tensor<1x1x1x1x1x1x1x1x1x1x2x4x3xf32>, %b: tensor<1x1x1x1x1x1x1x1x1x1x2x3x5xf32>, %c: tensor<1x1x1x1x1x1x1x1x1x1x2x4x5xf32>) -> tensor<1x1x1x1x1x1x1x1x1x1x2x4x5xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, m, n, k) -> (d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, m, k)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, m, n, k) -> (d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, k, n)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, m, n, k) -> (d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, m, n)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<1x1x1x1x1x1x1x1x1x1x2x4x3xf32>, tensor<1x1x1x1x1x1x1x1x1x1x2x3x5xf32>) outs(%c : tensor<1x1x1x1x1x1x1x1x1x1x2x4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x1x1x1x1x1x1x1x1x1x2x4x5xf32>
  return %r : tensor<1x1x1x1x1x1x1x1x1x1x2x4x5xf32>
}
