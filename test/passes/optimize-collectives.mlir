// --dist-optimize-collectives on partitioned programs: inverse collectives
// cancel, an all_reduce whose result is sliced becomes a reduce_scatter,
// the sum of two all_reduces one all_reduce of the sum (also where other
// terms are added among them, through additions nothing else reads; so too
// for two reduce_scatters of the same dim), and independent
// all_reduces over the same axes merge into buckets no larger than
// bucket-bytes, as do independent all_gathers along dim 0.
// RUN: shard-opt %s --dist-propagate --dist-partition | FileCheck %s --check-prefix=PLAIN
// RUN: shard-opt %s --dist-propagate --dist-partition --dist-optimize-collectives=bucket-bytes=600 | FileCheck %s
// RUN: shard-opt %s --dist-propagate --dist-partition --dist-optimize-collectives=bucket-bytes=520 | FileCheck %s --check-prefix=LIMIT
// RUN: rm -rf %t
// RUN: shard-run %s --entry gather_then_slice --check -o %t/1 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/1 --entry gather_then_slice
// RUN: shard-run %s --entry reduce_then_slice --check -o %t/2 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/2 --entry reduce_then_slice
// RUN: shard-run %s --entry buckets --check -o %t/3 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/3 --entry buckets
// RUN: shard-run %s --entry sum_of_reduces --check -o %t/4 | FileCheck %s --check-prefixes=EXEC,SUMEXEC
// RUN: %oracle %s %t/4 --entry sum_of_reduces
// RUN: shard-run %s --entry residual_chain --optimize-collectives --check -o %t/5 | FileCheck %s --check-prefixes=EXEC,CHAINEXEC
// RUN: %oracle %s %t/5 --entry residual_chain
// RUN: shard-run %s --entry parallel_residual --optimize-collectives --check -o %t/8 | FileCheck %s --check-prefixes=EXEC,CHAINEXEC
// RUN: %oracle %s %t/8 --entry parallel_residual
// RUN: shard-run %s --entry gather_buckets --check -o %t/9 | FileCheck %s --check-prefixes=EXEC,GATHEREXEC
// RUN: %oracle %s %t/9 --entry gather_buckets
// GATHEREXEC: communication: 1 x all_gather over {"tp"}
// GATHEREXEC-NOT: communication:
// RUN: shard-run %s --entry sum_of_scatters --check -o %t/6 | FileCheck %s --check-prefixes=EXEC,SCATTEREXEC
// RUN: %oracle %s %t/6 --entry sum_of_scatters
// SCATTEREXEC: communication: 1 x reduce_scatter over {"tp"}
// SCATTEREXEC-NOT: communication:
// CHAINEXEC: communication: 1 x all_reduce over {"tp"}
// CHAINEXEC-NOT: communication:
// SUMEXEC: communication: 1 x all_reduce over {"tp"}
// SUMEXEC-NOT: communication:
// EXEC: check passed

dist.mesh @mesh = <["dp"=2, "tp"=2]>

// PLAIN-LABEL: func.func @gather_then_slice
// PLAIN: %[[G:.*]] = dist.all_gather %arg0 on @mesh axes ["tp"] dim 1 : tensor<8x4xf32> -> tensor<8x8xf32>
// PLAIN: dist.all_slice %[[G]] on @mesh axes ["tp"] dim 1 : tensor<8x8xf32> -> tensor<8x4xf32>
// CHECK-LABEL: func.func @gather_then_slice
// CHECK-SAME: (%arg0: tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: return %arg0 : tensor<8x4xf32>
func.func @gather_then_slice(%x: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>})
    -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) {
  %full = dist.shard %x to #dist.sharding<@mesh, [{}, {}]> : tensor<8x8xf32>
  %back = dist.shard %full to #dist.sharding<@mesh, [{}, {"tp"}]> : tensor<8x8xf32>
  return %back : tensor<8x8xf32>
}

// PLAIN-LABEL: func.func @reduce_then_slice
// PLAIN: %[[R:.*]] = dist.all_reduce %arg0 on @mesh axes ["tp"] : tensor<8x8xf32>
// PLAIN: dist.all_slice %[[R]] on @mesh axes ["tp"] dim 0 : tensor<8x8xf32> -> tensor<4x8xf32>
// CHECK-LABEL: func.func @reduce_then_slice
// CHECK-NEXT: %[[S:.*]] = dist.reduce_scatter %arg0 on @mesh axes ["tp"] dim 0 : tensor<8x8xf32> -> tensor<4x8xf32>
// CHECK-NEXT: return %[[S]] : tensor<4x8xf32>
func.func @reduce_then_slice(%x: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {"tp"}>})
    -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %full = dist.shard %x to #dist.sharding<@mesh, [{}, {}]> : tensor<8x8xf32>
  %part = dist.shard %full to #dist.sharding<@mesh, [{"tp"}, {}]> : tensor<8x8xf32>
  return %part : tensor<8x8xf32>
}

