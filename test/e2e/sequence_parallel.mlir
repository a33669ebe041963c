// Sequence parallelism (shard-run --sequence-parallel, the pass
// --dist-sequence-parallel): the tokens between tensor-parallel blocks
// split over the tp axis. On gpt_block.mlir's forward block (x=2,y=2)
// against mlir-runner: Megatron's communication under sequence
// parallelism -- each all_reduce of a block's output a reduce_scatter
// (half its bytes), and an all_gather (the other half) before the MLP's
// column-parallel projection; the block's input arrives whole, so its
// first layernorm runs whole and attention needs no gather, and its
// residual add slices its own block of it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: shard-run %S/gpt_block.mlir --mesh x=2,y=2 --sequence-parallel=y --check -o %t/block | FileCheck %s --check-prefix=BLOCK
// RUN: %oracle %S/gpt_block.mlir %t/block
// BLOCK-LABEL: shard-run: @gpt_block ran on x=2,y=2 (4 ranks)
// BLOCK-NEXT: communication: 2 x reduce_scatter over {"y"}, 1024 bytes sent per rank
// BLOCK-NEXT: communication: 1 x all_slice over {"y"}, 0 bytes sent per rank
// BLOCK-NEXT: communication: 1 x all_gather over {"y"}, 512 bytes sent per rank
// BLOCK-NOT: communication:
// BLOCK: check passed
// BERT's exported SGD step (models/bert-train.mlir) on dp=2,tp=2 against
// PyTorch: the forward pass's 4 all_reduces over tp and the backward's 4
// (the q, k and v input gradients summed before theirs) are 8
// reduce_scatters, half the bytes; the layernorms' gradients (made from
// split tokens) are all_reduced over dp and tp together. Not yet
// Megatron's: its backward gathers the tokens more often than the 8 times
// Megatron does (21 all_gathers: the MLM head and the layernorms'
// backward read saved activations split), 1.76x the all_reduces' bytes.
// RUN: shard-run %S/models/Inputs/bert_train_step.mlir --inputs %S/models/Inputs/bert_train_step_ref --mesh dp=2,pp=1,tp=2 --sequence-parallel=tp --check -o %t/bert | FileCheck %s --check-prefix=BERT
// RUN: %oracle %S/models/Inputs/bert_train_step.mlir %t/bert --expected %S/models/Inputs/bert_train_step_ref
// BERT-LABEL: shard-run: @train ran on dp=2,pp=1,tp=2 (4 ranks)
// BERT-NEXT: communication: 17 x all_gather over {"tp"}, 20640 bytes sent per rank
// BERT-NEXT: communication: 8 x reduce_scatter over {"tp"}, 8192 bytes sent per rank
// BERT-NEXT: communication: 12 x all_slice over {"tp"}, 0 bytes sent per rank
// BERT-NEXT: communication: 2 x all_reduce over {"dp"}, 46856 bytes sent per rank
// BERT-NEXT: communication: 3 x all_reduce over {"dp", "tp"}, 28614 bytes sent per rank
// BERT-NOT: communication:
// BERT: check passed
// In a pipeline (dp=2,pp=2,tp=2, 2 microbatches under zb-h1) the split is
// of each microbatch's tokens: one example per dp rank and microbatch, so
// its sequence over tp. Against PyTorch. Without the split stage 0 (3
// of BERT's 4 blocks) all_reduces 12 times over tp, keeps 51456 bytes
// and has an arena of 116224; stage 1 keeps 28808 in 73472. With it,
// stage 0's 12 all_reduces are reduce_scatters and it gathers 24 times: a
// backward pass gathers a projection's input again from the share the
// forward pass kept, as Megatron-LM's does, rather than keep the gathered
// tensor (18 gathers and 37984 bytes kept that way). The stages keep 35%
// and 41% less, their arenas 21% and 22% smaller; the boundary's gradient
// crosses split (1024 bytes where 2048).
// RUN: shard-run %S/models/Inputs/bert_train_step.mlir --inputs %S/models/Inputs/bert_train_step_ref --mesh dp=2,pp=2,tp=2 --microbatches 2 --schedule zb-h1 --sequence-parallel=tp -o %t/pipe | FileCheck %s --check-prefix=PIPE
// RUN: %oracle %S/models/Inputs/bert_train_step.mlir %t/pipe --expected %S/models/Inputs/bert_train_step_ref
// PIPE: shard-run: @train ran on dp=2,pp=2,tp=2 (8 ranks)
// PIPE-DAG: communication: stage 0: 7 x all_slice over {"tp"}, 0 bytes sent per rank
// PIPE-DAG: communication: stage 0: 24 x all_gather over {"tp"}, 12288 bytes sent per rank
// PIPE-DAG: communication: stage 0: 12 x reduce_scatter over {"tp"}, 6144 bytes sent per rank
// PIPE-DAG: communication: stage 0: 4 x exchange over {"pp"}, 17408 bytes sent per rank
// PIPE-DAG: communication: stage 0: 1 x all_reduce_buffers over {"dp"}, 21440 bytes sent per rank
// PIPE-DAG: communication: stage 0: 1 x all_reduce_buffers over {"dp", "tp"}, 26688 bytes sent per rank
// PIPE-DAG: communication: stage 0: 1 x all_reduce over {"tp"}, 2048 bytes sent per rank
// PIPE-DAG: communication: stage 1: 1 x all_reduce over {"dp"}, 8 bytes sent per rank
// PIPE-DAG: communication: stage 1: 4 x exchange over {"pp"}, 1024 bytes sent per rank
// PIPE-DAG: communication: stage 1: 8 x all_gather over {"tp"}, 4096 bytes sent per rank
// PIPE-DAG: communication: stage 1: 4 x reduce_scatter over {"tp"}, 2048 bytes sent per rank
// PIPE-DAG: communication: stage 1: 8 x all_slice over {"tp"}, 0 bytes sent per rank
// PIPE-DAG: communication: stage 1: 2 x all_reduce_buffers over {"dp", "tp"}, 33030 bytes sent per rank
// PIPE-DAG: communication: stage 1: 1 x all_reduce_buffers over {"dp"}, 4160 bytes sent per rank
// PIPE-NOT: communication:
// PIPE: {{^}}  0 dp=0,pp=0,tp=0 {{[0-9.]+}} 86016 77 92160 33376
// PIPE: {{^}}  2 dp=0,pp=1,tp=0 {{[0-9.]+}} 44366 40 57088 17016
// Each tp gather that GEMMs read, and each scatter of a GEMM's result, in
// two chunks along the tokens (--collective-matmul=2, Megatron-LM's
// --tp-comm-overlap): on the block, the two reduce_scatters are four and
// the MLP's all_gather two, the same bytes; against mlir-runner.
// RUN: shard-run %S/gpt_block.mlir --mesh x=2,y=2 --sequence-parallel=y --collective-matmul=2 --check -o %t/chunked | FileCheck %s --check-prefix=CHUNKED
// RUN: %oracle %S/gpt_block.mlir %t/chunked
// CHUNKED-LABEL: shard-run: @gpt_block ran on x=2,y=2 (4 ranks)
// CHUNKED-NEXT: communication: 4 x reduce_scatter over {"y"}, 1024 bytes sent per rank
// CHUNKED-NEXT: communication: 1 x all_slice over {"y"}, 0 bytes sent per rank
// CHUNKED-NEXT: communication: 2 x all_gather over {"y"}, 512 bytes sent per rank
// CHUNKED-NOT: communication:
// CHUNKED: check passed
// BERT's pipeline above so, against PyTorch: 14 of stage 0's 24 gathers
// are 28 (a gather that --dist-optimize-collectives started beside an
// earlier GEMM stays whole), its 12 scatters 24 (the sum of Q's, K's and
// V's input gradients made in chunks with them); the bytes, arenas and
// kept bytes are the same.
// RUN: shard-run %S/models/Inputs/bert_train_step.mlir --inputs %S/models/Inputs/bert_train_step_ref --mesh dp=2,pp=2,tp=2 --microbatches 2 --schedule zb-h1 --sequence-parallel=tp --collective-matmul=2 -o %t/pipe-chunked | FileCheck %s --check-prefix=PIPECHUNKED
// RUN: %oracle %S/models/Inputs/bert_train_step.mlir %t/pipe-chunked --expected %S/models/Inputs/bert_train_step_ref
// PIPECHUNKED-DAG: communication: stage 0: 38 x all_gather over {"tp"}, 12288 bytes sent per rank
// PIPECHUNKED-DAG: communication: stage 0: 24 x reduce_scatter over {"tp"}, 6144 bytes sent per rank
// PIPECHUNKED-DAG: communication: stage 1: 12 x all_gather over {"tp"}, 4096 bytes sent per rank
// PIPECHUNKED-DAG: communication: stage 1: 8 x reduce_scatter over {"tp"}, 2048 bytes sent per rank
// PIPECHUNKED: {{^}}  0 dp=0,pp=0,tp=0 {{[0-9.]+}} 86016 103 92160 33376
// PIPECHUNKED: {{^}}  2 dp=0,pp=1,tp=0 {{[0-9.]+}} 44366 48 57088 17016
