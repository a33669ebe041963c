#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
#map13 = affine_map<(d0, d1) -> (d1)>
#map14 = affine_map<(d0, d1) -> (d0, d1)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
module {
  dist.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func @forward(%arg0: tensor<2x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg1: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<16x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x96xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"} blocks 3]>}, %arg6: tensor<96xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"} blocks 3]>}, %arg7: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x128xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg12: tensor<128xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg13: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x96xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"} blocks 3]>}, %arg18: tensor<96xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"} blocks 3]>}, %arg19: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x128xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg24: tensor<128xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg25: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>) -> (tensor<2x8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>}) {
    %cst = arith.constant 0.000000e+00 : f32
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %c128 = arith.constant 128 : index
    %c16 = arith.constant 16 : index
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant dense<true> : tensor<i1>
    %cst_2 = arith.constant 0.79788456080286541 : f64
    %cst_3 = arith.constant 4.471500e-02 : f64
    %cst_4 = arith.constant 1.000000e-05 : f64
    %true = arith.constant true
    %cst_5 = arith.constant 3.200000e+01 : f64
    %cst_6 = arith.constant 3.200000e+01 : f32
    %cst_7 = arith.constant 5.000000e-01 : f32
    %cst_8 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %160 = arith.index_cast %in : i64 to index
      %161 = linalg.index 2 : index
      %162 = arith.cmpi slt, %160, %c128 : index
      cf.assert %162, "index must be smaller than dim size"
      %163 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %163, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%160, %161] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %160 = linalg.index 0 : index
      %161 = arith.index_cast %160 : index to i64
      linalg.yield %161 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<1x8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%4 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %160 = arith.index_cast %in : i64 to index
      %161 = linalg.index 2 : index
      %162 = arith.cmpi slt, %160, %c16 : index
      cf.assert %162, "index must be smaller than dim size"
      %163 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %163, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%160, %161] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %7 = tensor.empty() : tensor<2xi64>
    %8 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%7 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %160 = linalg.index 0 : index
      %161 = arith.index_cast %160 : index to i64
      linalg.yield %161 : i64
    } -> tensor<2xi64>
    %expanded_9 = tensor.expand_shape %8 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_10 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_11 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %9 = tensor.empty() : tensor<1x1x8x8xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11, %expanded_10 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%9 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_54: i64, %out: i1):
      %160 = arith.cmpi sle, %in, %in_54 : i64
      linalg.yield %160 : i1
    } -> tensor<1x1x8x8xi1>
    %11 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %10 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%9 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_54: i1, %out: i1):
      %160 = arith.andi %in, %in_54 : i1
      linalg.yield %160 : i1
    } -> tensor<1x1x8x8xi1>
    %12 = tensor.empty() : tensor<2x1x1x8xi1>
    %13 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9, %expanded_11 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%12 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_54: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x1x1x8xi1>
    %14 = tensor.empty() : tensor<2x1x8x8xi1>
    %15 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %13 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%14 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_54: i1, %out: i1):
      %160 = arith.andi %in, %in_54 : i1
      linalg.yield %160 : i1
    } -> tensor<2x1x8x8xi1>
    %16 = tensor.empty() : tensor<2x8x32xf64>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x32xf32>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %160 = arith.extf %in : f32 to f64
      linalg.yield %160 : f64
    } -> tensor<2x8x32xf64>
    %18 = tensor.empty() : tensor<2x8x1xf64>
    %19 = linalg.fill ins(%cst_0 : f64) outs(%18 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %20 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<2x8x32xf64>) outs(%19 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.addf %in, %out : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf64>) outs(%18 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.divf %in, %cst_5 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %21 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_54: f64, %out: f64):
      %160 = arith.subf %in, %in_54 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x32xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %22 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_54: f64, %out: f64):
      %160 = arith.mulf %in, %in_54 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x32xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%23 : tensor<2x8x32xf64>) outs(%19 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.addf %in, %out : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x8x1xf64>) outs(%18 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.divf %in, %cst_5 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %26 = tensor.empty() : tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf64>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %160 = arith.truncf %in : f64 to f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%26 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x8x32xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %out : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x8x1xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.divf %in, %cst_6 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.truncf %cst_4 : f64 to f32
      %161 = arith.addf %in, %160 : f32
      linalg.yield %161 : f32
    } -> tensor<2x8x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x8x1xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.rsqrt %in : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %30 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.subf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %32 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.mulf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %arg3 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.mulf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %arg4 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %collapsed = tensor.collapse_shape %36 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %37 = tensor.empty() : tensor<16x96xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %39 = linalg.matmul ins(%collapsed, %arg5 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%38 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %40 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<96xf32>) outs(%37 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x96xf32>
    %41 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%39, %40 : tensor<16x96xf32>, tensor<16x96xf32>) outs(%37 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<16x96xf32>
    %expanded_12 = tensor.expand_shape %41 [[0, 1], [2]] output_shape [2, 8, 96] : tensor<16x96xf32> into tensor<2x8x96xf32>
    %extracted_slice = tensor.extract_slice %expanded_12[0, 0, 0] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_13 = tensor.extract_slice %expanded_12[0, 0, 32] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_14 = tensor.extract_slice %expanded_12[0, 0, 64] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %expanded_15 = tensor.expand_shape %extracted_slice_13 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %42 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed = linalg.transpose ins(%expanded_15 : tensor<2x8x4x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_16 = tensor.expand_shape %extracted_slice_14 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<2x8x4x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_18 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<2x8x4x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %43 = tensor.empty() : tensor<2x4x8x8xi1>
    %44 = linalg.generic {indexing_maps = [#map15, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<2x1x8x8xi1>) outs(%43 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x4x8x8xi1>
    %collapsed_20 = tensor.collapse_shape %transposed_19 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_21 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_22 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_23 = tensor.collapse_shape %44 [[0, 1], [2], [3]] : tensor<2x4x8x8xi1> into tensor<8x8x8xi1>
    %45 = tensor.empty() : tensor<8x8x8xf32>
    %46 = linalg.fill ins(%cst : f32) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %47 = tm_tensor.attention {scale = 0.35355339059327379 : f64} ins(%collapsed_20, %collapsed_21, %collapsed_22, %collapsed_23 : tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xi1>) outs(%46 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_24 = tensor.expand_shape %47 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %48 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<2x4x8x8xf32>) outs(%48 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_26 = tensor.collapse_shape %transposed_25 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %49 = tensor.empty() : tensor<16x32xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %51 = linalg.matmul ins(%collapsed_26, %arg7 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%50 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %52 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %53 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%51, %52 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<16x32xf32>
    %expanded_27 = tensor.expand_shape %53 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_27, %6 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<2x8x32xf32>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %160 = arith.extf %in : f32 to f64
      linalg.yield %160 : f64
    } -> tensor<2x8x32xf64>
    %56 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%55 : tensor<2x8x32xf64>) outs(%19 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.addf %in, %out : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<2x8x1xf64>) outs(%18 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.divf %in, %cst_5 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %58 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %57 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_54: f64, %out: f64):
      %160 = arith.subf %in, %in_54 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x32xf64>
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %58 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_54: f64, %out: f64):
      %160 = arith.mulf %in, %in_54 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x32xf64>
    %60 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%59 : tensor<2x8x32xf64>) outs(%19 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.addf %in, %out : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<2x8x1xf64>) outs(%18 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.divf %in, %cst_5 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %62 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x8x1xf64>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %160 = arith.truncf %in : f64 to f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%54 : tensor<2x8x32xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %out : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x8x1xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.divf %in, %cst_6 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<2x8x1xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.truncf %cst_4 : f64 to f32
      %161 = arith.addf %in, %160 : f32
      linalg.yield %161 : f32
    } -> tensor<2x8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<2x8x1xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.rsqrt %in : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %64 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.subf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %66 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.mulf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %arg9 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.mulf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %arg10 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_28 = tensor.collapse_shape %70 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %71 = tensor.empty() : tensor<16x128xf32>
    %72 = linalg.fill ins(%cst : f32) outs(%71 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %73 = linalg.matmul ins(%collapsed_28, %arg11 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%72 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %74 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<128xf32>) outs(%71 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x128xf32>
    %75 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%73, %74 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%71 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<16x128xf32>
    %expanded_29 = tensor.expand_shape %75 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %76 = tensor.empty() : tensor<2x8x128xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<2x8x128xf32>) outs(%76 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.mulf %in, %cst_7 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x128xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<2x8x128xf32>) outs(%76 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %160 : f32
    } -> tensor<2x8x128xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x128xf32>) outs(%76 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.truncf %cst_3 : f64 to f32
      %161 = arith.mulf %in, %160 : f32
      linalg.yield %161 : f32
    } -> tensor<2x8x128xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29, %79 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%76 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x128xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x128xf32>) outs(%76 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.truncf %cst_2 : f64 to f32
      %161 = arith.mulf %in, %160 : f32
      linalg.yield %161 : f32
    } -> tensor<2x8x128xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x128xf32>) outs(%76 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.tanh %in : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x128xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x8x128xf32>) outs(%76 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %cst_8 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x128xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %83 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%76 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.mulf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_30 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %85 = linalg.matmul ins(%collapsed_30, %arg13 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%50 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %86 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %87 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%85, %86 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<16x32xf32>
    %expanded_31 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %expanded_31 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x32xf32>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %160 = arith.extf %in : f32 to f64
      linalg.yield %160 : f64
    } -> tensor<2x8x32xf64>
    %90 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%89 : tensor<2x8x32xf64>) outs(%19 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.addf %in, %out : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x1xf64>) outs(%18 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.divf %in, %cst_5 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %92 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %91 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_54: f64, %out: f64):
      %160 = arith.subf %in, %in_54 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x32xf64>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %92 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_54: f64, %out: f64):
      %160 = arith.mulf %in, %in_54 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x32xf64>
    %94 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<2x8x32xf64>) outs(%19 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.addf %in, %out : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x1xf64>) outs(%18 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.divf %in, %cst_5 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x1xf64>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %160 = arith.truncf %in : f64 to f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<2x8x32xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %out : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x1xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.divf %in, %cst_6 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x1xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.truncf %cst_4 : f64 to f32
      %161 = arith.addf %in, %160 : f32
      linalg.yield %161 : f32
    } -> tensor<2x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.rsqrt %in : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %98 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.subf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %100 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.mulf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %arg15 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.mulf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %arg16 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_32 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %105 = linalg.matmul ins(%collapsed_32, %arg17 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%38 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %106 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<96xf32>) outs(%37 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x96xf32>
    %107 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%105, %106 : tensor<16x96xf32>, tensor<16x96xf32>) outs(%37 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<16x96xf32>
    %expanded_33 = tensor.expand_shape %107 [[0, 1], [2]] output_shape [2, 8, 96] : tensor<16x96xf32> into tensor<2x8x96xf32>
    %extracted_slice_34 = tensor.extract_slice %expanded_33[0, 0, 0] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_35 = tensor.extract_slice %expanded_33[0, 0, 32] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_36 = tensor.extract_slice %expanded_33[0, 0, 64] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %expanded_37 = tensor.expand_shape %extracted_slice_35 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<2x8x4x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_39 = tensor.expand_shape %extracted_slice_36 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<2x8x4x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_41 = tensor.expand_shape %extracted_slice_34 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %transposed_42 = linalg.transpose ins(%expanded_41 : tensor<2x8x4x8xf32>) outs(%42 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_43 = tensor.collapse_shape %transposed_42 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_44 = tensor.collapse_shape %transposed_38 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_45 = tensor.collapse_shape %transposed_40 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %108 = tm_tensor.attention {scale = 0.35355339059327379 : f64} ins(%collapsed_43, %collapsed_44, %collapsed_45, %collapsed_23 : tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xi1>) outs(%46 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_46 = tensor.expand_shape %108 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<2x4x8x8xf32>) outs(%48 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_48 = tensor.collapse_shape %transposed_47 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %109 = linalg.matmul ins(%collapsed_48, %arg19 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%50 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %110 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %111 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%109, %110 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<16x32xf32>
    %expanded_49 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49, %88 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x32xf32>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %160 = arith.extf %in : f32 to f64
      linalg.yield %160 : f64
    } -> tensor<2x8x32xf64>
    %114 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%113 : tensor<2x8x32xf64>) outs(%19 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.addf %in, %out : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x8x1xf64>) outs(%18 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.divf %in, %cst_5 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %116 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %115 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_54: f64, %out: f64):
      %160 = arith.subf %in, %in_54 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x32xf64>
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %116 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_54: f64, %out: f64):
      %160 = arith.mulf %in, %in_54 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x32xf64>
    %118 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%117 : tensor<2x8x32xf64>) outs(%19 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.addf %in, %out : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x1xf64>) outs(%18 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.divf %in, %cst_5 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x1xf64>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %160 = arith.truncf %in : f64 to f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<2x8x32xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %out : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x8x1xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.divf %in, %cst_6 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x8x1xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.truncf %cst_4 : f64 to f32
      %161 = arith.addf %in, %160 : f32
      linalg.yield %161 : f32
    } -> tensor<2x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x8x1xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.rsqrt %in : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %122 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.subf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %124 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.mulf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %arg21 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.mulf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %arg22 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_50 = tensor.collapse_shape %128 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %129 = linalg.matmul ins(%collapsed_50, %arg23 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%72 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %130 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<128xf32>) outs(%71 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x128xf32>
    %131 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%129, %130 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%71 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<16x128xf32>
    %expanded_51 = tensor.expand_shape %131 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<2x8x128xf32>) outs(%76 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.mulf %in, %cst_7 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x128xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<2x8x128xf32>) outs(%76 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %160 : f32
    } -> tensor<2x8x128xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x8x128xf32>) outs(%76 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.truncf %cst_3 : f64 to f32
      %161 = arith.mulf %in, %160 : f32
      linalg.yield %161 : f32
    } -> tensor<2x8x128xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %134 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%76 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x128xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x8x128xf32>) outs(%76 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.truncf %cst_2 : f64 to f32
      %161 = arith.mulf %in, %160 : f32
      linalg.yield %161 : f32
    } -> tensor<2x8x128xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x8x128xf32>) outs(%76 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.tanh %in : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x128xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x8x128xf32>) outs(%76 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %cst_8 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x128xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %138 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%76 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.mulf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_52 = tensor.collapse_shape %139 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %140 = linalg.matmul ins(%collapsed_52, %arg25 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%50 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %141 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %142 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%140, %141 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<16x32xf32>
    %expanded_53 = tensor.expand_shape %142 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %expanded_53 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x32xf32>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %160 = arith.extf %in : f32 to f64
      linalg.yield %160 : f64
    } -> tensor<2x8x32xf64>
    %145 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%144 : tensor<2x8x32xf64>) outs(%19 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.addf %in, %out : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x1xf64>) outs(%18 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.divf %in, %cst_5 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %147 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %146 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_54: f64, %out: f64):
      %160 = arith.subf %in, %in_54 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x32xf64>
    %148 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %147 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_54: f64, %out: f64):
      %160 = arith.mulf %in, %in_54 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x32xf64>
    %149 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<2x8x32xf64>) outs(%19 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.addf %in, %out : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x8x1xf64>) outs(%18 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %160 = arith.divf %in, %cst_5 : f64
      linalg.yield %160 : f64
    } -> tensor<2x8x1xf64>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x8x1xf64>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %160 = arith.truncf %in : f64 to f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%143 : tensor<2x8x32xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %in, %out : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x1xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.divf %in, %cst_6 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x8x1xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.truncf %cst_4 : f64 to f32
      %161 = arith.addf %in, %160 : f32
      linalg.yield %161 : f32
    } -> tensor<2x8x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x8x1xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.rsqrt %in : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %153 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.subf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %155 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.mulf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %arg27 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.mulf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %arg28 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %160 = arith.addf %in, %in_54 : f32
      linalg.yield %160 : f32
    } -> tensor<2x8x32xf32>
    return %159 : tensor<2x8x32xf32>
  }
}
