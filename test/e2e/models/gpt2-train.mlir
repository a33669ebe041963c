// A GPT-2 training step exported from PyTorch (export_train_steps.py:
// transformers' GPT2LMHeadModel, 2 layers, hidden 32, 4 heads; PyTorch's
// backward of the token-averaged cross entropy and SGD, traced by
// shard_torch.export_train_step) on dp=2,tp=2, against PyTorch eager's
// step on the same weights and tokens.
// Megatron's tensor-parallel communication exactly: per layer 2 all_reduce
// forward and 2 backward. The fused q, k, v projection (c_attn) is split
// in 3 blocks over tp (export_train_step finds it as the forward export
// does), and its input gradient, a sum over those blocks, is reduced once
// with the blocks kept (no gather). Over dp: the gradients, bucketed, the
// loss's sum and token count, and the position embedding's gradient.
// RUN: rm -rf %t
// RUN: shard-run %S/Inputs/gpt2_train_step.mlir --inputs %S/Inputs/gpt2_train_step_ref --mesh dp=2,tp=2 --check -o %t/dptp | FileCheck %s
// RUN: %oracle %S/Inputs/gpt2_train_step.mlir %t/dptp --expected %S/Inputs/gpt2_train_step_ref
// CHECK: shard-run: @train ran on dp=2,tp=2 (4 ranks)
// CHECK-NEXT: communication: 8 x all_reduce over {"tp"}
// CHECK-NEXT: communication: 4 x all_reduce over {"dp"}
// CHECK-NOT: communication:
// CHECK: check passed
