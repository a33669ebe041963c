#!/usr/bin/env python3
"""python/shard_torch against PyTorch itself: a 2-layer MLP, a GPT block,
nn.TransformerEncoder and transformers' GPT-2, BERT, Llama, Qwen2, T5's
encoder, ViT and Mixtral as they come, each run with dp=2, tp=2 (Megatron
column/row hints) through shard-run, outputs compared with the module's
own forward and collectives with Megatron's. Skipped, with a
message and as a skipped case in Bazel's test.xml, where torch, torch-mlir
or numpy is not installed; scripts/test_torch.sh installs them in a
virtual environment and runs this test with its python
($SHARD_TORCH_PYTHON, which this script re-executes itself under).

    test/python/shard_torch_test.py [--shard-run PATH]
"""
import argparse
import copy
import json
import math
import os
import sys
import tempfile
import time
from xml.sax.saxutils import escape, quoteattr

PYTHON = os.environ.get("SHARD_TORCH_PYTHON")
# Once: a virtual environment's python is a link to the system's, so the
# executables' real paths cannot tell whether this already is it.
if PYTHON and not os.environ.get("SHARD_TORCH_REEXECUTED"):
    os.environ["SHARD_TORCH_REEXECUTED"] = "1"
    os.execv(PYTHON, [PYTHON] + sys.argv)


def write_results(cases):
    """Bazel's test.xml: one case per model, (name, outcome, message,
    seconds) with outcome "passed", "failed" or "skipped"."""
    path = os.environ.get("XML_OUTPUT_FILE")
    if not path:
        return
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', "<testsuites>",
             '<testsuite name="shard_torch">']
    for name, outcome, message, seconds in cases:
        lines.append(f'<testcase classname="shard_torch" name={quoteattr(name)} '
                     f'time="{seconds:.2f}">')
        if outcome != "passed":
            tag = "skipped" if outcome == "skipped" else "failure"
            lines.append(f"<{tag} message={quoteattr(message)}>{escape(message)}</{tag}>")
        lines.append("</testcase>")
    lines += ["</testsuite>", "</testsuites>"]
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


# The source tree, or Bazel's runfiles (where this file is test/<name>).
HERE = os.path.dirname(os.path.abspath(__file__))
for root in [os.path.join(HERE, "..", ".."), os.path.join(HERE, ".."),
             os.path.join(os.environ.get("TEST_SRCDIR", ""), "shard")]:
    if os.path.isdir(os.path.join(root, "python", "shard_torch")):
        sys.path.insert(0, os.path.join(root, "python"))
        break

try:
    import torch
    import shard_torch
except ImportError as error:
    reason = (f"{error.name} is not installed (scripts/test_torch.sh "
              "installs it and runs this test)")
    print(f"shard_torch_test: skipped, {reason}")
    write_results([("shard_torch", "skipped", reason, 0.0)])
    sys.exit(0)


class MLP(torch.nn.Module):
    def __init__(self, hidden=32, ffn=128):
        super().__init__()
        self.fc1 = torch.nn.Linear(hidden, ffn)
        self.fc2 = torch.nn.Linear(ffn, hidden)

    def forward(self, x):
        return self.fc2(torch.nn.functional.gelu(self.fc1(x)))


class DeepMLP(torch.nn.Module):
    """Two MLPs with a tanh between: four layers to cut into stages."""

    def __init__(self):
        super().__init__()
        self.a, self.b = MLP(), MLP()

    def forward(self, x):
        return self.b(torch.tanh(self.a(x)))


class Block(torch.nn.Module):
    """Pre-norm GPT block: causal multi-head attention and a GELU MLP."""

    def __init__(self, hidden=32, heads=4, ffn=128):
        super().__init__()
        self.heads = heads
        self.ln1 = torch.nn.LayerNorm(hidden)
        self.q = torch.nn.Linear(hidden, hidden)
        self.k = torch.nn.Linear(hidden, hidden)
        self.v = torch.nn.Linear(hidden, hidden)
        self.o = torch.nn.Linear(hidden, hidden)
        self.ln2 = torch.nn.LayerNorm(hidden)
        self.mlp = MLP(hidden, ffn)

    def forward(self, x):
        b, s, h = x.shape
        d = h // self.heads
        y = self.ln1(x)
        q, k, v = (f(y).view(b, s, self.heads, d).transpose(1, 2)
                   for f in (self.q, self.k, self.v))
        scores = q @ k.transpose(-1, -2) / d ** 0.5
        mask = torch.triu(torch.ones(s, s, dtype=torch.bool), 1)
        probs = torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
        x = x + self.o((probs @ v).transpose(1, 2).reshape(b, s, h))
        return x + self.mlp(self.ln2(x))


class Scaled(torch.nn.Module):
    """A layer with a non-persistent buffer, as transformers keeps causal
    masks and rotary frequencies (torch-mlir's importer needs them in the
    state dict)."""

    def __init__(self, hidden=32):
        super().__init__()
        self.fc = torch.nn.Linear(hidden, hidden)
        self.register_buffer("scale", torch.linspace(0.5, 1.5, hidden),
                             persistent=False)

    def forward(self, x):
        return torch.tanh(self.fc(x)) * self.scale


class TiedLM(torch.nn.Module):
    """An embedding and an LM head that share one weight."""

    def __init__(self, vocab=64, hidden=32):
        super().__init__()
        self.embed = torch.nn.Embedding(vocab, hidden)
        self.fc = torch.nn.Linear(hidden, hidden)
        self.head = torch.nn.Linear(hidden, vocab, bias=False)
        self.head.weight = self.embed.weight

    def forward(self, ids):
        return self.head(torch.relu(self.fc(self.embed(ids))))


