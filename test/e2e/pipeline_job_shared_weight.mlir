// A training job whose pipeline stages share a weight: PyTorch's SGD step
// of a 4-layer MLP (shard_torch.export_train_step(DeepMLP(), ...,
// {"pp": 2}, optimizer=SGD(lr=0.1), carry=True), test/python), cut
// automatically on pp=2. The first backward op after the cut runs on stage
// 1 and reads a.fc2's weight, which stage 0 owns and updates: after every
// step stage 0 sends stage 1 the new value (the job's state links). The
// job ends bit-identical to three steps run one by one with every weight
// passed through files (where each stage reads its copy from the file).
// RUN: rm -rf %t && shard-run %s --mesh pp=2 --microbatches 2 --steps 3 -o %t/job | FileCheck %s
// RUN: %python %S/Inputs/chain_steps.py %s %t/chain 3 --carry 0:1,1:2,2:3,3:4,4:5,5:6,6:7,7:8 -- --mesh pp=2 --microbatches 2
// RUN: cmp %t/job/output0.npy %t/chain/output0.npy
// RUN: cmp %t/job/output3.npy %t/chain/output3.npy
// RUN: cmp %t/job/output4.npy %t/chain/output4.npy
// RUN: cmp %t/job/output8.npy %t/chain/output8.npy
// One step against upstream's lowering.
// RUN: shard-run %s --mesh pp=2 --microbatches 2 -o %t/one && %oracle %s %t/one
// CHECK: step 3/3  loss
// CHECK: job: steps 1..3
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<() -> ()>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0) -> ()>
#map6 = affine_map<(d0) -> (d0)>
module {
  dist.mesh @mesh = <["pp"=2]>
  func.func @train(%arg0: tensor<128x32xf32> {dist.updated_by = 1 : i64}, %arg1: tensor<128xf32> {dist.updated_by = 2 : i64}, %arg2: tensor<32x128xf32> {dist.updated_by = 3 : i64}, %arg3: tensor<32xf32> {dist.updated_by = 4 : i64}, %arg4: tensor<128x32xf32> {dist.updated_by = 5 : i64}, %arg5: tensor<128xf32> {dist.updated_by = 6 : i64}, %arg6: tensor<32x128xf32> {dist.updated_by = 7 : i64}, %arg7: tensor<32xf32> {dist.updated_by = 8 : i64}, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<16x32xf32> {dist.microbatch_dim = 0 : i64}, %arg11: tensor<16x32xf32> {dist.microbatch_dim = 0 : i64}) -> (tensor<f32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 0.3989422804014327 : f64
    %cst_4 = arith.constant 0.70710678118654757 : f64
    %cst_5 = arith.constant 1.41421354 : f32
    %cst_6 = arith.constant 5.120000e+02 : f32
    %cst_7 = arith.constant 3.906250e-03 : f32
    %cst_8 = arith.constant -5.000000e-01 : f32
    %cst_9 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<32x128xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<128x32xf32>) outs(%0 : tensor<32x128xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<16x128xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %3 = linalg.matmul ins(%arg10, %transposed : tensor<16x32xf32>, tensor<32x128xf32>) outs(%2 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x128xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.addf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.divf %in, %cst_5 : f32
      %108 = math.erf %107 : f32
      %109 = arith.addf %108, %cst_0 : f32
      %110 = arith.mulf %109, %cst_1 : f32
      %111 = arith.mulf %in, %110 : f32
      linalg.yield %111 : f32
    } -> tensor<16x128xf32>
    %7 = tensor.empty() : tensor<128x32xf32>
    %transposed_10 = linalg.transpose ins(%arg2 : tensor<32x128xf32>) outs(%7 : tensor<128x32xf32>) permutation = [1, 0] 
    %8 = tensor.empty() : tensor<16x32xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %10 = linalg.matmul ins(%6, %transposed_10 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%9 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<32xf32>) outs(%8 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%8 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.addf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<16x32xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<16x32xf32>) outs(%8 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = math.tanh %in : f32
      linalg.yield %107 : f32
    } -> tensor<16x32xf32>
    %transposed_11 = linalg.transpose ins(%arg4 : tensor<128x32xf32>) outs(%0 : tensor<32x128xf32>) permutation = [1, 0] 
    %14 = linalg.matmul ins(%13, %transposed_11 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%2 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x128xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%14, %15 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.addf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.divf %in, %cst_5 : f32
      %108 = math.erf %107 : f32
      %109 = arith.addf %108, %cst_0 : f32
      %110 = arith.mulf %109, %cst_1 : f32
      %111 = arith.mulf %in, %110 : f32
      linalg.yield %111 : f32
    } -> tensor<16x128xf32>
    %transposed_12 = linalg.transpose ins(%arg6 : tensor<32x128xf32>) outs(%7 : tensor<128x32xf32>) permutation = [1, 0] 
    %18 = linalg.matmul ins(%17, %transposed_12 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%9 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%8 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%18, %19 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%8 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.addf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<16x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%20, %arg11 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%8 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.subf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<16x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<16x32xf32>) outs(%8 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %107 : f32
    } -> tensor<16x32xf32>
    %23 = tensor.empty() : tensor<f32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<f32>) -> tensor<f32>
    %25 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "reduction"]} ins(%22 : tensor<16x32xf32>) outs(%24 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.addf %in, %out : f32
      linalg.yield %107 : f32
    } -> tensor<f32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%25 : tensor<f32>) outs(%23 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.divf %in, %cst_6 : f32
      linalg.yield %107 : f32
    } -> tensor<f32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<16x32xf32>) outs(%8 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.mulf %in, %cst_7 : f32
      linalg.yield %107 : f32
    } -> tensor<16x32xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%27, %cst_2 : tensor<16x32xf32>, tensor<f32>) outs(%8 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<16x32xf32>
    %29 = linalg.matmul ins(%28, %arg6 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%2 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %30 = tensor.empty() : tensor<32x16xf32>
    %transposed_13 = linalg.transpose ins(%28 : tensor<16x32xf32>) outs(%30 : tensor<32x16xf32>) permutation = [1, 0] 
    %31 = linalg.fill ins(%cst : f32) outs(%0 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %32 = linalg.matmul ins(%transposed_13, %17 : tensor<32x16xf32>, tensor<16x128xf32>) outs(%31 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %33 = tensor.empty() : tensor<1x32xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "parallel"]} ins(%28 : tensor<16x32xf32>) outs(%34 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.addf %in, %out : f32
      linalg.yield %107 : f32
    } -> tensor<1x32xf32>
    %collapsed = tensor.collapse_shape %35 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.truncf %cst_4 : f64 to f32
      %108 = arith.mulf %in, %107 : f32
      linalg.yield %108 : f32
    } -> tensor<16x128xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = math.erf %in : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.addf %in, %cst_0 : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%38 : tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.mulf %in, %cst_1 : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%16, %16 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.mulf %in, %cst_8 : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = math.exp %in : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.truncf %cst_3 : f64 to f32
      %108 = arith.mulf %in, %107 : f32
      linalg.yield %108 : f32
    } -> tensor<16x128xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%16, %43 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%39, %44 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.addf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%29, %45 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %47 = linalg.matmul ins(%46, %arg4 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%9 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %48 = tensor.empty() : tensor<128x16xf32>
    %transposed_14 = linalg.transpose ins(%46 : tensor<16x128xf32>) outs(%48 : tensor<128x16xf32>) permutation = [1, 0] 
    %49 = linalg.fill ins(%cst : f32) outs(%7 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %50 = linalg.matmul ins(%transposed_14, %13 : tensor<128x16xf32>, tensor<16x32xf32>) outs(%49 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %51 = tensor.empty() : tensor<1x128xf32>
    %52 = linalg.fill ins(%cst : f32) outs(%51 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "parallel"]} ins(%46 : tensor<16x128xf32>) outs(%52 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.addf %in, %out : f32
      linalg.yield %107 : f32
    } -> tensor<1x128xf32>
    %collapsed_15 = tensor.collapse_shape %53 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%13, %13 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%8 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<16x32xf32>
    %55 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_9, %54 : tensor<i64>, tensor<16x32xf32>) outs(%8 : tensor<16x32xf32>) {
    ^bb0(%in: i64, %in_20: f32, %out: f32):
      %107 = arith.sitofp %in : i64 to f32
      %108 = arith.subf %107, %in_20 : f32
      linalg.yield %108 : f32
    } -> tensor<16x32xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%47, %55 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%8 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<16x32xf32>
    %57 = linalg.matmul ins(%56, %arg2 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%2 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %transposed_16 = linalg.transpose ins(%56 : tensor<16x32xf32>) outs(%30 : tensor<32x16xf32>) permutation = [1, 0] 
    %58 = linalg.matmul ins(%transposed_16, %6 : tensor<32x16xf32>, tensor<16x128xf32>) outs(%31 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "parallel"]} ins(%56 : tensor<16x32xf32>) outs(%34 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.addf %in, %out : f32
      linalg.yield %107 : f32
    } -> tensor<1x32xf32>
    %collapsed_17 = tensor.collapse_shape %59 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.truncf %cst_4 : f64 to f32
      %108 = arith.mulf %in, %107 : f32
      linalg.yield %108 : f32
    } -> tensor<16x128xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%60 : tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = math.erf %in : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.addf %in, %cst_0 : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.mulf %in, %cst_1 : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5, %5 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%64 : tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.mulf %in, %cst_8 : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%65 : tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = math.exp %in : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%66 : tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.truncf %cst_3 : f64 to f32
      %108 = arith.mulf %in, %107 : f32
      linalg.yield %108 : f32
    } -> tensor<16x128xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5, %67 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%63, %68 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.addf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%57, %69 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<16x128xf32>
    %transposed_18 = linalg.transpose ins(%70 : tensor<16x128xf32>) outs(%48 : tensor<128x16xf32>) permutation = [1, 0] 
    %71 = linalg.matmul ins(%transposed_18, %arg10 : tensor<128x16xf32>, tensor<16x32xf32>) outs(%49 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "parallel"]} ins(%70 : tensor<16x128xf32>) outs(%52 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %107 = arith.addf %in, %out : f32
      linalg.yield %107 : f32
    } -> tensor<1x128xf32>
    %collapsed_19 = tensor.collapse_shape %72 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %73 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg9, %arg0 : tensor<f32>, tensor<128x32xf32>) outs(%7 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<128x32xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%71, %73 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%7 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.addf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<128x32xf32>
    %75 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8, %74 : tensor<f32>, tensor<128x32xf32>) outs(%7 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<128x32xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %75 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%7 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.subf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<128x32xf32>
    %77 = tensor.empty() : tensor<128xf32>
    %78 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel"]} ins(%arg9, %arg1 : tensor<f32>, tensor<128xf32>) outs(%77 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<128xf32>
    %79 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_19, %78 : tensor<128xf32>, tensor<128xf32>) outs(%77 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.addf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<128xf32>
    %80 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel"]} ins(%arg8, %79 : tensor<f32>, tensor<128xf32>) outs(%77 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<128xf32>
    %81 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg1, %80 : tensor<128xf32>, tensor<128xf32>) outs(%77 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.subf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<128xf32>
    %82 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg9, %arg2 : tensor<f32>, tensor<32x128xf32>) outs(%0 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<32x128xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%58, %82 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%0 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.addf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<32x128xf32>
    %84 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8, %83 : tensor<f32>, tensor<32x128xf32>) outs(%0 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<32x128xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2, %84 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%0 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.subf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<32x128xf32>
    %86 = tensor.empty() : tensor<32xf32>
    %87 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel"]} ins(%arg9, %arg3 : tensor<f32>, tensor<32xf32>) outs(%86 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<32xf32>
    %88 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_17, %87 : tensor<32xf32>, tensor<32xf32>) outs(%86 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.addf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<32xf32>
    %89 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel"]} ins(%arg8, %88 : tensor<f32>, tensor<32xf32>) outs(%86 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<32xf32>
    %90 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg3, %89 : tensor<32xf32>, tensor<32xf32>) outs(%86 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.subf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<32xf32>
    %91 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg9, %arg4 : tensor<f32>, tensor<128x32xf32>) outs(%7 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<128x32xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%50, %91 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%7 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.addf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<128x32xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8, %92 : tensor<f32>, tensor<128x32xf32>) outs(%7 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<128x32xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4, %93 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%7 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.subf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<128x32xf32>
    %95 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel"]} ins(%arg9, %arg5 : tensor<f32>, tensor<128xf32>) outs(%77 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<128xf32>
    %96 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_15, %95 : tensor<128xf32>, tensor<128xf32>) outs(%77 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.addf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<128xf32>
    %97 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel"]} ins(%arg8, %96 : tensor<f32>, tensor<128xf32>) outs(%77 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<128xf32>
    %98 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg5, %97 : tensor<128xf32>, tensor<128xf32>) outs(%77 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.subf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<128xf32>
    %99 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg9, %arg6 : tensor<f32>, tensor<32x128xf32>) outs(%0 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<32x128xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%32, %99 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%0 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.addf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<32x128xf32>
    %101 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8, %100 : tensor<f32>, tensor<32x128xf32>) outs(%0 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<32x128xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6, %101 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%0 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.subf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<32x128xf32>
    %103 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel"]} ins(%arg9, %arg7 : tensor<f32>, tensor<32xf32>) outs(%86 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<32xf32>
    %104 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%collapsed, %103 : tensor<32xf32>, tensor<32xf32>) outs(%86 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.addf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<32xf32>
    %105 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel"]} ins(%arg8, %104 : tensor<f32>, tensor<32xf32>) outs(%86 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.mulf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<32xf32>
    %106 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel"]} ins(%arg7, %105 : tensor<32xf32>, tensor<32xf32>) outs(%86 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %107 = arith.subf %in, %in_20 : f32
      linalg.yield %107 : f32
    } -> tensor<32xf32>
    return %26, %76, %81, %85, %90, %94, %98, %102, %106 : tensor<f32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>
  }
}
