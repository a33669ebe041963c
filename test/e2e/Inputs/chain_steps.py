#!/usr/bin/env python3
"""Runs a training step STEPS times as separate shard-run runs, each step's
new state written to files and read back as the next step's arguments:
what a training job (`shard-run --steps`) does in place, done the old way,
to compare the two.

    chain_steps.py MODEL OUT STEPS --carry J:K[,J:K...] -- ARGS...

shard-run is the one on PATH. Step 1 runs on its seeded inputs; step t+1 on step t's inputs with
argument J replaced by step t's output K. OUT/output<k>.npy are the last
step's outputs.
"""
import os
import shutil
import subprocess
import sys


def main():
    model, out, steps = sys.argv[1:4]
    carry = dict(tuple(map(int, pair.split(":")))
                 for pair in sys.argv[5].split(","))
    args = sys.argv[sys.argv.index("--") + 1:]
    inputs = None
    for t in range(1, int(steps) + 1):
        run = os.path.join(out, f"step{t}")
        subprocess.run(["shard-run", model, *args, "-o", run] +
                       (["--inputs", inputs] if inputs else []),
                       check=True, stdout=subprocess.DEVNULL)
        inputs = os.path.join(out, f"inputs{t + 1}")
        shutil.copytree(os.path.join(run, "inputs"), inputs)
        for j, k in carry.items():
            shutil.copy(os.path.join(run, f"output{k}.npy"),
                        os.path.join(inputs, f"input{j}.npy"))
    for name in os.listdir(run):
        if name.startswith("output"):
            shutil.copy(os.path.join(run, name), os.path.join(out, name))


if __name__ == "__main__":
    main()
