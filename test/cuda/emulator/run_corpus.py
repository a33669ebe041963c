#!/usr/bin/env python3
"""Runs the CUDA output of every program the e2e suite runs, on the emulator.

For each program of the given tests' shard-run lines (a model and the
options that shape it; test/cuda/compile_corpus.py chooses them), or each
of this Bazel shard's, runs

    shard-run FILE OPTIONS --target cuda --check --runtime-root ROOT

with NVCC set to the emulator's stand-in, so that the CUDA program is built
as C++ against the emulated CUDA runtime, cuBLASLt and NCCL (ROOT holds the
emulated libshardrt_cuda), and compares its outputs with the unsharded
host C++ program's. The ranks communicate through the emulated NCCL
(asynchronous, on the streams) or, with --device-comm staged, through the
staged backend. With --graph, the checked outputs are those of the second
replay of a CUDA graph captured after the first run; with --oracle, they
are also compared with upstream MLIR's lowering under mlir-runner
(test/oracle/oracle.py), or with PyTorch's outputs for a model exported
with them (`--inputs DIR` holding output<i>.npy). A per-device program
(one that already communicates) has no unsharded program: its CUDA
outputs are compared, rank by rank, with the host C++ build of the same
program on the same inputs. Prints one line per
program and "N passed, N failed" (and writes them as Bazel's test.xml);
exits 1 on any failure.
"""
import argparse
import ast
import concurrent.futures
import glob
import os
import struct
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import compile_corpus  # noqa: E402


def read_npy(path):
    """(descr, shape, values) of a little-endian .npy file."""
    data = open(path, "rb").read()
    length = struct.unpack("<H", data[8:10])[0]
    header = ast.literal_eval(data[10:10 + length].decode("latin1"))
    fmt = {"<f4": "f", "<f8": "d", "<i4": "i", "<i8": "q", "|b1": "?",
           "|i1": "b", "<i2": "h", "<f2": "e"}.get(header["descr"])
    count = 1
    for d in header["shape"]:
        count *= d
    if fmt is None:  # bf16 and others: compare the bits
        return header["descr"], header["shape"], data[10 + length:]
    return header["descr"], header["shape"], struct.unpack(
        f"<{count}{fmt}", data[10 + length:10 + length + count * struct.calcsize(fmt)])


def compare_per_device(host, cuda, tolerance=1e-5):
    """'' if every rank's outputs agree, else what differs first."""
    outputs = sorted(glob.glob(os.path.join(host, "rank*", "output*.npy")))
    if not outputs:
        return "the host run wrote no outputs"
    for expected_path in outputs:
        name = os.path.relpath(expected_path, host)
        actual_path = os.path.join(cuda, name)
        if not os.path.exists(actual_path):
            return f"{name}: missing from the CUDA run"
        expected, actual = read_npy(expected_path), read_npy(actual_path)
        if expected[:2] != actual[:2]:
            return f"{name}: {actual[:2]} instead of {expected[:2]}"
        for e, a in zip(expected[2], actual[2]):
            if a != a or abs(a - e) > tolerance * max(1.0, abs(e)):
                return f"{name}: {a} instead of {e}"
    return ""


def shard_run(args, path, flags, out, target):
    command = [args.shard_run, path, "--target", target,
               "--runtime-root", args.runtime_root, "-o", out] + flags
    env = dict(os.environ, NVCC=args.nvcc, SHARDRT_DEVICE_COMM=args.device_comm)
    return subprocess.run(command, capture_output=True, text=True,
                          timeout=900, env=env)


def run_one(args, work, item):
    path, flags = item
    flags = list(flags)
    entry = compile_corpus.option(flags, "--entry")
    out = os.path.join(work, str(abs(hash(item))))
    label = compile_corpus.label(item)
    replays = ["--graph", "--repeat", "2"] if args.graph else []
    result = shard_run(args, path, flags + replays + ["--check"], out, "cuda")
    # The driver's error for --check on a per-device program, which has no
    # unsharded program to compare with.
    if "already communicates" in result.stderr:
        host = shard_run(args, path, flags, out + "-host", "host")
        result = shard_run(args, path, flags + replays, out, "cuda")
        if host.returncode == 0 and result.returncode == 0:
            differs = compare_per_device(out + "-host", out)
            return not differs, label, differs
    ok = result.returncode == 0 and "check passed" in result.stdout
    if ok and args.oracle:
        # The same outputs against an independent reference: PyTorch's own
        # outputs where an exported model's inputs carry them (its
        # tm_tensor ops have no upstream lowering), else upstream MLIR's
        # lowering under mlir-runner; the program's own --tolerance holds
        # for either.
        inputs = compile_corpus.option(flags, "--inputs")
        tolerance = compile_corpus.option(flags, "--tolerance")
        reference = ["--entry", entry] if entry else []
        if inputs and os.path.exists(os.path.join(inputs, "output0.npy")):
            reference = ["--expected", inputs]
        if tolerance:
            reference += ["--tolerance", tolerance]
        result = subprocess.run(
            [sys.executable, args.oracle, path, out, "--io-lib", args.io_lib]
            + reference, capture_output=True, text=True, timeout=900)
        ok = result.returncode == 0
    lines = (result.stderr + result.stdout).strip().splitlines()
    detail = next((l for l in lines if "error" in l or "FAIL" in l
                   or "emulator" in l), lines[-1] if lines else "")
    return ok, label, detail


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shard-run", required=True)
    parser.add_argument("--runtime-root", required=True)
    parser.add_argument("--nvcc", required=True)
    parser.add_argument("--device-comm", choices=["nccl", "staged"], default="nccl")
    parser.add_argument("--graph", action="store_true",
                        help="check the outputs of CUDA graph replays")
    parser.add_argument("--oracle", help="test/oracle/oracle.py: also compare "
                        "each checked run with mlir-runner's outputs")
    parser.add_argument("--io-lib", help="the oracle's libshard_oracle_io.so")
    parser.add_argument("--largest-meshes", action="store_true",
                        help="run each program (model and options) only on "
                        "the largest mesh it runs on")
    parser.add_argument("--except", dest="excluded", action="append",
                        default=[], metavar="FILE",
                        help="skip the programs this test file runs (another "
                        "list of the same test runs them, every mesh of them)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--suite", default="cuda_emulated",
                        help="what these runs are called in test.xml")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    items = list(compile_corpus.programs(args.files))
    if args.largest_meshes:
        items = compile_corpus.largest_meshes(items)
    excluded = set(compile_corpus.programs(args.excluded))
    items = [item for item in items if item not in excluded]
    # A list with fewer models than Bazel has shards leaves some shards
    # nothing: only an empty list is an error.
    listed = len(items)
    items = compile_corpus.this_shard(items)
    results = []

    def timed(item):
        start = time.monotonic()
        return run_one(args, work, item) + (time.monotonic() - start,)

    with tempfile.TemporaryDirectory() as work, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for ok, label, detail, seconds in pool.map(timed, items):
            results.append((ok, f"{args.suite}: {label}", detail, seconds))
            print(f"{'ok  ' if ok else 'FAIL'} {label}"
                  + (f"  ({detail})" if not ok else ""), flush=True)
    compile_corpus.record_results(results)
    failed = sum(not ok for ok, *_ in results)
    print(f"{len(items) - failed} passed, {failed} failed")
    return 1 if failed or not listed else 0


if __name__ == "__main__":
    sys.exit(main())
