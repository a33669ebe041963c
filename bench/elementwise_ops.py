#!/usr/bin/env python3
"""Every elementwise op kind alone in a loop nest, against an addf loop.

    bench/elementwise_ops.py [--rows R] [--cols C] [--repeat N] [--threads T]

For each op (float arithmetic and its max/min families, ReLU as a max with
0, compares and selects, integer arithmetic, casts, math functions) the
script writes a one-op linalg.generic over R x C tensors, compiles it as
shard-run would (shard-translate --emit-cpp, g++ -O3 against libshardrt),
times the loop nest's kernel with bench/kernel_profile.py's timers on
seeded random inputs, and prints its time against the f32 addf loop's over
the same number of elements (the memory-speed floor: two loads and a store
per element). Issue 24 asks each op of the max/min, compare/select,
integer and cast families to be within 1.5x of it; math functions are
listed for reference (they compute, not only move). With --torch (run it
with a python that has torch) each op is also timed as a user of PyTorch
eager would write it, on the same number of threads, in the same run.
"""
import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kernel_profile  # noqa: E402

# name: (family, input element types, result type, scalar body lines using
# %x, %y and yielding %r)
OPS = [
    ("addf", "float", ["f32", "f32"], "f32", "%r = arith.addf %x, %y : f32"),
    ("mulf", "float", ["f32", "f32"], "f32", "%r = arith.mulf %x, %y : f32"),
    ("divf", "float", ["f32", "f32"], "f32", "%r = arith.divf %x, %y : f32"),
    ("maximumf", "max/min", ["f32", "f32"], "f32", "%r = arith.maximumf %x, %y : f32"),
    ("minimumf", "max/min", ["f32", "f32"], "f32", "%r = arith.minimumf %x, %y : f32"),
    ("maxnumf", "max/min", ["f32", "f32"], "f32", "%r = arith.maxnumf %x, %y : f32"),
    ("minnumf", "max/min", ["f32", "f32"], "f32", "%r = arith.minnumf %x, %y : f32"),
    ("relu (maximumf x, 0)", "max/min", ["f32"], "f32",
     "%z = arith.constant 0.0 : f32\n    %r = arith.maximumf %x, %z : f32"),
    ("relu (maxnumf x, 0)", "max/min", ["f32"], "f32",
     "%z = arith.constant 0.0 : f32\n    %r = arith.maxnumf %x, %z : f32"),
    ("clamp (math.clampf)", "max/min", ["f32", "f32"], "f32",
     "%lo = arith.constant -1.0 : f32\n    %hi = arith.constant 1.0 : f32\n"
     "    %r = math.clampf %x to [%lo, %hi] : f32"),
    ("cmpf ogt + select", "compare/select", ["f32", "f32"], "f32",
     "%c = arith.cmpf ogt, %x, %y : f32\n    %r = arith.select %c, %x, %y : f32"),
    ("cmpi slt + select", "compare/select", ["i32", "i32"], "i32",
     "%c = arith.cmpi slt, %x, %y : i32\n    %r = arith.select %c, %x, %y : i32"),
    ("addi", "integer", ["i32", "i32"], "i32", "%r = arith.addi %x, %y : i32"),
    ("muli", "integer", ["i32", "i32"], "i32", "%r = arith.muli %x, %y : i32"),
    ("maxsi", "integer", ["i32", "i32"], "i32", "%r = arith.maxsi %x, %y : i32"),
    ("andi", "integer", ["i32", "i32"], "i32", "%r = arith.andi %x, %y : i32"),
    ("shli", "integer", ["i32", "i32"], "i32",
     "%m = arith.constant 31 : i32\n    %s = arith.andi %y, %m : i32\n"
     "    %r = arith.shli %x, %s : i32"),
    ("sitofp i32 -> f32", "cast", ["i32"], "f32", "%r = arith.sitofp %x : i32 to f32"),
    ("fptosi f32 -> i32", "cast", ["f32"], "i32", "%r = arith.fptosi %x : f32 to i32"),
    ("truncf f32 -> bf16", "cast", ["f32"], "bf16", "%r = arith.truncf %x : f32 to bf16"),
    ("extf bf16 -> f32", "cast", ["bf16"], "f32", "%r = arith.extf %x : bf16 to f32"),
    ("truncf f32 -> f16", "cast", ["f32"], "f16", "%r = arith.truncf %x : f32 to f16"),
    ("extf f16 -> f32", "cast", ["f16"], "f32", "%r = arith.extf %x : f16 to f32"),
    ("math.exp", "math", ["f32"], "f32", "%r = math.exp %x : f32"),
    ("math.tanh", "math", ["f32"], "f32", "%r = math.tanh %x : f32"),
    ("math.erf", "math", ["f32"], "f32", "%r = math.erf %x : f32"),
]


