#!/usr/bin/env python3
"""Checks a dropout's output against torch-mlir's generator, recomputed here.

    dropout_mask.py RUN_DIR DRAW [--p 0.5]

RUN_DIR is a shard-run output directory of dropout_mlp.mlir: output0.npy
must be inputs/input0.npy with each element kept (and scaled by 1/(1-p))
or zeroed as torch-mlir's lowering of aten.rand draws it. That lowering
(TorchToLinalg, "squares" counter-based generator): the seed global
advances by the LCG s' = s * 6364136223846793005 + 1442695040888963407
(mod 2^64) per draw, starting from 0; element (i, j) of an R x C tensor
has counter n = i * C + j and key k = the advanced seed, and its uniform
is squares(n, k) times torch-mlir's 5.4210108e-20 (about 2^-64) in f64;
below the keep probability it is kept, as x * f32(1 / keep). DRAW is the
draw's number (1 for the first dropout of the first call). Plain Python:
an independent reference for the masks shard computes on any mesh.
"""
import argparse
import os
import struct
import sys

MASK = (1 << 64) - 1
A, C = 6364136223846793005, 1442695040888963407


def read_npy(path):
    with open(path, "rb") as f:
        data = f.read()
    length = struct.unpack("<H", data[8:10])[0]
    header = data[10:10 + length].decode("latin1")
    assert "'<f4'" in header, header
    shape = tuple(int(d) for d in
                  header.split("'shape': (")[1].split(")")[0].split(",") if d.strip())
    body = data[10 + length:]
    return shape, struct.unpack(f"<{len(body) // 4}f", body)


def f32(v):
    return struct.unpack("<f", struct.pack("<f", v))[0]


def rotate(x):
    return ((x << 32) | (x >> 32)) & MASK


def squares(n, key):
    x = (n * key) & MASK
    y, z = x, (x + key) & MASK
    x = rotate((x * x + y) & MASK)
    x = rotate((x * x + z) & MASK)
    x = rotate((x * x + y) & MASK)
    t = (x * x + z) & MASK
    x = rotate(t)
    return t ^ (((x * x + y) & MASK) >> 32)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("run_dir")
    parser.add_argument("draw", type=int)
    parser.add_argument("--p", type=float, default=0.5)
    args = parser.parse_args()
    key = 0
    for _ in range(args.draw):
        key = (key * A + C) & MASK
    shape, x = read_npy(os.path.join(args.run_dir, "inputs", "input0.npy"))
    _, y = read_npy(os.path.join(args.run_dir, "output0.npy"))
    keep = 1.0 - args.p
    scale = f32(1.0 / keep)
    kept = 0
    for n, (xi, yi) in enumerate(zip(x, y)):
        u = float(squares(n, key)) * 5.4210108e-20
        want = f32(xi * scale) if u < keep else 0.0
        if yi != want:
            sys.exit(f"dropout_mask: element {n} of {shape}: {yi}, expected "
                     f"{want} (draw {args.draw})")
        kept += u < keep
    print(f"dropout_mask: {len(x)} elements as drawn, {kept} kept")


if __name__ == "__main__":
    main()
