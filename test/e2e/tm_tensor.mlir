// torch-mlir's tm_tensor ops run, on one device and split, against known
// answers: an exclusive product scan and an inclusive max scan with their
// final values, a stable ascending sort of values with their positions
// (ties keep their order), and a scatter whose repeated index takes the
// last update. Split along the scanned and sorted dimension, operands
// are gathered: the scan's loop over the elements it folds in and the
// sort's placement loop are selects, which the partitioner never splits,
// and the sort's count keeps each device's own elements and gathers those
// it compares them with (with --dist-comm-report=explain=true: the scan's
// input, the sort's values and positions).
// RUN: rm -rf %t && mkdir -p %t/in %t/want
// RUN: %npy %t/in/input0.npy f32 2x4 1,2,3,4,2,0.5,-1,3
// RUN: %npy %t/in/input1.npy i32 2x4 3,1,4,1,-5,9,2,6
// RUN: %npy %t/in/input2.npy f32 2x6 3,1,2,1,5,0,-1,4,0,4,-2,7
// RUN: %npy %t/in/input3.npy i64 2x6 0,1,2,3,4,5,0,1,2,3,4,5
// RUN: %npy %t/in/input4.npy f32 3 7,8,9
// RUN: %npy %t/in/input5.npy i64 3x2 0,1,2,3,0,1
// RUN: %npy %t/want/output0.npy f32 2x4 10,10,20,60,1,2,1,-1
// RUN: %npy %t/want/output1.npy f32 2 240,-3
// RUN: %npy %t/want/output2.npy i32 2x4 3,3,4,4,-5,9,9,9
// RUN: %npy %t/want/output3.npy i32 2 4,9
// RUN: %npy %t/want/output4.npy f32 2x6 0,1,1,2,3,5,-2,-1,0,4,4,7
// RUN: %npy %t/want/output5.npy i64 2x6 5,1,3,2,0,4,4,0,2,1,3,5
// RUN: %npy %t/want/output6.npy f32 3x4 0.5,9,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,8
// RUN: shard-run %s --mesh x=1 --inputs %t/in -o %t/one
// RUN: %oracle %s %t/one --expected %t/want
// RUN: shard-run %s --mesh x=2 --inputs %t/in -o %t/two | FileCheck %s
// RUN: %oracle %s %t/two --expected %t/want
// CHECK: communication: 4 x all_gather over {"x"}, 136 bytes sent per rank
// CHECK-NOT: communication:

dist.mesh @mesh = <["x"=2]>
func.func @ops(%x: tensor<2x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>},
               %y: tensor<2x4xi32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
               %v: tensor<2x6xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}]>},
               %p: tensor<2x6xi64>, %u: tensor<3xf32>, %i: tensor<3x2xi64>)
    -> (tensor<2x4xf32>, tensor<2xf32>, tensor<2x4xi32>, tensor<2xi32>,
        tensor<2x6xf32>, tensor<2x6xi64>, tensor<3x4xf32>) {
  %start = arith.constant dense<[10.0, 1.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %products:2 = tm_tensor.scan dimension(1) inclusive(false) ins(%x : tensor<2x4xf32>) outs(%e, %start : tensor<2x4xf32>, tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %b : f32
    tm_tensor.yield %m : f32
  } -> tensor<2x4xf32>, tensor<2xf32>
  %ei = tensor.empty() : tensor<2x4xi32>
  %zero = arith.constant dense<0> : tensor<2xi32>
  %maxima:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%y : tensor<2x4xi32>) outs(%ei, %zero : tensor<2x4xi32>, tensor<2xi32>) {
  ^bb0(%a: i32, %b: i32):
    %m = arith.maxsi %a, %b : i32
    tm_tensor.yield %m : i32
  } -> tensor<2x4xi32>, tensor<2xi32>
  %sorted:2 = tm_tensor.sort dimension(1) outs(%v, %p : tensor<2x6xf32>, tensor<2x6xi64>) {
  ^bb0(%a: f32, %b: f32, %c: i64, %d: i64):
    %lt = arith.cmpf olt, %a, %b : f32
    tm_tensor.yield %lt : i1
  } -> tensor<2x6xf32>, tensor<2x6xi64>
  %o = arith.constant dense<0.5> : tensor<3x4xf32>
  %scattered = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%u, %i : tensor<3xf32>, tensor<3x2xi64>) outs(%o : tensor<3x4xf32>) {
  ^bb0(%new: f32, %old: f32):
    tm_tensor.yield %new : f32
  } -> tensor<3x4xf32>
  return %products#0, %products#1, %maxima#0, %maxima#1, %sorted#0, %sorted#1, %scattered
      : tensor<2x4xf32>, tensor<2xf32>, tensor<2x4xi32>, tensor<2xi32>,
        tensor<2x6xf32>, tensor<2x6xi64>, tensor<3x4xf32>
}