// Three partial sums over dp (256 + 256 + 64 bytes) fit one 600-byte
// bucket; with 520 bytes the last one goes alone.
// CHECK-LABEL: func.func @buckets
// CHECK: %[[FLAT:.*]] = dist.all_reduce %{{.*}} on @mesh axes ["dp"] : tensor<144xf32>
// CHECK-NOT: dist.all_reduce
// CHECK: tensor.extract_slice %[[FLAT]][0] [64] [1] : tensor<144xf32> to tensor<64xf32>
// CHECK: tensor.extract_slice %[[FLAT]][64] [64] [1] : tensor<144xf32> to tensor<64xf32>
// CHECK: %[[C:.*]] = tensor.extract_slice %[[FLAT]][128] [16] [1] : tensor<144xf32> to tensor<16xf32>
// CHECK: tensor.expand_shape %[[C]] {{\[}}[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
// LIMIT-LABEL: func.func @buckets
// LIMIT-DAG: dist.all_reduce %{{.*}} on @mesh axes ["dp"] : tensor<128xf32>
// LIMIT-DAG: dist.all_reduce %arg2 on @mesh axes ["dp"] : tensor<4x4xf32>
// LIMIT-NOT: dist.all_reduce
func.func @buckets(%a: tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{}], partial = {"dp"}>},
                   %b: tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{}], partial = {"dp"}>},
                   %c: tensor<4x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {"dp"}>})
    -> (tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>},
        tensor<64xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>},
        tensor<4x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  return %a, %b, %c : tensor<64xf32>, tensor<64xf32>, tensor<4x4xf32>
}

// Two partial sums over tp subtracted elementwise (as a layer's input
// gradient adds those of two parallel projections): one all_reduce of
// their local difference. Not when an all_reduce has another reader.
// PLAIN-LABEL: func.func @sum_of_reduces
// PLAIN-DAG: dist.all_reduce %arg0 on @mesh axes ["tp"] : tensor<8x8xf32>
// PLAIN-DAG: dist.all_reduce %arg1 on @mesh axes ["tp"] : tensor<8x8xf32>
// CHECK-LABEL: func.func @sum_of_reduces
// LIMIT-LABEL: func.func @sum_of_reduces
// CHECK-NOT: dist.all_reduce
// CHECK: %[[D:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: arith.subf %[[X]], %[[Y]] : f32
// CHECK: %[[R:.*]] = dist.all_reduce %[[D]] on @mesh axes ["tp"] : tensor<8x8xf32>
// CHECK-NOT: dist.all_reduce
// CHECK: return %[[R]] : tensor<8x8xf32>
// Both all_reduces stay (merged into one bucket), and the sum follows.
// CHECK-LABEL: func.func @shared_reduce
// CHECK: %[[BOTH:.*]] = dist.all_reduce %{{.*}} on @mesh axes ["tp"] : tensor<128xf32>
// CHECK-NOT: dist.all_reduce
// CHECK: linalg.generic
// CHECK-NOT: dist.all_reduce
// CHECK: return
#id = affine_map<(i, j) -> (i, j)>
func.func @sum_of_reduces(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {"tp"}>},
                          %b: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {"tp"}>})
    -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %d = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  return %d : tensor<8x8xf32>
}

// The sum reads an all_reduce that the return reads too: both stay.
func.func @shared_reduce(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {"tp"}>},
                         %b: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {"tp"}>})
    -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<8x8xf32>
  %d = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  return %d, %a : tensor<8x8xf32>, tensor<8x8xf32>
}

