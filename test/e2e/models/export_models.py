#!/usr/bin/env python3
"""Exports small transformers models and a ResNet with torch-mlir.

    python3 test/e2e/models/export_models.py [--out test/e2e/models/Inputs]
        [--models gpt2,llama,...]

Needs torch, transformers and torch-mlir (PyPI), and torchvision for the
ResNet; the tests only read what it writes, so they do not. Models are built from a config with
random weights (nothing is downloaded), traced by torch.export and imported
by torch-mlir's FX importer to linalg-on-tensors, unedited. For each model:

  <name>_args.mlir   weights are function arguments (after the model's
                     inputs), annotated with Megatron's shardings over "tp"
                     and the batch split over "dp";
  <name>_const.mlir  (GPT-2, Llama, ResNet and GPT-NeoX) weights are constants (torch-mlir's normal form:
                     dense_resource blobs), each followed by a dist.shard
                     with the same sharding (a constant is found by its
                     contents: weights are random, so each is unique);
  <name>_ref/        the inputs (input<i>.npy, the model's inputs then the
                     weights) and PyTorch's own outputs (output0.npy), so
                     that tests compare shard with PyTorch, not only with
                     MLIR's lowering.

The only edits are annotations: a dist.mesh and dist.sharding attributes or
dist.shard ops. VERSIONS records what made the files.
"""
import argparse
import os
import re
import sys

import numpy as np
import torch
import torch_mlir
import transformers

# The export helpers shard_torch (python/) uses too.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "python"))
from shard_torch import (Bound, WeightsAsArguments, add_mesh,  # noqa: E402
                         annotate_signature, sharding, to_linalg, weights)

MESH = {"dp": 2, "tp": 2}
REPLICATED = None


# ---------------------------------------------------------------------------
# Models and their Megatron shardings, by parameter name.
# ---------------------------------------------------------------------------

def decoder_forward(m, ids):
    """A transformers decoder's hidden states. An explicit all-ones mask
    keeps transformers' packed-sequence detection (a cumsum torch-mlir
    exports in its own tm_tensor dialect) out of the graph."""
    return m(input_ids=ids, attention_mask=torch.ones_like(ids),
             use_cache=False).last_hidden_state


def gpt2(attention="eager"):
    config = transformers.GPT2Config(
        vocab_size=128, n_positions=16, n_embd=32, n_layer=2, n_head=4,
        bos_token_id=0, eos_token_id=0, attn_implementation=attention)
    model = transformers.GPT2Model(config)
    ids = torch.randint(0, 128, (2, 8))

    def rule(name, shape):
        # HF's Conv1D stores [in, out]: column-parallel splits dim 1,
        # row-parallel dim 0. The fused QKV is split in 3 blocks (each
        # device holds its heads of Q, K and V, as Megatron stores it).
        if name == "wte.weight":
            return ["tp", None]  # vocab-parallel embedding
        if name.endswith("attn.c_attn.weight"):
            return [None, ("tp", 3)]
        if name.endswith("attn.c_attn.bias"):
            return [("tp", 3)]
        if name.endswith("mlp.c_fc.weight"):
            return [None, "tp"]
        if name.endswith("mlp.c_fc.bias"):
            return ["tp"]
        if name.endswith(("attn.c_proj.weight", "mlp.c_proj.weight")):
            return ["tp", None]
        return [None] * len(shape)

    return (model, (ids,), decoder_forward, rule, [["dp", None]],
            ["dp", None, None])


def megatron(embedding, column, row):
    """The rule of an nn.Linear model ([out, in] weights): the embedding
    vocab-parallel, `column` layers (name suffixes) split by output with
    their bias, `row` layers by input."""
    def rule(name, shape):
        layer, _, kind = name.rpartition(".")
        if embedding and name == embedding:
            return ["tp", None]
        if layer.endswith(column):
            return ["tp"] + [None] * (len(shape) - 1)
        if layer.endswith(row) and kind == "weight":
            return [None, "tp"]
        return [None] * len(shape)
    return rule