def encoder():
    """nn.TransformerEncoder, 2 post-norm layers, sequence-first."""
    layer = torch.nn.TransformerEncoderLayer(d_model=32, nhead=4,
                                             dim_feedforward=64, dropout=0.0)
    return torch.nn.TransformerEncoder(layer, num_layers=2,
                                       enable_nested_tensor=False)


def family(make_config, model_class, column, row, **config):
    """A transformers model as it comes (random weights, its default
    attention and masks) with its Megatron hints: the layers whose names
    end with one of `column` / `row`; None without transformers."""
    try:
        import transformers
    except ImportError:
        return None
    model = getattr(transformers, model_class)(
        getattr(transformers, make_config)(**config))
    layers = [name for name, _ in model.named_modules()]
    return (model, lambda m, x: m(x).last_hidden_state,
            [n for n in layers if n.endswith(column)],
            [n for n in layers if n.endswith(row)])


# Small configs whose shapes coincide on purpose (batch x sequence =
# hidden = FFN = 32 where the family allows), 2 layers each.
def gpt2():
    """GPT-2: Conv1D layers with [in, out] weights, a fused QKV."""
    return family("GPT2Config", "GPT2Model", ("attn.c_attn", "mlp.c_fc"),
                  ("attn.c_proj", "mlp.c_proj"), vocab_size=128,
                  n_positions=16, n_embd=32, n_layer=2, n_head=4,
                  bos_token_id=0, eos_token_id=0)


def bert():
    """BERT: post-norm, a padding mask made from all ones."""
    return family("BertConfig", "BertModel",
                  ("query", "key", "value", "intermediate.dense"),
                  ("attention.output.dense", "layer.0.output.dense",
                   "layer.1.output.dense"),
                  vocab_size=128, hidden_size=32, intermediate_size=32,
                  num_hidden_layers=2, num_attention_heads=4,
                  max_position_embeddings=16)


def decoder(name):
    """A Llama-style decoder (grouped-query attention, RoPE, SwiGLU), no
    explicit mask: transformers' `name`Config and `name`Model (Llama;
    Qwen2, which adds q/k/v biases)."""
    return family(f"{name}Config", f"{name}Model",
                  ("q_proj", "k_proj", "v_proj", "gate_proj", "up_proj"),
                  ("o_proj", "down_proj"), vocab_size=128, hidden_size=32,
                  intermediate_size=32, num_hidden_layers=2,
                  num_attention_heads=4, num_key_value_heads=2,
                  max_position_embeddings=16, bos_token_id=0,
                  eos_token_id=0)


def t5():
    """T5's encoder: relative position biases, a tied embedding."""
    return family("T5Config", "T5EncoderModel",
                  ("SelfAttention.q", "SelfAttention.k", "SelfAttention.v",
                   "DenseReluDense.wi"),
                  ("SelfAttention.o", "DenseReluDense.wo"), vocab_size=128,
                  d_model=32, d_kv=8, d_ff=32, num_layers=2, num_heads=4,
                  dropout_rate=0.0)


def vit():
    """ViT: patch embedding (a strided convolution), a class token."""
    return family("ViTConfig", "ViTModel",
                  ("q_proj", "k_proj", "v_proj", "mlp.fc1"),
                  ("o_proj", "mlp.fc2"), image_size=16, patch_size=4,
                  num_channels=3, hidden_size=32, intermediate_size=32,
                  num_hidden_layers=2, num_attention_heads=4)


def mixtral():
    """Mixtral as it comes (its default grouped_mm experts, which
    shard_torch replaces by batched_mm): a top-2 router over 4 experts,
    with Megatron's hints for its attention only."""
    return family("MixtralConfig", "MixtralModel",
                  ("q_proj", "k_proj", "v_proj"), ("o_proj",),
                  vocab_size=128, hidden_size=32, intermediate_size=32,
                  num_hidden_layers=2, num_attention_heads=4,
                  num_key_value_heads=2, num_local_experts=4,
                  num_experts_per_tok=2, max_position_embeddings=16,
                  bos_token_id=0, eos_token_id=0)


def collectives(communication):
    """'2 x all_reduce over {"tp"}' for each line of shard-run's
    communication summary but its local copies (all_slice)."""
    return [line.partition(",")[0] for line in communication
            if " all_slice " not in line]


def check(name, module, inputs, expected, mesh=None, **hints):
    """(name, outcome, message, seconds) of `module` on `mesh` (dp=2,tp=2 by
    default) against its own forward, and its collectives against
    `expected`."""
    mesh = mesh or {"dp": 2, "tp": 2}
    where = ",".join(f"{axis}={size}" for axis, size in mesh.items())
    start = time.monotonic()
    torch.manual_seed(1)
    forward = hints.get("forward") or (lambda m, *xs: m(*xs))
    with torch.no_grad():
        for p in module.parameters():
            p.normal_(0.0, 0.2)
        want = forward(module.eval(), *inputs)
    with tempfile.TemporaryDirectory() as work:
        report = os.path.join(work, "run.json")
        got = shard_torch.run(module, inputs, mesh=mesh,
                              args=["--json", report], **hints)
        with open(report) as f:
            communication = collectives(json.load(f)["communication"])
    error = ((got - want).abs().max() / want.abs().max()).item()
    message = (f"{name}: {where} vs PyTorch: max rel error {error:.2e}; "
               f"collectives: {'; '.join(communication) or 'none'}")
    print(message)
    ok = error <= 1e-5 and communication == expected
    if communication != expected:
        message += f" (expected: {'; '.join(expected) or 'none'})"
    return (f"{name} {where}", "passed" if ok else "failed", message,
            time.monotonic() - start)


