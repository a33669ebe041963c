#!/usr/bin/env python3
"""Exports a small MLP with dropout in training mode, as torch-mlir makes it.

    python3 test/e2e/Inputs/export_dropout.py > test/e2e/Inputs/dropout_mlp.mlir

Needs torch and torch-mlir (PyPI); the test reads only what it writes.
forward(x, w1, b1, w2, b2) returns the dropout of the input (its mask is
visible exactly: the values are x / (1 - p) or 0) and
dropout(gelu(x' @ w1.T + b1)) @ w2.T + b2. torch-mlir draws the masks
from a counter-based generator over each element's position in the whole
tensor, keyed by a seed it keeps in a mutable ml_program.global and
advances per draw. The only edits are annotations: the mesh (pp x dp x
tp), Megatron's splits of the two layers over tp, the batch over dp and
its microbatch dim for pipelines, and a stage boundary after the first
layer's product.
"""
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "python"))
from shard_torch import add_mesh, annotate_function, to_linalg  # noqa: E402


class DropoutMLP(torch.nn.Module):
    def forward(self, x, w1, b1, w2, b2):
        y = torch.nn.functional.dropout(x, 0.5, training=True)
        h = torch.nn.functional.gelu(y @ w1.T + b1)
        return y, torch.nn.functional.dropout(h, 0.25, training=True) @ w2.T + b2


def main():
    torch.manual_seed(0)
    args = [torch.randn(8, 16), torch.randn(32, 16), torch.randn(32),
            torch.randn(16, 32), torch.randn(16)]
    text = to_linalg(DropoutMLP().train(), args)
    text = add_mesh(text, {"pp": 1, "dp": 2, "tp": 2})
    text = annotate_function(
        text, "forward",
        [["dp", None], ["tp", None], ["tp"], [None, "tp"], None],
        [["dp", None], ["dp", None]],
        [["dist.microbatch_dim = 0 : i64"], [], [], [], []])
    # The pipeline's cut: the first layer's product goes through a
    # dist.stage_boundary, so its bias, GELU and the second dropout (a
    # second draw from the seed) run on the second stage.
    lines = text.splitlines()
    first = next(i for i, l in enumerate(lines) if "linalg.matmul" in l)
    name, rest = lines[first].strip().split(" = ", 1)
    typ = rest.rsplit("-> ", 1)[1]
    lines[first] = f"    %product{name[1:]} = {rest}"
    lines.insert(first + 1,
                 f"    {name} = dist.stage_boundary %product{name[1:]} : {typ}")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