def llama():
    config = transformers.LlamaConfig(
        vocab_size=128, hidden_size=32, intermediate_size=64,
        num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=4,
        max_position_embeddings=16, bos_token_id=0, eos_token_id=0,
        attn_implementation="eager")
    model = transformers.LlamaModel(config)
    ids = torch.randint(0, 128, (2, 8))

    rule = megatron("embed_tokens.weight",
                    ("q_proj", "k_proj", "v_proj", "gate_proj", "up_proj"),
                    ("o_proj", "down_proj"))
    return (model, (ids,), decoder_forward, rule, [["dp", None]],
            ["dp", None, None])


def gptneox():
    """GPT-NeoX (Pythia): one fused QKV projection whose rows hold each
    head's q, k and v together (a plain column split keeps whole heads),
    partial rotary embeddings, attention and MLP on parallel residuals."""
    config = transformers.GPTNeoXConfig(
        vocab_size=128, hidden_size=32, intermediate_size=64,
        num_hidden_layers=2, num_attention_heads=4,
        max_position_embeddings=16, bos_token_id=0, eos_token_id=0,
        attn_implementation="eager")
    model = transformers.GPTNeoXModel(config)
    ids = torch.randint(0, 128, (2, 8))
    rule = megatron("embed_in.weight", ("query_key_value", "dense_h_to_4h"),
                    ("attention.dense", "dense_4h_to_h"))
    return (model, (ids,), decoder_forward, rule, [["dp", None]],
            ["dp", None, None])


# The zoo's shapes coincide on purpose: batch x sequence = hidden = FFN =
# 32, so that equal shapes of different meaning (which torch-mlir gives one
# shared tensor.empty) cannot decide a sharding.
def bert():
    config = transformers.BertConfig(
        vocab_size=128, hidden_size=32, intermediate_size=32,
        num_hidden_layers=2, num_attention_heads=4,
        max_position_embeddings=16, attn_implementation="eager")
    model = transformers.BertModel(config, add_pooling_layer=False)
    ids = torch.randint(0, 128, (2, 16))
    rule = megatron("embeddings.word_embeddings.weight",
                    ("query", "key", "value", "intermediate.dense"),
                    ("output.dense",))
    return (model, (ids,), lambda m, ids: m(ids).last_hidden_state, rule,
            [["dp", None]], ["dp", None, None])


def vit():
    config = transformers.ViTConfig(
        image_size=16, patch_size=4, num_channels=3, hidden_size=32,
        intermediate_size=32, num_hidden_layers=2, num_attention_heads=4,
        attn_implementation="eager")
    model = transformers.ViTModel(config, add_pooling_layer=False)
    images = torch.randn(2, 3, 16, 16)
    rule = megatron(None, ("q_proj", "k_proj", "v_proj", "fc1"),
                    ("o_proj", "fc2"))
    return (model, (images,), lambda m, x: m(x).last_hidden_state, rule,
            [["dp", None, None, None]], ["dp", None, None])


def qwen2():
    # Grouped-query attention (4 heads, 2 key/value heads) with q/k/v biases.
    config = transformers.Qwen2Config(
        vocab_size=128, hidden_size=32, intermediate_size=32,
        num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
        max_position_embeddings=16, bos_token_id=0, eos_token_id=0,
        attn_implementation="eager")
    model = transformers.Qwen2Model(config)
    ids = torch.randint(0, 128, (2, 16))
    rule = megatron("embed_tokens.weight",
                    ("q_proj", "k_proj", "v_proj", "gate_proj", "up_proj"),
                    ("o_proj", "down_proj"))
    return (model, (ids,), decoder_forward, rule, [["dp", None]],
            ["dp", None, None])