def check_train(name, module, inputs, labels, loss_fn, expected, mesh,
                **hints):
    """(name, outcome, message, seconds) of one SGD step (lr 0.1) of `module`
    through shard_torch.train on `mesh` against PyTorch's own step
    (loss.backward() and torch.optim.SGD): the loss and every updated
    parameter; its collectives against `expected` (None: not checked)."""
    start = time.monotonic()
    where = ",".join(f"{axis}={size}" for axis, size in mesh.items())
    reference, mine = copy.deepcopy(module), copy.deepcopy(module)
    optimizer = torch.optim.SGD(reference.parameters(), lr=0.1)
    want = loss_fn(reference(*inputs), labels)
    want.backward()
    optimizer.step()
    with tempfile.TemporaryDirectory() as work:
        report = os.path.join(work, "run.json")
        got = shard_torch.train(mine, inputs, labels, loss_fn, mesh, lr=0.1,
                                args=["--json", report], **hints)
        with open(report) as f:
            communication = collectives(json.load(f)["communication"])
    error = max([abs(got.item() - want.item()) / abs(want.item())] + [
        ((a - b).abs().max() / b.abs().max()).item()
        for a, b in zip(mine.parameters(), reference.parameters())])
    message = (f"{name} training step: {where} vs PyTorch: max rel error "
               f"{error:.2e} (loss and parameters); collectives: "
               f"{'; '.join(communication) or 'none'}")
    print(message)
    ok = error <= 1e-5 and (expected is None or communication == expected)
    if expected is not None and communication != expected:
        message += f" (expected: {'; '.join(expected) or 'none'})"
    return (f"{name} training step {where}", "passed" if ok else "failed",
            message, time.monotonic() - start)


def _eager_losses(module, batches, loss_fn, optimizer):
    """PyTorch eager's loss at each step over `batches`."""
    losses = []
    for inputs, labels in batches:
        optimizer.zero_grad()
        loss = loss_fn(module(*inputs), labels)
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    return losses


def _steps(module, inputs, labels, loss_fn, optimizer, steps):
    """The losses of `steps` PyTorch steps of `module` with `optimizer`."""
    return _eager_losses(module, [(inputs, labels)] * steps, loss_fn,
                         optimizer)


def _parameter_distance(module, exact):
    """The parameters' distance from the exact (f64) run's: the norm of the
    difference over all parameters over the norm of the exact ones. Not an
    elementwise max: Adam divides by a gradient's size, so an element whose
    exact gradient is zero (a key bias: softmax ignores a shift) moves by
    rounding noise times the learning rate in any f32 run, PyTorch's too;
    a wrong update moves every element and the norm with it."""
    diff = sum(((a.double() - b) ** 2).sum().item()
               for a, b in zip(module.parameters(), exact.parameters()))
    size = sum((b ** 2).sum().item() for b in exact.parameters())
    return math.sqrt(diff / size)


def _close_to_exact(error, torch_error):
    """Whether shard's distance from the exact run is PyTorch f32's own, up
    to 4x or 1e-4 (two f32 runs round differently; a wrong update is off
    by the learning rate's scale, 1e-2 and more)."""
    return error <= max(4 * torch_error, 1e-4)


def _distance(losses, module, exact_losses, exact):
    """The max relative error of the losses and the parameters' distance
    (_parameter_distance) against the exact run's."""
    return max([abs(a - b) / abs(b) for a, b in zip(losses, exact_losses)] +
               [_parameter_distance(module, exact)])


def check_optimizer(name, module, inputs, labels, loss_fn, mesh, ours,
                    theirs, steps, expected, **hints):
    """(name, outcome, message, seconds) of `steps` steps of `module` with
    shard_torch's optimizer `ours` (the same batch each step): the losses
    and the final parameters as close to PyTorch's exact (f64) run of
    `theirs(parameters)` as PyTorch's own f32 run is (_close_to_exact,
    _parameter_distance). The collectives
    of the last step against `expected` (None: not checked); one traced
    program for all steps."""
    start = time.monotonic()
    where = ",".join(f"{axis}={size}" for axis, size in mesh.items())
    exact, reference, mine = (copy.deepcopy(module).double(),
                              copy.deepcopy(module), copy.deepcopy(module))
    wide = lambda t: t.double() if t.is_floating_point() else t  # noqa: E731
    exact_losses = _steps(exact, [wide(t) for t in inputs], wide(labels),
                          loss_fn, theirs(exact.parameters()), steps)
    torch_error = _distance(
        _steps(reference, inputs, labels, loss_fn,
               theirs(reference.parameters()), steps),
        reference, exact_losses, exact)
    losses = []
    with tempfile.TemporaryDirectory() as work:
        report = os.path.join(work, "run.json")
        for _ in range(steps):
            losses.append(shard_torch.train(
                mine, inputs, labels, loss_fn, mesh, optimizer=ours,
                args=["--json", report], **hints).item())
        with open(report) as f:
            communication = collectives(json.load(f)["communication"])
    error = _distance(losses, mine, exact_losses, exact)
    kind = type(ours).__name__
    message = (f"{name} {kind}, {steps} steps: {where} vs PyTorch in f64: "
               f"max rel error {error:.2e} (PyTorch in f32: "
               f"{torch_error:.2e}; losses and parameters); collectives "
               f"per step: {'; '.join(communication) or 'none'}; "
               f"{len(ours.programs)} program(s) traced")
    print(message)
    ok = (_close_to_exact(error, torch_error) and len(ours.programs) == 1 and
          (expected is None or communication == expected))
    if expected is not None and communication != expected:
        message += f" (expected: {'; '.join(expected) or 'none'})"
    return (f"{name} {kind} {where}", "passed" if ok else "failed", message,
            time.monotonic() - start)


