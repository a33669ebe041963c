#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map10 = affine_map<(d0, d1, d2) -> (d2)>
#map11 = affine_map<(d0, d1) -> (d1)>
#map12 = affine_map<(d0, d1) -> (d0, d1)>
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
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e-05 : f64
    %cst_3 = arith.constant 0.35355339059327379 : f64
    %cst_4 = arith.constant 4.471500e-02 : f64
    %cst_5 = arith.constant 0.79788456080286541 : f64
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_8 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = arith.constant 3.200000e+01 : f64
    %cst_10 = arith.constant 3.200000e+01 : f32
    %cst_11 = arith.constant 5.000000e-01 : f32
    %cst_12 = arith.constant 1.000000e+00 : f32
    %cst_13 = arith.constant 3.000000e+00 : f32
    %c127_i64 = arith.constant 127 : i64
    %c-128_i64 = arith.constant -128 : i64
    %c15_i64 = arith.constant 15 : i64
    %c-16_i64 = arith.constant -16 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c128_i64 = arith.constant 128 : i64
    %c16_i64 = arith.constant 16 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c32 = arith.constant 32 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_14 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_15 = arith.constant dense<0.000000e+00> : tensor<16x32xf32>
    %cst_16 = arith.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_17 = arith.constant -1.000000e+00 : f32
    %cst_18 = arith.constant dense<1> : tensor<i64>
    %cst_19 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<4x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg30 : tensor<4x8xi64>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %511 = arith.index_cast %in : i64 to index
      %512 = linalg.index 2 : index
      %513 = arith.cmpi slt, %511, %c128 : index
      cf.assert %513, "index must be smaller than dim size"
      %514 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %514, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%511, %512] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %511 = linalg.index 0 : index
      %512 = arith.index_cast %511 : index to i64
      linalg.yield %512 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<1x8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%4 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %511 = arith.index_cast %in : i64 to index
      %512 = linalg.index 2 : index
      %513 = arith.cmpi slt, %511, %c16 : index
      cf.assert %513, "index must be smaller than dim size"
      %514 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %514, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%511, %512] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<4x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %expanded_20 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_21 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %7 = tensor.empty() : tensor<1x1x8x8xi1>
    %8 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21, %expanded_20 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%7 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_165: i64, %out: i1):
      %511 = arith.cmpi sle, %in, %in_165 : i64
      linalg.yield %511 : i1
    } -> tensor<1x1x8x8xi1>
    %9 = tensor.empty() : tensor<4x1x8x8xi1>
    %collapsed = tensor.collapse_shape %8 [[0, 1], [2], [3]] : tensor<1x1x8x8xi1> into tensor<1x8x8xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x8x8xi1>) outs(%9 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<4x1x8x8xi1>
    %11 = tensor.empty() : tensor<4x1x8x8xf32>
    %12 = linalg.generic {indexing_maps = [#map6, #map8, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %cst_6, %cst_7 : tensor<4x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%11 : tensor<4x1x8x8xf32>) {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %511 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %511 : f32
    } -> tensor<4x1x8x8xf32>
    %13 = tensor.empty() : tensor<4x8x32xf64>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<4x8x32xf32>) outs(%13 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %511 = arith.extf %in : f32 to f64
      linalg.yield %511 : f64
    } -> tensor<4x8x32xf64>
    %15 = tensor.empty() : tensor<4x8x1xf64>
    %16 = linalg.fill ins(%cst_0 : f64) outs(%15 : tensor<4x8x1xf64>) -> tensor<4x8x1xf64>
    %17 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<4x8x32xf64>) outs(%16 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.addf %in, %out : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<4x8x1xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.divf %in, %cst_9 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %18 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%13 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %511 = arith.subf %in, %in_165 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x32xf64>
    %20 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %19 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%13 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %511 = arith.mulf %in, %in_165 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x32xf64>
    %21 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%20 : tensor<4x8x32xf64>) outs(%16 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.addf %in, %out : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<4x8x1xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.divf %in, %cst_9 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %23 = tensor.empty() : tensor<4x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<4x8x1xf64>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %511 = arith.truncf %in : f64 to f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %25 = linalg.fill ins(%cst_14 : f32) outs(%23 : tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<4x8x32xf32>) outs(%25 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.divf %in, %cst_10 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.truncf %cst_2 : f64 to f32
      %512 = arith.addf %in, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<4x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = math.rsqrt %in : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %27 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %29 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %arg2 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %arg3 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_22 = tensor.collapse_shape %33 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %34 = tensor.empty() : tensor<32x96xf32>
    %35 = linalg.fill ins(%cst_14 : f32) outs(%34 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %36 = linalg.matmul ins(%collapsed_22, %arg4 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%35 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %37 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<96xf32>) outs(%34 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %38 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%36, %37 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%34 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x96xf32>
    %expanded_23 = tensor.expand_shape %38 [[0, 1], [2]] output_shape [4, 8, 96] : tensor<32x96xf32> into tensor<4x8x96xf32>
    %extracted_slice = tensor.extract_slice %expanded_23[0, 0, 0] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %extracted_slice_24 = tensor.extract_slice %expanded_23[0, 0, 32] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %extracted_slice_25 = tensor.extract_slice %expanded_23[0, 0, 64] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %expanded_26 = tensor.expand_shape %extracted_slice_24 [[0], [1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<4x8x32xf32> into tensor<4x8x4x8xf32>
    %expanded_27 = tensor.expand_shape %extracted_slice_25 [[0], [1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<4x8x32xf32> into tensor<4x8x4x8xf32>
    %39 = tensor.empty() : tensor<4x4x8x8xf32>
    %transposed = linalg.transpose ins(%expanded_27 : tensor<4x8x4x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_28 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<4x8x32xf32> into tensor<4x8x4x8xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<4x8x4x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_30 = linalg.transpose ins(%expanded_26 : tensor<4x8x4x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_31 = tensor.collapse_shape %transposed_29 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %40 = tensor.empty() : tensor<16x8x8xf32>
    %41 = linalg.fill ins(%cst_14 : f32) outs(%40 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %42 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%41 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_33 = tensor.expand_shape %42 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<4x4x8x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.truncf %cst_3 : f64 to f32
      %512 = arith.mulf %in, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<4x4x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %12 : tensor<4x4x8x8xf32>, tensor<4x1x8x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x8xf32>
    %45 = tensor.empty() : tensor<4x4x8xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<4x4x8xi64>) -> tensor<4x4x8xi64>
    %47 = tensor.empty() : tensor<4x4x8xf32>
    %48 = linalg.fill ins(%cst_1 : f32) outs(%47 : tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %49:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<4x4x8x8xf32>) outs(%48, %46 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_165: i64):
      %511 = linalg.index 3 : index
      %512 = arith.index_cast %511 : index to i64
      %513 = arith.maximumf %in, %out : f32
      %514 = arith.cmpf ogt, %in, %out : f32
      %515 = arith.select %514, %512, %out_165 : i64
      linalg.yield %513, %515 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_34 = tensor.expand_shape %49#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %50 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_34 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<4x4x8x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = math.exp %in : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x8xf32>
    %52 = tensor.empty() : tensor<4x4x8x1xf32>
    %53 = linalg.fill ins(%cst_14 : f32) outs(%52 : tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %54 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<4x4x8x8xf32>) outs(%53 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %54 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.divf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_35 = tensor.collapse_shape %55 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_36 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %56 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%41 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_37 = tensor.expand_shape %56 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %57 = tensor.empty() : tensor<4x8x4x8xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<4x4x8x8xf32>) outs(%57 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_39 = tensor.collapse_shape %transposed_38 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %58 = tensor.empty() : tensor<32x32xf32>
    %59 = linalg.fill ins(%cst_14 : f32) outs(%58 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %60 = linalg.matmul ins(%collapsed_39, %arg6 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %61 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%58 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %62 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%60, %61 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x32xf32>
    %expanded_40 = tensor.expand_shape %62 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %6 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<4x8x32xf32>) outs(%13 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %511 = arith.extf %in : f32 to f64
      linalg.yield %511 : f64
    } -> tensor<4x8x32xf64>
    %65 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%64 : tensor<4x8x32xf64>) outs(%16 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.addf %in, %out : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<4x8x1xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.divf %in, %cst_9 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %67 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %66 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%13 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %511 = arith.subf %in, %in_165 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x32xf64>
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %67 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%13 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %511 = arith.mulf %in, %in_165 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x32xf64>
    %69 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<4x8x32xf64>) outs(%16 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.addf %in, %out : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<4x8x1xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.divf %in, %cst_9 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<4x8x1xf64>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %511 = arith.truncf %in : f64 to f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%63 : tensor<4x8x32xf32>) outs(%25 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.divf %in, %cst_10 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.truncf %cst_2 : f64 to f32
      %512 = arith.addf %in, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<4x8x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = math.rsqrt %in : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %73 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %75 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %arg8 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %arg9 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_41 = tensor.collapse_shape %79 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %80 = tensor.empty() : tensor<32x128xf32>
    %81 = linalg.fill ins(%cst_14 : f32) outs(%80 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %82 = linalg.matmul ins(%collapsed_41, %arg10 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%81 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %83 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<128xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %84 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%82, %83 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x128xf32>
    %expanded_42 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %85 = tensor.empty() : tensor<4x8x128xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.mulf %in, %cst_11 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.truncf %cst_4 : f64 to f32
      %512 = arith.mulf %in, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<4x8x128xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42, %88 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.truncf %cst_5 : f64 to f32
      %512 = arith.mulf %in, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<4x8x128xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = math.tanh %in : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %cst_12 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %92 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %collapsed_43 = tensor.collapse_shape %93 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %94 = linalg.matmul ins(%collapsed_43, %arg12 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %95 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%58 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %96 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%94, %95 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x32xf32>
    %expanded_44 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %expanded_44 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<4x8x32xf32>) outs(%13 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %511 = arith.extf %in : f32 to f64
      linalg.yield %511 : f64
    } -> tensor<4x8x32xf64>
    %99 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<4x8x32xf64>) outs(%16 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.addf %in, %out : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<4x8x1xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.divf %in, %cst_9 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %101 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %100 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%13 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %511 = arith.subf %in, %in_165 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x32xf64>
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %101 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%13 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %511 = arith.mulf %in, %in_165 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x32xf64>
    %103 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<4x8x32xf64>) outs(%16 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.addf %in, %out : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<4x8x1xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.divf %in, %cst_9 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<4x8x1xf64>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %511 = arith.truncf %in : f64 to f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<4x8x32xf32>) outs(%25 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.divf %in, %cst_10 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.truncf %cst_2 : f64 to f32
      %512 = arith.addf %in, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<4x8x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = math.rsqrt %in : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %107 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %109 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %arg14 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %arg15 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_45 = tensor.collapse_shape %113 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %114 = linalg.matmul ins(%collapsed_45, %arg16 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%35 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %115 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<96xf32>) outs(%34 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %116 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%114, %115 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%34 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x96xf32>
    %expanded_46 = tensor.expand_shape %116 [[0, 1], [2]] output_shape [4, 8, 96] : tensor<32x96xf32> into tensor<4x8x96xf32>
    %extracted_slice_47 = tensor.extract_slice %expanded_46[0, 0, 0] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %extracted_slice_48 = tensor.extract_slice %expanded_46[0, 0, 32] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %extracted_slice_49 = tensor.extract_slice %expanded_46[0, 0, 64] [4, 8, 32] [1, 1, 1] : tensor<4x8x96xf32> to tensor<4x8x32xf32>
    %expanded_50 = tensor.expand_shape %extracted_slice_48 [[0], [1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<4x8x32xf32> into tensor<4x8x4x8xf32>
    %expanded_51 = tensor.expand_shape %extracted_slice_49 [[0], [1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<4x8x32xf32> into tensor<4x8x4x8xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<4x8x4x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_53 = tensor.expand_shape %extracted_slice_47 [[0], [1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<4x8x32xf32> into tensor<4x8x4x8xf32>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<4x8x4x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_55 = linalg.transpose ins(%expanded_50 : tensor<4x8x4x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_56 = tensor.collapse_shape %transposed_54 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_57 = tensor.collapse_shape %transposed_55 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %117 = linalg.batch_matmul ins(%collapsed_56, %collapsed_57 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%41 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_58 = tensor.expand_shape %117 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<4x4x8x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.truncf %cst_3 : f64 to f32
      %512 = arith.mulf %in, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<4x4x8x8xf32>
    %119 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %12 : tensor<4x4x8x8xf32>, tensor<4x1x8x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x8xf32>
    %120:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%119 : tensor<4x4x8x8xf32>) outs(%48, %46 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_165: i64):
      %511 = linalg.index 3 : index
      %512 = arith.index_cast %511 : index to i64
      %513 = arith.maximumf %in, %out : f32
      %514 = arith.cmpf ogt, %in, %out : f32
      %515 = arith.select %514, %512, %out_165 : i64
      linalg.yield %513, %515 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_59 = tensor.expand_shape %120#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_59 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x8xf32>
    %122 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<4x4x8x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = math.exp %in : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%122 : tensor<4x4x8x8xf32>) outs(%53 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %123 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.divf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_60 = tensor.collapse_shape %124 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_61 = tensor.collapse_shape %transposed_52 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %125 = linalg.batch_matmul ins(%collapsed_60, %collapsed_61 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%41 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_62 = tensor.expand_shape %125 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %transposed_63 = linalg.transpose ins(%expanded_62 : tensor<4x4x8x8xf32>) outs(%57 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_64 = tensor.collapse_shape %transposed_63 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %126 = linalg.matmul ins(%collapsed_64, %arg18 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %127 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<32xf32>) outs(%58 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %128 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%126, %127 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x32xf32>
    %expanded_65 = tensor.expand_shape %128 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %97 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<4x8x32xf32>) outs(%13 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %511 = arith.extf %in : f32 to f64
      linalg.yield %511 : f64
    } -> tensor<4x8x32xf64>
    %131 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%130 : tensor<4x8x32xf64>) outs(%16 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.addf %in, %out : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<4x8x1xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.divf %in, %cst_9 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %133 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %132 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%13 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %511 = arith.subf %in, %in_165 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x32xf64>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %133 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%13 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %511 = arith.mulf %in, %in_165 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x32xf64>
    %135 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%134 : tensor<4x8x32xf64>) outs(%16 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.addf %in, %out : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<4x8x1xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.divf %in, %cst_9 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<4x8x1xf64>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %511 = arith.truncf %in : f64 to f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%129 : tensor<4x8x32xf32>) outs(%25 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.divf %in, %cst_10 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.truncf %cst_2 : f64 to f32
      %512 = arith.addf %in, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<4x8x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = math.rsqrt %in : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %139 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %141 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %arg20 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %arg21 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_66 = tensor.collapse_shape %145 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %146 = linalg.matmul ins(%collapsed_66, %arg22 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%81 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %147 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<128xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %148 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%146, %147 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x128xf32>
    %expanded_67 = tensor.expand_shape %148 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.mulf %in, %cst_11 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.truncf %cst_4 : f64 to f32
      %512 = arith.mulf %in, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<4x8x128xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %151 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.truncf %cst_5 : f64 to f32
      %512 = arith.mulf %in, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<4x8x128xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = math.tanh %in : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %cst_12 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %155 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %collapsed_68 = tensor.collapse_shape %156 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %157 = linalg.matmul ins(%collapsed_68, %arg24 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %158 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<32xf32>) outs(%58 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %159 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%157, %158 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x32xf32>
    %expanded_69 = tensor.expand_shape %159 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %expanded_69 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<4x8x32xf32>) outs(%13 : tensor<4x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %511 = arith.extf %in : f32 to f64
      linalg.yield %511 : f64
    } -> tensor<4x8x32xf64>
    %162 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%161 : tensor<4x8x32xf64>) outs(%16 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.addf %in, %out : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<4x8x1xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.divf %in, %cst_9 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %164 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %163 : tensor<4x8x32xf64>, tensor<4x8x1xf64>) outs(%13 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %511 = arith.subf %in, %in_165 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x32xf64>
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %164 : tensor<4x8x32xf64>, tensor<4x8x32xf64>) outs(%13 : tensor<4x8x32xf64>) {
    ^bb0(%in: f64, %in_165: f64, %out: f64):
      %511 = arith.mulf %in, %in_165 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x32xf64>
    %166 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%165 : tensor<4x8x32xf64>) outs(%16 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.addf %in, %out : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<4x8x1xf64>) outs(%15 : tensor<4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %511 = arith.divf %in, %cst_9 : f64
      linalg.yield %511 : f64
    } -> tensor<4x8x1xf64>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<4x8x1xf64>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %511 = arith.truncf %in : f64 to f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%160 : tensor<4x8x32xf32>) outs(%25 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.divf %in, %cst_10 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.truncf %cst_2 : f64 to f32
      %512 = arith.addf %in, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<4x8x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = math.rsqrt %in : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %170 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %172 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %arg26 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %arg27 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %transposed_70 = linalg.transpose ins(%arg0 : tensor<128x32xf32>) outs(%80 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_71 = tensor.collapse_shape %176 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %177 = linalg.matmul ins(%collapsed_71, %transposed_70 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%81 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %collapsed_72 = tensor.collapse_shape %arg31 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %178 = tensor.empty() : tensor<32xi64>
    %179 = linalg.fill ins(%c0_i64 : i64) outs(%178 : tensor<32xi64>) -> tensor<32xi64>
    %180 = tensor.empty() : tensor<32xf32>
    %181 = linalg.fill ins(%cst_1 : f32) outs(%180 : tensor<32xf32>) -> tensor<32xf32>
    %182:2 = linalg.generic {indexing_maps = [#map12, #map15, #map15], iterator_types = ["parallel", "reduction"]} ins(%177 : tensor<32x128xf32>) outs(%181, %179 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_165: i64):
      %511 = linalg.index 1 : index
      %512 = arith.index_cast %511 : index to i64
      %513 = arith.maximumf %in, %out : f32
      %514 = arith.cmpf ogt, %in, %out : f32
      %515 = arith.select %514, %512, %out_165 : i64
      linalg.yield %513, %515 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_73 = tensor.expand_shape %182#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %183 = linalg.generic {indexing_maps = [#map12, #map16, #map12], iterator_types = ["parallel", "parallel"]} ins(%177, %expanded_73 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x128xf32>
    %184 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%183 : tensor<32x128xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = math.exp %in : f32
      linalg.yield %511 : f32
    } -> tensor<32x128xf32>
    %185 = tensor.empty() : tensor<32x1xf32>
    %186 = linalg.fill ins(%cst_14 : f32) outs(%185 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %187 = linalg.generic {indexing_maps = [#map12, #map16], iterator_types = ["parallel", "reduction"]} ins(%184 : tensor<32x128xf32>) outs(%186 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<32x1xf32>
    %188 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%187 : tensor<32x1xf32>) outs(%185 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = math.log %in : f32
      linalg.yield %511 : f32
    } -> tensor<32x1xf32>
    %189 = linalg.generic {indexing_maps = [#map12, #map16, #map12], iterator_types = ["parallel", "parallel"]} ins(%183, %188 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x128xf32>
    %190 = tensor.empty() : tensor<32xi1>
    %191 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_72 : tensor<32xi64>) outs(%190 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %511 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %511 : i1
    } -> tensor<32xi1>
    %192 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%191, %collapsed_72, %cst_19 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%178 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_165: i64, %in_166: i64, %out: i64):
      %511 = arith.select %in, %in_165, %in_166 : i64
      linalg.yield %511 : i64
    } -> tensor<32xi64>
    %expanded_74 = tensor.expand_shape %192 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %193 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%expanded_74 : tensor<32x1xi64>) outs(%186 : tensor<32x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %511 = linalg.index 0 : index
      %512 = arith.index_cast %in : i64 to index
      %513 = arith.cmpi slt, %512, %c128 : index
      cf.assert %513, "index must be smaller than dim size"
      %514 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %514, "index must be larger or equal to 0"
      %extracted = tensor.extract %189[%511, %512] : tensor<32x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32>
    %collapsed_75 = tensor.collapse_shape %193 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %194 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_75 : tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.negf %in : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %195 = linalg.generic {indexing_maps = [#map2, #map2, #map17, #map2], iterator_types = ["parallel"]} ins(%191, %194, %cst_6 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %511 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %196 = tensor.empty() : tensor<i64>
    %197 = linalg.fill ins(%c0_i64 : i64) outs(%196 : tensor<i64>) -> tensor<i64>
    %198 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%191 : tensor<32xi1>) outs(%197 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %511 = arith.extui %in : i1 to i64
      %512 = arith.addi %511, %out : i64
      linalg.yield %512 : i64
    } -> tensor<i64>
    %199 = tensor.empty() : tensor<f32>
    %200 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%198 : tensor<i64>) outs(%199 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %511 = arith.sitofp %in : i64 to f32
      linalg.yield %511 : f32
    } -> tensor<f32>
    %201 = linalg.fill ins(%cst_14 : f32) outs(%199 : tensor<f32>) -> tensor<f32>
    %202 = linalg.generic {indexing_maps = [#map2, #map17], iterator_types = ["reduction"]} ins(%195 : tensor<32xf32>) outs(%201 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<f32>
    %203 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%202, %200 : tensor<f32>, tensor<f32>) outs(%199 : tensor<f32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.divf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<f32>
    %204 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%cst_8, %200 : tensor<f32>, tensor<f32>) outs(%199 : tensor<f32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.divf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<f32>
    %expanded_76 = tensor.expand_shape %collapsed_72 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %205 = tensor.empty() : tensor<32x1xi1>
    %206 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%expanded_76 : tensor<32x1xi64>) outs(%205 : tensor<32x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %511 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %511 : i1
    } -> tensor<32x1xi1>
    %207 = tensor.empty() : tensor<32x1xi64>
    %208 = linalg.generic {indexing_maps = [#map12, #map12, #map19, #map12], iterator_types = ["parallel", "parallel"]} ins(%206, %expanded_76, %cst_19 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%207 : tensor<32x1xi64>) {
    ^bb0(%in: i1, %in_165: i64, %in_166: i64, %out: i64):
      %511 = arith.select %in, %in_165, %in_166 : i64
      linalg.yield %511 : i64
    } -> tensor<32x1xi64>
    %209 = linalg.fill ins(%c0_i64 : i64) outs(%207 : tensor<32x1xi64>) -> tensor<32x1xi64>
    %210 = linalg.fill ins(%cst_14 : f32) outs(%180 : tensor<32xf32>) -> tensor<32xf32>
    %211:3 = linalg.generic {indexing_maps = [#map20, #map20, #map2], iterator_types = ["parallel"]} outs(%209, %209, %210 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) {
    ^bb0(%out: i64, %out_165: i64, %out_166: f32):
      %511 = linalg.index 0 : index
      %512 = arith.remsi %511, %c32 : index
      %extracted = tensor.extract %208[%512, %c0] : tensor<32x1xi64>
      %513 = arith.index_cast %512 : index to i64
      linalg.yield %513, %extracted, %cst_17 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>)
    %212 = tensor.empty() : tensor<32x2xi64>
    %213 = linalg.fill ins(%c0_i64 : i64) outs(%212 : tensor<32x2xi64>) -> tensor<32x2xi64>
    %inserted_slice = tensor.insert_slice %211#0 into %213[0, 0] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %inserted_slice_77 = tensor.insert_slice %211#1 into %inserted_slice[0, 1] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %214 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%211#2, %inserted_slice_77 : tensor<32xf32>, tensor<32x2xi64>) outs(%cst : tensor<32x128xf32>) {
    ^bb0(%arg32: f32, %arg33: f32):
      tm_tensor.yield %arg32 : f32
    } -> tensor<32x128xf32>
    %215 = linalg.generic {indexing_maps = [#map12, #map19, #map19, #map12], iterator_types = ["parallel", "parallel"]} ins(%206, %204, %cst_6 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%185 : tensor<32x1xf32>) {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %511 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %511 : f32
    } -> tensor<32x1xf32>
    %216 = linalg.generic {indexing_maps = [#map12, #map16, #map12], iterator_types = ["parallel", "parallel"]} ins(%214, %215 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x128xf32>
    %217 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%189 : tensor<32x128xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = math.exp %in : f32
      linalg.yield %511 : f32
    } -> tensor<32x128xf32>
    %218 = linalg.generic {indexing_maps = [#map12, #map16], iterator_types = ["parallel", "reduction"]} ins(%216 : tensor<32x128xf32>) outs(%186 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<32x1xf32>
    %219 = linalg.generic {indexing_maps = [#map12, #map16, #map12], iterator_types = ["parallel", "parallel"]} ins(%217, %218 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x128xf32>
    %220 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%216, %219 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x128xf32>
    %221 = tensor.empty() : tensor<128x32xf32>
    %transposed_78 = linalg.transpose ins(%220 : tensor<32x128xf32>) outs(%221 : tensor<128x32xf32>) permutation = [1, 0] 
    %222 = linalg.fill ins(%cst_14 : f32) outs(%221 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %223 = linalg.matmul ins(%transposed_78, %collapsed_71 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%222 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %224 = linalg.matmul ins(%220, %arg0 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_79 = tensor.expand_shape %224 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79, %arg26 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.mulf %in, %cst_10 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%225 : tensor<4x8x32xf32>) outs(%25 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %174 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%228 : tensor<4x8x32xf32>) outs(%25 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %229 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %227 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %230 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.divf %in, %cst_10 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %234 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %232 : tensor<4x8x1xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79, %174 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%235 : tensor<4x8x32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_79 : tensor<4x8x32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %collapsed_80 = tensor.collapse_shape %234 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_81 = linalg.transpose ins(%arg24 : tensor<128x32xf32>) outs(%80 : tensor<32x128xf32>) permutation = [1, 0] 
    %238 = linalg.matmul ins(%collapsed_80, %transposed_81 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%81 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %transposed_82 = linalg.transpose ins(%collapsed_68 : tensor<32x128xf32>) outs(%221 : tensor<128x32xf32>) permutation = [1, 0] 
    %239 = linalg.matmul ins(%transposed_82, %collapsed_80 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%222 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %240 = tensor.empty() : tensor<1x32xf32>
    %241 = linalg.fill ins(%cst_14 : f32) outs(%240 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %242 = linalg.generic {indexing_maps = [#map12, #map21], iterator_types = ["reduction", "parallel"]} ins(%collapsed_80 : tensor<32x32xf32>) outs(%241 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<1x32xf32>
    %collapsed_83 = tensor.collapse_shape %242 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_84 = tensor.expand_shape %238 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %149 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %155 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %154 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %246 = linalg.generic {indexing_maps = [#map22, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_18, %245 : tensor<i64>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: i64, %in_165: f32, %out: f32):
      %511 = arith.sitofp %in : i64 to f32
      %512 = arith.subf %511, %in_165 : f32
      linalg.yield %512 : f32
    } -> tensor<4x8x128xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %246 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.truncf %cst_5 : f64 to f32
      %512 = arith.mulf %in, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<4x8x128xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.truncf %cst_4 : f64 to f32
      %512 = arith.mulf %in, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<4x8x128xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.mulf %in, %cst_13 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %251 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %252 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.mulf %in, %cst_11 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %254 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %collapsed_85 = tensor.collapse_shape %255 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %transposed_86 = linalg.transpose ins(%arg22 : tensor<32x128xf32>) outs(%221 : tensor<128x32xf32>) permutation = [1, 0] 
    %256 = linalg.matmul ins(%collapsed_85, %transposed_86 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_87 = linalg.transpose ins(%collapsed_66 : tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) permutation = [1, 0] 
    %257 = linalg.matmul ins(%transposed_87, %collapsed_85 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%81 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %258 = tensor.empty() : tensor<1x128xf32>
    %259 = linalg.fill ins(%cst_14 : f32) outs(%258 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %260 = linalg.generic {indexing_maps = [#map12, #map21], iterator_types = ["reduction", "parallel"]} ins(%collapsed_85 : tensor<32x128xf32>) outs(%259 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<1x128xf32>
    %collapsed_88 = tensor.collapse_shape %260 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_89 = tensor.expand_shape %256 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %arg20 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.mulf %in, %cst_10 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%261 : tensor<4x8x32xf32>) outs(%25 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %143 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%264 : tensor<4x8x32xf32>) outs(%25 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %265 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %263 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %266 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.divf %in, %cst_10 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %270 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %268 : tensor<4x8x1xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %143 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%271 : tensor<4x8x32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_89 : tensor<4x8x32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %270 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_90 = tensor.collapse_shape %274 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_91 = linalg.transpose ins(%arg18 : tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) permutation = [1, 0] 
    %275 = linalg.matmul ins(%collapsed_90, %transposed_91 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_92 = linalg.transpose ins(%collapsed_64 : tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) permutation = [1, 0] 
    %276 = linalg.matmul ins(%transposed_92, %collapsed_90 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %277 = linalg.generic {indexing_maps = [#map12, #map21], iterator_types = ["reduction", "parallel"]} ins(%collapsed_90 : tensor<32x32xf32>) outs(%241 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<1x32xf32>
    %collapsed_93 = tensor.collapse_shape %277 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_94 = tensor.expand_shape %275 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_95 = linalg.transpose ins(%expanded_94 : tensor<4x8x4x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_96 = tensor.collapse_shape %transposed_95 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_97 = linalg.transpose ins(%collapsed_60 : tensor<16x8x8xf32>) outs(%40 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %278 = linalg.batch_matmul ins(%transposed_97, %collapsed_96 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%41 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %transposed_98 = linalg.transpose ins(%collapsed_61 : tensor<16x8x8xf32>) outs(%40 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %279 = linalg.batch_matmul ins(%collapsed_96, %transposed_98 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%41 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_99 = tensor.expand_shape %278 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %expanded_100 = tensor.expand_shape %279 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %280 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_100, %124 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x8xf32>
    %281 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%280 : tensor<4x4x8x8xf32>) outs(%53 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x1xf32>
    %282 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %281 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x8xf32>
    %283 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %282 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x8xf32>
    %284 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283 : tensor<4x4x8x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.truncf %cst_3 : f64 to f32
      %512 = arith.mulf %in, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_101 = tensor.collapse_shape %284 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_102 = linalg.transpose ins(%collapsed_56 : tensor<16x8x8xf32>) outs(%40 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %285 = linalg.batch_matmul ins(%transposed_102, %collapsed_101 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%41 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %transposed_103 = linalg.transpose ins(%collapsed_57 : tensor<16x8x8xf32>) outs(%40 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %286 = linalg.batch_matmul ins(%collapsed_101, %transposed_103 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%41 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_104 = tensor.expand_shape %285 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %expanded_105 = tensor.expand_shape %286 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %transposed_106 = linalg.transpose ins(%expanded_105 : tensor<4x4x8x8xf32>) outs(%57 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_107 = tensor.collapse_shape %transposed_106 [[0], [1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<4x8x32xf32>
    %transposed_108 = linalg.transpose ins(%expanded_99 : tensor<4x4x8x8xf32>) outs(%57 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_109 = tensor.collapse_shape %transposed_108 [[0], [1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<4x8x32xf32>
    %transposed_110 = linalg.transpose ins(%expanded_104 : tensor<4x4x8x8xf32>) outs(%57 : tensor<4x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_111 = tensor.collapse_shape %transposed_110 [[0], [1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<4x8x32xf32>
    %concat = tensor.concat dim(2) %collapsed_107, %collapsed_111, %collapsed_109 : (tensor<4x8x32xf32>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x96xf32>
    %collapsed_112 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<4x8x96xf32> into tensor<32x96xf32>
    %287 = tensor.empty() : tensor<96x32xf32>
    %transposed_113 = linalg.transpose ins(%arg16 : tensor<32x96xf32>) outs(%287 : tensor<96x32xf32>) permutation = [1, 0] 
    %288 = linalg.matmul ins(%collapsed_112, %transposed_113 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_114 = linalg.transpose ins(%collapsed_45 : tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) permutation = [1, 0] 
    %289 = linalg.matmul ins(%transposed_114, %collapsed_112 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%35 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %290 = tensor.empty() : tensor<1x96xf32>
    %291 = linalg.fill ins(%cst_14 : f32) outs(%290 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %292 = linalg.generic {indexing_maps = [#map12, #map21], iterator_types = ["reduction", "parallel"]} ins(%collapsed_112 : tensor<32x96xf32>) outs(%291 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<1x96xf32>
    %collapsed_115 = tensor.collapse_shape %292 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_116 = tensor.expand_shape %288 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_116, %arg14 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.mulf %in, %cst_10 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%293 : tensor<4x8x32xf32>) outs(%25 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %111 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%296 : tensor<4x8x32xf32>) outs(%25 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %297 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %295 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %298 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.divf %in, %cst_10 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %302 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %300 : tensor<4x8x1xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_116, %111 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%303 : tensor<4x8x32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_116 : tensor<4x8x32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %302 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_117 = tensor.collapse_shape %306 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_118 = linalg.transpose ins(%arg12 : tensor<128x32xf32>) outs(%80 : tensor<32x128xf32>) permutation = [1, 0] 
    %307 = linalg.matmul ins(%collapsed_117, %transposed_118 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%81 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %transposed_119 = linalg.transpose ins(%collapsed_43 : tensor<32x128xf32>) outs(%221 : tensor<128x32xf32>) permutation = [1, 0] 
    %308 = linalg.matmul ins(%transposed_119, %collapsed_117 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%222 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %309 = linalg.generic {indexing_maps = [#map12, #map21], iterator_types = ["reduction", "parallel"]} ins(%collapsed_117 : tensor<32x32xf32>) outs(%241 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<1x32xf32>
    %collapsed_120 = tensor.collapse_shape %309 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_121 = tensor.expand_shape %307 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121, %86 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121, %92 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %91 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %313 = linalg.generic {indexing_maps = [#map22, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_18, %312 : tensor<i64>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: i64, %in_165: f32, %out: f32):
      %511 = arith.sitofp %in : i64 to f32
      %512 = arith.subf %511, %in_165 : f32
      linalg.yield %512 : f32
    } -> tensor<4x8x128xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310, %313 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.truncf %cst_5 : f64 to f32
      %512 = arith.mulf %in, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<4x8x128xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.truncf %cst_4 : f64 to f32
      %512 = arith.mulf %in, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<4x8x128xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.mulf %in, %cst_13 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %318 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %319 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311 : tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.mulf %in, %cst_11 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %321 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%85 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x128xf32>
    %collapsed_122 = tensor.collapse_shape %322 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %transposed_123 = linalg.transpose ins(%arg10 : tensor<32x128xf32>) outs(%221 : tensor<128x32xf32>) permutation = [1, 0] 
    %323 = linalg.matmul ins(%collapsed_122, %transposed_123 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_124 = linalg.transpose ins(%collapsed_41 : tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) permutation = [1, 0] 
    %324 = linalg.matmul ins(%transposed_124, %collapsed_122 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%81 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %325 = linalg.generic {indexing_maps = [#map12, #map21], iterator_types = ["reduction", "parallel"]} ins(%collapsed_122 : tensor<32x128xf32>) outs(%259 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<1x128xf32>
    %collapsed_125 = tensor.collapse_shape %325 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
    %expanded_126 = tensor.expand_shape %323 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_126, %arg8 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.mulf %in, %cst_10 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%326 : tensor<4x8x32xf32>) outs(%25 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %77 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%329 : tensor<4x8x32xf32>) outs(%25 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %330 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %328 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332, %331 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.divf %in, %cst_10 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %335 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %333 : tensor<4x8x1xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_126, %77 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%336 : tensor<4x8x32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_126 : tensor<4x8x32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %335 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_127 = tensor.collapse_shape %339 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_128 = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) permutation = [1, 0] 
    %340 = linalg.matmul ins(%collapsed_127, %transposed_128 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_129 = linalg.transpose ins(%collapsed_39 : tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) permutation = [1, 0] 
    %341 = linalg.matmul ins(%transposed_129, %collapsed_127 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %342 = linalg.generic {indexing_maps = [#map12, #map21], iterator_types = ["reduction", "parallel"]} ins(%collapsed_127 : tensor<32x32xf32>) outs(%241 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<1x32xf32>
    %collapsed_130 = tensor.collapse_shape %342 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %expanded_131 = tensor.expand_shape %340 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_132 = linalg.transpose ins(%expanded_131 : tensor<4x8x4x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_133 = tensor.collapse_shape %transposed_132 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_134 = linalg.transpose ins(%collapsed_35 : tensor<16x8x8xf32>) outs(%40 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %343 = linalg.batch_matmul ins(%transposed_134, %collapsed_133 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%41 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %transposed_135 = linalg.transpose ins(%collapsed_36 : tensor<16x8x8xf32>) outs(%40 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %344 = linalg.batch_matmul ins(%collapsed_133, %transposed_135 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%41 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_136 = tensor.expand_shape %343 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %expanded_137 = tensor.expand_shape %344 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %345 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_137, %55 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x8xf32>
    %346 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%345 : tensor<4x4x8x8xf32>) outs(%53 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x1xf32>
    %347 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %346 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x8xf32>
    %348 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345, %347 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x4x8x8xf32>
    %349 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348 : tensor<4x4x8x8xf32>) outs(%39 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.truncf %cst_3 : f64 to f32
      %512 = arith.mulf %in, %511 : f32
      linalg.yield %512 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_138 = tensor.collapse_shape %349 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_139 = linalg.transpose ins(%collapsed_31 : tensor<16x8x8xf32>) outs(%40 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %350 = linalg.batch_matmul ins(%transposed_139, %collapsed_138 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%41 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %transposed_140 = linalg.transpose ins(%collapsed_32 : tensor<16x8x8xf32>) outs(%40 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %351 = linalg.batch_matmul ins(%collapsed_138, %transposed_140 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%41 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_141 = tensor.expand_shape %350 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %expanded_142 = tensor.expand_shape %351 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %transposed_143 = linalg.transpose ins(%expanded_142 : tensor<4x4x8x8xf32>) outs(%57 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_144 = tensor.collapse_shape %transposed_143 [[0], [1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<4x8x32xf32>
    %transposed_145 = linalg.transpose ins(%expanded_136 : tensor<4x4x8x8xf32>) outs(%57 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_146 = tensor.collapse_shape %transposed_145 [[0], [1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<4x8x32xf32>
    %transposed_147 = linalg.transpose ins(%expanded_141 : tensor<4x4x8x8xf32>) outs(%57 : tensor<4x8x4x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_148 = tensor.collapse_shape %transposed_147 [[0], [1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<4x8x32xf32>
    %concat_149 = tensor.concat dim(2) %collapsed_144, %collapsed_148, %collapsed_146 : (tensor<4x8x32xf32>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<4x8x96xf32>
    %collapsed_150 = tensor.collapse_shape %concat_149 [[0, 1], [2]] : tensor<4x8x96xf32> into tensor<32x96xf32>
    %transposed_151 = linalg.transpose ins(%arg4 : tensor<32x96xf32>) outs(%287 : tensor<96x32xf32>) permutation = [1, 0] 
    %352 = linalg.matmul ins(%collapsed_150, %transposed_151 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%59 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %transposed_152 = linalg.transpose ins(%collapsed_22 : tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) permutation = [1, 0] 
    %353 = linalg.matmul ins(%transposed_152, %collapsed_150 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%35 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %354 = linalg.generic {indexing_maps = [#map12, #map21], iterator_types = ["reduction", "parallel"]} ins(%collapsed_150 : tensor<32x96xf32>) outs(%291 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<1x96xf32>
    %collapsed_153 = tensor.collapse_shape %354 [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
    %expanded_154 = tensor.expand_shape %352 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_154, %arg2 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.mulf %in, %cst_10 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%355 : tensor<4x8x32xf32>) outs(%25 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355, %31 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%358 : tensor<4x8x32xf32>) outs(%25 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %359 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %357 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361, %360 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<4x8x1xf32>) outs(%23 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.divf %in, %cst_10 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x1xf32>
    %364 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %362 : tensor<4x8x1xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_154, %31 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%365 : tensor<4x8x32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_154 : tensor<4x8x32xf32>) outs(%210 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %364 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %369 = linalg.fill ins(%cst_14 : f32) outs(%4 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["reduction", "parallel", "parallel"]} ins(%368 : tensor<4x8x32xf32>) outs(%369 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %511 = arith.addf %in, %out : f32
      linalg.yield %511 : f32
    } -> tensor<1x8x32xf32>
    %371 = tensor.empty() : tensor<1x8xi1>
    %372 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%371 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %511 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %511 : i1
    } -> tensor<1x8xi1>
    %373 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%371 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %511 = arith.cmpi slt, %in, %c16_i64 : i64
      linalg.yield %511 : i1
    } -> tensor<1x8xi1>
    %374 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%372, %373 : tensor<1x8xi1>, tensor<1x8xi1>) outs(%371 : tensor<1x8xi1>) {
    ^bb0(%in: i1, %in_165: i1, %out: i1):
      %511 = arith.andi %in, %in_165 : i1
      linalg.yield %511 : i1
    } -> tensor<1x8xi1>
    %375 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%371 : tensor<1x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %511 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %511 : i1
    } -> tensor<1x8xi1>
    %376 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%374, %375 : tensor<1x8xi1>, tensor<1x8xi1>) outs(%371 : tensor<1x8xi1>) {
    ^bb0(%in: i1, %in_165: i1, %out: i1):
      %511 = arith.andi %in, %in_165 : i1
      linalg.yield %511 : i1
    } -> tensor<1x8xi1>
    %expanded_155 = tensor.expand_shape %376 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi1> into tensor<1x8x1xi1>
    %377 = tensor.empty() : tensor<1x8xi64>
    %378 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%377 : tensor<1x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %511 = arith.maxsi %in, %c-16_i64 : i64
      %512 = arith.minsi %511, %c15_i64 : i64
      linalg.yield %512 : i64
    } -> tensor<1x8xi64>
    %379 = tensor.empty() : tensor<1x8x1xi1>
    %380 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155 : tensor<1x8x1xi1>) outs(%379 : tensor<1x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %511 = arith.xori %in, %true : i1
      linalg.yield %511 : i1
    } -> tensor<1x8x1xi1>
    %381 = linalg.generic {indexing_maps = [#map9, #map22, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %cst_6, %370 : tensor<1x8x1xi1>, tensor<f32>, tensor<1x8x32xf32>) outs(%4 : tensor<1x8x32xf32>) {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %511 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %511 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_156 = tensor.collapse_shape %378 [[0, 1]] : tensor<1x8xi64> into tensor<8xi64>
    %expanded_157 = tensor.expand_shape %collapsed_156 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %collapsed_158 = tensor.collapse_shape %381 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %expanded_159 = tensor.expand_shape %collapsed_158 [[0], [1, 2]] output_shape [8, 1, 32] : tensor<8x32xf32> into tensor<8x1x32xf32>
    %382 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_159, %expanded_157 : tensor<8x1x32xf32>, tensor<8x1xi64>) outs(%cst_15 : tensor<16x32xf32>) {
    ^bb0(%arg32: f32, %arg33: f32):
      %511 = arith.addf %arg33, %arg32 : f32
      tm_tensor.yield %511 : f32
    } -> tensor<16x32xf32>
    %383 = tensor.empty() : tensor<4x8xi1>
    %384 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<4x8xi64>) outs(%383 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %511 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %511 : i1
    } -> tensor<4x8xi1>
    %385 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<4x8xi64>) outs(%383 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %511 = arith.cmpi slt, %in, %c128_i64 : i64
      linalg.yield %511 : i1
    } -> tensor<4x8xi1>
    %386 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%384, %385 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%383 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_165: i1, %out: i1):
      %511 = arith.andi %in, %in_165 : i1
      linalg.yield %511 : i1
    } -> tensor<4x8xi1>
    %387 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<4x8xi64>) outs(%383 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %511 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %511 : i1
    } -> tensor<4x8xi1>
    %388 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%386, %387 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%383 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_165: i1, %out: i1):
      %511 = arith.andi %in, %in_165 : i1
      linalg.yield %511 : i1
    } -> tensor<4x8xi1>
    %expanded_160 = tensor.expand_shape %388 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xi1> into tensor<4x8x1xi1>
    %389 = tensor.empty() : tensor<4x8xi64>
    %390 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<4x8xi64>) outs(%389 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %511 = arith.maxsi %in, %c-128_i64 : i64
      %512 = arith.minsi %511, %c127_i64 : i64
      linalg.yield %512 : i64
    } -> tensor<4x8xi64>
    %391 = tensor.empty() : tensor<4x8x1xi1>
    %392 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160 : tensor<4x8x1xi1>) outs(%391 : tensor<4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %511 = arith.xori %in, %true : i1
      linalg.yield %511 : i1
    } -> tensor<4x8x1xi1>
    %393 = linalg.generic {indexing_maps = [#map9, #map22, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392, %cst_6, %368 : tensor<4x8x1xi1>, tensor<f32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: i1, %in_165: f32, %in_166: f32, %out: f32):
      %511 = arith.select %in, %in_165, %in_166 : f32
      linalg.yield %511 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_161 = tensor.collapse_shape %390 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %expanded_162 = tensor.expand_shape %collapsed_161 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %collapsed_163 = tensor.collapse_shape %393 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %expanded_164 = tensor.expand_shape %collapsed_163 [[0], [1, 2]] output_shape [32, 1, 32] : tensor<32x32xf32> into tensor<32x1x32xf32>
    %394 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_164, %expanded_162 : tensor<32x1x32xf32>, tensor<32x1xi64>) outs(%cst_16 : tensor<128x32xf32>) {
    ^bb0(%arg32: f32, %arg33: f32):
      %511 = arith.addf %arg33, %arg32 : f32
      tm_tensor.yield %511 : f32
    } -> tensor<128x32xf32>
    %395 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%223, %394 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%221 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128x32xf32>
    %396 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg0 : tensor<f32>, tensor<128x32xf32>) outs(%221 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128x32xf32>
    %397 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%395, %396 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%221 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128x32xf32>
    %398 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg28, %397 : tensor<f32>, tensor<128x32xf32>) outs(%221 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128x32xf32>
    %399 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg0, %398 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%221 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128x32xf32>
    %400 = tensor.empty() : tensor<16x32xf32>
    %401 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg1 : tensor<f32>, tensor<16x32xf32>) outs(%400 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<16x32xf32>
    %402 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%382, %401 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%400 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<16x32xf32>
    %403 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg28, %402 : tensor<f32>, tensor<16x32xf32>) outs(%400 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<16x32xf32>
    %404 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg1, %403 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%400 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<16x32xf32>
    %405 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg2 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %406 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%366, %405 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %407 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %406 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %408 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg2, %407 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %409 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg3 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %410 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%367, %409 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %411 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %410 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %412 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg3, %411 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %413 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg4 : tensor<f32>, tensor<32x96xf32>) outs(%34 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x96xf32>
    %414 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%353, %413 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%34 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x96xf32>
    %415 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg28, %414 : tensor<f32>, tensor<32x96xf32>) outs(%34 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x96xf32>
    %416 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg4, %415 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%34 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x96xf32>
    %417 = tensor.empty() : tensor<96xf32>
    %418 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg5 : tensor<f32>, tensor<96xf32>) outs(%417 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<96xf32>
    %419 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_153, %418 : tensor<96xf32>, tensor<96xf32>) outs(%417 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<96xf32>
    %420 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %419 : tensor<f32>, tensor<96xf32>) outs(%417 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<96xf32>
    %421 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg5, %420 : tensor<96xf32>, tensor<96xf32>) outs(%417 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<96xf32>
    %422 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg6 : tensor<f32>, tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x32xf32>
    %423 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%341, %422 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x32xf32>
    %424 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg28, %423 : tensor<f32>, tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x32xf32>
    %425 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg6, %424 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x32xf32>
    %426 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg7 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %427 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_130, %426 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %428 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %427 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %429 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg7, %428 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %430 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg8 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %431 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%337, %430 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %432 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %431 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %433 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg8, %432 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %434 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg9 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %435 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%338, %434 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %436 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %435 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %437 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %436 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %438 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg10 : tensor<f32>, tensor<32x128xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x128xf32>
    %439 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%324, %438 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x128xf32>
    %440 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg28, %439 : tensor<f32>, tensor<32x128xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x128xf32>
    %441 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg10, %440 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x128xf32>
    %442 = tensor.empty() : tensor<128xf32>
    %443 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg11 : tensor<f32>, tensor<128xf32>) outs(%442 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128xf32>
    %444 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_125, %443 : tensor<128xf32>, tensor<128xf32>) outs(%442 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128xf32>
    %445 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %444 : tensor<f32>, tensor<128xf32>) outs(%442 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128xf32>
    %446 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg11, %445 : tensor<128xf32>, tensor<128xf32>) outs(%442 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128xf32>
    %447 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg12 : tensor<f32>, tensor<128x32xf32>) outs(%221 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128x32xf32>
    %448 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%308, %447 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%221 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128x32xf32>
    %449 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg28, %448 : tensor<f32>, tensor<128x32xf32>) outs(%221 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128x32xf32>
    %450 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg12, %449 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%221 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128x32xf32>
    %451 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg13 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %452 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_120, %451 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %453 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %452 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %454 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg13, %453 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %455 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg14 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %456 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%304, %455 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %457 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %456 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %458 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg14, %457 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %459 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg15 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %460 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%305, %459 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %461 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %460 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %462 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %461 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %463 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg16 : tensor<f32>, tensor<32x96xf32>) outs(%34 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x96xf32>
    %464 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%289, %463 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%34 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x96xf32>
    %465 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg28, %464 : tensor<f32>, tensor<32x96xf32>) outs(%34 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x96xf32>
    %466 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg16, %465 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%34 : tensor<32x96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x96xf32>
    %467 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg17 : tensor<f32>, tensor<96xf32>) outs(%417 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<96xf32>
    %468 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_115, %467 : tensor<96xf32>, tensor<96xf32>) outs(%417 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<96xf32>
    %469 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %468 : tensor<f32>, tensor<96xf32>) outs(%417 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<96xf32>
    %470 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg17, %469 : tensor<96xf32>, tensor<96xf32>) outs(%417 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<96xf32>
    %471 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg18 : tensor<f32>, tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x32xf32>
    %472 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%276, %471 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x32xf32>
    %473 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg28, %472 : tensor<f32>, tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x32xf32>
    %474 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg18, %473 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x32xf32>
    %475 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg19 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %476 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_93, %475 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %477 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %476 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %478 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg19, %477 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %479 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg20 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %480 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%272, %479 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %481 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %480 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %482 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg20, %481 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %483 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg21 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %484 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%273, %483 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %485 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %484 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %486 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg21, %485 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %487 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg22 : tensor<f32>, tensor<32x128xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x128xf32>
    %488 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%257, %487 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x128xf32>
    %489 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg28, %488 : tensor<f32>, tensor<32x128xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x128xf32>
    %490 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg22, %489 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%80 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32x128xf32>
    %491 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg23 : tensor<f32>, tensor<128xf32>) outs(%442 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128xf32>
    %492 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_88, %491 : tensor<128xf32>, tensor<128xf32>) outs(%442 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128xf32>
    %493 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %492 : tensor<f32>, tensor<128xf32>) outs(%442 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128xf32>
    %494 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg23, %493 : tensor<128xf32>, tensor<128xf32>) outs(%442 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128xf32>
    %495 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg24 : tensor<f32>, tensor<128x32xf32>) outs(%221 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128x32xf32>
    %496 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%239, %495 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%221 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128x32xf32>
    %497 = linalg.generic {indexing_maps = [#map19, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg28, %496 : tensor<f32>, tensor<128x32xf32>) outs(%221 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128x32xf32>
    %498 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg24, %497 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%221 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<128x32xf32>
    %499 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg25 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %500 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_83, %499 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %501 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %500 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %502 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg25, %501 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %503 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg26 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %504 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%236, %503 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %505 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %504 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %506 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg26, %505 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %507 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg29, %arg27 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %508 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%237, %507 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.addf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %509 = linalg.generic {indexing_maps = [#map17, #map2, #map2], iterator_types = ["parallel"]} ins(%arg28, %508 : tensor<f32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.mulf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    %510 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg27, %509 : tensor<32xf32>, tensor<32xf32>) outs(%180 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_165: f32, %out: f32):
      %511 = arith.subf %in, %in_165 : f32
      linalg.yield %511 : f32
    } -> tensor<32xf32>
    return %203, %399, %404, %408, %412, %416, %421, %425, %429, %433, %437, %441, %446, %450, %454, %458, %462, %466, %470, %474, %478, %482, %486, %490, %494, %498, %502, %506, %510 : tensor<f32>, tensor<128x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