def t5():
    """T5's encoder: relative position biases (an embedding of bucketed
    distances, in layer 0 only), RMS norms without biases, and its
    embedding shared with the decoder (a tied weight, passed once)."""
    config = transformers.T5Config(
        vocab_size=128, d_model=32, d_kv=8, d_ff=32, num_layers=2,
        num_heads=4, dropout_rate=0.0)
    model = transformers.T5EncoderModel(config)
    ids = torch.randint(0, 128, (2, 16))
    rule = megatron("shared.weight",
                    ("SelfAttention.q", "SelfAttention.k", "SelfAttention.v",
                     "DenseReluDense.wi"),
                    ("SelfAttention.o", "DenseReluDense.wo"))
    return (model, (ids,), lambda m, ids: m(input_ids=ids).last_hidden_state,
            rule, [["dp", None]], ["dp", None, None])


def mixtral():
    """Mixtral: grouped-query attention and, in every layer, a top-2 router
    over 4 experts (topk: tm_tensor.sort) whose experts are transformers'
    batched_mm (each token's two experts' weights gathered by index: the
    default grouped_mm counts tokens with torch.histc, which torch-mlir
    cannot lower). Attention is Megatron's over tp; the experts and the
    router are replicated (their fused gate/up weight split by output
    would be gathered per layer, see gpt2.mlir)."""
    config = transformers.MixtralConfig(
        vocab_size=128, hidden_size=32, intermediate_size=32,
        num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
        num_local_experts=4, num_experts_per_tok=2,
        max_position_embeddings=16, bos_token_id=0, eos_token_id=0,
        attn_implementation="eager")
    config._experts_implementation = "batched_mm"
    model = transformers.MixtralModel(config)
    ids = torch.randint(0, 128, (2, 16))
    rule = megatron("embed_tokens.weight", ("q_proj", "k_proj", "v_proj"),
                    ("o_proj",))
    return (model, (ids,), decoder_forward, rule, [["dp", None]],
            ["dp", None, None])


def llama_nomask():
    """The Llama above called as most users call it, without a mask:
    transformers' packed-sequence check is a cumsum over the positions,
    which torch-mlir exports as tm_tensor.scan."""
    model, inputs, _, rule, input_dims, result_dims = llama()
    return (model, inputs,
            lambda m, ids: m(input_ids=ids, use_cache=False).last_hidden_state,
            rule, input_dims, result_dims)


class Router(torch.nn.Module):
    """A top-2 mixture-of-experts router and what torch-mlir makes of it:
    positions from a cumsum (tm_tensor.scan), the two best experts from
    topk (tm_tensor.sort), their weights scattered into a dense [tokens,
    experts] table (tm_tensor.scatter), then every expert's MLP weighted by
    it (dense, as a reference MoE without token dropping computes it)."""

    def __init__(self, hidden=16, ffn=32, experts=4):
        super().__init__()
        self.gate = torch.nn.Linear(hidden, experts, bias=False)
        self.up = torch.nn.ModuleList(
            torch.nn.Linear(hidden, ffn) for _ in range(experts))
        self.down = torch.nn.ModuleList(
            torch.nn.Linear(ffn, hidden) for _ in range(experts))

    def forward(self, x):
        positions = torch.cumsum(torch.ones_like(x[..., 0]), dim=1)
        x = x + 0.01 * positions.unsqueeze(-1)
        logits = self.gate(x)
        top, chosen = torch.topk(logits, 2, dim=-1)
        # index_add into the flattened table: torch-mlir (20261001) runs
        # out of memory importing scatter/scatter_add along a last dim.
        b, s, e = logits.shape
        slots = (torch.arange(b * s).reshape(b, s, 1) * e + chosen).reshape(-1)
        weights = torch.zeros(b * s * e).index_add(
            0, slots, torch.softmax(top, dim=-1).reshape(-1)).reshape(b, s, e)
        out = torch.zeros_like(x)
        for e, (up, down) in enumerate(zip(self.up, self.down)):
            out = out + weights[..., e:e + 1] * down(torch.relu(up(x)))
        return out


def router():
    model = Router()
    x = torch.randn(2, 8, 16)
    rule = megatron(None, ("up.0", "up.1", "up.2", "up.3"),
                    ("down.0", "down.1", "down.2", "down.3"))
    return (model, (x,), lambda m, x: m(x), rule, [["dp", None, None]],
            ["dp", None, None])


