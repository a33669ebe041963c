// RUN: shard-opt %s -split-input-file --dist-microbatch="microbatches=2" --dist-propagate --dist-partition --canonicalize --cse --dist-pipeline --canonicalize --cse | FileCheck %s
// RUN: shard-opt %s -split-input-file --dist-microbatch="microbatches=2" --dist-propagate --dist-partition --dist-pipeline="schedule=gpipe" | shard-opt -split-input-file | FileCheck %s --check-prefix=ROUND
// RUN: shard-opt %s -split-input-file --dist-parallelize="microbatches=2 schedule=gpipe" | FileCheck %s --check-prefix=ROUND

// Megatron's MLP twice, one per stage, on dp x pp x tp with two
// microbatches: each stage keeps its all_reduce over tp (per microbatch);
// stage 0 sends each device's activation block to the device of stage 1
// with the same dp and tp coordinates; stage 1 receives microbatch 1 after
// finishing microbatch 0 and assembles the result. Each stage's forward is
// one region of its schedule, run once per microbatch with the
// microbatch's rows of the batch sliced at its offset; the table lists the
// forwards and the exchanges between them. Each stage takes only the
// weights it reads.
dist.mesh @mesh = <["dp"=2, "pp"=2, "tp"=2]>
func.func @mlp(%x: tensor<16x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
               %w1: tensor<64x128xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
               %w2: tensor<128x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
               %w3: tensor<64x128xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
               %w4: tensor<128x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
    -> tensor<16x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x128xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x128xf32>) -> tensor<16x128xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%f1 : tensor<16x128xf32>) -> tensor<16x128xf32>
  %e2 = tensor.empty() : tensor<16x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%f2 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %c = dist.stage_boundary %y : tensor<16x64xf32>
  %h2 = linalg.matmul ins(%c, %w3 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%f1 : tensor<16x128xf32>) -> tensor<16x128xf32>
  %y2 = linalg.matmul ins(%h2, %w4 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%f2 : tensor<16x64xf32>) -> tensor<16x64xf32>
  return %y2 : tensor<16x64xf32>
}

