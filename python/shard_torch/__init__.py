"""Run a PyTorch module partitioned by shard.

    import shard_torch
    y = shard_torch.run(model, (x,), mesh={"dp": 2, "tp": 2},
                        column=["fc1"], row=["fc2"])

run() exports the module with torch-mlir (torch.export, then the FX
importer to linalg-on-tensors) as a function of its inputs followed by its
weights, writes the dist annotations -- a mesh, the batch dim of every input
and of the result split over "dp" when the mesh has it, and Megatron's
tensor parallelism over "tp" for the nn.Linear layers named in `column`
(weight rows and bias split) and `row` (weight columns split) -- runs
shard-run on it and returns its outputs as tensors. Without hints the
propagation pass shards the rest. Needs torch, torch-mlir and numpy, and a
shard-run: `shard_run=`, $SHARD_RUN, `shard-run` on PATH, or this source
tree's bazel-bin/tools/shard-run.
"""
import os
import re
import shutil
import subprocess
import tempfile

import numpy as np
import torch
from torch_mlir import fx

__all__ = ["export", "run", "sharding", "annotate_signature", "add_mesh",
           "Bound", "WeightsAsArguments", "ShardRunError"]


class ShardRunError(RuntimeError):
    """shard-run failed; the message is its output."""


def sharding(dims):
    """#dist.sharding text for a per-dim list of axis names (None: none)."""
    parts = ["{" + (f'"{d}"' if d else "") + "}" for d in dims]
    return f"#dist.sharding<@mesh, [{', '.join(parts)}]>"


def add_mesh(text, mesh):
    """Declares `mesh` ({"dp": 2, ...}) as @mesh at the top of the module."""
    axes = ", ".join(f'"{name}"={size}' for name, size in mesh.items())
    return text.replace("module {", f"module {{\n  dist.mesh @mesh = <[{axes}]>", 1)


def annotate_signature(text, shardings, result, func="forward"):
    """Adds dist.sharding to the arguments of @func (one per-dim axis list
    per argument, or None) and to its result (the leading dims' axes)."""
    head = re.search(r"func\.func @" + func + r"\((.*?)\) -> (tensor<[^>]*>)", text)
    args = re.findall(r"%arg\d+: tensor<[^>]*>", head.group(1))
    if len(args) != len(shardings):
        raise ValueError(f"@{func} has {len(args)} arguments, "
                         f"{len(shardings)} shardings given")
    new_args = []
    for arg, dims in zip(args, shardings):
        if dims and any(dims):
            arg += " {dist.sharding = " + sharding(dims) + "}"
        new_args.append(arg)
    # The result's dims after those given are not split.
    rank = head.group(2).count("x")
    result = list(result or []) + [None] * (rank - len(result or []))
    tail = f" {{dist.sharding = {sharding(result)}}}" if any(result) else ""
    signature = f"func.func @{func}({', '.join(new_args)}) -> ({head.group(2)}{tail})"
    return text[:head.start()] + signature + text[head.end():]


class Bound(torch.nn.Module):
    """`forward(model, *inputs)` as a module (model(*inputs) when forward
    is None)."""

    def __init__(self, model, forward=None):
        super().__init__()
        self.model, self.forward_fn = model, forward

    def forward(self, *inputs):
        if self.forward_fn is None:
            return self.model(*inputs)
        return self.forward_fn(self.model, *inputs)


class WeightsAsArguments(torch.nn.Module):
    """`forward(model, *inputs)` as a function of (inputs..., weights...),
    the weights being the model's state entries `names`, in order."""

    def __init__(self, model, forward, names, num_inputs):
        super().__init__()
        self.bound = Bound(model, forward)
        self.names, self.num_inputs = names, num_inputs

    def forward(self, *args):
        inputs, weights = args[:self.num_inputs], args[self.num_inputs:]
        state = {"model." + k: v for k, v in zip(self.names, weights)}
        return torch.func.functional_call(self.bound, state, inputs)


def megatron_rule(mesh, column, row):
    """The per-dim axes of a weight named `name`: nn.Linear weights are
    [out, in]; a column-parallel layer splits out (and its bias), a
    row-parallel one splits in."""
    tp = "tp" if "tp" in mesh else None

    def rule(name, shape):
        layer, _, kind = name.rpartition(".")
        if tp and layer in column:
            return [tp] + [None] * (len(shape) - 1)
        if tp and layer in row and kind == "weight":
            return [None, tp] + [None] * (len(shape) - 2)
        return None
    return rule


def export(module, inputs, mesh, column=(), row=(), forward=None):
    """The module as annotated linalg-on-tensors text, and its arguments
    (the inputs, then the weights)."""
    state = {k: v.detach() for k, v in module.state_dict().items()
             if v.is_floating_point()}
    names = list(state)
    unknown = set(column) | set(row)
    unknown -= {name.rpartition(".")[0] for name in names}
    if unknown:
        raise ValueError(f"no layers named {sorted(unknown)} in the module")
    functional = WeightsAsArguments(module, forward, names, len(inputs))
    arguments = list(inputs) + [state[k] for k in names]
    text = str(fx.export_and_import(functional, *arguments,
                                    output_type="linalg-on-tensors",
                                    func_name="forward"))
    text = add_mesh(text, mesh)
    batch = "dp" if "dp" in mesh else None
    rule = megatron_rule(mesh, set(column), set(row))
    shardings = [[batch] + [None] * (t.dim() - 1) if t.dim() else None for t in inputs]
    shardings += [rule(k, state[k].shape) for k in names]
    return annotate_signature(text, shardings, [batch]), arguments


def _shard_run(explicit):
    candidates = [explicit, os.environ.get("SHARD_RUN"), shutil.which("shard-run"),
                  os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                               "bazel-bin", "tools", "shard-run")]
    for path in candidates:
        if path and os.access(path, os.X_OK):
            return path
    raise FileNotFoundError("no shard-run: pass shard_run=, set $SHARD_RUN or "
                            "put it on PATH")


def run(module, inputs, mesh, column=(), row=(), forward=None, check=False,
        shard_run=None, workdir=None, args=()):
    """Runs `module` on `inputs` partitioned over `mesh` ({"dp": 2, "tp": 2})
    with shard-run and returns its output (a tensor, or a tuple of them).
    `forward(model, *inputs)` replaces module(*inputs); `check` also
    compares with the unsharded program (shard-run --check); `args` are
    more shard-run arguments. The files stay in `workdir` when it is given."""
    module = module.eval()
    with torch.no_grad():
        text, arguments = export(module, tuple(inputs), mesh, column, row, forward)
    with tempfile.TemporaryDirectory() as tmp:
        work = workdir or tmp
        os.makedirs(os.path.join(work, "inputs"), exist_ok=True)
        model = os.path.join(work, "model.mlir")
        with open(model, "w") as f:
            f.write(text)
        for i, t in enumerate(arguments):
            np.save(os.path.join(work, "inputs", f"input{i}.npy"),
                    t.detach().contiguous().numpy())
        out = os.path.join(work, "out")
        cmd = [_shard_run(shard_run), model, "--inputs", os.path.join(work, "inputs"),
               "-o", out, *(["--check"] if check else []), *args]
        result = subprocess.run(cmd, capture_output=True, text=True)
        if result.returncode != 0:
            raise ShardRunError(result.stdout + result.stderr)
        count = len([f for f in os.listdir(out) if re.fullmatch(r"output\d+\.npy", f)])
        outputs = tuple(torch.from_numpy(np.load(os.path.join(out, f"output{i}.npy")))
                        for i in range(count))
    return outputs[0] if len(outputs) == 1 else outputs
