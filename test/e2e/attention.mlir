// tm_tensor.attention (torch-mlir's scaled_dot_product_attention) against
// known answers, on one device and with its batch split: a scale of ln 3
// makes the scores of keys 0 and 1 for a query of 1 be 0 and ln 3, so
// softmax weighs the values 1/4 and 3/4; the boolean mask drops key 1 in
// the second row and both keys in the third, whose softmax is then zeros
// (not NaN), so its output is 0. Rows are (3.5, 2, 0) for values (2, 4)
// and (17.5, 10, 0) for values (10, 20). models/gpt2-sdpa.mlir runs
// GPT-2's attention against PyTorch.
// RUN: rm -rf %t && mkdir -p %t/in %t/want
// RUN: %npy %t/in/input0.npy f32 2x3x1 1,1,1,1,1,1
// RUN: %npy %t/in/input1.npy f32 2x2x1 0,1,0,1
// RUN: %npy %t/in/input2.npy f32 2x2x1 2,4,10,20
// RUN: %npy %t/in/input3.npy i1 2x3x2 1,1,1,0,0,0,1,1,1,0,0,0
// RUN: %npy %t/want/output0.npy f32 2x3x1 3.5,2,0,17.5,10,0
// RUN: shard-run %s --mesh x=1 --inputs %t/in -o %t/one
// RUN: %oracle %s %t/one --expected %t/want
// RUN: shard-run %s --mesh x=2 --inputs %t/in -o %t/two | FileCheck %s
// RUN: %oracle %s %t/two --expected %t/want
// The batch is split: every generic attention becomes is batch-parallel.
// CHECK: communication: none

dist.mesh @mesh = <["x"=2]>

func.func @attention(%q: tensor<2x3x1xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>},
                     %k: tensor<2x2x1xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>},
                     %v: tensor<2x2x1xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>},
                     %m: tensor<2x3x2xi1> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>})
    -> (tensor<2x3x1xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>}) {
  %o = tensor.empty() : tensor<2x3x1xf32>
  %r = tm_tensor.attention {scale = 1.0986122886681098 : f64} ins(%q, %k, %v, %m : tensor<2x3x1xf32>, tensor<2x2x1xf32>, tensor<2x2x1xf32>, tensor<2x3x2xi1>) outs(%o : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  return %r : tensor<2x3x1xf32>
}
