"""Run a PyTorch module partitioned by shard.

    import shard_torch
    y = shard_torch.run(model, (x,), mesh={"dp": 2, "tp": 2},
                        column=["fc1"], row=["fc2"])

run() exports the module with torch-mlir (torch.export, then the FX
importer to linalg-on-tensors) as a function of its inputs followed by its
weights, writes the dist annotations -- a mesh, the batch dim of every input
and of the result split over "dp" when the mesh has it (dim 0, or
`batch_dim=`), and Megatron's
tensor parallelism over "tp" for the layers named in `column` (the
weight's output dim and the bias split) and `row` (the weight's input dim
split) -- runs shard-run on it and returns its outputs as tensors. Hints
name nn.Linear layers ([out, in] weights) or transformers' Conv1D ([in,
out], GPT-2); a hint on another kind of layer is an error naming it. A
column-parallel layer whose product the exported graph only splits into k
equal parts (a fused QKV) is split in k blocks, as Megatron stores it.
Without hints the propagation pass shards the rest.

Models are taken as they come: non-persistent buffers are exported as
state (and restored after), tied weights are passed once, and
scaled_dot_product_attention is kept whole (torch-mlir's
tm_tensor.attention; PyTorch's decomposition of it leaves strides a later
view cannot take, so transformers' SDPA attention would not export), and
a transformers mixture of experts is exported with its batched_mm experts
(said on stderr; its default counts tokens with torch.histc, which
torch-mlir cannot lower). Needs torch, torch-mlir and numpy,
and a shard-run: `shard_run=`, $SHARD_RUN, `shard-run` on PATH, or this
source tree's bazel-bin/tools/shard-run.
"""
import contextlib
import os
import re
import shutil
import subprocess
import sys
import tempfile

import numpy as np
import torch
from torch_mlir import fx
from torch_mlir.extras import fx_decomp_util

__all__ = ["export", "run", "export_train_step", "train", "SGD", "AdamW",
           "eager_attention", "hint_lines", "sharding",
           "annotate_function", "annotate_signature", "add_mesh", "to_linalg",
           "Bound", "WeightsAsArguments", "ShardRunError", "plan_layout",
           "train_job"]


class ShardRunError(RuntimeError):
    """shard-run failed; the message is its output."""


def sharding(dims):
    """#dist.sharding text for a per-dim list of axis names (None: none;
    (name, k): split in k blocks, as a fused projection's output dim)."""
    def dim(d):
        if isinstance(d, tuple):
            return '{"%s"} blocks %d' % d
        return "{" + (f'"{d}"' if d else "") + "}"
    return f"#dist.sharding<@mesh, [{', '.join(dim(d) for d in dims)}]>"


def add_mesh(text, mesh):
    """Declares `mesh` ({"dp": 2, ...}) as @mesh at the top of the module."""
    axes = ", ".join(f'"{name}"={size}' for name, size in mesh.items())
    return text.replace("module {", f"module {{\n  dist.mesh @mesh = <[{axes}]>", 1)


def annotate_function(text, func, arguments, results, extra=None):
    """Adds dist.sharding to the arguments and results of @func: one per-dim
    axis list (or None) per argument and per result. `extra` (one list of
    attributes per argument, like "dist.updated_by = 1 : i64") adds
    more."""
    head = re.search(r"func\.func @" + re.escape(func) +
                     r"\((.*?)\) -> \(?((?:tensor<[^>]*>(?:, )?)+)\)?(?= \{)",
                     text)
    args = re.findall(r"%arg\d+: tensor<[^>]*>", head.group(1))
    types = re.findall(r"tensor<[^>]*>", head.group(2))
    for what, have, given in [("arguments", args, arguments),
                              ("results", types, results)]:
        if len(have) != len(given):
            raise ValueError(f"@{func} has {len(have)} {what}, "
                             f"{len(given)} shardings given")

    def annotated(item, dims, more=()):
        attrs = []
        if dims and any(dims):
            attrs.append("dist.sharding = " + sharding(dims))
        attrs += more
        return item + (" {" + ", ".join(attrs) + "}" if attrs else "")
    extra = extra or [()] * len(args)
    signature = (f"func.func @{func}("
                 + ", ".join(map(annotated, args, arguments, extra))
                 + ") -> ("
                 + ", ".join(map(annotated, types, results)) + ")")
    return text[:head.start()] + signature + text[head.end():]


