#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1) -> (0, d1)>
#map8 = affine_map<(d0, d1) -> (d0, 0)>
#map9 = affine_map<(d0, d1) -> (d0, d1)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  dist.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func @forward(%arg0: tensor<2x16xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg1: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg3: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg4: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg5: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg6: tensor<32x4xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg9: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg12: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg13: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg14: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg15: tensor<32xf32>, %arg16: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg17: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>) -> (tensor<2x16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>}) {
    %c8_i64 = arith.constant 8 : i64
    %c2_i64 = arith.constant 2 : i64
    %c16_i64 = arith.constant 16 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %cst = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_0 = arith.constant 2.7725887222397811 : f64
    %cst_1 = arith.constant 9.9999999999999995E-7 : f64
    %cst_2 = arith.constant 3.200000e+01 : f32
    %cst_3 = arith.constant 8.000000e+00 : f32
    %cst_4 = arith.constant 0.000000e+00 : f32
    %cst_5 = arith.constant dense<15> : tensor<16x16xi64>
    %0 = tensor.empty() : tensor<2x16x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %95 = arith.index_cast %in : i64 to index
      %96 = linalg.index 2 : index
      %97 = arith.cmpi slt, %95, %c128 : index
      cf.assert %97, "index must be smaller than dim size"
      %98 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %98, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%95, %96] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32>
    %2 = tensor.empty() : tensor<16xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %95 = linalg.index 0 : index
      %96 = arith.index_cast %95 : index to i64
      linalg.yield %96 : i64
    } -> tensor<16xi64>
    %expanded = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %4 = tensor.empty() : tensor<1x1x16x1xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x16x1xi64>) outs(%4 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %95 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %95 : i1
    } -> tensor<1x1x16x1xi1>
    %6 = tensor.empty() : tensor<2x1x16x16xi1>
    %collapsed = tensor.collapse_shape %5 [[0, 1], [2, 3]] : tensor<1x1x16x1xi1> into tensor<1x16xi1>
    %7 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x16xi1>) outs(%6 : tensor<2x1x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x1x16x16xi1>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %9 = tensor.empty() : tensor<2x16x1xf32>
    %10 = linalg.fill ins(%cst_4 : f32) outs(%9 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x16x32xf32>) outs(%10 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.addf %in, %out : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x1xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x16x1xf32>) outs(%9 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.divf %in, %cst_2 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x1xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<2x16x1xf32>) outs(%9 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.truncf %cst_1 : f64 to f32
      %96 = arith.addf %in, %95 : f32
      linalg.yield %96 : f32
    } -> tensor<2x16x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x16x1xf32>) outs(%9 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.rsqrt %in : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %14 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %95 = arith.mulf %in, %in_58 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %16 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7, %15 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %95 = arith.mulf %in, %in_58 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %17 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%17 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_6 = tensor.collapse_shape %16 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %18 = linalg.fill ins(%cst_4 : f32) outs(%17 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = linalg.matmul ins(%collapsed_6, %transposed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%18 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_7 = tensor.expand_shape %19 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf32> into tensor<2x16x4x8xf32>
    %20 = tensor.empty() : tensor<2x4x16x8xf32>
    %transposed_8 = linalg.transpose ins(%expanded_7 : tensor<2x16x4x8xf32>) outs(%20 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_9 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%17 : tensor<32x32xf32>) permutation = [1, 0] 
    %21 = linalg.matmul ins(%collapsed_6, %transposed_9 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%18 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_10 = tensor.expand_shape %21 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf32> into tensor<2x16x4x8xf32>
    %transposed_11 = linalg.transpose ins(%expanded_10 : tensor<2x16x4x8xf32>) outs(%20 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_12 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%17 : tensor<32x32xf32>) permutation = [1, 0] 
    %22 = linalg.matmul ins(%collapsed_6, %transposed_12 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%18 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_13 = tensor.expand_shape %22 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf32> into tensor<2x16x4x8xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<2x16x4x8xf32>) outs(%20 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_15 = tensor.expand_shape %3 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %expanded_16 = tensor.expand_shape %3 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %23 = tensor.empty() : tensor<16x16xi64>
    %24 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%expanded_16, %expanded_15 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%23 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_58: i64, %out: i64):
      %95 = arith.subi %in, %in_58 : i64
      linalg.yield %95 : i64
    } -> tensor<16x16xi64>
    %25 = tensor.empty() : tensor<16x16xi1>
    %26 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<16x16xi64>) outs(%25 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %95 = arith.cmpi sgt, %in, %c0_i64 : i64
      linalg.yield %95 : i1
    } -> tensor<16x16xi1>
    %27 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<16x16xi1>) outs(%23 : tensor<16x16xi64>) {
    ^bb0(%in: i1, %out: i64):
      %95 = arith.extui %in : i1 to i64
      linalg.yield %95 : i64
    } -> tensor<16x16xi64>
    %28 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<16x16xi64>) outs(%23 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %95 = arith.muli %in, %c16_i64 : i64
      linalg.yield %95 : i64
    } -> tensor<16x16xi64>
    %29 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<16x16xi64>) outs(%23 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %95 = math.absi %in : i64
      linalg.yield %95 : i64
    } -> tensor<16x16xi64>
    %30 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<16x16xi64>) outs(%25 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %95 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %95 : i1
    } -> tensor<16x16xi1>
    %31 = tensor.empty() : tensor<16x16xf32>
    %32 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<16x16xi64>) outs(%31 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %95 = arith.sitofp %in : i64 to f32
      linalg.yield %95 : f32
    } -> tensor<16x16xf32>
    %33 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.divf %in, %cst_3 : f32
      linalg.yield %95 : f32
    } -> tensor<16x16xf32>
    %34 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.log %in : f32
      linalg.yield %95 : f32
    } -> tensor<16x16xf32>
    %35 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.truncf %cst_0 : f64 to f32
      %96 = arith.divf %in, %95 : f32
      linalg.yield %96 : f32
    } -> tensor<16x16xf32>
    %36 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<16x16xf32>) outs(%31 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.mulf %in, %cst_3 : f32
      linalg.yield %95 : f32
    } -> tensor<16x16xf32>
    %37 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<16x16xf32>) outs(%23 : tensor<16x16xi64>) {
    ^bb0(%in: f32, %out: i64):
      %95 = arith.fptosi %in : f32 to i64
      linalg.yield %95 : i64
    } -> tensor<16x16xi64>
    %38 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<16x16xi64>) outs(%23 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %95 = arith.addi %in, %c8_i64 : i64
      linalg.yield %95 : i64
    } -> tensor<16x16xi64>
    %39 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%38, %cst_5 : tensor<16x16xi64>, tensor<16x16xi64>) outs(%23 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_58: i64, %out: i64):
      %95 = arith.minsi %in, %in_58 : i64
      linalg.yield %95 : i64
    } -> tensor<16x16xi64>
    %40 = linalg.generic {indexing_maps = [#map9, #map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%30, %29, %39 : tensor<16x16xi1>, tensor<16x16xi64>, tensor<16x16xi64>) outs(%23 : tensor<16x16xi64>) {
    ^bb0(%in: i1, %in_58: i64, %in_59: i64, %out: i64):
      %95 = arith.select %in, %in_58, %in_59 : i64
      linalg.yield %95 : i64
    } -> tensor<16x16xi64>
    %41 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%28, %40 : tensor<16x16xi64>, tensor<16x16xi64>) outs(%23 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_58: i64, %out: i64):
      %95 = arith.addi %in, %in_58 : i64
      linalg.yield %95 : i64
    } -> tensor<16x16xi64>
    %42 = tensor.empty() : tensor<16x16x4xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<16x16xi64>) outs(%42 : tensor<16x16x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %95 = arith.index_cast %in : i64 to index
      %96 = linalg.index 2 : index
      %97 = arith.cmpi slt, %95, %c32 : index
      cf.assert %97, "index must be smaller than dim size"
      %98 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %98, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg6[%95, %96] : tensor<32x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x4xf32>
    %44 = tensor.empty() : tensor<4x16x16xf32>
    %transposed_17 = linalg.transpose ins(%43 : tensor<16x16x4xf32>) outs(%44 : tensor<4x16x16xf32>) permutation = [2, 0, 1] 
    %expanded_18 = tensor.expand_shape %transposed_17 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %45 = tensor.empty() : tensor<2x4x16x16xf32>
    %46 = linalg.generic {indexing_maps = [#map10, #map11, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_18, %cst : tensor<2x1x16x16xi1>, tensor<1x4x16x16xf32>, tensor<f32>) outs(%45 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_58: f32, %in_59: f32, %out: f32):
      %95 = arith.select %in, %in_58, %in_59 : f32
      linalg.yield %95 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_19 = tensor.collapse_shape %transposed_8 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_20 = tensor.collapse_shape %transposed_11 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_21 = tensor.collapse_shape %transposed_14 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_22 = tensor.collapse_shape %46 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %47 = tensor.empty() : tensor<8x16x8xf32>
    %48 = linalg.fill ins(%cst_4 : f32) outs(%47 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %49 = tm_tensor.attention {scale = 1.000000e+00 : f64} ins(%collapsed_19, %collapsed_20, %collapsed_21, %collapsed_22 : tensor<8x16x8xf32>, tensor<8x16x8xf32>, tensor<8x16x8xf32>, tensor<8x16x16xf32>) outs(%48 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_23 = tensor.expand_shape %49 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %50 = tensor.empty() : tensor<2x16x4x8xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<2x4x16x8xf32>) outs(%50 : tensor<2x16x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_25 = linalg.transpose ins(%arg5 : tensor<32x32xf32>) outs(%17 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_26 = tensor.collapse_shape %transposed_24 [[0, 1], [2, 3]] : tensor<2x16x4x8xf32> into tensor<32x32xf32>
    %51 = linalg.matmul ins(%collapsed_26, %transposed_25 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%18 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_27 = tensor.expand_shape %51 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_27 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %95 = arith.addf %in, %in_58 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%53 : tensor<2x16x32xf32>) outs(%10 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.addf %in, %out : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<2x16x1xf32>) outs(%9 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.divf %in, %cst_2 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<2x16x1xf32>) outs(%9 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.truncf %cst_1 : f64 to f32
      %96 = arith.addf %in, %95 : f32
      linalg.yield %96 : f32
    } -> tensor<2x16x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<2x16x1xf32>) outs(%9 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.rsqrt %in : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x1xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %57 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %95 = arith.mulf %in, %in_58 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %59 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %58 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %95 = arith.mulf %in, %in_58 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %transposed_28 = linalg.transpose ins(%arg8 : tensor<32x32xf32>) outs(%17 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_29 = tensor.collapse_shape %59 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %60 = linalg.matmul ins(%collapsed_29, %transposed_28 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%18 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_30 = tensor.expand_shape %60 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.cmpf ugt, %in, %cst_4 : f32
      %96 = arith.select %95, %in, %cst_4 : f32
      linalg.yield %96 : f32
    } -> tensor<2x16x32xf32>
    %transposed_31 = linalg.transpose ins(%arg9 : tensor<32x32xf32>) outs(%17 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_32 = tensor.collapse_shape %61 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %62 = linalg.matmul ins(%collapsed_32, %transposed_31 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%18 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_33 = tensor.expand_shape %62 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %expanded_33 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %95 = arith.addf %in, %in_58 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%64 : tensor<2x16x32xf32>) outs(%10 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.addf %in, %out : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<2x16x1xf32>) outs(%9 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.divf %in, %cst_2 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x16x1xf32>) outs(%9 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.truncf %cst_1 : f64 to f32
      %96 = arith.addf %in, %95 : f32
      linalg.yield %96 : f32
    } -> tensor<2x16x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<2x16x1xf32>) outs(%9 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.rsqrt %in : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %68 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %95 = arith.mulf %in, %in_58 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %70 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15, %69 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %95 = arith.mulf %in, %in_58 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %transposed_34 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%17 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_35 = tensor.collapse_shape %70 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %71 = linalg.matmul ins(%collapsed_35, %transposed_34 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%18 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_36 = tensor.expand_shape %71 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf32> into tensor<2x16x4x8xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<2x16x4x8xf32>) outs(%20 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_38 = linalg.transpose ins(%arg12 : tensor<32x32xf32>) outs(%17 : tensor<32x32xf32>) permutation = [1, 0] 
    %72 = linalg.matmul ins(%collapsed_35, %transposed_38 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%18 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_39 = tensor.expand_shape %72 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf32> into tensor<2x16x4x8xf32>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<2x16x4x8xf32>) outs(%20 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_41 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%17 : tensor<32x32xf32>) permutation = [1, 0] 
    %73 = linalg.matmul ins(%collapsed_35, %transposed_41 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%18 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_42 = tensor.expand_shape %73 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf32> into tensor<2x16x4x8xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<2x16x4x8xf32>) outs(%20 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_44 = tensor.collapse_shape %transposed_37 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_45 = tensor.collapse_shape %transposed_40 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_46 = tensor.collapse_shape %transposed_43 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %74 = tm_tensor.attention {scale = 1.000000e+00 : f64} ins(%collapsed_44, %collapsed_45, %collapsed_46, %collapsed_22 : tensor<8x16x8xf32>, tensor<8x16x8xf32>, tensor<8x16x8xf32>, tensor<8x16x16xf32>) outs(%48 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_47 = tensor.expand_shape %74 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x4x16x8xf32>) outs(%50 : tensor<2x16x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%arg14 : tensor<32x32xf32>) outs(%17 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %transposed_48 [[0, 1], [2, 3]] : tensor<2x16x4x8xf32> into tensor<32x32xf32>
    %75 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%18 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_51 = tensor.expand_shape %75 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %expanded_51 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %95 = arith.addf %in, %in_58 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<2x16x32xf32>) outs(%10 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.addf %in, %out : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x16x1xf32>) outs(%9 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.divf %in, %cst_2 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x16x1xf32>) outs(%9 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.truncf %cst_1 : f64 to f32
      %96 = arith.addf %in, %95 : f32
      linalg.yield %96 : f32
    } -> tensor<2x16x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x16x1xf32>) outs(%9 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.rsqrt %in : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %81 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %95 = arith.mulf %in, %in_58 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %83 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %82 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %95 = arith.mulf %in, %in_58 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %transposed_52 = linalg.transpose ins(%arg16 : tensor<32x32xf32>) outs(%17 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_53 = tensor.collapse_shape %83 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %84 = linalg.matmul ins(%collapsed_53, %transposed_52 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%18 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_54 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.cmpf ugt, %in, %cst_4 : f32
      %96 = arith.select %95, %in, %cst_4 : f32
      linalg.yield %96 : f32
    } -> tensor<2x16x32xf32>
    %transposed_55 = linalg.transpose ins(%arg17 : tensor<32x32xf32>) outs(%17 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_56 = tensor.collapse_shape %85 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %86 = linalg.matmul ins(%collapsed_56, %transposed_55 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%18 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_57 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %expanded_57 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %95 = arith.addf %in, %in_58 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<2x16x32xf32>) outs(%10 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.addf %in, %out : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x16x1xf32>) outs(%9 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.divf %in, %cst_2 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x16x1xf32>) outs(%9 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.truncf %cst_1 : f64 to f32
      %96 = arith.addf %in, %95 : f32
      linalg.yield %96 : f32
    } -> tensor<2x16x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x16x1xf32>) outs(%9 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.rsqrt %in : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %92 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %95 = arith.mulf %in, %in_58 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    %94 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %93 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %95 = arith.mulf %in, %in_58 : f32
      linalg.yield %95 : f32
    } -> tensor<2x16x32xf32>
    return %94 : tensor<2x16x32xf32>
  }
}
