// The Llama training step of llama-train.mlir in bf16 mixed precision, as
// shard_torch exports it with compute_dtype=torch.bfloat16
// (export_train_steps.py --models llama_bf16): the forward and backward on
// bf16 copies of the f32 master weights (GEMMs of bf16 operands
// accumulating in f32), the loss and SGD's update in f32, lr 1.0 so that
// each update stands out of bf16's rounding. Against PyTorch eager doing
// the same by hand, within 1e-2 (measured on 2026-12-05: the largest
// relative error 6.7e-3 on both meshes below; each side's distance from
// PyTorch's f32 step is at most 7.5e-3 for shard and 7.0e-3 for PyTorch's
// bf16, so what differs is bf16's rounding on both sides).
//
// Llama's attention is softmax(dtype=float32).to(bf16): the exact f32 P
// goes to the softmax's backward (t = dP * P and dS read it) and its bf16
// rounding to P V and dV. Both passes run fused: the forward kernel makes
// P and rounds it for P V; the backward kernel makes P again, t and dS
// from the exact P. The step rounds each gradient as soon as its GEMM
// makes it; those roundings move after the backward kernel, which makes
// the three together.
//
// Tensor parallelism: 4 all_reduces forward (Megatron's 2 per layer) and
// 6 backward, where the f32 step has 4: the input gradients of q_proj,
// k_proj and v_proj (and of gate_proj and up_proj) are each rounded to
// bf16 before PyTorch adds them, so each rank's partial sum is rounded
// apart and reduced apart (a reduction moved past a rounding would change
// the numbers); each rounding waits for its first reader, so a layer's
// 5 reductions go in 3 collectives, two of them buckets of two (before
// that, 14 all_reduces over tp and 19 over dp; over dp now 4, as in
// f32). The corpus's bf16 Llama step for the CUDA builds: every
// contraction a bf16 cuBLASLt GEMM, attention fused both ways.
// RUN: rm -rf %t
// RUN: shard-run %S/Inputs/llama_bf16_train_step.mlir --inputs %S/Inputs/llama_bf16_train_step_ref --mesh dp=2,pp=1,tp=2 --tolerance 1e-2 --check -o %t/dptp | FileCheck %s
// RUN: %oracle %S/Inputs/llama_bf16_train_step.mlir %t/dptp --expected %S/Inputs/llama_bf16_train_step_ref --tolerance 1e-2
// CHECK: shard-run: @train ran on dp=2,pp=1,tp=2 (4 ranks)
// CHECK-NEXT: communication: 10 x all_reduce over {"tp"}, 28672 bytes sent per rank
// CHECK-NEXT: communication: 4 x all_reduce over {"dp"}, 69964 bytes sent per rank
// CHECK-NOT: communication:
// CHECK: check passed
// RUN: grep -c "shardrt::attention(d" %t/dptp/work/partitioned/program.cpp | FileCheck %s --check-prefix=KERNELS
// RUN: grep -c "shardrt::attentionBackward(d" %t/dptp/work/partitioned/program.cpp | FileCheck %s --check-prefix=KERNELS
// KERNELS: {{^}}2{{$}}
// Under FSDP too (--fsdp=dp): shard-run runs the front end before
// sharding the state and again before propagating, and the second run
// used to split the backward's transposes so that neither kernel matched
// (0 and 0); the front end now runs once (dist.front_end).
// RUN: shard-run %S/Inputs/llama_bf16_train_step.mlir --inputs %S/Inputs/llama_bf16_train_step_ref --mesh dp=2,pp=1,tp=1 --fsdp=dp --tolerance 1e-2 -o %t/fsdp | FileCheck %s --check-prefix=FSDP
// RUN: %oracle %S/Inputs/llama_bf16_train_step.mlir %t/fsdp --expected %S/Inputs/llama_bf16_train_step_ref --tolerance 1e-2
// FSDP: shard-run: @train ran on dp=2,pp=1,tp=1 (2 ranks)
// RUN: grep -c "shardrt::attention(d" %t/fsdp/work/partitioned/program.cpp | FileCheck %s --check-prefix=KERNELS
// RUN: grep -c "shardrt::attentionBackward(d" %t/fsdp/work/partitioned/program.cpp | FileCheck %s --check-prefix=KERNELS
// The plan: each layer's forward and backward kernels, the backward at its
// last GEMM (dK's) with the gradients' roundings after it.
// RUN: sed 's/"dp"=2, "pp"=2, "tp"=2/"dp"=1, "pp"=1, "tp"=1/' %S/Inputs/llama_bf16_train_step.mlir | shard-opt --dist-parallelize > %t/one.mlir
// RUN: shard-translate --emit-plan %t/one.mlir | FileCheck %s --check-prefix=PLAN
// PLAN-COUNT-2: attention m=8 n=8 d=8 e=8 batch=[4, 4] {{.*}} mod(b{{[0-9]+}}) -> b{{[0-9]+}}
// PLAN:         attention-backward m=8 n=8 d=8 e=8 batch=[4, 4] {{.*}} -> b{{[0-9]+}} b{{[0-9]+}}^T [[DV:b[0-9]+]]{{$}}
// PLAN-NEXT:    loop 4 parallel 0 reduction (4, 4, 8, 8) [[DV]] -> b{{[0-9]+}}{{$}}
// PLAN:         attention-backward m=8 n=8 d=8 e=8 batch=[4, 4]
// PLAN-NOT:     attention
// On CUDA every contraction is a bf16 cuBLASLt GEMM (57 in the step, 12 of
// them inside the attention kernels) and attention runs fused both ways.
// RUN: shard-translate --emit-cuda %t/one.mlir > %t/step.cu
// RUN: grep -c "shardrt::cuda::gemm(shardrt::DType::BF16" %t/step.cu | FileCheck %s --check-prefix=GEMMS
// RUN: grep -c "shardrt::cuda::gemm(" %t/step.cu | FileCheck %s --check-prefix=GEMMS
// GEMMS: {{^}}45{{$}}
// RUN: grep -c "shardrt::cuda::attention(d" %t/step.cu | FileCheck %s --check-prefix=KERNELS
// RUN: grep -c "shardrt::cuda::attentionBackward(d" %t/step.cu | FileCheck %s --check-prefix=KERNELS
// On dp=2,pp=2,tp=2 with selective recomputation (ZB-H1, 2 microbatches):
// each forward pass runs its layers' fused attention, each backward pass
// the fused backward from the kept Q, K and V.
// RUN: shard-run %S/Inputs/llama_bf16_train_step.mlir --inputs %S/Inputs/llama_bf16_train_step_ref --mesh dp=2,pp=2,tp=2 --microbatches 2 --schedule zb-h1 --selective-recompute --tolerance 1e-2 -o %t/selective | FileCheck %s --check-prefix=SELECTIVE
// RUN: %oracle %S/Inputs/llama_bf16_train_step.mlir %t/selective --expected %S/Inputs/llama_bf16_train_step_ref --tolerance 1e-2
// SELECTIVE: shard-run: @train ran on dp=2,pp=2,tp=2 (8 ranks)
// RUN: shard-opt %S/Inputs/llama_bf16_train_step.mlir --dist-parallelize="microbatches=2 schedule=zb-h1 selective-recompute=true" | shard-translate --emit-plan | FileCheck %s --check-prefix=SELPLAN
// SELPLAN: plan @train_stage0:
// SELPLAN: forward chunk 0 {
// SELPLAN-COUNT-2: attention m=8 n=8 d=8 e=8 batch=[1, 2]
// SELPLAN: backward chunk 0 {
// SELPLAN-COUNT-2: attention-backward m=8 n=8 d=8 e=8 batch=[1, 2]
// SELPLAN: plan @train_stage1:
// SELPLAN-NOT: attention
