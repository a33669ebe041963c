"""Every pipeline schedule Megatron-LM or torchtitan runs, on a training
step, is accepted, and everything else is refused with its reason.

For p = 2..8 stages and m = 1..2p+1 microbatches, each of gpipe, 1f1b,
zb-h1 and interleaved-1f1b (2 chunks per rank) is compiled by
--dist-parallelize, whose verifier plays the stages' transfers as the
runtime posts them (a deadlock is an error). Megatron's conditions: the
microbatches divide the batch, and interleaved needs a multiple of the
stages. A sample of the accepted ones then runs on p ranks against the
unsharded program (--check) and against mlir-runner (the oracle).
"""
import argparse
import os
import re
import subprocess
import sys

SCHEDULES = [("gpipe", 1), ("1f1b", 1), ("zb-h1", 1), ("interleaved-1f1b", 2)]
# (p, m, schedule, chunks per rank) run end to end: interleaved's
# all-warm-up case (m = p), counts that are not multiples of p, and one
# microbatch.
RUNS = [(3, 3, "interleaved-1f1b", 2), (4, 4, "interleaved-1f1b", 2),
        (3, 4, "1f1b", 1), (4, 3, "zb-h1", 1), (2, 1, "zb-h1", 1),
        (3, 2, "gpipe", 1)]


def with_stages(text, p):
    return re.sub(r'dist\.mesh @mesh = <\[[^]]*\]>',
                  f'dist.mesh @mesh = <["dp"=1, "pp"={p}, "tp"=1]>', text, 1)


def generate(gen, work, layers, batch, p):
    text = subprocess.run(
        [sys.executable, gen, "--layers", str(layers), "--batch", str(batch),
         "--width", "4"], check=True, capture_output=True, text=True).stdout
    path = os.path.join(work, f"step_l{layers}_b{batch}_p{p}.mlir")
    with open(path, "w") as f:
        f.write(with_stages(text, p))
    return path


def compile_sweep(a, batch):
    """(configurations, failures) of compiling every (p, m, schedule)."""
    failures, count = [], 0
    for p in range(2, 9):
        model = generate(a.gen, a.work, 2 * 8, batch, p)
        for m in range(1, 2 * p + 2):
            for schedule, chunks in SCHEDULES:
                count += 1
                valid = batch % m == 0 and (
                    schedule != "interleaved-1f1b" or m % p == 0)
                result = subprocess.run(
                    [a.shard_opt, model, "-o", os.devnull,
                     f"--dist-parallelize=microbatches={m} schedule={schedule}"
                     f" virtual-stages={chunks}"],
                    capture_output=True, text=True)
                error = result.stderr.strip().splitlines()[0] \
                    if result.stderr.strip() else ""
                where = f"p={p} m={m} {schedule}"
                if valid and result.returncode != 0:
                    failures.append(f"{where}: refused: {error}")
                elif not valid and result.returncode == 0:
                    failures.append(f"{where}: accepted, but Megatron does "
                                    "not run it")
                elif not valid and not re.search(
                        r"not divisible into|divisible by the", error):
                    failures.append(f"{where}: refused without its reason: "
                                    f"{error}")
    return count, failures


def run_sample(a):
    failures = []
    for p, m, schedule, chunks in RUNS:
        model = generate(a.gen, a.work, 8, 24, p)
        out = os.path.join(a.work, f"run_p{p}_m{m}_{schedule}")
        result = subprocess.run(
            [a.shard_run, model, "--microbatches", str(m), "--schedule",
             schedule, "--virtual-stages", str(chunks), "--check", "-o", out],
            capture_output=True, text=True)
        where = f"p={p} m={m} {schedule}"
        if result.returncode != 0 or "check passed" not in result.stdout:
            failures.append(f"{where}: shard-run failed: "
                            f"{(result.stdout + result.stderr)[-400:]}")
            continue
        oracle = subprocess.run(a.oracle.split() + [model, out],
                                capture_output=True, text=True)
        if oracle.returncode != 0 or "oracle passed" not in oracle.stdout:
            failures.append(f"{where}: against mlir-runner: "
                            f"{(oracle.stdout + oracle.stderr)[-400:]}")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shard-opt", required=True)
    parser.add_argument("--shard-run", required=True)
    parser.add_argument("--oracle", required=True)
    parser.add_argument("--gen", required=True)
    parser.add_argument("--work", required=True)
    a = parser.parse_args()
    os.makedirs(a.work, exist_ok=True)
    # Divisible by 1..16: only p = 8's m = 17 does not divide it.
    count, failures = compile_sweep(a, 720720)
    failures += run_sample(a)
    for f in failures:
        print(f"pipeline_sweep: {f}")
    print(f"pipeline_sweep: {count} configurations compiled, {len(RUNS)} run "
          f"against mlir-runner: {len(failures)} failures")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
