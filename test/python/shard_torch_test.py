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
import os
import sys
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


# The source tree, or Bazel's runfiles (where this file is test/<name>):
# shard_torch, and this test's helpers in test/python.
HERE = os.path.dirname(os.path.abspath(__file__))
for root in [os.path.join(HERE, "..", ".."), os.path.join(HERE, ".."),
             os.path.join(os.environ.get("TEST_SRCDIR", ""), "shard")]:
    if os.path.isdir(os.path.join(root, "python", "shard_torch")):
        sys.path[:0] = [os.path.join(root, "python"),
                        os.path.join(root, "test", "python")]
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

# This folder's helpers, which import torch and shard_torch themselves.
from torch_checks import (check, check_job, check_mixed_precision,  # noqa: E402
                          check_optimizer, check_train, collectives)
from torch_models import (MLP, Block, CausalLM, DeepMLP, Scaled,  # noqa: E402
                          TiedLM, bert, cross_entropy, decoder, encoder, gpt2,
                          mixtral, t5, vit)


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
