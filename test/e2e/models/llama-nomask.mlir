// The Llama of llama.mlir (other random weights) called as most users call
// it, without an attention mask: transformers' packed-sequence check is a
// cumsum over the positions, which torch-mlir exports as tm_tensor.scan.
// The file runs unedited but for the annotations (export_models.py
// --models llama_nomask): the front end turns the scan into linalg
// (--dist-convert-tm-tensor). The scan runs along the sequence, which no
// axis splits, so the collectives are Megatron's, as with a mask: one
// all_reduce for the vocab-parallel embedding and two per layer; none
// under dp. Every run is compared with PyTorch's output (--expected).
// RUN: rm -rf %t
// RUN: shard-run %S/Inputs/llama_nomask_args.mlir --inputs %S/Inputs/llama_nomask_ref --mesh tp=2 --check -o %t/tp | FileCheck %s --check-prefixes=CHECK,TP
// RUN: %oracle %S/Inputs/llama_nomask_args.mlir %t/tp --expected %S/Inputs/llama_nomask_ref
// RUN: shard-run %S/Inputs/llama_nomask_args.mlir --inputs %S/Inputs/llama_nomask_ref --mesh dp=2 --check -o %t/dp | FileCheck %s --check-prefixes=CHECK,DP
// RUN: %oracle %S/Inputs/llama_nomask_args.mlir %t/dp --expected %S/Inputs/llama_nomask_ref
// RUN: shard-run %S/Inputs/llama_nomask_args.mlir --inputs %S/Inputs/llama_nomask_ref --mesh dp=2,tp=2 --check -o %t/dptp | FileCheck %s --check-prefixes=CHECK,DPTP
// RUN: %oracle %S/Inputs/llama_nomask_args.mlir %t/dptp --expected %S/Inputs/llama_nomask_ref
// The export holds the scan; nothing else of tm_tensor.
// RUN: grep -c "tm_tensor.scan " %S/Inputs/llama_nomask_args.mlir | FileCheck %s --check-prefix=SCAN
// SCAN: {{^1$}}
// TP: communication: 5 x all_reduce over {"tp"}, 10240 bytes sent per rank
// TP-NOT: communication:
// DP: communication: none
// DPTP: communication: 5 x all_reduce over {"tp"}, 5120 bytes sent per rank
// DPTP-NOT: communication:
// CHECK: check passed
