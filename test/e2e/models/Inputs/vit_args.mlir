#map = affine_map<(d0, d1, d2) -> (d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map8 = affine_map<(d0, d1, d2) -> (d2)>
#map9 = affine_map<(d0, d1) -> (d1)>
#map10 = affine_map<(d0, d1) -> (d0, d1)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  dist.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func @forward(%arg0: tensor<2x3x16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}, {}]>}, %arg1: tensor<1x1x32xf32>, %arg2: tensor<1x17x32xf32>, %arg3: tensor<32x3x4x4xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg6: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg7: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg8: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg9: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg10: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg11: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg18: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg19: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg22: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg23: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg24: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg25: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg26: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg27: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg34: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg35: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>) -> (tensor<2x17x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>}) {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant 0.35355339059327379 : f64
    %cst_7 = arith.constant 9.9999999999999998E-13 : f64
    %cst_8 = arith.constant 3.200000e+01 : f64
    %cst_9 = arith.constant 3.200000e+01 : f32
    %cst_10 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<2x32x4x4xf32>
    %broadcasted = linalg.broadcast ins(%arg4 : tensor<32xf32>) outs(%0 : tensor<2x32x4x4xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%arg0, %arg3 : tensor<2x3x16x16xf32>, tensor<32x3x4x4xf32>) outs(%broadcasted : tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<2x32x4x4xf32> into tensor<2x32x16xf32>
    %2 = tensor.empty() : tensor<2x16x32xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<2x32x16xf32>) outs(%2 : tensor<2x16x32xf32>) permutation = [0, 2, 1] 
    %3 = tensor.empty() : tensor<2x1x32xf32>
    %collapsed_11 = tensor.collapse_shape %arg1 [[0, 1], [2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_11 : tensor<1x32xf32>) outs(%3 : tensor<2x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x32xf32>
    %concat = tensor.concat dim(1) %4, %transposed : (tensor<2x1x32xf32>, tensor<2x16x32xf32>) -> tensor<2x17x32xf32>
    %5 = tensor.empty() : tensor<2x17x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat, %arg2 : tensor<2x17x32xf32>, tensor<1x17x32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %7 = tensor.empty() : tensor<17xi64>
    %8 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%7 : tensor<17xi64>) {
    ^bb0(%out: i64):
      %177 = linalg.index 0 : index
      %178 = arith.index_cast %177 : index to i64
      linalg.yield %178 : i64
    } -> tensor<17xi64>
    %expanded = tensor.expand_shape %8 [[0, 1, 2, 3]] output_shape [1, 1, 17, 1] : tensor<17xi64> into tensor<1x1x17x1xi64>
    %9 = tensor.empty() : tensor<1x1x17x1xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x17x1xi64>) outs(%9 : tensor<1x1x17x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %177 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %177 : i1
    } -> tensor<1x1x17x1xi1>
    %11 = tensor.empty() : tensor<2x1x17x17xi1>
    %collapsed_12 = tensor.collapse_shape %10 [[0, 1], [2, 3]] : tensor<1x1x17x1xi1> into tensor<1x17xi1>
    %12 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_12 : tensor<1x17xi1>) outs(%11 : tensor<2x1x17x17xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x1x17x17xi1>
    %13 = tensor.empty() : tensor<2x1x17x17xf32>
    %14 = linalg.generic {indexing_maps = [#map4, #map6, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %cst_5, %cst_4 : tensor<2x1x17x17xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<2x1x17x17xf32>) {
    ^bb0(%in: i1, %in_67: f32, %in_68: f32, %out: f32):
      %177 = arith.select %in, %in_67, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<2x1x17x17xf32>
    %15 = tensor.empty() : tensor<2x17x32xf64>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x17x32xf32>) outs(%15 : tensor<2x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %177 = arith.extf %in : f32 to f64
      linalg.yield %177 : f64
    } -> tensor<2x17x32xf64>
    %17 = tensor.empty() : tensor<2x17x1xf64>
    %18 = linalg.fill ins(%cst_0 : f64) outs(%17 : tensor<2x17x1xf64>) -> tensor<2x17x1xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%16 : tensor<2x17x32xf64>) outs(%18 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x17x1xf64>) outs(%17 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_8 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %21 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %20 : tensor<2x17x32xf64>, tensor<2x17x1xf64>) outs(%15 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %177 = arith.subf %in, %in_67 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x32xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %21 : tensor<2x17x32xf64>, tensor<2x17x32xf64>) outs(%15 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %177 = arith.mulf %in, %in_67 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x32xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x17x32xf64>) outs(%18 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x17x1xf64>) outs(%17 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_8 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %25 = tensor.empty() : tensor<2x17x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x17x1xf64>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %177 = arith.truncf %in : f64 to f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x17x1xf32>) -> tensor<2x17x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x17x32xf32>) outs(%27 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x17x1xf32>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_9 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x17x1xf32>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_7 : f64 to f32
      %178 = arith.addf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<2x17x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x17x1xf32>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %29 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.subf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %31 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.mulf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %arg13 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.mulf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %arg14 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %collapsed_13 = tensor.collapse_shape %35 [[0, 1], [2]] : tensor<2x17x32xf32> into tensor<34x32xf32>
    %36 = tensor.empty() : tensor<32x32xf32>
    %transposed_14 = linalg.transpose ins(%arg5 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) permutation = [1, 0] 
    %37 = tensor.empty() : tensor<34x32xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %39 = linalg.matmul ins(%collapsed_13, %transposed_14 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%38 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %40 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<34x32xf32>
    %41 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%39, %40 : tensor<34x32xf32>, tensor<34x32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<34x32xf32>
    %expanded_15 = tensor.expand_shape %41 [[0, 1], [2, 3]] output_shape [2, 17, 4, 8] : tensor<34x32xf32> into tensor<2x17x4x8xf32>
    %42 = tensor.empty() : tensor<2x4x17x8xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x17x4x8xf32>) outs(%42 : tensor<2x4x17x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%arg7 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) permutation = [1, 0] 
    %43 = linalg.matmul ins(%collapsed_13, %transposed_17 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%38 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %44 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<34x32xf32>
    %45 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%43, %44 : tensor<34x32xf32>, tensor<34x32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<34x32xf32>
    %expanded_18 = tensor.expand_shape %45 [[0, 1], [2, 3]] output_shape [2, 17, 4, 8] : tensor<34x32xf32> into tensor<2x17x4x8xf32>
    %transposed_19 = linalg.transpose ins(%arg9 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) permutation = [1, 0] 
    %46 = linalg.matmul ins(%collapsed_13, %transposed_19 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%38 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %47 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<34x32xf32>
    %48 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%46, %47 : tensor<34x32xf32>, tensor<34x32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<34x32xf32>
    %expanded_20 = tensor.expand_shape %48 [[0, 1], [2, 3]] output_shape [2, 17, 4, 8] : tensor<34x32xf32> into tensor<2x17x4x8xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x17x4x8xf32>) outs(%42 : tensor<2x4x17x8xf32>) permutation = [0, 2, 1, 3] 
    %49 = tensor.empty() : tensor<2x4x8x17xf32>
    %transposed_22 = linalg.transpose ins(%expanded_18 : tensor<2x17x4x8xf32>) outs(%49 : tensor<2x4x8x17xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_23 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<2x4x17x8xf32> into tensor<8x17x8xf32>
    %collapsed_24 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<2x4x8x17xf32> into tensor<8x8x17xf32>
    %50 = tensor.empty() : tensor<8x17x17xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<8x17x17xf32>) -> tensor<8x17x17xf32>
    %52 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<8x17x8xf32>, tensor<8x8x17xf32>) outs(%51 : tensor<8x17x17xf32>) -> tensor<8x17x17xf32>
    %expanded_25 = tensor.expand_shape %52 [[0, 1], [2], [3]] output_shape [2, 4, 17, 17] : tensor<8x17x17xf32> into tensor<2x4x17x17xf32>
    %53 = tensor.empty() : tensor<2x4x17x17xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x4x17x17xf32>) outs(%53 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_6 : f64 to f32
      %178 = arith.mulf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<2x4x17x17xf32>
    %55 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %14 : tensor<2x4x17x17xf32>, tensor<2x1x17x17xf32>) outs(%53 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x4x17x17xf32>
    %56 = tensor.empty() : tensor<2x4x17xi64>
    %57 = linalg.fill ins(%c0_i64 : i64) outs(%56 : tensor<2x4x17xi64>) -> tensor<2x4x17xi64>
    %58 = tensor.empty() : tensor<2x4x17xf32>
    %59 = linalg.fill ins(%cst_1 : f32) outs(%58 : tensor<2x4x17xf32>) -> tensor<2x4x17xf32>
    %60:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%55 : tensor<2x4x17x17xf32>) outs(%59, %57 : tensor<2x4x17xf32>, tensor<2x4x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_67: i64):
      %177 = linalg.index 3 : index
      %178 = arith.index_cast %177 : index to i64
      %179 = arith.maximumf %in, %out : f32
      %180 = arith.cmpf ogt, %in, %out : f32
      %181 = arith.select %180, %178, %out_67 : i64
      linalg.yield %179, %181 : f32, i64
    } -> (tensor<2x4x17xf32>, tensor<2x4x17xi64>)
    %expanded_26 = tensor.expand_shape %60#0 [[0], [1], [2, 3]] output_shape [2, 4, 17, 1] : tensor<2x4x17xf32> into tensor<2x4x17x1xf32>
    %61 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_26 : tensor<2x4x17x17xf32>, tensor<2x4x17x1xf32>) outs(%53 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.subf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x4x17x17xf32>
    %62 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61 : tensor<2x4x17x17xf32>) outs(%53 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.exp %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x4x17x17xf32>
    %63 = tensor.empty() : tensor<2x4x17x1xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<2x4x17x1xf32>) -> tensor<2x4x17x1xf32>
    %65 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<2x4x17x17xf32>) outs(%64 : tensor<2x4x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<2x4x17x1xf32>
    %66 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %65 : tensor<2x4x17x17xf32>, tensor<2x4x17x1xf32>) outs(%53 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.divf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x4x17x17xf32>
    %collapsed_27 = tensor.collapse_shape %66 [[0, 1], [2], [3]] : tensor<2x4x17x17xf32> into tensor<8x17x17xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<2x4x17x8xf32> into tensor<8x17x8xf32>
    %67 = tensor.empty() : tensor<8x17x8xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%67 : tensor<8x17x8xf32>) -> tensor<8x17x8xf32>
    %69 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<8x17x17xf32>, tensor<8x17x8xf32>) outs(%68 : tensor<8x17x8xf32>) -> tensor<8x17x8xf32>
    %expanded_29 = tensor.expand_shape %69 [[0, 1], [2], [3]] output_shape [2, 4, 17, 8] : tensor<8x17x8xf32> into tensor<2x4x17x8xf32>
    %70 = tensor.empty() : tensor<2x17x4x8xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x4x17x8xf32>) outs(%70 : tensor<2x17x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_31 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<2x17x4x8xf32> into tensor<34x32xf32>
    %transposed_32 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) permutation = [1, 0] 
    %71 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%38 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %72 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<34x32xf32>
    %73 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%71, %72 : tensor<34x32xf32>, tensor<34x32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<34x32xf32>
    %expanded_33 = tensor.expand_shape %73 [[0, 1], [2]] output_shape [2, 17, 32] : tensor<34x32xf32> into tensor<2x17x32xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33, %6 : tensor<2x17x32xf32>, tensor<2x17x32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x17x32xf32>) outs(%15 : tensor<2x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %177 = arith.extf %in : f32 to f64
      linalg.yield %177 : f64
    } -> tensor<2x17x32xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%75 : tensor<2x17x32xf64>) outs(%18 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x17x1xf64>) outs(%17 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_8 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %78 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %77 : tensor<2x17x32xf64>, tensor<2x17x1xf64>) outs(%15 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %177 = arith.subf %in, %in_67 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x32xf64>
    %79 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %78 : tensor<2x17x32xf64>, tensor<2x17x32xf64>) outs(%15 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %177 = arith.mulf %in, %in_67 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x32xf64>
    %80 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%79 : tensor<2x17x32xf64>) outs(%18 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x17x1xf64>) outs(%17 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_8 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x17x1xf64>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %177 = arith.truncf %in : f64 to f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<2x17x32xf32>) outs(%27 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x17x1xf32>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_9 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x17x1xf32>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_7 : f64 to f32
      %178 = arith.addf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<2x17x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x17x1xf32>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %84 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.subf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %86 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.mulf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %arg15 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.mulf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %arg16 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %collapsed_34 = tensor.collapse_shape %90 [[0, 1], [2]] : tensor<2x17x32xf32> into tensor<34x32xf32>
    %transposed_35 = linalg.transpose ins(%arg17 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) permutation = [1, 0] 
    %91 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%38 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %92 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<34x32xf32>
    %93 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%91, %92 : tensor<34x32xf32>, tensor<34x32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<34x32xf32>
    %expanded_36 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 17, 32] : tensor<34x32xf32> into tensor<2x17x32xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x17x32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_10 : f32
      %178 = math.erf %177 : f32
      %179 = arith.addf %178, %cst_2 : f32
      %180 = arith.mulf %179, %cst_3 : f32
      %181 = arith.mulf %in, %180 : f32
      linalg.yield %181 : f32
    } -> tensor<2x17x32xf32>
    %collapsed_37 = tensor.collapse_shape %94 [[0, 1], [2]] : tensor<2x17x32xf32> into tensor<34x32xf32>
    %transposed_38 = linalg.transpose ins(%arg19 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) permutation = [1, 0] 
    %95 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%38 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %96 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<34x32xf32>
    %97 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%95, %96 : tensor<34x32xf32>, tensor<34x32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<34x32xf32>
    %expanded_39 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [2, 17, 32] : tensor<34x32xf32> into tensor<2x17x32xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39, %74 : tensor<2x17x32xf32>, tensor<2x17x32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x17x32xf32>) outs(%15 : tensor<2x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %177 = arith.extf %in : f32 to f64
      linalg.yield %177 : f64
    } -> tensor<2x17x32xf64>
    %100 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<2x17x32xf64>) outs(%18 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x17x1xf64>) outs(%17 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_8 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %102 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %101 : tensor<2x17x32xf64>, tensor<2x17x1xf64>) outs(%15 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %177 = arith.subf %in, %in_67 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x32xf64>
    %103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %102 : tensor<2x17x32xf64>, tensor<2x17x32xf64>) outs(%15 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %177 = arith.mulf %in, %in_67 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x32xf64>
    %104 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<2x17x32xf64>) outs(%18 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x17x1xf64>) outs(%17 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_8 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x17x1xf64>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %177 = arith.truncf %in : f64 to f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x17x32xf32>) outs(%27 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x17x1xf32>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_9 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x17x1xf32>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_7 : f64 to f32
      %178 = arith.addf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<2x17x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x17x1xf32>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %108 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.subf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %110 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.mulf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %arg29 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.mulf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %arg30 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %collapsed_40 = tensor.collapse_shape %114 [[0, 1], [2]] : tensor<2x17x32xf32> into tensor<34x32xf32>
    %transposed_41 = linalg.transpose ins(%arg21 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) permutation = [1, 0] 
    %115 = linalg.matmul ins(%collapsed_40, %transposed_41 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%38 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %116 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<34x32xf32>
    %117 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%115, %116 : tensor<34x32xf32>, tensor<34x32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<34x32xf32>
    %expanded_42 = tensor.expand_shape %117 [[0, 1], [2, 3]] output_shape [2, 17, 4, 8] : tensor<34x32xf32> into tensor<2x17x4x8xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<2x17x4x8xf32>) outs(%42 : tensor<2x4x17x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_44 = linalg.transpose ins(%arg23 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) permutation = [1, 0] 
    %118 = linalg.matmul ins(%collapsed_40, %transposed_44 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%38 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %119 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<34x32xf32>
    %120 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%118, %119 : tensor<34x32xf32>, tensor<34x32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<34x32xf32>
    %expanded_45 = tensor.expand_shape %120 [[0, 1], [2, 3]] output_shape [2, 17, 4, 8] : tensor<34x32xf32> into tensor<2x17x4x8xf32>
    %transposed_46 = linalg.transpose ins(%arg25 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) permutation = [1, 0] 
    %121 = linalg.matmul ins(%collapsed_40, %transposed_46 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%38 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %122 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<34x32xf32>
    %123 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%121, %122 : tensor<34x32xf32>, tensor<34x32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<34x32xf32>
    %expanded_47 = tensor.expand_shape %123 [[0, 1], [2, 3]] output_shape [2, 17, 4, 8] : tensor<34x32xf32> into tensor<2x17x4x8xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x17x4x8xf32>) outs(%42 : tensor<2x4x17x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%expanded_45 : tensor<2x17x4x8xf32>) outs(%49 : tensor<2x4x8x17xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_50 = tensor.collapse_shape %transposed_43 [[0, 1], [2], [3]] : tensor<2x4x17x8xf32> into tensor<8x17x8xf32>
    %collapsed_51 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3]] : tensor<2x4x8x17xf32> into tensor<8x8x17xf32>
    %124 = linalg.batch_matmul ins(%collapsed_50, %collapsed_51 : tensor<8x17x8xf32>, tensor<8x8x17xf32>) outs(%51 : tensor<8x17x17xf32>) -> tensor<8x17x17xf32>
    %expanded_52 = tensor.expand_shape %124 [[0, 1], [2], [3]] output_shape [2, 4, 17, 17] : tensor<8x17x17xf32> into tensor<2x4x17x17xf32>
    %125 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<2x4x17x17xf32>) outs(%53 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_6 : f64 to f32
      %178 = arith.mulf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<2x4x17x17xf32>
    %126 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %14 : tensor<2x4x17x17xf32>, tensor<2x1x17x17xf32>) outs(%53 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x4x17x17xf32>
    %127:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%126 : tensor<2x4x17x17xf32>) outs(%59, %57 : tensor<2x4x17xf32>, tensor<2x4x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_67: i64):
      %177 = linalg.index 3 : index
      %178 = arith.index_cast %177 : index to i64
      %179 = arith.maximumf %in, %out : f32
      %180 = arith.cmpf ogt, %in, %out : f32
      %181 = arith.select %180, %178, %out_67 : i64
      linalg.yield %179, %181 : f32, i64
    } -> (tensor<2x4x17xf32>, tensor<2x4x17xi64>)
    %expanded_53 = tensor.expand_shape %127#0 [[0], [1], [2, 3]] output_shape [2, 4, 17, 1] : tensor<2x4x17xf32> into tensor<2x4x17x1xf32>
    %128 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %expanded_53 : tensor<2x4x17x17xf32>, tensor<2x4x17x1xf32>) outs(%53 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.subf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x4x17x17xf32>
    %129 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<2x4x17x17xf32>) outs(%53 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.exp %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x4x17x17xf32>
    %130 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%129 : tensor<2x4x17x17xf32>) outs(%64 : tensor<2x4x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<2x4x17x1xf32>
    %131 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %130 : tensor<2x4x17x17xf32>, tensor<2x4x17x1xf32>) outs(%53 : tensor<2x4x17x17xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.divf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x4x17x17xf32>
    %collapsed_54 = tensor.collapse_shape %131 [[0, 1], [2], [3]] : tensor<2x4x17x17xf32> into tensor<8x17x17xf32>
    %collapsed_55 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<2x4x17x8xf32> into tensor<8x17x8xf32>
    %132 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<8x17x17xf32>, tensor<8x17x8xf32>) outs(%68 : tensor<8x17x8xf32>) -> tensor<8x17x8xf32>
    %expanded_56 = tensor.expand_shape %132 [[0, 1], [2], [3]] output_shape [2, 4, 17, 8] : tensor<8x17x8xf32> into tensor<2x4x17x8xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<2x4x17x8xf32>) outs(%70 : tensor<2x17x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_58 = tensor.collapse_shape %transposed_57 [[0, 1], [2, 3]] : tensor<2x17x4x8xf32> into tensor<34x32xf32>
    %transposed_59 = linalg.transpose ins(%arg27 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) permutation = [1, 0] 
    %133 = linalg.matmul ins(%collapsed_58, %transposed_59 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%38 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %134 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<34x32xf32>
    %135 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%133, %134 : tensor<34x32xf32>, tensor<34x32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<34x32xf32>
    %expanded_60 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [2, 17, 32] : tensor<34x32xf32> into tensor<2x17x32xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %98 : tensor<2x17x32xf32>, tensor<2x17x32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x17x32xf32>) outs(%15 : tensor<2x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %177 = arith.extf %in : f32 to f64
      linalg.yield %177 : f64
    } -> tensor<2x17x32xf64>
    %138 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%137 : tensor<2x17x32xf64>) outs(%18 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x17x1xf64>) outs(%17 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_8 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %140 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %139 : tensor<2x17x32xf64>, tensor<2x17x1xf64>) outs(%15 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %177 = arith.subf %in, %in_67 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x32xf64>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %140 : tensor<2x17x32xf64>, tensor<2x17x32xf64>) outs(%15 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %177 = arith.mulf %in, %in_67 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x32xf64>
    %142 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%141 : tensor<2x17x32xf64>) outs(%18 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x17x1xf64>) outs(%17 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_8 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x17x1xf64>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %177 = arith.truncf %in : f64 to f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<2x17x32xf32>) outs(%27 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x17x1xf32>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_9 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x17x1xf32>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_7 : f64 to f32
      %178 = arith.addf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<2x17x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x17x1xf32>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %146 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.subf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %148 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.mulf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %arg31 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.mulf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %arg32 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %collapsed_61 = tensor.collapse_shape %152 [[0, 1], [2]] : tensor<2x17x32xf32> into tensor<34x32xf32>
    %transposed_62 = linalg.transpose ins(%arg33 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) permutation = [1, 0] 
    %153 = linalg.matmul ins(%collapsed_61, %transposed_62 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%38 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %154 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<34x32xf32>
    %155 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%153, %154 : tensor<34x32xf32>, tensor<34x32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<34x32xf32>
    %expanded_63 = tensor.expand_shape %155 [[0, 1], [2]] output_shape [2, 17, 32] : tensor<34x32xf32> into tensor<2x17x32xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<2x17x32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_10 : f32
      %178 = math.erf %177 : f32
      %179 = arith.addf %178, %cst_2 : f32
      %180 = arith.mulf %179, %cst_3 : f32
      %181 = arith.mulf %in, %180 : f32
      linalg.yield %181 : f32
    } -> tensor<2x17x32xf32>
    %collapsed_64 = tensor.collapse_shape %156 [[0, 1], [2]] : tensor<2x17x32xf32> into tensor<34x32xf32>
    %transposed_65 = linalg.transpose ins(%arg35 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) permutation = [1, 0] 
    %157 = linalg.matmul ins(%collapsed_64, %transposed_65 : tensor<34x32xf32>, tensor<32x32xf32>) outs(%38 : tensor<34x32xf32>) -> tensor<34x32xf32>
    %158 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<34x32xf32>
    %159 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%157, %158 : tensor<34x32xf32>, tensor<34x32xf32>) outs(%37 : tensor<34x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<34x32xf32>
    %expanded_66 = tensor.expand_shape %159 [[0, 1], [2]] output_shape [2, 17, 32] : tensor<34x32xf32> into tensor<2x17x32xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %136 : tensor<2x17x32xf32>, tensor<2x17x32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x17x32xf32>) outs(%15 : tensor<2x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %177 = arith.extf %in : f32 to f64
      linalg.yield %177 : f64
    } -> tensor<2x17x32xf64>
    %162 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%161 : tensor<2x17x32xf64>) outs(%18 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<2x17x1xf64>) outs(%17 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_8 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %164 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %163 : tensor<2x17x32xf64>, tensor<2x17x1xf64>) outs(%15 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %177 = arith.subf %in, %in_67 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x32xf64>
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %164 : tensor<2x17x32xf64>, tensor<2x17x32xf64>) outs(%15 : tensor<2x17x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %177 = arith.mulf %in, %in_67 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x32xf64>
    %166 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%165 : tensor<2x17x32xf64>) outs(%18 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x17x1xf64>) outs(%17 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_8 : f64
      linalg.yield %177 : f64
    } -> tensor<2x17x1xf64>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x17x1xf64>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %177 = arith.truncf %in : f64 to f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%160 : tensor<2x17x32xf32>) outs(%27 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x17x1xf32>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_9 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x17x1xf32>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_7 : f64 to f32
      %178 = arith.addf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<2x17x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x17x1xf32>) outs(%25 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %170 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.subf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %172 : tensor<2x17x32xf32>, tensor<2x17x1xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.mulf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %arg37 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.mulf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %arg38 : tensor<2x17x32xf32>, tensor<32xf32>) outs(%5 : tensor<2x17x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %177 = arith.addf %in, %in_67 : f32
      linalg.yield %177 : f32
    } -> tensor<2x17x32xf32>
    return %176 : tensor<2x17x32xf32>
  }
}