// Two reduce_scatters of the same dim summed (sequence parallelism's
// partial input gradients, each split over the tokens): one
// reduce_scatter of the sum, which is made over the whole shape.
// PLAIN-LABEL: func.func @sum_of_scatters
// PLAIN-DAG: dist.reduce_scatter %arg0 on @mesh axes ["tp"] dim 0 : tensor<8x8xf32> -> tensor<4x8xf32>
// PLAIN-DAG: dist.reduce_scatter %arg1 on @mesh axes ["tp"] dim 0 : tensor<8x8xf32> -> tensor<4x8xf32>
// CHECK-LABEL: func.func @sum_of_scatters
// CHECK-NOT: dist.reduce_scatter
// CHECK: %[[E:.*]] = tensor.empty() : tensor<8x8xf32>
// CHECK-NEXT: %[[S:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%[[E]] : tensor<8x8xf32>)
// CHECK: %[[R:.*]] = dist.reduce_scatter %[[S]] on @mesh axes ["tp"] dim 0 : tensor<8x8xf32> -> tensor<4x8xf32>
// CHECK-NOT: dist.reduce_scatter
// CHECK: return %[[R]] : tensor<4x8xf32>
func.func @sum_of_scatters(%a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {"tp"}>},
                           %b: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {"tp"}>})
    -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %sa = dist.shard %a to #dist.sharding<@mesh, [{"tp"}, {}]> : tensor<8x8xf32>
  %sb = dist.shard %b to #dist.sharding<@mesh, [{"tp"}, {}]> : tensor<8x8xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %d = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sa, %sb : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  return %d : tensor<8x8xf32>
}

// A residual's gradient plus three partial ones, added one at a time with
// the residual first (as autograd adds BERT's q, k and v input gradients
// to the residual's): the partial terms are added first and reduced once.
// PLAIN-LABEL: func.func @residual_chain
// PLAIN-COUNT-3: dist.all_reduce
// CHECK-LABEL: func.func @residual_chain
// CHECK-NOT: dist.all_reduce
// CHECK: linalg.generic {{.*}} ins(%arg{{[1-3]}}, %arg{{[1-3]}} : tensor<8x8xf32>, tensor<8x8xf32>)
// CHECK: %[[ABC:.*]] = linalg.generic
// CHECK-NOT: %arg0
// CHECK: %[[R:.*]] = dist.all_reduce %[[ABC]] on @mesh axes ["tp"] : tensor<8x8xf32>
// CHECK-NOT: dist.all_reduce
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%arg0, %[[R]] : tensor<8x8xf32>, tensor<8x8xf32>)
// CHECK-NOT: dist.all_reduce
// CHECK: return %[[SUM]] : tensor<8x8xf32>
func.func @residual_chain(%r: tensor<8x8xf32>,
                          %a: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {"tp"}>},
                          %b: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {"tp"}>},
                          %c: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {"tp"}>})
    -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %ra = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %rab = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ra, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %rabc = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%rab, %c : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  return %rabc : tensor<8x8xf32>
}

// A parallel residual (GPT-NeoX, GPT-J, Phi): the attention's and the
// MLP's row-parallel outputs, each a partial sum plus its bias, added
// together and to the residual. The two partial sums are added first and
// reduced once, the biases and the residual added after.
// PLAIN-LABEL: func.func @parallel_residual
// PLAIN-COUNT-2: dist.all_reduce
// CHECK-LABEL: func.func @parallel_residual
// CHECK-NOT: dist.all_reduce
// CHECK: %[[BIASES:.*]] = linalg.generic {{.*}} ins(%arg2, %arg4 : tensor<8x8xf32>, tensor<8x8xf32>)
// CHECK: %[[REST:.*]] = linalg.generic {{.*}} ins(%[[BIASES]], %arg0 : tensor<8x8xf32>, tensor<8x8xf32>)
// CHECK: %[[PARTIAL:.*]] = linalg.generic {{.*}} ins(%arg1, %arg3 : tensor<8x8xf32>, tensor<8x8xf32>)
// CHECK: %[[R:.*]] = dist.all_reduce %[[PARTIAL]] on @mesh axes ["tp"] : tensor<8x8xf32>
// CHECK-NOT: dist.all_reduce
// CHECK: %[[OUT:.*]] = linalg.generic {{.*}} ins(%[[REST]], %[[R]] : tensor<8x8xf32>, tensor<8x8xf32>)
// CHECK: return %[[OUT]] : tensor<8x8xf32>
func.func @parallel_residual(%x: tensor<8x8xf32>,
                             %attn: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {"tp"}>},
                             %attn_bias: tensor<8x8xf32>,
                             %mlp: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], partial = {"tp"}>},
                             %mlp_bias: tensor<8x8xf32>)
    -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%attn, %attn_bias : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %m = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mlp, %mlp_bias : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %am = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %m : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%am, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// A 16-bit step's gradients: each reduced over dp in f32, then rounded to
