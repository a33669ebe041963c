// A training step exported from PyTorch: transformers' LlamaForCausalLM (2
// layers, GQA, RoPE, RMSNorm, SwiGLU, an LM head), its token-averaged cross
// entropy, PyTorch's backward and SGD, traced by
// shard_torch.export_train_step(..., {"dp": 1, "pp": 2, "tp": 1},
// column=q/k/v/gate/up, row=o/down, optimizer=SGD(lr=0.1), carry=True)
// (test/python/shard_torch_test.py's Llama), weights first, the tokens and
// labels marked dist.microbatch_dim. Run as a 2-step job on dp=2,pp=2,tp=2.
// Two things a pipeline could not run before: the loss divides by the
// number of labels that are not ignored -- a sum over the batch that the
// backward of every microbatch needs before the last one -- now made by
// every stage that reads it from the whole batch before its passes (the
// batch's statistics); and the gather of each token's logit numbers rows
// by the rank over dp and microbatches together, now the dp rank times the
// microbatch count plus the microbatch. Checked against the unsharded job
// (every step's loss, the final weights); test/python's Llama, GPT-2 and
// BERT jobs on dp=2,pp=2,tp=2 check against PyTorch.
// The labels are read where the loss is (the last stage slices its
// microbatch of them itself), and the backward of the RMSNorm after the
// cut runs after it, though it reads the residual stream made before it
// (GradientCuts.cpp): per microbatch the first stage sends one activation
// and receives one gradient, as in Megatron. It received 16 when the
// labels' reshapes and masks were made on the first stage and the loss's
// backward with them, and 3 when the norm's backward ran there.
// RUN: rm -rf %t && shard-run %s --mesh dp=2,pp=2,tp=2 --microbatches 2 --steps 2 --check -o %t/job | FileCheck %s
// On dp=2,tp=2 (one stage), Megatron's tensor-parallel communication: per
// layer 2 all_reduce forward and 2 backward (the backward's transposes of
// attention's collapsed batch x heads operands no longer gather heads);
// over dp the gradients (bucketed), the loss's sum and its token count.
// Selective recomputation (--selective-recompute): the grouped-query
// attention's scores are made again in the backward pass, so the first
// stage keeps 31936 bytes where it keeps 33984 without it, each forward
// runs both layers' attention fused (2 kv heads x 2 groups per tp rank,
// merged) and each backward their fused backward (the arena 67072 bytes
// against 70144 without it; what reads dQ,
// dK or dV before the kernel's last GEMM moves after it); against the
// unsharded step (its tm_tensor.scatter
// has no lowering under mlir-runner).
// RUN: shard-run %s --mesh dp=2,pp=2,tp=2 --microbatches 2 --selective-recompute --check -o %t/selective | FileCheck %s --check-prefix=SELECTIVE
// RUN: shard-run %s --mesh dp=2,pp=2,tp=2 --microbatches 2 -o %t/kept | FileCheck %s --check-prefix=KEPT
// SELECTIVE: {{^}}  0 dp=0,pp=0,tp=0 {{[0-9.]+}} 49536 30 67072 31936
// SELECTIVE: check passed
// KEPT: {{^}}  0 dp=0,pp=0,tp=0 {{[0-9.]+}} 49536 30 70144 33984
// RUN: shard-opt %s --dist-parallelize="microbatches=2 selective-recompute=true" | shard-translate --emit-plan | FileCheck %s --check-prefix=SELPLAN
// SELPLAN: case 0 forward chunk 0 {
// SELPLAN-COUNT-2: attention m=8 n=8 d=8 e=8 batch=[2, 4]
// SELPLAN: backward chunk 0 {
// SELPLAN-COUNT-2: attention-backward m=8 n=8 d=8 e=8 batch=[2, 4]
// SELPLAN-NOT: attention
// RUN: shard-run %s --mesh dp=2,pp=1,tp=2 --check -o %t/dptp | FileCheck %s --check-prefix=DPTP
// DPTP: communication: 8 x all_reduce over {"tp"}
// DPTP-NEXT: communication: 3 x all_reduce over {"dp"}
// DPTP-NOT: communication:
// DPTP: check passed
// Megatron's communication, all of it: per microbatch, each attention or
// MLP block one all_reduce over tp forward and one backward (stage 0 holds
// layer 1 and layer 2's attention, the cut falls before layer 2's MLP);
// per step each stage's gradients over dp in one bucket, reduced in place
// by its last backward (stage 1 also sums the loss, and counts its tokens
// before the table). Accumulating over microbatches is free, so replicated
// weights' gradients are not sliced over tp to shrink a dp all_reduce
// and gathered back.
// CHECK: step 2/2  loss
// CHECK-DAG: communication: stage 0: 12 x all_reduce over {"tp"}
// CHECK-DAG: communication: stage 0: 3 x exchange over {"pp"}
// CHECK-DAG: communication: stage 0: 1 x all_reduce_buffers over {"dp"}
// CHECK-DAG: communication: stage 1: 4 x all_reduce over {"tp"}
// CHECK-DAG: communication: stage 1: 3 x exchange over {"pp"}
// CHECK-DAG: communication: stage 1: 1 x all_reduce over {"dp"}
// CHECK-DAG: communication: stage 1: 2 x all_reduce_buffers over {"dp"}
// CHECK-NOT: communication:
// CHECK: loss of every step (2): max rel err {{.*}}: ok
// CHECK: check passed
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map9 = affine_map<(d0, d1, d2) -> (d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1) -> (d0, d1)>
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
  dist.mesh @mesh = <["dp"=1, "pp"=2, "tp"=1]>
  func.func @train(%arg0: tensor<128x32xf32> {dist.updated_by = 1 : i64}, %arg1: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>, dist.updated_by = 2 : i64}, %arg2: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>, dist.updated_by = 3 : i64}, %arg3: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>, dist.updated_by = 4 : i64}, %arg4: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>, dist.updated_by = 5 : i64}, %arg5: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>, dist.updated_by = 6 : i64}, %arg6: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>, dist.updated_by = 7 : i64}, %arg7: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>, dist.updated_by = 8 : i64}, %arg8: tensor<32xf32> {dist.updated_by = 9 : i64}, %arg9: tensor<32xf32> {dist.updated_by = 10 : i64}, %arg10: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>, dist.updated_by = 11 : i64}, %arg11: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>, dist.updated_by = 12 : i64}, %arg12: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>, dist.updated_by = 13 : i64}, %arg13: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>, dist.updated_by = 14 : i64}, %arg14: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>, dist.updated_by = 15 : i64}, %arg15: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>, dist.updated_by = 16 : i64}, %arg16: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>, dist.updated_by = 17 : i64}, %arg17: tensor<32xf32> {dist.updated_by = 18 : i64}, %arg18: tensor<32xf32> {dist.updated_by = 19 : i64}, %arg19: tensor<32xf32> {dist.updated_by = 20 : i64}, %arg20: tensor<128x32xf32> {dist.updated_by = 21 : i64}, %arg21: tensor<f32>, %arg22: tensor<f32>, %arg23: tensor<4x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0 : i64}, %arg24: tensor<4x8xi64> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>, dist.microbatch_dim = 0 : i64}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x128xf32>
    %c128 = arith.constant 128 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %true = arith.constant true
    %cst_2 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_3 = arith.constant 9.9999999999999995E-7 : f64
    %cst_4 = arith.constant 0.35355339059327379 : f64
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_7 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = arith.constant dense<0.000000e+00> : tensor<4x4x8x8xf32>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<4x2x8x8xf32>
    %cst_10 = arith.constant dense<1.000000e+00> : tensor<4x8x32xf32>
    %cst_11 = arith.constant 3.200000e+01 : f32
    %cst_12 = arith.constant -5.000000e-01 : f32
    %cst_13 = arith.constant 2.000000e+00 : f32
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
    %cst_14 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_15 = arith.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_16 = arith.constant -1.000000e+00 : f32
    %cst_17 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<4x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg23 : tensor<4x8xi64>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %456 = arith.index_cast %in : i64 to index
      %457 = linalg.index 2 : index
      %458 = arith.cmpi slt, %456, %c128 : index
      cf.assert %458, "index must be smaller than dim size"
      %459 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %459, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%456, %457] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %456 = linalg.index 0 : index
      %457 = arith.index_cast %456 : index to i64
      linalg.yield %457 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_18 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %4 = tensor.empty() : tensor<1x1x8x8xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_18, %expanded : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%4 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_213: i64, %out: i1):
      %456 = arith.cmpi sle, %in, %in_213 : i64
      linalg.yield %456 : i1
    } -> tensor<1x1x8x8xi1>
    %6 = tensor.empty() : tensor<4x1x8x8xi1>
    %collapsed = tensor.collapse_shape %5 [[0, 1], [2], [3]] : tensor<1x1x8x8xi1> into tensor<1x8x8xi1>
    %7 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x8x8xi1>) outs(%6 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<4x1x8x8xi1>
    %8 = tensor.empty() : tensor<4x1x8x8xf32>
    %9 = linalg.generic {indexing_maps = [#map5, #map7, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %cst_5, %cst_6 : tensor<4x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%8 : tensor<4x1x8x8xf32>) {
    ^bb0(%in: i1, %in_213: f32, %in_214: f32, %out: f32):
      %456 = arith.select %in, %in_213, %in_214 : f32
      linalg.yield %456 : f32
    } -> tensor<4x1x8x8xf32>
    %expanded_19 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %10 = tensor.empty() : tensor<1x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<1x8x1xi64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %456 = arith.sitofp %in : i64 to f32
      linalg.yield %456 : f32
    } -> tensor<1x8x1xf32>
    %12 = tensor.empty() : tensor<1x8x4xf32>
    %13 = linalg.generic {indexing_maps = [#map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %cst_2 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%12 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<1x8x4xf32>
    %concat = tensor.concat dim(2) %13, %13 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %14 = tensor.empty() : tensor<1x8x8xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.cos %in : f32
      linalg.yield %456 : f32
    } -> tensor<1x8x8xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.sin %in : f32
      linalg.yield %456 : f32
    } -> tensor<1x8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %18 = tensor.empty() : tensor<4x8x1xf32>
    %19 = linalg.fill ins(%cst_14 : f32) outs(%18 : tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<4x8x32xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_11 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_3 : f64 to f32
      %457 = arith.addf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<4x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.rsqrt %in : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %23 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %25 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %24 : tensor<32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %26 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_20 = tensor.collapse_shape %25 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %27 = linalg.fill ins(%cst_14 : f32) outs(%26 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %28 = linalg.matmul ins(%collapsed_20, %transposed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_21 = tensor.expand_shape %28 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %29 = tensor.empty() : tensor<4x4x8x8xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<4x8x4x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %30 = tensor.empty() : tensor<32x16xf32>
    %transposed_23 = linalg.transpose ins(%arg2 : tensor<16x32xf32>) outs(%30 : tensor<32x16xf32>) permutation = [1, 0] 
    %31 = linalg.fill ins(%cst_14 : f32) outs(%30 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %32 = linalg.matmul ins(%collapsed_20, %transposed_23 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%31 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_24 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [4, 8, 2, 8] : tensor<32x16xf32> into tensor<4x8x2x8xf32>
    %33 = tensor.empty() : tensor<4x2x8x8xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<4x8x2x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_26 = linalg.transpose ins(%arg3 : tensor<16x32xf32>) outs(%30 : tensor<32x16xf32>) permutation = [1, 0] 
    %34 = linalg.matmul ins(%collapsed_20, %transposed_26 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%31 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_27 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [4, 8, 2, 8] : tensor<32x16xf32> into tensor<4x8x2x8xf32>
    %transposed_28 = linalg.transpose ins(%expanded_27 : tensor<4x8x2x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_29 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %expanded_30 = tensor.expand_shape %16 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %35 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_22, %expanded_29 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_22[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %extracted_slice_31 = tensor.extract_slice %transposed_22[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %36 = tensor.empty() : tensor<4x4x8x4xf32>
    %37 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_31 : tensor<4x4x8x4xf32>) outs(%36 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.negf %in : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x4xf32>
    %concat_32 = tensor.concat dim(3) %37, %extracted_slice : (tensor<4x4x8x4xf32>, tensor<4x4x8x4xf32>) -> tensor<4x4x8x8xf32>
    %38 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_32, %expanded_30 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %39 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %38 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %40 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_25, %expanded_29 : tensor<4x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x8xf32>
    %extracted_slice_33 = tensor.extract_slice %transposed_25[0, 0, 0, 0] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x8xf32> to tensor<4x2x8x4xf32>
    %extracted_slice_34 = tensor.extract_slice %transposed_25[0, 0, 0, 4] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x8xf32> to tensor<4x2x8x4xf32>
    %41 = tensor.empty() : tensor<4x2x8x4xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_34 : tensor<4x2x8x4xf32>) outs(%41 : tensor<4x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.negf %in : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x4xf32>
    %concat_35 = tensor.concat dim(3) %42, %extracted_slice_33 : (tensor<4x2x8x4xf32>, tensor<4x2x8x4xf32>) -> tensor<4x2x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_35, %expanded_30 : tensor<4x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %43 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x8xf32>
    %45 = tensor.empty() : tensor<4x2x2x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<4x2x8x8xf32>) outs(%45 : tensor<4x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x2x8x8xf32>
    %collapsed_36 = tensor.collapse_shape %46 [[0], [1, 2], [3], [4]] : tensor<4x2x2x8x8xf32> into tensor<4x4x8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_28 : tensor<4x2x8x8xf32>) outs(%45 : tensor<4x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x2x8x8xf32>
    %transposed_37 = linalg.transpose ins(%collapsed_36 : tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_38 = tensor.collapse_shape %39 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_39 = tensor.collapse_shape %transposed_37 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %48 = tensor.empty() : tensor<16x8x8xf32>
    %49 = linalg.fill ins(%cst_14 : f32) outs(%48 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %50 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%49 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_40 = tensor.expand_shape %50 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_4 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<4x4x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %9 : tensor<4x4x8x8xf32>, tensor<4x1x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %53 = tensor.empty() : tensor<4x4x8xi64>
    %54 = linalg.fill ins(%c0_i64 : i64) outs(%53 : tensor<4x4x8xi64>) -> tensor<4x4x8xi64>
    %55 = tensor.empty() : tensor<4x4x8xf32>
    %56 = linalg.fill ins(%cst_0 : f32) outs(%55 : tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %57:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%52 : tensor<4x4x8x8xf32>) outs(%56, %54 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_213: i64):
      %456 = linalg.index 3 : index
      %457 = arith.index_cast %456 : index to i64
      %458 = arith.maximumf %in, %out : f32
      %459 = arith.cmpf ogt, %in, %out : f32
      %460 = arith.select %459, %457, %out_213 : i64
      linalg.yield %458, %460 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_41 = tensor.expand_shape %57#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %expanded_41 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.exp %in : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %60 = tensor.empty() : tensor<4x4x8x1xf32>
    %61 = linalg.fill ins(%cst_14 : f32) outs(%60 : tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %62 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%59 : tensor<4x4x8x8xf32>) outs(%61 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x1xf32>
    %63 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %62 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.divf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_42 = tensor.collapse_shape %63 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_43 = tensor.collapse_shape %47 [[0, 1, 2], [3], [4]] : tensor<4x2x2x8x8xf32> into tensor<16x8x8xf32>
    %64 = linalg.batch_matmul ins(%collapsed_42, %collapsed_43 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%49 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_44 = tensor.expand_shape %64 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %65 = tensor.empty() : tensor<4x8x4x8xf32>
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<4x4x8x8xf32>) outs(%65 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_46 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_47 = tensor.collapse_shape %transposed_45 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %66 = linalg.matmul ins(%collapsed_47, %transposed_46 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_48 = tensor.expand_shape %66 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_48 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<4x8x32xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_11 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_3 : f64 to f32
      %457 = arith.addf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<4x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.rsqrt %in : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %72 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %74 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %73 : tensor<32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %transposed_49 = linalg.transpose ins(%arg5 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %74 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %75 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_51 = tensor.expand_shape %75 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.negf %in : f32
      %457 = math.exp %456 : f32
      %458 = arith.addf %457, %cst_1 : f32
      %459 = arith.divf %cst_1, %458 : f32
      linalg.yield %459 : f32
    } -> tensor<4x8x32xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %76 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %transposed_52 = linalg.transpose ins(%arg6 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %78 = linalg.matmul ins(%collapsed_50, %transposed_52 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_53 = tensor.expand_shape %78 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %expanded_53 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %transposed_54 = linalg.transpose ins(%arg7 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_55 = tensor.collapse_shape %79 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %80 = linalg.matmul ins(%collapsed_55, %transposed_54 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_56 = tensor.expand_shape %80 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %expanded_56 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%82 : tensor<4x8x32xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_11 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_3 : f64 to f32
      %457 = arith.addf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<4x8x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.rsqrt %in : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %86 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %88 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %87 : tensor<32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %transposed_57 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_58 = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %89 = linalg.matmul ins(%collapsed_58, %transposed_57 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_59 = tensor.expand_shape %89 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<4x8x4x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_61 = linalg.transpose ins(%arg11 : tensor<16x32xf32>) outs(%30 : tensor<32x16xf32>) permutation = [1, 0] 
    %90 = linalg.matmul ins(%collapsed_58, %transposed_61 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%31 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_62 = tensor.expand_shape %90 [[0, 1], [2, 3]] output_shape [4, 8, 2, 8] : tensor<32x16xf32> into tensor<4x8x2x8xf32>
    %transposed_63 = linalg.transpose ins(%expanded_62 : tensor<4x8x2x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_64 = linalg.transpose ins(%arg12 : tensor<16x32xf32>) outs(%30 : tensor<32x16xf32>) permutation = [1, 0] 
    %91 = linalg.matmul ins(%collapsed_58, %transposed_64 : tensor<32x32xf32>, tensor<32x16xf32>) outs(%31 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_65 = tensor.expand_shape %91 [[0, 1], [2, 3]] output_shape [4, 8, 2, 8] : tensor<32x16xf32> into tensor<4x8x2x8xf32>
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<4x8x2x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %92 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_60, %expanded_29 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %extracted_slice_67 = tensor.extract_slice %transposed_60[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %extracted_slice_68 = tensor.extract_slice %transposed_60[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %93 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_68 : tensor<4x4x8x4xf32>) outs(%36 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.negf %in : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x4xf32>
    %concat_69 = tensor.concat dim(3) %93, %extracted_slice_67 : (tensor<4x4x8x4xf32>, tensor<4x4x8x4xf32>) -> tensor<4x4x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_69, %expanded_30 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %94 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %96 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_63, %expanded_29 : tensor<4x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x8xf32>
    %extracted_slice_70 = tensor.extract_slice %transposed_63[0, 0, 0, 0] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x8xf32> to tensor<4x2x8x4xf32>
    %extracted_slice_71 = tensor.extract_slice %transposed_63[0, 0, 0, 4] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x8xf32> to tensor<4x2x8x4xf32>
    %97 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_71 : tensor<4x2x8x4xf32>) outs(%41 : tensor<4x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.negf %in : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x4xf32>
    %concat_72 = tensor.concat dim(3) %97, %extracted_slice_70 : (tensor<4x2x8x4xf32>, tensor<4x2x8x4xf32>) -> tensor<4x2x8x8xf32>
    %98 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_72, %expanded_30 : tensor<4x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %98 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x8xf32>
    %100 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<4x2x8x8xf32>) outs(%45 : tensor<4x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x2x8x8xf32>
    %collapsed_73 = tensor.collapse_shape %100 [[0], [1, 2], [3], [4]] : tensor<4x2x2x8x8xf32> into tensor<4x4x8x8xf32>
    %101 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_66 : tensor<4x2x8x8xf32>) outs(%45 : tensor<4x2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x2x8x8xf32>
    %transposed_74 = linalg.transpose ins(%collapsed_73 : tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_75 = tensor.collapse_shape %95 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_76 = tensor.collapse_shape %transposed_74 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %102 = linalg.batch_matmul ins(%collapsed_75, %collapsed_76 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%49 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_77 = tensor.expand_shape %102 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %103 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_4 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<4x4x8x8xf32>
    %104 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %9 : tensor<4x4x8x8xf32>, tensor<4x1x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %105:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%104 : tensor<4x4x8x8xf32>) outs(%56, %54 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_213: i64):
      %456 = linalg.index 3 : index
      %457 = arith.index_cast %456 : index to i64
      %458 = arith.maximumf %in, %out : f32
      %459 = arith.cmpf ogt, %in, %out : f32
      %460 = arith.select %459, %457, %out_213 : i64
      linalg.yield %458, %460 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_78 = tensor.expand_shape %105#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %106 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_78 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %107 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.exp %in : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %108 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%107 : tensor<4x4x8x8xf32>) outs(%61 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x1xf32>
    %109 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %108 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.divf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_79 = tensor.collapse_shape %109 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_80 = tensor.collapse_shape %101 [[0, 1, 2], [3], [4]] : tensor<4x2x2x8x8xf32> into tensor<16x8x8xf32>
    %110 = linalg.batch_matmul ins(%collapsed_79, %collapsed_80 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%49 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_81 = tensor.expand_shape %110 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<4x4x8x8xf32>) outs(%65 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_83 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_84 = tensor.collapse_shape %transposed_82 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %111 = linalg.matmul ins(%collapsed_84, %transposed_83 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_85 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %expanded_85 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%113 : tensor<4x8x32xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_11 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_3 : f64 to f32
      %457 = arith.addf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<4x8x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.rsqrt %in : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %117 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %119 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %118 : tensor<32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %transposed_86 = linalg.transpose ins(%arg14 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_87 = tensor.collapse_shape %119 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %120 = linalg.matmul ins(%collapsed_87, %transposed_86 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_88 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.negf %in : f32
      %457 = math.exp %456 : f32
      %458 = arith.addf %457, %cst_1 : f32
      %459 = arith.divf %cst_1, %458 : f32
      linalg.yield %459 : f32
    } -> tensor<4x8x32xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %121 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %transposed_89 = linalg.transpose ins(%arg15 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %123 = linalg.matmul ins(%collapsed_87, %transposed_89 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_90 = tensor.expand_shape %123 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %expanded_90 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %transposed_91 = linalg.transpose ins(%arg16 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_92 = tensor.collapse_shape %124 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %125 = linalg.matmul ins(%collapsed_92, %transposed_91 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_93 = tensor.expand_shape %125 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %expanded_93 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<4x8x32xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_11 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_3 : f64 to f32
      %457 = arith.addf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<4x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.rsqrt %in : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %131 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %133 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %132 : tensor<32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %134 = tensor.empty() : tensor<32x128xf32>
    %transposed_94 = linalg.transpose ins(%arg20 : tensor<128x32xf32>) outs(%134 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_95 = tensor.collapse_shape %133 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %135 = linalg.fill ins(%cst_14 : f32) outs(%134 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %136 = linalg.matmul ins(%collapsed_95, %transposed_94 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%135 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %collapsed_96 = tensor.collapse_shape %arg24 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %137 = tensor.empty() : tensor<32xi64>
    %138 = linalg.fill ins(%c0_i64 : i64) outs(%137 : tensor<32xi64>) -> tensor<32xi64>
    %139 = tensor.empty() : tensor<32xf32>
    %140 = linalg.fill ins(%cst_0 : f32) outs(%139 : tensor<32xf32>) -> tensor<32xf32>
    %141:2 = linalg.generic {indexing_maps = [#map15, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%136 : tensor<32x128xf32>) outs(%140, %138 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_213: i64):
      %456 = linalg.index 1 : index
      %457 = arith.index_cast %456 : index to i64
      %458 = arith.maximumf %in, %out : f32
      %459 = arith.cmpf ogt, %in, %out : f32
      %460 = arith.select %459, %457, %out_213 : i64
      linalg.yield %458, %460 : f32, i64
    } -> (tensor<32xf32>, tensor<32xi64>)
    %expanded_97 = tensor.expand_shape %141#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %142 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%136, %expanded_97 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%134 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x128xf32>
    %143 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%142 : tensor<32x128xf32>) outs(%134 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.exp %in : f32
      linalg.yield %456 : f32
    } -> tensor<32x128xf32>
    %144 = tensor.empty() : tensor<32x1xf32>
    %145 = linalg.fill ins(%cst_14 : f32) outs(%144 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %146 = linalg.generic {indexing_maps = [#map15, #map17], iterator_types = ["parallel", "reduction"]} ins(%143 : tensor<32x128xf32>) outs(%145 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<32x1xf32>
    %147 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%146 : tensor<32x1xf32>) outs(%144 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.log %in : f32
      linalg.yield %456 : f32
    } -> tensor<32x1xf32>
    %148 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%142, %147 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%134 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x128xf32>
    %149 = tensor.empty() : tensor<32xi1>
    %150 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_96 : tensor<32xi64>) outs(%149 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %456 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %456 : i1
    } -> tensor<32xi1>
    %151 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel"]} ins(%150, %collapsed_96, %cst_17 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%137 : tensor<32xi64>) {
    ^bb0(%in: i1, %in_213: i64, %in_214: i64, %out: i64):
      %456 = arith.select %in, %in_213, %in_214 : i64
      linalg.yield %456 : i64
    } -> tensor<32xi64>
    %expanded_98 = tensor.expand_shape %151 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %152 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_98 : tensor<32x1xi64>) outs(%145 : tensor<32x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %456 = linalg.index 0 : index
      %457 = arith.index_cast %in : i64 to index
      %458 = arith.cmpi slt, %457, %c128 : index
      cf.assert %458, "index must be smaller than dim size"
      %459 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %459, "index must be larger or equal to 0"
      %extracted = tensor.extract %148[%456, %457] : tensor<32x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x1xf32>
    %collapsed_99 = tensor.collapse_shape %152 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32>
    %153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_99 : tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.negf %in : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %154 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel"]} ins(%150, %153, %cst_5 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_213: f32, %in_214: f32, %out: f32):
      %456 = arith.select %in, %in_213, %in_214 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %155 = tensor.empty() : tensor<i64>
    %156 = linalg.fill ins(%c0_i64 : i64) outs(%155 : tensor<i64>) -> tensor<i64>
    %157 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction"]} ins(%150 : tensor<32xi1>) outs(%156 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %456 = arith.extui %in : i1 to i64
      %457 = arith.addi %456, %out : i64
      linalg.yield %457 : i64
    } -> tensor<i64>
    %158 = tensor.empty() : tensor<f32>
    %159 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%157 : tensor<i64>) outs(%158 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %456 = arith.sitofp %in : i64 to f32
      linalg.yield %456 : f32
    } -> tensor<f32>
    %160 = linalg.fill ins(%cst_14 : f32) outs(%158 : tensor<f32>) -> tensor<f32>
    %161 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction"]} ins(%154 : tensor<32xf32>) outs(%160 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<f32>
    %162 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%161, %159 : tensor<f32>, tensor<f32>) outs(%158 : tensor<f32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.divf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<f32>
    %163 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%cst_7, %159 : tensor<f32>, tensor<f32>) outs(%158 : tensor<f32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.divf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<f32>
    %expanded_100 = tensor.expand_shape %collapsed_96 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %164 = tensor.empty() : tensor<32x1xi1>
    %165 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_100 : tensor<32x1xi64>) outs(%164 : tensor<32x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %456 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %456 : i1
    } -> tensor<32x1xi1>
    %166 = tensor.empty() : tensor<32x1xi64>
    %167 = linalg.generic {indexing_maps = [#map15, #map15, #map20, #map15], iterator_types = ["parallel", "parallel"]} ins(%165, %expanded_100, %cst_17 : tensor<32x1xi1>, tensor<32x1xi64>, tensor<i64>) outs(%166 : tensor<32x1xi64>) {
    ^bb0(%in: i1, %in_213: i64, %in_214: i64, %out: i64):
      %456 = arith.select %in, %in_213, %in_214 : i64
      linalg.yield %456 : i64
    } -> tensor<32x1xi64>
    %168 = linalg.fill ins(%c0_i64 : i64) outs(%166 : tensor<32x1xi64>) -> tensor<32x1xi64>
    %169 = linalg.fill ins(%cst_14 : f32) outs(%139 : tensor<32xf32>) -> tensor<32xf32>
    %170:3 = linalg.generic {indexing_maps = [#map21, #map21, #map2], iterator_types = ["parallel"]} outs(%168, %168, %169 : tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>) {
    ^bb0(%out: i64, %out_213: i64, %out_214: f32):
      %456 = linalg.index 0 : index
      %457 = arith.remsi %456, %c32 : index
      %extracted = tensor.extract %167[%457, %c0] : tensor<32x1xi64>
      %458 = arith.index_cast %457 : index to i64
      linalg.yield %458, %extracted, %cst_16 : i64, i64, f32
    } -> (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32xf32>)
    %171 = tensor.empty() : tensor<32x2xi64>
    %172 = linalg.fill ins(%c0_i64 : i64) outs(%171 : tensor<32x2xi64>) -> tensor<32x2xi64>
    %inserted_slice = tensor.insert_slice %170#0 into %172[0, 0] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %inserted_slice_101 = tensor.insert_slice %170#1 into %inserted_slice[0, 1] [32, 1] [1, 1] : tensor<32x1xi64> into tensor<32x2xi64>
    %173 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%170#2, %inserted_slice_101 : tensor<32xf32>, tensor<32x2xi64>) outs(%cst : tensor<32x128xf32>) {
    ^bb0(%arg25: f32, %arg26: f32):
      tm_tensor.yield %arg25 : f32
    } -> tensor<32x128xf32>
    %174 = linalg.generic {indexing_maps = [#map15, #map20, #map20, #map15], iterator_types = ["parallel", "parallel"]} ins(%165, %163, %cst_5 : tensor<32x1xi1>, tensor<f32>, tensor<f32>) outs(%144 : tensor<32x1xf32>) {
    ^bb0(%in: i1, %in_213: f32, %in_214: f32, %out: f32):
      %456 = arith.select %in, %in_213, %in_214 : f32
      linalg.yield %456 : f32
    } -> tensor<32x1xf32>
    %175 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%173, %174 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%134 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x128xf32>
    %176 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%148 : tensor<32x128xf32>) outs(%134 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.exp %in : f32
      linalg.yield %456 : f32
    } -> tensor<32x128xf32>
    %177 = linalg.generic {indexing_maps = [#map15, #map17], iterator_types = ["parallel", "reduction"]} ins(%175 : tensor<32x128xf32>) outs(%145 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<32x1xf32>
    %178 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%176, %177 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%134 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x128xf32>
    %179 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%175, %178 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%134 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x128xf32>
    %180 = tensor.empty() : tensor<128x32xf32>
    %transposed_102 = linalg.transpose ins(%179 : tensor<32x128xf32>) outs(%180 : tensor<128x32xf32>) permutation = [1, 0] 
    %181 = linalg.fill ins(%cst_14 : f32) outs(%180 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %182 = linalg.matmul ins(%transposed_102, %collapsed_95 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%181 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %183 = linalg.matmul ins(%179, %arg20 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_103 = tensor.expand_shape %183 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103, %arg19 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103, %132 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %186 = tensor.empty() : tensor<1x1x32xf32>
    %187 = linalg.fill ins(%cst_14 : f32) outs(%186 : tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map22], iterator_types = ["reduction", "reduction", "parallel"]} ins(%185 : tensor<4x8x32xf32>) outs(%187 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_104 = tensor.collapse_shape %188 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %126 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %131 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%189 : tensor<4x8x32xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %192 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_105 = tensor.collapse_shape %194 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_105 : tensor<4x8xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_11 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_13 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %198 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %199 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_106 = tensor.collapse_shape %200 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_107 = linalg.transpose ins(%collapsed_106 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %201 = linalg.matmul ins(%transposed_107, %collapsed_92 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %202 = linalg.matmul ins(%collapsed_106, %arg16 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_108 = tensor.expand_shape %202 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_108, %122 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_108, %expanded_90 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_109 = tensor.collapse_shape %203 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_110 = linalg.transpose ins(%collapsed_109 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %205 = linalg.matmul ins(%transposed_110, %collapsed_87 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %206 = linalg.matmul ins(%collapsed_109, %arg15 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_111 = tensor.expand_shape %206 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_10, %121 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %207 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %cst_1 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %121 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %209 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_112 = tensor.collapse_shape %211 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_113 = linalg.transpose ins(%collapsed_112 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %212 = linalg.matmul ins(%transposed_113, %collapsed_87 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %213 = linalg.matmul ins(%collapsed_112, %arg14 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_114 = tensor.expand_shape %213 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %expanded_114 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %arg18 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %118 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map22], iterator_types = ["reduction", "reduction", "parallel"]} ins(%216 : tensor<4x8x32xf32>) outs(%187 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_115 = tensor.collapse_shape %217 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %112 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %117 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%218 : tensor<4x8x32xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %219 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %222 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_116 = tensor.collapse_shape %224 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %225 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_116 : tensor<4x8xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_11 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_13 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %228 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %229 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_117 = tensor.collapse_shape %230 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_118 = linalg.transpose ins(%collapsed_117 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %231 = linalg.matmul ins(%transposed_118, %collapsed_84 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %232 = linalg.matmul ins(%collapsed_117, %arg13 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_119 = tensor.expand_shape %232 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_120 = linalg.transpose ins(%expanded_119 : tensor<4x8x4x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_121 = tensor.collapse_shape %transposed_120 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_122 = linalg.transpose ins(%collapsed_79 : tensor<16x8x8xf32>) outs(%48 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %233 = linalg.batch_matmul ins(%transposed_122, %collapsed_121 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%49 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %transposed_123 = linalg.transpose ins(%collapsed_80 : tensor<16x8x8xf32>) outs(%48 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %234 = linalg.batch_matmul ins(%collapsed_121, %transposed_123 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%49 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_124 = tensor.expand_shape %234 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %235 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_124, %109 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %236 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%235 : tensor<4x4x8x8xf32>) outs(%61 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x1xf32>
    %237 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %236 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %238 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %237 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %239 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238 : tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_4 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_125 = tensor.collapse_shape %239 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_126 = linalg.transpose ins(%collapsed_75 : tensor<16x8x8xf32>) outs(%48 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %240 = linalg.batch_matmul ins(%transposed_126, %collapsed_125 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%49 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %transposed_127 = linalg.transpose ins(%collapsed_76 : tensor<16x8x8xf32>) outs(%48 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %241 = linalg.batch_matmul ins(%collapsed_125, %transposed_127 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%49 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_128 = tensor.expand_shape %240 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %expanded_129 = tensor.expand_shape %241 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %transposed_130 = linalg.transpose ins(%expanded_128 : tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %expanded_131 = tensor.expand_shape %233 [[0, 1, 2], [3], [4]] output_shape [4, 2, 2, 8, 8] : tensor<16x8x8xf32> into tensor<4x2x2x8x8xf32>
    %242 = tensor.empty() : tensor<4x2x1x8x8xf32>
    %243 = linalg.fill ins(%cst_14 : f32) outs(%242 : tensor<4x2x1x8x8xf32>) -> tensor<4x2x1x8x8xf32>
    %244 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_131 : tensor<4x2x2x8x8xf32>) outs(%243 : tensor<4x2x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x1x8x8xf32>
    %collapsed_132 = tensor.collapse_shape %244 [[0], [1, 2], [3], [4]] : tensor<4x2x1x8x8xf32> into tensor<4x2x8x8xf32>
    %expanded_133 = tensor.expand_shape %transposed_130 [[0], [1, 2], [3], [4]] output_shape [4, 2, 2, 8, 8] : tensor<4x4x8x8xf32> into tensor<4x2x2x8x8xf32>
    %245 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_133 : tensor<4x2x2x8x8xf32>) outs(%243 : tensor<4x2x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x1x8x8xf32>
    %collapsed_134 = tensor.collapse_shape %245 [[0], [1, 2], [3], [4]] : tensor<4x2x1x8x8xf32> into tensor<4x2x8x8xf32>
    %246 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_134, %expanded_30 : tensor<4x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x8xf32>
    %extracted_slice_135 = tensor.extract_slice %246[0, 0, 0, 0] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x8xf32> to tensor<4x2x8x4xf32>
    %extracted_slice_136 = tensor.extract_slice %246[0, 0, 0, 4] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x8xf32> to tensor<4x2x8x4xf32>
    %247 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_135 : tensor<4x2x8x4xf32>) outs(%41 : tensor<4x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.negf %in : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x4xf32>
    %inserted_slice_137 = tensor.insert_slice %247 into %cst_9[0, 0, 0, 4] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x4xf32> into tensor<4x2x8x8xf32>
    %inserted_slice_138 = tensor.insert_slice %extracted_slice_136 into %cst_9[0, 0, 0, 0] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x4xf32> into tensor<4x2x8x8xf32>
    %248 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_137, %inserted_slice_138 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x8xf32>
    %249 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_134, %expanded_29 : tensor<4x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x8xf32>
    %250 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %249 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x8xf32>
    %251 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_129, %expanded_30 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %extracted_slice_139 = tensor.extract_slice %251[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %extracted_slice_140 = tensor.extract_slice %251[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %252 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_139 : tensor<4x4x8x4xf32>) outs(%36 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.negf %in : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x4xf32>
    %inserted_slice_141 = tensor.insert_slice %252 into %cst_8[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x4xf32> into tensor<4x4x8x8xf32>
    %inserted_slice_142 = tensor.insert_slice %extracted_slice_140 into %cst_8[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x4xf32> into tensor<4x4x8x8xf32>
    %253 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_141, %inserted_slice_142 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %254 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_129, %expanded_29 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %255 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %254 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %256 = tensor.empty() : tensor<4x8x2x8xf32>
    %transposed_143 = linalg.transpose ins(%collapsed_132 : tensor<4x2x8x8xf32>) outs(%256 : tensor<4x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_144 = tensor.collapse_shape %transposed_143 [[0, 1], [2, 3]] : tensor<4x8x2x8xf32> into tensor<32x16xf32>
    %257 = tensor.empty() : tensor<16x32xf32>
    %transposed_145 = linalg.transpose ins(%collapsed_144 : tensor<32x16xf32>) outs(%257 : tensor<16x32xf32>) permutation = [1, 0] 
    %258 = linalg.fill ins(%cst_14 : f32) outs(%257 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %259 = linalg.matmul ins(%transposed_145, %collapsed_58 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%258 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %260 = linalg.matmul ins(%collapsed_144, %arg12 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_146 = tensor.expand_shape %260 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %transposed_147 = linalg.transpose ins(%250 : tensor<4x2x8x8xf32>) outs(%256 : tensor<4x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_148 = tensor.collapse_shape %transposed_147 [[0, 1], [2, 3]] : tensor<4x8x2x8xf32> into tensor<32x16xf32>
    %transposed_149 = linalg.transpose ins(%collapsed_148 : tensor<32x16xf32>) outs(%257 : tensor<16x32xf32>) permutation = [1, 0] 
    %261 = linalg.matmul ins(%transposed_149, %collapsed_58 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%258 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %262 = linalg.matmul ins(%collapsed_148, %arg11 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_150 = tensor.expand_shape %262 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_146, %expanded_150 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %transposed_151 = linalg.transpose ins(%255 : tensor<4x4x8x8xf32>) outs(%65 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_152 = tensor.collapse_shape %transposed_151 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %transposed_153 = linalg.transpose ins(%collapsed_152 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %264 = linalg.matmul ins(%transposed_153, %collapsed_58 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %265 = linalg.matmul ins(%collapsed_152, %arg10 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_154 = tensor.expand_shape %265 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %expanded_154 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %arg17 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %87 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map22], iterator_types = ["reduction", "reduction", "parallel"]} ins(%268 : tensor<4x8x32xf32>) outs(%187 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_155 = tensor.collapse_shape %269 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %81 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %86 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%270 : tensor<4x8x32xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %271 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %274 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_156 = tensor.collapse_shape %276 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_156 : tensor<4x8xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_11 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_13 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278, %280 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273, %281 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_157 = tensor.collapse_shape %282 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_158 = linalg.transpose ins(%collapsed_157 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %283 = linalg.matmul ins(%transposed_158, %collapsed_55 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %284 = linalg.matmul ins(%collapsed_157, %arg7 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_159 = tensor.expand_shape %284 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159, %77 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159, %expanded_53 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_160 = tensor.collapse_shape %285 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_161 = linalg.transpose ins(%collapsed_160 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %287 = linalg.matmul ins(%transposed_161, %collapsed_50 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %288 = linalg.matmul ins(%collapsed_160, %arg6 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_162 = tensor.expand_shape %288 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_10, %76 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %289 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %cst_1 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %76 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %291 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_163 = tensor.collapse_shape %293 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_164 = linalg.transpose ins(%collapsed_163 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %294 = linalg.matmul ins(%transposed_164, %collapsed_50 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %295 = linalg.matmul ins(%collapsed_163, %arg5 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_165 = tensor.expand_shape %295 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162, %expanded_165 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %arg9 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %73 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map22], iterator_types = ["reduction", "reduction", "parallel"]} ins(%298 : tensor<4x8x32xf32>) outs(%187 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_166 = tensor.collapse_shape %299 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %67 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %72 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%300 : tensor<4x8x32xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %301 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %304 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_167 = tensor.collapse_shape %306 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_167 : tensor<4x8xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_11 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_13 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %310 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %311 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_168 = tensor.collapse_shape %312 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %transposed_169 = linalg.transpose ins(%collapsed_168 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %313 = linalg.matmul ins(%transposed_169, %collapsed_47 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %314 = linalg.matmul ins(%collapsed_168, %arg4 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_170 = tensor.expand_shape %314 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_171 = linalg.transpose ins(%expanded_170 : tensor<4x8x4x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_172 = tensor.collapse_shape %transposed_171 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_173 = linalg.transpose ins(%collapsed_42 : tensor<16x8x8xf32>) outs(%48 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %315 = linalg.batch_matmul ins(%transposed_173, %collapsed_172 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%49 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %transposed_174 = linalg.transpose ins(%collapsed_43 : tensor<16x8x8xf32>) outs(%48 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %316 = linalg.batch_matmul ins(%collapsed_172, %transposed_174 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%49 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_175 = tensor.expand_shape %316 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %317 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_175, %63 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %318 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%317 : tensor<4x4x8x8xf32>) outs(%61 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x1xf32>
    %319 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %318 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %320 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %319 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %321 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320 : tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.truncf %cst_4 : f64 to f32
      %457 = arith.mulf %in, %456 : f32
      linalg.yield %457 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_176 = tensor.collapse_shape %321 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %transposed_177 = linalg.transpose ins(%collapsed_38 : tensor<16x8x8xf32>) outs(%48 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %322 = linalg.batch_matmul ins(%transposed_177, %collapsed_176 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%49 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %transposed_178 = linalg.transpose ins(%collapsed_39 : tensor<16x8x8xf32>) outs(%48 : tensor<16x8x8xf32>) permutation = [0, 2, 1] 
    %323 = linalg.batch_matmul ins(%collapsed_176, %transposed_178 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%49 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_179 = tensor.expand_shape %322 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %expanded_180 = tensor.expand_shape %323 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %transposed_181 = linalg.transpose ins(%expanded_179 : tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %expanded_182 = tensor.expand_shape %315 [[0, 1, 2], [3], [4]] output_shape [4, 2, 2, 8, 8] : tensor<16x8x8xf32> into tensor<4x2x2x8x8xf32>
    %324 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_182 : tensor<4x2x2x8x8xf32>) outs(%243 : tensor<4x2x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x1x8x8xf32>
    %collapsed_183 = tensor.collapse_shape %324 [[0], [1, 2], [3], [4]] : tensor<4x2x1x8x8xf32> into tensor<4x2x8x8xf32>
    %expanded_184 = tensor.expand_shape %transposed_181 [[0], [1, 2], [3], [4]] output_shape [4, 2, 2, 8, 8] : tensor<4x4x8x8xf32> into tensor<4x2x2x8x8xf32>
    %325 = linalg.generic {indexing_maps = [#map12, #map23], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_184 : tensor<4x2x2x8x8xf32>) outs(%243 : tensor<4x2x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x1x8x8xf32>
    %collapsed_185 = tensor.collapse_shape %325 [[0], [1, 2], [3], [4]] : tensor<4x2x1x8x8xf32> into tensor<4x2x8x8xf32>
    %326 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_185, %expanded_30 : tensor<4x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x8xf32>
    %extracted_slice_186 = tensor.extract_slice %326[0, 0, 0, 0] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x8xf32> to tensor<4x2x8x4xf32>
    %extracted_slice_187 = tensor.extract_slice %326[0, 0, 0, 4] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x8xf32> to tensor<4x2x8x4xf32>
    %327 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_186 : tensor<4x2x8x4xf32>) outs(%41 : tensor<4x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.negf %in : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x4xf32>
    %inserted_slice_188 = tensor.insert_slice %327 into %cst_9[0, 0, 0, 4] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x4xf32> into tensor<4x2x8x8xf32>
    %inserted_slice_189 = tensor.insert_slice %extracted_slice_187 into %cst_9[0, 0, 0, 0] [4, 2, 8, 4] [1, 1, 1, 1] : tensor<4x2x8x4xf32> into tensor<4x2x8x8xf32>
    %328 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_188, %inserted_slice_189 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x8xf32>
    %329 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_185, %expanded_29 : tensor<4x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x8xf32>
    %330 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328, %329 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%33 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x2x8x8xf32>
    %331 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_180, %expanded_30 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %extracted_slice_190 = tensor.extract_slice %331[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %extracted_slice_191 = tensor.extract_slice %331[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %332 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_190 : tensor<4x4x8x4xf32>) outs(%36 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.negf %in : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x4xf32>
    %inserted_slice_192 = tensor.insert_slice %332 into %cst_8[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x4xf32> into tensor<4x4x8x8xf32>
    %inserted_slice_193 = tensor.insert_slice %extracted_slice_191 into %cst_8[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x4xf32> into tensor<4x4x8x8xf32>
    %333 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_192, %inserted_slice_193 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %334 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_180, %expanded_29 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %335 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %334 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%29 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x4x8x8xf32>
    %transposed_194 = linalg.transpose ins(%collapsed_183 : tensor<4x2x8x8xf32>) outs(%256 : tensor<4x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_195 = tensor.collapse_shape %transposed_194 [[0, 1], [2, 3]] : tensor<4x8x2x8xf32> into tensor<32x16xf32>
    %transposed_196 = linalg.transpose ins(%collapsed_195 : tensor<32x16xf32>) outs(%257 : tensor<16x32xf32>) permutation = [1, 0] 
    %336 = linalg.matmul ins(%transposed_196, %collapsed_20 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%258 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %337 = linalg.matmul ins(%collapsed_195, %arg3 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_197 = tensor.expand_shape %337 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %transposed_198 = linalg.transpose ins(%330 : tensor<4x2x8x8xf32>) outs(%256 : tensor<4x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_199 = tensor.collapse_shape %transposed_198 [[0, 1], [2, 3]] : tensor<4x8x2x8xf32> into tensor<32x16xf32>
    %transposed_200 = linalg.transpose ins(%collapsed_199 : tensor<32x16xf32>) outs(%257 : tensor<16x32xf32>) permutation = [1, 0] 
    %338 = linalg.matmul ins(%transposed_200, %collapsed_20 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%258 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %339 = linalg.matmul ins(%collapsed_199, %arg2 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_201 = tensor.expand_shape %339 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_197, %expanded_201 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %transposed_202 = linalg.transpose ins(%335 : tensor<4x4x8x8xf32>) outs(%65 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_203 = tensor.collapse_shape %transposed_202 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %transposed_204 = linalg.transpose ins(%collapsed_203 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0] 
    %341 = linalg.matmul ins(%transposed_204, %collapsed_20 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %342 = linalg.matmul ins(%collapsed_203, %arg1 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%27 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_205 = tensor.expand_shape %342 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %expanded_205 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %arg8 : tensor<4x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %24 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map22], iterator_types = ["reduction", "reduction", "parallel"]} ins(%345 : tensor<4x8x32xf32>) outs(%187 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<1x1x32xf32>
    %collapsed_206 = tensor.collapse_shape %346 [[0, 1, 2]] : tensor<1x1x32xf32> into tensor<32xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344, %1 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344, %23 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%347 : tensor<4x8x32xf32>) outs(%19 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.addf %in, %out : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312, %348 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349 : tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_12 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %351 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%18 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x1xf32>
    %collapsed_207 = tensor.collapse_shape %353 [[0], [1, 2]] : tensor<4x8x1xf32> into tensor<4x8xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_207 : tensor<4x8xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.divf %in, %cst_11 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %456 = arith.mulf %in, %cst_13 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355, %357 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %358 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %360 = tensor.empty() : tensor<4x8xi1>
    %361 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<4x8xi64>) outs(%360 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %456 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %456 : i1
    } -> tensor<4x8xi1>
    %362 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<4x8xi64>) outs(%360 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %456 = arith.cmpi slt, %in, %c128_i64 : i64
      linalg.yield %456 : i1
    } -> tensor<4x8xi1>
    %363 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%361, %362 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%360 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_213: i1, %out: i1):
      %456 = arith.andi %in, %in_213 : i1
      linalg.yield %456 : i1
    } -> tensor<4x8xi1>
    %364 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<4x8xi64>) outs(%360 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %456 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %456 : i1
    } -> tensor<4x8xi1>
    %365 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%363, %364 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%360 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %in_213: i1, %out: i1):
      %456 = arith.andi %in, %in_213 : i1
      linalg.yield %456 : i1
    } -> tensor<4x8xi1>
    %expanded_208 = tensor.expand_shape %365 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xi1> into tensor<4x8x1xi1>
    %366 = tensor.empty() : tensor<4x8xi64>
    %367 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<4x8xi64>) outs(%366 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %456 = arith.maxsi %in, %c-128_i64 : i64
      %457 = arith.minsi %456, %c127_i64 : i64
      linalg.yield %457 : i64
    } -> tensor<4x8xi64>
    %368 = tensor.empty() : tensor<4x8x1xi1>
    %369 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_208 : tensor<4x8x1xi1>) outs(%368 : tensor<4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %456 = arith.xori %in, %true : i1
      linalg.yield %456 : i1
    } -> tensor<4x8x1xi1>
    %370 = linalg.generic {indexing_maps = [#map8, #map24, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369, %cst_5, %359 : tensor<4x8x1xi1>, tensor<f32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: i1, %in_213: f32, %in_214: f32, %out: f32):
      %456 = arith.select %in, %in_213, %in_214 : f32
      linalg.yield %456 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_209 = tensor.collapse_shape %367 [[0, 1]] : tensor<4x8xi64> into tensor<32xi64>
    %expanded_210 = tensor.expand_shape %collapsed_209 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %collapsed_211 = tensor.collapse_shape %370 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %expanded_212 = tensor.expand_shape %collapsed_211 [[0], [1, 2]] output_shape [32, 1, 32] : tensor<32x32xf32> into tensor<32x1x32xf32>
    %371 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_212, %expanded_210 : tensor<32x1x32xf32>, tensor<32x1xi64>) outs(%cst_15 : tensor<128x32xf32>) {
    ^bb0(%arg25: f32, %arg26: f32):
      %456 = arith.addf %arg26, %arg25 : f32
      tm_tensor.yield %456 : f32
    } -> tensor<128x32xf32>
    %372 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg0 : tensor<f32>, tensor<128x32xf32>) outs(%180 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<128x32xf32>
    %373 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%371, %372 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%180 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<128x32xf32>
    %374 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg21, %373 : tensor<f32>, tensor<128x32xf32>) outs(%180 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<128x32xf32>
    %375 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg0, %374 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%180 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<128x32xf32>
    %376 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg1 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %377 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%341, %376 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %378 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg21, %377 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %379 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg1, %378 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %380 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg2 : tensor<f32>, tensor<16x32xf32>) outs(%257 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %381 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%338, %380 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%257 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %382 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg21, %381 : tensor<f32>, tensor<16x32xf32>) outs(%257 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %383 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg2, %382 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%257 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %384 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg3 : tensor<f32>, tensor<16x32xf32>) outs(%257 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %385 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%336, %384 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%257 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %386 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg21, %385 : tensor<f32>, tensor<16x32xf32>) outs(%257 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %387 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg3, %386 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%257 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %388 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg4 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %389 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%313, %388 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %390 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg21, %389 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %391 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg4, %390 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %392 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg5 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %393 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%294, %392 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %394 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg21, %393 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %395 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg5, %394 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %396 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg6 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %397 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%287, %396 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %398 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg21, %397 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %399 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg6, %398 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %400 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg7 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %401 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%283, %400 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %402 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg21, %401 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %403 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg7, %402 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %404 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel"]} ins(%arg22, %arg8 : tensor<f32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %405 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_206, %404 : tensor<32xf32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %406 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel"]} ins(%arg21, %405 : tensor<f32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %407 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg8, %406 : tensor<32xf32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %408 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel"]} ins(%arg22, %arg9 : tensor<f32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %409 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_166, %408 : tensor<32xf32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %410 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel"]} ins(%arg21, %409 : tensor<f32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %411 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %410 : tensor<32xf32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %412 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg10 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %413 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%264, %412 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %414 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg21, %413 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %415 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg10, %414 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %416 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg11 : tensor<f32>, tensor<16x32xf32>) outs(%257 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %417 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%261, %416 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%257 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %418 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg21, %417 : tensor<f32>, tensor<16x32xf32>) outs(%257 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %419 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg11, %418 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%257 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %420 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg12 : tensor<f32>, tensor<16x32xf32>) outs(%257 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %421 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%259, %420 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%257 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %422 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg21, %421 : tensor<f32>, tensor<16x32xf32>) outs(%257 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %423 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg12, %422 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%257 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<16x32xf32>
    %424 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg13 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %425 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%231, %424 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %426 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg21, %425 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %427 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg13, %426 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %428 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg14 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %429 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%212, %428 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %430 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg21, %429 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %431 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg14, %430 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %432 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg15 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %433 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%205, %432 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %434 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg21, %433 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %435 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg15, %434 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %436 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg16 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %437 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%201, %436 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %438 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg21, %437 : tensor<f32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %439 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg16, %438 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32x32xf32>
    %440 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel"]} ins(%arg22, %arg17 : tensor<f32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %441 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_155, %440 : tensor<32xf32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %442 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel"]} ins(%arg21, %441 : tensor<f32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %443 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg17, %442 : tensor<32xf32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %444 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel"]} ins(%arg22, %arg18 : tensor<f32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %445 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_115, %444 : tensor<32xf32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %446 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel"]} ins(%arg21, %445 : tensor<f32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %447 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg18, %446 : tensor<32xf32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %448 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel"]} ins(%arg22, %arg19 : tensor<f32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %449 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_104, %448 : tensor<32xf32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %450 = linalg.generic {indexing_maps = [#map18, #map2, #map2], iterator_types = ["parallel"]} ins(%arg21, %449 : tensor<f32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %451 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg19, %450 : tensor<32xf32>, tensor<32xf32>) outs(%139 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<32xf32>
    %452 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg20 : tensor<f32>, tensor<128x32xf32>) outs(%180 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<128x32xf32>
    %453 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%182, %452 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%180 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.addf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<128x32xf32>
    %454 = linalg.generic {indexing_maps = [#map20, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg21, %453 : tensor<f32>, tensor<128x32xf32>) outs(%180 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.mulf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<128x32xf32>
    %455 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%arg20, %454 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%180 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_213: f32, %out: f32):
      %456 = arith.subf %in, %in_213 : f32
      linalg.yield %456 : f32
    } -> tensor<128x32xf32>
    return %162, %375, %379, %383, %387, %391, %395, %399, %403, %407, %411, %415, %419, %423, %427, %431, %435, %439, %443, %447, %451, %455 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
