#!/usr/bin/env python3
"""The planner's activation memory against what the compiler keeps.

    bench/planner/memory_vs_compiler.py

For the training steps exported from PyTorch that the tests carry
(GPT-2, Llama and BERT: test/e2e/models/Inputs/*_train_step.mlir), and
pipelined plans of each (1F1B and ZB-H1, with and without tensor
parallelism and selective recomputation), prints the activation bytes
per device the planner predicts (`--dist-plan-report compare=...`, the
most of any rank) next to the most bytes any rank of the compiled
pipeline keeps between a microbatch's passes (shard-run's "kept bytes":
its stage buffers, the arena's view of them).
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BIN = os.path.join(ROOT, "bazel-bin", "tools")
INPUTS = os.path.join(ROOT, "test", "e2e", "models", "Inputs")
MODELS = ["gpt2_train_step", "llama_train_step", "bert_train_step"]
# (dp x pp x tp, microbatches, schedule, techniques)
PLANS = [("1x2x1", 2, "1f1b", []), ("1x2x1", 4, "1f1b", []),
         ("1x2x2", 2, "1f1b", []),
         ("1x2x2", 2, "1f1b", ["selective-recompute"]),
         ("1x2x1", 2, "zb-h1", [])]


def predicted(step, dpt, m, schedule, techniques):
    d, p, t = map(int, dpt.split("x"))
    spec = "/".join([dpt, str(m), schedule] + techniques)
    out = subprocess.run(
        [os.path.join(BIN, "shard-opt"), step, "-o", os.devnull,
         f"--dist-plan-report=devices={d * p * t} cluster=a100 "
         f"training=true json=true compare={spec}"],
        check=True, capture_output=True, text=True).stdout
    plans = json.loads(out)["functions"][0]["plans"]
    return [q for q in plans if q["role"] == "given"][0]["activation_bytes"]


def kept(source, dpt, m, schedule, techniques, work):
    d, p, t = map(int, dpt.split("x"))
    out = subprocess.run(
        [os.path.join(BIN, "shard-run"), source, "--mesh",
         f"dp={d},pp={p},tp={t}", "--microbatches", str(m), "--schedule",
         schedule, "-o", os.path.join(work, "out")] +
        ["--" + x for x in techniques],
        check=True, capture_output=True, text=True).stdout
    rows = [line.split() for line in out.splitlines()
            if re.match(r"^\s+\d+\s+dp=", line)]
    # Columns: rank, coordinates, ms, bytes sent, calls, arena, kept, RSS.
    return max(int(r[6]) for r in rows)


def main():
    print("| model | plan | predicted bytes | kept bytes | predicted / kept |")
    print("|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as work:
        for model in MODELS:
            source = os.path.join(INPUTS, model + ".mlir")
            step = os.path.join(work, model + ".mlir")
            subprocess.run([os.path.join(BIN, "shard-opt"), source,
                            "--dist-front-end", "-o", step], check=True)
            for dpt, m, schedule, techniques in PLANS:
                p = predicted(step, dpt, m, schedule, techniques)
                k = kept(source, dpt, m, schedule, techniques, work)
                plan = "/".join([dpt, str(m), schedule] + techniques)
                print(f"| {model} | {plan} | {p:.0f} | {k} | {p / k:.2f} |",
                      flush=True)


if __name__ == "__main__":
    sys.exit(main())