def resnet():
    import torchvision
    block = torchvision.models.resnet.BasicBlock
    downsample = torch.nn.Sequential(
        torch.nn.Conv2d(16, 32, 1, stride=2, bias=False),
        torch.nn.BatchNorm2d(32))
    model = torch.nn.Sequential(
        torch.nn.Conv2d(3, 16, 3, padding=1, bias=False),
        torch.nn.BatchNorm2d(16), torch.nn.ReLU(),
        torch.nn.MaxPool2d(3, stride=2, padding=1),
        block(16, 16), block(16, 32, stride=2, downsample=downsample),
        torch.nn.AdaptiveAvgPool2d(1), torch.nn.Flatten(),
        torch.nn.Linear(32, 10))
    images = torch.randn(4, 3, 16, 16)

    def forward(m, images):
        return m(images)

    def rule(name, shape):
        # In each block, conv1's output channels split over tp (and its
        # batch norm's), conv2's input channels: one all_reduce per block.
        if re.fullmatch(r"[45]\.conv1\.weight", name):
            return ["tp", None, None, None]
        if re.fullmatch(r"[45]\.bn1\.(weight|bias|running_mean|running_var)",
                        name):
            return ["tp"]
        if re.fullmatch(r"[45]\.conv2\.weight", name):
            return [None, "tp", None, None]
        return [None] * len(shape)

    return (model, (images,), forward, rule, [["dp", None, None, None]],
            ["dp", None])


def encoder():
    """PyTorch's own nn.TransformerEncoder, sequence-first ([seq, batch,
    hidden]: the batch is dim 1): nn.MultiheadAttention's fused in_proj
    ([3 * hidden, hidden], q, k and v sliced from its product) split in 3
    blocks over tp, as Megatron stores a fused QKV."""
    layer = torch.nn.TransformerEncoderLayer(
        d_model=32, nhead=4, dim_feedforward=32, dropout=0.0)
    model = torch.nn.TransformerEncoder(layer, num_layers=2,
                                        enable_nested_tensor=False)
    x = torch.randn(16, 2, 32)

    def rule(name, shape):
        if name.endswith("in_proj_weight"):
            return [("tp", 3), None]
        if name.endswith("in_proj_bias"):
            return [("tp", 3)]
        if name.endswith("linear1.weight") or name.endswith("linear1.bias"):
            return ["tp"] + [None] * (len(shape) - 1)
        if name.endswith(("linear2.weight", "out_proj.weight")):
            return [None, "tp"]
        return [None] * len(shape)

    return (model, (x,), lambda m, x: m(x), rule, [[None, "dp", None]],
            [None, "dp", None])


def gpt2_sdpa():
    """GPT-2 as transformers runs it by default: attention by PyTorch's
    scaled_dot_product_attention (torch-mlir's tm_tensor.attention)."""
    return gpt2(attention="sdpa")


MODELS = {"gpt2": gpt2, "llama": llama, "resnet": resnet, "bert": bert,
          "vit": vit, "qwen2": qwen2, "llama_nomask": llama_nomask,
          "router": router, "gpt2_sdpa": gpt2_sdpa, "t5": t5,
          "mixtral": mixtral, "encoder": encoder, "gptneox": gptneox}
# The models also exported with their weights as constants.
CONST_FORMS = {"gpt2", "llama", "resnet", "gptneox"}


# ---------------------------------------------------------------------------
# Export
# ---------------------------------------------------------------------------

def export(module, args):
    return to_linalg(module, args)


