// A Llama training step exported from PyTorch (export_train_steps.py:
// transformers' LlamaForCausalLM, 2 layers, hidden 32, 4 query heads
// sharing 2 key/value heads, SwiGLU, RMSNorm, rotary embeddings; PyTorch's
// backward of the token-averaged cross entropy and SGD), against PyTorch
// eager's step on the same weights and tokens. Grouped-query attention
// runs fused both ways: the repeated keys and values are the model's own
// copies, kernel formation merges the (key/value head, group) loops into
// heads, and the backward's dK and dV (per query head) are summed over
// each group by the model's own reductions after the kernel. Megatron's
// tensor-parallel communication: per layer 2 all_reduce forward and 2
// backward.
// RUN: rm -rf %t
// RUN: shard-run %S/Inputs/llama_train_step.mlir --inputs %S/Inputs/llama_train_step_ref --mesh dp=2,pp=1,tp=2 --check -o %t/dptp | FileCheck %s
// RUN: %oracle %S/Inputs/llama_train_step.mlir %t/dptp --expected %S/Inputs/llama_train_step_ref
// CHECK: shard-run: @train ran on dp=2,pp=1,tp=2 (4 ranks)
// CHECK-NEXT: communication: 8 x all_reduce over {"tp"}, 16384 bytes sent per rank
// CHECK-NEXT: communication: 3 x all_reduce over {"dp"}, 70284 bytes sent per rank
// CHECK-NOT: communication:
// CHECK: check passed
// The program that ran calls each layer's fused attention forward and
// backward once.
// RUN: grep -c "shardrt::attention(d" %t/dptp/work/partitioned/program.cpp | FileCheck %s --check-prefix=KERNELS
// RUN: grep -c "shardrt::attentionBackward(d" %t/dptp/work/partitioned/program.cpp | FileCheck %s --check-prefix=KERNELS
// KERNELS: {{^}}2{{$}}
// On dp=2,pp=2,tp=2 with selective recomputation (ZB-H1, 2 microbatches):
// each forward pass runs its layers' fused attention, each backward pass
// the fused backward from the kept Q, K and V.
// RUN: shard-run %S/Inputs/llama_train_step.mlir --inputs %S/Inputs/llama_train_step_ref --mesh dp=2,pp=2,tp=2 --microbatches 2 --schedule zb-h1 --selective-recompute --check -o %t/selective | FileCheck %s --check-prefix=SELECTIVE
// RUN: %oracle %S/Inputs/llama_train_step.mlir %t/selective --expected %S/Inputs/llama_train_step_ref
// SELECTIVE: shard-run: @train ran on dp=2,pp=2,tp=2 (8 ranks)
// SELECTIVE: communication: stage 0: 12 x all_reduce over {"tp"}, 12288 bytes sent per rank
// SELECTIVE: {{^}}  0 dp=0,pp=0,tp=0 {{[0-9.]+}} 55680 30 72192 48320
// SELECTIVE: check passed
// With --unfused-attention (attention as Megatron-LM ran it before
// FlashAttention; the planner's `/unfused-attention` plans) on
// dp=1,pp=2,tp=2: no attention kernel, and the backward pass makes each
// layer's scores again as its forward did, GEMMs and the softmax's loops.
// The first stage keeps 74112 bytes between a microbatch's passes, as
// with the fused kernels (78208 keeping the scores), and its arena is
// 120832 bytes, 1024 more than fused: one attention's scores while its
// backward reads them.
// RUN: shard-run %S/Inputs/llama_train_step.mlir --inputs %S/Inputs/llama_train_step_ref --mesh dp=1,pp=2,tp=2 --microbatches 2 --selective-recompute --unfused-attention --check -o %t/unfused | FileCheck %s --check-prefix=UNFUSED
// RUN: %oracle %S/Inputs/llama_train_step.mlir %t/unfused --expected %S/Inputs/llama_train_step_ref
// RUN: FileCheck %s --input-file %t/unfused/work/partitioned/program.cpp --check-prefix=UNFUSEDPROG --implicit-check-not=shardrt::attention
// UNFUSEDPROG: shardrt::allReduce(
// UNFUSED: {{^}}  0 dp=0,pp=0,tp=0 {{[0-9.]+}} 28672 15 120832 74112
// UNFUSED: check passed
// RUN: shard-opt %S/Inputs/llama_train_step.mlir --dist-parallelize="microbatches=2 schedule=zb-h1 selective-recompute=true" | shard-translate --emit-plan | FileCheck %s --check-prefix=SELPLAN
// SELPLAN: plan @train_stage0:
// SELPLAN: forward chunk 0 {
// SELPLAN-COUNT-2: attention m=8 n=8 d=8 e=8 batch=[1, 2]
// SELPLAN: backward chunk 0 {
// SELPLAN-COUNT-2: attention-backward m=8 n=8 d=8 e=8 batch=[1, 2]
// SELPLAN: plan @train_stage1:
// SELPLAN-NOT: attention
// Sequence parallelism in a pipeline (dp=1,pp=2,tp=2, selective
// recomputation): the tokens between the blocks split over tp, each
// norm's input reduce_scattered and each projection's input all_gathered,
// and gathered again in the backward pass from the share the forward pass
// kept; the first stage keeps 61696 bytes (74112 without sequence
// parallelism, 65792 keeping the gathered inputs). Against PyTorch's step
// and mlir-runner's. --dist-sequence-parallel pairs the ops of the
// function with those of a propagated copy by a mark each carries:
// propagation erases ops of the copy that it replaces, and pairing by
// pointer read an erased one here (a crash). Every started collective
// runs in flight on the host (SHARDRT_OVERLAP=1): the backward's second
// gathers beside the input gradients' GEMMs and its reduce_scatters
// beside the weight gradients' GEMMs pulled up to them, so a wait placed
// too late would read what is not yet written.
// RUN: env SHARDRT_OVERLAP=1 shard-run %S/Inputs/llama_train_step.mlir --inputs %S/Inputs/llama_train_step_ref --mesh dp=1,pp=2,tp=2 --microbatches 2 --selective-recompute --sequence-parallel=tp --check -o %t/sequence | FileCheck %s --check-prefix=SEQUENCE
// RUN: %oracle %S/Inputs/llama_train_step.mlir %t/sequence --expected %S/Inputs/llama_train_step_ref
// SEQUENCE-DAG: communication: stage 0: 12 x reduce_scatter over {"tp"}, 12288 bytes sent per rank
// SEQUENCE-DAG: communication: stage 0: 20 x all_gather over {"tp"}, 20480 bytes sent per rank
// SEQUENCE: {{^}}  0 dp=0,pp=0,tp=0 {{[0-9.]+}} 35200 50 102144 61696
// SEQUENCE: check passed
