// GPT-NeoX (Pythia's architecture: 2 layers, hidden 32, 4 heads, vocab
// 128, 8 tokens), exported from transformers' GPTNeoXModel by torch-mlir
// (export_models.py), unedited but for the annotations. It differs from
// GPT-2 and Llama where sharding can go wrong: one fused QKV projection
// whose output rows hold each head's q, k and v together (so a plain
// column split keeps whole heads, no blocks), rotary embeddings on a
// quarter of each head, and attention and MLP on parallel residuals (both
// read the layer's input). Every run
// is compared with PyTorch's output (--expected) and with upstream's
// lowering under mlir-runner.
// RUN: rm -rf %t && mkdir -p %t/ref
// RUN: shard-run %S/Inputs/gptneox_args.mlir --inputs %S/Inputs/gptneox_ref --mesh dp=2,tp=2 --check -o %t/dptp | FileCheck %s --check-prefixes=CHECK,DPTP
// RUN: %oracle %S/Inputs/gptneox_args.mlir %t/dptp --expected %S/Inputs/gptneox_ref
// RUN: shard-run %S/Inputs/gptneox_const.mlir --inputs %S/Inputs/gptneox_ref --mesh tp=2 --check -o %t/ctp | FileCheck %s --check-prefixes=CHECK,CTP
// RUN: %oracle %S/Inputs/gptneox_const.mlir %t/ctp --expected %S/Inputs/gptneox_ref
// Megatron's collectives as GPT-NeoX's trainer runs them: one all_reduce
// for the vocab-parallel embedding and one per layer, the parallel
// residual's two partial sums (the attention's output projection's and
// the MLP's) added first and reduced once, their biases added after.
// DPTP: communication: 3 x all_reduce over {"tp"}, 3072 bytes sent per rank
// DPTP-NOT: communication:
// CTP: communication: 13 x all_slice over {"tp"}, 0 bytes sent per rank
// CTP: communication: 3 x all_reduce over {"tp"}, 6144 bytes sent per rank
// CTP-NOT: communication:
// CHECK: check passed
//
// As torch-mlir writes it (the annotations stripped): the planner makes
// the constant weights arguments that keep their values, finds each
// layer's two column/row blocks, and writes a plan that runs from the
// program's own weights given the token ids alone.
// RUN: shard-opt %S/Inputs/gptneox_const.mlir --dist-strip-annotations -o %t/raw.mlir
// RUN: shard-opt %t/raw.mlir --dist-plan-report="devices=4 cluster=a100" -o /dev/null | FileCheck %s --check-prefix=REPORT
// REPORT: model: batch 2, {{.*}} split by tp in 4 column/row blocks)
// The report counts the collectives the compiler leaves: one all_reduce
// per layer's parallel residual, the 3072 bytes each rank sends below.
// RUN: shard-opt %t/raw.mlir --dist-plan-report="devices=4 cluster=a100 compare=2x1x2/1/gpipe json=true" -o /dev/null | FileCheck %s --check-prefix=BYTES
// BYTES: "role": "given",
// BYTES: "tp_bytes_per_device": 3072,
// RUN: shard-opt %t/raw.mlir --dist-auto-plan="devices=4 cluster=a100 plan=2x1x2/1/gpipe" -o %t/planned.mlir
// RUN: cp %S/Inputs/gptneox_ref/input0.npy %S/Inputs/gptneox_ref/output0.npy %t/ref
// RUN: shard-run %t/planned.mlir --inputs %t/ref -o %t/run | FileCheck %s --check-prefix=PLANNED
// RUN: %oracle %t/planned.mlir %t/run --expected %t/ref
// PLANNED: shard-run: @forward ran on dp=2,pp=1,tp=2 (4 ranks)
// PLANNED-NEXT: communication: 3 x all_reduce over {"tp"}, 3072 bytes sent per rank
// PLANNED-NOT: communication:
