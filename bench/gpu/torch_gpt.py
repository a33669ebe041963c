#!/usr/bin/env python3
"""The GPT block of bench/gen_gpt.py in PyTorch eager, for bench/gpu/check.sh.

    torch_gpt.py batch=B seq=S hidden=H heads=N ffn=F

Prints the median milliseconds per forward (f32, TF32 off, no autograd) over
20 timed runs after 3 warm-ups, CUDA-synchronized. Pre-norm block: layernorm,
Q/K/V projections, causal softmax attention, output projection, residual,
layernorm, GELU (erf) MLP with biases, residual -- the same work as
gen_gpt.py's.
"""
import sys
import time

import torch


def main():
    shape = dict(arg.split("=") for arg in sys.argv[1:])
    b, s, h, n, f = (int(shape[k]) for k in ("batch", "seq", "hidden", "heads", "ffn"))
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    dev = torch.device("cuda")
    g = torch.Generator(device=dev).manual_seed(1)

    def rand(*dims):
        return torch.rand(*dims, device=dev, generator=g) * 2 - 1

    x = rand(b, s, h)
    wq, wk, wv, wo = (rand(h, h) / h ** 0.5 for _ in range(4))
    w1, w2 = rand(h, f) / h ** 0.5, rand(f, h) / f ** 0.5
    b1, b2 = rand(f), rand(h)
    ln1g, ln1b, ln2g, ln2b = rand(h), rand(h), rand(h), rand(h)
    mask = torch.full((s, s), float("-inf"), device=dev).triu(1)

    def block(x):
        y = torch.nn.functional.layer_norm(x, (h,), ln1g, ln1b)
        q = (y @ wq).view(b, s, n, h // n).transpose(1, 2)
        k = (y @ wk).view(b, s, n, h // n).transpose(1, 2)
        v = (y @ wv).view(b, s, n, h // n).transpose(1, 2)
        scores = q @ k.transpose(-1, -2) / (h // n) ** 0.5 + mask
        a = torch.softmax(scores, dim=-1) @ v
        x = x + a.transpose(1, 2).reshape(b, s, h) @ wo
        y = torch.nn.functional.layer_norm(x, (h,), ln2g, ln2b)
        return x + torch.nn.functional.gelu(y @ w1 + b1) @ w2 + b2

    with torch.no_grad():
        for _ in range(3):
            block(x)
        torch.cuda.synchronize()
        times = []
        for _ in range(20):
            start = time.perf_counter()
            block(x)
            torch.cuda.synchronize()
            times.append((time.perf_counter() - start) * 1e3)
    times.sort()
    print(f"{times[len(times) // 2]:.3f}")


if __name__ == "__main__":
    main()
