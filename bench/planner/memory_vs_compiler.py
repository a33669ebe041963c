#!/usr/bin/env python3
"""The planner's activation memory against what the compiler keeps.

    bench/planner/memory_vs_compiler.py

For the training steps exported from PyTorch that the tests carry
(GPT-2, Llama and BERT: test/e2e/models/Inputs/*_train_step.mlir), and
pipelined plans of each (1F1B and ZB-H1, with and without tensor
parallelism, selective and full recomputation), prints the activation
bytes per device the planner predicts kept between a microbatch's passes
(`--dist-plan-report compare=...`, the most of any rank, less the block
a recomputation rebuilds while its backward runs) next to the most bytes
any rank of the compiled pipeline keeps between a microbatch's passes
(shard-run's "kept bytes": its stage buffers, the arena's view of
them).

Then, for the forward functions exported from the same models (GPT-2 and
Llama: test/e2e/models/Inputs/*_args.mlir, the same sizes and sequence;
BERT's forward has another sequence length), the activation bytes per
example the planner counts when planning them as training steps (each
op's derivative's reads, BackwardReads.h) against what the exported
step's backward pass reads.
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
         ("1x2x1", 2, "zb-h1", []),
         ("1x2x1", 2, "1f1b", ["recompute"]),
         ("1x2x2", 2, "1f1b", ["recompute"])]


def predicted(step, dpt, m, schedule, techniques):
    d, p, t = map(int, dpt.split("x"))
    spec = "/".join([dpt, str(m), schedule] + techniques)
    out = subprocess.run(
        [os.path.join(BIN, "shard-opt"), step, "-o", os.devnull,
         f"--dist-plan-report=devices={d * p * t} cluster=a100 "
         f"training=true json=true compare={spec}"],
        check=True, capture_output=True, text=True).stdout
    plans = json.loads(out)["functions"][0]["plans"]
    given = [q for q in plans if q["role"] == "given"][0]
    # Kept between passes: without what a recomputation rebuilds for one
    # block's backward, its working set.
    return given["activation_bytes"] - given["activation_transient_bytes"]


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
    forward_rule()


def activation_bytes(step, training):
    """The model line's activation bytes per example of `step`."""
    out = subprocess.run(
        [os.path.join(BIN, "shard-opt"), step, "-o", os.devnull,
         f"--dist-plan-report=devices=1 cluster=a100 training={training} "
         "json=true"], check=True, capture_output=True, text=True).stdout
    report = json.loads(out)["functions"][0]
    return report["activation_bytes"] / report["batch"]


def forward_rule():
    print()
    print("| model | forward, every buffer | forward, derivatives' reads | "
          "step, backward's reads | reads / step |")
    print("|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as work:
        for model in ["gpt2", "llama"]:
            forward = os.path.join(work, model + "_forward.mlir")
            step = os.path.join(work, model + "_step.mlir")
            subprocess.run([os.path.join(BIN, "shard-opt"),
                            os.path.join(INPUTS, model + "_args.mlir"),
                            "--dist-strip-annotations", "--dist-front-end",
                            "-o", forward], check=True)
            subprocess.run([os.path.join(BIN, "shard-opt"),
                            os.path.join(INPUTS, model + "_train_step.mlir"),
                            "--dist-front-end", "-o", step], check=True)
            whole = activation_bytes(forward, "false")
            rule = activation_bytes(forward, "true")
            read = activation_bytes(step, "true")
            print(f"| {model} | {whole:.0f} | {rule:.0f} | {read:.0f} | "
                  f"{rule / read:.2f} |", flush=True)


if __name__ == "__main__":
    sys.exit(main())