// CHECK:      dist.mesh @mesh = <["dp"=2, "pp"=2, "tp"=2]>
// CHECK-LABEL: func.func private @mlp_stage0(
// CHECK-SAME:     %[[X:.*]]: tensor<8x64xf32>, %[[W1:.*]]: tensor<64x64xf32>, %[[W2:.*]]: tensor<64x64xf32>)
// CHECK-SAME:     attributes {dist.arg_numbers = array<i64: 0, 1, 2>} {
// CHECK-DAG:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:    %[[F:.*]] = linalg.fill
// CHECK-DAG:    %[[OUT:.*]] = dist.buffer : !dist.buffer<tensor<4x64xf32>>
// CHECK:        dist.schedule cases [0, 1, 0, 1] microbatches [0, 0, 1, 0]
// CHECK-NEXT:   forward chunk 0 (%[[MB:.*]]) {
// CHECK-NEXT:     %[[OFF:.*]] = arith.muli %[[MB]], %[[C4]] : index
// CHECK-NEXT:     %[[XM:.*]] = tensor.extract_slice %[[X]][%[[OFF]], 0] [4, 64] [1, 1] : tensor<8x64xf32> to tensor<4x64xf32>
// CHECK-NEXT:     %[[H:.*]] = linalg.matmul ins(%[[XM]], %[[W1]] : {{.*}}) outs(%[[F]] : tensor<4x64xf32>)
// CHECK-NEXT:     %[[Y:.*]] = linalg.matmul ins(%[[H]], %[[W2]] : {{.*}}) outs(%[[F]] : tensor<4x64xf32>)
// CHECK-NEXT:     %[[R:.*]] = dist.all_reduce %[[Y]] on @mesh axes ["tp"] : tensor<4x64xf32>
// CHECK-NEXT:     dist.store %[[R]], %[[OUT]] : tensor<4x64xf32>, !dist.buffer<tensor<4x64xf32>>
// CHECK-NEXT:   }
// CHECK-NEXT:   exchange (%{{.*}}) {
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[OUT]] : !dist.buffer<tensor<4x64xf32>> to [1]
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-LABEL: func.func private @mlp_stage1(
// CHECK-SAME:     %[[W3:.*]]: tensor<64x64xf32>, %[[W4:.*]]: tensor<64x64xf32>) -> tensor<8x64xf32>
// CHECK-SAME:     attributes {dist.arg_numbers = array<i64: 3, 4>, dist.result_numbers = array<i64: 0>} {
// CHECK-DAG:    %[[IN:.*]] = dist.buffer : !dist.buffer<tensor<4x64xf32>>
// CHECK-DAG:    %[[G:.*]] = linalg.fill
// CHECK-DAG:    %[[PIECES:.*]] = dist.buffer : !dist.buffer<tensor<2x4x64xf32>>
// CHECK:        dist.schedule cases [0, 1, 0, 1] microbatches [0, 0, 0, 1]
// CHECK-NEXT:   exchange (%{{.*}}) {
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] recv %[[IN]] : !dist.buffer<tensor<4x64xf32>> from [0]
// CHECK-NEXT:   }
// CHECK-NEXT:   forward chunk 0 (%[[MB:.*]]) {
// CHECK-NEXT:     %[[A:.*]] = dist.load %[[IN]] : !dist.buffer<tensor<4x64xf32>> -> tensor<4x64xf32>
// CHECK-NEXT:     %[[P:.*]] = linalg.matmul ins(%[[A]], %[[W3]] : {{.*}}) outs(%[[G]] : tensor<4x64xf32>)
// CHECK-NEXT:     %[[Q:.*]] = linalg.matmul ins(%[[P]], %[[W4]] : {{.*}}) outs(%[[G]] : tensor<4x64xf32>)
// CHECK-NEXT:     %[[S:.*]] = dist.all_reduce %[[Q]] on @mesh axes ["tp"] : tensor<4x64xf32>
// CHECK-NEXT:     dist.store %[[S]], %[[PIECES]][%[[MB]]] : tensor<4x64xf32>, !dist.buffer<tensor<2x4x64xf32>>
// CHECK-NEXT:   }
// CHECK-NEXT:   %[[ALL:.*]] = dist.load %[[PIECES]] : !dist.buffer<tensor<2x4x64xf32>> -> tensor<2x4x64xf32>
// CHECK-NEXT:   %[[O:.*]] = tensor.collapse_shape %[[ALL]] {{\[}}[0, 1], [2]] : tensor<2x4x64xf32> into tensor<8x64xf32>
// CHECK-NEXT:   return %[[O]] : tensor<8x64xf32>
// CHECK:      dist.pipeline @mlp on @mesh axis "pp" microbatches 2 schedule "1f1b" stages [@mlp_stage0, @mlp_stage1]

// ROUND: dist.pipeline @mlp on @mesh axis "pp" microbatches 2 schedule "gpipe" stages [@mlp_stage0, @mlp_stage1]

// -----

// Four stages on pp alone, two microbatches of 8 rows. The residual %x0
// made in stage 0 skips to stage 3: it crosses cut 0 as the activation and
// is forwarded by stages 1 and 2 beside theirs, sent together. The
// transposed weight of stage 2 reads no stage's value: stage 2 makes it
// once, before its schedule, instead of receiving it.
dist.mesh @mesh = <["pp"=4]>
#id = affine_map<(i, j) -> (i, j)>
#tr = affine_map<(i, j) -> (j, i)>
func.func @stack(%x: tensor<16x32xf32>, %w0: tensor<32x32xf32>,
                 %w1: tensor<32x32xf32>, %w2: tensor<32x32xf32>) -> tensor<16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %x0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<16x32xf32>
  %c0 = dist.stage_boundary %x0 : tensor<16x32xf32>
  %y = linalg.matmul ins(%c0, %w0 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%f : tensor<16x32xf32>) -> tensor<16x32xf32>
  %c1 = dist.stage_boundary %y : tensor<16x32xf32>
  %ew = tensor.empty() : tensor<32x32xf32>
  %w1t = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w1 : tensor<32x32xf32>) outs(%ew : tensor<32x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<32x32xf32>
  %z = linalg.matmul ins(%c1, %w1t : tensor<16x32xf32>, tensor<32x32xf32>) outs(%f : tensor<16x32xf32>) -> tensor<16x32xf32>
  %c2 = dist.stage_boundary %z : tensor<16x32xf32>
  %u = linalg.matmul ins(%c2, %w2 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%f : tensor<16x32xf32>) -> tensor<16x32xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%u, %x0 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<16x32xf32>
  return %r : tensor<16x32xf32>
}

