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
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1) -> (d1)>
#map13 = affine_map<(d0, d1) -> (d0, d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  dist.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func @forward(%arg0: tensor<2x16xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg1: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg3: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg4: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg5: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg6: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg7: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg8: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg9: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg10: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg11: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg15: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg16: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg17: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg18: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg19: tensor<16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg20: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg21: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg22: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg23: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<4xf32>, %arg28: tensor<4xf32>) -> (tensor<2x16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>}) {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c128 = arith.constant 128 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.35355339059327379 : f64
    %cst_6 = arith.constant 9.9999999999999995E-7 : f64
    %true = arith.constant true
    %cst_7 = arith.constant 3.200000e+01 : f32
    %0 = tensor.empty() : tensor<2x16x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %155 = arith.index_cast %in : i64 to index
      %156 = linalg.index 2 : index
      %157 = arith.cmpi slt, %155, %c128 : index
      cf.assert %157, "index must be smaller than dim size"
      %158 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %158, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%155, %156] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32>
    %2 = tensor.empty() : tensor<16xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %155 = linalg.index 0 : index
      %156 = arith.index_cast %155 : index to i64
      linalg.yield %156 : i64
    } -> tensor<16xi64>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %155 = linalg.index 0 : index
      %156 = arith.index_cast %155 : index to i64
      linalg.yield %156 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_8 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_9 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %6 = tensor.empty() : tensor<1x1x16x16xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9, %expanded_8 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%6 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i64, %in_84: i64, %out: i1):
      %155 = arith.cmpi sle, %in, %in_84 : i64
      linalg.yield %155 : i1
    } -> tensor<1x1x16x16xi1>
    %8 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %7 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%6 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_84: i1, %out: i1):
      %155 = arith.andi %in, %in_84 : i1
      linalg.yield %155 : i1
    } -> tensor<1x1x16x16xi1>
    %9 = tensor.empty() : tensor<2x1x1x16xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_9 : tensor<2x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%9 : tensor<2x1x1x16xi1>) {
    ^bb0(%in: i64, %in_84: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x1x1x16xi1>
    %11 = tensor.empty() : tensor<2x1x16x16xi1>
    %12 = linalg.generic {indexing_maps = [#map9, #map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<1x1x16x16xi1>, tensor<2x1x1x16xi1>) outs(%11 : tensor<2x1x16x16xi1>) {
    ^bb0(%in: i1, %in_84: i1, %out: i1):
      %155 = arith.andi %in, %in_84 : i1
      linalg.yield %155 : i1
    } -> tensor<2x1x16x16xi1>
    %13 = tensor.empty() : tensor<2x1x16x16xf32>
    %14 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %cst_3, %cst_2 : tensor<2x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<2x1x16x16xf32>) {
    ^bb0(%in: i1, %in_84: f32, %in_85: f32, %out: f32):
      %155 = arith.select %in, %in_84, %in_85 : f32
      linalg.yield %155 : f32
    } -> tensor<2x1x16x16xf32>
    %expanded_10 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 16, 1] : tensor<16xi64> into tensor<1x16x1xi64>
    %15 = tensor.empty() : tensor<1x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_10 : tensor<1x16x1xi64>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %155 = arith.sitofp %in : i64 to f32
      linalg.yield %155 : f32
    } -> tensor<1x16x1xf32>
    %17 = tensor.empty() : tensor<1x16x4xf32>
    %18 = linalg.generic {indexing_maps = [#map10, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %arg27 : tensor<1x16x1xf32>, tensor<4xf32>) outs(%17 : tensor<1x16x4xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<1x16x4xf32>
    %concat = tensor.concat dim(2) %18, %18 : (tensor<1x16x4xf32>, tensor<1x16x4xf32>) -> tensor<1x16x8xf32>
    %19 = tensor.empty() : tensor<1x16x8xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x16x8xf32>) outs(%19 : tensor<1x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.cos %in : f32
      linalg.yield %155 : f32
    } -> tensor<1x16x8xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x16x8xf32>) outs(%19 : tensor<1x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.sin %in : f32
      linalg.yield %155 : f32
    } -> tensor<1x16x8xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %23 = tensor.empty() : tensor<2x16x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x16x32xf32>) outs(%24 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %in, %out : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.divf %in, %cst_7 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.truncf %cst_6 : f64 to f32
      %156 = arith.addf %in, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<2x16x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.rsqrt %in : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %28 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %30 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %29 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %collapsed = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %31 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %33 = linalg.matmul ins(%collapsed, %transposed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %34 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<32xf32>) outs(%31 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %35 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%33, %34 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.addf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<32x32xf32>
    %expanded_11 = tensor.expand_shape %35 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf32> into tensor<2x16x4x8xf32>
    %36 = tensor.empty() : tensor<2x4x16x8xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<2x16x4x8xf32>) outs(%36 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3] 
    %37 = tensor.empty() : tensor<32x16xf32>
    %transposed_13 = linalg.transpose ins(%arg4 : tensor<16x32xf32>) outs(%37 : tensor<32x16xf32>) permutation = [1, 0] 
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %39 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%38 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %40 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<16xf32>) outs(%37 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %41 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%39, %40 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%37 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.addf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<32x16xf32>
    %expanded_14 = tensor.expand_shape %41 [[0, 1], [2, 3]] output_shape [2, 16, 2, 8] : tensor<32x16xf32> into tensor<2x16x2x8xf32>
    %42 = tensor.empty() : tensor<2x2x16x8xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x16x2x8xf32>) outs(%42 : tensor<2x2x16x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%arg6 : tensor<16x32xf32>) outs(%37 : tensor<32x16xf32>) permutation = [1, 0] 
    %43 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%38 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %44 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<16xf32>) outs(%37 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %45 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%43, %44 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%37 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.addf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<32x16xf32>
    %expanded_17 = tensor.expand_shape %45 [[0, 1], [2, 3]] output_shape [2, 16, 2, 8] : tensor<32x16xf32> into tensor<2x16x2x8xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x16x2x8xf32>) outs(%42 : tensor<2x2x16x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_19 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 16, 8] : tensor<1x16x8xf32> into tensor<1x1x16x8xf32>
    %expanded_20 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 16, 8] : tensor<1x16x8xf32> into tensor<1x1x16x8xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12, %expanded_19 : tensor<2x4x16x8xf32>, tensor<1x1x16x8xf32>) outs(%36 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_12[0, 0, 0, 0] [2, 4, 16, 4] [1, 1, 1, 1] : tensor<2x4x16x8xf32> to tensor<2x4x16x4xf32>
    %extracted_slice_21 = tensor.extract_slice %transposed_12[0, 0, 0, 4] [2, 4, 16, 4] [1, 1, 1, 1] : tensor<2x4x16x8xf32> to tensor<2x4x16x4xf32>
    %47 = tensor.empty() : tensor<2x4x16x4xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21 : tensor<2x4x16x4xf32>) outs(%47 : tensor<2x4x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.negf %in : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x4xf32>
    %concat_22 = tensor.concat dim(3) %48, %extracted_slice : (tensor<2x4x16x4xf32>, tensor<2x4x16x4xf32>) -> tensor<2x4x16x8xf32>
    %49 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_22, %expanded_20 : tensor<2x4x16x8xf32>, tensor<1x1x16x8xf32>) outs(%36 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x8xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %49 : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>) outs(%36 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.addf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x8xf32>
    %51 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_19 : tensor<2x2x16x8xf32>, tensor<1x1x16x8xf32>) outs(%42 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x2x16x8xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_15[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x8xf32> to tensor<2x2x16x4xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 4] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x8xf32> to tensor<2x2x16x4xf32>
    %52 = tensor.empty() : tensor<2x2x16x4xf32>
    %53 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<2x2x16x4xf32>) outs(%52 : tensor<2x2x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.negf %in : f32
      linalg.yield %155 : f32
    } -> tensor<2x2x16x4xf32>
    %concat_25 = tensor.concat dim(3) %53, %extracted_slice_23 : (tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>) -> tensor<2x2x16x8xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_20 : tensor<2x2x16x8xf32>, tensor<1x1x16x8xf32>) outs(%42 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x2x16x8xf32>
    %55 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %54 : tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) outs(%42 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.addf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x2x16x8xf32>
    %56 = tensor.empty() : tensor<2x2x2x16x8xf32>
    %57 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<2x2x16x8xf32>) outs(%56 : tensor<2x2x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x16x8xf32>
    %collapsed_26 = tensor.collapse_shape %57 [[0], [1, 2], [3], [4]] : tensor<2x2x2x16x8xf32> into tensor<2x4x16x8xf32>
    %58 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18 : tensor<2x2x16x8xf32>) outs(%56 : tensor<2x2x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x16x8xf32>
    %59 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_27 = linalg.transpose ins(%collapsed_26 : tensor<2x4x16x8xf32>) outs(%59 : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_28 = tensor.collapse_shape %50 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_29 = tensor.collapse_shape %transposed_27 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %60 = tensor.empty() : tensor<8x16x16xf32>
    %61 = linalg.fill ins(%cst : f32) outs(%60 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %62 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%61 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_30 = tensor.expand_shape %62 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %63 = tensor.empty() : tensor<2x4x16x16xf32>
    %64 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<2x4x16x16xf32>) outs(%63 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.truncf %cst_5 : f64 to f32
      %156 = arith.mulf %in, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<2x4x16x16xf32>
    %65 = linalg.generic {indexing_maps = [#map5, #map17, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %14 : tensor<2x4x16x16xf32>, tensor<2x1x16x16xf32>) outs(%63 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.addf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x16xf32>
    %66 = tensor.empty() : tensor<2x4x16xi64>
    %67 = linalg.fill ins(%c0_i64 : i64) outs(%66 : tensor<2x4x16xi64>) -> tensor<2x4x16xi64>
    %68 = tensor.empty() : tensor<2x4x16xf32>
    %69 = linalg.fill ins(%cst_0 : f32) outs(%68 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %70:2 = linalg.generic {indexing_maps = [#map5, #map18, #map18], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%65 : tensor<2x4x16x16xf32>) outs(%69, %67 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_84: i64):
      %155 = linalg.index 3 : index
      %156 = arith.index_cast %155 : index to i64
      %157 = arith.maximumf %in, %out : f32
      %158 = arith.cmpf ogt, %in, %out : f32
      %159 = arith.select %158, %156, %out_84 : i64
      linalg.yield %157, %159 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_31 = tensor.expand_shape %70#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %71 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_31 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%63 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.subf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x16xf32>
    %72 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<2x4x16x16xf32>) outs(%63 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.exp %in : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x16xf32>
    %73 = tensor.empty() : tensor<2x4x16x1xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%73 : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %75 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%72 : tensor<2x4x16x16xf32>) outs(%74 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %in, %out : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x1xf32>
    %76 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %75 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%63 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.divf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_32 = tensor.collapse_shape %76 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_33 = tensor.collapse_shape %58 [[0, 1, 2], [3], [4]] : tensor<2x2x2x16x8xf32> into tensor<8x16x8xf32>
    %77 = tensor.empty() : tensor<8x16x8xf32>
    %78 = linalg.fill ins(%cst : f32) outs(%77 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %79 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%78 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_34 = tensor.expand_shape %79 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %80 = tensor.empty() : tensor<2x16x4x8xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<2x4x16x8xf32>) outs(%80 : tensor<2x16x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_36 = linalg.transpose ins(%arg8 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_37 = tensor.collapse_shape %transposed_35 [[0, 1], [2, 3]] : tensor<2x16x4x8xf32> into tensor<32x32xf32>
    %81 = linalg.matmul ins(%collapsed_37, %transposed_36 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_38 = tensor.expand_shape %81 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_38 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.addf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<2x16x32xf32>) outs(%24 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %in, %out : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.divf %in, %cst_7 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.truncf %cst_6 : f64 to f32
      %156 = arith.addf %in, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<2x16x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.rsqrt %in : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %87 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %89 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13, %88 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %transposed_39 = linalg.transpose ins(%arg9 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_40 = tensor.collapse_shape %89 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %90 = linalg.matmul ins(%collapsed_40, %transposed_39 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_41 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.negf %in : f32
      %156 = math.exp %155 : f32
      %157 = arith.addf %156, %cst_1 : f32
      %158 = arith.divf %cst_1, %157 : f32
      linalg.yield %158 : f32
    } -> tensor<2x16x32xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41, %91 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %transposed_42 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %93 = linalg.matmul ins(%collapsed_40, %transposed_42 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_43 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %expanded_43 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %transposed_44 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_45 = tensor.collapse_shape %94 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %95 = linalg.matmul ins(%collapsed_45, %transposed_44 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_46 = tensor.expand_shape %95 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %expanded_46 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.addf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<2x16x32xf32>) outs(%24 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %in, %out : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.divf %in, %cst_7 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.truncf %cst_6 : f64 to f32
      %156 = arith.addf %in, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<2x16x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.rsqrt %in : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %101 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %103 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg24, %102 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_47 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %transposed_48 = linalg.transpose ins(%arg14 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %104 = linalg.matmul ins(%collapsed_47, %transposed_48 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %105 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<32xf32>) outs(%31 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %106 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%104, %105 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.addf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<32x32xf32>
    %expanded_49 = tensor.expand_shape %106 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf32> into tensor<2x16x4x8xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<2x16x4x8xf32>) outs(%36 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_51 = linalg.transpose ins(%arg16 : tensor<16x32xf32>) outs(%37 : tensor<32x16xf32>) permutation = [1, 0] 
    %107 = linalg.matmul ins(%collapsed_47, %transposed_51 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%38 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %108 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<16xf32>) outs(%37 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %109 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%107, %108 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%37 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.addf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<32x16xf32>
    %expanded_52 = tensor.expand_shape %109 [[0, 1], [2, 3]] output_shape [2, 16, 2, 8] : tensor<32x16xf32> into tensor<2x16x2x8xf32>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<2x16x2x8xf32>) outs(%42 : tensor<2x2x16x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_54 = linalg.transpose ins(%arg18 : tensor<16x32xf32>) outs(%37 : tensor<32x16xf32>) permutation = [1, 0] 
    %110 = linalg.matmul ins(%collapsed_47, %transposed_54 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%38 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %111 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<16xf32>) outs(%37 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %112 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%110, %111 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%37 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.addf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<32x16xf32>
    %expanded_55 = tensor.expand_shape %112 [[0, 1], [2, 3]] output_shape [2, 16, 2, 8] : tensor<32x16xf32> into tensor<2x16x2x8xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<2x16x2x8xf32>) outs(%42 : tensor<2x2x16x8xf32>) permutation = [0, 2, 1, 3] 
    %113 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_50, %expanded_19 : tensor<2x4x16x8xf32>, tensor<1x1x16x8xf32>) outs(%36 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x8xf32>
    %extracted_slice_57 = tensor.extract_slice %transposed_50[0, 0, 0, 0] [2, 4, 16, 4] [1, 1, 1, 1] : tensor<2x4x16x8xf32> to tensor<2x4x16x4xf32>
    %extracted_slice_58 = tensor.extract_slice %transposed_50[0, 0, 0, 4] [2, 4, 16, 4] [1, 1, 1, 1] : tensor<2x4x16x8xf32> to tensor<2x4x16x4xf32>
    %114 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_58 : tensor<2x4x16x4xf32>) outs(%47 : tensor<2x4x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.negf %in : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x4xf32>
    %concat_59 = tensor.concat dim(3) %114, %extracted_slice_57 : (tensor<2x4x16x4xf32>, tensor<2x4x16x4xf32>) -> tensor<2x4x16x8xf32>
    %115 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_59, %expanded_20 : tensor<2x4x16x8xf32>, tensor<1x1x16x8xf32>) outs(%36 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x8xf32>
    %116 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %115 : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>) outs(%36 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.addf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x8xf32>
    %117 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_53, %expanded_19 : tensor<2x2x16x8xf32>, tensor<1x1x16x8xf32>) outs(%42 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x2x16x8xf32>
    %extracted_slice_60 = tensor.extract_slice %transposed_53[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x8xf32> to tensor<2x2x16x4xf32>
    %extracted_slice_61 = tensor.extract_slice %transposed_53[0, 0, 0, 4] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x8xf32> to tensor<2x2x16x4xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_61 : tensor<2x2x16x4xf32>) outs(%52 : tensor<2x2x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.negf %in : f32
      linalg.yield %155 : f32
    } -> tensor<2x2x16x4xf32>
    %concat_62 = tensor.concat dim(3) %118, %extracted_slice_60 : (tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>) -> tensor<2x2x16x8xf32>
    %119 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_62, %expanded_20 : tensor<2x2x16x8xf32>, tensor<1x1x16x8xf32>) outs(%42 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x2x16x8xf32>
    %120 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %119 : tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) outs(%42 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.addf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x2x16x8xf32>
    %121 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<2x2x16x8xf32>) outs(%56 : tensor<2x2x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x16x8xf32>
    %collapsed_63 = tensor.collapse_shape %121 [[0], [1, 2], [3], [4]] : tensor<2x2x2x16x8xf32> into tensor<2x4x16x8xf32>
    %122 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_56 : tensor<2x2x16x8xf32>) outs(%56 : tensor<2x2x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x16x8xf32>
    %transposed_64 = linalg.transpose ins(%collapsed_63 : tensor<2x4x16x8xf32>) outs(%59 : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_65 = tensor.collapse_shape %116 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_66 = tensor.collapse_shape %transposed_64 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %123 = linalg.batch_matmul ins(%collapsed_65, %collapsed_66 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%61 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_67 = tensor.expand_shape %123 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %124 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<2x4x16x16xf32>) outs(%63 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.truncf %cst_5 : f64 to f32
      %156 = arith.mulf %in, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<2x4x16x16xf32>
    %125 = linalg.generic {indexing_maps = [#map5, #map17, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %14 : tensor<2x4x16x16xf32>, tensor<2x1x16x16xf32>) outs(%63 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.addf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x16xf32>
    %126:2 = linalg.generic {indexing_maps = [#map5, #map18, #map18], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%125 : tensor<2x4x16x16xf32>) outs(%69, %67 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_84: i64):
      %155 = linalg.index 3 : index
      %156 = arith.index_cast %155 : index to i64
      %157 = arith.maximumf %in, %out : f32
      %158 = arith.cmpf ogt, %in, %out : f32
      %159 = arith.select %158, %156, %out_84 : i64
      linalg.yield %157, %159 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_68 = tensor.expand_shape %126#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %127 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %expanded_68 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%63 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.subf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x16xf32>
    %128 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127 : tensor<2x4x16x16xf32>) outs(%63 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.exp %in : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x16xf32>
    %129 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%128 : tensor<2x4x16x16xf32>) outs(%74 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %in, %out : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x1xf32>
    %130 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %129 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%63 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.divf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_69 = tensor.collapse_shape %130 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_70 = tensor.collapse_shape %122 [[0, 1, 2], [3], [4]] : tensor<2x2x2x16x8xf32> into tensor<8x16x8xf32>
    %131 = linalg.batch_matmul ins(%collapsed_69, %collapsed_70 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%78 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_71 = tensor.expand_shape %131 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %transposed_72 = linalg.transpose ins(%expanded_71 : tensor<2x4x16x8xf32>) outs(%80 : tensor<2x16x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_73 = linalg.transpose ins(%arg20 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_74 = tensor.collapse_shape %transposed_72 [[0, 1], [2, 3]] : tensor<2x16x4x8xf32> into tensor<32x32xf32>
    %132 = linalg.matmul ins(%collapsed_74, %transposed_73 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_75 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %expanded_75 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.addf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%134 : tensor<2x16x32xf32>) outs(%24 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %in, %out : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.divf %in, %cst_7 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.truncf %cst_6 : f64 to f32
      %156 = arith.addf %in, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<2x16x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.rsqrt %in : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %138 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %140 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25, %139 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %transposed_76 = linalg.transpose ins(%arg21 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_77 = tensor.collapse_shape %140 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %141 = linalg.matmul ins(%collapsed_77, %transposed_76 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_78 = tensor.expand_shape %141 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.negf %in : f32
      %156 = math.exp %155 : f32
      %157 = arith.addf %156, %cst_1 : f32
      %158 = arith.divf %cst_1, %157 : f32
      linalg.yield %158 : f32
    } -> tensor<2x16x32xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %142 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %transposed_79 = linalg.transpose ins(%arg22 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %144 = linalg.matmul ins(%collapsed_77, %transposed_79 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_80 = tensor.expand_shape %144 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %expanded_80 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %transposed_81 = linalg.transpose ins(%arg23 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_82 = tensor.collapse_shape %145 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %146 = linalg.matmul ins(%collapsed_82, %transposed_81 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_83 = tensor.expand_shape %146 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %expanded_83 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.addf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<2x16x32xf32>) outs(%24 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %in, %out : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.divf %in, %cst_7 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.truncf %cst_6 : f64 to f32
      %156 = arith.addf %in, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<2x16x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.rsqrt %in : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %152 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    %154 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26, %153 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %155 = arith.mulf %in, %in_84 : f32
      linalg.yield %155 : f32
    } -> tensor<2x16x32xf32>
    return %154 : tensor<2x16x32xf32>
  }
}
