#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map10 = affine_map<(d0, d1, d2) -> (d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1) -> (d0)>
#map17 = affine_map<(d0, d1) -> (d0, 0)>
#map18 = affine_map<(d0) -> ()>
#map19 = affine_map<() -> ()>
#map20 = affine_map<(d0, d1) -> ()>
#map21 = affine_map<(d0) -> (d0, 0)>
#map22 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map23 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>
#map24 = affine_map<(d0, d1, d2) -> ()>
module {
  dist.mesh @mesh = <["dp"=2, "pp"=2, "tp"=2]>
  func.func @train(%arg0: tensor<128x32xf32>, %arg1: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg3: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg4: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg5: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg6: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg7: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg11: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg12: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg13: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg14: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg15: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg16: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<128x32xf32>, %arg21: tensor<f32>, %arg22: tensor<f32>, %arg23: tensor<4x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0 : i64}, %arg24: tensor<4x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0 : i64}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x128xf32>
    %c128 = arith.constant 128 : index
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 1.000000e+00 : bf16
    %true = arith.constant true
    %cst_4 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_5 = arith.constant 9.9999999999999995E-7 : f64
    %cst_6 = arith.constant 0.35355339059327379 : f64
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_8 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_11 = arith.constant dense<0.000000e+00> : tensor<4x4x8x8xbf16>
    %cst_12 = arith.constant dense<0.000000e+00> : tensor<4x2x8x8xbf16>
    %cst_13 = arith.constant dense<1.000000e+00> : tensor<4x8x64xbf16>
    %cst_14 = arith.constant 3.200000e+01 : f32
    %cst_15 = arith.constant -5.000000e-01 : f32
    %cst_16 = arith.constant 2.000000e+00 : f32
    %c127_i64 = arith.constant 127 : i64
    %c-128_i64 = arith.constant -128 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c128_i64 = arith.constant 128 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c32 = arith.constant 32 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_17 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_18 = arith.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_19 = arith.constant -1.000000e+00 : f32
    %cst_20 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<128x32xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<128x32xf32>) outs(%0 : tensor<128x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<128x32xbf16>
    %2 = tensor.empty() : tensor<32x32xbf16>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %4 = tensor.empty() : tensor<16x32xbf16>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<16x32xf32>) outs(%4 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x32xbf16>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<16x32xf32>) outs(%4 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x32xbf16>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %8 = tensor.empty() : tensor<64x32xbf16>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64x32xf32>) outs(%8 : tensor<64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<64x32xbf16>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64x32xf32>) outs(%8 : tensor<64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<64x32xbf16>
    %11 = tensor.empty() : tensor<32x64xbf16>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32x64xf32>) outs(%11 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x64xbf16>
    %13 = tensor.empty() : tensor<32xbf16>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg8 : tensor<32xf32>) outs(%13 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32xbf16>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg9 : tensor<32xf32>) outs(%13 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32xbf16>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<16x32xf32>) outs(%4 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x32xbf16>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<16x32xf32>) outs(%4 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x32xbf16>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<64x32xf32>) outs(%8 : tensor<64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<64x32xbf16>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<64x32xf32>) outs(%8 : tensor<64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<64x32xbf16>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<32x64xf32>) outs(%11 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x64xbf16>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg17 : tensor<32xf32>) outs(%13 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32xbf16>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg18 : tensor<32xf32>) outs(%13 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32xbf16>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg19 : tensor<32xf32>) outs(%13 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32xbf16>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<128x32xf32>) outs(%0 : tensor<128x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<128x32xbf16>
    %27 = tensor.empty() : tensor<4x8x32xbf16>
    %28 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg23 : tensor<4x8xi64>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %615 = arith.index_cast %in : i64 to index
      %616 = linalg.index 2 : index
      %617 = arith.cmpi slt, %615, %c128 : index
      cf.assert %617, "index must be smaller than dim size"
      %618 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %618, "index must be larger or equal to 0"
      %extracted = tensor.extract %1[%615, %616] : tensor<128x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<4x8x32xbf16>
    %29 = tensor.empty() : tensor<8xi64>
    %30 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%29 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %615 = linalg.index 0 : index
      %616 = arith.index_cast %615 : index to i64
      linalg.yield %616 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %30 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_21 = tensor.expand_shape %30 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %31 = tensor.empty() : tensor<1x1x8x8xi1>
    %32 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21, %expanded : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%31 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_220: i64, %out: i1):
      %615 = arith.cmpi sle, %in, %in_220 : i64
      linalg.yield %615 : i1
    } -> tensor<1x1x8x8xi1>
    %33 = tensor.empty() : tensor<4x1x8x8xi1>
    %collapsed = tensor.collapse_shape %32 [[0, 1], [2], [3]] : tensor<1x1x8x8xi1> into tensor<1x8x8xi1>
    %34 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x8x8xi1>) outs(%33 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<4x1x8x8xi1>
    %35 = tensor.empty() : tensor<4x1x8x8xbf16>
    %36 = linalg.generic {indexing_maps = [#map6, #map8, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %cst_7, %cst_8 : tensor<4x1x8x8xi1>, tensor<bf16>, tensor<bf16>) outs(%35 : tensor<4x1x8x8xbf16>) {
    ^bb0(%in: i1, %in_220: bf16, %in_221: bf16, %out: bf16):
      %615 = arith.select %in, %in_220, %in_221 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x1x8x8xbf16>
    %expanded_22 = tensor.expand_shape %30 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %37 = tensor.empty() : tensor<1x8x1xf32>
    %38 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<1x8x1xi64>) outs(%37 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %615 = arith.sitofp %in : i64 to f32
      linalg.yield %615 : f32
    } -> tensor<1x8x1xf32>
    %39 = tensor.empty() : tensor<1x8x4xf32>
    %40 = linalg.generic {indexing_maps = [#map9, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %cst_4 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%39 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<1x8x4xf32>
    %concat = tensor.concat dim(2) %40, %40 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %41 = tensor.empty() : tensor<1x8x8xf32>
    %42 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%41 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.cos %in : f32
      linalg.yield %615 : f32
    } -> tensor<1x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%41 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.sin %in : f32
      linalg.yield %615 : f32
    } -> tensor<1x8x8xf32>
    %44 = tensor.empty() : tensor<1x8x8xbf16>
    %45 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<1x8x8xf32>) outs(%44 : tensor<1x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<1x8x8xbf16>
    %46 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<1x8x8xf32>) outs(%44 : tensor<1x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<1x8x8xbf16>
    %47 = tensor.empty() : tensor<4x8x32xf32>
    %48 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<4x8x32xbf16>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %49 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %50 = tensor.empty() : tensor<4x8x1xf32>
    %51 = linalg.fill ins(%cst_17 : f32) outs(%50 : tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map3, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%49 : tensor<4x8x32xf32>) outs(%51 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.addf %in, %out : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %53 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.divf %in, %cst_14 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %54 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.truncf %cst_5 : f64 to f32
      %616 = arith.addf %in, %615 : f32
      linalg.yield %616 : f32
    } -> tensor<4x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.rsqrt %in : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %55 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %57 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<4x8x32xf32>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %58 = linalg.generic {indexing_maps = [#map10, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %57 : tensor<32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %transposed = linalg.transpose ins(%3 : tensor<32x32xbf16>) outs(%2 : tensor<32x32xbf16>) permutation = [1, 0] 
    %collapsed_23 = tensor.collapse_shape %58 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %59 = tensor.empty() : tensor<32x32xf32>
    %60 = linalg.fill ins(%cst_17 : f32) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %61 = linalg.matmul ins(%collapsed_23, %transposed : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_24 = tensor.expand_shape %62 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xbf16> into tensor<4x8x4x8xbf16>
    %63 = tensor.empty() : tensor<4x4x8x8xbf16>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<4x8x4x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %64 = tensor.empty() : tensor<32x16xbf16>
    %transposed_26 = linalg.transpose ins(%5 : tensor<16x32xbf16>) outs(%64 : tensor<32x16xbf16>) permutation = [1, 0] 
    %65 = tensor.empty() : tensor<32x16xf32>
    %66 = linalg.fill ins(%cst_17 : f32) outs(%65 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %67 = linalg.matmul ins(%collapsed_23, %transposed_26 : tensor<32x32xbf16>, tensor<32x16xbf16>) outs(%66 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%67 : tensor<32x16xf32>) outs(%64 : tensor<32x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x16xbf16>
    %expanded_27 = tensor.expand_shape %68 [[0, 1], [2, 3]] output_shape [4, 8, 2, 8] : tensor<32x16xbf16> into tensor<4x8x2x8xbf16>
    %69 = tensor.empty() : tensor<4x2x8x8xbf16>
    %transposed_28 = linalg.transpose ins(%expanded_27 : tensor<4x8x2x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_29 = linalg.transpose ins(%6 : tensor<16x32xbf16>) outs(%64 : tensor<32x16xbf16>) permutation = [1, 0] 
    %70 = linalg.matmul ins(%collapsed_23, %transposed_29 : tensor<32x32xbf16>, tensor<32x16xbf16>) outs(%66 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%70 : tensor<32x16xf32>) outs(%64 : tensor<32x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x16xbf16>
    %expanded_30 = tensor.expand_shape %71 [[0, 1], [2, 3]] output_shape [4, 8, 2, 8] : tensor<32x16xbf16> into tensor<4x8x2x8xbf16>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<4x8x2x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_32 = tensor.expand_shape %45 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xbf16> into tensor<1x1x8x8xbf16>
    %expanded_33 = tensor.expand_shape %46 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xbf16> into tensor<1x1x8x8xbf16>
    %72 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_25, %expanded_32 : tensor<4x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %extracted_slice = tensor.extract_slice %transposed_25[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xbf16> to tensor<4x4x8x4xbf16>
    %extracted_slice_34 = tensor.extract_slice %transposed_25[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xbf16> to tensor<4x4x8x4xbf16>
    %73 = tensor.empty() : tensor<4x4x8x4xbf16>
    %74 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_34 : tensor<4x4x8x4xbf16>) outs(%73 : tensor<4x4x8x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.negf %in : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x4xbf16>
    %concat_35 = tensor.concat dim(3) %74, %extracted_slice : (tensor<4x4x8x4xbf16>, tensor<4x4x8x4xbf16>) -> tensor<4x4x8x8xbf16>
    %75 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_35, %expanded_33 : tensor<4x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %76 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %75 : tensor<4x4x8x8xbf16>, tensor<4x4x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %77 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_28, %expanded_32 : tensor<4x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x8xbf16>
    %extracted_slice_36 = tensor.extract_slice %transposed_28[0, 0, 0, 0] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x8xbf16> to tensor<4x2x8x4xbf16>
    %extracted_slice_37 = tensor.extract_slice %transposed_28[0, 0, 0, 4] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x8xbf16> to tensor<4x2x8x4xbf16>
    %78 = tensor.empty() : tensor<4x2x8x4xbf16>
    %79 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_37 : tensor<4x2x8x4xbf16>) outs(%78 : tensor<4x2x8x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.negf %in : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x4xbf16>
    %concat_38 = tensor.concat dim(3) %79, %extracted_slice_36 : (tensor<4x2x8x4xbf16>, tensor<4x2x8x4xbf16>) -> tensor<4x2x8x8xbf16>
    %80 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_38, %expanded_33 : tensor<4x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x8xbf16>
    %81 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %80 : tensor<4x2x8x8xbf16>, tensor<4x2x8x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x8xbf16>
    %82 = tensor.empty() : tensor<4x2x2x8x8xbf16>
    %83 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%81 : tensor<4x2x8x8xbf16>) outs(%82 : tensor<4x2x2x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4x2x2x8x8xbf16>
    %collapsed_39 = tensor.collapse_shape %83 [[0], [1, 2], [3], [4]] : tensor<4x2x2x8x8xbf16> into tensor<4x4x8x8xbf16>
    %84 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_31 : tensor<4x2x8x8xbf16>) outs(%82 : tensor<4x2x2x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4x2x2x8x8xbf16>
    %transposed_40 = linalg.transpose ins(%collapsed_39 : tensor<4x4x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) permutation = [0, 1, 3, 2] 
    %collapsed_41 = tensor.collapse_shape %76 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %collapsed_42 = tensor.collapse_shape %transposed_40 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %85 = tensor.empty() : tensor<16x8x8xf32>
    %86 = linalg.fill ins(%cst_17 : f32) outs(%85 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %87 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%86 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %88 = tensor.empty() : tensor<16x8x8xbf16>
    %89 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<16x8x8xf32>) outs(%88 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x8x8xbf16>
    %expanded_43 = tensor.expand_shape %89 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %90 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<4x4x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.truncf %cst_6 : f64 to bf16
      %616 = arith.mulf %in, %615 : bf16
      linalg.yield %616 : bf16
    } -> tensor<4x4x8x8xbf16>
    %91 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %36 : tensor<4x4x8x8xbf16>, tensor<4x1x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %92 = tensor.empty() : tensor<4x4x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<4x4x8x8xbf16>) outs(%92 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x8xf32>
    %94 = tensor.empty() : tensor<4x4x8xi64>
    %95 = linalg.fill ins(%c0_i64 : i64) outs(%94 : tensor<4x4x8xi64>) -> tensor<4x4x8xi64>
    %96 = tensor.empty() : tensor<4x4x8xf32>
    %97 = linalg.fill ins(%cst_1 : f32) outs(%96 : tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %98:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%93 : tensor<4x4x8x8xf32>) outs(%97, %95 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_220: i64):
      %615 = linalg.index 3 : index
      %616 = arith.index_cast %615 : index to i64
      %617 = arith.maximumf %in, %out : f32
      %618 = arith.cmpf ogt, %in, %out : f32
      %619 = arith.select %618, %616, %out_220 : i64
      linalg.yield %617, %619 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_44 = tensor.expand_shape %98#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_44 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%92 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x8xf32>
    %100 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<4x4x8x8xf32>) outs(%92 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.exp %in : f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x8xf32>
    %101 = tensor.empty() : tensor<4x4x8x1xf32>
    %102 = linalg.fill ins(%cst_17 : f32) outs(%101 : tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %103 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%100 : tensor<4x4x8x8xf32>) outs(%102 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.addf %in, %out : f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x1xf32>
    %104 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %103 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%92 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.divf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x8xf32>
    %105 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<4x4x8x8xf32>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %collapsed_45 = tensor.collapse_shape %105 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %collapsed_46 = tensor.collapse_shape %84 [[0, 1, 2], [3], [4]] : tensor<4x2x2x8x8xbf16> into tensor<16x8x8xbf16>
    %106 = linalg.batch_matmul ins(%collapsed_45, %collapsed_46 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%86 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %107 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<16x8x8xf32>) outs(%88 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x8x8xbf16>
    %expanded_47 = tensor.expand_shape %107 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %108 = tensor.empty() : tensor<4x8x4x8xbf16>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<4x4x8x8xbf16>) outs(%108 : tensor<4x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%7 : tensor<32x32xbf16>) outs(%2 : tensor<32x32xbf16>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %transposed_48 [[0, 1], [2, 3]] : tensor<4x8x4x8xbf16> into tensor<32x32xbf16>
    %109 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%109 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_51 = tensor.expand_shape %110 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %111 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %expanded_51 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %112 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<4x8x32xbf16>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %113 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %114 = linalg.generic {indexing_maps = [#map3, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%113 : tensor<4x8x32xf32>) outs(%51 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.addf %in, %out : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %115 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.divf %in, %cst_14 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %116 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.truncf %cst_5 : f64 to f32
      %616 = arith.addf %in, %615 : f32
      linalg.yield %616 : f32
    } -> tensor<4x8x1xf32>
    %117 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.rsqrt %in : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %117 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %119 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<4x8x32xf32>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %120 = linalg.generic {indexing_maps = [#map10, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %119 : tensor<32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %transposed_52 = linalg.transpose ins(%9 : tensor<64x32xbf16>) outs(%11 : tensor<32x64xbf16>) permutation = [1, 0] 
    %collapsed_53 = tensor.collapse_shape %120 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %121 = tensor.empty() : tensor<32x64xf32>
    %122 = linalg.fill ins(%cst_17 : f32) outs(%121 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %123 = linalg.matmul ins(%collapsed_53, %transposed_52 : tensor<32x32xbf16>, tensor<32x64xbf16>) outs(%122 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%123 : tensor<32x64xf32>) outs(%11 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x64xbf16>
    %expanded_54 = tensor.expand_shape %124 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xbf16> into tensor<4x8x64xbf16>
    %125 = tensor.empty() : tensor<4x8x64xf32>
    %126 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<4x8x64xbf16>) outs(%125 : tensor<4x8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x8x64xf32>
    %127 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<4x8x64xf32>) outs(%125 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.negf %in : f32
      %616 = math.exp %615 : f32
      %617 = arith.addf %616, %cst_2 : f32
      %618 = arith.divf %cst_2, %617 : f32
      linalg.yield %618 : f32
    } -> tensor<4x8x64xf32>
    %128 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %127 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%125 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x64xf32>
    %129 = tensor.empty() : tensor<4x8x64xbf16>
    %130 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<4x8x64xf32>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %transposed_55 = linalg.transpose ins(%10 : tensor<64x32xbf16>) outs(%11 : tensor<32x64xbf16>) permutation = [1, 0] 
    %131 = linalg.matmul ins(%collapsed_53, %transposed_55 : tensor<32x32xbf16>, tensor<32x64xbf16>) outs(%122 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%131 : tensor<32x64xf32>) outs(%11 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x64xbf16>
    %expanded_56 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xbf16> into tensor<4x8x64xbf16>
    %133 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %expanded_56 : tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %transposed_57 = linalg.transpose ins(%12 : tensor<32x64xbf16>) outs(%8 : tensor<64x32xbf16>) permutation = [1, 0] 
    %collapsed_58 = tensor.collapse_shape %133 [[0, 1], [2]] : tensor<4x8x64xbf16> into tensor<32x64xbf16>
    %134 = linalg.matmul ins(%collapsed_58, %transposed_57 : tensor<32x64xbf16>, tensor<64x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_59 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %136 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %expanded_59 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %137 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<4x8x32xbf16>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %138 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %139 = linalg.generic {indexing_maps = [#map3, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%138 : tensor<4x8x32xf32>) outs(%51 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.addf %in, %out : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %140 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.divf %in, %cst_14 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %141 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.truncf %cst_5 : f64 to f32
      %616 = arith.addf %in, %615 : f32
      linalg.yield %616 : f32
    } -> tensor<4x8x1xf32>
    %142 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.rsqrt %in : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %143 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %142 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %144 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<4x8x32xf32>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %145 = linalg.generic {indexing_maps = [#map10, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %144 : tensor<32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %transposed_60 = linalg.transpose ins(%16 : tensor<32x32xbf16>) outs(%2 : tensor<32x32xbf16>) permutation = [1, 0] 
    %collapsed_61 = tensor.collapse_shape %145 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %146 = linalg.matmul ins(%collapsed_61, %transposed_60 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%146 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_62 = tensor.expand_shape %147 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xbf16> into tensor<4x8x4x8xbf16>
    %transposed_63 = linalg.transpose ins(%expanded_62 : tensor<4x8x4x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_64 = linalg.transpose ins(%17 : tensor<16x32xbf16>) outs(%64 : tensor<32x16xbf16>) permutation = [1, 0] 
    %148 = linalg.matmul ins(%collapsed_61, %transposed_64 : tensor<32x32xbf16>, tensor<32x16xbf16>) outs(%66 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%148 : tensor<32x16xf32>) outs(%64 : tensor<32x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x16xbf16>
    %expanded_65 = tensor.expand_shape %149 [[0, 1], [2, 3]] output_shape [4, 8, 2, 8] : tensor<32x16xbf16> into tensor<4x8x2x8xbf16>
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<4x8x2x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_67 = linalg.transpose ins(%18 : tensor<16x32xbf16>) outs(%64 : tensor<32x16xbf16>) permutation = [1, 0] 
    %150 = linalg.matmul ins(%collapsed_61, %transposed_67 : tensor<32x32xbf16>, tensor<32x16xbf16>) outs(%66 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%150 : tensor<32x16xf32>) outs(%64 : tensor<32x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x16xbf16>
    %expanded_68 = tensor.expand_shape %151 [[0, 1], [2, 3]] output_shape [4, 8, 2, 8] : tensor<32x16xbf16> into tensor<4x8x2x8xbf16>
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<4x8x2x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %152 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_63, %expanded_32 : tensor<4x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %extracted_slice_70 = tensor.extract_slice %transposed_63[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xbf16> to tensor<4x4x8x4xbf16>
    %extracted_slice_71 = tensor.extract_slice %transposed_63[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xbf16> to tensor<4x4x8x4xbf16>
    %153 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_71 : tensor<4x4x8x4xbf16>) outs(%73 : tensor<4x4x8x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.negf %in : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x4xbf16>
    %concat_72 = tensor.concat dim(3) %153, %extracted_slice_70 : (tensor<4x4x8x4xbf16>, tensor<4x4x8x4xbf16>) -> tensor<4x4x8x8xbf16>
    %154 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_72, %expanded_33 : tensor<4x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %155 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %154 : tensor<4x4x8x8xbf16>, tensor<4x4x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %156 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_66, %expanded_32 : tensor<4x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x8xbf16>
    %extracted_slice_73 = tensor.extract_slice %transposed_66[0, 0, 0, 0] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x8xbf16> to tensor<4x2x8x4xbf16>
    %extracted_slice_74 = tensor.extract_slice %transposed_66[0, 0, 0, 4] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x8xbf16> to tensor<4x2x8x4xbf16>
    %157 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_74 : tensor<4x2x8x4xbf16>) outs(%78 : tensor<4x2x8x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.negf %in : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x4xbf16>
    %concat_75 = tensor.concat dim(3) %157, %extracted_slice_73 : (tensor<4x2x8x4xbf16>, tensor<4x2x8x4xbf16>) -> tensor<4x2x8x8xbf16>
    %158 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_75, %expanded_33 : tensor<4x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x8xbf16>
    %159 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %158 : tensor<4x2x8x8xbf16>, tensor<4x2x8x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x8xbf16>
    %160 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%159 : tensor<4x2x8x8xbf16>) outs(%82 : tensor<4x2x2x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4x2x2x8x8xbf16>
    %collapsed_76 = tensor.collapse_shape %160 [[0], [1, 2], [3], [4]] : tensor<4x2x2x8x8xbf16> into tensor<4x4x8x8xbf16>
    %161 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_69 : tensor<4x2x8x8xbf16>) outs(%82 : tensor<4x2x2x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4x2x2x8x8xbf16>
    %transposed_77 = linalg.transpose ins(%collapsed_76 : tensor<4x4x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) permutation = [0, 1, 3, 2] 
    %collapsed_78 = tensor.collapse_shape %155 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %collapsed_79 = tensor.collapse_shape %transposed_77 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %162 = linalg.batch_matmul ins(%collapsed_78, %collapsed_79 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%86 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %163 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<16x8x8xf32>) outs(%88 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x8x8xbf16>
    %expanded_80 = tensor.expand_shape %163 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %164 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<4x4x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.truncf %cst_6 : f64 to bf16
      %616 = arith.mulf %in, %615 : bf16
      linalg.yield %616 : bf16
    } -> tensor<4x4x8x8xbf16>
    %165 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %36 : tensor<4x4x8x8xbf16>, tensor<4x1x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %166 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<4x4x8x8xbf16>) outs(%92 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x8xf32>
    %167:2 = linalg.generic {indexing_maps = [#map6, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%166 : tensor<4x4x8x8xf32>) outs(%97, %95 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_220: i64):
      %615 = linalg.index 3 : index
      %616 = arith.index_cast %615 : index to i64
      %617 = arith.maximumf %in, %out : f32
      %618 = arith.cmpf ogt, %in, %out : f32
      %619 = arith.select %618, %616, %out_220 : i64
      linalg.yield %617, %619 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_81 = tensor.expand_shape %167#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %168 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %expanded_81 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%92 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x8xf32>
    %169 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<4x4x8x8xf32>) outs(%92 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.exp %in : f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x8xf32>
    %170 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%169 : tensor<4x4x8x8xf32>) outs(%102 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.addf %in, %out : f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x1xf32>
    %171 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %170 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%92 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.divf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x8xf32>
    %172 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171 : tensor<4x4x8x8xf32>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %collapsed_82 = tensor.collapse_shape %172 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %collapsed_83 = tensor.collapse_shape %161 [[0, 1, 2], [3], [4]] : tensor<4x2x2x8x8xbf16> into tensor<16x8x8xbf16>
    %173 = linalg.batch_matmul ins(%collapsed_82, %collapsed_83 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%86 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %174 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<16x8x8xf32>) outs(%88 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x8x8xbf16>
    %expanded_84 = tensor.expand_shape %174 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %transposed_85 = linalg.transpose ins(%expanded_84 : tensor<4x4x8x8xbf16>) outs(%108 : tensor<4x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_86 = linalg.transpose ins(%19 : tensor<32x32xbf16>) outs(%2 : tensor<32x32xbf16>) permutation = [1, 0] 
    %collapsed_87 = tensor.collapse_shape %transposed_85 [[0, 1], [2, 3]] : tensor<4x8x4x8xbf16> into tensor<32x32xbf16>
    %175 = linalg.matmul ins(%collapsed_87, %transposed_86 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%175 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_88 = tensor.expand_shape %176 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %177 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %expanded_88 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %178 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<4x8x32xbf16>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %179 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %180 = linalg.generic {indexing_maps = [#map3, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%179 : tensor<4x8x32xf32>) outs(%51 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.addf %in, %out : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %181 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.divf %in, %cst_14 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %182 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.truncf %cst_5 : f64 to f32
      %616 = arith.addf %in, %615 : f32
      linalg.yield %616 : f32
    } -> tensor<4x8x1xf32>
    %183 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.rsqrt %in : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %184 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %183 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %185 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<4x8x32xf32>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %186 = linalg.generic {indexing_maps = [#map10, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %185 : tensor<32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %transposed_89 = linalg.transpose ins(%20 : tensor<64x32xbf16>) outs(%11 : tensor<32x64xbf16>) permutation = [1, 0] 
    %collapsed_90 = tensor.collapse_shape %186 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %187 = linalg.matmul ins(%collapsed_90, %transposed_89 : tensor<32x32xbf16>, tensor<32x64xbf16>) outs(%122 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%187 : tensor<32x64xf32>) outs(%11 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x64xbf16>
    %expanded_91 = tensor.expand_shape %188 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xbf16> into tensor<4x8x64xbf16>
    %189 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91 : tensor<4x8x64xbf16>) outs(%125 : tensor<4x8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x8x64xf32>
    %190 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<4x8x64xf32>) outs(%125 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.negf %in : f32
      %616 = math.exp %615 : f32
      %617 = arith.addf %616, %cst_2 : f32
      %618 = arith.divf %cst_2, %617 : f32
      linalg.yield %618 : f32
    } -> tensor<4x8x64xf32>
    %191 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %190 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%125 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x64xf32>
    %192 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<4x8x64xf32>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %transposed_92 = linalg.transpose ins(%21 : tensor<64x32xbf16>) outs(%11 : tensor<32x64xbf16>) permutation = [1, 0] 
    %193 = linalg.matmul ins(%collapsed_90, %transposed_92 : tensor<32x32xbf16>, tensor<32x64xbf16>) outs(%122 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%193 : tensor<32x64xf32>) outs(%11 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x64xbf16>
    %expanded_93 = tensor.expand_shape %194 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xbf16> into tensor<4x8x64xbf16>
    %195 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %expanded_93 : tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %transposed_94 = linalg.transpose ins(%22 : tensor<32x64xbf16>) outs(%8 : tensor<64x32xbf16>) permutation = [1, 0] 
    %collapsed_95 = tensor.collapse_shape %195 [[0, 1], [2]] : tensor<4x8x64xbf16> into tensor<32x64xbf16>
    %196 = linalg.matmul ins(%collapsed_95, %transposed_94 : tensor<32x64xbf16>, tensor<64x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%196 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_96 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %198 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %expanded_96 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %199 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<4x8x32xbf16>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %201 = linalg.generic {indexing_maps = [#map3, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%200 : tensor<4x8x32xf32>) outs(%51 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.addf %in, %out : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %202 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.divf %in, %cst_14 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %203 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.truncf %cst_5 : f64 to f32
      %616 = arith.addf %in, %615 : f32
      linalg.yield %616 : f32
    } -> tensor<4x8x1xf32>
    %204 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.rsqrt %in : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %205 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %204 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %206 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<4x8x32xf32>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %207 = linalg.generic {indexing_maps = [#map10, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %206 : tensor<32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %208 = tensor.empty() : tensor<32x128xbf16>
    %transposed_97 = linalg.transpose ins(%26 : tensor<128x32xbf16>) outs(%208 : tensor<32x128xbf16>) permutation = [1, 0] 
    %collapsed_98 = tensor.collapse_shape %207 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %209 = tensor.empty() : tensor<32x128xf32>
    %210 = linalg.fill ins(%cst_17 : f32) outs(%209 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %211 = linalg.matmul ins(%collapsed_98, %transposed_97 : tensor<32x32xbf16>, tensor<32x128xbf16>) outs(%210 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%211 : tensor<32x128xf32>) outs(%208 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x128xbf16>
    %expanded_99 = tensor.expand_shape %212 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xbf16> into tensor<4x8x128xbf16>
    %213 = tensor.empty() : tensor<4x8x128xf32>
    %214 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_99 : tensor<4x8x128xbf16>) outs(%213 : tensor<4x8x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x8x128xf32>
    %collapsed_100 = tensor.collapse_shape %214 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %collapsed_101 = tensor.collapse_shape %arg24 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %215 = tensor.empty() : tensor<32xi64>
    %216 = linalg.fill ins(%c0_i64 : i64) outs(%215 : tensor<32xi64>) -> tensor<32xi64>
    %217 = tensor.empty() : tensor<32xf32>
    %218 = linalg.fill ins(%cst_1 : f32) outs(%217 : tensor<32xf32>) -> tensor<32xf32>
    %219:2 = linalg.generic {indexing_maps = [#map, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%collapsed_100 : tensor<32x128xf32>) outs(%218, %216 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_220: i64):
      %615 = linalg.index 1 : index
      %616 = arith.index_cast %615 : index to i64
      %617 = arith.maximumf %in, %out : f32
      %618 = arith.cmpf ogt, %in, %out : f32
      %619 = arith.select %618, %616, %out_220 : i64
      linalg.yield %617, %619 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_102 = tensor.expand_shape %219#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map17, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_100, %expanded_102 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%209 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x128xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%220 : tensor<32x128xf32>) outs(%209 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.exp %in : f32
      linalg.yield %615 : f32
    } -> tensor<32x128xf32>
    %222 = tensor.empty() : tensor<32x1xf32>
    %223 = linalg.fill ins(%cst_17 : f32) outs(%222 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["parallel", "reduction"]} ins(%221 : tensor<32x128xf32>) outs(%223 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.addf %in, %out : f32
      linalg.yield %615 : f32
    } -> tensor<32x1xf32>
    %225 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%224 : tensor<32x1xf32>) outs(%222 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.log %in : f32
      linalg.yield %615 : f32
    } -> tensor<32x1xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map17, #map], iterator_types = ["parallel", "parallel"]} ins(%220, %225 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%209 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x128xf32>
    %227 = tensor.empty() : tensor<32xi1>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_101 : tensor<32xi64>) outs(%227 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %615 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %615 : i1
    } -> tensor<32xi1>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map18, #map1], iterator_types = ["parallel"]} ins(%228, %collapsed_101, %cst_20 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%215 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_220: i64, %in_221: i64, %out: i64):
      %615 = arith.select %in, %in_220, %in_221 : i64
      linalg.yield %615 : i64
    } -> tensor<32xi64>
    %expanded_103 = tensor.expand_shape %229 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %230 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_103 : tensor<32x1xi64>) outs(%223 : tensor<32x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %615 = linalg.index 0 : index
      %616 = arith.index_cast %in : i64 to index
      %617 = arith.cmpi slt, %616, %c128 : index
      cf.assert %617, "index must be smaller than dim size"
      %618 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %618, "index must be larger or equal to 0"
      %extracted = tensor.extract %226[%615, %616] : tensor<32x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32>
    %collapsed_104 = tensor.collapse_shape %230 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_104 : tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.negf %in : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1, #map18, #map1], iterator_types = ["parallel"]} ins(%228, %231, %cst_9 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %615 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %233 = tensor.empty() : tensor<i64>
    %234 = linalg.fill ins(%c0_i64 : i64) outs(%233 : tensor<i64>) -> tensor<i64>
    %235 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction"]} ins(%228 : tensor<32xi1>) outs(%234 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %615 = arith.extui %in : i1 to i64
      %616 = arith.addi %615, %out : i64
      linalg.yield %616 : i64
    } -> tensor<i64>
    %236 = tensor.empty() : tensor<f32>
    %237 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%235 : tensor<i64>) outs(%236 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %615 = arith.sitofp %in : i64 to f32
      linalg.yield %615 : f32
    } -> tensor<f32>
    %238 = linalg.fill ins(%cst_17 : f32) outs(%236 : tensor<f32>) -> tensor<f32>
    %239 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["reduction"]} ins(%232 : tensor<32xf32>) outs(%238 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.addf %in, %out : f32
      linalg.yield %615 : f32
    } -> tensor<f32>
    %240 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%239, %237 : tensor<f32>, tensor<f32>) outs(%236 : tensor<f32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.divf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<f32>
    %241 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_10, %237 : tensor<f32>, tensor<f32>) outs(%236 : tensor<f32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.divf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<f32>
    %expanded_105 = tensor.expand_shape %collapsed_101 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %242 = tensor.empty() : tensor<32x1xi1>
    %243 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_105 : tensor<32x1xi64>) outs(%242 : tensor<32x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %615 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %615 : i1
    } -> tensor<32x1xi1>
    %244 = tensor.empty() : tensor<32x1xi64>
    %245 = linalg.generic {indexing_maps = [#map, #map, #map20, #map], iterator_types = ["parallel", "parallel"]} ins(%243, %expanded_105, %cst_20 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%244 : tensor<32x1xi64>) {
    ^bb0(%in: i1, %in_220: i64, %in_221: i64, %out: i64):
      %615 = arith.select %in, %in_220, %in_221 : i64
      linalg.yield %615 : i64
    } -> tensor<32x1xi64>
    %246 = linalg.fill ins(%c0_i64 : i64) outs(%244 : tensor<32x1xi64>) -> tensor<32x1xi64>
    %247 = linalg.fill ins(%cst_17 : f32) outs(%217 : tensor<32xf32>) -> tensor<32xf32>
    %248:3 = linalg.generic {indexing_maps = [#map21, #map21, #map1], iterator_types = ["parallel"]} outs(%246, %246, %247 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) {
    ^bb0(%out: i64, %out_220: i64, %out_221: f32):
      %615 = linalg.index 0 : index
      %616 = arith.remsi %615, %c32 : index
      %extracted = tensor.extract %245[%616, %c0] : tensor<32x1xi64>
      %617 = arith.index_cast %616 : index to i64
      linalg.yield %617, %extracted, %cst_19 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>)
    %249 = tensor.empty() : tensor<32x2xi64>
    %250 = linalg.fill ins(%c0_i64 : i64) outs(%249 : tensor<32x2xi64>) -> tensor<32x2xi64>
    %inserted_slice = tensor.insert_slice %248#0 into %250[0, 0] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %inserted_slice_106 = tensor.insert_slice %248#1 into %inserted_slice[0, 1] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %251 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%248#2, %inserted_slice_106 : tensor<32xf32>, tensor<32x2xi64>) outs(%cst : tensor<32x128xf32>) {
    ^bb0(%arg25: f32, %arg26: f32):
      tm_tensor.yield %arg25 : f32
    } -> tensor<32x128xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map20, #map20, #map], iterator_types = ["parallel", "parallel"]} ins(%243, %241, %cst_9 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%222 : tensor<32x1xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %615 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %615 : f32
    } -> tensor<32x1xf32>
    %253 = linalg.generic {indexing_maps = [#map, #map17, #map], iterator_types = ["parallel", "parallel"]} ins(%251, %252 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%209 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x128xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%226 : tensor<32x128xf32>) outs(%209 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.exp %in : f32
      linalg.yield %615 : f32
    } -> tensor<32x128xf32>
    %255 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["parallel", "reduction"]} ins(%253 : tensor<32x128xf32>) outs(%223 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.addf %in, %out : f32
      linalg.yield %615 : f32
    } -> tensor<32x1xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map17, #map], iterator_types = ["parallel", "parallel"]} ins(%254, %255 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%209 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x128xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%253, %256 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%209 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x128xf32>
    %expanded_107 = tensor.expand_shape %257 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %258 = tensor.empty() : tensor<4x8x128xbf16>
    %259 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_107 : tensor<4x8x128xf32>) outs(%258 : tensor<4x8x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x128xbf16>
    %collapsed_108 = tensor.collapse_shape %259 [[0, 1], [2]] : tensor<4x8x128xbf16> into tensor<32x128xbf16>
    %transposed_109 = linalg.transpose ins(%collapsed_108 : tensor<32x128xbf16>) outs(%0 : tensor<128x32xbf16>) permutation = [1, 0] 
    %260 = tensor.empty() : tensor<128x32xf32>
    %261 = linalg.fill ins(%cst_17 : f32) outs(%260 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %262 = linalg.matmul ins(%transposed_109, %collapsed_98 : tensor<128x32xbf16>, tensor<32x32xbf16>) outs(%261 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %263 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%262 : tensor<128x32xf32>) outs(%0 : tensor<128x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<128x32xbf16>
    %264 = linalg.matmul ins(%collapsed_108, %26 : tensor<32x128xbf16>, tensor<128x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%264 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_110 = tensor.expand_shape %265 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %266 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_110, %25 : tensor<4x8x32xbf16>, tensor<32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %267 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_110, %206 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %268 = tensor.empty() : tensor<1x1x32xbf16>
    %269 = linalg.fill ins(%cst_0 : bf16) outs(%268 : tensor<1x1x32xbf16>) -> tensor<1x1x32xbf16>
    %270 = linalg.generic {indexing_maps = [#map3, #map22], iterator_types = ["reduction", "reduction", "parallel"]} ins(%267 : tensor<4x8x32xbf16>) outs(%269 : tensor<1x1x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.addf %in, %out : bf16
      linalg.yield %615 : bf16
    } -> tensor<1x1x32xbf16>
    %collapsed_111 = tensor.collapse_shape %270 [[0, 1, 2]] : tensor<1x1x32xbf16> into tensor<32xbf16>
    %271 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<4x8x32xbf16>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %272 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %199 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %273 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %204 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %274 = linalg.generic {indexing_maps = [#map3, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%272 : tensor<4x8x32xf32>) outs(%51 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.addf %in, %out : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %275 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %276 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.mulf %in, %cst_15 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %277 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %275 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_112 = tensor.collapse_shape %277 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %278 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_112 : tensor<4x8xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %279 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.divf %in, %cst_14 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %280 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.mulf %in, %cst_16 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %282 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %281 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %283 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273, %282 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %284 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<4x8x32xf32>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %collapsed_113 = tensor.collapse_shape %284 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %transposed_114 = linalg.transpose ins(%collapsed_113 : tensor<32x32xbf16>) outs(%2 : tensor<32x32xbf16>) permutation = [1, 0] 
    %285 = linalg.matmul ins(%transposed_114, %collapsed_95 : tensor<32x32xbf16>, tensor<32x64xbf16>) outs(%122 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%285 : tensor<32x64xf32>) outs(%11 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x64xbf16>
    %287 = linalg.matmul ins(%collapsed_113, %22 : tensor<32x32xbf16>, tensor<32x64xbf16>) outs(%122 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%287 : tensor<32x64xf32>) outs(%11 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x64xbf16>
    %expanded_115 = tensor.expand_shape %288 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xbf16> into tensor<4x8x64xbf16>
    %289 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115, %192 : tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %290 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115, %expanded_93 : tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %collapsed_116 = tensor.collapse_shape %289 [[0, 1], [2]] : tensor<4x8x64xbf16> into tensor<32x64xbf16>
    %transposed_117 = linalg.transpose ins(%collapsed_116 : tensor<32x64xbf16>) outs(%8 : tensor<64x32xbf16>) permutation = [1, 0] 
    %291 = tensor.empty() : tensor<64x32xf32>
    %292 = linalg.fill ins(%cst_17 : f32) outs(%291 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %293 = linalg.matmul ins(%transposed_117, %collapsed_90 : tensor<64x32xbf16>, tensor<32x32xbf16>) outs(%292 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%293 : tensor<64x32xf32>) outs(%8 : tensor<64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<64x32xbf16>
    %295 = linalg.matmul ins(%collapsed_116, %21 : tensor<32x64xbf16>, tensor<64x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %296 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%295 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_118 = tensor.expand_shape %296 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %297 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91 : tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.negf %in : bf16
      %616 = math.exp %615 : bf16
      %617 = arith.addf %616, %cst_3 : bf16
      %618 = arith.divf %cst_3, %617 : bf16
      linalg.yield %618 : bf16
    } -> tensor<4x8x64xbf16>
    %298 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %297 : tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.subf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %299 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %298 : tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %300 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299 : tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.addf %in, %cst_3 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %301 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290, %297 : tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %302 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %300 : tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %collapsed_119 = tensor.collapse_shape %302 [[0, 1], [2]] : tensor<4x8x64xbf16> into tensor<32x64xbf16>
    %transposed_120 = linalg.transpose ins(%collapsed_119 : tensor<32x64xbf16>) outs(%8 : tensor<64x32xbf16>) permutation = [1, 0] 
    %303 = linalg.matmul ins(%transposed_120, %collapsed_90 : tensor<64x32xbf16>, tensor<32x32xbf16>) outs(%292 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %304 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%303 : tensor<64x32xf32>) outs(%8 : tensor<64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<64x32xbf16>
    %305 = linalg.matmul ins(%collapsed_119, %20 : tensor<32x64xbf16>, tensor<64x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%305 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_121 = tensor.expand_shape %306 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %307 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118, %expanded_121 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %308 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %24 : tensor<4x8x32xbf16>, tensor<32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %309 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %185 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %310 = linalg.generic {indexing_maps = [#map3, #map22], iterator_types = ["reduction", "reduction", "parallel"]} ins(%309 : tensor<4x8x32xbf16>) outs(%269 : tensor<1x1x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.addf %in, %out : bf16
      linalg.yield %615 : bf16
    } -> tensor<1x1x32xbf16>
    %collapsed_122 = tensor.collapse_shape %310 [[0, 1, 2]] : tensor<1x1x32xbf16> into tensor<32xbf16>
    %311 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308 : tensor<4x8x32xbf16>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %312 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %178 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %313 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %183 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %314 = linalg.generic {indexing_maps = [#map3, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%312 : tensor<4x8x32xf32>) outs(%51 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.addf %in, %out : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %315 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %316 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.mulf %in, %cst_15 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %317 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %315 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_123 = tensor.collapse_shape %317 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %318 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_123 : tensor<4x8xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %319 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.divf %in, %cst_14 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %320 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %321 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.mulf %in, %cst_16 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %322 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %321 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %322 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %324 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<4x8x32xf32>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %325 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %324 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %collapsed_124 = tensor.collapse_shape %325 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %transposed_125 = linalg.transpose ins(%collapsed_124 : tensor<32x32xbf16>) outs(%2 : tensor<32x32xbf16>) permutation = [1, 0] 
    %326 = linalg.matmul ins(%transposed_125, %collapsed_87 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %327 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%326 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %328 = linalg.matmul ins(%collapsed_124, %19 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%328 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_126 = tensor.expand_shape %329 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xbf16> into tensor<4x8x4x8xbf16>
    %transposed_127 = linalg.transpose ins(%expanded_126 : tensor<4x8x4x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_128 = tensor.collapse_shape %transposed_127 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %transposed_129 = linalg.transpose ins(%collapsed_82 : tensor<16x8x8xbf16>) outs(%88 : tensor<16x8x8xbf16>) permutation = [0, 2, 1] 
    %330 = linalg.batch_matmul ins(%transposed_129, %collapsed_128 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%86 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %331 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<16x8x8xf32>) outs(%88 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x8x8xbf16>
    %transposed_130 = linalg.transpose ins(%collapsed_83 : tensor<16x8x8xbf16>) outs(%88 : tensor<16x8x8xbf16>) permutation = [0, 2, 1] 
    %332 = linalg.batch_matmul ins(%collapsed_128, %transposed_130 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%86 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %333 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332 : tensor<16x8x8xf32>) outs(%88 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x8x8xbf16>
    %expanded_131 = tensor.expand_shape %333 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %334 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_131 : tensor<4x4x8x8xbf16>) outs(%92 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x8xf32>
    %335 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %171 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%92 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x8xf32>
    %336 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%335 : tensor<4x4x8x8xf32>) outs(%102 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.addf %in, %out : f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x1xf32>
    %337 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %336 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%92 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x8xf32>
    %338 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %337 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%92 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x8xf32>
    %339 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338 : tensor<4x4x8x8xf32>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %340 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339 : tensor<4x4x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.truncf %cst_6 : f64 to bf16
      %616 = arith.mulf %in, %615 : bf16
      linalg.yield %616 : bf16
    } -> tensor<4x4x8x8xbf16>
    %collapsed_132 = tensor.collapse_shape %340 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %transposed_133 = linalg.transpose ins(%collapsed_78 : tensor<16x8x8xbf16>) outs(%88 : tensor<16x8x8xbf16>) permutation = [0, 2, 1] 
    %341 = linalg.batch_matmul ins(%transposed_133, %collapsed_132 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%86 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %342 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<16x8x8xf32>) outs(%88 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x8x8xbf16>
    %transposed_134 = linalg.transpose ins(%collapsed_79 : tensor<16x8x8xbf16>) outs(%88 : tensor<16x8x8xbf16>) permutation = [0, 2, 1] 
    %343 = linalg.batch_matmul ins(%collapsed_132, %transposed_134 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%86 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %344 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343 : tensor<16x8x8xf32>) outs(%88 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x8x8xbf16>
    %expanded_135 = tensor.expand_shape %342 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %expanded_136 = tensor.expand_shape %344 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %transposed_137 = linalg.transpose ins(%expanded_135 : tensor<4x4x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) permutation = [0, 1, 3, 2] 
    %expanded_138 = tensor.expand_shape %331 [[0, 1, 2], [3], [4]] output_shape [4, 2, 2, 8, 8] : tensor<16x8x8xbf16> into tensor<4x2x2x8x8xbf16>
    %345 = tensor.empty() : tensor<4x2x1x8x8xbf16>
    %346 = linalg.fill ins(%cst_0 : bf16) outs(%345 : tensor<4x2x1x8x8xbf16>) -> tensor<4x2x1x8x8xbf16>
    %347 = linalg.generic {indexing_maps = [#map13, #map23], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_138 : tensor<4x2x2x8x8xbf16>) outs(%346 : tensor<4x2x1x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.addf %in, %out : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x1x8x8xbf16>
    %collapsed_139 = tensor.collapse_shape %347 [[0], [1, 2], [3], [4]] : tensor<4x2x1x8x8xbf16> into tensor<4x2x8x8xbf16>
    %expanded_140 = tensor.expand_shape %transposed_137 [[0], [1, 2], [3], [4]] output_shape [4, 2, 2, 8, 8] : tensor<4x4x8x8xbf16> into tensor<4x2x2x8x8xbf16>
    %348 = linalg.generic {indexing_maps = [#map13, #map23], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_140 : tensor<4x2x2x8x8xbf16>) outs(%346 : tensor<4x2x1x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.addf %in, %out : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x1x8x8xbf16>
    %collapsed_141 = tensor.collapse_shape %348 [[0], [1, 2], [3], [4]] : tensor<4x2x1x8x8xbf16> into tensor<4x2x8x8xbf16>
    %349 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_141, %expanded_33 : tensor<4x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x8xbf16>
    %extracted_slice_142 = tensor.extract_slice %349[0, 0, 0, 0] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x8xbf16> to tensor<4x2x8x4xbf16>
    %extracted_slice_143 = tensor.extract_slice %349[0, 0, 0, 4] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x8xbf16> to tensor<4x2x8x4xbf16>
    %350 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_142 : tensor<4x2x8x4xbf16>) outs(%78 : tensor<4x2x8x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.negf %in : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x4xbf16>
    %inserted_slice_144 = tensor.insert_slice %350 into %cst_12[0, 0, 0, 4] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x4xbf16> into tensor<4x2x8x8xbf16>
    %inserted_slice_145 = tensor.insert_slice %extracted_slice_143 into %cst_12[0, 0, 0, 0] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x4xbf16> into tensor<4x2x8x8xbf16>
    %351 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_144, %inserted_slice_145 : tensor<4x2x8x8xbf16>, tensor<4x2x8x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x8xbf16>
    %352 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_141, %expanded_32 : tensor<4x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x8xbf16>
    %353 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %352 : tensor<4x2x8x8xbf16>, tensor<4x2x8x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x8xbf16>
    %354 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_136, %expanded_33 : tensor<4x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %extracted_slice_146 = tensor.extract_slice %354[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xbf16> to tensor<4x4x8x4xbf16>
    %extracted_slice_147 = tensor.extract_slice %354[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xbf16> to tensor<4x4x8x4xbf16>
    %355 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_146 : tensor<4x4x8x4xbf16>) outs(%73 : tensor<4x4x8x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.negf %in : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x4xbf16>
    %inserted_slice_148 = tensor.insert_slice %355 into %cst_11[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x4xbf16> into tensor<4x4x8x8xbf16>
    %inserted_slice_149 = tensor.insert_slice %extracted_slice_147 into %cst_11[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x4xbf16> into tensor<4x4x8x8xbf16>
    %356 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_148, %inserted_slice_149 : tensor<4x4x8x8xbf16>, tensor<4x4x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %357 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_136, %expanded_32 : tensor<4x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %358 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356, %357 : tensor<4x4x8x8xbf16>, tensor<4x4x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %359 = tensor.empty() : tensor<4x8x2x8xbf16>
    %transposed_150 = linalg.transpose ins(%collapsed_139 : tensor<4x2x8x8xbf16>) outs(%359 : tensor<4x8x2x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_151 = tensor.collapse_shape %transposed_150 [[0, 1], [2, 3]] : tensor<4x8x2x8xbf16> into tensor<32x16xbf16>
    %transposed_152 = linalg.transpose ins(%collapsed_151 : tensor<32x16xbf16>) outs(%4 : tensor<16x32xbf16>) permutation = [1, 0] 
    %360 = tensor.empty() : tensor<16x32xf32>
    %361 = linalg.fill ins(%cst_17 : f32) outs(%360 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %362 = linalg.matmul ins(%transposed_152, %collapsed_61 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%361 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %363 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%362 : tensor<16x32xf32>) outs(%4 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x32xbf16>
    %364 = linalg.matmul ins(%collapsed_151, %18 : tensor<32x16xbf16>, tensor<16x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %365 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%364 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_153 = tensor.expand_shape %365 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %transposed_154 = linalg.transpose ins(%353 : tensor<4x2x8x8xbf16>) outs(%359 : tensor<4x8x2x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_155 = tensor.collapse_shape %transposed_154 [[0, 1], [2, 3]] : tensor<4x8x2x8xbf16> into tensor<32x16xbf16>
    %transposed_156 = linalg.transpose ins(%collapsed_155 : tensor<32x16xbf16>) outs(%4 : tensor<16x32xbf16>) permutation = [1, 0] 
    %366 = linalg.matmul ins(%transposed_156, %collapsed_61 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%361 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %367 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%366 : tensor<16x32xf32>) outs(%4 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x32xbf16>
    %368 = linalg.matmul ins(%collapsed_155, %17 : tensor<32x16xbf16>, tensor<16x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %369 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%368 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_157 = tensor.expand_shape %369 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %370 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_153, %expanded_157 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %transposed_158 = linalg.transpose ins(%358 : tensor<4x4x8x8xbf16>) outs(%108 : tensor<4x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_159 = tensor.collapse_shape %transposed_158 [[0, 1], [2, 3]] : tensor<4x8x4x8xbf16> into tensor<32x32xbf16>
    %transposed_160 = linalg.transpose ins(%collapsed_159 : tensor<32x32xbf16>) outs(%2 : tensor<32x32xbf16>) permutation = [1, 0] 
    %371 = linalg.matmul ins(%transposed_160, %collapsed_61 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %372 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%371 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %373 = linalg.matmul ins(%collapsed_159, %16 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %374 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%373 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_161 = tensor.expand_shape %374 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %375 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %expanded_161 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %376 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375, %23 : tensor<4x8x32xbf16>, tensor<32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %377 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375, %144 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %378 = linalg.generic {indexing_maps = [#map3, #map22], iterator_types = ["reduction", "reduction", "parallel"]} ins(%377 : tensor<4x8x32xbf16>) outs(%269 : tensor<1x1x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.addf %in, %out : bf16
      linalg.yield %615 : bf16
    } -> tensor<1x1x32xbf16>
    %collapsed_162 = tensor.collapse_shape %378 [[0, 1, 2]] : tensor<1x1x32xbf16> into tensor<32xbf16>
    %379 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376 : tensor<4x8x32xbf16>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %380 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %137 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %381 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %142 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %382 = linalg.generic {indexing_maps = [#map3, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%380 : tensor<4x8x32xf32>) outs(%51 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.addf %in, %out : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %383 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %384 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.mulf %in, %cst_15 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %385 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384, %383 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_163 = tensor.collapse_shape %385 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %386 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_163 : tensor<4x8xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %387 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.divf %in, %cst_14 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %388 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %389 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.mulf %in, %cst_16 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %390 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %389 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %391 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %390 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %392 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391 : tensor<4x8x32xf32>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %393 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %392 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %collapsed_164 = tensor.collapse_shape %393 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %transposed_165 = linalg.transpose ins(%collapsed_164 : tensor<32x32xbf16>) outs(%2 : tensor<32x32xbf16>) permutation = [1, 0] 
    %394 = linalg.matmul ins(%transposed_165, %collapsed_58 : tensor<32x32xbf16>, tensor<32x64xbf16>) outs(%122 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %395 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%394 : tensor<32x64xf32>) outs(%11 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x64xbf16>
    %396 = linalg.matmul ins(%collapsed_164, %12 : tensor<32x32xbf16>, tensor<32x64xbf16>) outs(%122 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %397 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%396 : tensor<32x64xf32>) outs(%11 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x64xbf16>
    %expanded_166 = tensor.expand_shape %397 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xbf16> into tensor<4x8x64xbf16>
    %398 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_166, %130 : tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %399 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_166, %expanded_56 : tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %collapsed_167 = tensor.collapse_shape %398 [[0, 1], [2]] : tensor<4x8x64xbf16> into tensor<32x64xbf16>
    %transposed_168 = linalg.transpose ins(%collapsed_167 : tensor<32x64xbf16>) outs(%8 : tensor<64x32xbf16>) permutation = [1, 0] 
    %400 = linalg.matmul ins(%transposed_168, %collapsed_53 : tensor<64x32xbf16>, tensor<32x32xbf16>) outs(%292 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %401 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%400 : tensor<64x32xf32>) outs(%8 : tensor<64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<64x32xbf16>
    %402 = linalg.matmul ins(%collapsed_167, %10 : tensor<32x64xbf16>, tensor<64x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %403 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%402 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_169 = tensor.expand_shape %403 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %404 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.negf %in : bf16
      %616 = math.exp %615 : bf16
      %617 = arith.addf %616, %cst_3 : bf16
      %618 = arith.divf %cst_3, %617 : bf16
      linalg.yield %618 : bf16
    } -> tensor<4x8x64xbf16>
    %405 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %404 : tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.subf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %406 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54, %405 : tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %407 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406 : tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.addf %in, %cst_3 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %408 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399, %404 : tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %409 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408, %407 : tensor<4x8x64xbf16>, tensor<4x8x64xbf16>) outs(%129 : tensor<4x8x64xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x64xbf16>
    %collapsed_170 = tensor.collapse_shape %409 [[0, 1], [2]] : tensor<4x8x64xbf16> into tensor<32x64xbf16>
    %transposed_171 = linalg.transpose ins(%collapsed_170 : tensor<32x64xbf16>) outs(%8 : tensor<64x32xbf16>) permutation = [1, 0] 
    %410 = linalg.matmul ins(%transposed_171, %collapsed_53 : tensor<64x32xbf16>, tensor<32x32xbf16>) outs(%292 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %411 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%410 : tensor<64x32xf32>) outs(%8 : tensor<64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<64x32xbf16>
    %412 = linalg.matmul ins(%collapsed_170, %9 : tensor<32x64xbf16>, tensor<64x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %413 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%412 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_172 = tensor.expand_shape %413 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %414 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_169, %expanded_172 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %415 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414, %15 : tensor<4x8x32xbf16>, tensor<32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %416 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414, %119 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %417 = linalg.generic {indexing_maps = [#map3, #map22], iterator_types = ["reduction", "reduction", "parallel"]} ins(%416 : tensor<4x8x32xbf16>) outs(%269 : tensor<1x1x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.addf %in, %out : bf16
      linalg.yield %615 : bf16
    } -> tensor<1x1x32xbf16>
    %collapsed_173 = tensor.collapse_shape %417 [[0, 1, 2]] : tensor<1x1x32xbf16> into tensor<32xbf16>
    %418 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415 : tensor<4x8x32xbf16>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %419 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%418, %112 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %420 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%418, %117 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %421 = linalg.generic {indexing_maps = [#map3, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%419 : tensor<4x8x32xf32>) outs(%51 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.addf %in, %out : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %422 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %423 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.mulf %in, %cst_15 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %424 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423, %422 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_174 = tensor.collapse_shape %424 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %425 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_174 : tensor<4x8xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %426 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.divf %in, %cst_14 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %427 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %428 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.mulf %in, %cst_16 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %429 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%426, %428 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %430 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420, %429 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %431 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430 : tensor<4x8x32xf32>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %432 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %431 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %collapsed_175 = tensor.collapse_shape %432 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %transposed_176 = linalg.transpose ins(%collapsed_175 : tensor<32x32xbf16>) outs(%2 : tensor<32x32xbf16>) permutation = [1, 0] 
    %433 = linalg.matmul ins(%transposed_176, %collapsed_50 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %434 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%433 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %435 = linalg.matmul ins(%collapsed_175, %7 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %436 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%435 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_177 = tensor.expand_shape %436 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xbf16> into tensor<4x8x4x8xbf16>
    %transposed_178 = linalg.transpose ins(%expanded_177 : tensor<4x8x4x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_179 = tensor.collapse_shape %transposed_178 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %transposed_180 = linalg.transpose ins(%collapsed_45 : tensor<16x8x8xbf16>) outs(%88 : tensor<16x8x8xbf16>) permutation = [0, 2, 1] 
    %437 = linalg.batch_matmul ins(%transposed_180, %collapsed_179 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%86 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %438 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437 : tensor<16x8x8xf32>) outs(%88 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x8x8xbf16>
    %transposed_181 = linalg.transpose ins(%collapsed_46 : tensor<16x8x8xbf16>) outs(%88 : tensor<16x8x8xbf16>) permutation = [0, 2, 1] 
    %439 = linalg.batch_matmul ins(%collapsed_179, %transposed_181 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%86 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %440 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439 : tensor<16x8x8xf32>) outs(%88 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x8x8xbf16>
    %expanded_182 = tensor.expand_shape %440 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %441 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_182 : tensor<4x4x8x8xbf16>) outs(%92 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x8xf32>
    %442 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441, %104 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%92 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x8xf32>
    %443 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%442 : tensor<4x4x8x8xf32>) outs(%102 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.addf %in, %out : f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x1xf32>
    %444 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %443 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%92 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x8xf32>
    %445 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%442, %444 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%92 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x4x8x8xf32>
    %446 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445 : tensor<4x4x8x8xf32>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %447 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%446 : tensor<4x4x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.truncf %cst_6 : f64 to bf16
      %616 = arith.mulf %in, %615 : bf16
      linalg.yield %616 : bf16
    } -> tensor<4x4x8x8xbf16>
    %collapsed_183 = tensor.collapse_shape %447 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %transposed_184 = linalg.transpose ins(%collapsed_41 : tensor<16x8x8xbf16>) outs(%88 : tensor<16x8x8xbf16>) permutation = [0, 2, 1] 
    %448 = linalg.batch_matmul ins(%transposed_184, %collapsed_183 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%86 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %449 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448 : tensor<16x8x8xf32>) outs(%88 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x8x8xbf16>
    %transposed_185 = linalg.transpose ins(%collapsed_42 : tensor<16x8x8xbf16>) outs(%88 : tensor<16x8x8xbf16>) permutation = [0, 2, 1] 
    %450 = linalg.batch_matmul ins(%collapsed_183, %transposed_185 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%86 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %451 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450 : tensor<16x8x8xf32>) outs(%88 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x8x8xbf16>
    %expanded_186 = tensor.expand_shape %449 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %expanded_187 = tensor.expand_shape %451 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %transposed_188 = linalg.transpose ins(%expanded_186 : tensor<4x4x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) permutation = [0, 1, 3, 2] 
    %expanded_189 = tensor.expand_shape %438 [[0, 1, 2], [3], [4]] output_shape [4, 2, 2, 8, 8] : tensor<16x8x8xbf16> into tensor<4x2x2x8x8xbf16>
    %452 = linalg.generic {indexing_maps = [#map13, #map23], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_189 : tensor<4x2x2x8x8xbf16>) outs(%346 : tensor<4x2x1x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.addf %in, %out : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x1x8x8xbf16>
    %collapsed_190 = tensor.collapse_shape %452 [[0], [1, 2], [3], [4]] : tensor<4x2x1x8x8xbf16> into tensor<4x2x8x8xbf16>
    %expanded_191 = tensor.expand_shape %transposed_188 [[0], [1, 2], [3], [4]] output_shape [4, 2, 2, 8, 8] : tensor<4x4x8x8xbf16> into tensor<4x2x2x8x8xbf16>
    %453 = linalg.generic {indexing_maps = [#map13, #map23], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_191 : tensor<4x2x2x8x8xbf16>) outs(%346 : tensor<4x2x1x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.addf %in, %out : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x1x8x8xbf16>
    %collapsed_192 = tensor.collapse_shape %453 [[0], [1, 2], [3], [4]] : tensor<4x2x1x8x8xbf16> into tensor<4x2x8x8xbf16>
    %454 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_192, %expanded_33 : tensor<4x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x8xbf16>
    %extracted_slice_193 = tensor.extract_slice %454[0, 0, 0, 0] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x8xbf16> to tensor<4x2x8x4xbf16>
    %extracted_slice_194 = tensor.extract_slice %454[0, 0, 0, 4] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x8xbf16> to tensor<4x2x8x4xbf16>
    %455 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_193 : tensor<4x2x8x4xbf16>) outs(%78 : tensor<4x2x8x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.negf %in : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x4xbf16>
    %inserted_slice_195 = tensor.insert_slice %455 into %cst_12[0, 0, 0, 4] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x4xbf16> into tensor<4x2x8x8xbf16>
    %inserted_slice_196 = tensor.insert_slice %extracted_slice_194 into %cst_12[0, 0, 0, 0] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x4xbf16> into tensor<4x2x8x8xbf16>
    %456 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_195, %inserted_slice_196 : tensor<4x2x8x8xbf16>, tensor<4x2x8x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x8xbf16>
    %457 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_192, %expanded_32 : tensor<4x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x8xbf16>
    %458 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %457 : tensor<4x2x8x8xbf16>, tensor<4x2x8x8xbf16>) outs(%69 : tensor<4x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x2x8x8xbf16>
    %459 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_187, %expanded_33 : tensor<4x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %extracted_slice_197 = tensor.extract_slice %459[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xbf16> to tensor<4x4x8x4xbf16>
    %extracted_slice_198 = tensor.extract_slice %459[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xbf16> to tensor<4x4x8x4xbf16>
    %460 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_197 : tensor<4x4x8x4xbf16>) outs(%73 : tensor<4x4x8x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.negf %in : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x4xbf16>
    %inserted_slice_199 = tensor.insert_slice %460 into %cst_11[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x4xbf16> into tensor<4x4x8x8xbf16>
    %inserted_slice_200 = tensor.insert_slice %extracted_slice_198 into %cst_11[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x4xbf16> into tensor<4x4x8x8xbf16>
    %461 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_199, %inserted_slice_200 : tensor<4x4x8x8xbf16>, tensor<4x4x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %462 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_187, %expanded_32 : tensor<4x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %463 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461, %462 : tensor<4x4x8x8xbf16>, tensor<4x4x8x8xbf16>) outs(%63 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x4x8x8xbf16>
    %transposed_201 = linalg.transpose ins(%collapsed_190 : tensor<4x2x8x8xbf16>) outs(%359 : tensor<4x8x2x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_202 = tensor.collapse_shape %transposed_201 [[0, 1], [2, 3]] : tensor<4x8x2x8xbf16> into tensor<32x16xbf16>
    %transposed_203 = linalg.transpose ins(%collapsed_202 : tensor<32x16xbf16>) outs(%4 : tensor<16x32xbf16>) permutation = [1, 0] 
    %464 = linalg.matmul ins(%transposed_203, %collapsed_23 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%361 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %465 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%464 : tensor<16x32xf32>) outs(%4 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x32xbf16>
    %466 = linalg.matmul ins(%collapsed_202, %6 : tensor<32x16xbf16>, tensor<16x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %467 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%466 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_204 = tensor.expand_shape %467 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %transposed_205 = linalg.transpose ins(%458 : tensor<4x2x8x8xbf16>) outs(%359 : tensor<4x8x2x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_206 = tensor.collapse_shape %transposed_205 [[0, 1], [2, 3]] : tensor<4x8x2x8xbf16> into tensor<32x16xbf16>
    %transposed_207 = linalg.transpose ins(%collapsed_206 : tensor<32x16xbf16>) outs(%4 : tensor<16x32xbf16>) permutation = [1, 0] 
    %468 = linalg.matmul ins(%transposed_207, %collapsed_23 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%361 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %469 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%468 : tensor<16x32xf32>) outs(%4 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<16x32xbf16>
    %470 = linalg.matmul ins(%collapsed_206, %5 : tensor<32x16xbf16>, tensor<16x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %471 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%470 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_208 = tensor.expand_shape %471 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %472 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_204, %expanded_208 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %transposed_209 = linalg.transpose ins(%463 : tensor<4x4x8x8xbf16>) outs(%108 : tensor<4x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_210 = tensor.collapse_shape %transposed_209 [[0, 1], [2, 3]] : tensor<4x8x4x8xbf16> into tensor<32x32xbf16>
    %transposed_211 = linalg.transpose ins(%collapsed_210 : tensor<32x32xbf16>) outs(%2 : tensor<32x32xbf16>) permutation = [1, 0] 
    %473 = linalg.matmul ins(%transposed_211, %collapsed_23 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %474 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%473 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %475 = linalg.matmul ins(%collapsed_210, %3 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %476 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%475 : tensor<32x32xf32>) outs(%2 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<32x32xbf16>
    %expanded_212 = tensor.expand_shape %476 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %477 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472, %expanded_212 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %478 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477, %14 : tensor<4x8x32xbf16>, tensor<32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %479 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477, %57 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.mulf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %480 = linalg.generic {indexing_maps = [#map3, #map22], iterator_types = ["reduction", "reduction", "parallel"]} ins(%479 : tensor<4x8x32xbf16>) outs(%269 : tensor<1x1x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %615 = arith.addf %in, %out : bf16
      linalg.yield %615 : bf16
    } -> tensor<1x1x32xbf16>
    %collapsed_213 = tensor.collapse_shape %480 [[0, 1, 2]] : tensor<1x1x32xbf16> into tensor<32xbf16>
    %481 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478 : tensor<4x8x32xbf16>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %482 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481, %48 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %483 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481, %55 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %484 = linalg.generic {indexing_maps = [#map3, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%482 : tensor<4x8x32xf32>) outs(%51 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.addf %in, %out : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %485 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %486 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484 : tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.mulf %in, %cst_15 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %487 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486, %485 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%50 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_214 = tensor.collapse_shape %487 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %488 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_214 : tensor<4x8xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %489 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.divf %in, %cst_14 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %490 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %491 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490 : tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %615 = arith.mulf %in, %cst_16 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %492 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %491 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %493 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483, %492 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %494 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493 : tensor<4x8x32xf32>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %495 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432, %494 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%27 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_220: bf16, %out: bf16):
      %615 = arith.addf %in, %in_220 : bf16
      linalg.yield %615 : bf16
    } -> tensor<4x8x32xbf16>
    %496 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495 : tensor<4x8x32xbf16>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %497 = tensor.empty() : tensor<4x8xi1>
    %498 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<4x8xi64>) outs(%497 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %615 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %615 : i1
    } -> tensor<4x8xi1>
    %499 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<4x8xi64>) outs(%497 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %615 = arith.cmpi slt, %in, %c128_i64 : i64
      linalg.yield %615 : i1
    } -> tensor<4x8xi1>
    %500 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%498, %499 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%497 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_220: i1, %out: i1):
      %615 = arith.andi %in, %in_220 : i1
      linalg.yield %615 : i1
    } -> tensor<4x8xi1>
    %501 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<4x8xi64>) outs(%497 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %615 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %615 : i1
    } -> tensor<4x8xi1>
    %502 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%500, %501 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%497 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_220: i1, %out: i1):
      %615 = arith.andi %in, %in_220 : i1
      linalg.yield %615 : i1
    } -> tensor<4x8xi1>
    %expanded_215 = tensor.expand_shape %502 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xi1> into tensor<4x8x1xi1>
    %503 = tensor.empty() : tensor<4x8xi64>
    %504 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<4x8xi64>) outs(%503 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %615 = arith.maxsi %in, %c-128_i64 : i64
      %616 = arith.minsi %615, %c127_i64 : i64
      linalg.yield %616 : i64
    } -> tensor<4x8xi64>
    %505 = tensor.empty() : tensor<4x8x1xi1>
    %506 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_215 : tensor<4x8x1xi1>) outs(%505 : tensor<4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %615 = arith.xori %in, %true : i1
      linalg.yield %615 : i1
    } -> tensor<4x8x1xi1>
    %507 = linalg.generic {indexing_maps = [#map9, #map24, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506, %cst_9, %496 : tensor<4x8x1xi1>, tensor<f32>, tensor<4x8x32xf32>) outs(%47 : tensor<4x8x32xf32>) {
    ^bb0(%in: i1, %in_220: f32, %in_221: f32, %out: f32):
      %615 = arith.select %in, %in_220, %in_221 : f32
      linalg.yield %615 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_216 = tensor.collapse_shape %504 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %expanded_217 = tensor.expand_shape %collapsed_216 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %collapsed_218 = tensor.collapse_shape %507 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %expanded_219 = tensor.expand_shape %collapsed_218 [[0], [1, 2]] output_shape [32, 1, 32] : tensor<32x32xf32> into tensor<32x1x32xf32>
    %508 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_219, %expanded_217 : tensor<32x1x32xf32>, tensor<32x1xi64>) outs(%cst_18 : tensor<128x32xf32>) {
    ^bb0(%arg25: f32, %arg26: f32):
      %615 = arith.addf %arg26, %arg25 : f32
      tm_tensor.yield %615 : f32
    } -> tensor<128x32xf32>
    %509 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%508 : tensor<128x32xf32>) outs(%0 : tensor<128x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %615 = arith.truncf %in : f32 to bf16
      linalg.yield %615 : bf16
    } -> tensor<128x32xbf16>
    %510 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%263 : tensor<128x32xbf16>) outs(%260 : tensor<128x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<128x32xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_111 : tensor<32xbf16>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_122 : tensor<32xbf16>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %513 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_162 : tensor<32xbf16>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %514 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%286 : tensor<32x64xbf16>) outs(%121 : tensor<32x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<32x64xf32>
    %515 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%294 : tensor<64x32xbf16>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %516 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%304 : tensor<64x32xbf16>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %517 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%327 : tensor<32x32xbf16>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %518 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%363 : tensor<16x32xbf16>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %519 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%367 : tensor<16x32xbf16>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %520 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%372 : tensor<32x32xbf16>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_173 : tensor<32xbf16>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_213 : tensor<32xbf16>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %523 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%395 : tensor<32x64xbf16>) outs(%121 : tensor<32x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<32x64xf32>
    %524 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%401 : tensor<64x32xbf16>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %525 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%411 : tensor<64x32xbf16>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %526 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%434 : tensor<32x32xbf16>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %527 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%465 : tensor<16x32xbf16>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %528 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%469 : tensor<16x32xbf16>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %529 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%474 : tensor<32x32xbf16>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %530 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%509 : tensor<128x32xbf16>) outs(%260 : tensor<128x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %615 = arith.extf %in : bf16 to f32
      linalg.yield %615 : f32
    } -> tensor<128x32xf32>
    %531 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg0 : tensor<f32>, tensor<128x32xf32>) outs(%260 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<128x32xf32>
    %532 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%530, %531 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%260 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<128x32xf32>
    %533 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21, %532 : tensor<f32>, tensor<128x32xf32>) outs(%260 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<128x32xf32>
    %534 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %533 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%260 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<128x32xf32>
    %535 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg1 : tensor<f32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %536 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%529, %535 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %537 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21, %536 : tensor<f32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %538 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %537 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %539 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg2 : tensor<f32>, tensor<16x32xf32>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %540 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%528, %539 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %541 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21, %540 : tensor<f32>, tensor<16x32xf32>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %542 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %541 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %543 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg3 : tensor<f32>, tensor<16x32xf32>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %544 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%527, %543 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %545 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21, %544 : tensor<f32>, tensor<16x32xf32>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %546 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3, %545 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %547 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg4 : tensor<f32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %548 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%526, %547 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %549 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21, %548 : tensor<f32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %550 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4, %549 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %551 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg5 : tensor<f32>, tensor<64x32xf32>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %552 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%525, %551 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %553 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21, %552 : tensor<f32>, tensor<64x32xf32>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %554 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg5, %553 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %555 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg6 : tensor<f32>, tensor<64x32xf32>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %556 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%524, %555 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %557 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21, %556 : tensor<f32>, tensor<64x32xf32>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %558 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6, %557 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %559 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg7 : tensor<f32>, tensor<32x64xf32>) outs(%121 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x64xf32>
    %560 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%523, %559 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%121 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x64xf32>
    %561 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21, %560 : tensor<f32>, tensor<32x64xf32>) outs(%121 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x64xf32>
    %562 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg7, %561 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%121 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x64xf32>
    %563 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel"]} ins(%arg22, %arg8 : tensor<f32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %564 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%522, %563 : tensor<32xf32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %565 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel"]} ins(%arg21, %564 : tensor<f32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %566 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg8, %565 : tensor<32xf32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %567 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel"]} ins(%arg22, %arg9 : tensor<f32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %568 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%521, %567 : tensor<32xf32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %569 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel"]} ins(%arg21, %568 : tensor<f32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %570 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg9, %569 : tensor<32xf32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %571 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg10 : tensor<f32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %572 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%520, %571 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %573 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21, %572 : tensor<f32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %574 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10, %573 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %575 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg11 : tensor<f32>, tensor<16x32xf32>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %576 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%519, %575 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %577 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21, %576 : tensor<f32>, tensor<16x32xf32>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %578 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg11, %577 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %579 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg12 : tensor<f32>, tensor<16x32xf32>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %580 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%518, %579 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %581 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21, %580 : tensor<f32>, tensor<16x32xf32>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %582 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12, %581 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%360 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<16x32xf32>
    %583 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg13 : tensor<f32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %584 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%517, %583 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %585 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21, %584 : tensor<f32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %586 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg13, %585 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x32xf32>
    %587 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg14 : tensor<f32>, tensor<64x32xf32>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %588 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%516, %587 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %589 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21, %588 : tensor<f32>, tensor<64x32xf32>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %590 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg14, %589 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %591 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg15 : tensor<f32>, tensor<64x32xf32>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %592 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%515, %591 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %593 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21, %592 : tensor<f32>, tensor<64x32xf32>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %594 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg15, %593 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%291 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<64x32xf32>
    %595 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg16 : tensor<f32>, tensor<32x64xf32>) outs(%121 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x64xf32>
    %596 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%514, %595 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%121 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x64xf32>
    %597 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21, %596 : tensor<f32>, tensor<32x64xf32>) outs(%121 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x64xf32>
    %598 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16, %597 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%121 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32x64xf32>
    %599 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel"]} ins(%arg22, %arg17 : tensor<f32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %600 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%513, %599 : tensor<32xf32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %601 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel"]} ins(%arg21, %600 : tensor<f32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %602 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg17, %601 : tensor<32xf32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %603 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel"]} ins(%arg22, %arg18 : tensor<f32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %604 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%512, %603 : tensor<32xf32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %605 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel"]} ins(%arg21, %604 : tensor<f32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %606 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg18, %605 : tensor<32xf32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %607 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel"]} ins(%arg22, %arg19 : tensor<f32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %608 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%511, %607 : tensor<32xf32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %609 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel"]} ins(%arg21, %608 : tensor<f32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %610 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg19, %609 : tensor<32xf32>, tensor<32xf32>) outs(%217 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<32xf32>
    %611 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg20 : tensor<f32>, tensor<128x32xf32>) outs(%260 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<128x32xf32>
    %612 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%510, %611 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%260 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.addf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<128x32xf32>
    %613 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21, %612 : tensor<f32>, tensor<128x32xf32>) outs(%260 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.mulf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<128x32xf32>
    %614 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg20, %613 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%260 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_220: f32, %out: f32):
      %615 = arith.subf %in, %in_220 : f32
      linalg.yield %615 : f32
    } -> tensor<128x32xf32>
    return %240, %534, %538, %542, %546, %550, %554, %558, %562, %566, %570, %574, %578, %582, %586, %590, %594, %598, %602, %606, %610, %614 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
