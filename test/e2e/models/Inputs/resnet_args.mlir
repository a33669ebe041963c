#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
module {
  dist.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func @forward(%arg0: tensor<4x3x16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}, {}]>}, %arg1: tensor<16x3x3x3xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16x16x3x3xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}, {}, {}]>}, %arg7: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg8: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg9: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg10: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg11: tensor<16x16x3x3xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}, {}, {}]>}, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<32x16x3x3xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}, {}, {}]>}, %arg17: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg18: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg19: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg20: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg21: tensor<32x32x3x3xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}, {}, {}]>}, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32x16x1x1xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<10x32xf32>, %arg32: tensor<10xf32>) -> (tensor<4x10xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %cst_2 = arith.constant 1.600000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg33: index, %arg34: index, %arg35: index, %arg36: index):
      tensor.yield %cst : f32
    } : tensor<4x3x16x16xf32> to tensor<4x3x18x18xf32>
    %0 = tensor.empty() : tensor<4x16x16x16xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg1 : tensor<4x3x18x18xf32>, tensor<16x3x3x3xf32>) outs(%1 : tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg5 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.truncf %cst_1 : f64 to f32
      %71 = arith.addf %in, %70 : f32
      linalg.yield %71 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.rsqrt %in : f32
      linalg.yield %70 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_3 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<4x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<4x16x16x16xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.subf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x16x16x16xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_3 : tensor<4x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<4x16x16x16xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.mulf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x16x16x16xf32>
    %expanded_4 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_4 : tensor<4x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<4x16x16x16xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.mulf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x16x16x16xf32>
    %expanded_5 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_5 : tensor<4x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<4x16x16x16xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.addf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x16x16x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<4x16x16x16xf32>) outs(%0 : tensor<4x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.cmpf ugt, %in, %cst : f32
      %71 = arith.select %70, %in, %cst : f32
      linalg.yield %71 : f32
    } -> tensor<4x16x16x16xf32>
    %padded_6 = tensor.pad %10 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg33: index, %arg34: index, %arg35: index, %arg36: index):
      tensor.yield %cst_0 : f32
    } : tensor<4x16x16x16xf32> to tensor<4x16x18x18xf32>
    %11 = tensor.empty() : tensor<4x16x8x8xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<4x16x8x8xf32>) -> tensor<4x16x8x8xf32>
    %13 = tensor.empty() : tensor<3x3xf32>
    %14 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_6, %13 : tensor<4x16x18x18xf32>, tensor<3x3xf32>) outs(%12 : tensor<4x16x8x8xf32>) -> tensor<4x16x8x8xf32>
    %padded_7 = tensor.pad %14 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg33: index, %arg34: index, %arg35: index, %arg36: index):
      tensor.yield %cst : f32
    } : tensor<4x16x8x8xf32> to tensor<4x16x10x10xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%11 : tensor<4x16x8x8xf32>) -> tensor<4x16x8x8xf32>
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_7, %arg6 : tensor<4x16x10x10xf32>, tensor<16x16x3x3xf32>) outs(%15 : tensor<4x16x8x8xf32>) -> tensor<4x16x8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg10 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.truncf %cst_1 : f64 to f32
      %71 = arith.addf %in, %70 : f32
      linalg.yield %71 : f32
    } -> tensor<16xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%17 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.rsqrt %in : f32
      linalg.yield %70 : f32
    } -> tensor<16xf32>
    %expanded_8 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_9 = tensor.expand_shape %18 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %expanded_8 : tensor<4x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<4x16x8x8xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.subf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x16x8x8xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_9 : tensor<4x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<4x16x8x8xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.mulf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x16x8x8xf32>
    %expanded_10 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_10 : tensor<4x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<4x16x8x8xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.mulf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x16x8x8xf32>
    %expanded_11 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_11 : tensor<4x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<4x16x8x8xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.addf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x16x8x8xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<4x16x8x8xf32>) outs(%11 : tensor<4x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.cmpf ugt, %in, %cst : f32
      %71 = arith.select %70, %in, %cst : f32
      linalg.yield %71 : f32
    } -> tensor<4x16x8x8xf32>
    %padded_12 = tensor.pad %23 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg33: index, %arg34: index, %arg35: index, %arg36: index):
      tensor.yield %cst : f32
    } : tensor<4x16x8x8xf32> to tensor<4x16x10x10xf32>
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_12, %arg11 : tensor<4x16x10x10xf32>, tensor<16x16x3x3xf32>) outs(%15 : tensor<4x16x8x8xf32>) -> tensor<4x16x8x8xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg15 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.truncf %cst_1 : f64 to f32
      %71 = arith.addf %in, %70 : f32
      linalg.yield %71 : f32
    } -> tensor<16xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%25 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.rsqrt %in : f32
      linalg.yield %70 : f32
    } -> tensor<16xf32>
    %expanded_13 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_14 = tensor.expand_shape %26 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_13 : tensor<4x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<4x16x8x8xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.subf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x16x8x8xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_14 : tensor<4x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<4x16x8x8xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.mulf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x16x8x8xf32>
    %expanded_15 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %expanded_15 : tensor<4x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<4x16x8x8xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.mulf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x16x8x8xf32>
    %expanded_16 = tensor.expand_shape %arg13 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %expanded_16 : tensor<4x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<4x16x8x8xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.addf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x16x8x8xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %14 : tensor<4x16x8x8xf32>, tensor<4x16x8x8xf32>) outs(%11 : tensor<4x16x8x8xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.addf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x16x8x8xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<4x16x8x8xf32>) outs(%11 : tensor<4x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.cmpf ugt, %in, %cst : f32
      %71 = arith.select %70, %in, %cst : f32
      linalg.yield %71 : f32
    } -> tensor<4x16x8x8xf32>
    %padded_17 = tensor.pad %32 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg33: index, %arg34: index, %arg35: index, %arg36: index):
      tensor.yield %cst : f32
    } : tensor<4x16x8x8xf32> to tensor<4x16x10x10xf32>
    %33 = tensor.empty() : tensor<4x32x4x4xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<4x32x4x4xf32>) -> tensor<4x32x4x4xf32>
    %35 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_17, %arg16 : tensor<4x16x10x10xf32>, tensor<32x16x3x3xf32>) outs(%34 : tensor<4x32x4x4xf32>) -> tensor<4x32x4x4xf32>
    %36 = tensor.empty() : tensor<32xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg20 : tensor<32xf32>) outs(%36 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.truncf %cst_1 : f64 to f32
      %71 = arith.addf %in, %70 : f32
      linalg.yield %71 : f32
    } -> tensor<32xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%37 : tensor<32xf32>) outs(%36 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.rsqrt %in : f32
      linalg.yield %70 : f32
    } -> tensor<32xf32>
    %expanded_18 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_19 = tensor.expand_shape %38 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %expanded_18 : tensor<4x32x4x4xf32>, tensor<32x1x1xf32>) outs(%33 : tensor<4x32x4x4xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.subf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x32x4x4xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_19 : tensor<4x32x4x4xf32>, tensor<32x1x1xf32>) outs(%33 : tensor<4x32x4x4xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.mulf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x32x4x4xf32>
    %expanded_20 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_20 : tensor<4x32x4x4xf32>, tensor<32x1x1xf32>) outs(%33 : tensor<4x32x4x4xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.mulf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x32x4x4xf32>
    %expanded_21 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_21 : tensor<4x32x4x4xf32>, tensor<32x1x1xf32>) outs(%33 : tensor<4x32x4x4xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.addf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x32x4x4xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<4x32x4x4xf32>) outs(%33 : tensor<4x32x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.cmpf ugt, %in, %cst : f32
      %71 = arith.select %70, %in, %cst : f32
      linalg.yield %71 : f32
    } -> tensor<4x32x4x4xf32>
    %padded_22 = tensor.pad %43 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg33: index, %arg34: index, %arg35: index, %arg36: index):
      tensor.yield %cst : f32
    } : tensor<4x32x4x4xf32> to tensor<4x32x6x6xf32>
    %44 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_22, %arg21 : tensor<4x32x6x6xf32>, tensor<32x32x3x3xf32>) outs(%34 : tensor<4x32x4x4xf32>) -> tensor<4x32x4x4xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg25 : tensor<32xf32>) outs(%36 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.truncf %cst_1 : f64 to f32
      %71 = arith.addf %in, %70 : f32
      linalg.yield %71 : f32
    } -> tensor<32xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%45 : tensor<32xf32>) outs(%36 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.rsqrt %in : f32
      linalg.yield %70 : f32
    } -> tensor<32xf32>
    %expanded_23 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_24 = tensor.expand_shape %46 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_23 : tensor<4x32x4x4xf32>, tensor<32x1x1xf32>) outs(%33 : tensor<4x32x4x4xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.subf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x32x4x4xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_24 : tensor<4x32x4x4xf32>, tensor<32x1x1xf32>) outs(%33 : tensor<4x32x4x4xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.mulf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x32x4x4xf32>
    %expanded_25 = tensor.expand_shape %arg22 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_25 : tensor<4x32x4x4xf32>, tensor<32x1x1xf32>) outs(%33 : tensor<4x32x4x4xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.mulf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x32x4x4xf32>
    %expanded_26 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_26 : tensor<4x32x4x4xf32>, tensor<32x1x1xf32>) outs(%33 : tensor<4x32x4x4xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.addf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x32x4x4xf32>
    %51 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%32, %arg26 : tensor<4x16x8x8xf32>, tensor<32x16x1x1xf32>) outs(%34 : tensor<4x32x4x4xf32>) -> tensor<4x32x4x4xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg30 : tensor<32xf32>) outs(%36 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.truncf %cst_1 : f64 to f32
      %71 = arith.addf %in, %70 : f32
      linalg.yield %71 : f32
    } -> tensor<32xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%52 : tensor<32xf32>) outs(%36 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.rsqrt %in : f32
      linalg.yield %70 : f32
    } -> tensor<32xf32>
    %expanded_27 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_28 = tensor.expand_shape %53 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_27 : tensor<4x32x4x4xf32>, tensor<32x1x1xf32>) outs(%33 : tensor<4x32x4x4xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.subf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x32x4x4xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_28 : tensor<4x32x4x4xf32>, tensor<32x1x1xf32>) outs(%33 : tensor<4x32x4x4xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.mulf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x32x4x4xf32>
    %expanded_29 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_29 : tensor<4x32x4x4xf32>, tensor<32x1x1xf32>) outs(%33 : tensor<4x32x4x4xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.mulf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x32x4x4xf32>
    %expanded_30 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_30 : tensor<4x32x4x4xf32>, tensor<32x1x1xf32>) outs(%33 : tensor<4x32x4x4xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.addf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x32x4x4xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %57 : tensor<4x32x4x4xf32>, tensor<4x32x4x4xf32>) outs(%33 : tensor<4x32x4x4xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.addf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x32x4x4xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<4x32x4x4xf32>) outs(%33 : tensor<4x32x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.cmpf ugt, %in, %cst : f32
      %71 = arith.select %70, %in, %cst : f32
      linalg.yield %71 : f32
    } -> tensor<4x32x4x4xf32>
    %60 = tensor.empty() : tensor<4x32x1x1xf32>
    %61 = linalg.fill ins(%cst : f32) outs(%60 : tensor<4x32x1x1xf32>) -> tensor<4x32x1x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%59 : tensor<4x32x4x4xf32>) outs(%61 : tensor<4x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %in, %out : f32
      linalg.yield %70 : f32
    } -> tensor<4x32x1x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<4x32x1x1xf32>) outs(%60 : tensor<4x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.divf %in, %cst_2 : f32
      linalg.yield %70 : f32
    } -> tensor<4x32x1x1xf32>
    %collapsed = tensor.collapse_shape %63 [[0], [1, 2, 3]] : tensor<4x32x1x1xf32> into tensor<4x32xf32>
    %64 = tensor.empty() : tensor<32x10xf32>
    %transposed = linalg.transpose ins(%arg31 : tensor<10x32xf32>) outs(%64 : tensor<32x10xf32>) permutation = [1, 0] 
    %65 = tensor.empty() : tensor<4x10xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<4x10xf32>) -> tensor<4x10xf32>
    %67 = linalg.matmul ins(%collapsed, %transposed : tensor<4x32xf32>, tensor<32x10xf32>) outs(%66 : tensor<4x10xf32>) -> tensor<4x10xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<10xf32>) outs(%65 : tensor<4x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x10xf32>
    %69 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%67, %68 : tensor<4x10xf32>, tensor<4x10xf32>) outs(%65 : tensor<4x10xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %70 = arith.addf %in, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<4x10xf32>
    return %69 : tensor<4x10xf32>
  }
}
