#!/usr/bin/env python3
"""Times the forward of every transformers family shard runs from PyTorch
(the zoo of test/python/torch_models.py, which shard_torch_test.py runs)
against PyTorch eager.

    build/torch-venv/bin/python bench/zoo_vs_pytorch.py [--rounds R]
        [--repeat N] [--sizes zoo,bench] [--families gpt2,bert,...]
        [--shard-run bazel-bin/tools/shard-run]

Each model is built as it comes (random weights, its default attention --
SDPA where transformers defaults to it -- and its own masks), exported
through python/shard_torch (torch.export and torch-mlir) onto one rank, and
run by shard-run's host code; its output must match the model's own
forward to 1e-4 relative. Then the two are timed in interleaved rounds on
1 and 2 threads: `shard-run --repeat N` (ms per forward as the program
measures it) against the model's forward in a loop of N under
torch.inference_mode, the same thread count. Sizes: `zoo`, the test's
configs (hidden 32, 4 heads, 2 layers, batch 4 x 8 tokens, images 4 x 3 x
16 x 16); `bench`, hidden 256, 4 heads of 64, FFN 1024, 2 layers, batch 4 x
128 tokens (images 4 x 3 x 64 x 64 in patches of 8). Prints min and median
ms per forward and eager / shard of the medians.

Needs torch, torch-mlir and transformers (scripts/test_torch.sh's
environment).
"""
import argparse
import os
import re
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "python"))

import numpy as np  # noqa: E402
import torch  # noqa: E402
import transformers  # noqa: E402

import shard_torch  # noqa: E402
from host_vs_pytorch import run  # noqa: E402

# Per size: hidden, heads, FFN, layers, batch, tokens, image side, patch.
SIZES = {
    "zoo": dict(hidden=32, heads=4, ffn=32, layers=2, batch=4, tokens=8,
                image=16, patch=4),
    "bench": dict(hidden=256, heads=4, ffn=1024, layers=2, batch=4,
                  tokens=128, image=64, patch=8),
}
VOCAB = 512
FAMILIES = ("gpt2", "bert", "llama", "qwen2", "t5", "vit", "mixtral")


