#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
module {
  dist.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func @forward(%arg0: tensor<16x2x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"dp"}, {}]>}, %arg1: tensor<96x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"} blocks 3, {}]>}, %arg2: tensor<96xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"} blocks 3]>}, %arg3: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg4: tensor<32xf32>, %arg5: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg6: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg7: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<96x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"} blocks 3, {}]>}, %arg14: tensor<96xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"} blocks 3]>}, %arg15: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg18: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg19: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>) -> (tensor<16x2x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"dp"}, {}]>}) {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant 0.35355339059327373 : f64
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 3.200000e+01 : f64
    %cst_5 = arith.constant 3.200000e+01 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<16x2x32xf32> into tensor<32x32xf32>
    %0 = tensor.empty() : tensor<32x96xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<96x32xf32>) outs(%0 : tensor<32x96xf32>) permutation = [1, 0] 
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %2 = linalg.matmul ins(%collapsed, %transposed : tensor<32x32xf32>, tensor<32x96xf32>) outs(%1 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<96xf32>) outs(%0 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %3 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%0 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.addf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<32x96xf32>
    %expanded = tensor.expand_shape %4 [[0, 1, 2], [3, 4]] output_shape [1, 16, 2, 3, 32] : tensor<32x96xf32> into tensor<1x16x2x3x32xf32>
    %5 = tensor.empty() : tensor<3x16x2x1x32xf32>
    %transposed_6 = linalg.transpose ins(%expanded : tensor<1x16x2x3x32xf32>) outs(%5 : tensor<3x16x2x1x32xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_7 = tensor.collapse_shape %transposed_6 [[0], [1], [2, 3], [4]] : tensor<3x16x2x1x32xf32> into tensor<3x16x2x32xf32>
    %extracted_slice = tensor.extract_slice %collapsed_7[0, 0, 0, 0] [1, 16, 2, 32] [1, 1, 1, 1] : tensor<3x16x2x32xf32> to tensor<1x16x2x32xf32>
    %extracted_slice_8 = tensor.extract_slice %collapsed_7[1, 0, 0, 0] [1, 16, 2, 32] [1, 1, 1, 1] : tensor<3x16x2x32xf32> to tensor<1x16x2x32xf32>
    %extracted_slice_9 = tensor.extract_slice %collapsed_7[2, 0, 0, 0] [1, 16, 2, 32] [1, 1, 1, 1] : tensor<3x16x2x32xf32> to tensor<1x16x2x32xf32>
    %collapsed_10 = tensor.collapse_shape %extracted_slice [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %expanded_11 = tensor.expand_shape %collapsed_10 [[0], [1, 2]] output_shape [16, 8, 8] : tensor<16x64xf32> into tensor<16x8x8xf32>
    %6 = tensor.empty() : tensor<8x16x8xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<16x8x8xf32>) outs(%6 : tensor<8x16x8xf32>) permutation = [1, 0, 2] 
    %collapsed_13 = tensor.collapse_shape %extracted_slice_8 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %expanded_14 = tensor.expand_shape %collapsed_13 [[0], [1, 2]] output_shape [16, 8, 8] : tensor<16x64xf32> into tensor<16x8x8xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<16x8x8xf32>) outs(%6 : tensor<8x16x8xf32>) permutation = [1, 0, 2] 
    %collapsed_16 = tensor.collapse_shape %extracted_slice_9 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %expanded_17 = tensor.expand_shape %collapsed_16 [[0], [1, 2]] output_shape [16, 8, 8] : tensor<16x64xf32> into tensor<16x8x8xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<16x8x8xf32>) outs(%6 : tensor<8x16x8xf32>) permutation = [1, 0, 2] 
    %expanded_19 = tensor.expand_shape %transposed_15 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %7 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<2x4x16x8xf32>) outs(%7 : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_21 = tensor.collapse_shape %transposed_20 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %8 = tensor.empty() : tensor<8x16x16xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %10 = linalg.batch_matmul ins(%transposed_12, %collapsed_21 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%9 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_22 = tensor.expand_shape %10 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %11 = tensor.empty() : tensor<2x4x16x16xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<2x4x16x16xf32>) outs(%11 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.truncf %cst_2 : f64 to f32
      %135 = arith.mulf %in, %134 : f32
      linalg.yield %135 : f32
    } -> tensor<2x4x16x16xf32>
    %13 = tensor.empty() : tensor<2x4x16xi64>
    %14 = linalg.fill ins(%c0_i64 : i64) outs(%13 : tensor<2x4x16xi64>) -> tensor<2x4x16xi64>
    %15 = tensor.empty() : tensor<2x4x16xf32>
    %16 = linalg.fill ins(%cst_0 : f32) outs(%15 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %17:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%12 : tensor<2x4x16x16xf32>) outs(%16, %14 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_70: i64):
      %134 = linalg.index 3 : index
      %135 = arith.index_cast %134 : index to i64
      %136 = arith.maximumf %in, %out : f32
      %137 = arith.cmpf ogt, %in, %out : f32
      %138 = arith.select %137, %135, %out_70 : i64
      linalg.yield %136, %138 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_23 = tensor.expand_shape %17#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %expanded_23 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%11 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.subf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<2x4x16x16xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<2x4x16x16xf32>) outs(%11 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = math.exp %in : f32
      linalg.yield %134 : f32
    } -> tensor<2x4x16x16xf32>
    %20 = tensor.empty() : tensor<2x4x16x1xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%19 : tensor<2x4x16x16xf32>) outs(%21 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.addf %in, %out : f32
      linalg.yield %134 : f32
    } -> tensor<2x4x16x1xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %22 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%11 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.divf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_24 = tensor.collapse_shape %23 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%6 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %25 = linalg.batch_matmul ins(%collapsed_24, %transposed_18 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%24 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_25 = tensor.expand_shape %25 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %26 = tensor.empty() : tensor<16x2x4x8xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<2x4x16x8xf32>) outs(%26 : tensor<16x2x4x8xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_27 = tensor.collapse_shape %transposed_26 [[0, 1], [2, 3]] : tensor<16x2x4x8xf32> into tensor<32x32xf32>
    %27 = tensor.empty() : tensor<32x32xf32>
    %transposed_28 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) permutation = [1, 0] 
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %29 = linalg.matmul ins(%collapsed_27, %transposed_28 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<32xf32>) outs(%27 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%29, %30 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.addf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<32x32xf32>
    %expanded_29 = tensor.expand_shape %31 [[0, 1], [2]] output_shape [16, 2, 32] : tensor<32x32xf32> into tensor<16x2x32xf32>
    %32 = tensor.empty() : tensor<16x2x32xf32>
    %33 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_29 : tensor<16x2x32xf32>, tensor<16x2x32xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.addf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %34 = tensor.empty() : tensor<16x2x32xf64>
    %35 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<16x2x32xf32>) outs(%34 : tensor<16x2x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %134 = arith.extf %in : f32 to f64
      linalg.yield %134 : f64
    } -> tensor<16x2x32xf64>
    %36 = tensor.empty() : tensor<16x2x1xf64>
    %37 = linalg.fill ins(%cst_1 : f64) outs(%36 : tensor<16x2x1xf64>) -> tensor<16x2x1xf64>
    %38 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%35 : tensor<16x2x32xf64>) outs(%37 : tensor<16x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.addf %in, %out : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x1xf64>
    %39 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<16x2x1xf64>) outs(%36 : tensor<16x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.divf %in, %cst_4 : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x1xf64>
    %40 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %39 : tensor<16x2x32xf64>, tensor<16x2x1xf64>) outs(%34 : tensor<16x2x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %134 = arith.subf %in, %in_70 : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x32xf64>
    %41 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %40 : tensor<16x2x32xf64>, tensor<16x2x32xf64>) outs(%34 : tensor<16x2x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %134 = arith.mulf %in, %in_70 : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x32xf64>
    %42 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%41 : tensor<16x2x32xf64>) outs(%37 : tensor<16x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.addf %in, %out : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x1xf64>
    %43 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<16x2x1xf64>) outs(%36 : tensor<16x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.divf %in, %cst_4 : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x1xf64>
    %44 = tensor.empty() : tensor<16x2x1xf32>
    %45 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<16x2x1xf64>) outs(%44 : tensor<16x2x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %134 = arith.truncf %in : f64 to f32
      linalg.yield %134 : f32
    } -> tensor<16x2x1xf32>
    %46 = linalg.fill ins(%cst : f32) outs(%44 : tensor<16x2x1xf32>) -> tensor<16x2x1xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%33 : tensor<16x2x32xf32>) outs(%46 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.addf %in, %out : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x1xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<16x2x1xf32>) outs(%44 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.divf %in, %cst_5 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x1xf32>
    %49 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<16x2x1xf32>) outs(%44 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.truncf %cst_3 : f64 to f32
      %135 = arith.addf %in, %134 : f32
      linalg.yield %135 : f32
    } -> tensor<16x2x1xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<16x2x1xf32>) outs(%44 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = math.rsqrt %in : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x1xf32>
    %51 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %48 : tensor<16x2x32xf32>, tensor<16x2x1xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.subf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %50 : tensor<16x2x32xf32>, tensor<16x2x1xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.mulf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %53 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %arg9 : tensor<16x2x32xf32>, tensor<32xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.mulf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %arg10 : tensor<16x2x32xf32>, tensor<32xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.addf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %collapsed_30 = tensor.collapse_shape %54 [[0, 1], [2]] : tensor<16x2x32xf32> into tensor<32x32xf32>
    %transposed_31 = linalg.transpose ins(%arg5 : tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) permutation = [1, 0] 
    %55 = linalg.matmul ins(%collapsed_30, %transposed_31 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<32xf32>) outs(%27 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%55, %56 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.addf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<32x32xf32>
    %expanded_32 = tensor.expand_shape %57 [[0, 1], [2]] output_shape [16, 2, 32] : tensor<32x32xf32> into tensor<16x2x32xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<16x2x32xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.cmpf ugt, %in, %cst : f32
      %135 = arith.select %134, %in, %cst : f32
      linalg.yield %135 : f32
    } -> tensor<16x2x32xf32>
    %collapsed_33 = tensor.collapse_shape %58 [[0, 1], [2]] : tensor<16x2x32xf32> into tensor<32x32xf32>
    %transposed_34 = linalg.transpose ins(%arg7 : tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) permutation = [1, 0] 
    %59 = linalg.matmul ins(%collapsed_33, %transposed_34 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%27 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%59, %60 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.addf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<32x32xf32>
    %expanded_35 = tensor.expand_shape %61 [[0, 1], [2]] output_shape [16, 2, 32] : tensor<32x32xf32> into tensor<16x2x32xf32>
    %62 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %expanded_35 : tensor<16x2x32xf32>, tensor<16x2x32xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.addf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %63 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<16x2x32xf32>) outs(%34 : tensor<16x2x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %134 = arith.extf %in : f32 to f64
      linalg.yield %134 : f64
    } -> tensor<16x2x32xf64>
    %64 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%63 : tensor<16x2x32xf64>) outs(%37 : tensor<16x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.addf %in, %out : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x1xf64>
    %65 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<16x2x1xf64>) outs(%36 : tensor<16x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.divf %in, %cst_4 : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x1xf64>
    %66 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %65 : tensor<16x2x32xf64>, tensor<16x2x1xf64>) outs(%34 : tensor<16x2x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %134 = arith.subf %in, %in_70 : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x32xf64>
    %67 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %66 : tensor<16x2x32xf64>, tensor<16x2x32xf64>) outs(%34 : tensor<16x2x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %134 = arith.mulf %in, %in_70 : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x32xf64>
    %68 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<16x2x32xf64>) outs(%37 : tensor<16x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.addf %in, %out : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x1xf64>
    %69 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<16x2x1xf64>) outs(%36 : tensor<16x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.divf %in, %cst_4 : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x1xf64>
    %70 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<16x2x1xf64>) outs(%44 : tensor<16x2x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %134 = arith.truncf %in : f64 to f32
      linalg.yield %134 : f32
    } -> tensor<16x2x1xf32>
    %71 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%62 : tensor<16x2x32xf32>) outs(%46 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.addf %in, %out : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x1xf32>
    %72 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<16x2x1xf32>) outs(%44 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.divf %in, %cst_5 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x1xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<16x2x1xf32>) outs(%44 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.truncf %cst_3 : f64 to f32
      %135 = arith.addf %in, %134 : f32
      linalg.yield %135 : f32
    } -> tensor<16x2x1xf32>
    %74 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<16x2x1xf32>) outs(%44 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = math.rsqrt %in : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x1xf32>
    %75 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %72 : tensor<16x2x32xf32>, tensor<16x2x1xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.subf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %76 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %74 : tensor<16x2x32xf32>, tensor<16x2x1xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.mulf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %77 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %arg11 : tensor<16x2x32xf32>, tensor<32xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.mulf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %78 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %arg12 : tensor<16x2x32xf32>, tensor<32xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.addf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %collapsed_36 = tensor.collapse_shape %78 [[0, 1], [2]] : tensor<16x2x32xf32> into tensor<32x32xf32>
    %transposed_37 = linalg.transpose ins(%arg13 : tensor<96x32xf32>) outs(%0 : tensor<32x96xf32>) permutation = [1, 0] 
    %79 = linalg.matmul ins(%collapsed_36, %transposed_37 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%1 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<96xf32>) outs(%0 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%79, %80 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%0 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.addf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<32x96xf32>
    %expanded_38 = tensor.expand_shape %81 [[0, 1, 2], [3, 4]] output_shape [1, 16, 2, 3, 32] : tensor<32x96xf32> into tensor<1x16x2x3x32xf32>
    %transposed_39 = linalg.transpose ins(%expanded_38 : tensor<1x16x2x3x32xf32>) outs(%5 : tensor<3x16x2x1x32xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_40 = tensor.collapse_shape %transposed_39 [[0], [1], [2, 3], [4]] : tensor<3x16x2x1x32xf32> into tensor<3x16x2x32xf32>
    %extracted_slice_41 = tensor.extract_slice %collapsed_40[0, 0, 0, 0] [1, 16, 2, 32] [1, 1, 1, 1] : tensor<3x16x2x32xf32> to tensor<1x16x2x32xf32>
    %extracted_slice_42 = tensor.extract_slice %collapsed_40[1, 0, 0, 0] [1, 16, 2, 32] [1, 1, 1, 1] : tensor<3x16x2x32xf32> to tensor<1x16x2x32xf32>
    %extracted_slice_43 = tensor.extract_slice %collapsed_40[2, 0, 0, 0] [1, 16, 2, 32] [1, 1, 1, 1] : tensor<3x16x2x32xf32> to tensor<1x16x2x32xf32>
    %collapsed_44 = tensor.collapse_shape %extracted_slice_41 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %expanded_45 = tensor.expand_shape %collapsed_44 [[0], [1, 2]] output_shape [16, 8, 8] : tensor<16x64xf32> into tensor<16x8x8xf32>
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<16x8x8xf32>) outs(%6 : tensor<8x16x8xf32>) permutation = [1, 0, 2] 
    %collapsed_47 = tensor.collapse_shape %extracted_slice_42 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %expanded_48 = tensor.expand_shape %collapsed_47 [[0], [1, 2]] output_shape [16, 8, 8] : tensor<16x64xf32> into tensor<16x8x8xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<16x8x8xf32>) outs(%6 : tensor<8x16x8xf32>) permutation = [1, 0, 2] 
    %collapsed_50 = tensor.collapse_shape %extracted_slice_43 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %expanded_51 = tensor.expand_shape %collapsed_50 [[0], [1, 2]] output_shape [16, 8, 8] : tensor<16x64xf32> into tensor<16x8x8xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<16x8x8xf32>) outs(%6 : tensor<8x16x8xf32>) permutation = [1, 0, 2] 
    %expanded_53 = tensor.expand_shape %transposed_49 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<2x4x16x8xf32>) outs(%7 : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_55 = tensor.collapse_shape %transposed_54 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %82 = linalg.batch_matmul ins(%transposed_46, %collapsed_55 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%9 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_56 = tensor.expand_shape %82 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %83 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<2x4x16x16xf32>) outs(%11 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.truncf %cst_2 : f64 to f32
      %135 = arith.mulf %in, %134 : f32
      linalg.yield %135 : f32
    } -> tensor<2x4x16x16xf32>
    %84:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%83 : tensor<2x4x16x16xf32>) outs(%16, %14 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_70: i64):
      %134 = linalg.index 3 : index
      %135 = arith.index_cast %134 : index to i64
      %136 = arith.maximumf %in, %out : f32
      %137 = arith.cmpf ogt, %in, %out : f32
      %138 = arith.select %137, %135, %out_70 : i64
      linalg.yield %136, %138 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_57 = tensor.expand_shape %84#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %85 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_57 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%11 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.subf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<2x4x16x16xf32>
    %86 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<2x4x16x16xf32>) outs(%11 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = math.exp %in : f32
      linalg.yield %134 : f32
    } -> tensor<2x4x16x16xf32>
    %87 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<2x4x16x16xf32>) outs(%21 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.addf %in, %out : f32
      linalg.yield %134 : f32
    } -> tensor<2x4x16x1xf32>
    %88 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %87 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%11 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.divf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_58 = tensor.collapse_shape %88 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %89 = linalg.batch_matmul ins(%collapsed_58, %transposed_52 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%24 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_59 = tensor.expand_shape %89 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<2x4x16x8xf32>) outs(%26 : tensor<16x2x4x8xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_61 = tensor.collapse_shape %transposed_60 [[0, 1], [2, 3]] : tensor<16x2x4x8xf32> into tensor<32x32xf32>
    %transposed_62 = linalg.transpose ins(%arg15 : tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) permutation = [1, 0] 
    %90 = linalg.matmul ins(%collapsed_61, %transposed_62 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<32xf32>) outs(%27 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%90, %91 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.addf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<32x32xf32>
    %expanded_63 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [16, 2, 32] : tensor<32x32xf32> into tensor<16x2x32xf32>
    %93 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %expanded_63 : tensor<16x2x32xf32>, tensor<16x2x32xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.addf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %94 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<16x2x32xf32>) outs(%34 : tensor<16x2x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %134 = arith.extf %in : f32 to f64
      linalg.yield %134 : f64
    } -> tensor<16x2x32xf64>
    %95 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%94 : tensor<16x2x32xf64>) outs(%37 : tensor<16x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.addf %in, %out : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x1xf64>
    %96 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<16x2x1xf64>) outs(%36 : tensor<16x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.divf %in, %cst_4 : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x1xf64>
    %97 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %96 : tensor<16x2x32xf64>, tensor<16x2x1xf64>) outs(%34 : tensor<16x2x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %134 = arith.subf %in, %in_70 : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x32xf64>
    %98 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %97 : tensor<16x2x32xf64>, tensor<16x2x32xf64>) outs(%34 : tensor<16x2x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %134 = arith.mulf %in, %in_70 : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x32xf64>
    %99 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<16x2x32xf64>) outs(%37 : tensor<16x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.addf %in, %out : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x1xf64>
    %100 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<16x2x1xf64>) outs(%36 : tensor<16x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.divf %in, %cst_4 : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x1xf64>
    %101 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<16x2x1xf64>) outs(%44 : tensor<16x2x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %134 = arith.truncf %in : f64 to f32
      linalg.yield %134 : f32
    } -> tensor<16x2x1xf32>
    %102 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<16x2x32xf32>) outs(%46 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.addf %in, %out : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x1xf32>
    %103 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<16x2x1xf32>) outs(%44 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.divf %in, %cst_5 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x1xf32>
    %104 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<16x2x1xf32>) outs(%44 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.truncf %cst_3 : f64 to f32
      %135 = arith.addf %in, %134 : f32
      linalg.yield %135 : f32
    } -> tensor<16x2x1xf32>
    %105 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<16x2x1xf32>) outs(%44 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = math.rsqrt %in : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x1xf32>
    %106 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %103 : tensor<16x2x32xf32>, tensor<16x2x1xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.subf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %107 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %105 : tensor<16x2x32xf32>, tensor<16x2x1xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.mulf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %108 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %arg21 : tensor<16x2x32xf32>, tensor<32xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.mulf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %109 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %arg22 : tensor<16x2x32xf32>, tensor<32xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.addf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %collapsed_64 = tensor.collapse_shape %109 [[0, 1], [2]] : tensor<16x2x32xf32> into tensor<32x32xf32>
    %transposed_65 = linalg.transpose ins(%arg17 : tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) permutation = [1, 0] 
    %110 = linalg.matmul ins(%collapsed_64, %transposed_65 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<32xf32>) outs(%27 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%110, %111 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.addf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<32x32xf32>
    %expanded_66 = tensor.expand_shape %112 [[0, 1], [2]] output_shape [16, 2, 32] : tensor<32x32xf32> into tensor<16x2x32xf32>
    %113 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<16x2x32xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.cmpf ugt, %in, %cst : f32
      %135 = arith.select %134, %in, %cst : f32
      linalg.yield %135 : f32
    } -> tensor<16x2x32xf32>
    %collapsed_67 = tensor.collapse_shape %113 [[0, 1], [2]] : tensor<16x2x32xf32> into tensor<32x32xf32>
    %transposed_68 = linalg.transpose ins(%arg19 : tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) permutation = [1, 0] 
    %114 = linalg.matmul ins(%collapsed_67, %transposed_68 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<32xf32>) outs(%27 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%114, %115 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.addf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<32x32xf32>
    %expanded_69 = tensor.expand_shape %116 [[0, 1], [2]] output_shape [16, 2, 32] : tensor<32x32xf32> into tensor<16x2x32xf32>
    %117 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %expanded_69 : tensor<16x2x32xf32>, tensor<16x2x32xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.addf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<16x2x32xf32>) outs(%34 : tensor<16x2x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %134 = arith.extf %in : f32 to f64
      linalg.yield %134 : f64
    } -> tensor<16x2x32xf64>
    %119 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%118 : tensor<16x2x32xf64>) outs(%37 : tensor<16x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.addf %in, %out : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x1xf64>
    %120 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<16x2x1xf64>) outs(%36 : tensor<16x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.divf %in, %cst_4 : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x1xf64>
    %121 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %120 : tensor<16x2x32xf64>, tensor<16x2x1xf64>) outs(%34 : tensor<16x2x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %134 = arith.subf %in, %in_70 : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x32xf64>
    %122 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %121 : tensor<16x2x32xf64>, tensor<16x2x32xf64>) outs(%34 : tensor<16x2x32xf64>) {
    ^bb0(%in: f64, %in_70: f64, %out: f64):
      %134 = arith.mulf %in, %in_70 : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x32xf64>
    %123 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%122 : tensor<16x2x32xf64>) outs(%37 : tensor<16x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.addf %in, %out : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x1xf64>
    %124 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<16x2x1xf64>) outs(%36 : tensor<16x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.divf %in, %cst_4 : f64
      linalg.yield %134 : f64
    } -> tensor<16x2x1xf64>
    %125 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<16x2x1xf64>) outs(%44 : tensor<16x2x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %134 = arith.truncf %in : f64 to f32
      linalg.yield %134 : f32
    } -> tensor<16x2x1xf32>
    %126 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%117 : tensor<16x2x32xf32>) outs(%46 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.addf %in, %out : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x1xf32>
    %127 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<16x2x1xf32>) outs(%44 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.divf %in, %cst_5 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x1xf32>
    %128 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<16x2x1xf32>) outs(%44 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.truncf %cst_3 : f64 to f32
      %135 = arith.addf %in, %134 : f32
      linalg.yield %135 : f32
    } -> tensor<16x2x1xf32>
    %129 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<16x2x1xf32>) outs(%44 : tensor<16x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = math.rsqrt %in : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x1xf32>
    %130 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %127 : tensor<16x2x32xf32>, tensor<16x2x1xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.subf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %131 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %129 : tensor<16x2x32xf32>, tensor<16x2x1xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.mulf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %132 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %arg23 : tensor<16x2x32xf32>, tensor<32xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.mulf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    %133 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %arg24 : tensor<16x2x32xf32>, tensor<32xf32>) outs(%32 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %134 = arith.addf %in, %in_70 : f32
      linalg.yield %134 : f32
    } -> tensor<16x2x32xf32>
    return %133 : tensor<16x2x32xf32>
  }
}
