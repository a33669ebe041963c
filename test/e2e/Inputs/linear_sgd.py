#!/usr/bin/env python3
"""The data and the independent reference of training_job.mlir: linear
regression by SGD, computed here in float64 with plain Python.

    linear_sgd.py make DIR             writes DIR/input<i>.npy
    linear_sgd.py check DIR OUT STEPS [--from S]

`make` writes the initial weight (input0, 8x4), the learning-rate schedule
(input1, one per step), token ids (input2, [T, 16]), the batches (input3
as [T*16, 8]: the flat form of a dataset; input4 as [T, 16, 4]), for T = 8
steps, random and different per step. `check` runs the steps and compares
every step's loss in OUT/steps.json from step S (default 1) and the final
weight and loss (OUT/output1.npy, output0.npy), relative to their scale.
"""
import json
import os
import random
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "oracle"))
from npy import write  # noqa: E402

T, ROWS, IN, OUT = 8, 16, 8, 4
DTYPES = {"<f4": "f", "<i4": "i"}


def read_npy(path):
    with open(path, "rb") as f:
        data = f.read()
    length = struct.unpack("<H", data[8:10])[0]
    header = data[10:10 + length].decode("latin1")
    descr = header.split("'descr': '")[1].split("'")[0]
    body = data[10 + length:]
    count = len(body) // 4
    return list(struct.unpack(f"<{count}{DTYPES[descr]}", body))


def make(directory):
    rng = random.Random(20261202)
    uniform = lambda n: [rng.uniform(-1, 1) for _ in range(n)]
    write(f"{directory}/input0.npy", "f32", (IN, OUT), uniform(IN * OUT))
    write(f"{directory}/input1.npy", "f32", (T,),
              [0.05 * (1 + 0.1 * t) for t in range(T)])
    write(f"{directory}/input2.npy", "i32", (T, ROWS),
              [rng.randrange(1000) for _ in range(T * ROWS)])
    write(f"{directory}/input3.npy", "f32", (T * ROWS, IN),
              uniform(T * ROWS * IN))
    write(f"{directory}/input4.npy", "f32", (T, ROWS, OUT),
              uniform(T * ROWS * OUT))


def run(directory, steps):
    """Every step's loss and the final weight."""
    w = read_npy(f"{directory}/input0.npy")
    lr = read_npy(f"{directory}/input1.npy")
    xs = read_npy(f"{directory}/input3.npy")
    ys = read_npy(f"{directory}/input4.npy")
    losses = []
    for t in range(steps):
        x = xs[t * ROWS * IN:(t + 1) * ROWS * IN]
        y = ys[t * ROWS * OUT:(t + 1) * ROWS * OUT]
        err = [sum(x[r * IN + k] * w[k * OUT + j] for k in range(IN)) -
               y[r * OUT + j] for r in range(ROWS) for j in range(OUT)]
        losses.append(sum(e * e for e in err) / ROWS)
        grad = [sum(x[r * IN + i] * err[r * OUT + j] for r in range(ROWS))
                for i in range(IN) for j in range(OUT)]
        w = [w[n] - lr[t] * 2 / ROWS * grad[n] for n in range(IN * OUT)]
    return losses, w


def relative(got, want):
    scale = max(abs(v) for v in want)
    return max(abs(g - v) for g, v in zip(got, want)) / scale


def check(directory, out, steps, first):
    losses, w = run(directory, steps)
    with open(f"{out}/steps.json") as f:
        record = json.load(f)
    got = {r["step"]: r["loss"] for r in record["records"]}
    if sorted(got) != list(range(first, steps + 1)):
        sys.exit(f"linear_sgd.py: steps.json holds steps {sorted(got)}")
    errors = [("loss of step %d" % s, relative([got[s]], [losses[s - 1]]))
              for s in got]
    errors.append(("final weight", relative(read_npy(f"{out}/output1.npy"), w)))
    errors.append(("final loss",
                   relative(read_npy(f"{out}/output0.npy"), [losses[-1]])))
    worst = max(errors, key=lambda e: e[1])
    print(f"linear_sgd.py: worst relative error {worst[1]:.2e} ({worst[0]})")
    if worst[1] > 1e-5:
        sys.exit(1)


def main():
    if sys.argv[1] == "make":
        make(sys.argv[2])
    else:
        first = int(sys.argv[6]) if len(sys.argv) > 6 else 1
        check(sys.argv[2], sys.argv[3], int(sys.argv[4]), first)


if __name__ == "__main__":
    main()