// CHECK:      dist.mesh @mesh = <["pp"=4]>
// CHECK-LABEL: func.func private @stack_stage0(%{{.*}}: tensor<16x32xf32>) attributes {dist.arg_numbers = array<i64: 0>} {
// CHECK:        dist.schedule cases [0, 1, 0, 1] microbatches [0, 0, 1, 0]
// CHECK:        dist.exchange on @mesh axes ["pp"] send %{{.*}} : !dist.buffer<tensor<8x32xf32>> to [1]
// CHECK-NOT:    dist.exchange
// CHECK-LABEL: func.func private @stack_stage1(
// CHECK-SAME:     %[[W0:.*]]: tensor<32x32xf32>) attributes {dist.arg_numbers = array<i64: 1>} {
// CHECK:        %[[IN:.*]] = dist.buffer : !dist.buffer<tensor<8x32xf32>>
// CHECK:        %[[Y:.*]] = dist.buffer : !dist.buffer<tensor<8x32xf32>>
// CHECK-NEXT:   %[[RES:.*]] = dist.buffer : !dist.buffer<tensor<8x32xf32>>
// CHECK-NEXT:   dist.schedule cases [0, 1, 2, 1, 3] microbatches [0, 0, 0, 1, 0]
// CHECK-NEXT:   exchange
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] recv %[[IN]] : !dist.buffer<tensor<8x32xf32>> from [0]
// CHECK:        forward chunk 0
// CHECK-NEXT:     %[[A:.*]] = dist.load %[[IN]]
// CHECK-NEXT:     %[[M:.*]] = linalg.matmul ins(%[[A]], %[[W0]] : {{.*}})
// CHECK-NEXT:     dist.store %[[M]], %[[Y]]
// CHECK-NEXT:     dist.store %[[A]], %[[RES]]
// CHECK:        exchange
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[Y]], %[[RES]] : {{.*}} to [2, 2] recv %[[IN]] : !dist.buffer<tensor<8x32xf32>> from [0]
// CHECK:        exchange
// CHECK-NEXT:     dist.exchange on @mesh axes ["pp"] send %[[Y]], %[[RES]] : {{.*}} to [2, 2]
// CHECK-LABEL: func.func private @stack_stage2(
// CHECK-SAME:     %[[W1:.*]]: tensor<32x32xf32>) attributes {dist.arg_numbers = array<i64: 2>} {
// CHECK:        %[[W1T:.*]] = linalg.generic {{.*}} ins(%[[W1]] : tensor<32x32xf32>)
// CHECK:        dist.schedule
// CHECK:        dist.exchange on @mesh axes ["pp"] recv %{{.*}}, %{{.*}} : {{.*}} from [1, 1]
// CHECK:        forward chunk 0
// CHECK:          linalg.matmul ins(%{{.*}}, %[[W1T]] : {{.*}})
// CHECK:        dist.exchange on @mesh axes ["pp"] send %{{.*}}, %{{.*}} : {{.*}} to [3, 3] recv %{{.*}}, %{{.*}} : {{.*}} from [1, 1]
// CHECK:        dist.exchange on @mesh axes ["pp"] send %{{.*}}, %{{.*}} : {{.*}} to [3, 3]
// CHECK-LABEL: func.func private @stack_stage3(%{{.*}}: tensor<32x32xf32>) -> tensor<16x32xf32> attributes {dist.arg_numbers = array<i64: 3>, dist.result_numbers = array<i64: 0>} {
// CHECK:        dist.exchange on @mesh axes ["pp"] recv %{{.*}}, %{{.*}} : {{.*}} from [2, 2]
// CHECK:        forward chunk 0 (%[[MB:.*]]) {
// CHECK:          %[[R:.*]] = linalg.generic
// CHECK:          dist.store %[[R]], %[[PIECES:.*]][%[[MB]]] : tensor<8x32xf32>, !dist.buffer<tensor<2x8x32xf32>>
// CHECK:        dist.load %[[PIECES]] : !dist.buffer<tensor<2x8x32xf32>> -> tensor<2x8x32xf32>
// CHECK-NEXT:   tensor.collapse_shape %{{.*}} {{\[}}[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
// CHECK:      dist.pipeline @stack on @mesh axis "pp" microbatches 2 schedule "1f1b" stages [@stack_stage0, @stack_stage1, @stack_stage2, @stack_stage3]

// ROUND: dist.pipeline @stack on @mesh axis "pp" microbatches 2 schedule "gpipe" stages [@stack_stage0, @stack_stage1, @stack_stage2, @stack_stage3]
