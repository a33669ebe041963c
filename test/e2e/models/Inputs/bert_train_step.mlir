#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map10 = affine_map<(d0, d1) -> (d0)>
#map11 = affine_map<(d0, d1) -> (d0, 0)>
#map12 = affine_map<(d0) -> (d0)>
#map13 = affine_map<(d0) -> ()>
#map14 = affine_map<() -> ()>
#map15 = affine_map<(d0, d1) -> ()>
#map16 = affine_map<(d0) -> (d0, 0)>
#map17 = affine_map<(d0, d1) -> (0, d1)>
#map18 = affine_map<(d0, d1, d2) -> ()>
module {
  dist.mesh @mesh = <["dp"=2, "pp"=2, "tp"=2]>
  func.func @train(%arg0: tensor<128x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<2x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg6: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg7: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg8: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg9: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg10: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg11: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg16: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg17: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg22: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg23: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg24: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg25: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg26: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg27: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg32: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg33: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg34: tensor<32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<128xf32>, %arg38: tensor<32x32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<f32>, %arg43: tensor<f32>, %arg44: tensor<4x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0 : i64}, %arg45: tensor<4x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0 : i64}) -> (tensor<f32>, tensor<128x32xf32>, tensor<16x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x128xf32>
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    %c2 = arith.constant 2 : index
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %true = arith.constant true
    %cst_4 = arith.constant 9.9999999999999998E-13 : f64
    %cst_5 = arith.constant 0.35355339059327379 : f64
    %cst_6 = arith.constant 0.70710678118654757 : f64
    %cst_7 = arith.constant 0.3989422804014327 : f64
    %cst_8 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_9 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = arith.constant 3.200000e+01 : f64
    %cst_11 = arith.constant 3.200000e+01 : f32
    %cst_12 = arith.constant 1.41421354 : f32
    %cst_13 = arith.constant -5.000000e-01 : f32
    %c127_i64 = arith.constant 127 : i64
    %c-128_i64 = arith.constant -128 : i64
    %c-2_i64 = arith.constant -2 : i64
    %c15_i64 = arith.constant 15 : i64
    %c-16_i64 = arith.constant -16 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c128_i64 = arith.constant 128 : i64
    %c16_i64 = arith.constant 16 : i64
    %c2_i64 = arith.constant 2 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c1_i64 = arith.constant 1 : i64
    %c32 = arith.constant 32 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_14 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_15 = arith.constant dense<0.000000e+00> : tensor<16x32xf32>
    %cst_16 = arith.constant dense<0.000000e+00> : tensor<2x32xf32>
    %cst_17 = arith.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_18 = arith.constant -1.000000e+00 : f32
    %cst_19 = arith.constant dense_resource<torch_tensor_1_16_torch.int64> : tensor<1x16xi64>
    %cst_20 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_1> : tensor<1x16xi64>
    %cst_21 = arith.constant dense<0> : tensor<i64>
    %extracted_slice = tensor.extract_slice %cst_19[0, 0] [1, 8] [1, 1] : tensor<1x16xi64> to tensor<1x8xi64>
    %0 = tensor.empty() : tensor<1x8xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<1x8xi64>) -> tensor<1x8xi64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x8xi64>) outs(%1 : tensor<1x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %625 = arith.index_cast %in : i64 to index
      %626 = arith.cmpi slt, %625, %c16 : index
      cf.assert %626, "index must be smaller than dim size"
      %627 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %627, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_20[%c0, %625] : tensor<1x16xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x8xi64>
    %3 = tensor.empty() : tensor<4x8xi64>
    %collapsed = tensor.collapse_shape %2 [[0, 1]] : tensor<1x8xi64> into tensor<8xi64>
    %4 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<8xi64>) outs(%3 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<4x8xi64>
    %5 = tensor.empty() : tensor<4x8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg44 : tensor<4x8xi64>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %625 = arith.index_cast %in : i64 to index
      %626 = linalg.index 2 : index
      %627 = arith.cmpi slt, %625, %c128 : index
      cf.assert %627, "index must be smaller than dim size"
      %628 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %628, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%625, %626] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x32xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<4x8xi64>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %625 = arith.index_cast %in : i64 to index
      %626 = linalg.index 2 : index
      %627 = arith.cmpi slt, %625, %c2 : index
      cf.assert %627, "index must be smaller than dim size"
      %628 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %628, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%625, %626] : tensor<2x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x32xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %7 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %9 = tensor.empty() : tensor<1x8x32xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x8xi64>) outs(%9 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %625 = arith.index_cast %in : i64 to index
      %626 = linalg.index 2 : index
      %627 = arith.cmpi slt, %625, %c16 : index
      cf.assert %627, "index must be smaller than dim size"
      %628 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %628, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%625, %626] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<4x8x32xf32>, tensor<1x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %12 = tensor.empty() : tensor<4x8x32xf64>
    %13 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<4x8x32xf32>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %14 = tensor.empty() : tensor<4x8x1xf64>
    %15 = linalg.fill ins(%cst_0 : f64) outs(%14 : tensor<4x8x1xf64>) -> tensor<4x8x1xf64>
    %16 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<4x8x32xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<4x8x1xf64>) outs(%14 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_10 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %18 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %17 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_183: f64, %out: f64):
      %625 = arith.subf %in, %in_183 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %19 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %18 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_183: f64, %out: f64):
      %625 = arith.mulf %in, %in_183 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %20 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<4x8x32xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %21 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<4x8x1xf64>) outs(%14 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_10 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %22 = tensor.empty() : tensor<4x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<4x8x1xf64>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %24 = linalg.fill ins(%cst_14 : f32) outs(%22 : tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_4 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<4x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %26 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %28 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %arg3 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %arg4 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %33 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%arg5 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_22 = tensor.collapse_shape %32 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %34 = linalg.fill ins(%cst_14 : f32) outs(%33 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %35 = linalg.matmul ins(%collapsed_22, %transposed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%35, %36 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %expanded = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %38 = tensor.empty() : tensor<4x4x8x8xf32>
    %transposed_23 = linalg.transpose ins(%expanded : tensor<4x8x4x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_24 = linalg.transpose ins(%arg7 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %39 = linalg.matmul ins(%collapsed_22, %transposed_24 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%39, %40 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %expanded_25 = tensor.expand_shape %41 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_26 = linalg.transpose ins(%arg9 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %42 = linalg.matmul ins(%collapsed_22, %transposed_26 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%42, %43 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %expanded_27 = tensor.expand_shape %44 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_28 = linalg.transpose ins(%expanded_27 : tensor<4x8x4x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_29 = linalg.transpose ins(%expanded_25 : tensor<4x8x4x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_30 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_31 = tensor.collapse_shape %transposed_29 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %45 = tensor.empty() : tensor<16x8x8xf32>
    %46 = linalg.fill ins(%cst_14 : f32) outs(%45 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %47 = linalg.batch_matmul ins(%collapsed_30, %collapsed_31 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%46 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_32 = tensor.expand_shape %47 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<4x4x8x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_5 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<4x4x8x8xf32>
    %49 = tensor.empty() : tensor<4x4x8xi64>
    %50 = linalg.fill ins(%c0_i64 : i64) outs(%49 : tensor<4x4x8xi64>) -> tensor<4x4x8xi64>
    %51 = tensor.empty() : tensor<4x4x8xf32>
    %52 = linalg.fill ins(%cst_1 : f32) outs(%51 : tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %53:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<4x4x8x8xf32>) outs(%52, %50 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_183: i64):
      %625 = linalg.index 3 : index
      %626 = arith.index_cast %625 : index to i64
      %627 = arith.maximumf %in, %out : f32
      %628 = arith.cmpf ogt, %in, %out : f32
      %629 = arith.select %628, %626, %out_183 : i64
      linalg.yield %627, %629 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_33 = tensor.expand_shape %53#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %54 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_33 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%38 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x4x8x8xf32>
    %55 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<4x4x8x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<4x4x8x8xf32>
    %56 = tensor.empty() : tensor<4x4x8x1xf32>
    %57 = linalg.fill ins(%cst_14 : f32) outs(%56 : tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %58 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%55 : tensor<4x4x8x8xf32>) outs(%57 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x4x8x1xf32>
    %59 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %58 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%38 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.divf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_34 = tensor.collapse_shape %59 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_35 = tensor.collapse_shape %transposed_28 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %60 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%46 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_36 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %61 = tensor.empty() : tensor<4x8x4x8xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<4x4x8x8xf32>) outs(%61 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_38 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_39 = tensor.collapse_shape %transposed_37 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %62 = linalg.matmul ins(%collapsed_39, %transposed_38 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%62, %63 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %expanded_40 = tensor.expand_shape %64 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %65 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %32 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %66 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<4x8x32xf32>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %67 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%66 : tensor<4x8x32xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %68 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<4x8x1xf64>) outs(%14 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_10 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %69 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %68 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_183: f64, %out: f64):
      %625 = arith.subf %in, %in_183 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %70 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %69 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_183: f64, %out: f64):
      %625 = arith.mulf %in, %in_183 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %71 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%70 : tensor<4x8x32xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %72 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<4x8x1xf64>) outs(%14 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_10 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %73 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<4x8x1xf64>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%65 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %75 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_4 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<4x8x1xf32>
    %77 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %75 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %79 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %77 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %80 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %arg13 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %81 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %arg14 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %transposed_41 = linalg.transpose ins(%arg15 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_42 = tensor.collapse_shape %81 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %82 = linalg.matmul ins(%collapsed_42, %transposed_41 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%82, %83 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %expanded_43 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %85 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_12 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_2 : f32
      %628 = arith.mulf %627, %cst_3 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<4x8x32xf32>
    %transposed_44 = linalg.transpose ins(%arg17 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_45 = tensor.collapse_shape %85 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %86 = linalg.matmul ins(%collapsed_45, %transposed_44 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%86, %87 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %expanded_46 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %81 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %90 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<4x8x32xf32>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %91 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%90 : tensor<4x8x32xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %92 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<4x8x1xf64>) outs(%14 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_10 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %93 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %92 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_183: f64, %out: f64):
      %625 = arith.subf %in, %in_183 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %94 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %93 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_183: f64, %out: f64):
      %625 = arith.mulf %in, %in_183 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %95 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%94 : tensor<4x8x32xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %96 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<4x8x1xf64>) outs(%14 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_10 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %97 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<4x8x1xf64>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%89 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_4 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<4x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %99 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %101 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %arg19 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %arg20 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %transposed_47 = linalg.transpose ins(%arg21 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %105 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %106 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%106, %107 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %expanded_49 = tensor.expand_shape %108 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<4x8x4x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_51 = linalg.transpose ins(%arg23 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %109 = linalg.matmul ins(%collapsed_48, %transposed_51 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%109, %110 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %expanded_52 = tensor.expand_shape %111 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_53 = linalg.transpose ins(%arg25 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %112 = linalg.matmul ins(%collapsed_48, %transposed_53 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%112, %113 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %expanded_54 = tensor.expand_shape %114 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<4x8x4x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_56 = linalg.transpose ins(%expanded_52 : tensor<4x8x4x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_57 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_58 = tensor.collapse_shape %transposed_56 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %115 = linalg.batch_matmul ins(%collapsed_57, %collapsed_58 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%46 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_59 = tensor.expand_shape %115 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %116 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<4x4x8x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_5 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<4x4x8x8xf32>
    %117:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%116 : tensor<4x4x8x8xf32>) outs(%52, %50 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_183: i64):
      %625 = linalg.index 3 : index
      %626 = arith.index_cast %625 : index to i64
      %627 = arith.maximumf %in, %out : f32
      %628 = arith.cmpf ogt, %in, %out : f32
      %629 = arith.select %628, %626, %out_183 : i64
      linalg.yield %627, %629 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_60 = tensor.expand_shape %117#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %118 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %expanded_60 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%38 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x4x8x8xf32>
    %119 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<4x4x8x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<4x4x8x8xf32>
    %120 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%119 : tensor<4x4x8x8xf32>) outs(%57 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x4x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %120 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%38 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.divf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_61 = tensor.collapse_shape %121 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_62 = tensor.collapse_shape %transposed_55 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %122 = linalg.batch_matmul ins(%collapsed_61, %collapsed_62 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%46 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_63 = tensor.expand_shape %122 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %transposed_64 = linalg.transpose ins(%expanded_63 : tensor<4x4x8x8xf32>) outs(%61 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_65 = linalg.transpose ins(%arg27 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_66 = tensor.collapse_shape %transposed_64 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %123 = linalg.matmul ins(%collapsed_66, %transposed_65 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%123, %124 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %expanded_67 = tensor.expand_shape %125 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %126 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %105 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %127 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<4x8x32xf32>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %128 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<4x8x32xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %129 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<4x8x1xf64>) outs(%14 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_10 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %130 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %129 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_183: f64, %out: f64):
      %625 = arith.subf %in, %in_183 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %131 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %130 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_183: f64, %out: f64):
      %625 = arith.mulf %in, %in_183 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %132 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%131 : tensor<4x8x32xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %133 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<4x8x1xf64>) outs(%14 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_10 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %134 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<4x8x1xf64>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%126 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %136 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %137 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_4 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<4x8x1xf32>
    %138 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %139 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %136 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %140 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %138 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %141 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %arg29 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %142 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %arg30 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %transposed_68 = linalg.transpose ins(%arg31 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_69 = tensor.collapse_shape %142 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %143 = linalg.matmul ins(%collapsed_69, %transposed_68 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%143, %144 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %expanded_70 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %146 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_12 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_2 : f32
      %628 = arith.mulf %627, %cst_3 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<4x8x32xf32>
    %transposed_71 = linalg.transpose ins(%arg33 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_72 = tensor.collapse_shape %146 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %147 = linalg.matmul ins(%collapsed_72, %transposed_71 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%147, %148 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %expanded_73 = tensor.expand_shape %149 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %150 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73, %142 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %151 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<4x8x32xf32>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %152 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<4x8x32xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %153 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<4x8x1xf64>) outs(%14 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_10 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %154 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %153 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_183: f64, %out: f64):
      %625 = arith.subf %in, %in_183 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %155 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %154 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_183: f64, %out: f64):
      %625 = arith.mulf %in, %in_183 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %156 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%155 : tensor<4x8x32xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %157 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<4x8x1xf64>) outs(%14 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_10 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %158 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<4x8x1xf64>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %159 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%150 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %160 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %161 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_4 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<4x8x1xf32>
    %162 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %163 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %160 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %164 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %162 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %165 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %arg35 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %166 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %arg36 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %transposed_74 = linalg.transpose ins(%arg38 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_75 = tensor.collapse_shape %166 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %167 = linalg.matmul ins(%collapsed_75, %transposed_74 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg39 : tensor<32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%167, %168 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %expanded_76 = tensor.expand_shape %169 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %170 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_12 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_2 : f32
      %628 = arith.mulf %627, %cst_3 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<4x8x32xf32>
    %171 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<4x8x32xf32>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %172 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%171 : tensor<4x8x32xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %173 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<4x8x1xf64>) outs(%14 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_10 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %174 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %173 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_183: f64, %out: f64):
      %625 = arith.subf %in, %in_183 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %175 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %174 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%12 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_183: f64, %out: f64):
      %625 = arith.mulf %in, %in_183 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x32xf64>
    %176 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%175 : tensor<4x8x32xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %177 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<4x8x1xf64>) outs(%14 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_10 : f64
      linalg.yield %625 : f64
    } -> tensor<4x8x1xf64>
    %178 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<4x8x1xf64>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %179 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%170 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %180 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %181 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_4 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<4x8x1xf32>
    %182 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %183 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %180 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %184 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %182 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %185 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %arg40 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %186 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %arg41 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %187 = tensor.empty() : tensor<32x128xf32>
    %transposed_77 = linalg.transpose ins(%arg0 : tensor<128x32xf32>) outs(%187 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_78 = tensor.collapse_shape %186 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %188 = linalg.fill ins(%cst_14 : f32) outs(%187 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %189 = linalg.matmul ins(%collapsed_78, %transposed_77 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%188 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<128xf32>) outs(%187 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%189, %190 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%187 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x128xf32>
    %collapsed_79 = tensor.collapse_shape %arg45 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %192 = tensor.empty() : tensor<32xi64>
    %193 = linalg.fill ins(%c0_i64 : i64) outs(%192 : tensor<32xi64>) -> tensor<32xi64>
    %194 = tensor.empty() : tensor<32xf32>
    %195 = linalg.fill ins(%cst_1 : f32) outs(%194 : tensor<32xf32>) -> tensor<32xf32>
    %196:2 = linalg.generic {indexing_maps = [#map, #map10, #map10], iterator_types = ["parallel", "reduction"]} ins(%191 : tensor<32x128xf32>) outs(%195, %193 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_183: i64):
      %625 = linalg.index 1 : index
      %626 = arith.index_cast %625 : index to i64
      %627 = arith.maximumf %in, %out : f32
      %628 = arith.cmpf ogt, %in, %out : f32
      %629 = arith.select %628, %626, %out_183 : i64
      linalg.yield %627, %629 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_80 = tensor.expand_shape %196#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map11, #map], iterator_types = ["parallel", "parallel"]} ins(%191, %expanded_80 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%187 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x128xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%197 : tensor<32x128xf32>) outs(%187 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<32x128xf32>
    %199 = tensor.empty() : tensor<32x1xf32>
    %200 = linalg.fill ins(%cst_14 : f32) outs(%199 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map11], iterator_types = ["parallel", "reduction"]} ins(%198 : tensor<32x128xf32>) outs(%200 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<32x1xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%201 : tensor<32x1xf32>) outs(%199 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.log %in : f32
      linalg.yield %625 : f32
    } -> tensor<32x1xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map11, #map], iterator_types = ["parallel", "parallel"]} ins(%197, %202 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%187 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x128xf32>
    %204 = tensor.empty() : tensor<32xi1>
    %205 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_79 : tensor<32xi64>) outs(%204 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %625 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %625 : i1
    } -> tensor<32xi1>
    %206 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel"]} ins(%205, %collapsed_79, %cst_21 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%192 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_183: i64, %in_184: i64, %out: i64):
      %625 = arith.select %in, %in_183, %in_184 : i64
      linalg.yield %625 : i64
    } -> tensor<32xi64>
    %expanded_81 = tensor.expand_shape %206 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_81 : tensor<32x1xi64>) outs(%200 : tensor<32x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %625 = linalg.index 0 : index
      %626 = arith.index_cast %in : i64 to index
      %627 = arith.cmpi slt, %626, %c128 : index
      cf.assert %627, "index must be smaller than dim size"
      %628 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %628, "index must be larger or equal to 0"
      %extracted = tensor.extract %203[%625, %626] : tensor<32x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32>
    %collapsed_82 = tensor.collapse_shape %207 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %208 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_82 : tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.negf %in : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %209 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel"]} ins(%205, %208, %cst_8 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_183: f32, %in_184: f32, %out: f32):
      %625 = arith.select %in, %in_183, %in_184 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %210 = tensor.empty() : tensor<i64>
    %211 = linalg.fill ins(%c0_i64 : i64) outs(%210 : tensor<i64>) -> tensor<i64>
    %212 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["reduction"]} ins(%205 : tensor<32xi1>) outs(%211 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %625 = arith.extui %in : i1 to i64
      %626 = arith.addi %625, %out : i64
      linalg.yield %626 : i64
    } -> tensor<i64>
    %213 = tensor.empty() : tensor<f32>
    %214 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%212 : tensor<i64>) outs(%213 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %625 = arith.sitofp %in : i64 to f32
      linalg.yield %625 : f32
    } -> tensor<f32>
    %215 = linalg.fill ins(%cst_14 : f32) outs(%213 : tensor<f32>) -> tensor<f32>
    %216 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["reduction"]} ins(%209 : tensor<32xf32>) outs(%215 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<f32>
    %217 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = []} ins(%216, %214 : tensor<f32>, tensor<f32>) outs(%213 : tensor<f32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.divf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<f32>
    %218 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = []} ins(%cst_9, %214 : tensor<f32>, tensor<f32>) outs(%213 : tensor<f32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.divf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<f32>
    %expanded_83 = tensor.expand_shape %collapsed_79 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %219 = tensor.empty() : tensor<32x1xi1>
    %220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_83 : tensor<32x1xi64>) outs(%219 : tensor<32x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %625 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %625 : i1
    } -> tensor<32x1xi1>
    %221 = tensor.empty() : tensor<32x1xi64>
    %222 = linalg.generic {indexing_maps = [#map, #map, #map15, #map], iterator_types = ["parallel", "parallel"]} ins(%220, %expanded_83, %cst_21 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%221 : tensor<32x1xi64>) {
    ^bb0(%in: i1, %in_183: i64, %in_184: i64, %out: i64):
      %625 = arith.select %in, %in_183, %in_184 : i64
      linalg.yield %625 : i64
    } -> tensor<32x1xi64>
    %223 = linalg.fill ins(%c0_i64 : i64) outs(%221 : tensor<32x1xi64>) -> tensor<32x1xi64>
    %224 = linalg.fill ins(%cst_14 : f32) outs(%194 : tensor<32xf32>) -> tensor<32xf32>
    %225:3 = linalg.generic {indexing_maps = [#map16, #map16, #map12], iterator_types = ["parallel"]} outs(%223, %223, %224 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) {
    ^bb0(%out: i64, %out_183: i64, %out_184: f32):
      %625 = linalg.index 0 : index
      %626 = arith.remsi %625, %c32 : index
      %extracted = tensor.extract %222[%626, %c0] : tensor<32x1xi64>
      %627 = arith.index_cast %626 : index to i64
      linalg.yield %627, %extracted, %cst_18 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>)
    %226 = tensor.empty() : tensor<32x2xi64>
    %227 = linalg.fill ins(%c0_i64 : i64) outs(%226 : tensor<32x2xi64>) -> tensor<32x2xi64>
    %inserted_slice = tensor.insert_slice %225#0 into %227[0, 0] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %inserted_slice_84 = tensor.insert_slice %225#1 into %inserted_slice[0, 1] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %228 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%225#2, %inserted_slice_84 : tensor<32xf32>, tensor<32x2xi64>) outs(%cst : tensor<32x128xf32>) {
    ^bb0(%arg46: f32, %arg47: f32):
      tm_tensor.yield %arg46 : f32
    } -> tensor<32x128xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map15, #map15, #map], iterator_types = ["parallel", "parallel"]} ins(%220, %218, %cst_8 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%199 : tensor<32x1xf32>) {
    ^bb0(%in: i1, %in_183: f32, %in_184: f32, %out: f32):
      %625 = arith.select %in, %in_183, %in_184 : f32
      linalg.yield %625 : f32
    } -> tensor<32x1xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map11, #map], iterator_types = ["parallel", "parallel"]} ins(%228, %229 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%187 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x128xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%203 : tensor<32x128xf32>) outs(%187 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<32x128xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map11], iterator_types = ["parallel", "reduction"]} ins(%230 : tensor<32x128xf32>) outs(%200 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<32x1xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map11, #map], iterator_types = ["parallel", "parallel"]} ins(%231, %232 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%187 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x128xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%230, %233 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%187 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x128xf32>
    %235 = linalg.matmul ins(%234, %arg0 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %236 = tensor.empty() : tensor<128x32xf32>
    %transposed_85 = linalg.transpose ins(%234 : tensor<32x128xf32>) outs(%236 : tensor<128x32xf32>) permutation = [1, 0] 
    %237 = linalg.fill ins(%cst_14 : f32) outs(%236 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %238 = linalg.matmul ins(%transposed_85, %collapsed_78 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%237 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %239 = tensor.empty() : tensor<1x128xf32>
    %240 = linalg.fill ins(%cst_14 : f32) outs(%239 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["reduction", "parallel"]} ins(%234 : tensor<32x128xf32>) outs(%240 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x128xf32>
    %collapsed_86 = tensor.collapse_shape %241 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_87 = tensor.expand_shape %235 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %242 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87, %arg40 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %243 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.mulf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %244 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%242 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %245 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %184 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %246 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%245 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %247 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %246 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %248 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %244 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %249 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %247 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %250 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %251 = linalg.generic {indexing_maps = [#map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %249 : tensor<4x8x1xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %252 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87, %184 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %253 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%252 : tensor<4x8x32xf32>) outs(%224 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %254 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_87 : tensor<4x8x32xf32>) outs(%224 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %255 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<4x8x32xf32>
    %256 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.erf %in : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %257 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %cst_2 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %258 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.mulf %in, %cst_3 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %259 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %expanded_76 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %260 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.mulf %in, %cst_13 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %261 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %262 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_7 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<4x8x32xf32>
    %263 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %262 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %264 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %263 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %265 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %264 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_88 = tensor.collapse_shape %265 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %266 = linalg.matmul ins(%collapsed_88, %arg38 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_89 = linalg.transpose ins(%collapsed_88 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %267 = linalg.matmul ins(%transposed_89, %collapsed_75 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %268 = tensor.empty() : tensor<1x32xf32>
    %269 = linalg.fill ins(%cst_14 : f32) outs(%268 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_88 : tensor<32x32xf32>) outs(%269 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x32xf32>
    %collapsed_90 = tensor.collapse_shape %270 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_91 = tensor.expand_shape %266 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %271 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %arg35 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %272 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.mulf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %273 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%271 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %274 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %164 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %275 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%274 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %276 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %275 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %277 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %273 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %278 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277, %276 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %279 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %280 = linalg.generic {indexing_maps = [#map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %278 : tensor<4x8x1xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %164 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %282 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%281 : tensor<4x8x32xf32>) outs(%224 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %283 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_91 : tensor<4x8x32xf32>) outs(%224 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %collapsed_92 = tensor.collapse_shape %280 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %284 = linalg.matmul ins(%collapsed_92, %arg33 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_93 = linalg.transpose ins(%collapsed_92 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %285 = linalg.matmul ins(%transposed_93, %collapsed_72 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_92 : tensor<32x32xf32>) outs(%269 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x32xf32>
    %collapsed_94 = tensor.collapse_shape %286 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_95 = tensor.expand_shape %284 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %287 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<4x8x32xf32>
    %288 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.erf %in : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %289 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %cst_2 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %290 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.mulf %in, %cst_3 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %291 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %expanded_70 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %292 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.mulf %in, %cst_13 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %293 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %294 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_7 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<4x8x32xf32>
    %295 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %294 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %296 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290, %295 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %297 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95, %296 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_96 = tensor.collapse_shape %297 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %298 = linalg.matmul ins(%collapsed_96, %arg31 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_97 = linalg.transpose ins(%collapsed_96 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %299 = linalg.matmul ins(%transposed_97, %collapsed_69 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %300 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_96 : tensor<32x32xf32>) outs(%269 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x32xf32>
    %collapsed_98 = tensor.collapse_shape %300 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_99 = tensor.expand_shape %298 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %301 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %expanded_99 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %302 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %arg29 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %303 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.mulf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %304 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%302 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %305 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302, %140 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %306 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%305 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %307 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %306 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %308 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %304 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %309 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %307 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %310 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %311 = linalg.generic {indexing_maps = [#map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310, %309 : tensor<4x8x1xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %312 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %140 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %313 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%312 : tensor<4x8x32xf32>) outs(%224 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %314 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%301 : tensor<4x8x32xf32>) outs(%224 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %collapsed_100 = tensor.collapse_shape %311 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %315 = linalg.matmul ins(%collapsed_100, %arg27 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_101 = linalg.transpose ins(%collapsed_100 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %316 = linalg.matmul ins(%transposed_101, %collapsed_66 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %317 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_100 : tensor<32x32xf32>) outs(%269 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x32xf32>
    %collapsed_102 = tensor.collapse_shape %317 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_103 = tensor.expand_shape %315 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_104 = linalg.transpose ins(%expanded_103 : tensor<4x8x4x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_105 = tensor.collapse_shape %transposed_104 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_106 = linalg.transpose ins(%collapsed_61 : tensor<16x8x8xf32>) outs(%45 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %318 = linalg.batch_matmul ins(%transposed_106, %collapsed_105 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%46 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %transposed_107 = linalg.transpose ins(%collapsed_62 : tensor<16x8x8xf32>) outs(%45 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %319 = linalg.batch_matmul ins(%collapsed_105, %transposed_107 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%46 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_108 = tensor.expand_shape %318 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %expanded_109 = tensor.expand_shape %319 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %320 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_109, %121 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x4x8x8xf32>
    %321 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%320 : tensor<4x4x8x8xf32>) outs(%57 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x4x8x1xf32>
    %322 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %321 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%38 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x4x8x8xf32>
    %323 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %322 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x4x8x8xf32>
    %324 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323 : tensor<4x4x8x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_5 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_110 = tensor.collapse_shape %324 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_111 = linalg.transpose ins(%collapsed_57 : tensor<16x8x8xf32>) outs(%45 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %325 = linalg.batch_matmul ins(%transposed_111, %collapsed_110 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%46 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %transposed_112 = linalg.transpose ins(%collapsed_58 : tensor<16x8x8xf32>) outs(%45 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %326 = linalg.batch_matmul ins(%collapsed_110, %transposed_112 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%46 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_113 = tensor.expand_shape %325 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %expanded_114 = tensor.expand_shape %326 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %transposed_115 = linalg.transpose ins(%expanded_108 : tensor<4x4x8x8xf32>) outs(%61 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_116 = tensor.collapse_shape %transposed_115 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %327 = linalg.matmul ins(%collapsed_116, %arg25 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_117 = linalg.transpose ins(%collapsed_116 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %328 = linalg.matmul ins(%transposed_117, %collapsed_48 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_116 : tensor<32x32xf32>) outs(%269 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x32xf32>
    %collapsed_118 = tensor.collapse_shape %329 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_119 = tensor.expand_shape %327 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %330 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %expanded_119 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %transposed_120 = linalg.transpose ins(%expanded_113 : tensor<4x4x8x8xf32>) outs(%61 : tensor<4x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_121 = tensor.collapse_shape %transposed_120 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %331 = linalg.matmul ins(%collapsed_121, %arg23 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_122 = linalg.transpose ins(%collapsed_121 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %332 = linalg.matmul ins(%transposed_122, %collapsed_48 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %333 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_121 : tensor<32x32xf32>) outs(%269 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x32xf32>
    %collapsed_123 = tensor.collapse_shape %333 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_124 = tensor.expand_shape %331 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %334 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330, %expanded_124 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %transposed_125 = linalg.transpose ins(%expanded_114 : tensor<4x4x8x8xf32>) outs(%61 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_126 = tensor.collapse_shape %transposed_125 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %335 = linalg.matmul ins(%collapsed_126, %arg21 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_127 = linalg.transpose ins(%collapsed_126 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %336 = linalg.matmul ins(%transposed_127, %collapsed_48 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_126 : tensor<32x32xf32>) outs(%269 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x32xf32>
    %collapsed_128 = tensor.collapse_shape %337 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_129 = tensor.expand_shape %335 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %338 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %expanded_129 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %339 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %arg19 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %340 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.mulf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %341 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%339 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %342 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %103 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %343 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%342 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %344 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %343 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %345 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %341 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %346 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %344 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %347 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %348 = linalg.generic {indexing_maps = [#map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %346 : tensor<4x8x1xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %349 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %103 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %350 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%349 : tensor<4x8x32xf32>) outs(%224 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %351 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%338 : tensor<4x8x32xf32>) outs(%224 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %collapsed_130 = tensor.collapse_shape %348 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %352 = linalg.matmul ins(%collapsed_130, %arg17 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_131 = linalg.transpose ins(%collapsed_130 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %353 = linalg.matmul ins(%transposed_131, %collapsed_45 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_130 : tensor<32x32xf32>) outs(%269 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x32xf32>
    %collapsed_132 = tensor.collapse_shape %354 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_133 = tensor.expand_shape %352 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %355 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_6 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<4x8x32xf32>
    %356 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.erf %in : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %357 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %cst_2 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %358 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.mulf %in, %cst_3 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %359 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43, %expanded_43 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %360 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.mulf %in, %cst_13 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %361 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.exp %in : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %362 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_7 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<4x8x32xf32>
    %363 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43, %362 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %364 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %363 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %365 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_133, %364 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_134 = tensor.collapse_shape %365 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %366 = linalg.matmul ins(%collapsed_134, %arg15 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_135 = linalg.transpose ins(%collapsed_134 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %367 = linalg.matmul ins(%transposed_135, %collapsed_42 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %368 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_134 : tensor<32x32xf32>) outs(%269 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x32xf32>
    %collapsed_136 = tensor.collapse_shape %368 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_137 = tensor.expand_shape %366 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %369 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %expanded_137 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %370 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369, %arg13 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %371 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.mulf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %372 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%370 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %373 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %79 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %374 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%373 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %375 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %374 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %376 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %372 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %377 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376, %375 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %378 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %379 = linalg.generic {indexing_maps = [#map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %377 : tensor<4x8x1xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %380 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369, %79 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %381 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%380 : tensor<4x8x32xf32>) outs(%224 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %382 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%369 : tensor<4x8x32xf32>) outs(%224 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %collapsed_138 = tensor.collapse_shape %379 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %383 = linalg.matmul ins(%collapsed_138, %arg11 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_139 = linalg.transpose ins(%collapsed_138 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %384 = linalg.matmul ins(%transposed_139, %collapsed_39 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_138 : tensor<32x32xf32>) outs(%269 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x32xf32>
    %collapsed_140 = tensor.collapse_shape %385 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_141 = tensor.expand_shape %383 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_142 = linalg.transpose ins(%expanded_141 : tensor<4x8x4x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_143 = tensor.collapse_shape %transposed_142 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_144 = linalg.transpose ins(%collapsed_34 : tensor<16x8x8xf32>) outs(%45 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %386 = linalg.batch_matmul ins(%transposed_144, %collapsed_143 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%46 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %transposed_145 = linalg.transpose ins(%collapsed_35 : tensor<16x8x8xf32>) outs(%45 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %387 = linalg.batch_matmul ins(%collapsed_143, %transposed_145 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%46 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_146 = tensor.expand_shape %386 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %expanded_147 = tensor.expand_shape %387 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %388 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_147, %59 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x4x8x8xf32>
    %389 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%388 : tensor<4x4x8x8xf32>) outs(%57 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x4x8x1xf32>
    %390 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %389 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%38 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x4x8x8xf32>
    %391 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%388, %390 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x4x8x8xf32>
    %392 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391 : tensor<4x4x8x8xf32>) outs(%38 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_5 : f64 to f32
      %626 = arith.mulf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_148 = tensor.collapse_shape %392 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_149 = linalg.transpose ins(%collapsed_30 : tensor<16x8x8xf32>) outs(%45 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %393 = linalg.batch_matmul ins(%transposed_149, %collapsed_148 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%46 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %transposed_150 = linalg.transpose ins(%collapsed_31 : tensor<16x8x8xf32>) outs(%45 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %394 = linalg.batch_matmul ins(%collapsed_148, %transposed_150 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%46 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_151 = tensor.expand_shape %393 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %expanded_152 = tensor.expand_shape %394 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %transposed_153 = linalg.transpose ins(%expanded_146 : tensor<4x4x8x8xf32>) outs(%61 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_154 = tensor.collapse_shape %transposed_153 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %395 = linalg.matmul ins(%collapsed_154, %arg9 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_155 = linalg.transpose ins(%collapsed_154 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %396 = linalg.matmul ins(%transposed_155, %collapsed_22 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %397 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_154 : tensor<32x32xf32>) outs(%269 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x32xf32>
    %collapsed_156 = tensor.collapse_shape %397 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_157 = tensor.expand_shape %395 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %398 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %expanded_157 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %transposed_158 = linalg.transpose ins(%expanded_151 : tensor<4x4x8x8xf32>) outs(%61 : tensor<4x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_159 = tensor.collapse_shape %transposed_158 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %399 = linalg.matmul ins(%collapsed_159, %arg7 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_160 = linalg.transpose ins(%collapsed_159 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %400 = linalg.matmul ins(%transposed_160, %collapsed_22 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %401 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_159 : tensor<32x32xf32>) outs(%269 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x32xf32>
    %collapsed_161 = tensor.collapse_shape %401 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_162 = tensor.expand_shape %399 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %402 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398, %expanded_162 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %transposed_163 = linalg.transpose ins(%expanded_152 : tensor<4x4x8x8xf32>) outs(%61 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_164 = tensor.collapse_shape %transposed_163 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %403 = linalg.matmul ins(%collapsed_164, %arg5 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_165 = linalg.transpose ins(%collapsed_164 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0] 
    %404 = linalg.matmul ins(%transposed_165, %collapsed_22 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %405 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_164 : tensor<32x32xf32>) outs(%269 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x32xf32>
    %collapsed_166 = tensor.collapse_shape %405 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_167 = tensor.expand_shape %403 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %406 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %expanded_167 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %407 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406, %arg3 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %408 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407 : tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.mulf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %409 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%407 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %410 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407, %30 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %411 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%410 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %412 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %411 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %413 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408, %409 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %414 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413, %412 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %415 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<4x8x1xf32>) outs(%22 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_11 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x1xf32>
    %416 = linalg.generic {indexing_maps = [#map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415, %414 : tensor<4x8x1xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %417 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406, %30 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %418 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%417 : tensor<4x8x32xf32>) outs(%224 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %419 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["reduction", "reduction", "parallel"]} ins(%406 : tensor<4x8x32xf32>) outs(%224 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %420 = linalg.fill ins(%cst_14 : f32) outs(%9 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %421 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction", "parallel", "parallel"]} ins(%416 : tensor<4x8x32xf32>) outs(%420 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x32xf32>
    %422 = tensor.empty() : tensor<1x8xi1>
    %423 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x8xi64>) outs(%422 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %625 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %625 : i1
    } -> tensor<1x8xi1>
    %424 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x8xi64>) outs(%422 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %625 = arith.cmpi slt, %in, %c16_i64 : i64
      linalg.yield %625 : i1
    } -> tensor<1x8xi1>
    %425 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%423, %424 : tensor<1x8xi1>, tensor<1x8xi1>) outs(%422 : tensor<1x8xi1>) {
    ^bb0(%in: i1, %in_183: i1, %out: i1):
      %625 = arith.andi %in, %in_183 : i1
      linalg.yield %625 : i1
    } -> tensor<1x8xi1>
    %426 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x8xi64>) outs(%422 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %625 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %625 : i1
    } -> tensor<1x8xi1>
    %427 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%425, %426 : tensor<1x8xi1>, tensor<1x8xi1>) outs(%422 : tensor<1x8xi1>) {
    ^bb0(%in: i1, %in_183: i1, %out: i1):
      %625 = arith.andi %in, %in_183 : i1
      linalg.yield %625 : i1
    } -> tensor<1x8xi1>
    %expanded_168 = tensor.expand_shape %427 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi1> into tensor<1x8x1xi1>
    %428 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x8xi64>) outs(%0 : tensor<1x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %625 = arith.maxsi %in, %c-16_i64 : i64
      %626 = arith.minsi %625, %c15_i64 : i64
      linalg.yield %626 : i64
    } -> tensor<1x8xi64>
    %429 = tensor.empty() : tensor<1x8x1xi1>
    %430 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_168 : tensor<1x8x1xi1>) outs(%429 : tensor<1x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %625 = arith.xori %in, %true : i1
      linalg.yield %625 : i1
    } -> tensor<1x8x1xi1>
    %431 = linalg.generic {indexing_maps = [#map5, #map18, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430, %cst_8, %421 : tensor<1x8x1xi1>, tensor<f32>, tensor<1x8x32xf32>) outs(%9 : tensor<1x8x32xf32>) {
    ^bb0(%in: i1, %in_183: f32, %in_184: f32, %out: f32):
      %625 = arith.select %in, %in_183, %in_184 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_169 = tensor.collapse_shape %428 [[0, 1]] : tensor<1x8xi64> into tensor<8xi64>
    %expanded_170 = tensor.expand_shape %collapsed_169 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %collapsed_171 = tensor.collapse_shape %431 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %expanded_172 = tensor.expand_shape %collapsed_171 [[0], [1, 2]] output_shape [8, 1, 32] : tensor<8x32xf32> into tensor<8x1x32xf32>
    %432 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_172, %expanded_170 : tensor<8x1x32xf32>, tensor<8x1xi64>) outs(%cst_15 : tensor<16x32xf32>) {
    ^bb0(%arg46: f32, %arg47: f32):
      %625 = arith.addf %arg47, %arg46 : f32
      tm_tensor.yield %625 : f32
    } -> tensor<16x32xf32>
    %433 = tensor.empty() : tensor<4x8xi1>
    %434 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4x8xi64>) outs(%433 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %625 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %625 : i1
    } -> tensor<4x8xi1>
    %435 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4x8xi64>) outs(%433 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %625 = arith.cmpi slt, %in, %c2_i64 : i64
      linalg.yield %625 : i1
    } -> tensor<4x8xi1>
    %436 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%434, %435 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%433 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_183: i1, %out: i1):
      %625 = arith.andi %in, %in_183 : i1
      linalg.yield %625 : i1
    } -> tensor<4x8xi1>
    %437 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4x8xi64>) outs(%433 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %625 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %625 : i1
    } -> tensor<4x8xi1>
    %438 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%436, %437 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%433 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_183: i1, %out: i1):
      %625 = arith.andi %in, %in_183 : i1
      linalg.yield %625 : i1
    } -> tensor<4x8xi1>
    %expanded_173 = tensor.expand_shape %438 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xi1> into tensor<4x8x1xi1>
    %439 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4x8xi64>) outs(%3 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %625 = arith.maxsi %in, %c-2_i64 : i64
      %626 = arith.minsi %625, %c1_i64 : i64
      linalg.yield %626 : i64
    } -> tensor<4x8xi64>
    %440 = tensor.empty() : tensor<4x8x1xi1>
    %441 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_173 : tensor<4x8x1xi1>) outs(%440 : tensor<4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %625 = arith.xori %in, %true : i1
      linalg.yield %625 : i1
    } -> tensor<4x8x1xi1>
    %442 = linalg.generic {indexing_maps = [#map5, #map18, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441, %cst_8, %416 : tensor<4x8x1xi1>, tensor<f32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: i1, %in_183: f32, %in_184: f32, %out: f32):
      %625 = arith.select %in, %in_183, %in_184 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_174 = tensor.collapse_shape %439 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %expanded_175 = tensor.expand_shape %collapsed_174 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %collapsed_176 = tensor.collapse_shape %442 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %expanded_177 = tensor.expand_shape %collapsed_176 [[0], [1, 2]] output_shape [32, 1, 32] : tensor<32x32xf32> into tensor<32x1x32xf32>
    %443 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_177, %expanded_175 : tensor<32x1x32xf32>, tensor<32x1xi64>) outs(%cst_16 : tensor<2x32xf32>) {
    ^bb0(%arg46: f32, %arg47: f32):
      %625 = arith.addf %arg47, %arg46 : f32
      tm_tensor.yield %625 : f32
    } -> tensor<2x32xf32>
    %444 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<4x8xi64>) outs(%433 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %625 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %625 : i1
    } -> tensor<4x8xi1>
    %445 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<4x8xi64>) outs(%433 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %625 = arith.cmpi slt, %in, %c128_i64 : i64
      linalg.yield %625 : i1
    } -> tensor<4x8xi1>
    %446 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%444, %445 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%433 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_183: i1, %out: i1):
      %625 = arith.andi %in, %in_183 : i1
      linalg.yield %625 : i1
    } -> tensor<4x8xi1>
    %447 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<4x8xi64>) outs(%433 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %625 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %625 : i1
    } -> tensor<4x8xi1>
    %448 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%446, %447 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%433 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_183: i1, %out: i1):
      %625 = arith.andi %in, %in_183 : i1
      linalg.yield %625 : i1
    } -> tensor<4x8xi1>
    %expanded_178 = tensor.expand_shape %448 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xi1> into tensor<4x8x1xi1>
    %449 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<4x8xi64>) outs(%3 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %625 = arith.maxsi %in, %c-128_i64 : i64
      %626 = arith.minsi %625, %c127_i64 : i64
      linalg.yield %626 : i64
    } -> tensor<4x8xi64>
    %450 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_178 : tensor<4x8x1xi1>) outs(%440 : tensor<4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %625 = arith.xori %in, %true : i1
      linalg.yield %625 : i1
    } -> tensor<4x8x1xi1>
    %451 = linalg.generic {indexing_maps = [#map5, #map18, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450, %cst_8, %416 : tensor<4x8x1xi1>, tensor<f32>, tensor<4x8x32xf32>) outs(%5 : tensor<4x8x32xf32>) {
    ^bb0(%in: i1, %in_183: f32, %in_184: f32, %out: f32):
      %625 = arith.select %in, %in_183, %in_184 : f32
      linalg.yield %625 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_179 = tensor.collapse_shape %449 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %expanded_180 = tensor.expand_shape %collapsed_179 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %collapsed_181 = tensor.collapse_shape %451 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %expanded_182 = tensor.expand_shape %collapsed_181 [[0], [1, 2]] output_shape [32, 1, 32] : tensor<32x32xf32> into tensor<32x1x32xf32>
    %452 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_182, %expanded_180 : tensor<32x1x32xf32>, tensor<32x1xi64>) outs(%cst_17 : tensor<128x32xf32>) {
    ^bb0(%arg46: f32, %arg47: f32):
      %625 = arith.addf %arg47, %arg46 : f32
      tm_tensor.yield %625 : f32
    } -> tensor<128x32xf32>
    %453 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%238, %452 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%236 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<128x32xf32>
    %454 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg0 : tensor<f32>, tensor<128x32xf32>) outs(%236 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<128x32xf32>
    %455 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%453, %454 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%236 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<128x32xf32>
    %456 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %455 : tensor<f32>, tensor<128x32xf32>) outs(%236 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<128x32xf32>
    %457 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %456 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%236 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<128x32xf32>
    %458 = tensor.empty() : tensor<16x32xf32>
    %459 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg1 : tensor<f32>, tensor<16x32xf32>) outs(%458 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<16x32xf32>
    %460 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%432, %459 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%458 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<16x32xf32>
    %461 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %460 : tensor<f32>, tensor<16x32xf32>) outs(%458 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<16x32xf32>
    %462 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %461 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%458 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<16x32xf32>
    %463 = tensor.empty() : tensor<2x32xf32>
    %464 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg2 : tensor<f32>, tensor<2x32xf32>) outs(%463 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<2x32xf32>
    %465 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%443, %464 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%463 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<2x32xf32>
    %466 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %465 : tensor<f32>, tensor<2x32xf32>) outs(%463 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<2x32xf32>
    %467 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %466 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%463 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<2x32xf32>
    %468 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg3 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %469 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%418, %468 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %470 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %469 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %471 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg3, %470 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %472 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg4 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %473 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%419, %472 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %474 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %473 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %475 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg4, %474 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %476 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg5 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %477 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%404, %476 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %478 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %477 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %479 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg5, %478 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %480 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg6 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %481 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_166, %480 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %482 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %481 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %483 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg6, %482 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %484 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg7 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%400, %484 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %486 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %485 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %487 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg7, %486 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %488 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg8 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %489 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_161, %488 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %490 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %489 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %491 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg8, %490 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %492 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg9 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %493 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%396, %492 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %494 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %493 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %495 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg9, %494 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %496 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg10 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %497 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_156, %496 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %498 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %497 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %499 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg10, %498 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %500 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg11 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %501 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%384, %500 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %502 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %501 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %503 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg11, %502 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %504 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg12 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %505 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_140, %504 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %506 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %505 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %507 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg12, %506 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %508 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg13 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %509 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%381, %508 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %510 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %509 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %511 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg13, %510 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %512 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg14 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %513 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%382, %512 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %514 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %513 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %515 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg14, %514 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %516 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg15 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %517 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%367, %516 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %518 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %517 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %519 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg15, %518 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %520 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg16 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %521 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_136, %520 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %522 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %521 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %523 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg16, %522 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %524 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg17 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %525 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%353, %524 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %526 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %525 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %527 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg17, %526 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %528 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg18 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %529 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_132, %528 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %530 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %529 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %531 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg18, %530 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %532 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg19 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %533 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%350, %532 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %534 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %533 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %535 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg19, %534 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %536 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg20 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %537 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%351, %536 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %538 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %537 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %539 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg20, %538 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %540 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg21 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %541 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%336, %540 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %542 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %541 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %543 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21, %542 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %544 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg22 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %545 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_128, %544 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %546 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %545 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %547 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg22, %546 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %548 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg23 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %549 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%332, %548 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %550 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %549 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %551 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg23, %550 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %552 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg24 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %553 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_123, %552 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %554 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %553 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %555 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg24, %554 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %556 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg25 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %557 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%328, %556 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %558 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %557 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %559 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg25, %558 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %560 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg26 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %561 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_118, %560 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %562 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %561 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %563 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg26, %562 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %564 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg27 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %565 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%316, %564 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %566 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %565 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %567 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg27, %566 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %568 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg28 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %569 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_102, %568 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %570 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %569 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %571 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg28, %570 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %572 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg29 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %573 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%313, %572 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %574 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %573 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %575 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg29, %574 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %576 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg30 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %577 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%314, %576 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %578 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %577 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %579 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg30, %578 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %580 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg31 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %581 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%299, %580 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %582 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %581 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %583 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg31, %582 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %584 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg32 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %585 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_98, %584 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %586 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %585 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %587 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg32, %586 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %588 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg33 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %589 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%285, %588 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %590 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %589 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %591 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg33, %590 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %592 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg34 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %593 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_94, %592 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %594 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %593 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %595 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg34, %594 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %596 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg35 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %597 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%282, %596 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %598 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %597 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %599 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg35, %598 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %600 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg36 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %601 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%283, %600 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %602 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %601 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %603 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg36, %602 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %604 = tensor.empty() : tensor<128xf32>
    %605 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg37 : tensor<f32>, tensor<128xf32>) outs(%604 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<128xf32>
    %606 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_86, %605 : tensor<128xf32>, tensor<128xf32>) outs(%604 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<128xf32>
    %607 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %606 : tensor<f32>, tensor<128xf32>) outs(%604 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<128xf32>
    %608 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg37, %607 : tensor<128xf32>, tensor<128xf32>) outs(%604 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<128xf32>
    %609 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg38 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %610 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%267, %609 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %611 = linalg.generic {indexing_maps = [#map15, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42, %610 : tensor<f32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %612 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg38, %611 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32x32xf32>
    %613 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg39 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %614 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%collapsed_90, %613 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %615 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %614 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %616 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg39, %615 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %617 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg40 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %618 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%253, %617 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %619 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %618 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %620 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg40, %619 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %621 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg43, %arg41 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %622 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%254, %621 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.addf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %623 = linalg.generic {indexing_maps = [#map13, #map12, #map12], iterator_types = ["parallel"]} ins(%arg42, %622 : tensor<f32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.mulf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    %624 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel"]} ins(%arg41, %623 : tensor<32xf32>, tensor<32xf32>) outs(%194 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_183: f32, %out: f32):
      %625 = arith.subf %in, %in_183 : f32
      linalg.yield %625 : f32
    } -> tensor<32xf32>
    return %217, %457, %462, %467, %471, %475, %479, %483, %487, %491, %495, %499, %503, %507, %511, %515, %519, %523, %527, %531, %535, %539, %543, %547, %551, %555, %559, %563, %567, %571, %575, %579, %583, %587, %591, %595, %599, %603, %608, %612, %616, %620, %624 : tensor<f32>, tensor<128x32xf32>, tensor<16x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_16_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F00000000000000",
      torch_tensor_1_16_torch.int64_1: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
