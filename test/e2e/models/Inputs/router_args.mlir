#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
module {
  dist.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func @forward(%arg0: tensor<2x8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>}, %arg1: tensor<4x16xf32>, %arg2: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg3: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg4: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg5: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg6: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg7: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg8: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg9: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg10: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg11: tensor<16xf32>, %arg12: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg13: tensor<16xf32>, %arg14: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg15: tensor<16xf32>, %arg16: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg17: tensor<16xf32>) -> (tensor<2x8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<64xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %c4_i64 = arith.constant 4 : i64
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<2x8xf32>
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant 1.000000e-02 : f64
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<2x8x16xf32>
    %0 = tensor.empty() : tensor<2x8xf32>
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %2 = tensor.empty() : tensor<2xf32>
    %3 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<2xf32>) -> tensor<2xf32>
    %4:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%cst_1 : tensor<2x8xf32>) outs(%1, %3 : tensor<2x8xf32>, tensor<2xf32>) {
    ^bb0(%arg18: f32, %arg19: f32):
      %74 = arith.addf %arg18, %arg19 : f32
      tm_tensor.yield %74 : f32
    } -> tensor<2x8xf32>, tensor<2xf32>
    %expanded = tensor.expand_shape %4#0 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %5 = tensor.empty() : tensor<2x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x8x1xf32>) outs(%5 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = arith.truncf %cst_3 : f64 to f32
      %75 = arith.mulf %in, %74 : f32
      linalg.yield %75 : f32
    } -> tensor<2x8x1xf32>
    %7 = tensor.empty() : tensor<2x8x16xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %6 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.addf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<2x8x16xf32>
    %9 = tensor.empty() : tensor<16x4xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<4x16xf32>) outs(%9 : tensor<16x4xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %8 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %11 = linalg.matmul ins(%collapsed, %transposed : tensor<16x16xf32>, tensor<16x4xf32>) outs(%10 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %expanded_5 = tensor.expand_shape %11 [[0, 1], [2]] output_shape [2, 8, 4] : tensor<16x4xf32> into tensor<2x8x4xf32>
    %12 = tensor.empty() : tensor<2x8x4xi64>
    %13 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%12 : tensor<2x8x4xi64>) {
    ^bb0(%out: i64):
      %74 = linalg.index 2 : index
      %75 = arith.index_cast %74 : index to i64
      linalg.yield %75 : i64
    } -> tensor<2x8x4xi64>
    %14:2 = tm_tensor.sort dimension(2) outs(%expanded_5, %13 : tensor<2x8x4xf32>, tensor<2x8x4xi64>) {
    ^bb0(%arg18: f32, %arg19: f32, %arg20: i64, %arg21: i64):
      %74 = arith.cmpf oge, %arg18, %arg19 : f32
      tm_tensor.yield %74 : i1
    } -> tensor<2x8x4xf32>, tensor<2x8x4xi64>
    %extracted_slice = tensor.extract_slice %14#0[0, 0, 0] [2, 8, 2] [1, 1, 1] : tensor<2x8x4xf32> to tensor<2x8x2xf32>
    %extracted_slice_6 = tensor.extract_slice %14#1[0, 0, 0] [2, 8, 2] [1, 1, 1] : tensor<2x8x4xi64> to tensor<2x8x2xi64>
    %15 = tensor.empty() : tensor<16xi64>
    %16 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%15 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %74 = linalg.index 0 : index
      %75 = arith.index_cast %74 : index to i64
      linalg.yield %75 : i64
    } -> tensor<16xi64>
    %expanded_7 = tensor.expand_shape %16 [[0, 1, 2]] output_shape [2, 8, 1] : tensor<16xi64> into tensor<2x8x1xi64>
    %17 = tensor.empty() : tensor<2x8x1xi64>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_7 : tensor<2x8x1xi64>) outs(%17 : tensor<2x8x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %74 = arith.muli %in, %c4_i64 : i64
      linalg.yield %74 : i64
    } -> tensor<2x8x1xi64>
    %19 = tensor.empty() : tensor<2x8x2xi64>
    %20 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %extracted_slice_6 : tensor<2x8x1xi64>, tensor<2x8x2xi64>) outs(%19 : tensor<2x8x2xi64>) {
    ^bb0(%in: i64, %in_38: i64, %out: i64):
      %74 = arith.addi %in, %in_38 : i64
      linalg.yield %74 : i64
    } -> tensor<2x8x2xi64>
    %collapsed_8 = tensor.collapse_shape %20 [[0, 1, 2]] : tensor<2x8x2xi64> into tensor<32xi64>
    %21 = tensor.empty() : tensor<2x8xi64>
    %22 = linalg.fill ins(%c0_i64 : i64) outs(%21 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %23 = linalg.fill ins(%cst_2 : f32) outs(%0 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %24:2 = linalg.generic {indexing_maps = [#map, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%extracted_slice : tensor<2x8x2xf32>) outs(%23, %22 : tensor<2x8xf32>, tensor<2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_38: i64):
      %74 = linalg.index 2 : index
      %75 = arith.index_cast %74 : index to i64
      %76 = arith.maximumf %in, %out : f32
      %77 = arith.cmpf ogt, %in, %out : f32
      %78 = arith.select %77, %75, %out_38 : i64
      linalg.yield %76, %78 : f32, i64
    } -> (tensor<2x8xf32>, tensor<2x8xi64>)
    %expanded_9 = tensor.expand_shape %24#0 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %25 = tensor.empty() : tensor<2x8x2xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_9 : tensor<2x8x2xf32>, tensor<2x8x1xf32>) outs(%25 : tensor<2x8x2xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.subf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<2x8x2xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x2xf32>) outs(%25 : tensor<2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = math.exp %in : f32
      linalg.yield %74 : f32
    } -> tensor<2x8x2xf32>
    %28 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%27 : tensor<2x8x2xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = arith.addf %in, %out : f32
      linalg.yield %74 : f32
    } -> tensor<2x8x1xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %29 : tensor<2x8x2xf32>, tensor<2x8x1xf32>) outs(%25 : tensor<2x8x2xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.divf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<2x8x2xf32>
    %collapsed_10 = tensor.collapse_shape %30 [[0, 1, 2]] : tensor<2x8x2xf32> into tensor<32xf32>
    %expanded_11 = tensor.expand_shape %collapsed_8 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %expanded_12 = tensor.expand_shape %collapsed_10 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %31 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_12, %expanded_11 : tensor<32x1xf32>, tensor<32x1xi64>) outs(%cst : tensor<64xf32>) {
    ^bb0(%arg18: f32, %arg19: f32):
      %74 = arith.addf %arg19, %arg18 : f32
      tm_tensor.yield %74 : f32
    } -> tensor<64xf32>
    %expanded_13 = tensor.expand_shape %31 [[0, 1, 2]] output_shape [2, 8, 4] : tensor<64xf32> into tensor<2x8x4xf32>
    %extracted_slice_14 = tensor.extract_slice %expanded_13[0, 0, 0] [2, 8, 1] [1, 1, 1] : tensor<2x8x4xf32> to tensor<2x8x1xf32>
    %32 = tensor.empty() : tensor<16x32xf32>
    %transposed_15 = linalg.transpose ins(%arg2 : tensor<32x16xf32>) outs(%32 : tensor<16x32xf32>) permutation = [1, 0] 
    %33 = linalg.fill ins(%cst_0 : f32) outs(%32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %34 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %35 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<32xf32>) outs(%32 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %36 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%34, %35 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%32 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.addf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<16x32xf32>
    %expanded_16 = tensor.expand_shape %36 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %37 = tensor.empty() : tensor<2x8x32xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<2x8x32xf32>) outs(%37 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = arith.cmpf ugt, %in, %cst_0 : f32
      %75 = arith.select %74, %in, %cst_0 : f32
      linalg.yield %75 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_17 = tensor.collapse_shape %38 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %39 = tensor.empty() : tensor<32x16xf32>
    %transposed_18 = linalg.transpose ins(%arg10 : tensor<16x32xf32>) outs(%39 : tensor<32x16xf32>) permutation = [1, 0] 
    %40 = tensor.empty() : tensor<16x16xf32>
    %41 = linalg.fill ins(%cst_0 : f32) outs(%40 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %42 = linalg.matmul ins(%collapsed_17, %transposed_18 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%41 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %43 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<16xf32>) outs(%40 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%42, %43 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%40 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.addf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<16x16xf32>
    %expanded_19 = tensor.expand_shape %44 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_14, %expanded_19 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.mulf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<2x8x16xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_4, %45 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.addf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<2x8x16xf32>
    %extracted_slice_20 = tensor.extract_slice %expanded_13[0, 0, 1] [2, 8, 1] [1, 1, 1] : tensor<2x8x4xf32> to tensor<2x8x1xf32>
    %transposed_21 = linalg.transpose ins(%arg4 : tensor<32x16xf32>) outs(%32 : tensor<16x32xf32>) permutation = [1, 0] 
    %47 = linalg.matmul ins(%collapsed, %transposed_21 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %48 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<32xf32>) outs(%32 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %49 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%47, %48 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%32 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.addf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<16x32xf32>
    %expanded_22 = tensor.expand_shape %49 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<2x8x32xf32>) outs(%37 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = arith.cmpf ugt, %in, %cst_0 : f32
      %75 = arith.select %74, %in, %cst_0 : f32
      linalg.yield %75 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_23 = tensor.collapse_shape %50 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_24 = linalg.transpose ins(%arg12 : tensor<16x32xf32>) outs(%39 : tensor<32x16xf32>) permutation = [1, 0] 
    %51 = linalg.matmul ins(%collapsed_23, %transposed_24 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%41 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %52 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<16xf32>) outs(%40 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %53 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%51, %52 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%40 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.addf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<16x16xf32>
    %expanded_25 = tensor.expand_shape %53 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_20, %expanded_25 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.mulf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<2x8x16xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46, %54 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.addf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<2x8x16xf32>
    %extracted_slice_26 = tensor.extract_slice %expanded_13[0, 0, 2] [2, 8, 1] [1, 1, 1] : tensor<2x8x4xf32> to tensor<2x8x1xf32>
    %transposed_27 = linalg.transpose ins(%arg6 : tensor<32x16xf32>) outs(%32 : tensor<16x32xf32>) permutation = [1, 0] 
    %56 = linalg.matmul ins(%collapsed, %transposed_27 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %57 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%32 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%56, %57 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%32 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.addf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<16x32xf32>
    %expanded_28 = tensor.expand_shape %58 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<2x8x32xf32>) outs(%37 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = arith.cmpf ugt, %in, %cst_0 : f32
      %75 = arith.select %74, %in, %cst_0 : f32
      linalg.yield %75 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_29 = tensor.collapse_shape %59 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_30 = linalg.transpose ins(%arg14 : tensor<16x32xf32>) outs(%39 : tensor<32x16xf32>) permutation = [1, 0] 
    %60 = linalg.matmul ins(%collapsed_29, %transposed_30 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%41 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %61 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<16xf32>) outs(%40 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%60, %61 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%40 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.addf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<16x16xf32>
    %expanded_31 = tensor.expand_shape %62 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %expanded_31 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.mulf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<2x8x16xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %63 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.addf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<2x8x16xf32>
    %extracted_slice_32 = tensor.extract_slice %expanded_13[0, 0, 3] [2, 8, 1] [1, 1, 1] : tensor<2x8x4xf32> to tensor<2x8x1xf32>
    %transposed_33 = linalg.transpose ins(%arg8 : tensor<32x16xf32>) outs(%32 : tensor<16x32xf32>) permutation = [1, 0] 
    %65 = linalg.matmul ins(%collapsed, %transposed_33 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%33 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %66 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<32xf32>) outs(%32 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %67 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%65, %66 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%32 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.addf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<16x32xf32>
    %expanded_34 = tensor.expand_shape %67 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<2x8x32xf32>) outs(%37 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = arith.cmpf ugt, %in, %cst_0 : f32
      %75 = arith.select %74, %in, %cst_0 : f32
      linalg.yield %75 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_35 = tensor.collapse_shape %68 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_36 = linalg.transpose ins(%arg16 : tensor<16x32xf32>) outs(%39 : tensor<32x16xf32>) permutation = [1, 0] 
    %69 = linalg.matmul ins(%collapsed_35, %transposed_36 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%41 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %70 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<16xf32>) outs(%40 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %71 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%69, %70 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%40 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.addf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<16x16xf32>
    %expanded_37 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_32, %expanded_37 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.mulf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<2x8x16xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %72 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %74 = arith.addf %in, %in_38 : f32
      linalg.yield %74 : f32
    } -> tensor<2x8x16xf32>
    return %73 : tensor<2x8x16xf32>
  }
}
