// One GPT block, data parallel over dp and Megatron tensor parallel over tp
// (bench/gen_gpt.py --batch 4 --seq 16 --hidden 64 --heads 4 --ffn 256 --annotate dp-tp).
dist.mesh @mesh = <["dp"=2, "tp"=2]>
func.func @gpt(%x: tensor<4x16x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>},
    %l0_ln1g: tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>},
    %l0_ln1b: tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>},
    %l0_wq: tensor<64x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
    %l0_wk: tensor<64x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
    %l0_wv: tensor<64x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
    %l0_wo: tensor<64x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
    %l0_ln2g: tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>},
    %l0_ln2b: tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>},
    %l0_w1: tensor<64x256xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
    %l0_b1: tensor<256xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>},
    %l0_w2: tensor<256x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
    %l0_b2: tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>})
    -> (tensor<4x16x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %hidden = arith.constant 64.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %scale = arith.constant 0.25 : f32
  %rsqrt2 = arith.constant 0.70710678118654752 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e1 = tensor.empty() : tensor<4x16xf32>
  %v2 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<4x16x64xf32>) outs(%v2 : tensor<4x16xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %r = arith.addf %a0, %o : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>
  %e4 = tensor.empty() : tensor<4x16xf32>
  %v5 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %v3 : tensor<4x16x64xf32>, tensor<4x16xf32>) outs(%v5 : tensor<4x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %m = arith.divf %a1, %hidden : f32
    %d = arith.subf %a0, %m : f32
    %d2 = arith.mulf %d, %d : f32
    %r = arith.addf %d2, %o : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>
  %e8 = tensor.empty() : tensor<4x16x64xf32>
  %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %v3, %v6, %l0_ln1g, %l0_ln1b : tensor<4x16x64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e8 : tensor<4x16x64xf32>) {
  ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %a4: f32, %o: f32):
    %m = arith.divf %a1, %hidden : f32
    %var = arith.divf %a2, %hidden : f32
    %ve = arith.addf %var, %eps : f32
    %inv = math.rsqrt %ve : f32
    %d = arith.subf %a0, %m : f32
    %n = arith.mulf %d, %inv : f32
    %s = arith.mulf %n, %a3 : f32
    %r = arith.addf %s, %a4 : f32
    linalg.yield %r : f32
  } -> tensor<4x16x64xf32>
  %e9 = tensor.empty() : tensor<4x16x64xf32>
  %v10 = linalg.fill ins(%zero : f32) outs(%e9 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %v11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%v7, %l0_wq : tensor<4x16x64xf32>, tensor<64x64xf32>) outs(%v10 : tensor<4x16x64xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %m = arith.mulf %a0, %a1 : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x16x64xf32>
  %v12 = tensor.expand_shape %v11 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32>
  %e13 = tensor.empty() : tensor<4x16x64xf32>
  %v14 = linalg.fill ins(%zero : f32) outs(%e13 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %v15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%v7, %l0_wk : tensor<4x16x64xf32>, tensor<64x64xf32>) outs(%v14 : tensor<4x16x64xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %m = arith.mulf %a0, %a1 : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x16x64xf32>
  %v16 = tensor.expand_shape %v15 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32>
  %e17 = tensor.empty() : tensor<4x16x64xf32>
  %v18 = linalg.fill ins(%zero : f32) outs(%e17 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %v19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%v7, %l0_wv : tensor<4x16x64xf32>, tensor<64x64xf32>) outs(%v18 : tensor<4x16x64xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %m = arith.mulf %a0, %a1 : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x16x64xf32>
  %v20 = tensor.expand_shape %v19 [[0], [1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<4x16x64xf32> into tensor<4x16x4x16xf32>
  %e21 = tensor.empty() : tensor<4x4x16x16xf32>
  %v22 = linalg.fill ins(%zero : f32) outs(%e21 : tensor<4x4x16x16xf32>) -> tensor<4x4x16x16xf32>
  %v23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%v12, %v16 : tensor<4x16x4x16xf32>, tensor<4x16x4x16xf32>) outs(%v22 : tensor<4x4x16x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %m = arith.mulf %a0, %a1 : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x4x16x16xf32>
  %e25 = tensor.empty() : tensor<4x4x16x16xf32>
  %v24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%v23 : tensor<4x4x16x16xf32>) outs(%e25 : tensor<4x4x16x16xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %f = arith.cmpi ugt, %j, %i : index
    %s = arith.mulf %a0, %scale : f32
    %r = arith.select %f, %ninf, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x4x16x16xf32>
  %e26 = tensor.empty() : tensor<4x4x16xf32>
  %v27 = linalg.fill ins(%ninf : f32) outs(%e26 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
  %v28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%v24 : tensor<4x4x16x16xf32>) outs(%v27 : tensor<4x4x16xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %r = arith.maximumf %a0, %o : f32
    linalg.yield %r : f32
  } -> tensor<4x4x16xf32>
  %e30 = tensor.empty() : tensor<4x4x16x16xf32>
  %v29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%v24, %v28 : tensor<4x4x16x16xf32>, tensor<4x4x16xf32>) outs(%e30 : tensor<4x4x16x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %d = arith.subf %a0, %a1 : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<4x4x16x16xf32>
  %e31 = tensor.empty() : tensor<4x4x16xf32>
  %v32 = linalg.fill ins(%zero : f32) outs(%e31 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
  %v33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%v29 : tensor<4x4x16x16xf32>) outs(%v32 : tensor<4x4x16xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %r = arith.addf %a0, %o : f32
    linalg.yield %r : f32
  } -> tensor<4x4x16xf32>
  %e35 = tensor.empty() : tensor<4x4x16x16xf32>
  %v34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%v29, %v33 : tensor<4x4x16x16xf32>, tensor<4x4x16xf32>) outs(%e35 : tensor<4x4x16x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %r = arith.divf %a0, %a1 : f32
    linalg.yield %r : f32
  } -> tensor<4x4x16x16xf32>
  %e36 = tensor.empty() : tensor<4x16x4x16xf32>
  %v37 = linalg.fill ins(%zero : f32) outs(%e36 : tensor<4x16x4x16xf32>) -> tensor<4x16x4x16xf32>
  %v38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%v34, %v20 : tensor<4x4x16x16xf32>, tensor<4x16x4x16xf32>) outs(%v37 : tensor<4x16x4x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %m = arith.mulf %a0, %a1 : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x16x4x16xf32>
  %v39 = tensor.collapse_shape %v38 [[0], [1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<4x16x64xf32>
  %e40 = tensor.empty() : tensor<4x16x64xf32>
  %v41 = linalg.fill ins(%zero : f32) outs(%e40 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %v42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%v39, %l0_wo : tensor<4x16x64xf32>, tensor<64x64xf32>) outs(%v41 : tensor<4x16x64xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %m = arith.mulf %a0, %a1 : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x16x64xf32>
  %e44 = tensor.empty() : tensor<4x16x64xf32>
  %v43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %v42 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%e44 : tensor<4x16x64xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %r = arith.addf %a0, %a1 : f32
    linalg.yield %r : f32
  } -> tensor<4x16x64xf32>
  %e45 = tensor.empty() : tensor<4x16xf32>
  %v46 = linalg.fill ins(%zero : f32) outs(%e45 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %v47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%v43 : tensor<4x16x64xf32>) outs(%v46 : tensor<4x16xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %r = arith.addf %a0, %o : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>
  %e48 = tensor.empty() : tensor<4x16xf32>
  %v49 = linalg.fill ins(%zero : f32) outs(%e48 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %v50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%v43, %v47 : tensor<4x16x64xf32>, tensor<4x16xf32>) outs(%v49 : tensor<4x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %m = arith.divf %a1, %hidden : f32
    %d = arith.subf %a0, %m : f32
    %d2 = arith.mulf %d, %d : f32
    %r = arith.addf %d2, %o : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>
  %e52 = tensor.empty() : tensor<4x16x64xf32>
  %v51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%v43, %v47, %v50, %l0_ln2g, %l0_ln2b : tensor<4x16x64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e52 : tensor<4x16x64xf32>) {
  ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %a4: f32, %o: f32):
    %m = arith.divf %a1, %hidden : f32
    %var = arith.divf %a2, %hidden : f32
    %ve = arith.addf %var, %eps : f32
    %inv = math.rsqrt %ve : f32
    %d = arith.subf %a0, %m : f32
    %n = arith.mulf %d, %inv : f32
    %s = arith.mulf %n, %a3 : f32
    %r = arith.addf %s, %a4 : f32
    linalg.yield %r : f32
  } -> tensor<4x16x64xf32>
  %e53 = tensor.empty() : tensor<4x16x256xf32>
  %v54 = linalg.fill ins(%zero : f32) outs(%e53 : tensor<4x16x256xf32>) -> tensor<4x16x256xf32>
  %v55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%v51, %l0_w1 : tensor<4x16x64xf32>, tensor<64x256xf32>) outs(%v54 : tensor<4x16x256xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %m = arith.mulf %a0, %a1 : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x16x256xf32>
  %e57 = tensor.empty() : tensor<4x16x256xf32>
  %v56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%v55, %l0_b1 : tensor<4x16x256xf32>, tensor<256xf32>) outs(%e57 : tensor<4x16x256xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %u = arith.addf %a0, %a1 : f32
    %s = arith.mulf %u, %rsqrt2 : f32
    %e = math.erf %s : f32
    %p = arith.addf %e, %one : f32
    %h = arith.mulf %u, %half : f32
    %r = arith.mulf %h, %p : f32
    linalg.yield %r : f32
  } -> tensor<4x16x256xf32>
  %e58 = tensor.empty() : tensor<4x16x64xf32>
  %v59 = linalg.fill ins(%zero : f32) outs(%e58 : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %v60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%v56, %l0_w2 : tensor<4x16x256xf32>, tensor<256x64xf32>) outs(%v59 : tensor<4x16x64xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %m = arith.mulf %a0, %a1 : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x16x64xf32>
  %e62 = tensor.empty() : tensor<4x16x64xf32>
  %v61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%v43, %v60, %l0_b2 : tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<64xf32>) outs(%e62 : tensor<4x16x64xf32>) {
  ^bb0(%a0: f32, %a1: f32, %a2: f32, %o: f32):
    %u = arith.addf %a0, %a1 : f32
    %r = arith.addf %u, %a2 : f32
    linalg.yield %r : f32
  } -> tensor<4x16x64xf32>
  return %v61 : tensor<4x16x64xf32>
}
