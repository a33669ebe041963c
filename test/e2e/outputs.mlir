// A run writes each result in the caller's buffer of it when the temp that
// holds the result at the end is the result's alone: the kernels that make
// it write there, and nothing is copied. A result that is an argument, a
// constant, or a value another result already holds is copied at the end.
// Run against upstream's lowering (the oracle), every case reads back.
// RUN: shard-translate --emit-cpp %s | FileCheck %s
// RUN: shard-translate --emit-plan %s | FileCheck %s --check-prefix=PLAN
// RUN: rm -rf %t && shard-run %s -o %t/one && %oracle %s %t/one
// PLAN:      plan @outputs: 1 kernels, arena 0 bytes (0 without reuse)
// PLAN-NEXT: b0: input 32 x f32 (128 bytes) arg 0
// PLAN-NEXT: b1: constant 32 x f32 (128 bytes)
// PLAN-NEXT: b2: output 32 x f32 (128 bytes) result 0, live ops 2..3
// CHECK-LABEL: shardrt::Error *run(
// CHECK:      float *[[T:b[0-9]+]] = static_cast<float *>(outputs[0]);
// CHECK:      k0(b0, [[T]]);
// CHECK-NEXT: std::memcpy(outputs[1], [[T]], 128);
// CHECK-NEXT: std::memcpy(outputs[2], b0, 128);
// CHECK-NEXT: std::memcpy(outputs[3], [[C:b[0-9]+]], 128);
// CHECK-NEXT: return nullptr;
#id = affine_map<(i, j) -> (i, j)>
func.func @outputs(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %c = arith.constant dense<2.5> : tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = math.tanh %a : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  return %t, %t, %x, %c : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}