# What a PyTorch user writes for each op (x, y: the inputs).
TORCH = {
    "addf": lambda t, x, y: x + y,
    "mulf": lambda t, x, y: x * y,
    "divf": lambda t, x, y: x / y,
    "maximumf": lambda t, x, y: t.maximum(x, y),
    "minimumf": lambda t, x, y: t.minimum(x, y),
    "maxnumf": lambda t, x, y: t.fmax(x, y),
    "minnumf": lambda t, x, y: t.fmin(x, y),
    "relu (maximumf x, 0)": lambda t, x, y: t.relu(x),
    "relu (maxnumf x, 0)": lambda t, x, y: x.clamp_min(0),
    "clamp (math.clampf)": lambda t, x, y: x.clamp(-1, 1),
    "cmpf ogt + select": lambda t, x, y: t.where(x > y, x, y),
    "cmpi slt + select": lambda t, x, y: t.where(x < y, x, y),
    "addi": lambda t, x, y: x + y,
    "muli": lambda t, x, y: x * y,
    "maxsi": lambda t, x, y: t.maximum(x, y),
    "andi": lambda t, x, y: x & y,
    "shli": lambda t, x, y: x << (y & 31),
    "sitofp i32 -> f32": lambda t, x, y: x.float(),
    "fptosi f32 -> i32": lambda t, x, y: x.int(),
    "truncf f32 -> bf16": lambda t, x, y: x.bfloat16(),
    "extf bf16 -> f32": lambda t, x, y: x.float(),
    "truncf f32 -> f16": lambda t, x, y: x.half(),
    "extf f16 -> f32": lambda t, x, y: x.float(),
    "math.exp": lambda t, x, y: x.exp(),
    "math.tanh": lambda t, x, y: x.tanh(),
    "math.erf": lambda t, x, y: t.erf(x),
}


def time_torch(name, inputs, rows, cols, repeat, threads):
    import time
    import torch
    torch.set_num_threads(threads)
    dtypes = {"f32": torch.float32, "i32": torch.int32, "bf16": torch.bfloat16,
              "f16": torch.float16}
    g = torch.Generator().manual_seed(1)
    args = []
    for e in inputs:
        if e == "i32":
            args.append(torch.randint(-1000, 1000, (rows, cols), generator=g,
                                      dtype=torch.int32))
        else:
            args.append(torch.randn(rows, cols, generator=g).to(dtypes[e]))
    x, y = (args + [None])[:2]
    op = TORCH[name]
    for _ in range(3):
        op(torch, x, y)
    best = None
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(repeat):
            op(torch, x, y)
        ms = (time.perf_counter() - start) / repeat * 1e3
        best = ms if best is None else min(best, ms)
    return best


def module(rows, cols, inputs, result, body):
    t = lambda e: f"tensor<{rows}x{cols}x{e}>"
    args = ", ".join(f"%a{i}: {t(e)}" for i, e in enumerate(inputs))
    maps = ", ".join(["affine_map<(i, j) -> (i, j)>"] * (len(inputs) + 1))
    ins = ", ".join(f"%a{i}" for i in range(len(inputs)))
    in_types = ", ".join(t(e) for e in inputs)
    names = ["%x", "%y"][:len(inputs)]
    block = ", ".join(f"{n}: {e}" for n, e in zip(names, inputs)) + f", %o: {result}"
    return f"""func.func @f({args}) -> {t(result)} {{
  %e = tensor.empty() : {t(result)}
  %r = linalg.generic {{indexing_maps = [{maps}], iterator_types = ["parallel", "parallel"]}} ins({ins} : {in_types}) outs(%e : {t(result)}) {{
  ^bb0({block}):
    {body}
    linalg.yield %r : {result}
  }} -> {t(result)}
  return %r : {t(result)}
}}
"""


def time_kernel(path, tmp, repeat, threads):
    # The best of three processes' means: a busy shared machine slows
    # some runs, never speeds one up. One kernel: the loop nest (no
    # copies: the result is the output).
    times, _ = kernel_profile.profile(path, tmp, threads, repeat, runs=3)
    return sum(times.values())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=2048)
    parser.add_argument("--cols", type=int, default=1024)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--torch", action="store_true",
                        help="also time PyTorch eager's form of each op")
    a = parser.parse_args()
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, family, inputs, result, body in OPS:
            path = os.path.join(tmp, "op.mlir")
            with open(path, "w") as f:
                f.write(module(a.rows, a.cols, inputs, result, body))
            ms = time_kernel(path, tmp, a.repeat, a.threads)
            eager = (time_torch(name, inputs, a.rows, a.cols, a.repeat, a.threads)
                     if a.torch else None)
            results.append((name, family, ms, eager))
    floor = results[0][2]
    print(f"{a.rows} x {a.cols} elements, {a.threads} thread(s), best of 3 means of "
          f"{a.repeat} runs; "
          f"floor: f32 addf {floor:.3f} ms\n")
    head = "| op | family | ms | x addf | within 1.5x |"
    rule = "|---|---|---|---|---|"
    if a.torch:
        head += " PyTorch eager ms | eager / shard |"
        rule += "---|---|"
    print(head + "\n" + rule)
    for name, family, ms, eager in results:
        ratio = ms / floor
        verdict = "n/a" if family == "math" else ("yes" if ratio <= 1.5 else "no")
        line = f"| {name} | {family} | {ms:.3f} | {ratio:.2f} | {verdict} |"
        if eager is not None:
            line += f" {eager:.3f} | {eager / ms:.2f} |"
        print(line)


if __name__ == "__main__":
    main()
