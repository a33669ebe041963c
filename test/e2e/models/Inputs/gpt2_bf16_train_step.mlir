#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> ()>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1) -> (d1)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1) -> (d0)>
#map16 = affine_map<(d0, d1) -> (d0, 0)>
#map17 = affine_map<(d0) -> ()>
#map18 = affine_map<() -> ()>
#map19 = affine_map<(d0, d1) -> ()>
#map20 = affine_map<(d0) -> (d0, 0)>
#map21 = affine_map<(d0, d1) -> (0, d1)>
#map22 = affine_map<(d0, d1, d2) -> ()>
module {
  dist.mesh @mesh = <["dp"=2, "pp"=2, "tp"=2]>
  func.func @train(%arg0: tensor<128x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x96xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"} blocks 3]>}, %arg5: tensor<96xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"} blocks 3]>}, %arg6: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x128xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg11: tensor<128xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg12: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x96xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"} blocks 3]>}, %arg17: tensor<96xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"} blocks 3]>}, %arg18: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x128xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg23: tensor<128xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg24: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<f32>, %arg29: tensor<f32>, %arg30: tensor<4x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0 : i64}, %arg31: tensor<4x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0 : i64}) -> (tensor<f32>, tensor<128x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"} blocks 3]>}, tensor<96xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"} blocks 3]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<128xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"} blocks 3]>}, tensor<96xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"} blocks 3]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<128xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x128xf32>
    %c128 = arith.constant 128 : index
    %c16 = arith.constant 16 : index
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0.000000e+00 : bf16
    %cst_2 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 0.35355339059327379 : f64
    %cst_5 = arith.constant 4.471500e-02 : f64
    %cst_6 = arith.constant 0.79788456080286541 : f64
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_8 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_11 = arith.constant 3.200000e+01 : f64
    %cst_12 = arith.constant 3.200000e+01 : f32
    %cst_13 = arith.constant 5.000000e-01 : bf16
    %cst_14 = arith.constant 1.000000e+00 : bf16
    %cst_15 = arith.constant 3.200000e+01 : bf16
    %cst_16 = arith.constant 3.000000e+00 : bf16
    %c127_i64 = arith.constant 127 : i64
    %c-128_i64 = arith.constant -128 : i64
    %c-16_i64 = arith.constant -16 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c128_i64 = arith.constant 128 : i64
    %c16_i64 = arith.constant 16 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c15_i64 = arith.constant 15 : i64
    %c32 = arith.constant 32 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_17 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_18 = arith.constant dense<0.000000e+00> : tensor<16x32xf32>
    %cst_19 = arith.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_20 = arith.constant -1.000000e+00 : f32
    %cst_21 = arith.constant dense<1> : tensor<i64>
    %cst_22 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<128x32xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<128x32xf32>) outs(%0 : tensor<128x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<128x32xbf16>
    %2 = tensor.empty() : tensor<16x32xbf16>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<16x32xf32>) outs(%2 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<16x32xbf16>
    %4 = tensor.empty() : tensor<32xbf16>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg2 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg3 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %7 = tensor.empty() : tensor<32x96xbf16>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<32x96xf32>) outs(%7 : tensor<32x96xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x96xbf16>
    %9 = tensor.empty() : tensor<96xbf16>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg5 : tensor<96xf32>) outs(%9 : tensor<96xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<96xbf16>
    %11 = tensor.empty() : tensor<32x32xbf16>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<32x32xf32>) outs(%11 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x32xbf16>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg7 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg8 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg9 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %16 = tensor.empty() : tensor<32x128xbf16>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32x128xf32>) outs(%16 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x128xbf16>
    %18 = tensor.empty() : tensor<128xbf16>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg11 : tensor<128xf32>) outs(%18 : tensor<128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<128xbf16>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<128x32xf32>) outs(%0 : tensor<128x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<128x32xbf16>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg13 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg14 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg15 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<32x96xf32>) outs(%7 : tensor<32x96xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x96xbf16>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg17 : tensor<96xf32>) outs(%9 : tensor<96xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<96xbf16>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<32x32xf32>) outs(%11 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x32xbf16>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg19 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg20 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg21 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<32x128xf32>) outs(%16 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x128xbf16>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg23 : tensor<128xf32>) outs(%18 : tensor<128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<128xbf16>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<128x32xf32>) outs(%0 : tensor<128x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<128x32xbf16>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg25 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg26 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg27 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %36 = tensor.empty() : tensor<4x8x32xbf16>
    %37 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg30 : tensor<4x8xi64>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %721 = arith.index_cast %in : i64 to index
      %722 = linalg.index 2 : index
      %723 = arith.cmpi slt, %721, %c128 : index
      cf.assert %723, "index must be smaller than dim size"
      %724 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %724, "index must be larger or equal to 0"
      %extracted = tensor.extract %1[%721, %722] : tensor<128x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<4x8x32xbf16>
    %38 = tensor.empty() : tensor<8xi64>
    %39 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%38 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %721 = linalg.index 0 : index
      %722 = arith.index_cast %721 : index to i64
      linalg.yield %722 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %39 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %40 = tensor.empty() : tensor<1x8x32xbf16>
    %41 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%40 : tensor<1x8x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %721 = arith.index_cast %in : i64 to index
      %722 = linalg.index 2 : index
      %723 = arith.cmpi slt, %721, %c16 : index
      cf.assert %723, "index must be smaller than dim size"
      %724 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %724, "index must be larger or equal to 0"
      %extracted = tensor.extract %3[%721, %722] : tensor<16x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x32xbf16>
    %42 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %41 : tensor<4x8x32xbf16>, tensor<1x8x32xbf16>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %expanded_23 = tensor.expand_shape %39 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_24 = tensor.expand_shape %39 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %43 = tensor.empty() : tensor<1x1x8x8xi1>
    %44 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24, %expanded_23 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%43 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_172: i64, %out: i1):
      %721 = arith.cmpi sle, %in, %in_172 : i64
      linalg.yield %721 : i1
    } -> tensor<1x1x8x8xi1>
    %45 = tensor.empty() : tensor<4x1x8x8xi1>
    %collapsed = tensor.collapse_shape %44 [[0, 1], [2], [3]] : tensor<1x1x8x8xi1> into tensor<1x8x8xi1>
    %46 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x8x8xi1>) outs(%45 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<4x1x8x8xi1>
    %47 = tensor.empty() : tensor<4x1x8x8xbf16>
    %48 = linalg.generic {indexing_maps = [#map7, #map9, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %cst_7, %cst_8 : tensor<4x1x8x8xi1>, tensor<bf16>, tensor<bf16>) outs(%47 : tensor<4x1x8x8xbf16>) {
    ^bb0(%in: i1, %in_172: bf16, %in_173: bf16, %out: bf16):
      %721 = arith.select %in, %in_172, %in_173 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x1x8x8xbf16>
    %49 = tensor.empty() : tensor<4x8x32xf32>
    %50 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<4x8x32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %51 = tensor.empty() : tensor<4x8x32xf64>
    %52 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<4x8x32xf32>) outs(%51 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<4x8x32xf64>
    %53 = tensor.empty() : tensor<4x8x1xf64>
    %54 = linalg.fill ins(%cst_0 : f64) outs(%53 : tensor<4x8x1xf64>) -> tensor<4x8x1xf64>
    %55 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%52 : tensor<4x8x32xf64>) outs(%54 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %56 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<4x8x1xf64>) outs(%53 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_11 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %57 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %56 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%51 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %721 = arith.subf %in, %in_172 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x32xf64>
    %58 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %57 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%51 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %721 = arith.mulf %in, %in_172 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x32xf64>
    %59 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%58 : tensor<4x8x32xf64>) outs(%54 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<4x8x1xf64>) outs(%53 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_11 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %61 = tensor.empty() : tensor<4x8x1xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<4x8x1xf64>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %63 = linalg.fill ins(%cst_17 : f32) outs(%61 : tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%50 : tensor<4x8x32xf32>) outs(%63 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<4x8x1xf32>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_12 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<4x8x1xf32>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_3 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x1xf32>
    %67 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<4x8x1xf32>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %68 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %65 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %69 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %67 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %70 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %5 : tensor<4x8x32xf32>, tensor<32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %71 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %6 : tensor<4x8x32xf32>, tensor<32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %72 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<4x8x32xf32>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %73 = tensor.empty() : tensor<4x8x1xbf16>
    %74 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<4x8x1xf32>) outs(%73 : tensor<4x8x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x1xbf16>
    %75 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<4x8x1xf32>) outs(%73 : tensor<4x8x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x1xbf16>
    %collapsed_25 = tensor.collapse_shape %72 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %76 = tensor.empty() : tensor<96xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%10 : tensor<96xbf16>) outs(%76 : tensor<96xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<96xf32>
    %78 = tensor.empty() : tensor<32x32xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_25 : tensor<32x32xbf16>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %80 = tensor.empty() : tensor<32x96xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<32x96xbf16>) outs(%80 : tensor<32x96xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x96xf32>
    %82 = linalg.fill ins(%cst_17 : f32) outs(%80 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %83 = linalg.matmul ins(%79, %81 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%82 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %84 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel"]} ins(%77 : tensor<96xf32>) outs(%80 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%83, %84 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%80 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x96xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%85 : tensor<32x96xf32>) outs(%7 : tensor<32x96xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x96xbf16>
    %expanded_26 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [4, 8, 96] : tensor<32x96xbf16> into tensor<4x8x96xbf16>
    %extracted_slice = tensor.extract_slice %expanded_26[0, 0, 0] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xbf16> to tensor<4x8x32xbf16>
    %extracted_slice_27 = tensor.extract_slice %expanded_26[0, 0, 32] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xbf16> to tensor<4x8x32xbf16>
    %extracted_slice_28 = tensor.extract_slice %expanded_26[0, 0, 64] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xbf16> to tensor<4x8x32xbf16>
    %expanded_29 = tensor.expand_shape %extracted_slice_27 [[0], [1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<4x8x32xbf16> into tensor<4x8x4x8xbf16>
    %expanded_30 = tensor.expand_shape %extracted_slice_28 [[0], [1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<4x8x32xbf16> into tensor<4x8x4x8xbf16>
    %87 = tensor.empty() : tensor<4x4x8x8xbf16>
    %transposed = linalg.transpose ins(%expanded_30 : tensor<4x8x4x8xbf16>) outs(%87 : tensor<4x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_31 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<4x8x32xbf16> into tensor<4x8x4x8xbf16>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<4x8x4x8xbf16>) outs(%87 : tensor<4x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_33 = linalg.transpose ins(%expanded_29 : tensor<4x8x4x8xbf16>) outs(%87 : tensor<4x4x8x8xbf16>) permutation = [0, 2, 3, 1] 
    %collapsed_34 = tensor.collapse_shape %transposed_32 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %collapsed_35 = tensor.collapse_shape %transposed_33 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %88 = tensor.empty() : tensor<16x8x8xf32>
    %89 = linalg.fill ins(%cst_17 : f32) outs(%88 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %90 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%89 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %91 = tensor.empty() : tensor<16x8x8xbf16>
    %92 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<16x8x8xf32>) outs(%91 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<16x8x8xbf16>
    %expanded_36 = tensor.expand_shape %92 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %93 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<4x4x8x8xbf16>) outs(%87 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.truncf %cst_4 : f64 to bf16
      %722 = arith.mulf %in, %721 : bf16
      linalg.yield %722 : bf16
    } -> tensor<4x4x8x8xbf16>
    %94 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %48 : tensor<4x4x8x8xbf16>, tensor<4x1x8x8xbf16>) outs(%87 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x4x8x8xbf16>
    %95 = tensor.empty() : tensor<4x4x8x8xf32>
    %96 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<4x4x8x8xbf16>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %97 = tensor.empty() : tensor<4x4x8xi64>
    %98 = linalg.fill ins(%c0_i64 : i64) outs(%97 : tensor<4x4x8xi64>) -> tensor<4x4x8xi64>
    %99 = tensor.empty() : tensor<4x4x8xf32>
    %100 = linalg.fill ins(%cst_2 : f32) outs(%99 : tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %101:2 = linalg.generic {indexing_maps = [#map7, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%96 : tensor<4x4x8x8xf32>) outs(%100, %98 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_172: i64):
      %721 = linalg.index 3 : index
      %722 = arith.index_cast %721 : index to i64
      %723 = arith.maximumf %in, %out : f32
      %724 = arith.cmpf ogt, %in, %out : f32
      %725 = arith.select %724, %722, %out_172 : i64
      linalg.yield %723, %725 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_37 = tensor.expand_shape %101#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %expanded_37 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %103 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102 : tensor<4x4x8x8xf32>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.exp %in : f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %104 = tensor.empty() : tensor<4x4x8x1xf32>
    %105 = linalg.fill ins(%cst_17 : f32) outs(%104 : tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %106 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%103 : tensor<4x4x8x8xf32>) outs(%105 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x1xf32>
    %107 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %106 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.divf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %108 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107 : tensor<4x4x8x8xf32>) outs(%87 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x4x8x8xbf16>
    %collapsed_38 = tensor.collapse_shape %108 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %collapsed_39 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %109 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%89 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %110 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<16x8x8xf32>) outs(%91 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<16x8x8xbf16>
    %expanded_40 = tensor.expand_shape %110 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %111 = tensor.empty() : tensor<4x8x4x8xbf16>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<4x4x8x8xbf16>) outs(%111 : tensor<4x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_42 = tensor.collapse_shape %transposed_41 [[0, 1], [2, 3]] : tensor<4x8x4x8xbf16> into tensor<32x32xbf16>
    %112 = tensor.empty() : tensor<32xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%13 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_42 : tensor<32x32xbf16>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<32x32xbf16>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %116 = linalg.fill ins(%cst_17 : f32) outs(%78 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %117 = linalg.matmul ins(%114, %115 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%116 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %118 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<32xf32>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%117, %118 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<32x32xf32>) outs(%11 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x32xbf16>
    %expanded_43 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %121 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43, %42 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %122 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<4x8x32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %123 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<4x8x32xf32>) outs(%51 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<4x8x32xf64>
    %124 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<4x8x32xf64>) outs(%54 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %125 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<4x8x1xf64>) outs(%53 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_11 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %126 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %125 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%51 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %721 = arith.subf %in, %in_172 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x32xf64>
    %127 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %126 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%51 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %721 = arith.mulf %in, %in_172 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x32xf64>
    %128 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<4x8x32xf64>) outs(%54 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %129 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<4x8x1xf64>) outs(%53 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_11 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %130 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<4x8x1xf64>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%122 : tensor<4x8x32xf32>) outs(%63 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<4x8x1xf32>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_12 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<4x8x1xf32>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_3 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<4x8x1xf32>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %132 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %136 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %134 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %137 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %14 : tensor<4x8x32xf32>, tensor<32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %138 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %15 : tensor<4x8x32xf32>, tensor<32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %139 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<4x8x32xf32>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %140 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<4x8x1xf32>) outs(%73 : tensor<4x8x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x1xbf16>
    %141 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<4x8x1xf32>) outs(%73 : tensor<4x8x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x1xbf16>
    %collapsed_44 = tensor.collapse_shape %139 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %142 = tensor.empty() : tensor<128xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%19 : tensor<128xbf16>) outs(%142 : tensor<128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<128xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_44 : tensor<32x32xbf16>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %145 = tensor.empty() : tensor<32x128xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<32x128xbf16>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %147 = linalg.fill ins(%cst_17 : f32) outs(%145 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %148 = linalg.matmul ins(%144, %146 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%147 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %149 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel"]} ins(%143 : tensor<128xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%148, %149 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%150 : tensor<32x128xf32>) outs(%16 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x128xbf16>
    %expanded_45 = tensor.expand_shape %151 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xbf16> into tensor<4x8x128xbf16>
    %152 = tensor.empty() : tensor<4x8x128xbf16>
    %153 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.mulf %in, %cst_13 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %154 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = math.fpowi %in, %c3_i64 : bf16, i64
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %155 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.truncf %cst_5 : f64 to bf16
      %722 = arith.mulf %in, %721 : bf16
      linalg.yield %722 : bf16
    } -> tensor<4x8x128xbf16>
    %156 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %155 : tensor<4x8x128xbf16>, tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %157 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.truncf %cst_6 : f64 to bf16
      %722 = arith.mulf %in, %721 : bf16
      linalg.yield %722 : bf16
    } -> tensor<4x8x128xbf16>
    %158 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = math.tanh %in : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %159 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.addf %in, %cst_14 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %160 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %159 : tensor<4x8x128xbf16>, tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.mulf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %collapsed_46 = tensor.collapse_shape %160 [[0, 1], [2]] : tensor<4x8x128xbf16> into tensor<32x128xbf16>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%21 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_46 : tensor<32x128xbf16>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %163 = tensor.empty() : tensor<128x32xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<128x32xbf16>) outs(%163 : tensor<128x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<128x32xf32>
    %165 = linalg.matmul ins(%162, %164 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%116 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %166 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel"]} ins(%161 : tensor<32xf32>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%165, %166 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%167 : tensor<32x32xf32>) outs(%11 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x32xbf16>
    %expanded_47 = tensor.expand_shape %168 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %169 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %expanded_47 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %170 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<4x8x32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %171 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<4x8x32xf32>) outs(%51 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<4x8x32xf64>
    %172 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%171 : tensor<4x8x32xf64>) outs(%54 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %173 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<4x8x1xf64>) outs(%53 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_11 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %174 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %173 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%51 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %721 = arith.subf %in, %in_172 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x32xf64>
    %175 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %174 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%51 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %721 = arith.mulf %in, %in_172 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x32xf64>
    %176 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%175 : tensor<4x8x32xf64>) outs(%54 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %177 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<4x8x1xf64>) outs(%53 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_11 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %178 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<4x8x1xf64>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %179 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%170 : tensor<4x8x32xf32>) outs(%63 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %180 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<4x8x1xf32>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_12 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %181 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<4x8x1xf32>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_3 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x1xf32>
    %182 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<4x8x1xf32>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %183 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %180 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %184 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %182 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %185 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %22 : tensor<4x8x32xf32>, tensor<32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %186 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %23 : tensor<4x8x32xf32>, tensor<32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %187 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<4x8x32xf32>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %188 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<4x8x1xf32>) outs(%73 : tensor<4x8x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x1xbf16>
    %189 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<4x8x1xf32>) outs(%73 : tensor<4x8x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x1xbf16>
    %collapsed_48 = tensor.collapse_shape %187 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%25 : tensor<96xbf16>) outs(%76 : tensor<96xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<96xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_48 : tensor<32x32xbf16>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<32x96xbf16>) outs(%80 : tensor<32x96xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x96xf32>
    %193 = linalg.matmul ins(%191, %192 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%82 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %194 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel"]} ins(%190 : tensor<96xf32>) outs(%80 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%193, %194 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%80 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x96xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%195 : tensor<32x96xf32>) outs(%7 : tensor<32x96xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x96xbf16>
    %expanded_49 = tensor.expand_shape %196 [[0, 1], [2]] output_shape [4, 8, 96] : tensor<32x96xbf16> into tensor<4x8x96xbf16>
    %extracted_slice_50 = tensor.extract_slice %expanded_49[0, 0, 0] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xbf16> to tensor<4x8x32xbf16>
    %extracted_slice_51 = tensor.extract_slice %expanded_49[0, 0, 32] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xbf16> to tensor<4x8x32xbf16>
    %extracted_slice_52 = tensor.extract_slice %expanded_49[0, 0, 64] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xbf16> to tensor<4x8x32xbf16>
    %expanded_53 = tensor.expand_shape %extracted_slice_51 [[0], [1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<4x8x32xbf16> into tensor<4x8x4x8xbf16>
    %expanded_54 = tensor.expand_shape %extracted_slice_52 [[0], [1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<4x8x32xbf16> into tensor<4x8x4x8xbf16>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<4x8x4x8xbf16>) outs(%87 : tensor<4x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_56 = tensor.expand_shape %extracted_slice_50 [[0], [1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<4x8x32xbf16> into tensor<4x8x4x8xbf16>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<4x8x4x8xbf16>) outs(%87 : tensor<4x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_58 = linalg.transpose ins(%expanded_53 : tensor<4x8x4x8xbf16>) outs(%87 : tensor<4x4x8x8xbf16>) permutation = [0, 2, 3, 1] 
    %collapsed_59 = tensor.collapse_shape %transposed_57 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %collapsed_60 = tensor.collapse_shape %transposed_58 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %197 = linalg.batch_matmul ins(%collapsed_59, %collapsed_60 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%89 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %198 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<16x8x8xf32>) outs(%91 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<16x8x8xbf16>
    %expanded_61 = tensor.expand_shape %198 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %199 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<4x4x8x8xbf16>) outs(%87 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.truncf %cst_4 : f64 to bf16
      %722 = arith.mulf %in, %721 : bf16
      linalg.yield %722 : bf16
    } -> tensor<4x4x8x8xbf16>
    %200 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %48 : tensor<4x4x8x8xbf16>, tensor<4x1x8x8xbf16>) outs(%87 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x4x8x8xbf16>
    %201 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200 : tensor<4x4x8x8xbf16>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %202:2 = linalg.generic {indexing_maps = [#map7, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%201 : tensor<4x4x8x8xf32>) outs(%100, %98 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_172: i64):
      %721 = linalg.index 3 : index
      %722 = arith.index_cast %721 : index to i64
      %723 = arith.maximumf %in, %out : f32
      %724 = arith.cmpf ogt, %in, %out : f32
      %725 = arith.select %724, %722, %out_172 : i64
      linalg.yield %723, %725 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_62 = tensor.expand_shape %202#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %203 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %expanded_62 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %204 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203 : tensor<4x4x8x8xf32>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.exp %in : f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %205 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%204 : tensor<4x4x8x8xf32>) outs(%105 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x1xf32>
    %206 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %205 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.divf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %207 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206 : tensor<4x4x8x8xf32>) outs(%87 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x4x8x8xbf16>
    %collapsed_63 = tensor.collapse_shape %207 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %collapsed_64 = tensor.collapse_shape %transposed_55 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %208 = linalg.batch_matmul ins(%collapsed_63, %collapsed_64 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%89 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %209 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<16x8x8xf32>) outs(%91 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<16x8x8xbf16>
    %expanded_65 = tensor.expand_shape %209 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<4x4x8x8xbf16>) outs(%111 : tensor<4x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_67 = tensor.collapse_shape %transposed_66 [[0, 1], [2, 3]] : tensor<4x8x4x8xbf16> into tensor<32x32xbf16>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%27 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_67 : tensor<32x32xbf16>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<32x32xbf16>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %213 = linalg.matmul ins(%211, %212 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%116 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %214 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel"]} ins(%210 : tensor<32xf32>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%213, %214 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%215 : tensor<32x32xf32>) outs(%11 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x32xbf16>
    %expanded_68 = tensor.expand_shape %216 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %217 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %169 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %218 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<4x8x32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %219 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<4x8x32xf32>) outs(%51 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<4x8x32xf64>
    %220 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%219 : tensor<4x8x32xf64>) outs(%54 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %221 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<4x8x1xf64>) outs(%53 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_11 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %222 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %221 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%51 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %721 = arith.subf %in, %in_172 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x32xf64>
    %223 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %222 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%51 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %721 = arith.mulf %in, %in_172 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x32xf64>
    %224 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%223 : tensor<4x8x32xf64>) outs(%54 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %225 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<4x8x1xf64>) outs(%53 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_11 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %226 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<4x8x1xf64>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %227 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%218 : tensor<4x8x32xf32>) outs(%63 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %228 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<4x8x1xf32>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_12 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %229 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<4x8x1xf32>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_3 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x1xf32>
    %230 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<4x8x1xf32>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %231 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %228 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %232 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %230 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %233 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %28 : tensor<4x8x32xf32>, tensor<32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %234 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %29 : tensor<4x8x32xf32>, tensor<32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %235 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<4x8x32xf32>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %236 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<4x8x1xf32>) outs(%73 : tensor<4x8x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x1xbf16>
    %237 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<4x8x1xf32>) outs(%73 : tensor<4x8x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x1xbf16>
    %collapsed_69 = tensor.collapse_shape %235 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%31 : tensor<128xbf16>) outs(%142 : tensor<128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<128xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_69 : tensor<32x32xbf16>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<32x128xbf16>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %241 = linalg.matmul ins(%239, %240 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%147 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %242 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel"]} ins(%238 : tensor<128xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%241, %242 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%243 : tensor<32x128xf32>) outs(%16 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x128xbf16>
    %expanded_70 = tensor.expand_shape %244 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xbf16> into tensor<4x8x128xbf16>
    %245 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.mulf %in, %cst_13 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %246 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = math.fpowi %in, %c3_i64 : bf16, i64
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %247 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.truncf %cst_5 : f64 to bf16
      %722 = arith.mulf %in, %721 : bf16
      linalg.yield %722 : bf16
    } -> tensor<4x8x128xbf16>
    %248 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %247 : tensor<4x8x128xbf16>, tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %249 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.truncf %cst_6 : f64 to bf16
      %722 = arith.mulf %in, %721 : bf16
      linalg.yield %722 : bf16
    } -> tensor<4x8x128xbf16>
    %250 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = math.tanh %in : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %251 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.addf %in, %cst_14 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %252 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %251 : tensor<4x8x128xbf16>, tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.mulf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %collapsed_71 = tensor.collapse_shape %252 [[0, 1], [2]] : tensor<4x8x128xbf16> into tensor<32x128xbf16>
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%33 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_71 : tensor<32x128xbf16>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %255 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<128x32xbf16>) outs(%163 : tensor<128x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<128x32xf32>
    %256 = linalg.matmul ins(%254, %255 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%116 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %257 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel"]} ins(%253 : tensor<32xf32>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%256, %257 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %259 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%258 : tensor<32x32xf32>) outs(%11 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x32xbf16>
    %expanded_72 = tensor.expand_shape %259 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %260 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %expanded_72 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %261 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<4x8x32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %262 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<4x8x32xf32>) outs(%51 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<4x8x32xf64>
    %263 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%262 : tensor<4x8x32xf64>) outs(%54 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %264 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<4x8x1xf64>) outs(%53 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_11 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %265 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %264 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%51 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %721 = arith.subf %in, %in_172 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x32xf64>
    %266 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %265 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%51 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_172: f64, %out: f64):
      %721 = arith.mulf %in, %in_172 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x32xf64>
    %267 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%266 : tensor<4x8x32xf64>) outs(%54 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %268 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<4x8x1xf64>) outs(%53 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_11 : f64
      linalg.yield %721 : f64
    } -> tensor<4x8x1xf64>
    %269 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<4x8x1xf64>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %270 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%261 : tensor<4x8x32xf32>) outs(%63 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %271 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<4x8x1xf32>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_12 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %272 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<4x8x1xf32>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_3 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x1xf32>
    %273 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<4x8x1xf32>) outs(%61 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %274 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %271 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %275 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %273 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %276 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %34 : tensor<4x8x32xf32>, tensor<32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %277 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %35 : tensor<4x8x32xf32>, tensor<32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %278 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277 : tensor<4x8x32xf32>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %279 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<4x8x1xf32>) outs(%73 : tensor<4x8x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x1xbf16>
    %280 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<4x8x1xf32>) outs(%73 : tensor<4x8x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x1xbf16>
    %transposed_73 = linalg.transpose ins(%1 : tensor<128x32xbf16>) outs(%16 : tensor<32x128xbf16>) permutation = [1, 0] 
    %collapsed_74 = tensor.collapse_shape %278 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %281 = linalg.matmul ins(%collapsed_74, %transposed_73 : tensor<32x32xbf16>, tensor<32x128xbf16>) outs(%147 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %282 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%281 : tensor<32x128xf32>) outs(%16 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x128xbf16>
    %expanded_75 = tensor.expand_shape %282 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xbf16> into tensor<4x8x128xbf16>
    %283 = tensor.empty() : tensor<4x8x128xf32>
    %284 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<4x8x128xbf16>) outs(%283 : tensor<4x8x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x128xf32>
    %collapsed_76 = tensor.collapse_shape %284 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %collapsed_77 = tensor.collapse_shape %arg31 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %285 = tensor.empty() : tensor<32xi64>
    %286 = linalg.fill ins(%c0_i64 : i64) outs(%285 : tensor<32xi64>) -> tensor<32xi64>
    %287 = linalg.fill ins(%cst_2 : f32) outs(%112 : tensor<32xf32>) -> tensor<32xf32>
    %288:2 = linalg.generic {indexing_maps = [#map, #map15, #map15], iterator_types = ["parallel", "reduction"]} ins(%collapsed_76 : tensor<32x128xf32>) outs(%287, %286 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_172: i64):
      %721 = linalg.index 1 : index
      %722 = arith.index_cast %721 : index to i64
      %723 = arith.maximumf %in, %out : f32
      %724 = arith.cmpf ogt, %in, %out : f32
      %725 = arith.select %724, %722, %out_172 : i64
      linalg.yield %723, %725 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_78 = tensor.expand_shape %288#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_76, %expanded_78 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%289 : tensor<32x128xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.exp %in : f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %291 = tensor.empty() : tensor<32x1xf32>
    %292 = linalg.fill ins(%cst_17 : f32) outs(%291 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %293 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["parallel", "reduction"]} ins(%290 : tensor<32x128xf32>) outs(%292 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<32x1xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%293 : tensor<32x1xf32>) outs(%291 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.log %in : f32
      linalg.yield %721 : f32
    } -> tensor<32x1xf32>
    %295 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel", "parallel"]} ins(%289, %294 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %296 = tensor.empty() : tensor<32xi1>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_77 : tensor<32xi64>) outs(%296 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %721 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %721 : i1
    } -> tensor<32xi1>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map17, #map1], iterator_types = ["parallel"]} ins(%297, %collapsed_77, %cst_22 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%285 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_172: i64, %in_173: i64, %out: i64):
      %721 = arith.select %in, %in_172, %in_173 : i64
      linalg.yield %721 : i64
    } -> tensor<32xi64>
    %expanded_79 = tensor.expand_shape %298 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %299 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_79 : tensor<32x1xi64>) outs(%292 : tensor<32x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %721 = linalg.index 0 : index
      %722 = arith.index_cast %in : i64 to index
      %723 = arith.cmpi slt, %722, %c128 : index
      cf.assert %723, "index must be smaller than dim size"
      %724 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %724, "index must be larger or equal to 0"
      %extracted = tensor.extract %295[%721, %722] : tensor<32x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32>
    %collapsed_80 = tensor.collapse_shape %299 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_80 : tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.negf %in : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1, #map17, #map1], iterator_types = ["parallel"]} ins(%297, %300, %cst_9 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %721 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %302 = tensor.empty() : tensor<i64>
    %303 = linalg.fill ins(%c0_i64 : i64) outs(%302 : tensor<i64>) -> tensor<i64>
    %304 = linalg.generic {indexing_maps = [#map1, #map17], iterator_types = ["reduction"]} ins(%297 : tensor<32xi1>) outs(%303 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %721 = arith.extui %in : i1 to i64
      %722 = arith.addi %721, %out : i64
      linalg.yield %722 : i64
    } -> tensor<i64>
    %305 = tensor.empty() : tensor<f32>
    %306 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%304 : tensor<i64>) outs(%305 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %721 = arith.sitofp %in : i64 to f32
      linalg.yield %721 : f32
    } -> tensor<f32>
    %307 = linalg.fill ins(%cst_17 : f32) outs(%305 : tensor<f32>) -> tensor<f32>
    %308 = linalg.generic {indexing_maps = [#map1, #map17], iterator_types = ["reduction"]} ins(%301 : tensor<32xf32>) outs(%307 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<f32>
    %309 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%308, %306 : tensor<f32>, tensor<f32>) outs(%305 : tensor<f32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.divf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<f32>
    %310 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_10, %306 : tensor<f32>, tensor<f32>) outs(%305 : tensor<f32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.divf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<f32>
    %expanded_81 = tensor.expand_shape %collapsed_77 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %311 = tensor.empty() : tensor<32x1xi1>
    %312 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_81 : tensor<32x1xi64>) outs(%311 : tensor<32x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %721 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %721 : i1
    } -> tensor<32x1xi1>
    %313 = tensor.empty() : tensor<32x1xi64>
    %314 = linalg.generic {indexing_maps = [#map, #map, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%312, %expanded_81, %cst_22 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%313 : tensor<32x1xi64>) {
    ^bb0(%in: i1, %in_172: i64, %in_173: i64, %out: i64):
      %721 = arith.select %in, %in_172, %in_173 : i64
      linalg.yield %721 : i64
    } -> tensor<32x1xi64>
    %315 = linalg.fill ins(%c0_i64 : i64) outs(%313 : tensor<32x1xi64>) -> tensor<32x1xi64>
    %316 = linalg.fill ins(%cst_17 : f32) outs(%112 : tensor<32xf32>) -> tensor<32xf32>
    %317:3 = linalg.generic {indexing_maps = [#map20, #map20, #map1], iterator_types = ["parallel"]} outs(%315, %315, %316 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) {
    ^bb0(%out: i64, %out_172: i64, %out_173: f32):
      %721 = linalg.index 0 : index
      %722 = arith.remsi %721, %c32 : index
      %extracted = tensor.extract %314[%722, %c0] : tensor<32x1xi64>
      %723 = arith.index_cast %722 : index to i64
      linalg.yield %723, %extracted, %cst_20 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>)
    %318 = tensor.empty() : tensor<32x2xi64>
    %319 = linalg.fill ins(%c0_i64 : i64) outs(%318 : tensor<32x2xi64>) -> tensor<32x2xi64>
    %inserted_slice = tensor.insert_slice %317#0 into %319[0, 0] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %inserted_slice_82 = tensor.insert_slice %317#1 into %inserted_slice[0, 1] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %320 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%317#2, %inserted_slice_82 : tensor<32xf32>, tensor<32x2xi64>) outs(%cst : tensor<32x128xf32>) {
    ^bb0(%arg32: f32, %arg33: f32):
      tm_tensor.yield %arg32 : f32
    } -> tensor<32x128xf32>
    %321 = linalg.generic {indexing_maps = [#map, #map19, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%312, %310, %cst_9 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%291 : tensor<32x1xf32>) {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %721 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %721 : f32
    } -> tensor<32x1xf32>
    %322 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel", "parallel"]} ins(%320, %321 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %323 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%295 : tensor<32x128xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.exp %in : f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %324 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["parallel", "reduction"]} ins(%322 : tensor<32x128xf32>) outs(%292 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<32x1xf32>
    %325 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel", "parallel"]} ins(%323, %324 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %326 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%322, %325 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %expanded_83 = tensor.expand_shape %326 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %327 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<4x8x128xf32>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %collapsed_84 = tensor.collapse_shape %327 [[0, 1], [2]] : tensor<4x8x128xbf16> into tensor<32x128xbf16>
    %transposed_85 = linalg.transpose ins(%collapsed_84 : tensor<32x128xbf16>) outs(%0 : tensor<128x32xbf16>) permutation = [1, 0] 
    %328 = linalg.fill ins(%cst_17 : f32) outs(%163 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %329 = linalg.matmul ins(%transposed_85, %collapsed_74 : tensor<128x32xbf16>, tensor<32x32xbf16>) outs(%328 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%329 : tensor<128x32xf32>) outs(%0 : tensor<128x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<128x32xbf16>
    %331 = linalg.matmul ins(%collapsed_84, %1 : tensor<32x128xbf16>, tensor<128x32xbf16>) outs(%116 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %332 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%331 : tensor<32x32xf32>) outs(%11 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x32xbf16>
    %expanded_86 = tensor.expand_shape %332 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %333 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86 : tensor<4x8x32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%34 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %335 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %279 : tensor<4x8x32xf32>, tensor<4x8x1xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.subf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %336 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %280 : tensor<4x8x32xf32>, tensor<4x8x1xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %337 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %334 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %338 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.mulf %in, %cst_12 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %339 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%337 : tensor<4x8x32xf32>) outs(%63 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %340 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337, %336 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %341 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%340 : tensor<4x8x32xf32>) outs(%63 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %342 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %341 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %343 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %339 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %344 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %342 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %345 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<4x8x1xbf16>) outs(%73 : tensor<4x8x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.divf %in, %cst_15 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x1xbf16>
    %346 = linalg.generic {indexing_maps = [#map10, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %344 : tensor<4x8x1xbf16>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %in_172: f32, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      %722 = arith.mulf %721, %in_172 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %347 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %336 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %348 = linalg.generic {indexing_maps = [#map3, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%347 : tensor<4x8x32xf32>) outs(%316 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %349 = linalg.generic {indexing_maps = [#map3, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%333 : tensor<4x8x32xf32>) outs(%316 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %350 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<4x8x32xf32>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %351 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%348 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %352 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%349 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %collapsed_87 = tensor.collapse_shape %350 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %transposed_88 = linalg.transpose ins(%32 : tensor<128x32xbf16>) outs(%16 : tensor<32x128xbf16>) permutation = [1, 0] 
    %353 = linalg.matmul ins(%collapsed_87, %transposed_88 : tensor<32x32xbf16>, tensor<32x128xbf16>) outs(%147 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%353 : tensor<32x128xf32>) outs(%16 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x128xbf16>
    %transposed_89 = linalg.transpose ins(%collapsed_71 : tensor<32x128xbf16>) outs(%0 : tensor<128x32xbf16>) permutation = [1, 0] 
    %355 = linalg.matmul ins(%transposed_89, %collapsed_87 : tensor<128x32xbf16>, tensor<32x32xbf16>) outs(%328 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%355 : tensor<128x32xf32>) outs(%0 : tensor<128x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<128x32xbf16>
    %357 = tensor.empty() : tensor<1x32xbf16>
    %358 = linalg.fill ins(%cst_1 : bf16) outs(%357 : tensor<1x32xbf16>) -> tensor<1x32xbf16>
    %359 = linalg.generic {indexing_maps = [#map, #map21], iterator_types = ["reduction", "parallel"]} ins(%collapsed_87 : tensor<32x32xbf16>) outs(%358 : tensor<1x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.addf %in, %out : bf16
      linalg.yield %721 : bf16
    } -> tensor<1x32xbf16>
    %collapsed_90 = tensor.collapse_shape %359 [[0, 1]] : tensor<1x32xbf16> into tensor<32xbf16>
    %expanded_91 = tensor.expand_shape %354 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xbf16> into tensor<4x8x128xbf16>
    %360 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %245 : tensor<4x8x128xbf16>, tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.mulf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %361 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %251 : tensor<4x8x128xbf16>, tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.mulf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %362 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360 : tensor<4x8x128xbf16>) outs(%283 : tensor<4x8x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x128xf32>
    %363 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<4x8x128xbf16>) outs(%283 : tensor<4x8x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x128xf32>
    %364 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %363 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%283 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x128xf32>
    %365 = linalg.generic {indexing_maps = [#map22, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21, %364 : tensor<i64>, tensor<4x8x128xf32>) outs(%283 : tensor<4x8x128xf32>) {
    ^bb0(%in: i64, %in_172: f32, %out: f32):
      %721 = arith.sitofp %in : i64 to f32
      %722 = arith.subf %721, %in_172 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x128xf32>
    %366 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %365 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%283 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x128xf32>
    %367 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366 : tensor<4x8x128xf32>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %368 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.truncf %cst_6 : f64 to bf16
      %722 = arith.mulf %in, %721 : bf16
      linalg.yield %722 : bf16
    } -> tensor<4x8x128xbf16>
    %369 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.truncf %cst_5 : f64 to bf16
      %722 = arith.mulf %in, %721 : bf16
      linalg.yield %722 : bf16
    } -> tensor<4x8x128xbf16>
    %370 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = math.fpowi %in, %c2_i64 : bf16, i64
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %371 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.mulf %in, %cst_16 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %372 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369, %371 : tensor<4x8x128xbf16>, tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.mulf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %373 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %372 : tensor<4x8x128xbf16>, tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %374 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.mulf %in, %cst_13 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %375 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %374 : tensor<4x8x128xbf16>, tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %collapsed_92 = tensor.collapse_shape %375 [[0, 1], [2]] : tensor<4x8x128xbf16> into tensor<32x128xbf16>
    %transposed_93 = linalg.transpose ins(%30 : tensor<32x128xbf16>) outs(%0 : tensor<128x32xbf16>) permutation = [1, 0] 
    %376 = linalg.matmul ins(%collapsed_92, %transposed_93 : tensor<32x128xbf16>, tensor<128x32xbf16>) outs(%116 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %377 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%376 : tensor<32x32xf32>) outs(%11 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x32xbf16>
    %transposed_94 = linalg.transpose ins(%collapsed_69 : tensor<32x32xbf16>) outs(%11 : tensor<32x32xbf16>) permutation = [1, 0] 
    %378 = linalg.matmul ins(%transposed_94, %collapsed_92 : tensor<32x32xbf16>, tensor<32x128xbf16>) outs(%147 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %379 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%378 : tensor<32x128xf32>) outs(%16 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x128xbf16>
    %380 = tensor.empty() : tensor<1x128xbf16>
    %381 = linalg.fill ins(%cst_1 : bf16) outs(%380 : tensor<1x128xbf16>) -> tensor<1x128xbf16>
    %382 = linalg.generic {indexing_maps = [#map, #map21], iterator_types = ["reduction", "parallel"]} ins(%collapsed_92 : tensor<32x128xbf16>) outs(%381 : tensor<1x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.addf %in, %out : bf16
      linalg.yield %721 : bf16
    } -> tensor<1x128xbf16>
    %collapsed_95 = tensor.collapse_shape %382 [[0, 1]] : tensor<1x128xbf16> into tensor<128xbf16>
    %expanded_96 = tensor.expand_shape %377 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %383 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96 : tensor<4x8x32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%28 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %385 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %236 : tensor<4x8x32xf32>, tensor<4x8x1xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.subf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %386 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %237 : tensor<4x8x32xf32>, tensor<4x8x1xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %387 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383, %384 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %388 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.mulf %in, %cst_12 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %389 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%387 : tensor<4x8x32xf32>) outs(%63 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %390 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %386 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %391 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%390 : tensor<4x8x32xf32>) outs(%63 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %392 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386, %391 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %393 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388, %389 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %394 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %392 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %395 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<4x8x1xbf16>) outs(%73 : tensor<4x8x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.divf %in, %cst_15 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x1xbf16>
    %396 = linalg.generic {indexing_maps = [#map10, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395, %394 : tensor<4x8x1xbf16>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %in_172: f32, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      %722 = arith.mulf %721, %in_172 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %397 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383, %386 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %398 = linalg.generic {indexing_maps = [#map3, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%397 : tensor<4x8x32xf32>) outs(%316 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %399 = linalg.generic {indexing_maps = [#map3, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%383 : tensor<4x8x32xf32>) outs(%316 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %400 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396 : tensor<4x8x32xf32>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %401 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%398 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %402 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%399 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %403 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %400 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %collapsed_97 = tensor.collapse_shape %403 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %transposed_98 = linalg.transpose ins(%26 : tensor<32x32xbf16>) outs(%11 : tensor<32x32xbf16>) permutation = [1, 0] 
    %404 = linalg.matmul ins(%collapsed_97, %transposed_98 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%116 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %405 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%404 : tensor<32x32xf32>) outs(%11 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x32xbf16>
    %transposed_99 = linalg.transpose ins(%collapsed_67 : tensor<32x32xbf16>) outs(%11 : tensor<32x32xbf16>) permutation = [1, 0] 
    %406 = linalg.matmul ins(%transposed_99, %collapsed_97 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%116 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %407 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%406 : tensor<32x32xf32>) outs(%11 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x32xbf16>
    %408 = linalg.generic {indexing_maps = [#map, #map21], iterator_types = ["reduction", "parallel"]} ins(%collapsed_97 : tensor<32x32xbf16>) outs(%358 : tensor<1x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.addf %in, %out : bf16
      linalg.yield %721 : bf16
    } -> tensor<1x32xbf16>
    %collapsed_100 = tensor.collapse_shape %408 [[0, 1]] : tensor<1x32xbf16> into tensor<32xbf16>
    %expanded_101 = tensor.expand_shape %405 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xbf16> into tensor<4x8x4x8xbf16>
    %transposed_102 = linalg.transpose ins(%expanded_101 : tensor<4x8x4x8xbf16>) outs(%87 : tensor<4x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_103 = tensor.collapse_shape %transposed_102 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %transposed_104 = linalg.transpose ins(%collapsed_63 : tensor<16x8x8xbf16>) outs(%91 : tensor<16x8x8xbf16>) permutation = [0, 2, 1] 
    %409 = linalg.batch_matmul ins(%transposed_104, %collapsed_103 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%89 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %410 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409 : tensor<16x8x8xf32>) outs(%91 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<16x8x8xbf16>
    %transposed_105 = linalg.transpose ins(%collapsed_64 : tensor<16x8x8xbf16>) outs(%91 : tensor<16x8x8xbf16>) permutation = [0, 2, 1] 
    %411 = linalg.batch_matmul ins(%collapsed_103, %transposed_105 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%89 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %412 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411 : tensor<16x8x8xf32>) outs(%91 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<16x8x8xbf16>
    %expanded_106 = tensor.expand_shape %410 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %expanded_107 = tensor.expand_shape %412 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %413 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_107 : tensor<4x4x8x8xbf16>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %414 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207 : tensor<4x4x8x8xbf16>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %415 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %414 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %416 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%415 : tensor<4x4x8x8xf32>) outs(%105 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x1xf32>
    %417 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414, %416 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %418 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415, %417 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %419 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418 : tensor<4x4x8x8xf32>) outs(%87 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x4x8x8xbf16>
    %420 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419 : tensor<4x4x8x8xbf16>) outs(%87 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.truncf %cst_4 : f64 to bf16
      %722 = arith.mulf %in, %721 : bf16
      linalg.yield %722 : bf16
    } -> tensor<4x4x8x8xbf16>
    %collapsed_108 = tensor.collapse_shape %420 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %transposed_109 = linalg.transpose ins(%collapsed_59 : tensor<16x8x8xbf16>) outs(%91 : tensor<16x8x8xbf16>) permutation = [0, 2, 1] 
    %421 = linalg.batch_matmul ins(%transposed_109, %collapsed_108 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%89 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %422 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421 : tensor<16x8x8xf32>) outs(%91 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<16x8x8xbf16>
    %transposed_110 = linalg.transpose ins(%collapsed_60 : tensor<16x8x8xbf16>) outs(%91 : tensor<16x8x8xbf16>) permutation = [0, 2, 1] 
    %423 = linalg.batch_matmul ins(%collapsed_108, %transposed_110 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%89 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %424 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423 : tensor<16x8x8xf32>) outs(%91 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<16x8x8xbf16>
    %expanded_111 = tensor.expand_shape %422 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %expanded_112 = tensor.expand_shape %424 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %transposed_113 = linalg.transpose ins(%expanded_112 : tensor<4x4x8x8xbf16>) outs(%111 : tensor<4x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_114 = tensor.collapse_shape %transposed_113 [[0], [1], [2, 3]] : tensor<4x8x4x8xbf16> into tensor<4x8x32xbf16>
    %transposed_115 = linalg.transpose ins(%expanded_106 : tensor<4x4x8x8xbf16>) outs(%111 : tensor<4x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_116 = tensor.collapse_shape %transposed_115 [[0], [1], [2, 3]] : tensor<4x8x4x8xbf16> into tensor<4x8x32xbf16>
    %transposed_117 = linalg.transpose ins(%expanded_111 : tensor<4x4x8x8xbf16>) outs(%111 : tensor<4x8x4x8xbf16>) permutation = [0, 3, 1, 2] 
    %collapsed_118 = tensor.collapse_shape %transposed_117 [[0], [1], [2, 3]] : tensor<4x8x4x8xbf16> into tensor<4x8x32xbf16>
    %concat = tensor.concat dim(2) %collapsed_114, %collapsed_118, %collapsed_116 : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<4x8x96xbf16>
    %collapsed_119 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<4x8x96xbf16> into tensor<32x96xbf16>
    %425 = tensor.empty() : tensor<96x32xbf16>
    %transposed_120 = linalg.transpose ins(%24 : tensor<32x96xbf16>) outs(%425 : tensor<96x32xbf16>) permutation = [1, 0] 
    %426 = linalg.matmul ins(%collapsed_119, %transposed_120 : tensor<32x96xbf16>, tensor<96x32xbf16>) outs(%116 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %427 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%426 : tensor<32x32xf32>) outs(%11 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x32xbf16>
    %transposed_121 = linalg.transpose ins(%collapsed_48 : tensor<32x32xbf16>) outs(%11 : tensor<32x32xbf16>) permutation = [1, 0] 
    %428 = linalg.matmul ins(%transposed_121, %collapsed_119 : tensor<32x32xbf16>, tensor<32x96xbf16>) outs(%82 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %429 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%428 : tensor<32x96xf32>) outs(%7 : tensor<32x96xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x96xbf16>
    %430 = tensor.empty() : tensor<1x96xbf16>
    %431 = linalg.fill ins(%cst_1 : bf16) outs(%430 : tensor<1x96xbf16>) -> tensor<1x96xbf16>
    %432 = linalg.generic {indexing_maps = [#map, #map21], iterator_types = ["reduction", "parallel"]} ins(%collapsed_119 : tensor<32x96xbf16>) outs(%431 : tensor<1x96xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.addf %in, %out : bf16
      linalg.yield %721 : bf16
    } -> tensor<1x96xbf16>
    %collapsed_122 = tensor.collapse_shape %432 [[0, 1]] : tensor<1x96xbf16> into tensor<96xbf16>
    %expanded_123 = tensor.expand_shape %427 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %433 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123 : tensor<4x8x32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%22 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %435 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %188 : tensor<4x8x32xf32>, tensor<4x8x1xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.subf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %436 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435, %189 : tensor<4x8x32xf32>, tensor<4x8x1xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %437 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433, %434 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %438 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437 : tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.mulf %in, %cst_12 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %439 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%437 : tensor<4x8x32xf32>) outs(%63 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %440 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437, %436 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %441 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%440 : tensor<4x8x32xf32>) outs(%63 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %442 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%436, %441 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %443 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438, %439 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %444 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443, %442 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %445 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<4x8x1xbf16>) outs(%73 : tensor<4x8x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.divf %in, %cst_15 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x1xbf16>
    %446 = linalg.generic {indexing_maps = [#map10, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445, %444 : tensor<4x8x1xbf16>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %in_172: f32, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      %722 = arith.mulf %721, %in_172 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %447 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433, %436 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %448 = linalg.generic {indexing_maps = [#map3, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%447 : tensor<4x8x32xf32>) outs(%316 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %449 = linalg.generic {indexing_maps = [#map3, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%433 : tensor<4x8x32xf32>) outs(%316 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %450 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446 : tensor<4x8x32xf32>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %451 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%448 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %452 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%449 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %453 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403, %450 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %collapsed_124 = tensor.collapse_shape %453 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %transposed_125 = linalg.transpose ins(%20 : tensor<128x32xbf16>) outs(%16 : tensor<32x128xbf16>) permutation = [1, 0] 
    %454 = linalg.matmul ins(%collapsed_124, %transposed_125 : tensor<32x32xbf16>, tensor<32x128xbf16>) outs(%147 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %455 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%454 : tensor<32x128xf32>) outs(%16 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x128xbf16>
    %transposed_126 = linalg.transpose ins(%collapsed_46 : tensor<32x128xbf16>) outs(%0 : tensor<128x32xbf16>) permutation = [1, 0] 
    %456 = linalg.matmul ins(%transposed_126, %collapsed_124 : tensor<128x32xbf16>, tensor<32x32xbf16>) outs(%328 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %457 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%456 : tensor<128x32xf32>) outs(%0 : tensor<128x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<128x32xbf16>
    %458 = linalg.generic {indexing_maps = [#map, #map21], iterator_types = ["reduction", "parallel"]} ins(%collapsed_124 : tensor<32x32xbf16>) outs(%358 : tensor<1x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.addf %in, %out : bf16
      linalg.yield %721 : bf16
    } -> tensor<1x32xbf16>
    %collapsed_127 = tensor.collapse_shape %458 [[0, 1]] : tensor<1x32xbf16> into tensor<32xbf16>
    %expanded_128 = tensor.expand_shape %455 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xbf16> into tensor<4x8x128xbf16>
    %459 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %153 : tensor<4x8x128xbf16>, tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.mulf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %460 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %159 : tensor<4x8x128xbf16>, tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.mulf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %461 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459 : tensor<4x8x128xbf16>) outs(%283 : tensor<4x8x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x128xf32>
    %462 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<4x8x128xbf16>) outs(%283 : tensor<4x8x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x128xf32>
    %463 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462, %462 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%283 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x128xf32>
    %464 = linalg.generic {indexing_maps = [#map22, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21, %463 : tensor<i64>, tensor<4x8x128xf32>) outs(%283 : tensor<4x8x128xf32>) {
    ^bb0(%in: i64, %in_172: f32, %out: f32):
      %721 = arith.sitofp %in : i64 to f32
      %722 = arith.subf %721, %in_172 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x128xf32>
    %465 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461, %464 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%283 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x128xf32>
    %466 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%465 : tensor<4x8x128xf32>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %467 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%466 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.truncf %cst_6 : f64 to bf16
      %722 = arith.mulf %in, %721 : bf16
      linalg.yield %722 : bf16
    } -> tensor<4x8x128xbf16>
    %468 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.truncf %cst_5 : f64 to bf16
      %722 = arith.mulf %in, %721 : bf16
      linalg.yield %722 : bf16
    } -> tensor<4x8x128xbf16>
    %469 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = math.fpowi %in, %c2_i64 : bf16, i64
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %470 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%469 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.mulf %in, %cst_16 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %471 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468, %470 : tensor<4x8x128xbf16>, tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.mulf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %472 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467, %471 : tensor<4x8x128xbf16>, tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %473 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.mulf %in, %cst_13 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %474 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472, %473 : tensor<4x8x128xbf16>, tensor<4x8x128xbf16>) outs(%152 : tensor<4x8x128xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x128xbf16>
    %collapsed_129 = tensor.collapse_shape %474 [[0, 1], [2]] : tensor<4x8x128xbf16> into tensor<32x128xbf16>
    %transposed_130 = linalg.transpose ins(%17 : tensor<32x128xbf16>) outs(%0 : tensor<128x32xbf16>) permutation = [1, 0] 
    %475 = linalg.matmul ins(%collapsed_129, %transposed_130 : tensor<32x128xbf16>, tensor<128x32xbf16>) outs(%116 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %476 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%475 : tensor<32x32xf32>) outs(%11 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x32xbf16>
    %transposed_131 = linalg.transpose ins(%collapsed_44 : tensor<32x32xbf16>) outs(%11 : tensor<32x32xbf16>) permutation = [1, 0] 
    %477 = linalg.matmul ins(%transposed_131, %collapsed_129 : tensor<32x32xbf16>, tensor<32x128xbf16>) outs(%147 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %478 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%477 : tensor<32x128xf32>) outs(%16 : tensor<32x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x128xbf16>
    %479 = linalg.generic {indexing_maps = [#map, #map21], iterator_types = ["reduction", "parallel"]} ins(%collapsed_129 : tensor<32x128xbf16>) outs(%381 : tensor<1x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.addf %in, %out : bf16
      linalg.yield %721 : bf16
    } -> tensor<1x128xbf16>
    %collapsed_132 = tensor.collapse_shape %479 [[0, 1]] : tensor<1x128xbf16> into tensor<128xbf16>
    %expanded_133 = tensor.expand_shape %476 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %480 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_133 : tensor<4x8x32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%14 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %482 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %140 : tensor<4x8x32xf32>, tensor<4x8x1xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.subf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %483 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482, %141 : tensor<4x8x32xf32>, tensor<4x8x1xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %484 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%480, %481 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %485 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484 : tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.mulf %in, %cst_12 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %486 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%484 : tensor<4x8x32xf32>) outs(%63 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %487 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484, %483 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %488 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%487 : tensor<4x8x32xf32>) outs(%63 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %489 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483, %488 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %490 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %486 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %491 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490, %489 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %492 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<4x8x1xbf16>) outs(%73 : tensor<4x8x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.divf %in, %cst_15 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x1xbf16>
    %493 = linalg.generic {indexing_maps = [#map10, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492, %491 : tensor<4x8x1xbf16>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %in_172: f32, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      %722 = arith.mulf %721, %in_172 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %494 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%480, %483 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %495 = linalg.generic {indexing_maps = [#map3, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%494 : tensor<4x8x32xf32>) outs(%316 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %496 = linalg.generic {indexing_maps = [#map3, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%480 : tensor<4x8x32xf32>) outs(%316 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %497 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493 : tensor<4x8x32xf32>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %498 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%495 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %499 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%496 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %500 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453, %497 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %collapsed_134 = tensor.collapse_shape %500 [[0, 1], [2]] : tensor<4x8x32xbf16> into tensor<32x32xbf16>
    %transposed_135 = linalg.transpose ins(%12 : tensor<32x32xbf16>) outs(%11 : tensor<32x32xbf16>) permutation = [1, 0] 
    %501 = linalg.matmul ins(%collapsed_134, %transposed_135 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%116 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %502 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%501 : tensor<32x32xf32>) outs(%11 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x32xbf16>
    %transposed_136 = linalg.transpose ins(%collapsed_42 : tensor<32x32xbf16>) outs(%11 : tensor<32x32xbf16>) permutation = [1, 0] 
    %503 = linalg.matmul ins(%transposed_136, %collapsed_134 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%116 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %504 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%503 : tensor<32x32xf32>) outs(%11 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x32xbf16>
    %505 = linalg.generic {indexing_maps = [#map, #map21], iterator_types = ["reduction", "parallel"]} ins(%collapsed_134 : tensor<32x32xbf16>) outs(%358 : tensor<1x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.addf %in, %out : bf16
      linalg.yield %721 : bf16
    } -> tensor<1x32xbf16>
    %collapsed_137 = tensor.collapse_shape %505 [[0, 1]] : tensor<1x32xbf16> into tensor<32xbf16>
    %expanded_138 = tensor.expand_shape %502 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xbf16> into tensor<4x8x4x8xbf16>
    %transposed_139 = linalg.transpose ins(%expanded_138 : tensor<4x8x4x8xbf16>) outs(%87 : tensor<4x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_140 = tensor.collapse_shape %transposed_139 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %transposed_141 = linalg.transpose ins(%collapsed_38 : tensor<16x8x8xbf16>) outs(%91 : tensor<16x8x8xbf16>) permutation = [0, 2, 1] 
    %506 = linalg.batch_matmul ins(%transposed_141, %collapsed_140 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%89 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %507 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506 : tensor<16x8x8xf32>) outs(%91 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<16x8x8xbf16>
    %transposed_142 = linalg.transpose ins(%collapsed_39 : tensor<16x8x8xbf16>) outs(%91 : tensor<16x8x8xbf16>) permutation = [0, 2, 1] 
    %508 = linalg.batch_matmul ins(%collapsed_140, %transposed_142 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%89 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %509 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508 : tensor<16x8x8xf32>) outs(%91 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<16x8x8xbf16>
    %expanded_143 = tensor.expand_shape %507 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %expanded_144 = tensor.expand_shape %509 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %510 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_144 : tensor<4x4x8x8xbf16>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %511 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<4x4x8x8xbf16>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %512 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %511 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %513 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%512 : tensor<4x4x8x8xf32>) outs(%105 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x1xf32>
    %514 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%511, %513 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %515 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%512, %514 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%95 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x4x8x8xf32>
    %516 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%515 : tensor<4x4x8x8xf32>) outs(%87 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x4x8x8xbf16>
    %517 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516 : tensor<4x4x8x8xbf16>) outs(%87 : tensor<4x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.truncf %cst_4 : f64 to bf16
      %722 = arith.mulf %in, %721 : bf16
      linalg.yield %722 : bf16
    } -> tensor<4x4x8x8xbf16>
    %collapsed_145 = tensor.collapse_shape %517 [[0, 1], [2], [3]] : tensor<4x4x8x8xbf16> into tensor<16x8x8xbf16>
    %transposed_146 = linalg.transpose ins(%collapsed_34 : tensor<16x8x8xbf16>) outs(%91 : tensor<16x8x8xbf16>) permutation = [0, 2, 1] 
    %518 = linalg.batch_matmul ins(%transposed_146, %collapsed_145 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%89 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %519 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518 : tensor<16x8x8xf32>) outs(%91 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<16x8x8xbf16>
    %transposed_147 = linalg.transpose ins(%collapsed_35 : tensor<16x8x8xbf16>) outs(%91 : tensor<16x8x8xbf16>) permutation = [0, 2, 1] 
    %520 = linalg.batch_matmul ins(%collapsed_145, %transposed_147 : tensor<16x8x8xbf16>, tensor<16x8x8xbf16>) outs(%89 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %521 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520 : tensor<16x8x8xf32>) outs(%91 : tensor<16x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<16x8x8xbf16>
    %expanded_148 = tensor.expand_shape %519 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %expanded_149 = tensor.expand_shape %521 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xbf16> into tensor<4x4x8x8xbf16>
    %transposed_150 = linalg.transpose ins(%expanded_149 : tensor<4x4x8x8xbf16>) outs(%111 : tensor<4x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_151 = tensor.collapse_shape %transposed_150 [[0], [1], [2, 3]] : tensor<4x8x4x8xbf16> into tensor<4x8x32xbf16>
    %transposed_152 = linalg.transpose ins(%expanded_143 : tensor<4x4x8x8xbf16>) outs(%111 : tensor<4x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_153 = tensor.collapse_shape %transposed_152 [[0], [1], [2, 3]] : tensor<4x8x4x8xbf16> into tensor<4x8x32xbf16>
    %transposed_154 = linalg.transpose ins(%expanded_148 : tensor<4x4x8x8xbf16>) outs(%111 : tensor<4x8x4x8xbf16>) permutation = [0, 3, 1, 2] 
    %collapsed_155 = tensor.collapse_shape %transposed_154 [[0], [1], [2, 3]] : tensor<4x8x4x8xbf16> into tensor<4x8x32xbf16>
    %concat_156 = tensor.concat dim(2) %collapsed_151, %collapsed_155, %collapsed_153 : (tensor<4x8x32xbf16>, tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) -> tensor<4x8x96xbf16>
    %collapsed_157 = tensor.collapse_shape %concat_156 [[0, 1], [2]] : tensor<4x8x96xbf16> into tensor<32x96xbf16>
    %transposed_158 = linalg.transpose ins(%8 : tensor<32x96xbf16>) outs(%425 : tensor<96x32xbf16>) permutation = [1, 0] 
    %522 = linalg.matmul ins(%collapsed_157, %transposed_158 : tensor<32x96xbf16>, tensor<96x32xbf16>) outs(%116 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %523 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%522 : tensor<32x32xf32>) outs(%11 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x32xbf16>
    %transposed_159 = linalg.transpose ins(%collapsed_25 : tensor<32x32xbf16>) outs(%11 : tensor<32x32xbf16>) permutation = [1, 0] 
    %524 = linalg.matmul ins(%transposed_159, %collapsed_157 : tensor<32x32xbf16>, tensor<32x96xbf16>) outs(%82 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %525 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%524 : tensor<32x96xf32>) outs(%7 : tensor<32x96xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32x96xbf16>
    %526 = linalg.generic {indexing_maps = [#map, #map21], iterator_types = ["reduction", "parallel"]} ins(%collapsed_157 : tensor<32x96xbf16>) outs(%431 : tensor<1x96xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.addf %in, %out : bf16
      linalg.yield %721 : bf16
    } -> tensor<1x96xbf16>
    %collapsed_160 = tensor.collapse_shape %526 [[0, 1]] : tensor<1x96xbf16> into tensor<96xbf16>
    %expanded_161 = tensor.expand_shape %523 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xbf16> into tensor<4x8x32xbf16>
    %527 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_161 : tensor<4x8x32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%5 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %529 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %74 : tensor<4x8x32xf32>, tensor<4x8x1xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.subf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %530 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529, %75 : tensor<4x8x32xf32>, tensor<4x8x1xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: bf16, %out: f32):
      %721 = arith.extf %in_172 : bf16 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %531 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %528 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %532 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531 : tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.mulf %in, %cst_12 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %533 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%531 : tensor<4x8x32xf32>) outs(%63 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %534 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531, %530 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %535 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%534 : tensor<4x8x32xf32>) outs(%63 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x1xf32>
    %536 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530, %535 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %537 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532, %533 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %538 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537, %536 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %539 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<4x8x1xbf16>) outs(%73 : tensor<4x8x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.divf %in, %cst_15 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x1xbf16>
    %540 = linalg.generic {indexing_maps = [#map10, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539, %538 : tensor<4x8x1xbf16>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %in_172: f32, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      %722 = arith.mulf %721, %in_172 : f32
      linalg.yield %722 : f32
    } -> tensor<4x8x32xf32>
    %541 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %530 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %542 = linalg.generic {indexing_maps = [#map3, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%541 : tensor<4x8x32xf32>) outs(%316 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %543 = linalg.generic {indexing_maps = [#map3, #map11], iterator_types = ["reduction", "reduction", "parallel"]} ins(%527 : tensor<4x8x32xf32>) outs(%316 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %544 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540 : tensor<4x8x32xf32>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %545 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%542 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %546 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%543 : tensor<32xf32>) outs(%4 : tensor<32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<32xbf16>
    %547 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500, %544 : tensor<4x8x32xbf16>, tensor<4x8x32xbf16>) outs(%36 : tensor<4x8x32xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<4x8x32xbf16>
    %548 = linalg.fill ins(%cst_1 : bf16) outs(%40 : tensor<1x8x32xbf16>) -> tensor<1x8x32xbf16>
    %549 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction", "parallel", "parallel"]} ins(%547 : tensor<4x8x32xbf16>) outs(%548 : tensor<1x8x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %721 = arith.addf %in, %out : bf16
      linalg.yield %721 : bf16
    } -> tensor<1x8x32xbf16>
    %550 = tensor.empty() : tensor<1x8x32xf32>
    %551 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549 : tensor<1x8x32xbf16>) outs(%550 : tensor<1x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<1x8x32xf32>
    %552 = tensor.empty() : tensor<1x8xi1>
    %553 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%552 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %721 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %721 : i1
    } -> tensor<1x8xi1>
    %554 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%552 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %721 = arith.cmpi slt, %in, %c16_i64 : i64
      linalg.yield %721 : i1
    } -> tensor<1x8xi1>
    %555 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%553, %554 : tensor<1x8xi1>, tensor<1x8xi1>) outs(%552 : tensor<1x8xi1>) {
    ^bb0(%in: i1, %in_172: i1, %out: i1):
      %721 = arith.andi %in, %in_172 : i1
      linalg.yield %721 : i1
    } -> tensor<1x8xi1>
    %556 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%552 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %721 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %721 : i1
    } -> tensor<1x8xi1>
    %557 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%555, %556 : tensor<1x8xi1>, tensor<1x8xi1>) outs(%552 : tensor<1x8xi1>) {
    ^bb0(%in: i1, %in_172: i1, %out: i1):
      %721 = arith.andi %in, %in_172 : i1
      linalg.yield %721 : i1
    } -> tensor<1x8xi1>
    %expanded_162 = tensor.expand_shape %557 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi1> into tensor<1x8x1xi1>
    %558 = tensor.empty() : tensor<1x8xi64>
    %559 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%558 : tensor<1x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %721 = arith.maxsi %in, %c-16_i64 : i64
      %722 = arith.minsi %721, %c15_i64 : i64
      linalg.yield %722 : i64
    } -> tensor<1x8xi64>
    %560 = tensor.empty() : tensor<1x8x1xi1>
    %561 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162 : tensor<1x8x1xi1>) outs(%560 : tensor<1x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %721 = arith.xori %in, %true : i1
      linalg.yield %721 : i1
    } -> tensor<1x8x1xi1>
    %562 = linalg.generic {indexing_maps = [#map10, #map22, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%561, %cst_9, %551 : tensor<1x8x1xi1>, tensor<f32>, tensor<1x8x32xf32>) outs(%550 : tensor<1x8x32xf32>) {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %721 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %721 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_163 = tensor.collapse_shape %559 [[0, 1]] : tensor<1x8xi64> into tensor<8xi64>
    %expanded_164 = tensor.expand_shape %collapsed_163 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %collapsed_165 = tensor.collapse_shape %562 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %expanded_166 = tensor.expand_shape %collapsed_165 [[0], [1, 2]] output_shape [8, 1, 32] : tensor<8x32xf32> into tensor<8x1x32xf32>
    %563 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_166, %expanded_164 : tensor<8x1x32xf32>, tensor<8x1xi64>) outs(%cst_18 : tensor<16x32xf32>) {
    ^bb0(%arg32: f32, %arg33: f32):
      %721 = arith.addf %arg33, %arg32 : f32
      tm_tensor.yield %721 : f32
    } -> tensor<16x32xf32>
    %564 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%563 : tensor<16x32xf32>) outs(%2 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<16x32xbf16>
    %565 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%547 : tensor<4x8x32xbf16>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %566 = tensor.empty() : tensor<4x8xi1>
    %567 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<4x8xi64>) outs(%566 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %721 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %721 : i1
    } -> tensor<4x8xi1>
    %568 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<4x8xi64>) outs(%566 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %721 = arith.cmpi slt, %in, %c128_i64 : i64
      linalg.yield %721 : i1
    } -> tensor<4x8xi1>
    %569 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%567, %568 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%566 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_172: i1, %out: i1):
      %721 = arith.andi %in, %in_172 : i1
      linalg.yield %721 : i1
    } -> tensor<4x8xi1>
    %570 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<4x8xi64>) outs(%566 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %721 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %721 : i1
    } -> tensor<4x8xi1>
    %571 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%569, %570 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%566 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_172: i1, %out: i1):
      %721 = arith.andi %in, %in_172 : i1
      linalg.yield %721 : i1
    } -> tensor<4x8xi1>
    %expanded_167 = tensor.expand_shape %571 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xi1> into tensor<4x8x1xi1>
    %572 = tensor.empty() : tensor<4x8xi64>
    %573 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<4x8xi64>) outs(%572 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %721 = arith.maxsi %in, %c-128_i64 : i64
      %722 = arith.minsi %721, %c127_i64 : i64
      linalg.yield %722 : i64
    } -> tensor<4x8xi64>
    %574 = tensor.empty() : tensor<4x8x1xi1>
    %575 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_167 : tensor<4x8x1xi1>) outs(%574 : tensor<4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %721 = arith.xori %in, %true : i1
      linalg.yield %721 : i1
    } -> tensor<4x8x1xi1>
    %576 = linalg.generic {indexing_maps = [#map10, #map22, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575, %cst_9, %565 : tensor<4x8x1xi1>, tensor<f32>, tensor<4x8x32xf32>) outs(%49 : tensor<4x8x32xf32>) {
    ^bb0(%in: i1, %in_172: f32, %in_173: f32, %out: f32):
      %721 = arith.select %in, %in_172, %in_173 : f32
      linalg.yield %721 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_168 = tensor.collapse_shape %573 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %expanded_169 = tensor.expand_shape %collapsed_168 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %collapsed_170 = tensor.collapse_shape %576 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %expanded_171 = tensor.expand_shape %collapsed_170 [[0], [1, 2]] output_shape [32, 1, 32] : tensor<32x32xf32> into tensor<32x1x32xf32>
    %577 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_171, %expanded_169 : tensor<32x1x32xf32>, tensor<32x1xi64>) outs(%cst_19 : tensor<128x32xf32>) {
    ^bb0(%arg32: f32, %arg33: f32):
      %721 = arith.addf %arg33, %arg32 : f32
      tm_tensor.yield %721 : f32
    } -> tensor<128x32xf32>
    %578 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%577 : tensor<128x32xf32>) outs(%0 : tensor<128x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %721 = arith.truncf %in : f32 to bf16
      linalg.yield %721 : bf16
    } -> tensor<128x32xbf16>
    %579 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%330, %578 : tensor<128x32xbf16>, tensor<128x32xbf16>) outs(%0 : tensor<128x32xbf16>) {
    ^bb0(%in: bf16, %in_172: bf16, %out: bf16):
      %721 = arith.addf %in, %in_172 : bf16
      linalg.yield %721 : bf16
    } -> tensor<128x32xbf16>
    %580 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%352 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %581 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%351 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %582 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_90 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %583 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%356 : tensor<128x32xbf16>) outs(%163 : tensor<128x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<128x32xf32>
    %584 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_95 : tensor<128xbf16>) outs(%142 : tensor<128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<128xf32>
    %585 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%379 : tensor<32x128xbf16>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %586 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%402 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %587 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%401 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %588 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_100 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %589 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%407 : tensor<32x32xbf16>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %590 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_122 : tensor<96xbf16>) outs(%76 : tensor<96xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<96xf32>
    %591 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%429 : tensor<32x96xbf16>) outs(%80 : tensor<32x96xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x96xf32>
    %592 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%452 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %593 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%451 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %594 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_127 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %595 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%457 : tensor<128x32xbf16>) outs(%163 : tensor<128x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<128x32xf32>
    %596 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_132 : tensor<128xbf16>) outs(%142 : tensor<128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<128xf32>
    %597 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%478 : tensor<32x128xbf16>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %598 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%499 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %599 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%498 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %600 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_137 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %601 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%504 : tensor<32x32xbf16>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %602 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_160 : tensor<96xbf16>) outs(%76 : tensor<96xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<96xf32>
    %603 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%525 : tensor<32x96xbf16>) outs(%80 : tensor<32x96xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32x96xf32>
    %604 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%546 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %605 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%545 : tensor<32xbf16>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %606 = tensor.empty() : tensor<16x32xf32>
    %607 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%564 : tensor<16x32xbf16>) outs(%606 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<16x32xf32>
    %608 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%579 : tensor<128x32xbf16>) outs(%163 : tensor<128x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %721 = arith.extf %in : bf16 to f32
      linalg.yield %721 : f32
    } -> tensor<128x32xf32>
    %609 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg0 : tensor<f32>, tensor<128x32xf32>) outs(%163 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128x32xf32>
    %610 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%608, %609 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%163 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128x32xf32>
    %611 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28, %610 : tensor<f32>, tensor<128x32xf32>) outs(%163 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128x32xf32>
    %612 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %611 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%163 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128x32xf32>
    %613 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg1 : tensor<f32>, tensor<16x32xf32>) outs(%606 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<16x32xf32>
    %614 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%607, %613 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%606 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<16x32xf32>
    %615 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28, %614 : tensor<f32>, tensor<16x32xf32>) outs(%606 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<16x32xf32>
    %616 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %615 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%606 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<16x32xf32>
    %617 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg2 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %618 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%605, %617 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %619 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %618 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %620 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg2, %619 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %621 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg3 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %622 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%604, %621 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %623 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %622 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %624 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg3, %623 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %625 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg4 : tensor<f32>, tensor<32x96xf32>) outs(%80 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x96xf32>
    %626 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%603, %625 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%80 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x96xf32>
    %627 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28, %626 : tensor<f32>, tensor<32x96xf32>) outs(%80 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x96xf32>
    %628 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4, %627 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%80 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x96xf32>
    %629 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg5 : tensor<f32>, tensor<96xf32>) outs(%76 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<96xf32>
    %630 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%602, %629 : tensor<96xf32>, tensor<96xf32>) outs(%76 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<96xf32>
    %631 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %630 : tensor<f32>, tensor<96xf32>) outs(%76 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<96xf32>
    %632 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg5, %631 : tensor<96xf32>, tensor<96xf32>) outs(%76 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<96xf32>
    %633 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg6 : tensor<f32>, tensor<32x32xf32>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %634 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%601, %633 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %635 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28, %634 : tensor<f32>, tensor<32x32xf32>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %636 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6, %635 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %637 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg7 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %638 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%600, %637 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %639 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %638 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %640 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg7, %639 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %641 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg8 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %642 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%599, %641 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %643 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %642 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %644 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg8, %643 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %645 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg9 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %646 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%598, %645 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %647 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %646 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %648 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg9, %647 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %649 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg10 : tensor<f32>, tensor<32x128xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %650 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%597, %649 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %651 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28, %650 : tensor<f32>, tensor<32x128xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %652 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10, %651 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %653 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg11 : tensor<f32>, tensor<128xf32>) outs(%142 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128xf32>
    %654 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%596, %653 : tensor<128xf32>, tensor<128xf32>) outs(%142 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128xf32>
    %655 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %654 : tensor<f32>, tensor<128xf32>) outs(%142 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128xf32>
    %656 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg11, %655 : tensor<128xf32>, tensor<128xf32>) outs(%142 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128xf32>
    %657 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg12 : tensor<f32>, tensor<128x32xf32>) outs(%163 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128x32xf32>
    %658 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%595, %657 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%163 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128x32xf32>
    %659 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28, %658 : tensor<f32>, tensor<128x32xf32>) outs(%163 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128x32xf32>
    %660 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12, %659 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%163 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128x32xf32>
    %661 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg13 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %662 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%594, %661 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %663 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %662 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %664 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg13, %663 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %665 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg14 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %666 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%593, %665 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %667 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %666 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %668 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg14, %667 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %669 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg15 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %670 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%592, %669 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %671 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %670 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %672 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg15, %671 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %673 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg16 : tensor<f32>, tensor<32x96xf32>) outs(%80 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x96xf32>
    %674 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%591, %673 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%80 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x96xf32>
    %675 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28, %674 : tensor<f32>, tensor<32x96xf32>) outs(%80 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x96xf32>
    %676 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16, %675 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%80 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x96xf32>
    %677 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg17 : tensor<f32>, tensor<96xf32>) outs(%76 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<96xf32>
    %678 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%590, %677 : tensor<96xf32>, tensor<96xf32>) outs(%76 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<96xf32>
    %679 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %678 : tensor<f32>, tensor<96xf32>) outs(%76 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<96xf32>
    %680 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg17, %679 : tensor<96xf32>, tensor<96xf32>) outs(%76 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<96xf32>
    %681 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg18 : tensor<f32>, tensor<32x32xf32>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %682 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%589, %681 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %683 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28, %682 : tensor<f32>, tensor<32x32xf32>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %684 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18, %683 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%78 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x32xf32>
    %685 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg19 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %686 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%588, %685 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %687 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %686 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %688 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg19, %687 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %689 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg20 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %690 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%587, %689 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %691 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %690 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %692 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg20, %691 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %693 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg21 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %694 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%586, %693 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %695 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %694 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %696 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg21, %695 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %697 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg22 : tensor<f32>, tensor<32x128xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %698 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%585, %697 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %699 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28, %698 : tensor<f32>, tensor<32x128xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %700 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %699 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%145 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32x128xf32>
    %701 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg23 : tensor<f32>, tensor<128xf32>) outs(%142 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128xf32>
    %702 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%584, %701 : tensor<128xf32>, tensor<128xf32>) outs(%142 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128xf32>
    %703 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %702 : tensor<f32>, tensor<128xf32>) outs(%142 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128xf32>
    %704 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg23, %703 : tensor<128xf32>, tensor<128xf32>) outs(%142 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128xf32>
    %705 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg24 : tensor<f32>, tensor<128x32xf32>) outs(%163 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128x32xf32>
    %706 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%583, %705 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%163 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128x32xf32>
    %707 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28, %706 : tensor<f32>, tensor<128x32xf32>) outs(%163 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128x32xf32>
    %708 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24, %707 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%163 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<128x32xf32>
    %709 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg25 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %710 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%582, %709 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %711 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %710 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %712 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg25, %711 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %713 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg26 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %714 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%581, %713 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %715 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %714 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %716 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg26, %715 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %717 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg29, %arg27 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %718 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%580, %717 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.addf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %719 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel"]} ins(%arg28, %718 : tensor<f32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.mulf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    %720 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg27, %719 : tensor<32xf32>, tensor<32xf32>) outs(%112 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %721 = arith.subf %in, %in_172 : f32
      linalg.yield %721 : f32
    } -> tensor<32xf32>
    return %309, %612, %616, %620, %624, %628, %632, %636, %640, %644, %648, %652, %656, %660, %664, %668, %672, %676, %680, %684, %688, %692, %696, %700, %704, %708, %712, %716, %720 : tensor<f32>, tensor<128x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
