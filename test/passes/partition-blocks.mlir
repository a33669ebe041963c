// Multi-block functions: a value passed to a successor block is that
// block's argument, so both share one sharding; each branch reshards what
// it passes to it and each return to the result's annotation.
// RUN: shard-opt %s --dist-propagate --dist-partition | FileCheck %s
// The code generator emits single-block functions only, and says so:
// RUN: rm -rf %t && not shard-run %s -o %t 2>&1 | FileCheck %s --check-prefix=EXEC
// EXEC: error: 'func.func' op has 4 blocks; the code generator needs a single-block function

dist.mesh @mesh = <["dp"=2, "tp"=2]>

// CHECK-LABEL: func.func @branches
// CHECK-SAME: (%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: i1) -> tensor<4x8xf32>
// CHECK-NEXT: cf.cond_br %arg2, ^[[MATMUL:bb[0-9]+]], ^[[EXP:bb[0-9]+]]
// CHECK: ^[[MATMUL]]:
// CHECK: %[[Y:.*]] = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%{{.*}} : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: cf.br ^[[JOIN:bb[0-9]+]](%[[Y]] : tensor<4x4xf32>)
// CHECK: ^[[EXP]]:
// CHECK-NEXT: %[[T:.*]] = math.exp %arg0 : tensor<4x8xf32>
// CHECK-NEXT: %[[S:.*]] = dist.all_slice %[[T]] on @mesh axes ["tp"] dim 1 : tensor<4x8xf32> -> tensor<4x4xf32>
// CHECK-NEXT: cf.br ^[[JOIN]](%[[S]] : tensor<4x4xf32>)
// CHECK: ^[[JOIN]](%[[R:.*]]: tensor<4x4xf32>):
// CHECK-NEXT: %[[G:.*]] = dist.all_gather %[[R]] on @mesh axes ["tp"] dim 1 : tensor<4x4xf32> -> tensor<4x8xf32>
// CHECK-NEXT: return %[[G]] : tensor<4x8xf32>
func.func @branches(%x: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                    %w: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                    %flag: i1) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
  cf.cond_br %flag, ^matmul, ^exp
^matmul:
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  cf.br ^join(%y : tensor<8x8xf32>)
^exp:
  %t = math.exp %x : tensor<8x8xf32>
  cf.br ^join(%t : tensor<8x8xf32>)
^join(%r: tensor<8x8xf32>):
  return %r : tensor<8x8xf32>
}