def annotate_constants(text, named):
    """Follows each weight constant with a dist.shard of its sharding."""
    resources = dict(re.findall(r"(torch_tensor_[\w.]+): \"0x([0-9A-F]+)\"", text))
    by_contents = {}
    for key, blob in resources.items():
        by_contents.setdefault(blob[8:], []).append(key)  # skip alignment
    count = 0
    for name, (tensor, dims) in named.items():
        if not dims or not any(dims):
            continue
        data = tensor.detach().contiguous().numpy().tobytes().hex().upper()
        keys = by_contents.get(data, [])
        assert len(keys) == 1, f"{name}: {len(keys)} constants hold its data"
        pattern = re.compile(
            r"(\n(\s*)(%[\w.]+) = arith\.constant dense_resource<" +
            re.escape(keys[0]) + r"> : (tensor<[^>]*>))")
        match = pattern.search(text)
        indent, value, ty = match.group(2), match.group(3), match.group(4)
        sharded = value + "_sharded"
        # Uses after the definition read the sharded value.
        rest = re.sub(re.escape(value) + r"\b", sharded, text[match.end():])
        line = f"\n{indent}{sharded} = dist.shard {value} to {sharding(dims)} : {ty}"
        text = text[:match.end()] + line + rest
        count += 1
    return text, count


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "Inputs"))
    parser.add_argument("--models", default=",".join(MODELS),
                        help="comma-separated names (default: all)")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for name in args.models.split(","):
        # Seeded per model: exporting one leaves the others' files as they
        # are.
        torch.manual_seed(sum(map(ord, name)))
        model, inputs, forward, rule, input_dims, result_dims = MODELS[name]()
        model.eval()
        # Random weights (and statistics): every tensor is unique and none
        # is trivially 0 or 1.
        with torch.no_grad():
            for p in list(model.parameters()) + list(model.buffers()):
                if p.is_floating_point():
                    p.normal_(0.0, 0.2)
            for mod in model.modules():
                if isinstance(mod, torch.nn.BatchNorm2d):
                    mod.running_var.uniform_(0.5, 1.5)
        # torch-mlir's importer reads persistent state only.
        for mod in model.modules():
            for key, buf in list(mod.named_buffers(recurse=False)):
                mod.register_buffer(key, buf, persistent=True)
        # Tied weights are passed once.
        state, _ = weights(model)
        names = list(state)
        with torch.no_grad():
            expected = forward(model, *inputs)

        count = 0
        if name in CONST_FORMS:
            const = export(Bound(model, forward), inputs)
            const = add_mesh(const, MESH)
            named = {k: (v, rule(k, v.shape)) for k, v in state.items()}
            const, count = annotate_constants(const, named)
            const = annotate_signature(const, input_dims, result_dims)
            with open(os.path.join(args.out, f"{name}_const.mlir"), "w") as f:
                f.write(const)

        functional = WeightsAsArguments(model, forward, names, len(inputs))
        tensors = [state[k] for k in names]
        text = export(functional, tuple(inputs) + tuple(tensors))
        text = add_mesh(text, MESH)
        text = annotate_signature(
            text, input_dims + [rule(k, state[k].shape) for k in names],
            result_dims)
        with open(os.path.join(args.out, f"{name}_args.mlir"), "w") as f:
            f.write(text)

        ref = os.path.join(args.out, f"{name}_ref")
        os.makedirs(ref, exist_ok=True)
        for i, t in enumerate(list(inputs) + tensors):
            np.save(os.path.join(ref, f"input{i}.npy"), t.detach().numpy())
        np.save(os.path.join(ref, "output0.npy"), expected.detach().numpy())
        print(f"{name}: {len(names)} weights, {count} annotated constants",
              file=sys.stderr)

    # What made the files: the versions in use now, and those of packages
    # this run did not use (torchvision without the ResNet) as they were.
    path = os.path.join(args.out, "VERSIONS")
    versions = {}
    if os.path.exists(path):
        versions = dict(line.split(" ", 1) for line in
                        open(path).read().splitlines() if " " in line)
    versions.update({
        "torch": torch.__version__,
        "torch-mlir": getattr(torch_mlir, "__version__", "20261001"),
        "transformers": transformers.__version__,
        "numpy": np.__version__})
    if "torchvision" in sys.modules:
        versions["torchvision"] = sys.modules["torchvision"].__version__
    with open(path, "w") as f:
        f.writelines(f"{k} {v}\n" for k, v in versions.items())

if __name__ == "__main__":
    main()
