#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<(d0, d1) -> (d1)>
module {
  dist.mesh @mesh = <["pp"=1, "dp"=2, "tp"=2]>
  ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
  func.func @forward(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0 : i64}, %arg1: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}, %arg3: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg4: tensor<16xf32>) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
    %c16_i64 = arith.constant 16 : i64
    %c32_i64 = arith.constant 32 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant dense<7.500000e-01> : tensor<f64>
    %cst_3 = arith.constant 0.000000e+00 : f64
    %cst_4 = arith.constant dense<5.000000e-01> : tensor<f64>
    %cst_5 = arith.constant 5.4210107999999998E-20 : f64
    %cst_6 = arith.constant 1.41421354 : f32
    %cst_7 = arith.constant 7.500000e-01 : f32
    %c6364136223846793005_i64 = arith.constant 6364136223846793005 : i64
    %c1442695040888963407_i64 = arith.constant 1442695040888963407 : i64
    %global_seed = ml_program.global_load @global_seed : tensor<i64>
    %extracted = tensor.extract %global_seed[] : tensor<i64>
    %0 = arith.muli %extracted, %c6364136223846793005_i64 : i64
    %1 = arith.addi %0, %c1442695040888963407_i64 : i64
    %inserted = tensor.insert %1 into %global_seed[] : tensor<i64>
    ml_program.global_store @global_seed = %inserted : tensor<i64>
    %2 = tensor.empty() : tensor<8x16xf64>
    %3 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%2 : tensor<8x16xf64>) {
    ^bb0(%out: f64):
      %29 = linalg.index 0 : index
      %30 = arith.index_cast %29 : index to i64
      %31 = linalg.index 1 : index
      %32 = arith.index_cast %31 : index to i64
      %33 = arith.muli %30, %c16_i64 : i64
      %34 = arith.addi %33, %32 : i64
      %35 = arith.muli %34, %1 : i64
      %36 = arith.addi %35, %1 : i64
      %37 = arith.muli %35, %35 : i64
      %38 = arith.addi %37, %35 : i64
      %39 = arith.shli %38, %c32_i64 : i64
      %40 = arith.shrui %38, %c32_i64 : i64
      %41 = arith.ori %39, %40 : i64
      %42 = arith.muli %41, %41 : i64
      %43 = arith.addi %42, %36 : i64
      %44 = arith.shli %43, %c32_i64 : i64
      %45 = arith.shrui %43, %c32_i64 : i64
      %46 = arith.ori %44, %45 : i64
      %47 = arith.muli %46, %46 : i64
      %48 = arith.addi %47, %35 : i64
      %49 = arith.shli %48, %c32_i64 : i64
      %50 = arith.shrui %48, %c32_i64 : i64
      %51 = arith.ori %49, %50 : i64
      %52 = arith.muli %51, %51 : i64
      %53 = arith.addi %52, %36 : i64
      %54 = arith.shli %53, %c32_i64 : i64
      %55 = arith.shrui %53, %c32_i64 : i64
      %56 = arith.ori %54, %55 : i64
      %57 = arith.muli %56, %56 : i64
      %58 = arith.addi %57, %35 : i64
      %59 = arith.shrui %58, %c32_i64 : i64
      %60 = arith.xori %53, %59 : i64
      %61 = arith.uitofp %60 : i64 to f64
      %62 = arith.mulf %61, %cst_5 : f64
      %63 = arith.addf %62, %cst_3 : f64
      linalg.yield %63 : f64
    } -> tensor<8x16xf64>
    %4 = tensor.empty() : tensor<8x16xi1>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %cst_4 : tensor<8x16xf64>, tensor<f64>) outs(%4 : tensor<8x16xi1>) {
    ^bb0(%in: f64, %in_12: f64, %out: i1):
      %29 = arith.cmpf olt, %in, %in_12 : f64
      linalg.yield %29 : i1
    } -> tensor<8x16xi1>
    %6 = tensor.empty() : tensor<8x16xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<8x16xi1>) outs(%6 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %29 = arith.uitofp %in : i1 to f32
      linalg.yield %29 : f32
    } -> tensor<8x16xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %arg0 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%6 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %29 = arith.mulf %in, %in_12 : f32
      linalg.yield %29 : f32
    } -> tensor<8x16xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x16xf32>) outs(%6 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.divf %in, %cst_1 : f32
      linalg.yield %29 : f32
    } -> tensor<8x16xf32>
    %10 = tensor.empty() : tensor<16x32xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<32x16xf32>) outs(%10 : tensor<16x32xf32>) permutation = [1, 0] 
    %11 = tensor.empty() : tensor<8x32xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %product13 = linalg.matmul ins(%9, %transposed : tensor<8x16xf32>, tensor<16x32xf32>) outs(%12 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %13 = dist.stage_boundary %product13 : tensor<8x32xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %arg2 : tensor<8x32xf32>, tensor<32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %29 = arith.addf %in, %in_12 : f32
      linalg.yield %29 : f32
    } -> tensor<8x32xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<8x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.divf %in, %cst_6 : f32
      %30 = math.erf %29 : f32
      %31 = arith.addf %30, %cst_0 : f32
      %32 = arith.mulf %31, %cst_1 : f32
      %33 = arith.mulf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<8x32xf32>
    %global_seed_8 = ml_program.global_load @global_seed : tensor<i64>
    %extracted_9 = tensor.extract %global_seed_8[] : tensor<i64>
    %16 = arith.muli %extracted_9, %c6364136223846793005_i64 : i64
    %17 = arith.addi %16, %c1442695040888963407_i64 : i64
    %inserted_10 = tensor.insert %17 into %global_seed_8[] : tensor<i64>
    ml_program.global_store @global_seed = %inserted_10 : tensor<i64>
    %18 = tensor.empty() : tensor<8x32xf64>
    %19 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%18 : tensor<8x32xf64>) {
    ^bb0(%out: f64):
      %29 = linalg.index 0 : index
      %30 = arith.index_cast %29 : index to i64
      %31 = linalg.index 1 : index
      %32 = arith.index_cast %31 : index to i64
      %33 = arith.muli %30, %c32_i64 : i64
      %34 = arith.addi %33, %32 : i64
      %35 = arith.muli %34, %17 : i64
      %36 = arith.addi %35, %17 : i64
      %37 = arith.muli %35, %35 : i64
      %38 = arith.addi %37, %35 : i64
      %39 = arith.shli %38, %c32_i64 : i64
      %40 = arith.shrui %38, %c32_i64 : i64
      %41 = arith.ori %39, %40 : i64
      %42 = arith.muli %41, %41 : i64
      %43 = arith.addi %42, %36 : i64
      %44 = arith.shli %43, %c32_i64 : i64
      %45 = arith.shrui %43, %c32_i64 : i64
      %46 = arith.ori %44, %45 : i64
      %47 = arith.muli %46, %46 : i64
      %48 = arith.addi %47, %35 : i64
      %49 = arith.shli %48, %c32_i64 : i64
      %50 = arith.shrui %48, %c32_i64 : i64
      %51 = arith.ori %49, %50 : i64
      %52 = arith.muli %51, %51 : i64
      %53 = arith.addi %52, %36 : i64
      %54 = arith.shli %53, %c32_i64 : i64
      %55 = arith.shrui %53, %c32_i64 : i64
      %56 = arith.ori %54, %55 : i64
      %57 = arith.muli %56, %56 : i64
      %58 = arith.addi %57, %35 : i64
      %59 = arith.shrui %58, %c32_i64 : i64
      %60 = arith.xori %53, %59 : i64
      %61 = arith.uitofp %60 : i64 to f64
      %62 = arith.mulf %61, %cst_5 : f64
      %63 = arith.addf %62, %cst_3 : f64
      linalg.yield %63 : f64
    } -> tensor<8x32xf64>
    %20 = tensor.empty() : tensor<8x32xi1>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%19, %cst_2 : tensor<8x32xf64>, tensor<f64>) outs(%20 : tensor<8x32xi1>) {
    ^bb0(%in: f64, %in_12: f64, %out: i1):
      %29 = arith.cmpf olt, %in, %in_12 : f64
      linalg.yield %29 : i1
    } -> tensor<8x32xi1>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<8x32xi1>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %29 = arith.uitofp %in : i1 to f32
      linalg.yield %29 : f32
    } -> tensor<8x32xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%22, %15 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %29 = arith.mulf %in, %in_12 : f32
      linalg.yield %29 : f32
    } -> tensor<8x32xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<8x32xf32>) outs(%11 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.divf %in, %cst_7 : f32
      linalg.yield %29 : f32
    } -> tensor<8x32xf32>
    %25 = tensor.empty() : tensor<32x16xf32>
    %transposed_11 = linalg.transpose ins(%arg3 : tensor<16x32xf32>) outs(%25 : tensor<32x16xf32>) permutation = [1, 0] 
    %26 = linalg.fill ins(%cst : f32) outs(%6 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %27 = linalg.matmul ins(%24, %transposed_11 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%26 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%27, %arg4 : tensor<8x16xf32>, tensor<16xf32>) outs(%6 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %29 = arith.addf %in, %in_12 : f32
      linalg.yield %29 : f32
    } -> tensor<8x16xf32>
    return %9, %28 : tensor<8x16xf32>, tensor<8x16xf32>
  }
}
