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
#map12 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1) -> (d0, d1)>
#map18 = affine_map<(d0, d1) -> (d0)>
#map19 = affine_map<(d0, d1) -> (d0, 0)>
#map20 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map21 = affine_map<(d0, d1, d2) -> (d0)>
module {
  dist.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func @forward(%arg0: tensor<2x16xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg1: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg3: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg4: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg5: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg6: tensor<4x32xf32>, %arg7: tensor<4x64x32xf32>, %arg8: tensor<4x32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg12: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg13: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg14: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg15: tensor<4x32xf32>, %arg16: tensor<4x64x32xf32>, %arg17: tensor<4x32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<4xf32>, %arg22: tensor<4xf32>) -> (tensor<2x16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>}) {
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %c128 = arith.constant 128 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.35355339059327379 : f64
    %cst_6 = arith.constant 1.000000e-05 : f64
    %true = arith.constant true
    %cst_7 = arith.constant 3.200000e+01 : f32
    %0 = tensor.empty() : tensor<2x16x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x16xi64>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %188 = arith.index_cast %in : i64 to index
      %189 = linalg.index 2 : index
      %190 = arith.cmpi slt, %188, %c128 : index
      cf.assert %190, "index must be smaller than dim size"
      %191 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %191, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%188, %189] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x32xf32>
    %2 = tensor.empty() : tensor<16xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %188 = linalg.index 0 : index
      %189 = arith.index_cast %188 : index to i64
      linalg.yield %189 : i64
    } -> tensor<16xi64>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %188 = linalg.index 0 : index
      %189 = arith.index_cast %188 : index to i64
      linalg.yield %189 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_8 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_9 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %6 = tensor.empty() : tensor<1x1x16x16xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9, %expanded_8 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%6 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i64, %in_102: i64, %out: i1):
      %188 = arith.cmpi sle, %in, %in_102 : i64
      linalg.yield %188 : i1
    } -> tensor<1x1x16x16xi1>
    %8 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %7 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%6 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_102: i1, %out: i1):
      %188 = arith.andi %in, %in_102 : i1
      linalg.yield %188 : i1
    } -> tensor<1x1x16x16xi1>
    %9 = tensor.empty() : tensor<2x1x1x16xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_9 : tensor<2x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%9 : tensor<2x1x1x16xi1>) {
    ^bb0(%in: i64, %in_102: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<2x1x1x16xi1>
    %11 = tensor.empty() : tensor<2x1x16x16xi1>
    %12 = linalg.generic {indexing_maps = [#map9, #map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<1x1x16x16xi1>, tensor<2x1x1x16xi1>) outs(%11 : tensor<2x1x16x16xi1>) {
    ^bb0(%in: i1, %in_102: i1, %out: i1):
      %188 = arith.andi %in, %in_102 : i1
      linalg.yield %188 : i1
    } -> tensor<2x1x16x16xi1>
    %13 = tensor.empty() : tensor<2x1x16x16xf32>
    %14 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %cst_3, %cst_2 : tensor<2x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<2x1x16x16xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %188 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %188 : f32
    } -> tensor<2x1x16x16xf32>
    %expanded_10 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 16, 1] : tensor<16xi64> into tensor<1x16x1xi64>
    %15 = tensor.empty() : tensor<1x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_10 : tensor<1x16x1xi64>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %188 = arith.sitofp %in : i64 to f32
      linalg.yield %188 : f32
    } -> tensor<1x16x1xf32>
    %17 = tensor.empty() : tensor<1x16x4xf32>
    %18 = linalg.generic {indexing_maps = [#map10, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %arg21 : tensor<1x16x1xf32>, tensor<4xf32>) outs(%17 : tensor<1x16x4xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<1x16x4xf32>
    %concat = tensor.concat dim(2) %18, %18 : (tensor<1x16x4xf32>, tensor<1x16x4xf32>) -> tensor<1x16x8xf32>
    %19 = tensor.empty() : tensor<1x16x8xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x16x8xf32>) outs(%19 : tensor<1x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = math.cos %in : f32
      linalg.yield %188 : f32
    } -> tensor<1x16x8xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x16x8xf32>) outs(%19 : tensor<1x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = math.sin %in : f32
      linalg.yield %188 : f32
    } -> tensor<1x16x8xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %23 = tensor.empty() : tensor<2x16x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x16x32xf32>) outs(%24 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.addf %in, %out : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.divf %in, %cst_7 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.truncf %cst_6 : f64 to f32
      %189 = arith.addf %in, %188 : f32
      linalg.yield %189 : f32
    } -> tensor<2x16x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = math.rsqrt %in : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %28 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %30 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %29 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %31 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %33 = linalg.matmul ins(%collapsed, %transposed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_11 = tensor.expand_shape %33 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf32> into tensor<2x16x4x8xf32>
    %34 = tensor.empty() : tensor<2x4x16x8xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<2x16x4x8xf32>) outs(%34 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3] 
    %35 = tensor.empty() : tensor<32x16xf32>
    %transposed_13 = linalg.transpose ins(%arg3 : tensor<16x32xf32>) outs(%35 : tensor<32x16xf32>) permutation = [1, 0] 
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %37 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%36 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_14 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [2, 16, 2, 8] : tensor<32x16xf32> into tensor<2x16x2x8xf32>
    %38 = tensor.empty() : tensor<2x2x16x8xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x16x2x8xf32>) outs(%38 : tensor<2x2x16x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%arg4 : tensor<16x32xf32>) outs(%35 : tensor<32x16xf32>) permutation = [1, 0] 
    %39 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%36 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_17 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [2, 16, 2, 8] : tensor<32x16xf32> into tensor<2x16x2x8xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x16x2x8xf32>) outs(%38 : tensor<2x2x16x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_19 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 16, 8] : tensor<1x16x8xf32> into tensor<1x1x16x8xf32>
    %expanded_20 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 16, 8] : tensor<1x16x8xf32> into tensor<1x1x16x8xf32>
    %40 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12, %expanded_19 : tensor<2x4x16x8xf32>, tensor<1x1x16x8xf32>) outs(%34 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_12[0, 0, 0, 0] [2, 4, 16, 4] [1, 1, 1, 1] : tensor<2x4x16x8xf32> to tensor<2x4x16x4xf32>
    %extracted_slice_21 = tensor.extract_slice %transposed_12[0, 0, 0, 4] [2, 4, 16, 4] [1, 1, 1, 1] : tensor<2x4x16x8xf32> to tensor<2x4x16x4xf32>
    %41 = tensor.empty() : tensor<2x4x16x4xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21 : tensor<2x4x16x4xf32>) outs(%41 : tensor<2x4x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.negf %in : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x4xf32>
    %concat_22 = tensor.concat dim(3) %42, %extracted_slice : (tensor<2x4x16x4xf32>, tensor<2x4x16x4xf32>) -> tensor<2x4x16x8xf32>
    %43 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_22, %expanded_20 : tensor<2x4x16x8xf32>, tensor<1x1x16x8xf32>) outs(%34 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x8xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %43 : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>) outs(%34 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.addf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x8xf32>
    %45 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_19 : tensor<2x2x16x8xf32>, tensor<1x1x16x8xf32>) outs(%38 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x2x16x8xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_15[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x8xf32> to tensor<2x2x16x4xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 4] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x8xf32> to tensor<2x2x16x4xf32>
    %46 = tensor.empty() : tensor<2x2x16x4xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<2x2x16x4xf32>) outs(%46 : tensor<2x2x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.negf %in : f32
      linalg.yield %188 : f32
    } -> tensor<2x2x16x4xf32>
    %concat_25 = tensor.concat dim(3) %47, %extracted_slice_23 : (tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>) -> tensor<2x2x16x8xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_20 : tensor<2x2x16x8xf32>, tensor<1x1x16x8xf32>) outs(%38 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x2x16x8xf32>
    %49 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) outs(%38 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.addf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x2x16x8xf32>
    %50 = tensor.empty() : tensor<2x2x2x16x8xf32>
    %51 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<2x2x16x8xf32>) outs(%50 : tensor<2x2x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x16x8xf32>
    %collapsed_26 = tensor.collapse_shape %51 [[0], [1, 2], [3], [4]] : tensor<2x2x2x16x8xf32> into tensor<2x4x16x8xf32>
    %52 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18 : tensor<2x2x16x8xf32>) outs(%50 : tensor<2x2x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x16x8xf32>
    %53 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_27 = linalg.transpose ins(%collapsed_26 : tensor<2x4x16x8xf32>) outs(%53 : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_28 = tensor.collapse_shape %44 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_29 = tensor.collapse_shape %transposed_27 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %54 = tensor.empty() : tensor<8x16x16xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%54 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %56 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%55 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_30 = tensor.expand_shape %56 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %57 = tensor.empty() : tensor<2x4x16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<2x4x16x16xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.truncf %cst_5 : f64 to f32
      %189 = arith.mulf %in, %188 : f32
      linalg.yield %189 : f32
    } -> tensor<2x4x16x16xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %14 : tensor<2x4x16x16xf32>, tensor<2x1x16x16xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.addf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x16xf32>
    %60 = tensor.empty() : tensor<2x4x16xi64>
    %61 = linalg.fill ins(%c0_i64 : i64) outs(%60 : tensor<2x4x16xi64>) -> tensor<2x4x16xi64>
    %62 = tensor.empty() : tensor<2x4x16xf32>
    %63 = linalg.fill ins(%cst_0 : f32) outs(%62 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %64:2 = linalg.generic {indexing_maps = [#map5, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%59 : tensor<2x4x16x16xf32>) outs(%63, %61 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_102: i64):
      %188 = linalg.index 3 : index
      %189 = arith.index_cast %188 : index to i64
      %190 = arith.maximumf %in, %out : f32
      %191 = arith.cmpf ogt, %in, %out : f32
      %192 = arith.select %191, %189, %out_102 : i64
      linalg.yield %190, %192 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_31 = tensor.expand_shape %64#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %65 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_31 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.subf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x16xf32>
    %66 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<2x4x16x16xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = math.exp %in : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x16xf32>
    %67 = tensor.empty() : tensor<2x4x16x1xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%67 : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %69 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<2x4x16x16xf32>) outs(%68 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.addf %in, %out : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x1xf32>
    %70 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %69 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.divf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_32 = tensor.collapse_shape %70 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_33 = tensor.collapse_shape %52 [[0, 1, 2], [3], [4]] : tensor<2x2x2x16x8xf32> into tensor<8x16x8xf32>
    %71 = tensor.empty() : tensor<8x16x8xf32>
    %72 = linalg.fill ins(%cst : f32) outs(%71 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %73 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%72 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_34 = tensor.expand_shape %73 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %74 = tensor.empty() : tensor<2x16x4x8xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<2x4x16x8xf32>) outs(%74 : tensor<2x16x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_36 = linalg.transpose ins(%arg5 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_37 = tensor.collapse_shape %transposed_35 [[0, 1], [2, 3]] : tensor<2x16x4x8xf32> into tensor<32x32xf32>
    %75 = linalg.matmul ins(%collapsed_37, %transposed_36 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_38 = tensor.expand_shape %75 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_38 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.addf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<2x16x32xf32>) outs(%24 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.addf %in, %out : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.divf %in, %cst_7 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.truncf %cst_6 : f64 to f32
      %189 = arith.addf %in, %188 : f32
      linalg.yield %189 : f32
    } -> tensor<2x16x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = math.rsqrt %in : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %81 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %83 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %82 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_39 = tensor.collapse_shape %83 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %84 = tensor.empty() : tensor<32x4xf32>
    %transposed_40 = linalg.transpose ins(%arg6 : tensor<4x32xf32>) outs(%84 : tensor<32x4xf32>) permutation = [1, 0] 
    %85 = linalg.fill ins(%cst : f32) outs(%84 : tensor<32x4xf32>) -> tensor<32x4xf32>
    %86 = linalg.matmul ins(%collapsed_39, %transposed_40 : tensor<32x32xf32>, tensor<32x4xf32>) outs(%85 : tensor<32x4xf32>) -> tensor<32x4xf32>
    %87 = tensor.empty() : tensor<32xi64>
    %88 = linalg.fill ins(%c0_i64 : i64) outs(%87 : tensor<32xi64>) -> tensor<32xi64>
    %89 = tensor.empty() : tensor<32xf32>
    %90 = linalg.fill ins(%cst_0 : f32) outs(%89 : tensor<32xf32>) -> tensor<32xf32>
    %91:2 = linalg.generic {indexing_maps = [#map17, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%86 : tensor<32x4xf32>) outs(%90, %88 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_102: i64):
      %188 = linalg.index 1 : index
      %189 = arith.index_cast %188 : index to i64
      %190 = arith.maximumf %in, %out : f32
      %191 = arith.cmpf ogt, %in, %out : f32
      %192 = arith.select %191, %189, %out_102 : i64
      linalg.yield %190, %192 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_41 = tensor.expand_shape %91#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %92 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%86, %expanded_41 : tensor<32x4xf32>, tensor<32x1xf32>) outs(%84 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.subf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<32x4xf32>
    %93 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%92 : tensor<32x4xf32>) outs(%84 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = math.exp %in : f32
      linalg.yield %188 : f32
    } -> tensor<32x4xf32>
    %94 = tensor.empty() : tensor<32x1xf32>
    %95 = linalg.fill ins(%cst : f32) outs(%94 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %96 = linalg.generic {indexing_maps = [#map17, #map19], iterator_types = ["parallel", "reduction"]} ins(%93 : tensor<32x4xf32>) outs(%95 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.addf %in, %out : f32
      linalg.yield %188 : f32
    } -> tensor<32x1xf32>
    %97 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%93, %96 : tensor<32x4xf32>, tensor<32x1xf32>) outs(%84 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.divf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<32x4xf32>
    %98 = tensor.empty() : tensor<32x4xi64>
    %99 = linalg.generic {indexing_maps = [#map17], iterator_types = ["parallel", "parallel"]} outs(%98 : tensor<32x4xi64>) {
    ^bb0(%out: i64):
      %188 = linalg.index 1 : index
      %189 = arith.index_cast %188 : index to i64
      linalg.yield %189 : i64
    } -> tensor<32x4xi64>
    %100:2 = tm_tensor.sort dimension(1) outs(%97, %99 : tensor<32x4xf32>, tensor<32x4xi64>) {
    ^bb0(%arg23: f32, %arg24: f32, %arg25: i64, %arg26: i64):
      %188 = arith.cmpf oge, %arg23, %arg24 : f32
      tm_tensor.yield %188 : i1
    } -> tensor<32x4xf32>, tensor<32x4xi64>
    %extracted_slice_42 = tensor.extract_slice %100#0[0, 0] [32, 2] [1, 1] : tensor<32x4xf32> to tensor<32x2xf32>
    %extracted_slice_43 = tensor.extract_slice %100#1[0, 0] [32, 2] [1, 1] : tensor<32x4xi64> to tensor<32x2xi64>
    %101 = linalg.generic {indexing_maps = [#map17, #map19], iterator_types = ["parallel", "reduction"]} ins(%extracted_slice_42 : tensor<32x2xf32>) outs(%95 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.addf %in, %out : f32
      linalg.yield %188 : f32
    } -> tensor<32x1xf32>
    %102 = tensor.empty() : tensor<32x2xf32>
    %103 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_42, %101 : tensor<32x2xf32>, tensor<32x1xf32>) outs(%102 : tensor<32x2xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.divf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<32x2xf32>
    %104 = tensor.empty() : tensor<32x2x32xf32>
    %105 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_39 : tensor<32x32xf32>) outs(%104 : tensor<32x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x32xf32>
    %collapsed_44 = tensor.collapse_shape %105 [[0, 1], [2]] : tensor<32x2x32xf32> into tensor<64x32xf32>
    %collapsed_45 = tensor.collapse_shape %extracted_slice_43 [[0, 1]] : tensor<32x2xi64> into tensor<64xi64>
    %106 = tensor.empty() : tensor<64x64x32xf32>
    %107 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_45 : tensor<64xi64>) outs(%106 : tensor<64x64x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %188 = arith.cmpi slt, %in, %c0_i64 : i64
      %189 = arith.addi %in, %c4_i64 : i64
      %190 = arith.select %188, %189, %in : i64
      %191 = arith.index_cast %190 : i64 to index
      %192 = linalg.index 1 : index
      %193 = linalg.index 2 : index
      %extracted = tensor.extract %arg7[%191, %192, %193] : tensor<4x64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x32xf32>
    %expanded_46 = tensor.expand_shape %collapsed_44 [[0], [1, 2]] output_shape [64, 32, 1] : tensor<64x32xf32> into tensor<64x32x1xf32>
    %108 = tensor.empty() : tensor<64x64x1xf32>
    %109 = linalg.fill ins(%cst : f32) outs(%108 : tensor<64x64x1xf32>) -> tensor<64x64x1xf32>
    %110 = linalg.batch_matmul ins(%107, %expanded_46 : tensor<64x64x32xf32>, tensor<64x32x1xf32>) outs(%109 : tensor<64x64x1xf32>) -> tensor<64x64x1xf32>
    %collapsed_47 = tensor.collapse_shape %110 [[0], [1, 2]] : tensor<64x64x1xf32> into tensor<64x64xf32>
    %extracted_slice_48 = tensor.extract_slice %collapsed_47[0, 0] [64, 32] [1, 1] : tensor<64x64xf32> to tensor<64x32xf32>
    %extracted_slice_49 = tensor.extract_slice %collapsed_47[0, 32] [64, 32] [1, 1] : tensor<64x64xf32> to tensor<64x32xf32>
    %111 = tensor.empty() : tensor<64x32xf32>
    %112 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_48 : tensor<64x32xf32>) outs(%111 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.negf %in : f32
      %189 = math.exp %188 : f32
      %190 = arith.addf %189, %cst_1 : f32
      %191 = arith.divf %cst_1, %190 : f32
      linalg.yield %191 : f32
    } -> tensor<64x32xf32>
    %113 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_48, %112 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%111 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<64x32xf32>
    %114 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%113, %extracted_slice_49 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%111 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<64x32xf32>
    %115 = tensor.empty() : tensor<64x32x32xf32>
    %116 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_45 : tensor<64xi64>) outs(%115 : tensor<64x32x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %188 = arith.cmpi slt, %in, %c0_i64 : i64
      %189 = arith.addi %in, %c4_i64 : i64
      %190 = arith.select %188, %189, %in : i64
      %191 = arith.index_cast %190 : i64 to index
      %192 = linalg.index 1 : index
      %193 = linalg.index 2 : index
      %extracted = tensor.extract %arg8[%191, %192, %193] : tensor<4x32x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x32x32xf32>
    %expanded_50 = tensor.expand_shape %114 [[0], [1, 2]] output_shape [64, 32, 1] : tensor<64x32xf32> into tensor<64x32x1xf32>
    %117 = tensor.empty() : tensor<64x32x1xf32>
    %118 = linalg.fill ins(%cst : f32) outs(%117 : tensor<64x32x1xf32>) -> tensor<64x32x1xf32>
    %119 = linalg.batch_matmul ins(%116, %expanded_50 : tensor<64x32x32xf32>, tensor<64x32x1xf32>) outs(%118 : tensor<64x32x1xf32>) -> tensor<64x32x1xf32>
    %collapsed_51 = tensor.collapse_shape %119 [[0], [1, 2]] : tensor<64x32x1xf32> into tensor<64x32xf32>
    %collapsed_52 = tensor.collapse_shape %103 [[0, 1]] : tensor<32x2xf32> into tensor<64xf32>
    %expanded_53 = tensor.expand_shape %collapsed_52 [[0, 1]] output_shape [64, 1] : tensor<64xf32> into tensor<64x1xf32>
    %120 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%collapsed_51, %expanded_53 : tensor<64x32xf32>, tensor<64x1xf32>) outs(%111 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<64x32xf32>
    %expanded_54 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [32, 2, 32] : tensor<64x32xf32> into tensor<32x2x32xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map20], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_54 : tensor<32x2x32xf32>) outs(%32 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.addf %in, %out : f32
      linalg.yield %188 : f32
    } -> tensor<32x32xf32>
    %expanded_55 = tensor.expand_shape %121 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %expanded_55 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.addf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<2x16x32xf32>) outs(%24 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.addf %in, %out : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.divf %in, %cst_7 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.truncf %cst_6 : f64 to f32
      %189 = arith.addf %in, %188 : f32
      linalg.yield %189 : f32
    } -> tensor<2x16x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = math.rsqrt %in : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %127 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %129 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %128 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %transposed_56 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_57 = tensor.collapse_shape %129 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %130 = linalg.matmul ins(%collapsed_57, %transposed_56 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_58 = tensor.expand_shape %130 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf32> into tensor<2x16x4x8xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<2x16x4x8xf32>) outs(%34 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_60 = linalg.transpose ins(%arg12 : tensor<16x32xf32>) outs(%35 : tensor<32x16xf32>) permutation = [1, 0] 
    %131 = linalg.matmul ins(%collapsed_57, %transposed_60 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%36 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_61 = tensor.expand_shape %131 [[0, 1], [2, 3]] output_shape [2, 16, 2, 8] : tensor<32x16xf32> into tensor<2x16x2x8xf32>
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<2x16x2x8xf32>) outs(%38 : tensor<2x2x16x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_63 = linalg.transpose ins(%arg13 : tensor<16x32xf32>) outs(%35 : tensor<32x16xf32>) permutation = [1, 0] 
    %132 = linalg.matmul ins(%collapsed_57, %transposed_63 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%36 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_64 = tensor.expand_shape %132 [[0, 1], [2, 3]] output_shape [2, 16, 2, 8] : tensor<32x16xf32> into tensor<2x16x2x8xf32>
    %transposed_65 = linalg.transpose ins(%expanded_64 : tensor<2x16x2x8xf32>) outs(%38 : tensor<2x2x16x8xf32>) permutation = [0, 2, 1, 3] 
    %133 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_59, %expanded_19 : tensor<2x4x16x8xf32>, tensor<1x1x16x8xf32>) outs(%34 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x8xf32>
    %extracted_slice_66 = tensor.extract_slice %transposed_59[0, 0, 0, 0] [2, 4, 16, 4] [1, 1, 1, 1] : tensor<2x4x16x8xf32> to tensor<2x4x16x4xf32>
    %extracted_slice_67 = tensor.extract_slice %transposed_59[0, 0, 0, 4] [2, 4, 16, 4] [1, 1, 1, 1] : tensor<2x4x16x8xf32> to tensor<2x4x16x4xf32>
    %134 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_67 : tensor<2x4x16x4xf32>) outs(%41 : tensor<2x4x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.negf %in : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x4xf32>
    %concat_68 = tensor.concat dim(3) %134, %extracted_slice_66 : (tensor<2x4x16x4xf32>, tensor<2x4x16x4xf32>) -> tensor<2x4x16x8xf32>
    %135 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_68, %expanded_20 : tensor<2x4x16x8xf32>, tensor<1x1x16x8xf32>) outs(%34 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x8xf32>
    %136 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %135 : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>) outs(%34 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.addf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x8xf32>
    %137 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_62, %expanded_19 : tensor<2x2x16x8xf32>, tensor<1x1x16x8xf32>) outs(%38 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x2x16x8xf32>
    %extracted_slice_69 = tensor.extract_slice %transposed_62[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x8xf32> to tensor<2x2x16x4xf32>
    %extracted_slice_70 = tensor.extract_slice %transposed_62[0, 0, 0, 4] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x8xf32> to tensor<2x2x16x4xf32>
    %138 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_70 : tensor<2x2x16x4xf32>) outs(%46 : tensor<2x2x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.negf %in : f32
      linalg.yield %188 : f32
    } -> tensor<2x2x16x4xf32>
    %concat_71 = tensor.concat dim(3) %138, %extracted_slice_69 : (tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>) -> tensor<2x2x16x8xf32>
    %139 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_71, %expanded_20 : tensor<2x2x16x8xf32>, tensor<1x1x16x8xf32>) outs(%38 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x2x16x8xf32>
    %140 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %139 : tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) outs(%38 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.addf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x2x16x8xf32>
    %141 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<2x2x16x8xf32>) outs(%50 : tensor<2x2x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x16x8xf32>
    %collapsed_72 = tensor.collapse_shape %141 [[0], [1, 2], [3], [4]] : tensor<2x2x2x16x8xf32> into tensor<2x4x16x8xf32>
    %142 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_65 : tensor<2x2x16x8xf32>) outs(%50 : tensor<2x2x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x16x8xf32>
    %transposed_73 = linalg.transpose ins(%collapsed_72 : tensor<2x4x16x8xf32>) outs(%53 : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_74 = tensor.collapse_shape %136 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_75 = tensor.collapse_shape %transposed_73 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %143 = linalg.batch_matmul ins(%collapsed_74, %collapsed_75 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%55 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_76 = tensor.expand_shape %143 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %144 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<2x4x16x16xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.truncf %cst_5 : f64 to f32
      %189 = arith.mulf %in, %188 : f32
      linalg.yield %189 : f32
    } -> tensor<2x4x16x16xf32>
    %145 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %14 : tensor<2x4x16x16xf32>, tensor<2x1x16x16xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.addf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x16xf32>
    %146:2 = linalg.generic {indexing_maps = [#map5, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%145 : tensor<2x4x16x16xf32>) outs(%63, %61 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_102: i64):
      %188 = linalg.index 3 : index
      %189 = arith.index_cast %188 : index to i64
      %190 = arith.maximumf %in, %out : f32
      %191 = arith.cmpf ogt, %in, %out : f32
      %192 = arith.select %191, %189, %out_102 : i64
      linalg.yield %190, %192 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_77 = tensor.expand_shape %146#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %147 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %expanded_77 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.subf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x16xf32>
    %148 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147 : tensor<2x4x16x16xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = math.exp %in : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x16xf32>
    %149 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%148 : tensor<2x4x16x16xf32>) outs(%68 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.addf %in, %out : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x1xf32>
    %150 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %149 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%57 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.divf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_78 = tensor.collapse_shape %150 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_79 = tensor.collapse_shape %142 [[0, 1, 2], [3], [4]] : tensor<2x2x2x16x8xf32> into tensor<8x16x8xf32>
    %151 = linalg.batch_matmul ins(%collapsed_78, %collapsed_79 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%72 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_80 = tensor.expand_shape %151 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %transposed_81 = linalg.transpose ins(%expanded_80 : tensor<2x4x16x8xf32>) outs(%74 : tensor<2x16x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_82 = linalg.transpose ins(%arg14 : tensor<32x32xf32>) outs(%31 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_83 = tensor.collapse_shape %transposed_81 [[0, 1], [2, 3]] : tensor<2x16x4x8xf32> into tensor<32x32xf32>
    %152 = linalg.matmul ins(%collapsed_83, %transposed_82 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_84 = tensor.expand_shape %152 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %expanded_84 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.addf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%154 : tensor<2x16x32xf32>) outs(%24 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.addf %in, %out : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.divf %in, %cst_7 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.truncf %cst_6 : f64 to f32
      %189 = arith.addf %in, %188 : f32
      linalg.yield %189 : f32
    } -> tensor<2x16x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = math.rsqrt %in : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %158 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %160 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %159 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_85 = tensor.collapse_shape %160 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
    %transposed_86 = linalg.transpose ins(%arg15 : tensor<4x32xf32>) outs(%84 : tensor<32x4xf32>) permutation = [1, 0] 
    %161 = linalg.matmul ins(%collapsed_85, %transposed_86 : tensor<32x32xf32>, tensor<32x4xf32>) outs(%85 : tensor<32x4xf32>) -> tensor<32x4xf32>
    %162:2 = linalg.generic {indexing_maps = [#map17, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%161 : tensor<32x4xf32>) outs(%90, %88 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_102: i64):
      %188 = linalg.index 1 : index
      %189 = arith.index_cast %188 : index to i64
      %190 = arith.maximumf %in, %out : f32
      %191 = arith.cmpf ogt, %in, %out : f32
      %192 = arith.select %191, %189, %out_102 : i64
      linalg.yield %190, %192 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_87 = tensor.expand_shape %162#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %163 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%161, %expanded_87 : tensor<32x4xf32>, tensor<32x1xf32>) outs(%84 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.subf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<32x4xf32>
    %164 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%163 : tensor<32x4xf32>) outs(%84 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = math.exp %in : f32
      linalg.yield %188 : f32
    } -> tensor<32x4xf32>
    %165 = linalg.generic {indexing_maps = [#map17, #map19], iterator_types = ["parallel", "reduction"]} ins(%164 : tensor<32x4xf32>) outs(%95 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.addf %in, %out : f32
      linalg.yield %188 : f32
    } -> tensor<32x1xf32>
    %166 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%164, %165 : tensor<32x4xf32>, tensor<32x1xf32>) outs(%84 : tensor<32x4xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.divf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<32x4xf32>
    %167:2 = tm_tensor.sort dimension(1) outs(%166, %99 : tensor<32x4xf32>, tensor<32x4xi64>) {
    ^bb0(%arg23: f32, %arg24: f32, %arg25: i64, %arg26: i64):
      %188 = arith.cmpf oge, %arg23, %arg24 : f32
      tm_tensor.yield %188 : i1
    } -> tensor<32x4xf32>, tensor<32x4xi64>
    %extracted_slice_88 = tensor.extract_slice %167#0[0, 0] [32, 2] [1, 1] : tensor<32x4xf32> to tensor<32x2xf32>
    %extracted_slice_89 = tensor.extract_slice %167#1[0, 0] [32, 2] [1, 1] : tensor<32x4xi64> to tensor<32x2xi64>
    %168 = linalg.generic {indexing_maps = [#map17, #map19], iterator_types = ["parallel", "reduction"]} ins(%extracted_slice_88 : tensor<32x2xf32>) outs(%95 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.addf %in, %out : f32
      linalg.yield %188 : f32
    } -> tensor<32x1xf32>
    %169 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_88, %168 : tensor<32x2xf32>, tensor<32x1xf32>) outs(%102 : tensor<32x2xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.divf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<32x2xf32>
    %170 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_85 : tensor<32x32xf32>) outs(%104 : tensor<32x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x32xf32>
    %collapsed_90 = tensor.collapse_shape %170 [[0, 1], [2]] : tensor<32x2x32xf32> into tensor<64x32xf32>
    %collapsed_91 = tensor.collapse_shape %extracted_slice_89 [[0, 1]] : tensor<32x2xi64> into tensor<64xi64>
    %171 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_91 : tensor<64xi64>) outs(%106 : tensor<64x64x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %188 = arith.cmpi slt, %in, %c0_i64 : i64
      %189 = arith.addi %in, %c4_i64 : i64
      %190 = arith.select %188, %189, %in : i64
      %191 = arith.index_cast %190 : i64 to index
      %192 = linalg.index 1 : index
      %193 = linalg.index 2 : index
      %extracted = tensor.extract %arg16[%191, %192, %193] : tensor<4x64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x32xf32>
    %expanded_92 = tensor.expand_shape %collapsed_90 [[0], [1, 2]] output_shape [64, 32, 1] : tensor<64x32xf32> into tensor<64x32x1xf32>
    %172 = linalg.batch_matmul ins(%171, %expanded_92 : tensor<64x64x32xf32>, tensor<64x32x1xf32>) outs(%109 : tensor<64x64x1xf32>) -> tensor<64x64x1xf32>
    %collapsed_93 = tensor.collapse_shape %172 [[0], [1, 2]] : tensor<64x64x1xf32> into tensor<64x64xf32>
    %extracted_slice_94 = tensor.extract_slice %collapsed_93[0, 0] [64, 32] [1, 1] : tensor<64x64xf32> to tensor<64x32xf32>
    %extracted_slice_95 = tensor.extract_slice %collapsed_93[0, 32] [64, 32] [1, 1] : tensor<64x64xf32> to tensor<64x32xf32>
    %173 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_94 : tensor<64x32xf32>) outs(%111 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.negf %in : f32
      %189 = math.exp %188 : f32
      %190 = arith.addf %189, %cst_1 : f32
      %191 = arith.divf %cst_1, %190 : f32
      linalg.yield %191 : f32
    } -> tensor<64x32xf32>
    %174 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_94, %173 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%111 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<64x32xf32>
    %175 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = ["parallel", "parallel"]} ins(%174, %extracted_slice_95 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%111 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<64x32xf32>
    %176 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_91 : tensor<64xi64>) outs(%115 : tensor<64x32x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %188 = arith.cmpi slt, %in, %c0_i64 : i64
      %189 = arith.addi %in, %c4_i64 : i64
      %190 = arith.select %188, %189, %in : i64
      %191 = arith.index_cast %190 : i64 to index
      %192 = linalg.index 1 : index
      %193 = linalg.index 2 : index
      %extracted = tensor.extract %arg17[%191, %192, %193] : tensor<4x32x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x32x32xf32>
    %expanded_96 = tensor.expand_shape %175 [[0], [1, 2]] output_shape [64, 32, 1] : tensor<64x32xf32> into tensor<64x32x1xf32>
    %177 = linalg.batch_matmul ins(%176, %expanded_96 : tensor<64x32x32xf32>, tensor<64x32x1xf32>) outs(%118 : tensor<64x32x1xf32>) -> tensor<64x32x1xf32>
    %collapsed_97 = tensor.collapse_shape %177 [[0], [1, 2]] : tensor<64x32x1xf32> into tensor<64x32xf32>
    %collapsed_98 = tensor.collapse_shape %169 [[0, 1]] : tensor<32x2xf32> into tensor<64xf32>
    %expanded_99 = tensor.expand_shape %collapsed_98 [[0, 1]] output_shape [64, 1] : tensor<64xf32> into tensor<64x1xf32>
    %178 = linalg.generic {indexing_maps = [#map17, #map19, #map17], iterator_types = ["parallel", "parallel"]} ins(%collapsed_97, %expanded_99 : tensor<64x32xf32>, tensor<64x1xf32>) outs(%111 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<64x32xf32>
    %expanded_100 = tensor.expand_shape %178 [[0, 1], [2]] output_shape [32, 2, 32] : tensor<64x32xf32> into tensor<32x2x32xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map20], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_100 : tensor<32x2x32xf32>) outs(%32 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.addf %in, %out : f32
      linalg.yield %188 : f32
    } -> tensor<32x32xf32>
    %expanded_101 = tensor.expand_shape %179 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %expanded_101 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.addf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%181 : tensor<2x16x32xf32>) outs(%24 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.addf %in, %out : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.divf %in, %cst_7 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = arith.truncf %cst_6 : f64 to f32
      %189 = arith.addf %in, %188 : f32
      linalg.yield %189 : f32
    } -> tensor<2x16x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x16x1xf32>) outs(%23 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %188 = math.rsqrt %in : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x1xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %185 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    %187 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20, %186 : tensor<32xf32>, tensor<2x16x32xf32>) outs(%0 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %188 = arith.mulf %in, %in_102 : f32
      linalg.yield %188 : f32
    } -> tensor<2x16x32xf32>
    return %187 : tensor<2x16x32xf32>
  }
}
