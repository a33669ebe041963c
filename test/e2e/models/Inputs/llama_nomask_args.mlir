#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map11 = affine_map<(d0, d1, d2, d3) -> ()>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map13 = affine_map<(d0, d1, d2) -> (d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  dist.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func @forward(%arg0: tensor<2x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg1: tensor<128x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg3: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg4: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg5: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg6: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg7: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg8: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg12: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg13: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg14: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg15: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg16: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg17: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<4xf32>, %arg22: tensor<4xf32>) -> (tensor<2x8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>}) {
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c8_i64 = arith.constant 8 : i64
    %c128 = arith.constant 128 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.35355339059327379 : f64
    %cst_6 = arith.constant 9.9999999999999995E-7 : f64
    %cst_7 = arith.constant 3.200000e+01 : f32
    %0 = tensor.empty() : tensor<2x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %151 = arith.index_cast %in : i64 to index
      %152 = linalg.index 2 : index
      %153 = arith.cmpi slt, %151, %c128 : index
      cf.assert %153, "index must be smaller than dim size"
      %154 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %154, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%151, %152] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %151 = linalg.index 0 : index
      %152 = arith.index_cast %151 : index to i64
      linalg.yield %152 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2x8xi64>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<8xi64>) outs(%4 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x8xi64>
    %extracted_slice = tensor.extract_slice %5[0, 0] [2, 1] [1, 1] : tensor<2x8xi64> to tensor<2x1xi64>
    %6 = tensor.empty() : tensor<2x1xi64>
    %7 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<2x1xi64>) outs(%6 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %151 = arith.subi %in, %c1_i64 : i64
      linalg.yield %151 : i64
    } -> tensor<2x1xi64>
    %concat = tensor.concat dim(1) %7, %5 : (tensor<2x1xi64>, tensor<2x8xi64>) -> tensor<2x9xi64>
    %extracted_slice_8 = tensor.extract_slice %concat[0, 0] [2, 8] [1, 1] : tensor<2x9xi64> to tensor<2x8xi64>
    %extracted_slice_9 = tensor.extract_slice %concat[0, 1] [2, 8] [1, 1] : tensor<2x9xi64> to tensor<2x8xi64>
    %8 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_9, %extracted_slice_8 : tensor<2x8xi64>, tensor<2x8xi64>) outs(%4 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %in_86: i64, %out: i64):
      %151 = arith.subi %in, %in_86 : i64
      linalg.yield %151 : i64
    } -> tensor<2x8xi64>
    %9 = tensor.empty() : tensor<2x8xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<2x8xi64>) outs(%9 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %151 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %151 : i1
    } -> tensor<2x8xi1>
    %11 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<2x8xi1>) outs(%4 : tensor<2x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %151 = arith.extui %in : i1 to i64
      linalg.yield %151 : i64
    } -> tensor<2x8xi64>
    %12 = linalg.fill ins(%c0_i64 : i64) outs(%4 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %13 = tensor.empty() : tensor<2xi64>
    %14 = linalg.fill ins(%c0_i64 : i64) outs(%13 : tensor<2xi64>) -> tensor<2xi64>
    %15:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%11 : tensor<2x8xi64>) outs(%12, %14 : tensor<2x8xi64>, tensor<2xi64>) {
    ^bb0(%arg23: i64, %arg24: i64):
      %151 = arith.addi %arg23, %arg24 : i64
      tm_tensor.yield %151 : i64
    } -> tensor<2x8xi64>, tensor<2xi64>
    %16 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%13 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %151 = linalg.index 0 : index
      %152 = arith.index_cast %151 : index to i64
      linalg.yield %152 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %16 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_10 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_11 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %17 = tensor.empty() : tensor<2x1x8x1xi64>
    %18 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_10 : tensor<2x1x1x1xi64>, tensor<1x1x8x1xi64>) outs(%17 : tensor<2x1x8x1xi64>) {
    ^bb0(%in: i64, %in_86: i64, %out: i64):
      %151 = arith.cmpi slt, %in, %c0_i64 : i64
      %152 = arith.addi %in, %c2_i64 : i64
      %153 = arith.select %151, %152, %in : i64
      %154 = arith.index_cast %153 : i64 to index
      %155 = arith.cmpi slt, %in_86, %c0_i64 : i64
      %156 = arith.addi %in_86, %c8_i64 : i64
      %157 = arith.select %155, %156, %in_86 : i64
      %158 = arith.index_cast %157 : i64 to index
      %extracted = tensor.extract %5[%154, %158] : tensor<2x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<2x1x8x1xi64>
    %19 = tensor.empty() : tensor<2x1x1x8xi64>
    %20 = linalg.generic {indexing_maps = [#map5, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_11 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%19 : tensor<2x1x1x8xi64>) {
    ^bb0(%in: i64, %in_86: i64, %out: i64):
      %151 = arith.cmpi slt, %in, %c0_i64 : i64
      %152 = arith.addi %in, %c2_i64 : i64
      %153 = arith.select %151, %152, %in : i64
      %154 = arith.index_cast %153 : i64 to index
      %155 = arith.cmpi slt, %in_86, %c0_i64 : i64
      %156 = arith.addi %in_86, %c8_i64 : i64
      %157 = arith.select %155, %156, %in_86 : i64
      %158 = arith.index_cast %157 : i64 to index
      %extracted = tensor.extract %5[%154, %158] : tensor<2x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<2x1x1x8xi64>
    %21 = tensor.empty() : tensor<2x1x8x8xi1>
    %22 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %18 : tensor<2x1x1x8xi64>, tensor<2x1x8x1xi64>) outs(%21 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i64, %in_86: i64, %out: i1):
      %151 = arith.cmpi sle, %in, %in_86 : i64
      linalg.yield %151 : i1
    } -> tensor<2x1x8x8xi1>
    %23 = linalg.generic {indexing_maps = [#map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %22 : tensor<i1>, tensor<2x1x8x8xi1>) outs(%21 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_86: i1, %out: i1):
      %151 = arith.andi %in, %in_86 : i1
      linalg.yield %151 : i1
    } -> tensor<2x1x8x8xi1>
    %24 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_10 : tensor<2x1x1x1xi64>, tensor<1x1x8x1xi64>) outs(%17 : tensor<2x1x8x1xi64>) {
    ^bb0(%in: i64, %in_86: i64, %out: i64):
      %151 = arith.cmpi slt, %in, %c0_i64 : i64
      %152 = arith.addi %in, %c2_i64 : i64
      %153 = arith.select %151, %152, %in : i64
      %154 = arith.index_cast %153 : i64 to index
      %155 = arith.cmpi slt, %in_86, %c0_i64 : i64
      %156 = arith.addi %in_86, %c8_i64 : i64
      %157 = arith.select %155, %156, %in_86 : i64
      %158 = arith.index_cast %157 : i64 to index
      %extracted = tensor.extract %15#0[%154, %158] : tensor<2x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<2x1x8x1xi64>
    %25 = linalg.generic {indexing_maps = [#map5, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_11 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%19 : tensor<2x1x1x8xi64>) {
    ^bb0(%in: i64, %in_86: i64, %out: i64):
      %151 = arith.cmpi slt, %in, %c0_i64 : i64
      %152 = arith.addi %in, %c2_i64 : i64
      %153 = arith.select %151, %152, %in : i64
      %154 = arith.index_cast %153 : i64 to index
      %155 = arith.cmpi slt, %in_86, %c0_i64 : i64
      %156 = arith.addi %in_86, %c8_i64 : i64
      %157 = arith.select %155, %156, %in_86 : i64
      %158 = arith.index_cast %157 : i64 to index
      %extracted = tensor.extract %15#0[%154, %158] : tensor<2x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<2x1x1x8xi64>
    %26 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %25 : tensor<2x1x8x1xi64>, tensor<2x1x1x8xi64>) outs(%21 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i64, %in_86: i64, %out: i1):
      %151 = arith.cmpi eq, %in, %in_86 : i64
      linalg.yield %151 : i1
    } -> tensor<2x1x8x8xi1>
    %27 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %26 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xi1>) outs(%21 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_86: i1, %out: i1):
      %151 = arith.andi %in, %in_86 : i1
      linalg.yield %151 : i1
    } -> tensor<2x1x8x8xi1>
    %28 = tensor.empty() : tensor<2x1x8x8xf32>
    %29 = linalg.generic {indexing_maps = [#map7, #map11, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%28 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_86: f32, %in_87: f32, %out: f32):
      %151 = arith.select %in, %in_86, %in_87 : f32
      linalg.yield %151 : f32
    } -> tensor<2x1x8x8xf32>
    %expanded_12 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %30 = tensor.empty() : tensor<1x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<1x8x1xi64>) outs(%30 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %151 = arith.sitofp %in : i64 to f32
      linalg.yield %151 : f32
    } -> tensor<1x8x1xf32>
    %32 = tensor.empty() : tensor<1x8x4xf32>
    %33 = linalg.generic {indexing_maps = [#map12, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %arg21 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%32 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<1x8x4xf32>
    %concat_13 = tensor.concat dim(2) %33, %33 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %34 = tensor.empty() : tensor<1x8x8xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_13 : tensor<1x8x8xf32>) outs(%34 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = math.cos %in : f32
      linalg.yield %151 : f32
    } -> tensor<1x8x8xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_13 : tensor<1x8x8xf32>) outs(%34 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = math.sin %in : f32
      linalg.yield %151 : f32
    } -> tensor<1x8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %38 = tensor.empty() : tensor<2x8x1xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%37 : tensor<2x8x32xf32>) outs(%39 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.addf %in, %out : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<2x8x1xf32>) outs(%38 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.divf %in, %cst_7 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<2x8x1xf32>) outs(%38 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.truncf %cst_6 : f64 to f32
      %152 = arith.addf %in, %151 : f32
      linalg.yield %152 : f32
    } -> tensor<2x8x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<2x8x1xf32>) outs(%38 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = math.rsqrt %in : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %43 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %45 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %44 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %46 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %45 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %47 = tensor.empty() : tensor<16x32xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %49 = linalg.matmul ins(%collapsed, %transposed : tensor<16x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_14 = tensor.expand_shape %49 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %50 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x8x4x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %51 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_17 = tensor.expand_shape %51 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x8x4x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %52 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_20 = tensor.expand_shape %52 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x8x4x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_22 = tensor.expand_shape %35 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %expanded_23 = tensor.expand_shape %36 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_22 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_15[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %54 = tensor.empty() : tensor<2x4x8x4xf32>
    %55 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_25 : tensor<2x4x8x4xf32>) outs(%54 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.negf %in : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_26 = tensor.concat dim(3) %55, %extracted_slice_24 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %56 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_26, %expanded_23 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %57 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %56 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.addf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %58 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_22 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_18[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_28 = tensor.extract_slice %transposed_18[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %59 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_28 : tensor<2x4x8x4xf32>) outs(%54 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.negf %in : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_29 = tensor.concat dim(3) %59, %extracted_slice_27 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_29, %expanded_23 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %61 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %60 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.addf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_30 = linalg.transpose ins(%61 : tensor<2x4x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_31 = tensor.collapse_shape %57 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %62 = tensor.empty() : tensor<8x8x8xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %64 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%63 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_33 = tensor.expand_shape %64 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %65 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<2x4x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.truncf %cst_5 : f64 to f32
      %152 = arith.mulf %in, %151 : f32
      linalg.yield %152 : f32
    } -> tensor<2x4x8x8xf32>
    %66 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %29 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.addf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %67 = tensor.empty() : tensor<2x4x8xi64>
    %68 = linalg.fill ins(%c0_i64 : i64) outs(%67 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %69 = tensor.empty() : tensor<2x4x8xf32>
    %70 = linalg.fill ins(%cst_0 : f32) outs(%69 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %71:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<2x4x8x8xf32>) outs(%70, %68 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_86: i64):
      %151 = linalg.index 3 : index
      %152 = arith.index_cast %151 : index to i64
      %153 = arith.maximumf %in, %out : f32
      %154 = arith.cmpf ogt, %in, %out : f32
      %155 = arith.select %154, %152, %out_86 : i64
      linalg.yield %153, %155 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_34 = tensor.expand_shape %71#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_34 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.subf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %73 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<2x4x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = math.exp %in : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %74 = tensor.empty() : tensor<2x4x8x1xf32>
    %75 = linalg.fill ins(%cst : f32) outs(%74 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%73 : tensor<2x4x8x8xf32>) outs(%75 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.addf %in, %out : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x1xf32>
    %77 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %76 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.divf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_35 = tensor.collapse_shape %77 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_36 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %78 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%63 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_37 = tensor.expand_shape %78 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %79 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<2x4x8x8xf32>) outs(%79 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_39 = linalg.transpose ins(%arg5 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_40 = tensor.collapse_shape %transposed_38 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %80 = linalg.matmul ins(%collapsed_40, %transposed_39 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_41 = tensor.expand_shape %80 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_41 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.addf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%82 : tensor<2x8x32xf32>) outs(%39 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.addf %in, %out : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x1xf32>) outs(%38 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.divf %in, %cst_7 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x8x1xf32>) outs(%38 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.truncf %cst_6 : f64 to f32
      %152 = arith.addf %in, %151 : f32
      linalg.yield %152 : f32
    } -> tensor<2x8x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x1xf32>) outs(%38 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = math.rsqrt %in : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %86 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %88 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %87 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %89 = tensor.empty() : tensor<32x64xf32>
    %transposed_42 = linalg.transpose ins(%arg6 : tensor<64x32xf32>) outs(%89 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_43 = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %90 = tensor.empty() : tensor<16x64xf32>
    %91 = linalg.fill ins(%cst : f32) outs(%90 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %92 = linalg.matmul ins(%collapsed_43, %transposed_42 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%91 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_44 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %93 = tensor.empty() : tensor<2x8x64xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<2x8x64xf32>) outs(%93 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.negf %in : f32
      %152 = math.exp %151 : f32
      %153 = arith.addf %152, %cst_1 : f32
      %154 = arith.divf %cst_1, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x64xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %94 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%93 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x64xf32>
    %transposed_45 = linalg.transpose ins(%arg7 : tensor<64x32xf32>) outs(%89 : tensor<32x64xf32>) permutation = [1, 0] 
    %96 = linalg.matmul ins(%collapsed_43, %transposed_45 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%91 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_46 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %expanded_46 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%93 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x64xf32>
    %98 = tensor.empty() : tensor<64x32xf32>
    %transposed_47 = linalg.transpose ins(%arg8 : tensor<32x64xf32>) outs(%98 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %97 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %99 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%48 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_49 = tensor.expand_shape %99 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %expanded_49 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.addf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%101 : tensor<2x8x32xf32>) outs(%39 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.addf %in, %out : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x8x1xf32>) outs(%38 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.divf %in, %cst_7 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x1xf32>) outs(%38 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.truncf %cst_6 : f64 to f32
      %152 = arith.addf %in, %151 : f32
      linalg.yield %152 : f32
    } -> tensor<2x8x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x8x1xf32>) outs(%38 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = math.rsqrt %in : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %105 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %107 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %106 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %transposed_50 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %107 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %108 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_52 = tensor.expand_shape %108 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<2x8x4x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_54 = linalg.transpose ins(%arg12 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %109 = linalg.matmul ins(%collapsed_51, %transposed_54 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_55 = tensor.expand_shape %109 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<2x8x4x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_57 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %110 = linalg.matmul ins(%collapsed_51, %transposed_57 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_58 = tensor.expand_shape %110 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<2x8x4x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %111 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_53, %expanded_22 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_60 = tensor.extract_slice %transposed_53[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_61 = tensor.extract_slice %transposed_53[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %112 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_61 : tensor<2x4x8x4xf32>) outs(%54 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.negf %in : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_62 = tensor.concat dim(3) %112, %extracted_slice_60 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %113 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_62, %expanded_23 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %114 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %113 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.addf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %115 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_56, %expanded_22 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %extracted_slice_63 = tensor.extract_slice %transposed_56[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %extracted_slice_64 = tensor.extract_slice %transposed_56[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32>
    %116 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_64 : tensor<2x4x8x4xf32>) outs(%54 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.negf %in : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x4xf32>
    %concat_65 = tensor.concat dim(3) %116, %extracted_slice_63 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %117 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_65, %expanded_23 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %117 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.addf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_66 = linalg.transpose ins(%118 : tensor<2x4x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_67 = tensor.collapse_shape %114 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_68 = tensor.collapse_shape %transposed_66 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %119 = linalg.batch_matmul ins(%collapsed_67, %collapsed_68 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%63 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_69 = tensor.expand_shape %119 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %120 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x4x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.truncf %cst_5 : f64 to f32
      %152 = arith.mulf %in, %151 : f32
      linalg.yield %152 : f32
    } -> tensor<2x4x8x8xf32>
    %121 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %29 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.addf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %122:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%121 : tensor<2x4x8x8xf32>) outs(%70, %68 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_86: i64):
      %151 = linalg.index 3 : index
      %152 = arith.index_cast %151 : index to i64
      %153 = arith.maximumf %in, %out : f32
      %154 = arith.cmpf ogt, %in, %out : f32
      %155 = arith.select %154, %152, %out_86 : i64
      linalg.yield %153, %155 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_70 = tensor.expand_shape %122#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %123 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_70 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.subf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %124 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<2x4x8x8xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = math.exp %in : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %125 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%124 : tensor<2x4x8x8xf32>) outs(%75 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.addf %in, %out : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x1xf32>
    %126 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %125 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%50 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.divf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_71 = tensor.collapse_shape %126 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_72 = tensor.collapse_shape %transposed_59 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %127 = linalg.batch_matmul ins(%collapsed_71, %collapsed_72 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%63 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_73 = tensor.expand_shape %127 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<2x4x8x8xf32>) outs(%79 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_75 = linalg.transpose ins(%arg14 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_76 = tensor.collapse_shape %transposed_74 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %128 = linalg.matmul ins(%collapsed_76, %transposed_75 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_77 = tensor.expand_shape %128 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %expanded_77 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.addf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%130 : tensor<2x8x32xf32>) outs(%39 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.addf %in, %out : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<2x8x1xf32>) outs(%38 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.divf %in, %cst_7 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x1xf32>) outs(%38 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.truncf %cst_6 : f64 to f32
      %152 = arith.addf %in, %151 : f32
      linalg.yield %152 : f32
    } -> tensor<2x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x8x1xf32>) outs(%38 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = math.rsqrt %in : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %134 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %136 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %135 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %transposed_78 = linalg.transpose ins(%arg15 : tensor<64x32xf32>) outs(%89 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_79 = tensor.collapse_shape %136 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %137 = linalg.matmul ins(%collapsed_79, %transposed_78 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%91 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_80 = tensor.expand_shape %137 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<2x8x64xf32>) outs(%93 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.negf %in : f32
      %152 = math.exp %151 : f32
      %153 = arith.addf %152, %cst_1 : f32
      %154 = arith.divf %cst_1, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x64xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80, %138 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%93 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x64xf32>
    %transposed_81 = linalg.transpose ins(%arg16 : tensor<64x32xf32>) outs(%89 : tensor<32x64xf32>) permutation = [1, 0] 
    %140 = linalg.matmul ins(%collapsed_79, %transposed_81 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%91 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_82 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %expanded_82 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%93 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x64xf32>
    %transposed_83 = linalg.transpose ins(%arg17 : tensor<32x64xf32>) outs(%98 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_84 = tensor.collapse_shape %141 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %142 = linalg.matmul ins(%collapsed_84, %transposed_83 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%48 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_85 = tensor.expand_shape %142 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %expanded_85 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.addf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%144 : tensor<2x8x32xf32>) outs(%39 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.addf %in, %out : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x1xf32>) outs(%38 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.divf %in, %cst_7 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x8x1xf32>) outs(%38 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = arith.truncf %cst_6 : f64 to f32
      %152 = arith.addf %in, %151 : f32
      linalg.yield %152 : f32
    } -> tensor<2x8x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x8x1xf32>) outs(%38 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %151 = math.rsqrt %in : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %148 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    %150 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20, %149 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %151 = arith.mulf %in, %in_86 : f32
      linalg.yield %151 : f32
    } -> tensor<2x8x32xf32>
    return %150 : tensor<2x8x32xf32>
  }
}
