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
#map10 = affine_map<(d0, d1, d2) -> (d2)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1) -> (d1)>
#map13 = affine_map<(d0, d1) -> (d0, d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  dist.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func @forward(%arg0: tensor<2x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg1: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<96x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg7: tensor<96xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg8: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg9: tensor<32xf32>, %arg10: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg11: tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg12: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<96x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg19: tensor<96xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg20: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg21: tensor<32xf32>, %arg22: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg23: tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg24: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<1xf32>, %arg29: tensor<1xf32>) -> (tensor<2x8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>}) {
    %c0_i64 = arith.constant 0 : i64
    %c128 = arith.constant 128 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant 0.35355339059327379 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %true = arith.constant true
    %cst_9 = arith.constant 3.200000e+01 : f64
    %cst_10 = arith.constant 3.200000e+01 : f32
    %cst_11 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<2x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %165 = arith.index_cast %in : i64 to index
      %166 = linalg.index 2 : index
      %167 = arith.cmpi slt, %165, %c128 : index
      cf.assert %167, "index must be smaller than dim size"
      %168 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %168, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%165, %166] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %165 = linalg.index 0 : index
      %166 = arith.index_cast %165 : index to i64
      linalg.yield %166 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %165 = linalg.index 0 : index
      %166 = arith.index_cast %165 : index to i64
      linalg.yield %166 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_12 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_13 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %6 = tensor.empty() : tensor<1x1x8x8xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %expanded_12 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%6 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_88: i64, %out: i1):
      %165 = arith.cmpi sle, %in, %in_88 : i64
      linalg.yield %165 : i1
    } -> tensor<1x1x8x8xi1>
    %8 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %7 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%6 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_88: i1, %out: i1):
      %165 = arith.andi %in, %in_88 : i1
      linalg.yield %165 : i1
    } -> tensor<1x1x8x8xi1>
    %9 = tensor.empty() : tensor<2x1x1x8xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_13 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%9 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_88: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x1x1x8xi1>
    %11 = tensor.empty() : tensor<2x1x8x8xi1>
    %12 = linalg.generic {indexing_maps = [#map9, #map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%11 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_88: i1, %out: i1):
      %165 = arith.andi %in, %in_88 : i1
      linalg.yield %165 : i1
    } -> tensor<2x1x8x8xi1>
    %13 = tensor.empty() : tensor<2x1x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %cst_5, %cst_4 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_88: f32, %in_89: f32, %out: f32):
      %165 = arith.select %in, %in_88, %in_89 : f32
      linalg.yield %165 : f32
    } -> tensor<2x1x8x8xf32>
    %expanded_14 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %15 = tensor.empty() : tensor<1x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<1x8x1xi64>) outs(%15 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %165 = arith.sitofp %in : i64 to f32
      linalg.yield %165 : f32
    } -> tensor<1x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %arg28 : tensor<1x8x1xf32>, tensor<1xf32>) outs(%15 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.mulf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<1x8x1xf32>
    %concat = tensor.concat dim(2) %17, %17 : (tensor<1x8x1xf32>, tensor<1x8x1xf32>) -> tensor<1x8x2xf32>
    %18 = tensor.empty() : tensor<1x8x2xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x2xf32>) outs(%18 : tensor<1x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = math.cos %in : f32
      linalg.yield %165 : f32
    } -> tensor<1x8x2xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x2xf32>) outs(%18 : tensor<1x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = math.sin %in : f32
      linalg.yield %165 : f32
    } -> tensor<1x8x2xf32>
    %21 = tensor.empty() : tensor<2x8x32xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %165 = arith.extf %in : f32 to f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %23 = tensor.empty() : tensor<2x8x1xf64>
    %24 = linalg.fill ins(%cst : f64) outs(%23 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x8x32xf64>) outs(%24 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.addf %in, %out : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf64>) outs(%23 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.divf %in, %cst_9 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %27 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %26 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_88: f64, %out: f64):
      %165 = arith.subf %in, %in_88 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %28 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %27 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_88: f64, %out: f64):
      %165 = arith.mulf %in, %in_88 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %29 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%28 : tensor<2x8x32xf64>) outs(%24 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.addf %in, %out : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x8x1xf64>) outs(%23 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.divf %in, %cst_9 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %31 = tensor.empty() : tensor<2x8x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x8x1xf64>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %165 = arith.truncf %in : f64 to f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %33 = linalg.fill ins(%cst_0 : f32) outs(%31 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x8x32xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.addf %in, %out : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.divf %in, %cst_10 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.truncf %cst_8 : f64 to f32
      %166 = arith.addf %in, %165 : f32
      linalg.yield %166 : f32
    } -> tensor<2x8x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = math.rsqrt %in : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %35 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.subf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %37 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.mulf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %arg2 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.mulf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %arg3 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %collapsed = tensor.collapse_shape %41 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %42 = tensor.empty() : tensor<32x96xf32>
    %transposed = linalg.transpose ins(%arg6 : tensor<96x32xf32>) outs(%42 : tensor<32x96xf32>) permutation = [1, 0] 
    %43 = tensor.empty() : tensor<16x96xf32>
    %44 = linalg.fill ins(%cst_0 : f32) outs(%43 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %45 = linalg.matmul ins(%collapsed, %transposed : tensor<16x32xf32>, tensor<32x96xf32>) outs(%44 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %46 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<96xf32>) outs(%43 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x96xf32>
    %47 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%45, %46 : tensor<16x96xf32>, tensor<16x96xf32>) outs(%43 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<16x96xf32>
    %expanded_15 = tensor.expand_shape %47 [[0, 1], [2, 3]] output_shape [2, 8, 4, 24] : tensor<16x96xf32> into tensor<2x8x4x24xf32>
    %48 = tensor.empty() : tensor<2x4x8x24xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x8x4x24xf32>) outs(%48 : tensor<2x4x8x24xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice = tensor.extract_slice %transposed_16[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_17 = tensor.extract_slice %transposed_16[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_18 = tensor.extract_slice %transposed_16[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %expanded_19 = tensor.expand_shape %19 [[0], [1, 2], [3]] output_shape [1, 1, 8, 2] : tensor<1x8x2xf32> into tensor<1x1x8x2xf32>
    %expanded_20 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 8, 2] : tensor<1x8x2xf32> into tensor<1x1x8x2xf32>
    %extracted_slice_21 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_22 = tensor.extract_slice %extracted_slice[0, 0, 0, 2] [2, 4, 8, 6] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x6xf32>
    %extracted_slice_23 = tensor.extract_slice %extracted_slice_17[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_24 = tensor.extract_slice %extracted_slice_17[0, 0, 0, 2] [2, 4, 8, 6] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x6xf32>
    %49 = tensor.empty() : tensor<2x4x8x2xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21, %expanded_19 : tensor<2x4x8x2xf32>, tensor<1x1x8x2xf32>) outs(%49 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.mulf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x2xf32>
    %extracted_slice_25 = tensor.extract_slice %extracted_slice_21[0, 0, 0, 0] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %extracted_slice_26 = tensor.extract_slice %extracted_slice_21[0, 0, 0, 1] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %51 = tensor.empty() : tensor<2x4x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_26 : tensor<2x4x8x1xf32>) outs(%51 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.negf %in : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x1xf32>
    %concat_27 = tensor.concat dim(3) %52, %extracted_slice_25 : (tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x2xf32>
    %53 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_27, %expanded_20 : tensor<2x4x8x2xf32>, tensor<1x1x8x2xf32>) outs(%49 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.mulf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x2xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %53 : tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) outs(%49 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x2xf32>
    %55 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_23, %expanded_19 : tensor<2x4x8x2xf32>, tensor<1x1x8x2xf32>) outs(%49 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.mulf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x2xf32>
    %extracted_slice_28 = tensor.extract_slice %extracted_slice_23[0, 0, 0, 0] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %extracted_slice_29 = tensor.extract_slice %extracted_slice_23[0, 0, 0, 1] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29 : tensor<2x4x8x1xf32>) outs(%51 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.negf %in : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x1xf32>
    %concat_30 = tensor.concat dim(3) %56, %extracted_slice_28 : (tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x2xf32>
    %57 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_30, %expanded_20 : tensor<2x4x8x2xf32>, tensor<1x1x8x2xf32>) outs(%49 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.mulf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x2xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %57 : tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) outs(%49 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x2xf32>
    %concat_31 = tensor.concat dim(3) %54, %extracted_slice_22 : (tensor<2x4x8x2xf32>, tensor<2x4x8x6xf32>) -> tensor<2x4x8x8xf32>
    %concat_32 = tensor.concat dim(3) %58, %extracted_slice_24 : (tensor<2x4x8x2xf32>, tensor<2x4x8x6xf32>) -> tensor<2x4x8x8xf32>
    %59 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed_33 = linalg.transpose ins(%concat_32 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_34 = tensor.collapse_shape %concat_31 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_35 = tensor.collapse_shape %transposed_33 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %60 = tensor.empty() : tensor<8x8x8xf32>
    %61 = linalg.fill ins(%cst_0 : f32) outs(%60 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %62 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%61 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_36 = tensor.expand_shape %62 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %63 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.truncf %cst_7 : f64 to f32
      %166 = arith.mulf %in, %165 : f32
      linalg.yield %166 : f32
    } -> tensor<2x4x8x8xf32>
    %64 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %14 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%59 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x8xf32>
    %65 = tensor.empty() : tensor<2x4x8xi64>
    %66 = linalg.fill ins(%c0_i64 : i64) outs(%65 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %67 = tensor.empty() : tensor<2x4x8xf32>
    %68 = linalg.fill ins(%cst_1 : f32) outs(%67 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %69:2 = linalg.generic {indexing_maps = [#map5, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<2x4x8x8xf32>) outs(%68, %66 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_88: i64):
      %165 = linalg.index 3 : index
      %166 = arith.index_cast %165 : index to i64
      %167 = arith.maximumf %in, %out : f32
      %168 = arith.cmpf ogt, %in, %out : f32
      %169 = arith.select %168, %166, %out_88 : i64
      linalg.yield %167, %169 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_37 = tensor.expand_shape %69#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_37 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%59 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.subf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x8xf32>
    %71 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = math.exp %in : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x8xf32>
    %72 = linalg.fill ins(%cst_0 : f32) outs(%51 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%71 : tensor<2x4x8x8xf32>) outs(%72 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.addf %in, %out : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %73 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%59 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.divf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_38 = tensor.collapse_shape %74 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_39 = tensor.collapse_shape %extracted_slice_18 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %75 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%61 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_40 = tensor.expand_shape %75 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %76 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<2x4x8x8xf32>) outs(%76 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_42 = tensor.collapse_shape %transposed_41 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %77 = tensor.empty() : tensor<32x32xf32>
    %transposed_43 = linalg.transpose ins(%arg8 : tensor<32x32xf32>) outs(%77 : tensor<32x32xf32>) permutation = [1, 0] 
    %78 = tensor.empty() : tensor<16x32xf32>
    %79 = linalg.fill ins(%cst_0 : f32) outs(%78 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %80 = linalg.matmul ins(%collapsed_42, %transposed_43 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%79 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %81 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %82 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%80, %81 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<16x32xf32>
    %expanded_44 = tensor.expand_shape %82 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %arg4 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.mulf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %arg5 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_45 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %85 = tensor.empty() : tensor<32x64xf32>
    %transposed_46 = linalg.transpose ins(%arg10 : tensor<64x32xf32>) outs(%85 : tensor<32x64xf32>) permutation = [1, 0] 
    %86 = tensor.empty() : tensor<16x64xf32>
    %87 = linalg.fill ins(%cst_0 : f32) outs(%86 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %88 = linalg.matmul ins(%collapsed_45, %transposed_46 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%87 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %89 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%86 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %90 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%88, %89 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%86 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<16x64xf32>
    %expanded_47 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %91 = tensor.empty() : tensor<2x8x64xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<2x8x64xf32>) outs(%91 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.divf %in, %cst_11 : f32
      %166 = math.erf %165 : f32
      %167 = arith.addf %166, %cst_2 : f32
      %168 = arith.mulf %167, %cst_3 : f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_48 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %93 = tensor.empty() : tensor<64x32xf32>
    %transposed_49 = linalg.transpose ins(%arg12 : tensor<32x64xf32>) outs(%93 : tensor<64x32xf32>) permutation = [1, 0] 
    %94 = linalg.matmul ins(%collapsed_48, %transposed_49 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%79 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %95 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %96 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%94, %95 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<16x32xf32>
    %expanded_50 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50, %expanded_44 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %1 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x8x32xf32>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %165 = arith.extf %in : f32 to f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %100 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<2x8x32xf64>) outs(%24 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.addf %in, %out : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x1xf64>) outs(%23 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.divf %in, %cst_9 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %102 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %101 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_88: f64, %out: f64):
      %165 = arith.subf %in, %in_88 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %102 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_88: f64, %out: f64):
      %165 = arith.mulf %in, %in_88 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %104 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<2x8x32xf64>) outs(%24 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.addf %in, %out : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x8x1xf64>) outs(%23 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.divf %in, %cst_9 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x1xf64>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %165 = arith.truncf %in : f64 to f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x8x32xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.addf %in, %out : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.divf %in, %cst_10 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.truncf %cst_8 : f64 to f32
      %166 = arith.addf %in, %165 : f32
      linalg.yield %166 : f32
    } -> tensor<2x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = math.rsqrt %in : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %108 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.subf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %110 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.mulf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %arg14 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.mulf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %arg15 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_51 = tensor.collapse_shape %114 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_52 = linalg.transpose ins(%arg18 : tensor<96x32xf32>) outs(%42 : tensor<32x96xf32>) permutation = [1, 0] 
    %115 = linalg.matmul ins(%collapsed_51, %transposed_52 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%44 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %116 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<96xf32>) outs(%43 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x96xf32>
    %117 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%115, %116 : tensor<16x96xf32>, tensor<16x96xf32>) outs(%43 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<16x96xf32>
    %expanded_53 = tensor.expand_shape %117 [[0, 1], [2, 3]] output_shape [2, 8, 4, 24] : tensor<16x96xf32> into tensor<2x8x4x24xf32>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<2x8x4x24xf32>) outs(%48 : tensor<2x4x8x24xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice_55 = tensor.extract_slice %transposed_54[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_56 = tensor.extract_slice %transposed_54[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_57 = tensor.extract_slice %transposed_54[0, 0, 0, 16] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x24xf32> to tensor<2x4x8x8xf32>
    %extracted_slice_58 = tensor.extract_slice %extracted_slice_55[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_59 = tensor.extract_slice %extracted_slice_55[0, 0, 0, 2] [2, 4, 8, 6] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x6xf32>
    %extracted_slice_60 = tensor.extract_slice %extracted_slice_56[0, 0, 0, 0] [2, 4, 8, 2] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x2xf32>
    %extracted_slice_61 = tensor.extract_slice %extracted_slice_56[0, 0, 0, 2] [2, 4, 8, 6] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x6xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_58, %expanded_19 : tensor<2x4x8x2xf32>, tensor<1x1x8x2xf32>) outs(%49 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.mulf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x2xf32>
    %extracted_slice_62 = tensor.extract_slice %extracted_slice_58[0, 0, 0, 0] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %extracted_slice_63 = tensor.extract_slice %extracted_slice_58[0, 0, 0, 1] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %119 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_63 : tensor<2x4x8x1xf32>) outs(%51 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.negf %in : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x1xf32>
    %concat_64 = tensor.concat dim(3) %119, %extracted_slice_62 : (tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x2xf32>
    %120 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_64, %expanded_20 : tensor<2x4x8x2xf32>, tensor<1x1x8x2xf32>) outs(%49 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.mulf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x2xf32>
    %121 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %120 : tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) outs(%49 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x2xf32>
    %122 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_60, %expanded_19 : tensor<2x4x8x2xf32>, tensor<1x1x8x2xf32>) outs(%49 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.mulf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x2xf32>
    %extracted_slice_65 = tensor.extract_slice %extracted_slice_60[0, 0, 0, 0] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %extracted_slice_66 = tensor.extract_slice %extracted_slice_60[0, 0, 0, 1] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %123 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_66 : tensor<2x4x8x1xf32>) outs(%51 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.negf %in : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x1xf32>
    %concat_67 = tensor.concat dim(3) %123, %extracted_slice_65 : (tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x2xf32>
    %124 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_67, %expanded_20 : tensor<2x4x8x2xf32>, tensor<1x1x8x2xf32>) outs(%49 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.mulf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x2xf32>
    %125 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %124 : tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) outs(%49 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x2xf32>
    %concat_68 = tensor.concat dim(3) %121, %extracted_slice_59 : (tensor<2x4x8x2xf32>, tensor<2x4x8x6xf32>) -> tensor<2x4x8x8xf32>
    %concat_69 = tensor.concat dim(3) %125, %extracted_slice_61 : (tensor<2x4x8x2xf32>, tensor<2x4x8x6xf32>) -> tensor<2x4x8x8xf32>
    %transposed_70 = linalg.transpose ins(%concat_69 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_71 = tensor.collapse_shape %concat_68 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_72 = tensor.collapse_shape %transposed_70 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %126 = linalg.batch_matmul ins(%collapsed_71, %collapsed_72 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%61 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_73 = tensor.expand_shape %126 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_73 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.truncf %cst_7 : f64 to f32
      %166 = arith.mulf %in, %165 : f32
      linalg.yield %166 : f32
    } -> tensor<2x4x8x8xf32>
    %128 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %14 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%59 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x8xf32>
    %129:2 = linalg.generic {indexing_maps = [#map5, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%128 : tensor<2x4x8x8xf32>) outs(%68, %66 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_88: i64):
      %165 = linalg.index 3 : index
      %166 = arith.index_cast %165 : index to i64
      %167 = arith.maximumf %in, %out : f32
      %168 = arith.cmpf ogt, %in, %out : f32
      %169 = arith.select %168, %166, %out_88 : i64
      linalg.yield %167, %169 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_74 = tensor.expand_shape %129#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %expanded_74 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%59 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.subf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x8xf32>
    %131 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = math.exp %in : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x8xf32>
    %132 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%131 : tensor<2x4x8x8xf32>) outs(%72 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.addf %in, %out : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %132 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%59 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.divf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_75 = tensor.collapse_shape %133 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_76 = tensor.collapse_shape %extracted_slice_57 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %134 = linalg.batch_matmul ins(%collapsed_75, %collapsed_76 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%61 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_77 = tensor.expand_shape %134 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<2x4x8x8xf32>) outs(%76 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_79 = tensor.collapse_shape %transposed_78 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_80 = linalg.transpose ins(%arg20 : tensor<32x32xf32>) outs(%77 : tensor<32x32xf32>) permutation = [1, 0] 
    %135 = linalg.matmul ins(%collapsed_79, %transposed_80 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%79 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %136 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %137 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%135, %136 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<16x32xf32>
    %expanded_81 = tensor.expand_shape %137 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %arg16 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.mulf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %arg17 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_82 = tensor.collapse_shape %139 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_83 = linalg.transpose ins(%arg22 : tensor<64x32xf32>) outs(%85 : tensor<32x64xf32>) permutation = [1, 0] 
    %140 = linalg.matmul ins(%collapsed_82, %transposed_83 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%87 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %141 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<64xf32>) outs(%86 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %142 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%140, %141 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%86 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<16x64xf32>
    %expanded_84 = tensor.expand_shape %142 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84 : tensor<2x8x64xf32>) outs(%91 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.divf %in, %cst_11 : f32
      %166 = math.erf %165 : f32
      %167 = arith.addf %166, %cst_2 : f32
      %168 = arith.mulf %167, %cst_3 : f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_85 = tensor.collapse_shape %143 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_86 = linalg.transpose ins(%arg24 : tensor<32x64xf32>) outs(%93 : tensor<64x32xf32>) permutation = [1, 0] 
    %144 = linalg.matmul ins(%collapsed_85, %transposed_86 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%79 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %145 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %146 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%144, %145 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<16x32xf32>
    %expanded_87 = tensor.expand_shape %146 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87, %expanded_81 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %98 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x8x32xf32>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %165 = arith.extf %in : f32 to f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %150 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%149 : tensor<2x8x32xf64>) outs(%24 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.addf %in, %out : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x8x1xf64>) outs(%23 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.divf %in, %cst_9 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %152 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %151 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_88: f64, %out: f64):
      %165 = arith.subf %in, %in_88 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %153 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %152 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%21 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_88: f64, %out: f64):
      %165 = arith.mulf %in, %in_88 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %154 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%153 : tensor<2x8x32xf64>) outs(%24 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.addf %in, %out : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x8x1xf64>) outs(%23 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.divf %in, %cst_9 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x8x1xf64>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %165 = arith.truncf %in : f64 to f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<2x8x32xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.addf %in, %out : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.divf %in, %cst_10 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.truncf %cst_8 : f64 to f32
      %166 = arith.addf %in, %165 : f32
      linalg.yield %166 : f32
    } -> tensor<2x8x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = math.rsqrt %in : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %158 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.subf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %160 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.mulf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %arg26 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.mulf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %arg27 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_88: f32, %out: f32):
      %165 = arith.addf %in, %in_88 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    return %164 : tensor<2x8x32xf32>
  }
}
