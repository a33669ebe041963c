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
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  dist.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func @forward(%arg0: tensor<2x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg1: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<16x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x96xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"} blocks 3]>}, %arg6: tensor<96xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"} blocks 3]>}, %arg7: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x128xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg12: tensor<128xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg13: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x96xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"} blocks 3]>}, %arg18: tensor<96xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"} blocks 3]>}, %arg19: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x128xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg24: tensor<128xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg25: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>) -> (tensor<2x8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>}) {
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %c128 = arith.constant 128 : index
    %c16 = arith.constant 16 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.79788456080286541 : f64
    %cst_6 = arith.constant 4.471500e-02 : f64
    %cst_7 = arith.constant 0.35355339059327379 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %true = arith.constant true
    %cst_9 = arith.constant 3.200000e+01 : f64
    %cst_10 = arith.constant 3.200000e+01 : f32
    %cst_11 = arith.constant 5.000000e-01 : f32
    %cst_12 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %182 = arith.index_cast %in : i64 to index
      %183 = linalg.index 2 : index
      %184 = arith.cmpi slt, %182, %c128 : index
      cf.assert %184, "index must be smaller than dim size"
      %185 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %185, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%182, %183] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %182 = linalg.index 0 : index
      %183 = arith.index_cast %182 : index to i64
      linalg.yield %183 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<1x8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%4 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %182 = arith.index_cast %in : i64 to index
      %183 = linalg.index 2 : index
      %184 = arith.cmpi slt, %182, %c16 : index
      cf.assert %184, "index must be smaller than dim size"
      %185 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %185, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%182, %183] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %7 = tensor.empty() : tensor<2xi64>
    %8 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%7 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %182 = linalg.index 0 : index
      %183 = arith.index_cast %182 : index to i64
      linalg.yield %183 : i64
    } -> tensor<2xi64>
    %expanded_13 = tensor.expand_shape %8 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_14 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_15 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %9 = tensor.empty() : tensor<1x1x8x8xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %expanded_14 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%9 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_63: i64, %out: i1):
      %182 = arith.cmpi sle, %in, %in_63 : i64
      linalg.yield %182 : i1
    } -> tensor<1x1x8x8xi1>
    %11 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %10 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%9 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_63: i1, %out: i1):
      %182 = arith.andi %in, %in_63 : i1
      linalg.yield %182 : i1
    } -> tensor<1x1x8x8xi1>
    %12 = tensor.empty() : tensor<2x1x1x8xi1>
    %13 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %expanded_15 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%12 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_63: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x1x1x8xi1>
    %14 = tensor.empty() : tensor<2x1x8x8xi1>
    %15 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %13 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%14 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_63: i1, %out: i1):
      %182 = arith.andi %in, %in_63 : i1
      linalg.yield %182 : i1
    } -> tensor<2x1x8x8xi1>
    %16 = tensor.empty() : tensor<2x1x8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%16 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_63: f32, %in_64: f32, %out: f32):
      %182 = arith.select %in, %in_63, %in_64 : f32
      linalg.yield %182 : f32
    } -> tensor<2x1x8x8xf32>
    %18 = tensor.empty() : tensor<2x8x32xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %182 = arith.extf %in : f32 to f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %20 = tensor.empty() : tensor<2x8x1xf64>
    %21 = linalg.fill ins(%cst : f64) outs(%20 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %23 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %182 = arith.subf %in, %in_63 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %24 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %182 = arith.mulf %in, %in_63 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %26 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %28 = tensor.empty() : tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %182 = arith.truncf %in : f64 to f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %30 = linalg.fill ins(%cst_0 : f32) outs(%28 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_10 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_8 : f64 to f32
      %183 = arith.addf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.rsqrt %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %32 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.subf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %34 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.mulf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %arg3 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.mulf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %arg4 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %collapsed = tensor.collapse_shape %38 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %39 = tensor.empty() : tensor<16x96xf32>
    %40 = linalg.fill ins(%cst_0 : f32) outs(%39 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %41 = linalg.matmul ins(%collapsed, %arg5 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%40 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %42 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<96xf32>) outs(%39 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x96xf32>
    %43 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%41, %42 : tensor<16x96xf32>, tensor<16x96xf32>) outs(%39 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<16x96xf32>
    %expanded_16 = tensor.expand_shape %43 [[0, 1], [2]] output_shape [2, 8, 96] : tensor<16x96xf32> into tensor<2x8x96xf32>
    %extracted_slice = tensor.extract_slice %expanded_16[0, 0, 0] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_17 = tensor.extract_slice %expanded_16[0, 0, 32] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_18 = tensor.extract_slice %expanded_16[0, 0, 64] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %expanded_19 = tensor.expand_shape %extracted_slice_17 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %expanded_20 = tensor.expand_shape %extracted_slice_18 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %44 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed = linalg.transpose ins(%expanded_20 : tensor<2x8x4x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_21 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<2x8x4x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_23 = linalg.transpose ins(%expanded_19 : tensor<2x8x4x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_24 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_25 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %45 = tensor.empty() : tensor<8x8x8xf32>
    %46 = linalg.fill ins(%cst_0 : f32) outs(%45 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %47 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%46 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_26 = tensor.expand_shape %47 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_7 : f64 to f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x4x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map6, #map15, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %17 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %50 = tensor.empty() : tensor<2x4x8xi64>
    %51 = linalg.fill ins(%c0_i64 : i64) outs(%50 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %52 = tensor.empty() : tensor<2x4x8xf32>
    %53 = linalg.fill ins(%cst_1 : f32) outs(%52 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %54:2 = linalg.generic {indexing_maps = [#map6, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%49 : tensor<2x4x8x8xf32>) outs(%53, %51 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_63: i64):
      %182 = linalg.index 3 : index
      %183 = arith.index_cast %182 : index to i64
      %184 = arith.maximumf %in, %out : f32
      %185 = arith.cmpf ogt, %in, %out : f32
      %186 = arith.select %185, %183, %out_63 : i64
      linalg.yield %184, %186 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_27 = tensor.expand_shape %54#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_27 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.subf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %56 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.exp %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %57 = tensor.empty() : tensor<2x4x8x1xf32>
    %58 = linalg.fill ins(%cst_0 : f32) outs(%57 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %59 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<2x4x8x8xf32>) outs(%58 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x1xf32>
    %60 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.divf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_28 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_29 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %61 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%46 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_30 = tensor.expand_shape %61 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %62 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<2x4x8x8xf32>) outs(%62 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_32 = tensor.collapse_shape %transposed_31 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %63 = tensor.empty() : tensor<16x32xf32>
    %64 = linalg.fill ins(%cst_0 : f32) outs(%63 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %65 = linalg.matmul ins(%collapsed_32, %arg7 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%64 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %66 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%63 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %67 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%65, %66 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%63 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<16x32xf32>
    %expanded_33 = tensor.expand_shape %67 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33, %6 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %182 = arith.extf %in : f32 to f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %70 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %72 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %71 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %182 = arith.subf %in, %in_63 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %72 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %182 = arith.mulf %in, %in_63 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %74 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %182 = arith.truncf %in : f64 to f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_10 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_8 : f64 to f32
      %183 = arith.addf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.rsqrt %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %78 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.subf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %80 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.mulf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %arg9 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.mulf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %arg10 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_34 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %85 = tensor.empty() : tensor<16x128xf32>
    %86 = linalg.fill ins(%cst_0 : f32) outs(%85 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %87 = linalg.matmul ins(%collapsed_34, %arg11 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%86 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %88 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<128xf32>) outs(%85 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x128xf32>
    %89 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%87, %88 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%85 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<16x128xf32>
    %expanded_35 = tensor.expand_shape %89 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %90 = tensor.empty() : tensor<2x8x128xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.mulf %in, %cst_11 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_6 : f64 to f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x128xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35, %93 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_5 : f64 to f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x128xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.tanh %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %cst_12 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %97 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.mulf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_36 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %99 = linalg.matmul ins(%collapsed_36, %arg13 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%64 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %100 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<32xf32>) outs(%63 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %101 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%99, %100 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%63 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<16x32xf32>
    %expanded_37 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %expanded_37 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %182 = arith.extf %in : f32 to f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %104 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %105 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %182 = arith.subf %in, %in_63 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %106 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %182 = arith.mulf %in, %in_63 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %182 = arith.truncf %in : f64 to f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_10 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_8 : f64 to f32
      %183 = arith.addf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.rsqrt %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %112 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.subf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %114 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.mulf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %arg15 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.mulf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %arg16 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_38 = tensor.collapse_shape %118 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %119 = linalg.matmul ins(%collapsed_38, %arg17 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%40 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %120 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<96xf32>) outs(%39 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x96xf32>
    %121 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%119, %120 : tensor<16x96xf32>, tensor<16x96xf32>) outs(%39 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<16x96xf32>
    %expanded_39 = tensor.expand_shape %121 [[0, 1], [2]] output_shape [2, 8, 96] : tensor<16x96xf32> into tensor<2x8x96xf32>
    %extracted_slice_40 = tensor.extract_slice %expanded_39[0, 0, 0] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_41 = tensor.extract_slice %expanded_39[0, 0, 32] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_42 = tensor.extract_slice %expanded_39[0, 0, 64] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %expanded_43 = tensor.expand_shape %extracted_slice_41 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %expanded_44 = tensor.expand_shape %extracted_slice_42 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<2x8x4x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_46 = tensor.expand_shape %extracted_slice_40 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<2x8x4x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_48 = linalg.transpose ins(%expanded_43 : tensor<2x8x4x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_49 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_50 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %122 = linalg.batch_matmul ins(%collapsed_49, %collapsed_50 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%46 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_51 = tensor.expand_shape %122 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_7 : f64 to f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x4x8x8xf32>
    %124 = linalg.generic {indexing_maps = [#map6, #map15, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %17 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %125:2 = linalg.generic {indexing_maps = [#map6, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%124 : tensor<2x4x8x8xf32>) outs(%53, %51 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_63: i64):
      %182 = linalg.index 3 : index
      %183 = arith.index_cast %182 : index to i64
      %184 = arith.maximumf %in, %out : f32
      %185 = arith.cmpf ogt, %in, %out : f32
      %186 = arith.select %185, %183, %out_63 : i64
      linalg.yield %184, %186 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_52 = tensor.expand_shape %125#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %126 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_52 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.subf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.exp %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %128 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%127 : tensor<2x4x8x8xf32>) outs(%58 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x1xf32>
    %129 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %128 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.divf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_53 = tensor.collapse_shape %129 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_54 = tensor.collapse_shape %transposed_45 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %130 = linalg.batch_matmul ins(%collapsed_53, %collapsed_54 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%46 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_55 = tensor.expand_shape %130 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<2x4x8x8xf32>) outs(%62 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_57 = tensor.collapse_shape %transposed_56 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %131 = linalg.matmul ins(%collapsed_57, %arg19 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%64 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %132 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<32xf32>) outs(%63 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %133 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%131, %132 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%63 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<16x32xf32>
    %expanded_58 = tensor.expand_shape %133 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58, %102 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %182 = arith.extf %in : f32 to f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %136 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%135 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %138 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %137 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %182 = arith.subf %in, %in_63 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %138 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %182 = arith.mulf %in, %in_63 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %140 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%139 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %182 = arith.truncf %in : f64 to f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%134 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_10 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_8 : f64 to f32
      %183 = arith.addf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.rsqrt %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %144 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.subf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %146 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.mulf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %arg21 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.mulf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %arg22 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_59 = tensor.collapse_shape %150 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %151 = linalg.matmul ins(%collapsed_59, %arg23 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%86 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %152 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<128xf32>) outs(%85 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x128xf32>
    %153 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%151, %152 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%85 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<16x128xf32>
    %expanded_60 = tensor.expand_shape %153 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.mulf %in, %cst_11 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_6 : f64 to f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x128xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %156 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_5 : f64 to f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x128xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.tanh %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %cst_12 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %160 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%90 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.mulf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_61 = tensor.collapse_shape %161 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %162 = linalg.matmul ins(%collapsed_61, %arg25 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%64 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %163 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<32xf32>) outs(%63 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %164 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel", "parallel"]} ins(%162, %163 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%63 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<16x32xf32>
    %expanded_62 = tensor.expand_shape %164 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %expanded_62 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %182 = arith.extf %in : f32 to f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %167 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %169 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %168 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %182 = arith.subf %in, %in_63 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %170 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %169 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %182 = arith.mulf %in, %in_63 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x32xf64>
    %171 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%170 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<2x8x1xf64>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %182 = arith.truncf %in : f64 to f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%165 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_10 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_8 : f64 to f32
      %183 = arith.addf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<2x8x1xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.rsqrt %in : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %175 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.subf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %177 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.mulf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %arg27 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.mulf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %arg28 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %182 = arith.addf %in, %in_63 : f32
      linalg.yield %182 : f32
    } -> tensor<2x8x32xf32>
    return %181 : tensor<2x8x32xf32>
  }
}
