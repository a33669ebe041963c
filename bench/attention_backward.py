#!/usr/bin/env python3
"""Times shard's fused attention backward against its unfused chain and PyTorch.

    bench/attention_backward.py [--rounds R] [--repeat N] [--threads 1,2]

The program is causal multi-head attention's forward and backward as
PyTorch's autograd writes them in linalg (the form of an exported training
step, as in test/e2e/fused_attention_backward.mlir): from Q, K, V and dO
of shape [batch, heads, seq, 64] it returns O and dQ, dK, dV. By default
the code generator runs it as two kernels, the fused forward and the fused
backward (which makes the scores again in blocks); --unfused-attention
keeps the chain's GEMMs on oneDNN and its softmax and softmax backward as
loop nests over stored S x S tensors. PyTorch computes the same from
shard-run's inputs (to 1e-4 relative, or the script stops), then in
interleaved rounds at each thread count: shard-run --repeat N fused and
unfused, PyTorch eager's forward and backward (matmul, masked_fill,
softmax, matmul, then autograd) and scaled_dot_product_attention's
(is_causal). Prints min and median ms per call, the ratios of medians,
and each shard build's arena (its temporary memory).

Needs torch and numpy; exits 0 with a message if either is missing.
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from attention import eager, sdpa, table  # noqa: E402
from gen_attention import training_text  # noqa: E402

import numpy as np  # noqa: E402  (host_vs_pytorch exits without them)
import torch  # noqa: E402


def with_backward(fn):
    """fn's forward and its backward from dO: O, dQ, dK, dV."""
    def step(q, k, v, do):
        q, k, v = (x.detach().requires_grad_() for x in (q, k, v))
        out = fn(q, k, v)
        out.backward(do)
        return out.detach(), q.grad, k.grad, v.grad
    step.__name__ = fn.__name__
    return step


def torch_ms(fn, inputs, repeat, threads):
    torch.set_num_threads(threads)
    fn(*inputs)
    t0 = time.perf_counter()
    for _ in range(repeat):
        fn(*inputs)
    return (time.perf_counter() - t0) / repeat * 1e3


def check_backward(out, S):
    """The inputs, once shard's O, dQ, dK and dV match eager's and SDPA's."""
    inputs = [torch.from_numpy(np.load(os.path.join(out, "inputs", f"input{i}.npy")))
              for i in range(4)]
    want = [np.load(os.path.join(out, f"output{i}.npy")) for i in range(4)]
    for fn in STEPS:
        for name, got, w in zip(["O", "dQ", "dK", "dV"], fn(*inputs), want):
            error = np.abs(got.numpy() - w).max() / np.abs(w).max()
            if error > 1e-4:
                raise SystemExit(f"bench: S={S}: shard's {name} and "
                                 f"{fn.__name__}'s differ ({error:.2e})")
    return inputs


STEPS = (with_backward(eager), with_backward(sdpa))


def main():
    table(__doc__, 3, 3, training_text, check_backward, STEPS, torch_ms,
          "shard's O, dQ, dK and dV match PyTorch's to 1e-4 relative on every shape")


if __name__ == "__main__":
    main()