def check_mixed_precision(name, module, batches, loss_fn, mesh, ours,
                          theirs, **hints):
    """(name, outcome, message, seconds) of a bf16 mixed-precision job
    (train_job(compute_dtype=torch.bfloat16)) against PyTorch eager doing
    the same by hand: the forward and backward on bf16 copies of the f32
    master weights and inputs, the loss in f32, `theirs` updating the
    masters. Every step's loss within 1e-3 relative: the two sum a bias's
    bf16 gradient in different orders, one bf16 rounding apart."""
    start = time.monotonic()
    where = ",".join(f"{axis}={size}" for axis, size in mesh.items())
    reference, mine = copy.deepcopy(module), copy.deepcopy(module)
    optimizer = theirs(reference.parameters())
    bf16 = lambda t: t.to(torch.bfloat16) if t.is_floating_point() else t  # noqa: E731
    want = []
    for inputs, labels in batches:
        optimizer.zero_grad()
        weights = {n: bf16(p) for n, p in reference.named_parameters()}
        out = torch.func.functional_call(reference, weights,
                                         tuple(map(bf16, inputs)))
        loss = loss_fn(out.float(), labels)
        loss.backward()
        optimizer.step()
        want.append(loss.item())
    got = shard_torch.train_job(mine, batches, loss_fn, mesh, optimizer=ours,
                                compute_dtype=torch.bfloat16, **hints)
    error = max(abs(a - b) / abs(b) for a, b in zip(got, want))
    dtypes = {p.dtype for p in mine.parameters()}
    message = (f"{name} bf16 mixed-precision job of {len(batches)} steps: "
               f"{where} vs PyTorch eager by hand: every step's loss within "
               f"{error:.2e}; master weights {sorted(map(str, dtypes))}")
    print(message)
    ok = len(got) == len(want) and error <= 1e-3 and dtypes == {torch.float32}
    return (f"{name} bf16 job {where}", "passed" if ok else "failed", message,
            time.monotonic() - start)


def check_job(name, module, batches, loss_fn, mesh, ours, theirs, **hints):
    """(name, outcome, message, seconds) of one shard_torch.train_job over
    `batches` (a different batch each step) against PyTorch eager's loop
    with `theirs(parameters)` on the same data from the same weights: every
    step's loss within 1e-4 relative of eager's, and the final parameters
    as close to PyTorch's exact (f64) run as eager's own f32 run is
    (_close_to_exact, _parameter_distance)."""
    start = time.monotonic()
    where = ",".join(f"{axis}={size}" for axis, size in mesh.items())
    exact, reference, mine = (copy.deepcopy(module).double(),
                              copy.deepcopy(module), copy.deepcopy(module))
    wide = lambda t: t.double() if t.is_floating_point() else t  # noqa: E731
    _eager_losses(exact, [(tuple(map(wide, x)), wide(y)) for x, y in batches],
                  loss_fn, theirs(exact.parameters()))
    want = _eager_losses(reference, batches, loss_fn,
                         theirs(reference.parameters()))
    got = shard_torch.train_job(mine, batches, loss_fn, mesh, optimizer=ours,
                                **hints)
    loss_error = max(abs(a - b) / abs(b) for a, b in zip(got, want))
    error = _parameter_distance(mine, exact)
    torch_error = _parameter_distance(reference, exact)
    message = (f"{name} {type(ours).__name__} job of {len(batches)} steps: "
               f"{where} vs PyTorch eager: every step's loss within "
               f"{loss_error:.2e}; final parameters {error:.2e} from PyTorch "
               f"in f64 (eager f32: {torch_error:.2e}); losses "
               f"{got[0]:.4f} -> {got[-1]:.4f}")
    print(message)
    ok = (len(got) == len(want) and loss_error <= 1e-4 and
          _close_to_exact(error, torch_error))
    return (f"{name} job {where}", "passed" if ok else "failed", message,
            time.monotonic() - start)


