#!/usr/bin/env python3
"""Data larger than one rank's share of memory, and a collective over more
than 2^31 elements: what each rank holds, measured.

    build/torch-venv/bin/python bench/big_inputs.py [--ranks 8]
        [--fraction 0.55] [--io direct|root] [--out build/big_inputs]
        [--skip-layer] [--skip-collective]

(any python with numpy). Two runs of bazel-bin/tools/shard-run:

1. A column-parallel layer y = x @ W on tp=RANKS whose weight W [K, N]
   (f32) is FRACTION of this machine's memory, written here as a .npy file
   (the user's own file: shard-run links it, each rank maps it and reads
   only its columns, a 64 MiB piece at a time). The table gives each
   rank's share of W and its peak resident memory (getrusage, from
   shard-run's --json); y is checked against numpy's x @ W, computed here
   a block of rows at a time while W was written (an independent
   reference).
2. An i8 tensor of 2^31 + 2^21 elements, partial over x=2 (each rank holds
   random addends; shard-run splits the file's values), returned
   replicated: one all_reduce of more elements than an MPI count holds,
   which the runtime sends in chunks. The result must be the file's values
   exactly (integer sums wrap, as the addends do; Open MPI's own i8 sum
   saturates, so the runtime brings its own).
"""
import argparse
import json
import os
import subprocess
import sys
import time

import numpy as np

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SHARD_RUN = os.path.join(ROOT, "bazel-bin", "tools", "shard-run")
GIB = float(1 << 30)


def machine_memory():
    return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")


def shard_run(model, out, args, mesh, extra=()):
    json_path = os.path.join(out, "run.json")
    cmd = [SHARD_RUN, model, "--mesh", mesh, "--inputs",
           os.path.join(out, "data"), "--io", args.io, "--timeout", "3600",
           "--json", json_path, "-o", os.path.join(out, "run")] + list(extra)
    start = time.time()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    seconds = time.time() - start
    if proc.returncode != 0:
        sys.exit(f"big_inputs: shard-run failed:\n{proc.stdout}\n{proc.stderr}")
    return json.load(open(json_path)), seconds


def layer(args):
    out = os.path.join(args.out, "layer")
    os.makedirs(os.path.join(out, "data"), exist_ok=True)
    batch, k = 8, 16384
    n = int(args.fraction * machine_memory() / (4 * k)) // (args.ranks * 64) * (args.ranks * 64)
    model = os.path.join(out, "layer.mlir")
    with open(model, "w") as f:
        f.write(f"""dist.mesh @mesh = <["tp"=1]>
func.func @layer(%x: tensor<{batch}x{k}xf32>,
                 %w: tensor<{k}x{n}xf32> {{dist.sharding = #dist.sharding<@mesh, [{{}}, {{"tp"}}]>}})
    -> (tensor<{batch}x{n}xf32> {{dist.sharding = #dist.sharding<@mesh, [{{}}, {{"tp"}}]>}}) {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<{batch}x{n}xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<{batch}x{n}xf32>) -> tensor<{batch}x{n}xf32>
  %y = linalg.matmul ins(%x, %w : tensor<{batch}x{k}xf32>, tensor<{k}x{n}xf32>) outs(%z : tensor<{batch}x{n}xf32>) -> tensor<{batch}x{n}xf32>
  return %y : tensor<{batch}x{n}xf32>
}}
""")
    rng = np.random.default_rng(1)
    x = rng.uniform(-1, 1, (batch, k)).astype(np.float32)
    np.save(os.path.join(out, "data", "input0.npy"), x)
    start = time.time()
    w_path = os.path.join(out, "data", "input1.npy")
    want_path = os.path.join(out, "want.npy")
    reuse = (os.path.exists(want_path) and os.path.exists(w_path) and
             np.load(w_path, mmap_mode="r").shape == (k, n))
    if reuse:
        # A previous run's W and its reference (x is the same: seeded).
        want = np.load(want_path)
    else:
        w = np.lib.format.open_memmap(w_path, mode="w+", dtype=np.float32,
                                      shape=(k, n))
        want = np.zeros((batch, n), np.float64)
        rows = 256
        for r in range(0, k, rows):
            block = rng.uniform(-1, 1, (rows, n)).astype(np.float32)
            w[r:r + rows] = block
            want += x[:, r:r + rows].astype(np.float64) @ block.astype(np.float64)
        w.flush()
        del w
        np.save(want_path, want)
    made = time.time() - start
    record, seconds = shard_run(model, out, args, f"tp={args.ranks}")
    got = np.load(os.path.join(out, "run", "output0.npy"))
    error = float(np.abs(got - want).max() / np.abs(want).max())
    share = k * n * 4 / args.ranks
    print(f"## y = x @ W, W {k}x{n} f32 ({k * n * 4 / GIB:.2f} GiB, "
          f"{k * n * 4 / machine_memory():.0%} of this machine's "
          f"{machine_memory() / GIB:.1f} GiB) on tp={args.ranks}, --io {args.io}")
    print(f"W {'reused' if reuse else 'written'} and the reference "
          f"{'read' if reuse else 'computed'} in {made:.0f} s; shard-run "
          f"(compile, inputs linked, run, outputs) {seconds:.0f} s; "
          f"max rel err vs numpy {error:.1e}")
    print()
    print("| rank | share of W GiB | peak RSS GiB | RSS / share |")
    print("|---|---|---|---|")
    for r in record["per_rank"]:
        rss = r["peak_rss_bytes"]
        print(f"| {r['rank']} | {share / GIB:.2f} | {rss / GIB:.2f} | {rss / share:.2f} |")
    print()
    if error > 1e-5:
        sys.exit("big_inputs: y differs from numpy's")


