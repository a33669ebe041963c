#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  dist.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func @forward(%arg0: tensor<2x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg1: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg3: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg4: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg5: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg6: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg7: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg8: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg12: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg13: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg14: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg15: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg16: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg17: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<4xf32>, %arg22: tensor<4xf32>) -> (tensor<2x8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>}) {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c128 = arith.constant 128 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.35355339059327379 : f64
    %cst_6 = arith.constant 9.9999999999999995E-7 : f64
    %true = arith.constant true
    %cst_7 = arith.constant 3.200000e+01 : f32
    %0 = tensor.empty() : tensor<2x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %136 = arith.index_cast %in : i64 to index
      %137 = linalg.index 2 : index
      %138 = arith.cmpi slt, %136, %c128 : index
      cf.assert %138, "index must be smaller than dim size"
      %139 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %139, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%136, %137] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %136 = linalg.index 0 : index
      %137 = arith.index_cast %136 : index to i64
      linalg.yield %137 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %136 = linalg.index 0 : index
      %137 = arith.index_cast %136 : index to i64
      linalg.yield %137 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_8 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_9 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %6 = tensor.empty() : tensor<1x1x8x8xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9, %expanded_8 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%6 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_82: i64, %out: i1):
      %136 = arith.cmpi sle, %in, %in_82 : i64
      linalg.yield %136 : i1
    } -> tensor<1x1x8x8xi1>
    %8 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %7 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%6 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_82: i1, %out: i1):
      %136 = arith.andi %in, %in_82 : i1
      linalg.yield %136 : i1
    } -> tensor<1x1x8x8xi1>
    %9 = tensor.empty() : tensor<2x1x1x8xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_9 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%9 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_82: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x1x1x8xi1>
    %11 = tensor.empty() : tensor<2x1x8x8xi1>
    %12 = linalg.generic {indexing_maps = [#map9, #map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%11 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_82: i1, %out: i1):
      %136 = arith.andi %in, %in_82 : i1
      linalg.yield %136 : i1
    } -> tensor<2x1x8x8xi1>
    %13 = tensor.empty() : tensor<2x1x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_82: f32, %in_83: f32, %out: f32):
      %136 = arith.select %in, %in_82, %in_83 : f32
      linalg.yield %136 : f32
    } -> tensor<2x1x8x8xf32>
    %expanded_10 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %15 = tensor.empty() : tensor<1x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_10 : tensor<1x8x1xi64>) outs(%15 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %136 = arith.sitofp %in : i64 to f32
      linalg.yield %136 : f32
    } -> tensor<1x8x1xf32>
    %17 = tensor.empty() : tensor<1x8x4xf32>
    %18 = linalg.generic {indexing_maps = [#map10, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %arg21 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%17 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<1x8x4xf32>
    %concat = tensor.concat dim(2) %18, %18 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %19 = tensor.empty() : tensor<1x8x8xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%19 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = math.cos %in : f32
      linalg.yield %136 : f32
    } -> tensor<1x8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%19 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = math.sin %in : f32
      linalg.yield %136 : f32
    } -> tensor<1x8x8xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %23 = tensor.empty() : tensor<2x8x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %out : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.divf %in, %cst_7 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.truncf %cst_6 : f64 to f32
      %137 = arith.addf %in, %136 : f32
      linalg.yield %137 : f32
    } -> tensor<2x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = math.rsqrt %in : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %28 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %30 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %29 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %31 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %32 = tensor.empty() : tensor<16x32xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %34 = linalg.matmul ins(%collapsed, %transposed : tensor<16x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_11 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %35 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_13 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %36 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_14 = tensor.expand_shape %36 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %37 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_17 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_19 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %expanded_20 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %38 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12, %expanded_19 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_12[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_21 = tensor.extract_slice %transposed_12[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %39 = tensor.empty() : tensor<2x4x8x4xf32>
    %40 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21 : tensor<2x4x8x4xf32>) outs(%39 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.negf %in : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_22 = tensor.concat dim(3) %40, %extracted_slice : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %41 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_22, %expanded_20 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %41 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.addf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_19 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_15[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<2x4x8x4xf32>) outs(%39 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.negf %in : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_25 = tensor.concat dim(3) %44, %extracted_slice_23 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_20 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %45 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.addf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_26 = linalg.transpose ins(%46 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_27 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %47 = tensor.empty() : tensor<8x8x8xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %49 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%48 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_29 = tensor.expand_shape %49 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.truncf %cst_5 : f64 to f32
      %137 = arith.mulf %in, %136 : f32
      linalg.yield %137 : f32
    } -> tensor<2x4x8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %14 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.addf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %52 = tensor.empty() : tensor<2x4x8xi64>
    %53 = linalg.fill ins(%c0_i64 : i64) outs(%52 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %54 = tensor.empty() : tensor<2x4x8xf32>
    %55 = linalg.fill ins(%cst_0 : f32) outs(%54 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %56:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<2x4x8x8xf32>) outs(%55, %53 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_82: i64):
      %136 = linalg.index 3 : index
      %137 = arith.index_cast %136 : index to i64
      %138 = arith.maximumf %in, %out : f32
      %139 = arith.cmpf ogt, %in, %out : f32
      %140 = arith.select %139, %137, %out_82 : i64
      linalg.yield %138, %140 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_30 = tensor.expand_shape %56#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %57 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_30 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.subf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = math.exp %in : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %59 = tensor.empty() : tensor<2x4x8x1xf32>
    %60 = linalg.fill ins(%cst : f32) outs(%59 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %61 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %out : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x1xf32>
    %62 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %61 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.divf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_31 = tensor.collapse_shape %62 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_32 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %63 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%48 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_33 = tensor.expand_shape %63 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %64 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<2x4x8x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_35 = linalg.transpose ins(%arg5 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_36 = tensor.collapse_shape %transposed_34 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %65 = linalg.matmul ins(%collapsed_36, %transposed_35 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_37 = tensor.expand_shape %65 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_37 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.addf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %out : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.divf %in, %cst_7 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.truncf %cst_6 : f64 to f32
      %137 = arith.addf %in, %136 : f32
      linalg.yield %137 : f32
    } -> tensor<2x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = math.rsqrt %in : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %71 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %73 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %72 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %74 = tensor.empty() : tensor<32x64xf32>
    %transposed_38 = linalg.transpose ins(%arg6 : tensor<64x32xf32>) outs(%74 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_39 = tensor.collapse_shape %73 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %75 = tensor.empty() : tensor<16x64xf32>
    %76 = linalg.fill ins(%cst : f32) outs(%75 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %77 = linalg.matmul ins(%collapsed_39, %transposed_38 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%76 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_40 = tensor.expand_shape %77 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %78 = tensor.empty() : tensor<2x8x64xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<2x8x64xf32>) outs(%78 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.negf %in : f32
      %137 = math.exp %136 : f32
      %138 = arith.addf %137, %cst_1 : f32
      %139 = arith.divf %cst_1, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<2x8x64xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %79 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%78 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x64xf32>
    %transposed_41 = linalg.transpose ins(%arg7 : tensor<64x32xf32>) outs(%74 : tensor<32x64xf32>) permutation = [1, 0] 
    %81 = linalg.matmul ins(%collapsed_39, %transposed_41 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%76 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_42 = tensor.expand_shape %81 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %expanded_42 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%78 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x64xf32>
    %83 = tensor.empty() : tensor<64x32xf32>
    %transposed_43 = linalg.transpose ins(%arg8 : tensor<32x64xf32>) outs(%83 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_44 = tensor.collapse_shape %82 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %84 = linalg.matmul ins(%collapsed_44, %transposed_43 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_45 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %expanded_45 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.addf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %out : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.divf %in, %cst_7 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.truncf %cst_6 : f64 to f32
      %137 = arith.addf %in, %136 : f32
      linalg.yield %137 : f32
    } -> tensor<2x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = math.rsqrt %in : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %90 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %92 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %91 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %transposed_46 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_47 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %93 = linalg.matmul ins(%collapsed_47, %transposed_46 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_48 = tensor.expand_shape %93 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_50 = linalg.transpose ins(%arg12 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %94 = linalg.matmul ins(%collapsed_47, %transposed_50 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_51 = tensor.expand_shape %94 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_53 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %95 = linalg.matmul ins(%collapsed_47, %transposed_53 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_54 = tensor.expand_shape %95 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<2x8x4x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %96 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_49, %expanded_19 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_56 = tensor.extract_slice %transposed_49[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_57 = tensor.extract_slice %transposed_49[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %97 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_57 : tensor<2x4x8x4xf32>) outs(%39 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.negf %in : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_58 = tensor.concat dim(3) %97, %extracted_slice_56 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %98 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_58, %expanded_20 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %98 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.addf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %100 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_52, %expanded_19 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_59 = tensor.extract_slice %transposed_52[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_60 = tensor.extract_slice %transposed_52[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %101 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_60 : tensor<2x4x8x4xf32>) outs(%39 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.negf %in : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_61 = tensor.concat dim(3) %101, %extracted_slice_59 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %102 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_61, %expanded_20 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %103 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %102 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.addf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_62 = linalg.transpose ins(%103 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_63 = tensor.collapse_shape %99 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_64 = tensor.collapse_shape %transposed_62 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %104 = linalg.batch_matmul ins(%collapsed_63, %collapsed_64 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%48 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_65 = tensor.expand_shape %104 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %105 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.truncf %cst_5 : f64 to f32
      %137 = arith.mulf %in, %136 : f32
      linalg.yield %137 : f32
    } -> tensor<2x4x8x8xf32>
    %106 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %14 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.addf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %107:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%106 : tensor<2x4x8x8xf32>) outs(%55, %53 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_82: i64):
      %136 = linalg.index 3 : index
      %137 = arith.index_cast %136 : index to i64
      %138 = arith.maximumf %in, %out : f32
      %139 = arith.cmpf ogt, %in, %out : f32
      %140 = arith.select %139, %137, %out_82 : i64
      linalg.yield %138, %140 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_66 = tensor.expand_shape %107#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %108 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %expanded_66 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.subf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %109 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<2x4x8x8xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = math.exp %in : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %110 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%109 : tensor<2x4x8x8xf32>) outs(%60 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %out : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %110 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%35 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.divf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_67 = tensor.collapse_shape %111 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_68 = tensor.collapse_shape %transposed_55 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %112 = linalg.batch_matmul ins(%collapsed_67, %collapsed_68 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%48 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_69 = tensor.expand_shape %112 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_70 = linalg.transpose ins(%expanded_69 : tensor<2x4x8x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_71 = linalg.transpose ins(%arg14 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_72 = tensor.collapse_shape %transposed_70 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %113 = linalg.matmul ins(%collapsed_72, %transposed_71 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_73 = tensor.expand_shape %113 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %expanded_73 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.addf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%115 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %out : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.divf %in, %cst_7 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x1xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.truncf %cst_6 : f64 to f32
      %137 = arith.addf %in, %136 : f32
      linalg.yield %137 : f32
    } -> tensor<2x8x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = math.rsqrt %in : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %119 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %121 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %120 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %transposed_74 = linalg.transpose ins(%arg15 : tensor<64x32xf32>) outs(%74 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_75 = tensor.collapse_shape %121 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %122 = linalg.matmul ins(%collapsed_75, %transposed_74 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%76 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_76 = tensor.expand_shape %122 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<2x8x64xf32>) outs(%78 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.negf %in : f32
      %137 = math.exp %136 : f32
      %138 = arith.addf %137, %cst_1 : f32
      %139 = arith.divf %cst_1, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<2x8x64xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %123 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%78 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x64xf32>
    %transposed_77 = linalg.transpose ins(%arg16 : tensor<64x32xf32>) outs(%74 : tensor<32x64xf32>) permutation = [1, 0] 
    %125 = linalg.matmul ins(%collapsed_75, %transposed_77 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%76 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_78 = tensor.expand_shape %125 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %expanded_78 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%78 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x64xf32>
    %transposed_79 = linalg.transpose ins(%arg17 : tensor<32x64xf32>) outs(%83 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_80 = tensor.collapse_shape %126 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %127 = linalg.matmul ins(%collapsed_80, %transposed_79 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_81 = tensor.expand_shape %127 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %expanded_81 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.addf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%129 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.addf %in, %out : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.divf %in, %cst_7 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = arith.truncf %cst_6 : f64 to f32
      %137 = arith.addf %in, %136 : f32
      linalg.yield %137 : f32
    } -> tensor<2x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %136 = math.rsqrt %in : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %133 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    %135 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20, %134 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_82: f32, %out: f32):
      %136 = arith.mulf %in, %in_82 : f32
      linalg.yield %136 : f32
    } -> tensor<2x8x32xf32>
    return %135 : tensor<2x8x32xf32>
  }
}
