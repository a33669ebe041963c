// A BERT training step exported from PyTorch (export_train_steps.py:
// transformers' BertForMaskedLM, 2 layers, hidden 32, 4 heads; PyTorch's
// backward of the token-averaged cross entropy and SGD, traced by
// shard_torch.export_train_step) on dp=2,tp=2, against PyTorch eager's
// step on the same weights and tokens.
// Megatron's tensor-parallel communication exactly: per layer 2 all_reduce
// forward (attention output, MLP output) and 2 backward (the attention's
// and the MLP's input gradients). The attention's input gradient is the
// residual's plus the q, k and v projections' partial ones, which autograd
// adds one at a time, the residual first; the partial terms are added
// first and reduced once (--dist-optimize-collectives). Over dp: the
// gradients, bucketed, plus the loss's sum and its token count.
// RUN: rm -rf %t
// RUN: shard-run %S/Inputs/bert_train_step.mlir --inputs %S/Inputs/bert_train_step_ref --mesh dp=2,tp=2 --check -o %t/dptp | FileCheck %s
// RUN: %oracle %S/Inputs/bert_train_step.mlir %t/dptp --expected %S/Inputs/bert_train_step_ref
// CHECK: shard-run: @train ran on dp=2,tp=2 (4 ranks)
// CHECK-NEXT: communication: 8 x all_reduce over {"tp"}
// CHECK-NEXT: communication: 4 x all_reduce over {"dp"}
// CHECK-NOT: communication:
// CHECK: check passed