def annotate_signature(text, shardings, result, func="forward"):
    """Adds dist.sharding to the arguments of @func (one per-dim axis list
    per argument, or None) and to its one result (the leading dims' axes)."""
    head = re.search(r"func\.func @" + func + r"\(.*?\) -> (tensor<[^>]*>)", text)
    rank = head.group(1).count("x")
    result = list(result or []) + [None] * (rank - len(result or []))
    return annotate_function(text, func, shardings, [result])


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
        # Tied weights are passed once, under one of their names.
        return torch.func.functional_call(self.bound, state, inputs,
                                          tie_weights=True)


def weight_layout(module):
    """(out_dim, in_dim) of a layer's weight, by how the layer contracts
    it: nn.Linear computes x @ W.T ([out, in]); transformers' Conv1D (GPT-2)
    computes x @ W ([in, out]). None for a layer of another kind."""
    if isinstance(module, torch.nn.Linear):
        return 0, 1
    # transformers.pytorch_utils.Conv1D, without importing transformers.
    if type(module).__name__ == "Conv1D" and hasattr(module, "nf"):
        return 1, 0
    return None


def megatron_rule(mesh, layers, column, row, parts=None):
    """The per-dim axes of a weight named `name`: a column-parallel layer
    splits its weight's output dim (and its bias), a row-parallel one its
    input dim. `layers` maps each hinted layer's name to its module; a hint
    on a layer whose weight layout is unknown is an error naming it.
    `parts` maps a fused column-parallel layer (QKV) to the number of equal
    parts its output is cut into: its output dim is split in that many
    blocks, each part over tp, as Megatron stores it."""
    parts = parts or {}
    tp = "tp" if "tp" in mesh else None
    layouts = {}
    for name in list(column) + list(row):
        layout = weight_layout(layers[name])
        if layout is None:
            raise ValueError(
                f"layer '{name}' is a {type(layers[name]).__name__}: "
                "column=/row= hints name nn.Linear or Conv1D layers, whose "
                "weight layout shard_torch knows")
        layouts[name] = layout

    def rule(name, shape):
        layer, _, kind = name.rpartition(".")
        if not tp or layer not in layouts:
            return None
        out_dim, in_dim = layouts[layer]
        dims = [None] * len(shape)
        split = (tp, parts[layer]) if parts.get(layer, 1) > 1 else tp
        if kind == "bias" and layer in column:
            dims[0] = split
        elif kind == "weight":
            if layer in column:
                dims[out_dim] = split
            else:
                dims[in_dim] = tp
        return dims if any(dims) else None
    return rule


# transformers' mixture-of-experts layers that export: batched_mm gathers
# each token's experts' weights (static shapes). The default, grouped_mm,
# counts tokens per expert with torch.histc, which torch-mlir cannot lower,
# and eager loops over the experts a batch hits (data-dependent shapes).
EXPORTABLE_EXPERTS = "batched_mm"