// bf16 just after (the reduction cannot pass the rounding). The roundings
// move down to their first reader (the return), so the second gradient's
// reduction joins the first one's bucket.
// PLAIN-LABEL: func.func @rounded_gradients
// PLAIN-COUNT-2: dist.all_reduce %{{.*}} on @mesh axes ["dp"] : tensor<4x4xf32>
// CHECK-LABEL: func.func @rounded_gradients
// CHECK: dist.all_reduce %{{.*}} on @mesh axes ["dp"] : tensor<32xf32>
// CHECK-NOT: dist.all_reduce
// CHECK: arith.truncf
// CHECK: arith.truncf
// CHECK: return
// RUN: shard-run %s --entry rounded_gradients --check -o %t/7 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/7 --entry rounded_gradients
#rows = affine_map<(b, i, j) -> (b, i)>
#cols = affine_map<(b, i, j) -> (b, j)>
#out = affine_map<(b, i, j) -> (i, j)>
func.func @rounded_gradients(
    %x1: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
    %y1: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
    %x2: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
    %y2: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>})
    -> (tensor<4x4xbf16>, tensor<4x4xbf16>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %h = tensor.empty() : tensor<4x4xbf16>
  %g1 = linalg.generic {indexing_maps = [#rows, #cols, #out], iterator_types = ["reduction", "parallel", "parallel"]}
      ins(%x1, %y1 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%z : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %r1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g1 : tensor<4x4xf32>) outs(%h : tensor<4x4xbf16>) {
  ^bb0(%v: f32, %o: bf16):
    %t = arith.truncf %v : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4x4xbf16>
  %g2 = linalg.generic {indexing_maps = [#rows, #cols, #out], iterator_types = ["reduction", "parallel", "parallel"]}
      ins(%x2, %y2 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%z : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %r2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g2 : tensor<4x4xf32>) outs(%h : tensor<4x4xbf16>) {
  ^bb0(%v: f32, %o: bf16):
    %t = arith.truncf %v : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4x4xbf16>
  return %r1, %r2 : tensor<4x4xbf16>, tensor<4x4xbf16>
}

// Two results split over tp and returned whole: their all_gathers along
// dim 0 are one, of both blocks flattened side by side; each result is
// its columns of the [group, total] gathered buffer, reshaped.
// PLAIN-LABEL: func.func @gather_buckets
// PLAIN-COUNT-2: dist.all_gather
// CHECK-LABEL: func.func @gather_buckets
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<4x4xf32>)
// CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<4xf32>)
// CHECK: %[[FLAT:.*]] = tensor.empty() : tensor<20xf32>
// CHECK-NEXT: %[[AF:.*]] = tensor.collapse_shape %[[A]] {{\[}}[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
// CHECK-NEXT: %[[P0:.*]] = tensor.insert_slice %[[AF]] into %[[FLAT]][0] [16] [1]
// CHECK-NEXT: %[[P1:.*]] = tensor.insert_slice %[[B]] into %[[P0]][16] [4] [1]
// CHECK-NEXT: %[[G:.*]] = dist.all_gather %[[P1]] on @mesh axes ["tp"] dim 0 : tensor<20xf32> -> tensor<40xf32>
// CHECK-NEXT: %[[ROWS:.*]] = tensor.expand_shape %[[G]] {{\[}}[0, 1]] output_shape [2, 20] : tensor<40xf32> into tensor<2x20xf32>
// CHECK-NEXT: %[[AC:.*]] = tensor.extract_slice %[[ROWS]][0, 0] [2, 16] [1, 1] : tensor<2x20xf32> to tensor<2x16xf32>
// CHECK-NEXT: %[[AE:.*]] = tensor.expand_shape %[[AC]] {{\[}}[0], [1, 2]] output_shape [2, 4, 4] : tensor<2x16xf32> into tensor<2x4x4xf32>
// CHECK-NEXT: %[[RA:.*]] = tensor.collapse_shape %[[AE]] {{\[}}[0, 1], [2]] : tensor<2x4x4xf32> into tensor<8x4xf32>
// CHECK-NEXT: %[[BC:.*]] = tensor.extract_slice %[[ROWS]][0, 16] [2, 4] [1, 1] : tensor<2x20xf32> to tensor<2x4xf32>
// CHECK-NEXT: %[[RB:.*]] = tensor.collapse_shape %[[BC]] {{\[}}[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
// CHECK-NEXT: return %[[RA]], %[[RB]] : tensor<8x4xf32>, tensor<8xf32>
#id1 = affine_map<(i) -> (i)>
func.func @gather_buckets(%a: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
                          %b: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>})
    -> (tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
        tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) {
  %ea = tensor.empty() : tensor<8x4xf32>
  %na = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x4xf32>) outs(%ea : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.negf %x : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %eb = tensor.empty() : tensor<8xf32>
  %nb = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%b : tensor<8xf32>) outs(%eb : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = math.exp %x : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %na, %nb : tensor<8x4xf32>, tensor<8xf32>
}
