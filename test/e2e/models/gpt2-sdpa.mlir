// GPT-2 as transformers runs it by default, its attention by PyTorch's
// scaled_dot_product_attention (export_models.py --models gpt2_sdpa; the
// configuration of gpt2.mlir, its own random weights). torch-mlir lowers
// each layer's attention whole to tm_tensor.attention (heads folded into
// the batch, a boolean causal mask); shard's front end turns it into two
// batched GEMMs and a softmax (--dist-convert-tm-tensor), and the file
// runs unedited but for the annotations, against PyTorch's output.
// The collectives are gpt2.mlir's: the heads are split over tp, so
// attention is local; one all_reduce for the vocab-parallel embedding and
// two per layer (the fused QKV weight split in blocks: see gpt2.mlir).
// Under dp alone the forward communicates nothing.
// RUN: rm -rf %t
// RUN: grep -c "tm_tensor.attention {scale = 0.35355339059327379 : f64}" %S/Inputs/gpt2_sdpa_args.mlir | FileCheck %s --check-prefix=OPS
// OPS: 2
// RUN: shard-run %S/Inputs/gpt2_sdpa_args.mlir --inputs %S/Inputs/gpt2_sdpa_ref --mesh dp=1,tp=1 -o %t/one
// RUN: %oracle %S/Inputs/gpt2_sdpa_args.mlir %t/one --expected %S/Inputs/gpt2_sdpa_ref
// RUN: shard-run %S/Inputs/gpt2_sdpa_args.mlir --inputs %S/Inputs/gpt2_sdpa_ref --mesh tp=2 --check -o %t/tp | FileCheck %s --check-prefixes=CHECK,TP
// RUN: %oracle %S/Inputs/gpt2_sdpa_args.mlir %t/tp --expected %S/Inputs/gpt2_sdpa_ref
// RUN: shard-run %S/Inputs/gpt2_sdpa_args.mlir --inputs %S/Inputs/gpt2_sdpa_ref --mesh dp=2,tp=2 --check -o %t/dptp | FileCheck %s --check-prefixes=CHECK,DPTP
// RUN: %oracle %S/Inputs/gpt2_sdpa_args.mlir %t/dptp --expected %S/Inputs/gpt2_sdpa_ref
// RUN: shard-run %S/Inputs/gpt2_sdpa_args.mlir --inputs %S/Inputs/gpt2_sdpa_ref --mesh dp=2 --check -o %t/dp | FileCheck %s --check-prefixes=CHECK,DP
// RUN: %oracle %S/Inputs/gpt2_sdpa_args.mlir %t/dp --expected %S/Inputs/gpt2_sdpa_ref
// TP: communication: 5 x all_reduce over {"tp"}, 10240 bytes sent per rank
// TP-NOT: communication:
// DPTP: communication: 5 x all_reduce over {"tp"}, 5120 bytes sent per rank
// DPTP-NOT: communication:
// DP: communication: none
// CHECK: check passed