@contextlib.contextmanager
def exportable(module):
    """`module` as torch-mlir can export it, restored after: its
    non-persistent buffers (causal masks, position ids) made persistent,
    since torch-mlir's importer maps module state through the state dict;
    and, for a transformers mixture of experts, the batched_mm experts
    (EXPORTABLE_EXPERTS), which is said on stderr."""
    changed = []
    for mod in module.modules():
        hidden = getattr(mod, "_non_persistent_buffers_set", set())
        if hidden:
            changed.append((mod, set(hidden)))
            hidden.clear()
    # Modules made by transformers' use_experts_implementation (which
    # marks each with _is_expert_parallel) read the setting from their
    # config, wherever they sit (a wrapper around the model has no config
    # of its own); a model without experts keeps it, and nothing is said.
    configs = {id(m.config): m.config for m in module.modules()
               if hasattr(m, "_is_expert_parallel") and
               hasattr(m, "config")}
    switched = []
    for config in configs.values():
        experts = getattr(config, "_experts_implementation", None)
        if experts in (None, EXPORTABLE_EXPERTS):
            continue
        print(f"shard_torch: exporting {type(module).__name__} with "
              f"{EXPORTABLE_EXPERTS!r} experts instead of {experts!r}",
              file=sys.stderr)
        switched.append((config, experts))
        config._experts_implementation = EXPORTABLE_EXPERTS
    try:
        yield
    finally:
        for mod, hidden in changed:
            mod._non_persistent_buffers_set.update(hidden)
        for config, experts in switched:
            config._experts_implementation = experts


def to_linalg(module, arguments, exported=None):
    """`module` called on `arguments` as linalg-on-tensors text (function
    @forward), by torch.export (or `exported`, its program) and
    torch-mlir's FX importer, with torch-mlir's decompositions but for
    scaled_dot_product_attention's, which torch-mlir lowers whole to
    tm_tensor.attention."""
    table = {op: fn for op, fn in fx_decomp_util.get_decomposition_table().items()
             if "scaled_dot_product" not in str(op)}
    return str(fx.export_and_import(exported or module, *arguments,
                                    output_type="linalg-on-tensors",
                                    func_name="forward",
                                    decomposition_table=table))


def _aten(node, names):
    """True if `node` calls one of the aten ops `names` (any overload)."""
    target = str(node.target) if node.op == "call_function" else ""
    return target.startswith("aten.") and target.split(".")[1] in names


# What a weight or a matmul's product passes through on its way to a
# split without changing which elements its last dim holds.
_CARRIERS = {"t", "transpose", "permute", "view", "reshape", "_unsafe_view",
             "contiguous", "clone", "alias", "add", "unsqueeze", "squeeze"}
_MATMULS = {"mm", "addmm", "linear", "matmul", "bmm", "baddbmm"}


def _equal_parts(split):
    """The number of equal parts a split/chunk node cuts its input's last
    dim into, or None."""
    value = split.args[0].meta.get("val") if split.args else None
    shape = getattr(value, "shape", ())
    dim = split.args[2] if len(split.args) > 2 else split.kwargs.get("dim", 0)
    if not shape or not isinstance(dim, int) or dim % len(shape) != len(shape) - 1:
        return None
    size, how = int(shape[-1]), split.args[1]
    if _aten(split, {"chunk"}):
        return how if size % how == 0 else None
    if isinstance(how, int):
        return size // how if size % how == 0 and how < size else None
    return len(how) if len(set(how)) == 1 and len(how) > 1 else None


def fused_parts(exported, names, num_inputs):
    """{weight name: k} for each weight (the user inputs after the first
    `num_inputs`, named `names`) whose matmul's product reaches only
    splits of its last dim into k equal parts: a fused projection (QKV: 3,
    gate/up: 2), read off the exported graph, not the module's type."""
    placeholders = {n.name: n for n in exported.graph.nodes if n.op == "placeholder"}
    users = exported.graph_signature.user_inputs[num_inputs:]
    found = {}
    for name, node_name in zip(names, users):
        parts, frontier, seen = set(), [placeholders[node_name]], set()
        product = False
        while frontier:
            node = frontier.pop()
            for user in node.users:
                if user in seen:
                    continue
                seen.add(user)
                if _aten(user, {"split", "split_with_sizes", "chunk"}) and product:
                    parts.add(_equal_parts(user))
                elif _aten(user, _MATMULS) and not product:
                    product = True
                    frontier.append(user)
                elif _aten(user, _CARRIERS):
                    frontier.append(user)
                elif product:
                    parts.add(None)
        if product and len(parts) == 1 and None not in parts:
            found[name] = parts.pop()
    return found


