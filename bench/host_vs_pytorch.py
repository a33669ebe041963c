#!/usr/bin/env python3
"""Times shard's emitted host C++ against PyTorch eager on the same inputs.

    bench/host_vs_pytorch.py [--rounds R] [--repeat N] [--only gpt|mlp]

Models: the GPT block of bench/gen_gpt.py (batch 4, seq 256, hidden 512,
8 heads, FFN 2048) and a GELU MLP (1024x512 -> 2048 -> 512), each also 4x
larger in FLOPs (GPT: batch 2, seq 512, hidden 1024, 16 heads, FFN 4096;
MLP: 1024x1024 -> 4096 -> 1024), and the ReLU MLP of examples/mlp.mlir's
form at 1024x512 -> 2048 -> 512 (ReLU as torch-mlir exports it,
arith.maximumf). For each model shard-run writes the inputs
and its output; PyTorch computes the same function from those inputs (the
output must match to 1e-4 relative), then the two are timed in interleaved
rounds at 1 and 2 threads: shard-run --repeat N (ms per forward as the
program measures it) and torch's forward in a loop of N, same thread
count. Also shard on 2 ranks x 1 thread (Megatron tensor parallelism,
tp=2) against PyTorch on 2 threads. Prints min and median per forward,
their ratio, and the share of the machine's GEMM peak (the best GFLOP/s of
a 2048^3 f32 GEMM at that thread count, torch.matmul's or shard's) that
each reaches on the model's GEMM FLOPs. For the GPT block, PyTorch with
its fused attention (scaled_dot_product_attention) is timed too.

Needs torch and numpy (pip install torch numpy); exits 0 with a message if
either is missing.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "bazel-bin", "tools")

try:
    import numpy as np
    import torch
    import torch.nn.functional as F
except ImportError as error:
    print(f"host_vs_pytorch: skipped, {error.name} is not installed "
          "(pip install torch numpy)")
    sys.exit(0)


def run(cmd, env=None):
    result = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit(f"bench: {' '.join(cmd[:2])} failed")
    return result.stdout


def gpt_text(B, S, H, N, FF, annotate="none"):
    return run([sys.executable, os.path.join(ROOT, "bench", "gen_gpt.py"),
                "--batch", str(B), "--seq", str(S), "--hidden", str(H),
                "--heads", str(N), "--ffn", str(FF), "--annotate", annotate])


def mlp_text(M, H, FF, annotate=False, relu=False):
    def sh(axes):
        if not annotate:
            return ""
        return " {dist.sharding = #dist.sharding<@mesh, [" + ", ".join(
            "{" + ", ".join(f'"{a}"' for a in d) + "}" for d in axes) + "]>}"
    t = lambda *s: "tensor<" + "x".join(map(str, s)) + "xf32>"
    mesh = 'dist.mesh @mesh = <["tp"=2]>\n' if annotate else ""
    # ReLU as torch-mlir exports torch.relu (maximumf: NaN stays NaN), or
    # GELU's erf form.
    activation = ("    %r = arith.maximumf %u, %zero : f32" if relu else
                  "    %s = arith.mulf %u, %rsqrt2 : f32\n"
                  "    %e = math.erf %s : f32\n"
                  "    %p = arith.addf %e, %one : f32\n"
                  "    %h = arith.mulf %u, %half : f32\n"
                  "    %r = arith.mulf %h, %p : f32")
    return f"""{mesh}func.func @mlp(%x: {t(M, H)}{sh([[], []])}, %w1: {t(H, FF)}{sh([[], ["tp"]])},
    %b1: {t(FF)}{sh([["tp"]])}, %w2: {t(FF, H)}{sh([["tp"], []])}, %b2: {t(H)}{sh([[]])}) -> {t(M, H)} {{
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %rsqrt2 = arith.constant 0.70710678118654752 : f32
  %e1 = tensor.empty() : {t(M, FF)}
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : {t(M, FF)}) -> {t(M, FF)}
  %m1 = linalg.matmul ins(%x, %w1 : {t(M, H)}, {t(H, FF)}) outs(%f1 : {t(M, FF)}) -> {t(M, FF)}
  %g = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}}
      ins(%m1, %b1 : {t(M, FF)}, {t(FF)}) outs(%e1 : {t(M, FF)}) {{
  ^bb0(%a: f32, %b: f32, %o: f32):
    %u = arith.addf %a, %b : f32
{activation}
    linalg.yield %r : f32
  }} -> {t(M, FF)}
  %e2 = tensor.empty() : {t(M, H)}
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : {t(M, H)}) -> {t(M, H)}
  %m2 = linalg.matmul ins(%g, %w2 : {t(M, FF)}, {t(FF, H)}) outs(%f2 : {t(M, H)}) -> {t(M, H)}
  %y = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}}
      ins(%m2, %b2 : {t(M, H)}, {t(H)}) outs(%e2 : {t(M, H)}) {{
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  }} -> {t(M, H)}
  return %y : {t(M, H)}
}}
"""


def torch_gpt(B, S, H, N, fused_attention=False):
    D = H // N
    mask = torch.triu(torch.ones(S, S, dtype=torch.bool), 1)

    def forward(x, ln1g, ln1b, wq, wk, wv, wo, ln2g, ln2b, w1, b1, w2, b2):
        h = F.layer_norm(x, (H,), ln1g, ln1b, eps=1e-5)
        q, k, v = ((h @ w).view(B, S, N, D).transpose(1, 2) for w in (wq, wk, wv))
        if fused_attention:
            o = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        else:
            scores = (q @ k.transpose(-1, -2)) * (1.0 / D ** 0.5)
            o = torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1) @ v
        x2 = x + o.transpose(1, 2).reshape(B, S, H) @ wo
        g = F.gelu(F.layer_norm(x2, (H,), ln2g, ln2b, eps=1e-5) @ w1 + b1)
        return x2 + g @ w2 + b2
    return forward


def torch_mlp(x, w1, b1, w2, b2):
    return F.gelu(x @ w1 + b1) @ w2 + b2


def torch_relu_mlp(x, w1, b1, w2, b2):
    return F.relu(x @ w1 + b1) @ w2 + b2


def gemm_peak(threads, tmp):
    """The best GFLOP/s of a 2048^3 f32 GEMM: torch.matmul's, or shard's
    (one linalg.matmul, i.e. oneDNN through libshardrt)."""
    torch.set_num_threads(threads)
    a, b = torch.randn(2048, 2048), torch.randn(2048, 2048)
    best = 1e30
    for _ in range(5):
        t0 = time.perf_counter()
        a @ b
        best = min(best, time.perf_counter() - t0)
    t = "tensor<2048x2048xf32>"
    model = os.path.join(tmp, "gemm.mlir")
    with open(model, "w") as f:
        f.write(f"""func.func @gemm(%a: {t}, %b: {t}) -> {t} {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : {t}
  %z = linalg.fill ins(%zero : f32) outs(%e : {t}) -> {t}
  %c = linalg.matmul ins(%a, %b : {t}, {t}) outs(%z : {t}) -> {t}
  return %c : {t}
}}
""")
    ours = min(shard_ms(model, os.path.join(tmp, "gemm"), 5, threads) for _ in range(3)) / 1e3
    return 2 * 2048 ** 3 / min(best, ours) / 1e9


def torch_ms(fn, inputs, repeat, threads):
    torch.set_num_threads(threads)
    with torch.inference_mode():
        fn(*inputs)
        t0 = time.perf_counter()
        for _ in range(repeat):
            fn(*inputs)
        return (time.perf_counter() - t0) / repeat * 1e3


def shard_ms(model, out, repeat, threads):
    env = dict(os.environ, OMP_NUM_THREADS=str(threads))
    text = run([os.path.join(BIN, "shard-run"), model, "-o", out, "--repeat", str(repeat)],
               env=env)
    times = [float(t) for t in re.findall(r"([0-9.]+) ms per run", text)]
    return max(times)  # the slowest rank is the step time


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--only", choices=["gpt", "mlp"])
    a = parser.parse_args()

    models = []
    if a.only in (None, "gpt"):
        for B, S, H, N, FF in [(4, 256, 512, 8, 2048), (2, 512, 1024, 16, 4096)]:
            flops = 2 * B * S * H * (4 * H + 2 * FF) + 4 * B * S * S * H
            models.append((f"GPT block B={B} S={S} H={H} FFN={FF}", gpt_text(B, S, H, N, FF),
                           gpt_text(B, S, H, N, FF, "tp"), torch_gpt(B, S, H, N), flops,
                           torch_gpt(B, S, H, N, fused_attention=True)))
    if a.only in (None, "mlp"):
        for M, H, FF in [(1024, 512, 2048), (1024, 1024, 4096)]:
            models.append((f"MLP {M}x{H} -> {FF} -> {H}", mlp_text(M, H, FF),
                           mlp_text(M, H, FF, True), torch_mlp, 4 * M * H * FF, None))
        M, H, FF = 1024, 512, 2048
        models.append((f"ReLU MLP {M}x{H} -> {FF} -> {H}", mlp_text(M, H, FF, relu=True),
                       mlp_text(M, H, FF, True, relu=True), torch_relu_mlp, 4 * M * H * FF,
                       None))
    with tempfile.TemporaryDirectory() as tmp:
        peaks = {t: gemm_peak(t, tmp) for t in (1, 2)}
        print(f"GEMM peak (best of torch.matmul and shard at 2048^3): {peaks[1]:.0f} GFLOP/s "
              f"on 1 thread, {peaks[2]:.0f} on 2\n")
        print("| model | run | shard min / median ms | PyTorch min / median ms | "
              "PyTorch / shard (median) | share of GEMM peak, shard / PyTorch | "
              "PyTorch with fused attention, median ms |")
        print("|---|---|---|---|---|---|---|")
        for number, (name, text, tp_text, fn, flops, fused) in enumerate(models):
            model = os.path.join(tmp, f"model{number}.mlir")
            tp_model = os.path.join(tmp, f"tp{number}.mlir")
            with open(model, "w") as f:
                f.write(text)
            with open(tp_model, "w") as f:
                f.write(tp_text)
            out = os.path.join(tmp, f"out{number}")
            shard_ms(model, out, 1, 1)
            count = len(os.listdir(os.path.join(out, "inputs")))
            inputs = [torch.from_numpy(np.load(os.path.join(out, "inputs", f"input{i}.npy")))
                      for i in range(count)]
            want = np.load(os.path.join(out, "output0.npy"))
            for candidate in [fn] + ([fused] if fused else []):
                with torch.inference_mode():
                    got = candidate(*inputs).numpy()
                error = np.abs(got - want).max() / np.abs(want).max()
                if error > 1e-4:
                    raise SystemExit(f"bench: {name}: shard and PyTorch differ ({error:.2e})")
            runs = [("1 thread", model, 1, 1), ("2 threads", model, 2, 2),
                    ("tp=2: 2 ranks x 1 thread vs 2 threads", tp_model, 1, 2)]
            for label, path, threads, torch_threads in runs:
                ours, theirs, sdpa = [], [], []
                for _ in range(a.rounds):
                    ours.append(shard_ms(path, out, a.repeat, threads))
                    theirs.append(torch_ms(fn, inputs, a.repeat, torch_threads))
                    if fused:
                        sdpa.append(torch_ms(fused, inputs, a.repeat, torch_threads))
                peak = peaks[torch_threads]
                share = lambda ms: flops / (ms / 1e3) / 1e9 / peak
                print(f"| {name} | {label} | {min(ours):.1f} / {statistics.median(ours):.1f} | "
                      f"{min(theirs):.1f} / {statistics.median(theirs):.1f} | "
                      f"{statistics.median(theirs) / statistics.median(ours):.2f}x | "
                      f"{share(statistics.median(ours)):.0%} / "
                      f"{share(statistics.median(theirs)):.0%} | "
                      f"{f'{statistics.median(sdpa):.1f}' if sdpa else '-'} |", flush=True)
    print(f"\n(error vs PyTorch below 1e-4 relative on every model; error "
          f"= max |shard - torch| / max |torch|)")


if __name__ == "__main__":
    main()
