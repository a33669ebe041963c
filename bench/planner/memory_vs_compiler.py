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
them), for the program `--dist-auto-plan` writes for the plan (its mesh,
layout and cuts: what the planner costs) and for the step as shard-run
cuts it itself on the same mesh.

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
# The plan's techniques as shard-run's flags where they differ.
SHARD_RUN_FLAGS = {"sequence-parallel": "--sequence-parallel=tp"}
# (dp x pp x tp, microbatches, schedule, techniques)
PLANS = [("1x2x1", 2, "1f1b", []), ("1x2x1", 4, "1f1b", []),
         ("1x2x2", 2, "1f1b", []),
         ("1x2x2", 2, "1f1b", ["selective-recompute"]),
         ("1x2x2", 2, "1f1b", ["selective-recompute", "sequence-parallel"]),
         ("1x2x1", 2, "zb-h1", []),
         ("1x2x2", 2, "zb-h1", ["selective-recompute", "sequence-parallel"]),
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


def kept(source, mesh, m, schedule, techniques, work):
    """The most bytes a rank of `source` run on `mesh` (none: its own)
    keeps between a microbatch's passes; None where shard-run fails."""
    run = subprocess.run(
        [os.path.join(BIN, "shard-run"), source, "--microbatches", str(m),
         "--schedule", schedule, "-o", os.path.join(work, "out")] +
        (["--mesh", mesh] if mesh else []) +
        [SHARD_RUN_FLAGS.get(x, "--" + x) for x in techniques],
        capture_output=True, text=True)
    if run.returncode != 0:
        print(run.stderr.strip().splitlines()[0], file=sys.stderr)
        return None
    out = run.stdout
    rows = [line.split() for line in out.splitlines()
            if re.match(r"^\s+\d+\s+dp=", line)]
    # Columns: rank, coordinates, ms, bytes sent, calls, arena, kept, RSS.
    return max(int(r[6]) for r in rows)


def planned(step, dpt, m, schedule, techniques, work):
    """`step` as --dist-auto-plan writes it for the plan."""
    d, p, t = map(int, dpt.split("x"))
    spec = "/".join([dpt, str(m), schedule] + techniques)
    out = os.path.join(work, "planned.mlir")
    subprocess.run(
        [os.path.join(BIN, "shard-opt"), step, "-o", out,
         f"--dist-auto-plan=devices={d * p * t} cluster=a100 plan={spec}"],
        check=True)
    return out


def main():
    print("| model | plan | predicted bytes | kept bytes | predicted / kept | "
          "kept, shard-run's own cut |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as work:
        for model in MODELS:
            source = os.path.join(INPUTS, model + ".mlir")
            step = os.path.join(work, model + ".mlir")
            subprocess.run([os.path.join(BIN, "shard-opt"), source,
                            "--dist-front-end", "-o", step], check=True)
            for dpt, m, schedule, techniques in PLANS:
                p = predicted(step, dpt, m, schedule, techniques)
                k = kept(planned(step, dpt, m, schedule, techniques, work),
                         None, m, schedule, techniques, work)
                d, pp, t = dpt.split("x")
                own = kept(source, f"dp={d},pp={pp},tp={t}", m, schedule,
                           techniques, work)
                plan = "/".join([dpt, str(m), schedule] + techniques)
                ratio = f"{p / k:.2f}" if k else "-"
                print(f"| {model} | {plan} | {p:.0f} | "
                      f"{k if k else 'does not compile'} | {ratio} | "
                      f"{own if own else 'does not compile'} |", flush=True)
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