def layer_parts(exported, kept, names, num_inputs):
    """{layer name: k} for each layer whose weight is a fused projection
    of k parts (fused_parts of `exported`, whose weight arguments are
    `names`; `kept` maps every state name to the one it is passed as)."""
    fused = fused_parts(exported, names, num_inputs)
    return {alias.rpartition(".")[0]: fused[target]
            for alias, target in kept.items() if target in fused}


def fused_layers(module, inputs, forward=None):
    """layer_parts of `module` called on `inputs`, from its forward
    exported for the purpose (a training step is traced another way)."""
    with exportable(module), torch.no_grad():
        state, kept = weights(module)
        names = list(state)
        functional = WeightsAsArguments(module, forward, names, len(inputs))
        arguments = list(inputs) + [state[k] for k in names]
        exported = torch.export.export(functional, tuple(arguments), strict=False)
        return layer_parts(exported, kept, names, len(inputs))


def weights(module):
    """The module's floating-point state as {name: tensor}, each tensor
    once (tied weights -- a shared embedding, an LM head -- under the first
    name), and {every name: the name kept}."""
    state, kept, seen = {}, {}, {}
    for name, tensor in module.state_dict(keep_vars=True).items():
        if not tensor.is_floating_point():
            continue
        key = id(tensor)
        if key not in seen:
            seen[key] = name
            state[name] = tensor.detach()
        kept[name] = seen[key]
    return state, kept


def hinted_layers(module, column, row):
    """The module's layers by name; hints naming none of them are an error
    that names them."""
    layers = dict(module.named_modules())
    unknown = (set(column) | set(row)) - set(layers)
    if unknown:
        raise ValueError(f"no layers named {sorted(unknown)} in the module")
    return layers


def batch_shardings(tensors, mesh, batch_dim):
    """Per tensor, its `batch_dim` split over "dp" (when the mesh has it),
    or None for a tensor without that dim."""
    batch = "dp" if "dp" in mesh else None
    return [[batch if d == batch_dim else None for d in range(t.dim())]
            if t.dim() > batch_dim else None for t in tensors]


def hint_lines(kept, state, rule, column):
    """One line per weight a hint split: the layer, how it is parallel,
    the weight's shape and its sharding (tied weights under each name)."""
    lines = []
    for alias, target in kept.items():
        dims = rule(alias, state[target].shape)
        if not dims:
            continue
        layer, _, kind = alias.rpartition(".")
        how = "column" if layer in column else "row"
        lines.append(f"{layer} ({how}-parallel): {kind} "
                     f"{list(state[target].shape)} split as {sharding(dims)}")
    return lines


def export(module, inputs, mesh, column=(), row=(), forward=None,
           batch_dim=0, report=None):
    """The module as annotated linalg-on-tensors text, and its arguments
    (the inputs, then the weights). `batch_dim` is the batch's dim in every
    input and in the result (1 for a sequence-first model). With a list as
    `report`, a line per weight a hint split is appended to it
    (hint_lines)."""
    layers = hinted_layers(module, column, row)
    with exportable(module):
        state, kept = weights(module)
        names = list(state)
        functional = WeightsAsArguments(module, forward, names, len(inputs))
        arguments = list(inputs) + [state[k] for k in names]
        exported = torch.export.export(functional, tuple(arguments), strict=False)
        parts = layer_parts(exported, kept, names, len(inputs))
        text = to_linalg(functional, arguments, exported)
    rule = megatron_rule(mesh, layers, set(column), set(row), parts)
    text = add_mesh(text, mesh)
    shardings = batch_shardings(inputs, mesh, batch_dim)
    # A tied weight is split as any of its names asks (they must agree).
    for name in names:
        asked = {tuple(r) for alias, target in kept.items()
                 if target == name and (r := rule(alias, state[name].shape))}
        if len(asked) > 1:
            raise ValueError(f"weight '{name}' is tied to layers hinted "
                             f"differently: {sorted(asked)}")
        shardings.append(list(asked.pop()) if asked else None)
    if report is not None:
        report.extend(hint_lines(kept, state, rule, set(column)))
    batch = "dp" if "dp" in mesh else None
    return (annotate_signature(text, shardings, [None] * batch_dim + [batch]),
            arguments)


