// A norm after the last block (a transformer's final layernorm) keeps its
// statistics live beside the stream, as a residual branch does, but
// projects nothing: it ends no block. Counted as one, it weighed as much
// as a block in the balances by layers and ran with the second block
// ([128, 4352, 4736, 16384] below), and its output was a checkpoint of
// full recomputation. With the ends as layers the first stage runs the
// work before the blocks, the next two a block each, the last the norm
// and the head; by layers on two stages the norm and the head ride with
// the last block.
// RUN: shard-opt %s --dist-pipeline="report=true balance=layers-and-ends" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ENDS
// RUN: sed 's/"pp"=4/"pp"=2/' %s | shard-opt --dist-pipeline="report=true balance=layers" -o /dev/null 2>&1 | FileCheck %s --check-prefix=LAYERS
// ENDS: remark: stage FLOPs per microbatch [128, 4352, 4352, 16768]
// LAYERS: remark: stage FLOPs per microbatch [4480, 21120]

dist.mesh @mesh = <["pp"=4]>
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @lm(%x: tensor<8x16xf32>, %w0: tensor<16x16xf32>, %w1: tensor<16x16xf32>, %wh: tensor<16x64xf32>) -> tensor<8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  // Before the blocks: x + x.
  %x2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  // Block k: r + tanh(r wk).
  %m0 = linalg.matmul ins(%x2, %w0 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x2, %m0 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = math.tanh %b : f32
    %s = arith.addf %a, %t : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %m1 = linalg.matmul ins(%r0, %w1 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r0, %m1 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = math.tanh %b : f32
    %s = arith.addf %a, %t : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  // The final norm: r / sum(r * r) per row.
  %er = tensor.empty() : tensor<8xf32>
  %fr = linalg.fill ins(%zero : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %ss = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%r1 : tensor<8x16xf32>) outs(%fr : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.mulf %a, %a : f32
    %s = arith.addf %o, %q : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %n = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r1, %ss : tensor<8x16xf32>, tensor<8xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<8x16xf32>
  // The head: n wh.
  %eh = tensor.empty() : tensor<8x64xf32>
  %fh = linalg.fill ins(%zero : f32) outs(%eh : tensor<8x64xf32>) -> tensor<8x64xf32>
  %y = linalg.matmul ins(%n, %wh : tensor<8x16xf32>, tensor<16x64xf32>) outs(%fh : tensor<8x64xf32>) -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}
