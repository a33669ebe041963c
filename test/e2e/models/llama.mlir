// Llama (2 layers, hidden 32, 4 heads, MLP 64, vocab 128, 8 tokens, RoPE,
// RMSNorm), exported from transformers' LlamaModel by torch-mlir (export_models.py), unedited
// but for the annotations: Megatron's shardings over tp, the batch over dp.
// The weights are function arguments (llama_args) or dense_resource
// constants followed by dist.shard (llama_const). Every run is compared with
// PyTorch's output on the same inputs (--expected), and the runs on the
// arguments form with upstream's lowering under mlir-runner (--reference).
// Megatron's collectives exactly: one all_reduce for the vocab-parallel
// embedding and two per layer (attention output, MLP output); under dp
// alone, none. (The batch_matmuls over batch x heads get a loop per dim in
// the front end, so heads split with the batch whole need no gather.)
// RUN: rm -rf %t
// RUN: shard-run %S/Inputs/llama_args.mlir --inputs %S/Inputs/llama_ref --mesh dp=1,tp=1 -o %t/one
// RUN: %oracle %S/Inputs/llama_args.mlir %t/one
// RUN: %oracle %S/Inputs/llama_args.mlir %t/one --expected %S/Inputs/llama_ref
// RUN: shard-run %S/Inputs/llama_args.mlir --inputs %S/Inputs/llama_ref --mesh tp=2 --check -o %t/tp | FileCheck %s --check-prefixes=CHECK,TP
// RUN: %oracle %S/Inputs/llama_args.mlir %t/tp --reference %t/one
// RUN: %oracle %S/Inputs/llama_args.mlir %t/tp --expected %S/Inputs/llama_ref
// RUN: shard-run %S/Inputs/llama_args.mlir --inputs %S/Inputs/llama_ref --mesh dp=2,tp=2 --check -o %t/dptp | FileCheck %s --check-prefixes=CHECK,DPTP
// RUN: %oracle %S/Inputs/llama_args.mlir %t/dptp --reference %t/one
// RUN: %oracle %S/Inputs/llama_args.mlir %t/dptp --expected %S/Inputs/llama_ref
// RUN: shard-run %S/Inputs/llama_args.mlir --inputs %S/Inputs/llama_ref --mesh dp=2 --check -o %t/dp | FileCheck %s --check-prefixes=CHECK,DP
// RUN: %oracle %S/Inputs/llama_args.mlir %t/dp --expected %S/Inputs/llama_ref
// The same model as a pipeline: a pp axis of 2, cut automatically where the
// fewest activations are live (between layers), each stage keeping its
// shardings; outputs against PyTorch's.
// RUN: sed 's/"dp"=2, "tp"=2/"dp"=2, "pp"=1, "tp"=2/' %S/Inputs/llama_args.mlir > %t/llama_pp.mlir
// RUN: shard-run %t/llama_pp.mlir --inputs %S/Inputs/llama_ref --mesh pp=2 --check -o %t/pp | FileCheck %s --check-prefixes=CHECK,PP
// RUN: %oracle %t/llama_pp.mlir %t/pp --expected %S/Inputs/llama_ref
// RUN: shard-run %S/Inputs/llama_const.mlir --inputs %S/Inputs/llama_ref --mesh tp=2 --check -o %t/ctp | FileCheck %s --check-prefixes=CHECK,CTP
// RUN: %oracle %S/Inputs/llama_const.mlir %t/ctp --expected %S/Inputs/llama_ref
// RUN: shard-run %S/Inputs/llama_const.mlir --inputs %S/Inputs/llama_ref --mesh dp=2,tp=2 --check -o %t/cdptp | FileCheck %s --check-prefixes=CHECK,CDPTP
// RUN: %oracle %S/Inputs/llama_const.mlir %t/cdptp --expected %S/Inputs/llama_ref
// TP: communication: 5 x all_reduce over {"tp"}, 10240 bytes sent per rank
// DPTP: communication: 5 x all_reduce over {"tp"}, 5120 bytes sent per rank
// DP: communication: none
// CTP: communication: 15 x all_slice over {"tp"}, 0 bytes sent per rank
// CTP: communication: 5 x all_reduce over {"tp"}, 10240 bytes sent per rank
// CDPTP: communication: 15 x all_slice over {"tp"}, 0 bytes sent per rank
// CDPTP: communication: 5 x all_reduce over {"tp"}, 5120 bytes sent per rank
// PP: communication: stage 0: 1 x exchange over {"pp"}, 2048 bytes sent per rank
// PP-NEXT: communication: stage 1: 1 x exchange over {"pp"}, 0 bytes sent per rank
// CHECK: check passed