def _shard_run(explicit):
    candidates = [explicit, os.environ.get("SHARD_RUN"), shutil.which("shard-run"),
                  os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                               "bazel-bin", "tools", "shard-run")]
    for path in candidates:
        if path and os.access(path, os.X_OK):
            return path
    raise FileNotFoundError("no shard-run: pass shard_run=, set $SHARD_RUN or "
                            "put it on PATH")


def _shard_opt(shard_run):
    """The shard-opt installed with the shard-run that runs the program."""
    beside = os.path.join(os.path.dirname(_shard_run(shard_run)), "shard-opt")
    for path in [beside, shutil.which("shard-opt")]:
        if path and os.access(path, os.X_OK):
            return path
    raise FileNotFoundError(f"no shard-opt beside {_shard_run(shard_run)} "
                            "or on PATH")


def plan_layout(text, mesh, shard_run=None):
    """`text` (a module whose one function has no shardings; a training
    step's inputs and labels marked dist.microbatch_dim) with the planner's
    tensor-parallel layout for `mesh` ({"dp": 2, "pp": 2, "tp": 2}):
    shard-opt's front end and --dist-auto-plan for the mesh's dp and tp.
    The stages are cut when the program runs (shard-run cuts where the
    fewest values are live), so the plan is written without them and the
    mesh then takes its pipeline axis."""
    unknown = set(mesh) - {"dp", "pp", "tp"}
    if unknown:
        raise ValueError(f"the planner plans dp, pp and tp; the mesh has "
                         f"{sorted(unknown)}")
    dp, tp = mesh.get("dp", 1), mesh.get("tp", 1)
    result = subprocess.run(
        [_shard_opt(shard_run), "--dist-front-end",
         f"--dist-auto-plan=devices={dp * tp} plan={dp}x1x{tp}/1/gpipe"],
        input=text, capture_output=True, text=True)
    if result.returncode != 0:
        raise ShardRunError(result.stdout + result.stderr)
    planned = f'dist.mesh @mesh = <["dp"={dp}, "pp"=1, "tp"={tp}]>'
    axes = ", ".join(f'"{a}"={mesh.get(a, 1)}' for a in ("dp", "pp", "tp"))
    return result.stdout.replace(planned, f"dist.mesh @mesh = <[{axes}]>", 1)


def _run_program(text, arguments, check, shard_run, workdir, args):
    """Runs the annotated module `text` with shard-run on `arguments` (its
    function's arguments, in order) and returns its outputs as tensors."""
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
        return tuple(torch.from_numpy(np.load(os.path.join(out, f"output{i}.npy")))
                     for i in range(count))


def run(module, inputs, mesh, column=(), row=(), forward=None, check=False,
        shard_run=None, workdir=None, args=(), batch_dim=0, explain=False):
    """Runs `module` on `inputs` partitioned over `mesh` ({"dp": 2, "tp": 2})
    with shard-run and returns its output (a tensor, or a tuple of them).
    `forward(model, *inputs)` replaces module(*inputs); `check` also
    compares with the unsharded program (shard-run --check); `args` are
    more shard-run arguments; `batch_dim` is the dim of the inputs and the
    result split over dp (1 for a sequence-first model). The files stay in
    `workdir` when it is given. `explain` prints, on stderr, which weight
    each hint split and how."""
    module = module.eval()
    report = []
    with torch.no_grad():
        text, arguments = export(module, tuple(inputs), mesh, column, row,
                                 forward, batch_dim, report)
    if explain:
        for line in report:
            print(f"shard_torch: {line}", file=sys.stderr)
    outputs = _run_program(text, arguments, check, shard_run, workdir, args)
    return outputs[0] if len(outputs) == 1 else outputs


# Training steps (training.py) use the export helpers above.
from .training import (AdamW, SGD, eager_attention, export_train_step,  # noqa: E402
                       train, train_job)
