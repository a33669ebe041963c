// Mixtral (export_models.py --models mixtral; 2 layers, hidden 32, 4
// heads over 2 key/value heads, 4 experts of FFN 32, top-2, 2 x 16
// tokens): each layer's router takes the two best experts by topk
// (tm_tensor.sort) and its experts are transformers' batched_mm, which
// gathers each token's two experts' weights by index (shard_torch selects
// it too: the default counts tokens with torch.histc, which torch-mlir
// cannot lower). The file runs unedited but for the annotations
// (attention as Megatron's over tp, the embedding vocab-parallel, the
// experts and router replicated, the batch over dp), against PyTorch's
// output.
// Collectives: one all_reduce for the embedding and one per layer (the
// attention output); replicated experts need none. Under dp alone the
// forward communicates nothing.
// RUN: rm -rf %t
// RUN: grep -c "tm_tensor.sort dimension(1)" %S/Inputs/mixtral_args.mlir | FileCheck %s --check-prefix=OPS
// OPS: 2
// RUN: shard-run %S/Inputs/mixtral_args.mlir --inputs %S/Inputs/mixtral_ref --mesh dp=1,tp=1 -o %t/one
// RUN: %oracle %S/Inputs/mixtral_args.mlir %t/one --expected %S/Inputs/mixtral_ref
// RUN: shard-run %S/Inputs/mixtral_args.mlir --inputs %S/Inputs/mixtral_ref --mesh tp=2 --check -o %t/tp | FileCheck %s --check-prefixes=CHECK,TP
// RUN: %oracle %S/Inputs/mixtral_args.mlir %t/tp --expected %S/Inputs/mixtral_ref
// RUN: shard-run %S/Inputs/mixtral_args.mlir --inputs %S/Inputs/mixtral_ref --mesh dp=2,tp=2 --check -o %t/dptp | FileCheck %s --check-prefixes=CHECK,DPTP
// RUN: %oracle %S/Inputs/mixtral_args.mlir %t/dptp --expected %S/Inputs/mixtral_ref
// RUN: shard-run %S/Inputs/mixtral_args.mlir --inputs %S/Inputs/mixtral_ref --mesh dp=2 --check -o %t/dp | FileCheck %s --check-prefixes=CHECK,DP
// RUN: %oracle %S/Inputs/mixtral_args.mlir %t/dp --expected %S/Inputs/mixtral_ref
// Both layers' grouped-query attention runs as one fused kernel per rank
// (2 heads of the 4 on each tp rank, their 1 key/value head repeated).
// RUN: shard-opt %S/Inputs/mixtral_args.mlir --dist-parallelize | shard-translate --emit-plan | FileCheck %s --check-prefix=PLAN
// PLAN-COUNT-2: attention m=16 n=16 d=8 e=8 batch=[1, 2] b{{[0-9]+}} b{{[0-9]+}}^T b{{[0-9]+}} mod(b{{[0-9]+}}) -> b{{[0-9]+}}
// PLAN-NOT: attention
// TP: communication: 3 x all_reduce over {"tp"}, 12288 bytes sent per rank
// TP-NOT: communication:
// DPTP: communication: 3 x all_reduce over {"tp"}, 6144 bytes sent per rank
// DPTP-NOT: communication:
// DP: communication: none
// CHECK: check passed