def family(name, s):
    """(model, inputs, forward) for transformers' `name` at size `s`."""
    h, n, f, l = s["hidden"], s["heads"], s["ffn"], s["layers"]
    positions = max(s["tokens"], 16)
    decoder = dict(vocab_size=VOCAB, hidden_size=h, intermediate_size=f,
                   num_hidden_layers=l, num_attention_heads=n,
                   num_key_value_heads=max(n // 2, 1),
                   max_position_embeddings=positions, bos_token_id=0,
                   eos_token_id=0)
    configs = {
        "gpt2": ("GPT2Config", "GPT2Model",
                 dict(vocab_size=VOCAB, n_positions=positions, n_embd=h,
                      n_inner=f, n_layer=l, n_head=n, bos_token_id=0,
                      eos_token_id=0)),
        "bert": ("BertConfig", "BertModel",
                 dict(vocab_size=VOCAB, hidden_size=h, intermediate_size=f,
                      num_hidden_layers=l, num_attention_heads=n,
                      max_position_embeddings=positions)),
        "llama": ("LlamaConfig", "LlamaModel", decoder),
        "qwen2": ("Qwen2Config", "Qwen2Model", decoder),
        "t5": ("T5Config", "T5EncoderModel",
               dict(vocab_size=VOCAB, d_model=h, d_kv=h // n, d_ff=f,
                    num_layers=l, num_heads=n, dropout_rate=0.0)),
        "vit": ("ViTConfig", "ViTModel",
                dict(image_size=s["image"], patch_size=s["patch"],
                     num_channels=3, hidden_size=h, intermediate_size=f,
                     num_hidden_layers=l, num_attention_heads=n)),
        "mixtral": ("MixtralConfig", "MixtralModel",
                    dict(decoder, num_local_experts=4,
                         num_experts_per_tok=2)),
    }
    config_class, model_class, config = configs[name]
    model = getattr(transformers, model_class)(
        getattr(transformers, config_class)(**config)).eval()
    if name == "vit":
        inputs = (torch.randn(s["batch"], 3, s["image"], s["image"]),)
    else:
        inputs = (torch.randint(0, VOCAB, (s["batch"], s["tokens"])),)
    return model, inputs, lambda m, x: m(x).last_hidden_state


class Shard:
    """One exported model, built once by shard-run and run again per round
    (the compile cache keeps the program)."""

    def __init__(self, shard_run, model, inputs, forward, work):
        with torch.no_grad():
            text, arguments = shard_torch.export(model, inputs, {"dp": 1},
                                                 forward=forward)
        self.shard_run, self.work = shard_run, work
        self.model = os.path.join(work, "model.mlir")
        os.makedirs(os.path.join(work, "inputs"), exist_ok=True)
        with open(self.model, "w") as f:
            f.write(text)
        for i, t in enumerate(arguments):
            np.save(os.path.join(work, "inputs", f"input{i}.npy"),
                    t.detach().contiguous().numpy())

    def output(self):
        self.ms(1, 1)
        return np.load(os.path.join(self.work, "out", "output0.npy"))

    def ms(self, repeat, threads):
        env = dict(os.environ, OMP_NUM_THREADS=str(threads))
        text = run([self.shard_run, self.model, "--inputs",
                    os.path.join(self.work, "inputs"), "-o",
                    os.path.join(self.work, "out"), "--repeat", str(repeat)],
                   env=env)
        return max(float(t) for t in re.findall(r"([0-9.]+) ms per run", text))


def torch_ms(model, inputs, forward, repeat, threads):
    torch.set_num_threads(threads)
    with torch.inference_mode():
        forward(model, *inputs)
        start = time.perf_counter()
        for _ in range(repeat):
            forward(model, *inputs)
        return (time.perf_counter() - start) / repeat * 1e3


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--sizes", default="zoo,bench")
    parser.add_argument("--families", default=",".join(FAMILIES))
    parser.add_argument("--shard-run",
                        default=os.path.join(ROOT, "bazel-bin", "tools",
                                             "shard-run"))
    parser.add_argument("--workdir", help="keep each model's files here "
                        "(FAMILY-SIZE/model.mlir, inputs/, out/)")
    args = parser.parse_args()
    for kind, names, known in [("size", args.sizes, SIZES),
                               ("family", args.families, FAMILIES)]:
        for name in names.split(","):
            if name not in known:
                parser.error(f"unknown {kind} '{name}' (one of "
                             f"{', '.join(known)})")
    torch.manual_seed(0)
    print("| family | size | threads | shard min / median ms "
          "| eager min / median ms | eager / shard (median) | max rel err |")
    print("|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as scratch:
        tmp = args.workdir or scratch
        for size in args.sizes.split(","):
            for name in args.families.split(","):
                model, inputs, forward = family(name, SIZES[size])
                work = os.path.join(tmp, f"{name}-{size}")
                shard = Shard(args.shard_run, model, inputs, forward, work)
                with torch.no_grad():
                    want = forward(model, *inputs).numpy()
                error = float(np.abs(shard.output() - want).max()
                              / np.abs(want).max())
                if error > 1e-4:
                    raise SystemExit(f"zoo_vs_pytorch: {name} at {size} "
                                     f"differs from PyTorch by {error:.2e}")
                for threads in (1, 2):
                    ours, theirs = [], []
                    for _ in range(args.rounds):
                        ours.append(shard.ms(args.repeat, threads))
                        theirs.append(torch_ms(model, inputs, forward,
                                               args.repeat, threads))
                    a, b = statistics.median(ours), statistics.median(theirs)
                    print(f"| {name} | {size} | {threads} "
                          f"| {min(ours):.3f} / {a:.3f} "
                          f"| {min(theirs):.3f} / {b:.3f} | {b / a:.2f}x "
                          f"| {error:.1e} |", flush=True)


if __name__ == "__main__":
    main()