class CausalLM(torch.nn.Module):
    """A transformers causal LM's logits, for a loss of (logits, labels)."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, ids):
        return self.model(input_ids=ids).logits


def cross_entropy(logits, labels):
    return torch.nn.functional.cross_entropy(
        logits.reshape(-1, logits.shape[-1]), labels.reshape(-1))


def module_cases():
    """Plain PyTorch modules with Megatron's hints and their expected
    collectives."""
    return [
        # Megatron's: one all_reduce per row-parallel layer, none over dp.
        check("2-layer MLP", MLP(), (torch.randn(16, 32),),
              ['1 x all_reduce over {"tp"}'],
              column=["fc1"], row=["fc2"]),
        check("GPT block", Block(), (torch.randn(4, 8, 32),),
              ['2 x all_reduce over {"tp"}'],
              column=["q", "k", "v", "mlp.fc1"], row=["o", "mlp.fc2"]),
        # As they come: a non-persistent buffer, tied weights.
        check("non-persistent buffer", Scaled(), (torch.randn(8, 32),), []),
        check("tied weights", TiedLM(), (torch.randint(0, 64, (4, 8)),), []),
        # PyTorch's own encoder, sequence-first ([seq, batch, hidden]: the
        # batch is dim 1): the fused in_proj (no hint: not an nn.Linear)
        # follows out_proj, its heads split; its flattened [seq, batch]
        # keeps the batch split. Megatron's: two all_reduce per layer.
        check("nn.TransformerEncoder", encoder(), (torch.randn(8, 4, 32),),
              ['4 x all_reduce over {"tp"}'], batch_dim=1,
              column=[f"layers.{i}.linear1" for i in range(2)],
              row=[f"layers.{i}.{n}" for i in range(2)
                   for n in ("linear2", "self_attn.out_proj")]),
    ]


def refused_hint_case():
    """A hint on a layer whose weight layout is unknown names the layer."""
    start = time.monotonic()
    try:
        shard_torch.export(Block(), (torch.randn(4, 8, 32),), {"tp": 2},
                           column=["ln1"])
        refused = ("hint on a LayerNorm", "failed", "exported", 0.0)
    except ValueError as error:
        ok = "'ln1' is a LayerNorm" in str(error)
        refused = ("hint on a LayerNorm", "passed" if ok else "failed",
                   str(error), time.monotonic() - start)
    print(f"{refused[0]}: {refused[2]}")
    return refused


def hint_report_case():
    """Which weight each hint split, and how: GPT-2's fused QKV in 3
    blocks."""
    start = time.monotonic()
    model = gpt2()
    if model is None:
        return ("hint report", "skipped", "transformers is not installed", 0.0)
    module, forward, column, row = model
    report = []
    with torch.no_grad():
        shard_torch.export(module.eval(), (torch.randint(0, 128, (4, 8)),),
                           {"dp": 2, "tp": 2}, column, row, forward,
                           report=report)
    want = ['h.0.attn.c_attn (column-parallel): weight [32, 96] split as '
            '#dist.sharding<@mesh, [{}, {"tp"} blocks 3]>',
            'h.0.attn.c_attn (column-parallel): bias [96] split as '
            '#dist.sharding<@mesh, [{"tp"} blocks 3]>',
            'h.0.attn.c_proj (row-parallel): weight [32, 32] split as '
            '#dist.sharding<@mesh, [{"tp"}, {}]>']
    ok = report[:3] == want and len(report) == 12
    message = "hint report: " + "; ".join(report[:3]) + f" ({len(report)} lines)"
    print(message)
    return ("hint report", "passed" if ok else "failed", message,
            time.monotonic() - start)


def transformers_cases(ids):
    """transformers' models as they come, each with its expected collectives
    on tp=2 and dp=2,tp=2: Megatron's two all_reduce per layer (the
    embeddings replicated); on dp=2, none."""
    cases = []
    megatron = ['4 x all_reduce over {"tp"}']
    for name, make, inputs, expected in [
            # Conv1D weights are [in, out]; the hints split them as Megatron
            # does, its fused QKV weight in 3 blocks (found from the graph:
            # its product is split into 3 equal parts), so q, k and v are
            # sliced apart without a gather.
            ("GPT-2 (transformers)", gpt2, (ids,), megatron),
            ("BERT (transformers)", bert, (ids,), megatron),
            ("Llama (transformers)", lambda: decoder("Llama"), (ids,), megatron),
            ("Qwen2 (transformers)", lambda: decoder("Qwen2"), (ids,),
             megatron),
            ("T5 encoder (transformers)", t5, (ids,), megatron),
            ("ViT (transformers)", vit, (torch.randn(4, 3, 16, 16),), megatron),
            # Megatron's attention, one all_reduce per layer; the experts and
            # the router are replicated.
            ("Mixtral (transformers)", mixtral, (ids,),
             ['2 x all_reduce over {"tp"}'])]:
        model = make()
        if model is None:
            cases.append((name, "skipped", "transformers is not installed", 0.0))
            continue
        module, forward, column, row = model
        for mesh, want in [({"dp": 2}, []), ({"tp": 2}, expected),
                           ({"dp": 2, "tp": 2}, expected)]:
            cases.append(check(name, module, inputs, want, mesh=mesh,
                               column=column, row=row, forward=forward))
    return cases


def language_model_jobs(transformers, llama_config):
    """AdamW jobs of GPT-2, BERT (dropout off: the comparison is exact) and
    Llama language models, a new batch each step, with Megatron's hints: 8
    steps on dp=2,tp=2, 50 on dp=2,pp=2,tp=2; and 8 on dp=2,pp=2,tp=2 with
    the planner's layout instead of hints."""
    gpt2_config = transformers.GPT2Config(
        vocab_size=128, n_positions=16, n_embd=32, n_layer=2, n_head=4,
        bos_token_id=0, eos_token_id=0, resid_pdrop=0.0, embd_pdrop=0.0,
        attn_pdrop=0.0)
    bert_config = transformers.BertConfig(
        vocab_size=128, hidden_size=32, intermediate_size=32,
        num_hidden_layers=2, num_attention_heads=4, max_position_embeddings=16,
        hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
    cases = []
    for name, model, column, row, schedule in [
            ("GPT-2 LM (transformers)",
             transformers.GPT2LMHeadModel(gpt2_config),
             ("attn.c_attn", "mlp.c_fc"), ("attn.c_proj", "mlp.c_proj"),
             "zb-h1"),
            ("BERT MLM (transformers)", transformers.BertForMaskedLM(bert_config),
             ("query", "key", "value", "intermediate.dense"),
             ("attention.output.dense", "layer.0.output.dense",
              "layer.1.output.dense"), "1f1b"),
            ("Llama LM (transformers)",
             transformers.LlamaForCausalLM(llama_config),
             ("q_proj", "k_proj", "v_proj", "gate_proj", "up_proj"),
             ("o_proj", "down_proj"), "1f1b")]:
        module = CausalLM(model)
        layers = [n for n, _ in module.named_modules()]
        batches = [((torch.randint(0, 128, (4, 8)),),
                    torch.randint(0, 128, (4, 8))) for _ in range(8)]
        hints = {"column": [n for n in layers if n.endswith(column)],
                 "row": [n for n in layers if n.endswith(row)]}
        cases.append(check_job(
            name, module, batches, cross_entropy, {"dp": 2, "tp": 2},
            shard_torch.AdamW(lr=0.01),
            lambda p: torch.optim.AdamW(p, lr=0.01), **hints))
        # 3D for 50 steps: the token-averaged loss's count made from the
        # whole batch before the passes, cut automatically into two stages.
        # At lr 1e-3: at 1e-2 GPT-2's run is chaotic (PyTorch's own f32 and
        # f64 runs end 15% apart), so any two roundings diverge.
        many = [((torch.randint(0, 128, (4, 8)),),
                 torch.randint(0, 128, (4, 8))) for _ in range(50)]
        cases.append(check_job(
            name, module, many, cross_entropy, {"dp": 2, "pp": 2, "tp": 2},
            shard_torch.AdamW(lr=1e-3),
            lambda p: torch.optim.AdamW(p, lr=1e-3),
            args=["--microbatches", "2", "--schedule", schedule], **hints))
        # No hints: the planner's layout, found from the step's forward
        # pass (layout="auto"); 8 steps of the same data.
        cases.append(check_job(
            f"{name}, planned layout", module, many[:8], cross_entropy,
            {"dp": 2, "pp": 2, "tp": 2}, shard_torch.AdamW(lr=1e-3),
            lambda p: torch.optim.AdamW(p, lr=1e-3), layout="auto",
            args=["--microbatches", "2", "--schedule", schedule]))
    # Llama's 3D job with the distributed optimizer: AdamW's moments split
    # over dp as well as tp, reduce_scattered gradients, gathered weights.
    cases.append(check_job(
        f"{name}, distributed optimizer", module, many[:8], cross_entropy,
        {"dp": 2, "pp": 2, "tp": 2}, shard_torch.AdamW(lr=1e-3),
        lambda p: torch.optim.AdamW(p, lr=1e-3),
        args=["--microbatches", "2", "--schedule", schedule,
              "--shard-optimizer=dp"], **hints))
    # And with the gradients sharded too (ZeRO-2, --shard-gradients): each
    # microbatch's gradients reduce_scattered where the backward makes
    # them, each rank accumulating its share.
    cases.append(check_job(
        f"{name}, sharded gradients", module, many[:8], cross_entropy,
        {"dp": 2, "pp": 2, "tp": 2}, shard_torch.AdamW(lr=1e-3),
        lambda p: torch.optim.AdamW(p, lr=1e-3),
        args=["--microbatches", "2", "--schedule", schedule,
              "--shard-optimizer=dp", "--shard-gradients"], **hints))
    # bf16 compute, f32 master weights (the RoPE tables become bf16
    # constants, which torch-mlir imports through ml_dtypes).
    try:
        import ml_dtypes  # noqa: F401
    except ImportError:
        return cases + [(f"{name} bf16 job", "skipped",
                         "ml_dtypes is not installed", 0.0)]
    cases.append(check_mixed_precision(
        name, module, batches[:4], cross_entropy, {"dp": 2, "tp": 2},
        shard_torch.AdamW(lr=0.01), lambda p: torch.optim.AdamW(p, lr=0.01),
        **hints))
    return cases


def dropout_jobs(transformers):
    """BERT trained with dropout on (0.1 hidden and attention), AdamW, 6
    steps: the masks are torch-mlir's generator's, drawn at each element's
    global position from a seed the job carries, so every step's loss is
    the same on one device, dp=2,tp=2 and pp=2 (2 microbatches) up to the
    reductions' rounding; two jobs of 3 steps (the seed carried in the
    optimizer) are the job of 6; another seed draws other masks. Not
    compared with eager: PyTorch's masks come from its own generator."""
    start = time.monotonic()
    config = transformers.BertConfig(
        vocab_size=128, hidden_size=32, intermediate_size=32,
        num_hidden_layers=2, num_attention_heads=4, max_position_embeddings=16,
        hidden_dropout_prob=0.1, attention_probs_dropout_prob=0.1)
    module = CausalLM(transformers.BertForMaskedLM(config)).train()
    layers = [n for n, _ in module.named_modules()]
    hints = {"column": [n for n in layers if n.endswith(
                 ("query", "key", "value", "intermediate.dense"))],
             "row": [n for n in layers if n.endswith(
                 ("attention.output.dense", "layer.0.output.dense",
                  "layer.1.output.dense"))]}
    batches = [((torch.randint(0, 128, (4, 8)),),
                torch.randint(0, 128, (4, 8))) for _ in range(6)]

    def job(mesh, steps, model=None, optimizer=None, **more):
        return shard_torch.train_job(
            model or copy.deepcopy(module), steps, cross_entropy, mesh,
            optimizer=optimizer or shard_torch.AdamW(lr=0.01), **hints,
            **more)

    def apart(a, b):
        return max(abs(x - y) / abs(y) for x, y in zip(a, b))
    one = job({"dp": 1}, batches)
    meshes = {"dp=2,tp=2": job({"dp": 2, "tp": 2}, batches),
              "pp=2": job({"pp": 2}, batches, args=["--microbatches", "2"])}
    model, optimizer = copy.deepcopy(module), shard_torch.AdamW(lr=0.01)
    split = (job({"dp": 2, "tp": 2}, batches[:3], model, optimizer)
             + job({"dp": 2, "tp": 2}, batches[3:], model, optimizer))
    other = job({"dp": 2, "tp": 2}, batches[:1], seed=12345)
    errors = {name: apart(got, one) for name, got in meshes.items()}
    errors["3 + 3 steps"] = apart(split, one)
    reseeded = apart(other, one[:1])
    message = (f"BERT MLM job with dropout, 6 steps: every step's loss vs "
               f"one device's {one[0]:.5f} -> {one[-1]:.5f}: "
               + ", ".join(f"{k} {v:.1e}" for k, v in errors.items())
               + f"; seed 12345's first loss {reseeded:.1e} apart")
    print(message)
    ok = max(errors.values()) <= 1e-6 and reseeded > 1e-4
    return [("BERT dropout job, every mesh", "passed" if ok else "failed",
             message, time.monotonic() - start)]


def training_cases(ids):
    """Training steps (shard_torch.train): PyTorch's backward and an
    optimizer's update (SGD; SGD with momentum and AdamW over three steps),
    exported and run partitioned. The MLP's communication is Megatron's (its
    row-parallel output reduced over tp, the gradients and the loss over dp
    in one bucket: the loss's mean over dp waits for its reader), and so is
    Llama's on tp and dp apart."""
    cases = []
    mse = torch.nn.functional.mse_loss
    for mesh, expected in [
            ({"dp": 2}, ['1 x all_reduce over {"dp"}']),
            ({"tp": 2}, ['1 x all_reduce over {"tp"}']),
            ({"dp": 2, "tp": 2}, ['1 x all_reduce over {"tp"}',
                                  '1 x all_reduce over {"dp"}'])]:
        cases.append(check_train("2-layer MLP", MLP(), (torch.randn(16, 32),),
                                 torch.randn(16, 32), mse, expected, mesh,
                                 column=["fc1"], row=["fc2"]))
    # Optimizers with state, three steps each; the hyperparameters are
    # the program's arguments, so one program serves every step.
    megatron = ['1 x all_reduce over {"tp"}', '1 x all_reduce over {"dp"}']
    x, y = torch.randn(16, 32), torch.randn(16, 32)
    cases.append(check_optimizer(
        "2-layer MLP", MLP(), (x,), y, mse, {"dp": 2, "tp": 2},
        shard_torch.SGD(lr=0.1, momentum=0.9, weight_decay=0.01),
        lambda p: torch.optim.SGD(p, lr=0.1, momentum=0.9,
                                  weight_decay=0.01),
        3, megatron, column=["fc1"], row=["fc2"]))
    cases.append(check_optimizer(
        "2-layer MLP", MLP(), (x,), y, mse, {"dp": 2, "tp": 2},
        shard_torch.AdamW(lr=0.01, weight_decay=0.1),
        lambda p: torch.optim.AdamW(p, lr=0.01, weight_decay=0.1),
        3, megatron, column=["fc1"], row=["fc2"]))
    # A job: 20 steps in one launch, a new batch each step, the state kept
    # on the ranks.
    batches = [((torch.randn(16, 32),), torch.randn(16, 32))
               for _ in range(20)]
    cases.append(check_job(
        "2-layer MLP", MLP(), batches, mse, {"dp": 2, "tp": 2},
        shard_torch.AdamW(lr=0.01, weight_decay=0.1),
        lambda p: torch.optim.AdamW(p, lr=0.01, weight_decay=0.1),
        column=["fc1"], row=["fc2"]))
    # The distributed optimizer (ZeRO-1, --shard-optimizer): each dp rank
    # keeps and updates its half of every weight's AdamW moments.
    cases.append(check_job(
        "2-layer MLP, distributed optimizer", MLP(), batches, mse,
        {"dp": 2, "tp": 2}, shard_torch.AdamW(lr=0.01, weight_decay=0.1),
        lambda p: torch.optim.AdamW(p, lr=0.01, weight_decay=0.1),
        args=["--shard-optimizer=dp"], column=["fc1"], row=["fc2"]))
    # Fully sharded data parallelism (--fsdp): the weights too are kept as
    # each dp rank's half, gathered where the forward and backward read them.
    cases.append(check_job(
        "2-layer MLP, fully sharded (FSDP)", MLP(), batches, mse,
        {"dp": 2, "tp": 2}, shard_torch.AdamW(lr=0.01, weight_decay=0.1),
        lambda p: torch.optim.AdamW(p, lr=0.01, weight_decay=0.1),
        args=["--fsdp=dp"], column=["fc1"], row=["fc2"]))
    cases.append(check_mixed_precision(
        "2-layer MLP", MLP(), batches[:8], mse, {"dp": 2, "tp": 2},
        shard_torch.AdamW(lr=0.01, weight_decay=0.1),
        lambda p: torch.optim.AdamW(p, lr=0.01, weight_decay=0.1),
        column=["fc1"], row=["fc2"]))
    # Pipelined jobs, cut automatically: on pp=2 the first backward op
    # after the cut reads a weight of stage 0's on stage 1, which gets each
    # step's new value from stage 0 (not yet Megatron's placement).
    deep = {"column": ["a.fc1", "b.fc1"], "row": ["a.fc2", "b.fc2"]}
    cases.append(check_job(
        "4-layer MLP", DeepMLP(), batches[:10], mse, {"pp": 2},
        shard_torch.SGD(lr=0.1), lambda p: torch.optim.SGD(p, lr=0.1),
        args=["--microbatches", "2"], **deep))
    cases.append(check_job(
        "4-layer MLP", DeepMLP(), batches[:10], mse, {"dp": 2, "pp": 2, "tp": 2},
        shard_torch.AdamW(lr=0.01, weight_decay=0.1),
        lambda p: torch.optim.AdamW(p, lr=0.01, weight_decay=0.1),
        args=["--microbatches", "2", "--schedule", "zb-h1"], **deep))
    llama = decoder("Llama")
    if llama is None:
        return cases + [("Llama training step", "skipped",
                         "transformers is not installed", 0.0)]
    import transformers
    model = CausalLM(transformers.LlamaForCausalLM(llama[0].config))
    layers = [n for n, _ in model.named_modules()]
    column = [n for n in layers if n.endswith(
        ("q_proj", "k_proj", "v_proj", "gate_proj", "up_proj"))]
    row = [n for n in layers if n.endswith(("o_proj", "down_proj"))]
    labels = torch.randint(0, 128, (4, 8))
    # On tp, Megatron's 2 all_reduce per layer each way; on dp, the
    # gradients (bucketed) and the mean loss's sum and count; on both, the
    # two (the backward's transposes of attention's batch x heads take the
    # merged dims apart).
    for mesh, expected in [({"dp": 2}, ['3 x all_reduce over {"dp"}']),
                           ({"tp": 2}, ['8 x all_reduce over {"tp"}']),
                           ({"dp": 2, "tp": 2},
                            ['8 x all_reduce over {"tp"}',
                             '3 x all_reduce over {"dp"}'])]:
        cases.append(check_train(
            "Llama (transformers)", model, (ids,), labels, cross_entropy,
            expected, mesh, column=column, row=row))
    cases.append(check_optimizer(
        "Llama (transformers)", model, (ids,), labels, cross_entropy,
        {"dp": 2, "tp": 2}, shard_torch.AdamW(lr=0.01),
        lambda p: torch.optim.AdamW(p, lr=0.01), 2, None,
        column=column, row=row))
    # Mixtral's step: its router's top-2 (whose backward scatters at
    # dim=-1) and batched_mm experts (gathered weights; their gradients
    # scattered back by expert), the attention split over tp. Over dp the
    # top-2's gradient and its indices (2 per token) are all_gathered for
    # the scatter into the router's logits, a pair per layer (two of the
    # four independent, so merged into one bucket), where a scatter of
    # each rank's own tokens would need none.
    mixtral_config = transformers.MixtralConfig(
        vocab_size=128, hidden_size=32, intermediate_size=32,
        num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
        num_local_experts=4, num_experts_per_tok=2,
        max_position_embeddings=16, bos_token_id=0, eos_token_id=0)
    model = CausalLM(transformers.MixtralForCausalLM(mixtral_config))
    layers = [n for n, _ in model.named_modules()]
    cases.append(check_train(
        "Mixtral (transformers)", model, (ids,), labels, cross_entropy,
        ['4 x all_reduce over {"tp"}', '3 x all_gather over {"dp"}',
         '3 x all_reduce over {"dp"}'], {"dp": 2, "tp": 2},
        column=[n for n in layers if n.endswith(("q_proj", "k_proj",
                                                   "v_proj"))],
        row=[n for n in layers if n.endswith("o_proj")]))
    return cases


def job_cases():
    """The language models' training jobs, with hints and planned, and
    BERT's with dropout."""
    llama = decoder("Llama")
    if llama is None:
        return [("language model jobs", "skipped",
                 "transformers is not installed", 0.0)]
    import transformers
    return (language_model_jobs(transformers, llama[0].config)
            + dropout_jobs(transformers))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shard-run")
    # Two Bazel targets, each well inside its timeout: the modules, the
    # families and the training steps; the language models' jobs.
    parser.add_argument("--part", choices=["steps", "jobs"], required=True)
    a = parser.parse_args()
    if a.shard_run:
        os.environ["SHARD_RUN"] = a.shard_run
    torch.manual_seed(0)
    if a.part == "jobs":
        cases = job_cases()
    else:
        cases = module_cases()
        cases.append(refused_hint_case())
        cases.append(hint_report_case())
        # Two batch rows per dp rank: a merged batch x heads dim is then no
        # single split (see test/passes/split-batch-dims-softmax.mlir).
        ids = torch.randint(0, 128, (4, 8))
        cases += transformers_cases(ids)
        cases += training_cases(ids)
    write_results(cases)
    failed = [name for name, outcome, *_ in cases if outcome == "failed"]
    if failed:
        sys.exit(f"shard_torch_test: {', '.join(failed)} differ from PyTorch")


if __name__ == "__main__":
    main()
