#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  dist.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func @forward(%arg0: tensor<2x16xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg1: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<16x32xf32>, %arg3: tensor<2x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg7: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg8: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg9: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg10: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg11: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg12: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg17: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg18: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg23: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg24: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg25: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg26: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg27: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg28: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg33: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg34: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>) -> (tensor<2x16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>}) {
    %c16 = arith.constant 16 : index
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant 0.35355339059327379 : f64
    %cst_7 = arith.constant 9.9999999999999998E-13 : f64
    %c0 = arith.constant 0 : index
    %cst_8 = arith.constant 3.200000e+01 : f64
    %cst_9 = arith.constant 3.200000e+01 : f32
    %cst_10 = arith.constant 1.41421354 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_11 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_1> : tensor<1x16xi64>
    %cst_12 = arith.constant dense_resource<torch_tensor_1_16_torch.int64> : tensor<1x16xi64>
    %0 = tensor.empty() : tensor<1x16xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<1x16xi64>) -> tensor<1x16xi64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_12 : tensor<1x16xi64>) outs(%1 : tensor<1x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %181 = arith.index_cast %in : i64 to index
      %182 = arith.cmpi slt, %181, %c16 : index
      cf.assert %182, "index must be smaller than dim size"
      %183 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %183, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_11[%c0, %181] : tensor<1x16xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x16xi64>
    %3 = tensor.empty() : tensor<2x16xi64>
    %collapsed = tensor.collapse_shape %2 [[0, 1]] : tensor<1x16xi64> into tensor<16xi64>
    %4 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<16xi64>) outs(%3 : tensor<2x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x16xi64>
    %5 = tensor.empty() : tensor<2x16x32xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x16xi64>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %181 = arith.index_cast %in : i64 to index
      %182 = linalg.index 2 : index
      %183 = arith.cmpi slt, %181, %c128 : index
      cf.assert %183, "index must be smaller than dim size"
      %184 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %184, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%181, %182] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x16xi64>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %181 = arith.index_cast %in : i64 to index
      %182 = linalg.index 2 : index
      %183 = arith.cmpi slt, %181, %c2 : index
      cf.assert %183, "index must be smaller than dim size"
      %184 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %184, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%181, %182] : tensor<2x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %7 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %9 = tensor.empty() : tensor<1x16x32xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_12 : tensor<1x16xi64>) outs(%9 : tensor<1x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %181 = arith.index_cast %in : i64 to index
      %182 = linalg.index 2 : index
      %183 = arith.cmpi slt, %181, %c16 : index
      cf.assert %183, "index must be smaller than dim size"
      %184 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %184, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%181, %182] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x32xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<2x16x32xf32>, tensor<1x16x32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %12 = tensor.empty() : tensor<2x16x32xf64>
    %13 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x16x32xf32>) outs(%12 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %181 = arith.extf %in : f32 to f64
      linalg.yield %181 : f64
    } -> tensor<2x16x32xf64>
    %14 = tensor.empty() : tensor<2x16x1xf64>
    %15 = linalg.fill ins(%cst : f64) outs(%14 : tensor<2x16x1xf64>) -> tensor<2x16x1xf64>
    %16 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<2x16x32xf64>) outs(%15 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x16x1xf64>) outs(%14 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_8 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %18 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %17 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%12 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %181 = arith.subf %in, %in_67 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x32xf64>
    %19 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %18 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%12 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %181 = arith.mulf %in, %in_67 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x32xf64>
    %20 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<2x16x32xf64>) outs(%15 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %21 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x16x1xf64>) outs(%14 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_8 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %22 = tensor.empty() : tensor<2x16x1xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x16x1xf64>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %181 = arith.truncf %in : f64 to f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%22 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x16x32xf32>) outs(%24 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.addf %in, %out : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x16x1xf32>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.divf %in, %cst_9 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x16x1xf32>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.truncf %cst_7 : f64 to f32
      %182 = arith.addf %in, %181 : f32
      linalg.yield %182 : f32
    } -> tensor<2x16x1xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x16x1xf32>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = math.rsqrt %in : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %26 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.subf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %28 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.mulf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %arg4 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.mulf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %arg5 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %33 = tensor.empty() : tensor<16xi64>
    %34 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel"]} outs(%33 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %181 = linalg.index 0 : index
      %182 = arith.index_cast %181 : index to i64
      linalg.yield %182 : i64
    } -> tensor<16xi64>
    %expanded = tensor.expand_shape %34 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %35 = tensor.empty() : tensor<1x1x16x1xi1>
    %36 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x16x1xi64>) outs(%35 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %181 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %181 : i1
    } -> tensor<1x1x16x1xi1>
    %37 = tensor.empty() : tensor<2x1x16x16xi1>
    %collapsed_13 = tensor.collapse_shape %36 [[0, 1], [2, 3]] : tensor<1x1x16x1xi1> into tensor<1x16xi1>
    %38 = linalg.generic {indexing_maps = [#map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_13 : tensor<1x16xi1>) outs(%37 : tensor<2x1x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x1x16x16xi1>
    %39 = tensor.empty() : tensor<2x1x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map8, #map10, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %cst_5, %cst_4 : tensor<2x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%39 : tensor<2x1x16x16xf32>) {
    ^bb0(%in: i1, %in_67: f32, %in_68: f32, %out: f32):
      %181 = arith.select %in, %in_67, %in_68 : f32
      linalg.yield %181 : f32
    } -> tensor<2x1x16x16xf32>
    %collapsed_14 = tensor.collapse_shape %32 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %41 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) permutation = [1, 0] 
    %42 = linalg.fill ins(%cst_0 : f32) outs(%41 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %43 = linalg.matmul ins(%collapsed_14, %transposed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%42 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%43, %44 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<32x32xf32>
    %expanded_15 = tensor.expand_shape %45 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf32> into tensor<2x16x4x8xf32>
    %46 = tensor.empty() : tensor<2x4x16x8xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x16x4x8xf32>) outs(%46 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%arg8 : tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) permutation = [1, 0] 
    %47 = linalg.matmul ins(%collapsed_14, %transposed_17 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%42 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%47, %48 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<32x32xf32>
    %expanded_18 = tensor.expand_shape %49 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf32> into tensor<2x16x4x8xf32>
    %transposed_19 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) permutation = [1, 0] 
    %50 = linalg.matmul ins(%collapsed_14, %transposed_19 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%42 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%50, %51 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<32x32xf32>
    %expanded_20 = tensor.expand_shape %52 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf32> into tensor<2x16x4x8xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x16x4x8xf32>) outs(%46 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3] 
    %53 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_22 = linalg.transpose ins(%expanded_18 : tensor<2x16x4x8xf32>) outs(%53 : tensor<2x4x8x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_23 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_24 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %54 = tensor.empty() : tensor<8x16x16xf32>
    %55 = linalg.fill ins(%cst_0 : f32) outs(%54 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %56 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%55 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_25 = tensor.expand_shape %56 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %57 = tensor.empty() : tensor<2x4x16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x4x16x16xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.truncf %cst_6 : f64 to f32
      %182 = arith.mulf %in, %181 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x16x16xf32>
    %59 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %40 : tensor<2x4x16x16xf32>, tensor<2x1x16x16xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x4x16x16xf32>
    %60 = tensor.empty() : tensor<2x4x16xi64>
    %61 = linalg.fill ins(%c0_i64 : i64) outs(%60 : tensor<2x4x16xi64>) -> tensor<2x4x16xi64>
    %62 = tensor.empty() : tensor<2x4x16xf32>
    %63 = linalg.fill ins(%cst_1 : f32) outs(%62 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %64:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%59 : tensor<2x4x16x16xf32>) outs(%63, %61 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_67: i64):
      %181 = linalg.index 3 : index
      %182 = arith.index_cast %181 : index to i64
      %183 = arith.maximumf %in, %out : f32
      %184 = arith.cmpf ogt, %in, %out : f32
      %185 = arith.select %184, %182, %out_67 : i64
      linalg.yield %183, %185 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_26 = tensor.expand_shape %64#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %65 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_26 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.subf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x4x16x16xf32>
    %66 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<2x4x16x16xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = math.exp %in : f32
      linalg.yield %181 : f32
    } -> tensor<2x4x16x16xf32>
    %67 = tensor.empty() : tensor<2x4x16x1xf32>
    %68 = linalg.fill ins(%cst_0 : f32) outs(%67 : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %69 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<2x4x16x16xf32>) outs(%68 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.addf %in, %out : f32
      linalg.yield %181 : f32
    } -> tensor<2x4x16x1xf32>
    %70 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %69 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.divf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_27 = tensor.collapse_shape %70 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %71 = tensor.empty() : tensor<8x16x8xf32>
    %72 = linalg.fill ins(%cst_0 : f32) outs(%71 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %73 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%72 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_29 = tensor.expand_shape %73 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %74 = tensor.empty() : tensor<2x16x4x8xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x4x16x8xf32>) outs(%74 : tensor<2x16x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_31 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<2x16x4x8xf32> into tensor<32x32xf32>
    %transposed_32 = linalg.transpose ins(%arg12 : tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) permutation = [1, 0] 
    %75 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%42 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%75, %76 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<32x32xf32>
    %expanded_33 = tensor.expand_shape %77 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33, %32 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %79 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x16x32xf32>) outs(%12 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %181 = arith.extf %in : f32 to f64
      linalg.yield %181 : f64
    } -> tensor<2x16x32xf64>
    %80 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%79 : tensor<2x16x32xf64>) outs(%15 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %81 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x16x1xf64>) outs(%14 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_8 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %82 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %81 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%12 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %181 = arith.subf %in, %in_67 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x32xf64>
    %83 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %82 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%12 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %181 = arith.mulf %in, %in_67 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x32xf64>
    %84 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<2x16x32xf64>) outs(%15 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %85 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x16x1xf64>) outs(%14 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_8 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %86 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x16x1xf64>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %181 = arith.truncf %in : f64 to f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %87 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<2x16x32xf32>) outs(%24 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.addf %in, %out : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %88 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x16x1xf32>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.divf %in, %cst_9 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x16x1xf32>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.truncf %cst_7 : f64 to f32
      %182 = arith.addf %in, %181 : f32
      linalg.yield %182 : f32
    } -> tensor<2x16x1xf32>
    %90 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x16x1xf32>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = math.rsqrt %in : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %91 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %88 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.subf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %92 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %90 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.mulf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %arg14 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.mulf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %94 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %arg15 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_34 = tensor.collapse_shape %94 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %transposed_35 = linalg.transpose ins(%arg16 : tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) permutation = [1, 0] 
    %95 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%42 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%95, %96 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<32x32xf32>
    %expanded_36 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %98 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x16x32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.divf %in, %cst_10 : f32
      %182 = math.erf %181 : f32
      %183 = arith.addf %182, %cst_2 : f32
      %184 = arith.mulf %183, %cst_3 : f32
      %185 = arith.mulf %in, %184 : f32
      linalg.yield %185 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_37 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %transposed_38 = linalg.transpose ins(%arg18 : tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) permutation = [1, 0] 
    %99 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%42 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%99, %100 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<32x32xf32>
    %expanded_39 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %102 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39, %94 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x16x32xf32>) outs(%12 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %181 = arith.extf %in : f32 to f64
      linalg.yield %181 : f64
    } -> tensor<2x16x32xf64>
    %104 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<2x16x32xf64>) outs(%15 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x16x1xf64>) outs(%14 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_8 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %106 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %105 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%12 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %181 = arith.subf %in, %in_67 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x32xf64>
    %107 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %106 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%12 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %181 = arith.mulf %in, %in_67 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x32xf64>
    %108 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<2x16x32xf64>) outs(%15 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %109 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x16x1xf64>) outs(%14 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_8 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %110 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x16x1xf64>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %181 = arith.truncf %in : f64 to f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %111 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<2x16x32xf32>) outs(%24 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.addf %in, %out : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %112 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x16x1xf32>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.divf %in, %cst_9 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %113 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x16x1xf32>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.truncf %cst_7 : f64 to f32
      %182 = arith.addf %in, %181 : f32
      linalg.yield %182 : f32
    } -> tensor<2x16x1xf32>
    %114 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x16x1xf32>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = math.rsqrt %in : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %115 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %112 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.subf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %116 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %114 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.mulf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %117 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %arg20 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.mulf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %arg21 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_40 = tensor.collapse_shape %118 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %transposed_41 = linalg.transpose ins(%arg22 : tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) permutation = [1, 0] 
    %119 = linalg.matmul ins(%collapsed_40, %transposed_41 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%42 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%119, %120 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<32x32xf32>
    %expanded_42 = tensor.expand_shape %121 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf32> into tensor<2x16x4x8xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<2x16x4x8xf32>) outs(%46 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_44 = linalg.transpose ins(%arg24 : tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) permutation = [1, 0] 
    %122 = linalg.matmul ins(%collapsed_40, %transposed_44 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%42 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%122, %123 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<32x32xf32>
    %expanded_45 = tensor.expand_shape %124 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf32> into tensor<2x16x4x8xf32>
    %transposed_46 = linalg.transpose ins(%arg26 : tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) permutation = [1, 0] 
    %125 = linalg.matmul ins(%collapsed_40, %transposed_46 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%42 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%125, %126 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<32x32xf32>
    %expanded_47 = tensor.expand_shape %127 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf32> into tensor<2x16x4x8xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x16x4x8xf32>) outs(%46 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%expanded_45 : tensor<2x16x4x8xf32>) outs(%53 : tensor<2x4x8x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_50 = tensor.collapse_shape %transposed_43 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_51 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %128 = linalg.batch_matmul ins(%collapsed_50, %collapsed_51 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%55 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_52 = tensor.expand_shape %128 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %129 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<2x4x16x16xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.truncf %cst_6 : f64 to f32
      %182 = arith.mulf %in, %181 : f32
      linalg.yield %182 : f32
    } -> tensor<2x4x16x16xf32>
    %130 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %40 : tensor<2x4x16x16xf32>, tensor<2x1x16x16xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x4x16x16xf32>
    %131:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%130 : tensor<2x4x16x16xf32>) outs(%63, %61 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_67: i64):
      %181 = linalg.index 3 : index
      %182 = arith.index_cast %181 : index to i64
      %183 = arith.maximumf %in, %out : f32
      %184 = arith.cmpf ogt, %in, %out : f32
      %185 = arith.select %184, %182, %out_67 : i64
      linalg.yield %183, %185 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_53 = tensor.expand_shape %131#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %132 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_53 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.subf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x4x16x16xf32>
    %133 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132 : tensor<2x4x16x16xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = math.exp %in : f32
      linalg.yield %181 : f32
    } -> tensor<2x4x16x16xf32>
    %134 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%133 : tensor<2x4x16x16xf32>) outs(%68 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.addf %in, %out : f32
      linalg.yield %181 : f32
    } -> tensor<2x4x16x1xf32>
    %135 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %134 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.divf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_54 = tensor.collapse_shape %135 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_55 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %136 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%72 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_56 = tensor.expand_shape %136 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<2x4x16x8xf32>) outs(%74 : tensor<2x16x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_58 = tensor.collapse_shape %transposed_57 [[0, 1], [2, 3]] : tensor<2x16x4x8xf32> into tensor<32x32xf32>
    %transposed_59 = linalg.transpose ins(%arg28 : tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) permutation = [1, 0] 
    %137 = linalg.matmul ins(%collapsed_58, %transposed_59 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%42 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%137, %138 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<32x32xf32>
    %expanded_60 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %140 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %118 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %141 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x16x32xf32>) outs(%12 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %181 = arith.extf %in : f32 to f64
      linalg.yield %181 : f64
    } -> tensor<2x16x32xf64>
    %142 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%141 : tensor<2x16x32xf64>) outs(%15 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %143 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x16x1xf64>) outs(%14 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_8 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %144 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %143 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%12 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %181 = arith.subf %in, %in_67 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x32xf64>
    %145 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %144 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%12 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %181 = arith.mulf %in, %in_67 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x32xf64>
    %146 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%145 : tensor<2x16x32xf64>) outs(%15 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %147 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x16x1xf64>) outs(%14 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_8 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %148 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x16x1xf64>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %181 = arith.truncf %in : f64 to f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %149 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%140 : tensor<2x16x32xf32>) outs(%24 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.addf %in, %out : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %150 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x16x1xf32>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.divf %in, %cst_9 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %151 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x16x1xf32>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.truncf %cst_7 : f64 to f32
      %182 = arith.addf %in, %181 : f32
      linalg.yield %182 : f32
    } -> tensor<2x16x1xf32>
    %152 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x16x1xf32>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = math.rsqrt %in : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %153 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %150 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.subf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %154 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %152 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.mulf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %155 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %arg30 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.mulf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %156 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %arg31 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_61 = tensor.collapse_shape %156 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %transposed_62 = linalg.transpose ins(%arg32 : tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) permutation = [1, 0] 
    %157 = linalg.matmul ins(%collapsed_61, %transposed_62 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%42 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%157, %158 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<32x32xf32>
    %expanded_63 = tensor.expand_shape %159 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %160 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<2x16x32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.divf %in, %cst_10 : f32
      %182 = math.erf %181 : f32
      %183 = arith.addf %182, %cst_2 : f32
      %184 = arith.mulf %183, %cst_3 : f32
      %185 = arith.mulf %in, %184 : f32
      linalg.yield %185 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_64 = tensor.collapse_shape %160 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %transposed_65 = linalg.transpose ins(%arg34 : tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) permutation = [1, 0] 
    %161 = linalg.matmul ins(%collapsed_64, %transposed_65 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%42 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%161, %162 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%41 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<32x32xf32>
    %expanded_66 = tensor.expand_shape %163 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %164 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %156 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %165 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<2x16x32xf32>) outs(%12 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %181 = arith.extf %in : f32 to f64
      linalg.yield %181 : f64
    } -> tensor<2x16x32xf64>
    %166 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%165 : tensor<2x16x32xf64>) outs(%15 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %167 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x16x1xf64>) outs(%14 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_8 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %168 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %167 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%12 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %181 = arith.subf %in, %in_67 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x32xf64>
    %169 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %168 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%12 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %181 = arith.mulf %in, %in_67 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x32xf64>
    %170 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%169 : tensor<2x16x32xf64>) outs(%15 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.addf %in, %out : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %171 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x16x1xf64>) outs(%14 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %181 = arith.divf %in, %cst_8 : f64
      linalg.yield %181 : f64
    } -> tensor<2x16x1xf64>
    %172 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x16x1xf64>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %181 = arith.truncf %in : f64 to f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %173 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%164 : tensor<2x16x32xf32>) outs(%24 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.addf %in, %out : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %174 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x16x1xf32>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.divf %in, %cst_9 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %175 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x16x1xf32>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = arith.truncf %cst_7 : f64 to f32
      %182 = arith.addf %in, %181 : f32
      linalg.yield %182 : f32
    } -> tensor<2x16x1xf32>
    %176 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x16x1xf32>) outs(%22 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %181 = math.rsqrt %in : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x1xf32>
    %177 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %174 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.subf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %178 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %176 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.mulf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %179 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %arg36 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.mulf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    %180 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %arg37 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %181 = arith.addf %in, %in_67 : f32
      linalg.yield %181 : f32
    } -> tensor<2x16x32xf32>
    return %180 : tensor<2x16x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_16_torch.int64_1: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F00000000000000"
    }
  }
#-}
