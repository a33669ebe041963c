// MLIR 22's linalg.generic parser, after reporting a block label defined
// twice in its region, destroys the region while ops in it are still
// referenced and aborts or corrupts the heap (found by the fuzzer: a
// generic body's `^bb0(...)` line swapped into the next generic). The tools
// report the second definition instead. The same label in two regions, a
// branch whose operands continue on a line of their own, and a label in a
// string or a comment parse as before.
// RUN: rm -rf %t && split-file %s %t
// RUN: not shard-opt %t/twice.mlir 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not shard-translate --emit-plan %t/twice.mlir 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: twice.mlir:6:3: error: redefinition of block '^bb0' (MLIR 22's linalg.generic parser crashes after reporting it)
// RUN: shard-opt %t/valid.mlir | FileCheck %s --check-prefix=VALID
// VALID-LABEL: func.func @f
// VALID-SAME: note = "^bb1(x):"
// VALID: cf.cond_br %{{.*}}, ^bb1(%{{.*}} : tensor<4xf32>), ^bb1(%{{.*}} : tensor<4xf32>)
// VALID: ^bb1(%{{.*}}: tensor<4xf32>):

//--- twice.mlir
#id = affine_map<(i) -> (i)>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %a : f32
  ^bb0(%b: f32, %p: f32):
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
//--- valid.mlir
#id = affine_map<(i) -> (i)>
func.func @f(%x: tensor<4xf32>, %c: i1) -> tensor<4xf32> attributes {note = "^bb1(x):"} {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  // ^bb1(%y: tensor<4xf32>):
  cf.cond_br %c,
    ^bb1(%r : tensor<4xf32>), ^bb1(%x : tensor<4xf32>)
^bb1(%y: tensor<4xf32>):
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%y : tensor<4xf32>) outs(%y : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %t : tensor<4xf32>
}
