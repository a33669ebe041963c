#!/usr/bin/env python3
"""Exports training steps of small transformers models as tests read them.

    python3 test/e2e/models/export_train_steps.py [--out test/e2e/models/Inputs]

Needs torch, transformers and torch-mlir (PyPI); the tests read only what
it writes. Each step is shard_torch.export_train_step of a model built from
a config with random weights (dropout off): PyTorch's backward of the
token-averaged cross entropy and SGD(lr=0.01), traced by make_fx and
imported by torch-mlir, annotated with Megatron's hints over "tp" and the
batch over "dp", with a pipeline axis "pp" (mesh dp=2, pp=2, tp=2; the
tokens and labels marked dist.microbatch_dim), so that one file runs on
dp=2,tp=2 (`--mesh dp=2,pp=1,tp=2`) and in 3D. Every parameter is perturbed from its
initialization (biases start at zero), so that each one's update is
measurable:

  bert_train_step.mlir   transformers' BertForMaskedLM, 2 layers, hidden
                         32, 4 heads, vocab 128, 4 x 8 tokens;
  gpt2_train_step.mlir   transformers' GPT2LMHeadModel of the same size
                         (a fused q, k, v projection; the embedding tied
                         to the LM head);
  gpt2_bf16_train_step.mlir
                         the GPT-2 step in bf16 mixed precision
                         (compute_dtype=torch.bfloat16: the forward and
                         backward on bf16 copies of the f32 master weights,
                         the loss and SGD in f32), with lr 1.0 so that each
                         update stands out of bf16's rounding; PyTorch's
                         reference does the same by hand;
  llama_train_step.mlir  transformers' LlamaForCausalLM, 2 layers, hidden
                         32, 4 query heads sharing 2 key/value heads
                         (GQA), SwiGLU, RMSNorm, rotary embeddings;
  llama_bf16_train_step.mlir
                         the Llama step in bf16 mixed precision, as
                         gpt2_bf16 is (lr 1.0);
  <name>_ref/            each step's arguments (input<i>.npy) and PyTorch
                         eager's step on them (output<i>.npy: the loss,
                         then each parameter after the update), so that
                         tests compare shard with PyTorch.

    --models gpt2_bf16   exports only the named steps (each is seeded so
                         that it comes out the same either way).
"""
import argparse
import os
import sys

import numpy as np
import torch
import transformers

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "python"))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))
import shard_torch  # noqa: E402
# The language-model wrapper and loss the PyTorch tests train with.
from shard_torch_test import CausalLM, cross_entropy  # noqa: E402


def eager_step(module, names, ids, labels, lr, compute_dtype=None):
    """PyTorch eager's SGD step: the loss, then each parameter (in
    `names`' order) after p - lr * grad. With `compute_dtype`, mixed
    precision by hand: the forward and backward on copies of the
    parameters in that type, the loss and the update in f32."""
    params = dict(module.named_parameters())
    module.zero_grad()
    if compute_dtype is None:
        loss = cross_entropy(module(ids), labels)
    else:
        copies = {n: p.to(compute_dtype) for n, p in params.items()}
        out = torch.func.functional_call(module, copies, (ids,))
        loss = cross_entropy(out.float(), labels)
    loss.backward()
    return [loss] + [params[n] - lr * params[n].grad for n in names]


def bert():
    config = transformers.BertConfig(
        vocab_size=128, hidden_size=32, intermediate_size=32,
        num_hidden_layers=2, num_attention_heads=4, max_position_embeddings=16,
        hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
    return (transformers.BertForMaskedLM(config),
            ("query", "key", "value", "intermediate.dense"),
            ("attention.output.dense", "layer.0.output.dense",
             "layer.1.output.dense"))


def gpt2():
    config = transformers.GPT2Config(
        vocab_size=128, n_positions=16, n_embd=32, n_layer=2, n_head=4,
        bos_token_id=0, eos_token_id=0, resid_pdrop=0.0, embd_pdrop=0.0,
        attn_pdrop=0.0)
    return (transformers.GPT2LMHeadModel(config), ("attn.c_attn", "mlp.c_fc"),
            ("attn.c_proj", "mlp.c_proj"))


def llama():
    # Grouped-query attention: 4 query heads share 2 key/value heads.
    config = transformers.LlamaConfig(
        vocab_size=128, hidden_size=32, intermediate_size=64,
        num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
        max_position_embeddings=16)
    return (transformers.LlamaForCausalLM(config),
            ("q_proj", "k_proj", "v_proj", "gate_proj", "up_proj"),
            ("o_proj", "down_proj"))


# name: (model, its seed (None: the previous model's generator goes on),
# SGD's learning rate, the compute dtype).
STEPS = {
    "bert": (bert, 0, 0.01, None),
    "gpt2": (gpt2, None, 0.01, None),
    "gpt2_bf16": (gpt2, 2, 1.0, torch.bfloat16),
    "llama": (llama, 3, 0.01, None),
    "llama_bf16": (llama, 4, 1.0, torch.bfloat16),
}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=os.path.join(HERE, "Inputs"))
    parser.add_argument("--models", default=",".join(STEPS))
    args = parser.parse_args()
    wanted = args.models.split(",")
    if "gpt2" in wanted and "bert" not in wanted:
        parser.error("gpt2's weights follow bert's draws: export both")
    for name, (make, seed, lr, compute_dtype) in STEPS.items():
        if name not in wanted:
            continue
        if seed is not None:
            torch.manual_seed(seed)
        model, column, row = make()
        # Zero-initialized biases whose gradient is zero in exact
        # arithmetic (the key's: softmax ignores it) would end the step as
        # rounding noise, which no relative comparison can judge.
        with torch.no_grad():
            for p in model.parameters():
                p.add_(0.02 * torch.randn_like(p))
        module = CausalLM(model)
        layers = [n for n, _ in module.named_modules()]
        ids = torch.randint(0, 128, (4, 8))
        labels = torch.randint(0, 128, (4, 8))
        text, arguments, names = shard_torch.export_train_step(
            module, (ids,), labels, cross_entropy, {"dp": 2, "pp": 2, "tp": 2},
            [n for n in layers if n.endswith(column)],
            [n for n in layers if n.endswith(row)],
            optimizer=shard_torch.SGD(lr), compute_dtype=compute_dtype)
        with open(os.path.join(args.out, f"{name}_train_step.mlir"), "w") as f:
            f.write(text)
        ref = os.path.join(args.out, f"{name}_train_step_ref")
        os.makedirs(ref, exist_ok=True)
        for i, a in enumerate(arguments):
            np.save(os.path.join(ref, f"input{i}.npy"), a.detach().numpy())
        for i, out in enumerate(eager_step(module, names, ids, labels, lr,
                                           compute_dtype)):
            np.save(os.path.join(ref, f"output{i}.npy"), out.detach().numpy())


if __name__ == "__main__":
    main()
