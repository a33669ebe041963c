// MLIR 22's parser crashes on a dense array of index elements (found by the
// fuzzer in a mutated mesh); the tools report it on its location instead.
// RUN: not shard-opt %s 2>&1 | FileCheck %s
// RUN: not shard-translate --emit-plan %s 2>&1 | FileCheck %s
// CHECK: parser-guard.mlir:[[@LINE+1]]:50: error: a dense array of index elements (array<index: ...>) crashes MLIR 22's parser; use i64 elements
"dist.mesh"() <{axis_names = ["a", "b"], shape = array<index: 2>, sym_name = "m"}> : () -> ()
// Not in a comment: array<index: 3>
