#!/usr/bin/env python3
"""Checks a per-device program's collective from its ranks' files.

    collectives.py RUN_DIR --mesh x=2,y=2 --op OP --axes y[,x] [--reduce max]
                   [--dim D] [--split S --concat C] [--root R]

RUN_DIR is where `shard-run` put a per-device program's files:
rank<r>/input0.npy and rank<r>/output0.npy for every rank. The expected
output of each rank is computed here from every rank's input, by the
collective's definition (as the dist dialect documents it: groups are the
devices that agree on the other axes, ranked row-major over --axes), with
no shard code; the outputs must match to 1e-6 relative (sums may add in
another order).
"""
import argparse
import functools
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oracle import read_npy  # noqa: E402


def strides(shape):
    out, s = [], 1
    for d in reversed(shape):
        out.insert(0, s)
        s *= d
    return out


def block(values, shape, dim, index, count):
    """Block `index` of `count` equal blocks of a row-major tensor along
    `dim`: (values, shape)."""
    size = shape[dim] // count
    new_shape = list(shape)
    new_shape[dim] = size
    st = strides(shape)
    out = []
    total = functools.reduce(lambda a, b: a * b, new_shape, 1)
    for flat in range(total):
        rest, offset = flat, 0
        for d in reversed(range(len(new_shape))):
            i = rest % new_shape[d]
            rest //= new_shape[d]
            if d == dim:
                i += index * size
            offset += i * st[d]
        out.append(values[offset])
    return out, new_shape


def concat(parts, dim):
    """Concatenation of (values, shape) parts along `dim`."""
    shape = list(parts[0][1])
    size = shape[dim]
    shape[dim] = size * len(parts)
    total = functools.reduce(lambda a, b: a * b, shape, 1)
    out = []
    for flat in range(total):
        rest, idx = flat, [0] * len(shape)
        for d in reversed(range(len(shape))):
            idx[d] = rest % shape[d]
            rest //= shape[d]
        part = idx[dim] // size
        idx[dim] %= size
        st = strides(parts[part][1])
        out.append(parts[part][0][sum(i * s for i, s in zip(idx, st))])
    return out, shape


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("run_dir")
    parser.add_argument("--mesh", required=True)
    parser.add_argument("--op", required=True)
    parser.add_argument("--axes", required=True)
    parser.add_argument("--reduce", default="sum")
    parser.add_argument("--dim", type=int, default=0)
    parser.add_argument("--split", type=int, default=0)
    parser.add_argument("--concat", type=int, default=0)
    parser.add_argument("--root", type=int, default=0)
    args = parser.parse_args()

    names = [item.split("=")[0] for item in args.mesh.split(",")]
    sizes = [int(item.split("=")[1]) for item in args.mesh.split(",")]
    axes = [names.index(a) for a in args.axes.split(",")]
    ranks = functools.reduce(lambda a, b: a * b, sizes, 1)

    def coords(rank):
        out = []
        for s in reversed(sizes):
            out.insert(0, rank % s)
            rank //= s
        return out

    def group_rank(c):
        g = 0
        for a in axes:
            g = g * sizes[a] + c[a]
        return g

    inputs, outputs = [], []
    for r in range(ranks):
        d = os.path.join(args.run_dir, f"rank{r}")
        _, shape, values = read_npy(os.path.join(d, "input0.npy"))
        inputs.append((values, shape))
        _, shape, values = read_npy(os.path.join(d, "output0.npy"))
        outputs.append((values, shape))

    combine = {"sum": lambda a, b: a + b, "max": max, "min": min}[args.reduce]
    ok = True
    for r in range(ranks):
        c = coords(r)
        members = sorted((group_rank(coords(q)), q) for q in range(ranks)
                         if all(coords(q)[a] == c[a]
                                for a in range(len(sizes)) if a not in axes))
        group = [inputs[q] for _, q in members]
        n, g = len(group), group_rank(c)
        if args.op in ("all_reduce", "reduce_scatter"):
            reduced = [functools.reduce(combine, vs) for vs in zip(*(v for v, _ in group))]
            want = (reduced, group[0][1])
            if args.op == "reduce_scatter":
                want = block(want[0], want[1], args.dim, g, n)
        elif args.op == "all_gather":
            want = concat(group, args.dim)
        elif args.op == "all_slice":
            want = block(inputs[r][0], inputs[r][1], args.dim, g, n)
        elif args.op == "all_to_all":
            want = concat([block(v, s, args.split, g, n) for v, s in group], args.concat)
        elif args.op == "broadcast":
            want = group[args.root]
        else:
            raise SystemExit(f"collectives.py: unknown op {args.op}")
        got = outputs[r]
        scale = max((abs(w) for w in want[0]), default=0.0) or 1.0
        err = max((abs(a - b) for a, b in zip(got[0], want[0])), default=0.0)
        good = got[1] == want[1] and err <= 1e-6 * scale
        ok &= good
        print(f"rank {r} (group rank {g} of {n}): {'ok' if good else 'FAIL'}"
              + ("" if got[1] == want[1] else f" shape {got[1]} != {want[1]}"))
    print(f"{args.op} checked" if ok else f"{args.op} FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
