// GPT stacks from bench/gen_gpt.py (2 layers: layernorm, causal attention
// with heads split over tp, GELU MLP), partitioned:
//  - tensor parallel: two all_reduces per layer and nothing else;
//  - dp x tp: the same two, over tp only;
//  - sequence parallel (activations between blocks split on the sequence
//    dim over tp): an all_gather before and a reduce_scatter after each
//    parallel region, in place of each all_reduce.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %gen_gpt --layers 2 --annotate tp > %t/tp.mlir
// RUN: %python %gen_gpt --layers 2 --annotate dp-tp > %t/dptp.mlir
// RUN: %python %gen_gpt --layers 2 --annotate sp > %t/sp.mlir
// RUN: shard-opt %t/tp.mlir --dist-propagate --dist-partition | FileCheck %s --check-prefix=TP
// RUN: shard-opt %t/dptp.mlir --dist-propagate --dist-partition | FileCheck %s --check-prefix=DPTP
// RUN: shard-opt %t/sp.mlir --dist-propagate --dist-partition | FileCheck %s --check-prefix=SP
// RUN: shard-run %t/tp.mlir --check -o %t/run-tp | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %t/tp.mlir %t/run-tp
// RUN: shard-run %t/dptp.mlir --check -o %t/run-dptp | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %t/dptp.mlir %t/run-dptp
// RUN: shard-run %t/sp.mlir --check -o %t/run-sp | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %t/sp.mlir %t/run-sp

// The residual stream stays whole; each block's attention output and MLP
// output are partial over tp until one all_reduce each.
// TP-LABEL: func.func @gpt
// TP-SAME: %arg3: tensor<64x32xf32>
// TP-NOT: dist.all_gather
// TP-NOT: dist.reduce_scatter
// TP-NOT: dist.all_to_all
// TP-COUNT-4: dist.all_reduce %{{.*}} on @mesh axes ["tp"] : tensor<2x16x64xf32>
// TP-NOT: dist.

// DPTP-LABEL: func.func @gpt
// DPTP-SAME: (%arg0: tensor<1x16x64xf32>
// DPTP-COUNT-4: dist.all_reduce %{{.*}} on @mesh axes ["tp"] : tensor<1x16x64xf32>
// DPTP-NOT: dist.

// SP-LABEL: func.func @gpt
// SP-SAME: (%arg0: tensor<2x8x64xf32>
// SP: dist.all_gather %{{.*}} on @mesh axes ["tp"] dim 1 : tensor<2x8x64xf32> -> tensor<2x16x64xf32>
// SP: dist.reduce_scatter %{{.*}} on @mesh axes ["tp"] dim 1 : tensor<2x16x64xf32> -> tensor<2x8x64xf32>
// SP: dist.all_gather %{{.*}} on @mesh axes ["tp"] dim 1 : tensor<2x8x64xf32> -> tensor<2x16x64xf32>
// SP: dist.reduce_scatter %{{.*}} on @mesh axes ["tp"] dim 1 : tensor<2x16x64xf32> -> tensor<2x8x64xf32>
// SP: dist.all_gather %{{.*}} on @mesh axes ["tp"] dim 1 : tensor<2x8x64xf32> -> tensor<2x16x64xf32>
// SP: dist.reduce_scatter %{{.*}} on @mesh axes ["tp"] dim 1 : tensor<2x16x64xf32> -> tensor<2x8x64xf32>
// SP: dist.all_gather %{{.*}} on @mesh axes ["tp"] dim 1 : tensor<2x8x64xf32> -> tensor<2x16x64xf32>
// SP: dist.reduce_scatter %{{.*}} on @mesh axes ["tp"] dim 1 : tensor<2x16x64xf32> -> tensor<2x8x64xf32>
// SP-NOT: dist.

// EXEC: check passed
