#!/usr/bin/env python3
"""Times shard's emitted host C++ against upstream MLIR's CPU lowering.

    bench/host_vs_mlir_runner.py [--repeat R] [--seq S] [--hidden H] ...

Both run the same GPT block (bench/gen_gpt.py) on the same inputs on one
device. shard: shard-run --repeat (OpenMP loop nests, oneDNN GEMMs, one
arena), with all cores and with one thread. Upstream: the oracle's lowering
(one-shot bufferization with deallocation, linalg to loops, to LLVM) run by
mlir-runner -O3 on one thread, timed around a loop of calls with rtclock.
Prints a table of milliseconds per forward pass and the ratios.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "test", "oracle"))
import oracle  # noqa: E402  (reads .npy files, builds the I/O wrapper)

BIN = os.path.join(ROOT, "bazel-bin", "tools")
IO_LIB = os.path.join(ROOT, "bazel-bin", "test", "oracle", "libshard_oracle_io.so")


def run(cmd, **kwargs):
    result = subprocess.run(cmd, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit(f"bench: {cmd[0]} failed")
    return result.stdout


def shard_ms(model, out, repeat, threads=None):
    env = dict(os.environ)
    if threads:
        env.update(OMP_NUM_THREADS=str(threads))
    text = run([os.path.join(BIN, "shard-run"), model, "-o", out, "--native", "--repeat", str(repeat)], env=env)
    return float(re.search(r"([0-9.]+) ms per run", text).group(1))


def mlir_runner_ms(model, run_dir, repeat):
    stripped = run([os.path.join(BIN, "shard-opt"), model, "--dist-strip-annotations"])
    entry = re.findall(r"^\s*func\.func @([\w$.]+)\(", stripped, re.M)[0]
    count = len(os.listdir(os.path.join(run_dir, "inputs")))
    inputs = [oracle.read_npy(os.path.join(run_dir, "inputs", f"input{i}.npy"))[:2]
              for i in range(count)]
    outputs = [oracle.read_npy(os.path.join(run_dir, "output0.npy"))[:2]]
    main = oracle.wrapper(entry, inputs, outputs)
    # Call once more per iteration, between two rtclock reads.
    args = ", ".join(f"%t{i}" for i in range(len(inputs)))
    types_in = ", ".join(oracle.tensor_type(d, s) for d, s in inputs)
    types_out = ", ".join(oracle.tensor_type(d, s) for d, s in outputs)
    timing = f"""
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cn = arith.constant {repeat} : index
    %start = call @rtclock() : () -> f64
    scf.for %it = %c0 to %cn step %c1 {{
      %again = func.call @{entry}({args}) : ({types_in}) -> ({types_out})
    }}
    %end = call @rtclock() : () -> f64
    %dt = arith.subf %end, %start : f64
    %n = arith.constant {float(repeat)} : f64
    %avg = arith.divf %dt, %n : f64
    call @printF64(%avg) : (f64) -> ()
    call @printNewline() : () -> ()
    return"""
    main = main.replace("    return\n  }", timing + "\n  }")
    main = ("  func.func private @rtclock() -> f64\n  func.func private @printF64(f64)\n"
            "  func.func private @printNewline()\n") + main
    module = stripped[:stripped.rstrip().rfind("}")] + main + "}\n"
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, "bench.mlir")
        with open(source, "w") as f:
            f.write(module)
        lowering = list(oracle.LOWERING)
        bufferize = next(i for i, p in enumerate(lowering)
                         if p.startswith("--one-shot-bufferize"))
        lowering.insert(bufferize + 1, "--buffer-deallocation-pipeline")
        lowering.remove("--inline")
        lowered = run([os.path.join(oracle.LLVM_BIN, "mlir-opt"), source] + lowering)
        env = dict(os.environ, SHARD_ORACLE_DIR=os.path.abspath(run_dir))
        text = run([os.path.join(oracle.LLVM_BIN, "mlir-runner"), "-e", "oracle_main",
                    "-entry-point-result=void", "-O3"] +
                   [f"-shared-libs={lib}" for lib in [IO_LIB] + oracle.RUNNER_LIBS],
                   input=lowered, env=env)
    return 1e3 * float(text.split()[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--batch", type=int, default=2)
    parser.add_argument("--seq", type=int, default=128)
    parser.add_argument("--hidden", type=int, default=256)
    parser.add_argument("--heads", type=int, default=8)
    parser.add_argument("--ffn", type=int, default=1024)
    a = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        model = os.path.join(tmp, "gpt.mlir")
        with open(model, "w") as f:
            f.write(run([sys.executable, os.path.join(ROOT, "bench", "gen_gpt.py"),
                         "--batch", str(a.batch), "--seq", str(a.seq), "--hidden", str(a.hidden),
                         "--heads", str(a.heads), "--ffn", str(a.ffn)]))
        out = os.path.join(tmp, "run")
        threads = os.cpu_count()
        ours_all = shard_ms(model, out, a.repeat)
        ours_one = shard_ms(model, out, a.repeat, threads=1)
        theirs = mlir_runner_ms(model, out, a.repeat)
    print(f"GPT block B={a.batch} S={a.seq} H={a.hidden} heads={a.heads} FFN={a.ffn}, "
          f"{a.repeat} runs each, ms per forward pass")
    print(f"| {'implementation':<44} | {'ms':>9} | {'speedup vs upstream':>19} |")
    print(f"|{'-' * 46}|{'-' * 11}|{'-' * 21}|")
    for name, ms in [("upstream lowering, mlir-runner -O3, 1 thread", theirs),
                     ("shard --emit-cpp, 1 thread", ours_one),
                     (f"shard --emit-cpp, {threads} threads", ours_all)]:
        print(f"| {name:<44} | {ms:>9.3f} | {theirs / ms:>18.1f}x |")


if __name__ == "__main__":
    main()