def collective(args):
    out = os.path.join(args.out, "collective")
    os.makedirs(os.path.join(out, "data"), exist_ok=True)
    n = (1 << 31) + (1 << 21)
    model = os.path.join(out, "sum.mlir")
    with open(model, "w") as f:
        f.write(f"""dist.mesh @mesh = <["x"=1]>
func.func @sum(%v: tensor<{n}xi8> {{dist.sharding = #dist.sharding<@mesh, [{{}}], partial = {{"x"}}>}})
    -> tensor<{n}xi8> {{
  return %v : tensor<{n}xi8>
}}
""")
    rng = np.random.default_rng(2)
    v = np.lib.format.open_memmap(os.path.join(out, "data", "input0.npy"),
                                  mode="w+", dtype=np.int8, shape=(n,))
    piece = 1 << 26
    for at in range(0, n, piece):
        v[at:at + piece] = rng.integers(-128, 128, min(piece, n - at), dtype=np.int8)
    v.flush()
    record, seconds = shard_run(model, out, args, "x=2")
    got = np.load(os.path.join(out, "run", "output0.npy"), mmap_mode="r")
    same = all(np.array_equal(got[at:at + piece], v[at:at + piece])
               for at in range(0, n, piece))
    comm = record["communication"]
    print(f"## all_reduce of {n} i8 elements (2^31 + 2^21) over x=2, --io {args.io}")
    print(f"{'; '.join(comm)}; shard-run {seconds:.0f} s; result equals the "
          f"file's values: {'yes' if same else 'NO'}")
    print()
    print("| rank | input + output GiB | peak RSS GiB | first run ms |")
    print("|---|---|---|---|")
    for r in record["per_rank"]:
        print(f"| {r['rank']} | {2 * n / GIB:.2f} | {r['peak_rss_bytes'] / GIB:.2f} "
              f"| {r['first_run_ms']:.0f} |")
    print()
    if not same:
        sys.exit("big_inputs: the all_reduce's result differs")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ranks", type=int, default=8)
    parser.add_argument("--fraction", type=float, default=0.55)
    parser.add_argument("--io", choices=["direct", "root"], default="direct")
    parser.add_argument("--out", default=os.path.join(ROOT, "build", "big_inputs"))
    parser.add_argument("--skip-layer", action="store_true")
    parser.add_argument("--skip-collective", action="store_true")
    args = parser.parse_args()
    if not args.skip_layer:
        layer(args)
    if not args.skip_collective:
        collective(args)


if __name__ == "__main__":
    main()
