"""Training steps: PyTorch's own backward and an optimizer's update, traced
into one program and run partitioned by shard-run.

    opt = shard_torch.AdamW(lr=1e-3, weight_decay=0.01)
    for x, y in batches:
        loss = shard_torch.train(model, (x,), y, loss_fn, {"dp": 2, "tp": 2},
                                 column=["fc1"], row=["fc2"], optimizer=opt)

The step (export_train_step) is torch.func.grad_and_value of the loss
followed by the optimizer's update, traced by make_fx after
functionalization and imported by torch-mlir's stateless FX importer. Its
program takes the parameters, the optimizer's state per parameter (split as
its parameter), the hyperparameters as rank-0 tensors (so one program
serves every step of a learning-rate schedule and of the bias corrections:
nothing the optimizer changes is a constant), the inputs and the labels;
it returns the loss, the new parameters and the new state. The optimizer
object keeps its state and step count between calls and the traced program
per model and shapes, so later steps only run shard-run (whose compile
cache skips the compile).
"""
import contextlib
import json
import math
import os
import re
import sys
import tempfile

import torch
from torch_mlir import fx
from torch_mlir.extras import fx_decomp_util

# The helpers of the package's export path; the package imports this module
# after defining them.
from . import (_aten, _run_program, add_mesh, annotate_function,
               batch_shardings, exportable, fused_layers, hinted_layers,
               megatron_rule, plan_layout)


@contextlib.contextmanager
def eager_attention(module):
    """`module` with transformers' eager attention, restored after (said on
    stderr): torch-mlir cannot lower the backward of
    scaled_dot_product_attention (its CPU flash-attention backward)."""
    changed = []
    for mod in module.modules():
        config = getattr(mod, "config", None)
        kind = getattr(config, "_attn_implementation", None)
        if kind not in (None, "eager") and all(c is not config for c, _ in changed):
            changed.append((config, kind))
    for config, kind in changed:
        print(f"shard_torch: training {type(module).__name__} with eager "
              f"attention instead of {kind!r}", file=sys.stderr)
        config._attn_implementation = "eager"
    try:
        yield
    finally:
        for config, kind in changed:
            config._attn_implementation = kind


class Optimizer:
    """What SGD and AdamW share: the state and step count they keep between
    steps, and the programs traced for them. Each defines `state_names`
    (its per-parameter state tensors, zero at first), `hyperparameters()`
    (the scalars of the next step, passed to the program at run time) and
    `update(param, grad, state, hyper)` (the new parameter and state, in
    torch ops on tensors: it is traced)."""

    def __init__(self):
        self.step_count = 0
        self.state = {}  # parameter name -> [state tensors]
        self.programs = {}  # cache key -> annotated program text
        # The step program's mutable ml_program globals after the last step
        # (torch-mlir's dropout seed; shard-run makes them trailing
        # arguments and results): the next step goes on from them. None:
        # from their initializers.
        self.globals = None

    def state_of(self, name, param):
        """The state of parameter `name` (zeros before the first step)."""
        if name not in self.state:
            self.state[name] = [torch.zeros_like(param)
                                for _ in self.state_names]
        return self.state[name]


class SGD(Optimizer):
    """torch.optim.SGD: p - lr * g, g with weight_decay * p added; with
    momentum, p - lr * b, b = momentum * b + g (b = g at the first step:
    the buffer starts at zero). Without momentum there is no buffer."""

    def __init__(self, lr=0.01, momentum=0.0, weight_decay=0.0):
        super().__init__()
        self.lr, self.momentum, self.weight_decay = lr, momentum, weight_decay
        self.state_names = ("momentum_buffer",) if momentum else ()

    def hyperparameters(self):
        return [self.lr, self.weight_decay] + (
            [self.momentum] if self.momentum else [])

    def update(self, param, grad, state, hyper):
        grad = grad + hyper[1] * param
        if not self.momentum:
            return param - hyper[0] * grad, []
        buffer = hyper[2] * state[0] + grad
        return param - hyper[0] * buffer, [buffer]


class AdamW(Optimizer):
    """torch.optim.AdamW (decoupled weight decay, bias-corrected moments):
    p * (1 - lr * wd) - lr / bc1 * m / (sqrt(v) / sqrt(bc2) + eps), where
    bc1 = 1 - beta1^t and bc2 = 1 - beta2^t at step t. The scalars are
    derived in double precision, as PyTorch derives them, and passed
    rounded once: 1 - beta2 computed from an f32 beta2 would be 5e-5 off."""
    state_names = ("exp_avg", "exp_avg_sq")

    def __init__(self, lr=1e-3, betas=(0.9, 0.999), eps=1e-8,
                 weight_decay=0.01):
        super().__init__()
        self.lr, self.betas, self.eps = lr, betas, eps
        self.weight_decay = weight_decay

    def hyperparameters(self):
        beta1, beta2 = self.betas
        t = self.step_count + 1
        return [beta1, 1 - beta1, beta2, 1 - beta2, self.eps,
                1 - self.lr * self.weight_decay, self.lr / (1 - beta1 ** t),
                math.sqrt(1 - beta2 ** t)]

    def update(self, param, grad, state, hyper):
        beta1, rest1, beta2, rest2, eps, decay, step_size, correction2 = hyper
        exp_avg = beta1 * state[0] + rest1 * grad
        exp_avg_sq = beta2 * state[1] + rest2 * grad * grad
        denom = torch.sqrt(exp_avg_sq) / correction2 + eps
        return param * decay - step_size * exp_avg / denom, [exp_avg,
                                                             exp_avg_sq]


def _cast(t, dtype):
    """`t` in `dtype` if it is a float tensor (token ids stay integers)."""
    return t.to(dtype) if t.is_floating_point() else t


# torch-mlir lowers the scatter family with a negative dim into a loop
# that exhausts memory (a top-k's backward scatters its gradient at
# dim=-1: a mixture of experts' router); the traced step gets such dims
# counted from the front.
_SCATTERS = {"scatter", "scatter_add", "scatter_reduce"}


def _nonnegative_scatter_dims(graph):
    for node in graph.graph.nodes:
        if (_aten(node, _SCATTERS) and len(node.args) > 1 and
                isinstance(node.args[1], int) and node.args[1] < 0):
            rank = node.args[0].meta["val"].dim()
            node.args = (node.args[0], node.args[1] + rank, *node.args[2:])
    graph.recompile()


def _trace_step(module, names, optimizer, loss_fn, arguments, counts,
                compute_dtype=None):
    """The step traced by make_fx and imported as linalg-on-tensors text
    (function @train). `counts`: how many parameters, state tensors and
    hyperparameters lead the arguments."""
    from torch.fx.experimental.proxy_tensor import make_fx
    n, k, h = counts

    def step(*args):
        weights = list(args[:n])
        state = args[n:n + k]
        hyper = args[n + k:n + k + h]
        xs, y = args[n + k + h:-1], args[-1]

        def loss_of(weights):
            if compute_dtype is not None:
                # Mixed precision: the f32 master weights and the float
                # inputs rounded to the compute type for the forward (and
                # so the backward); the loss in f32.
                weights = [_cast(w, compute_dtype) for w in weights]
                inputs = [_cast(x, compute_dtype) for x in xs]
            else:
                inputs = xs
            out = torch.func.functional_call(module, dict(zip(names, weights)),
                                             tuple(inputs))
            return loss_fn(_cast(out, torch.float32), y)
        grads, loss = torch.func.grad_and_value(loss_of)(weights)
        per = len(optimizer.state_names)
        new_weights, new_state = [], []
        for i, (w, g) in enumerate(zip(weights, grads)):
            w, s = optimizer.update(w, g, state[i * per:(i + 1) * per], hyper)
            new_weights.append(w)
            new_state += s
        return (loss, *new_weights, *new_state)

    with exportable(module), eager_attention(module):
        graph = make_fx(torch.func.functionalize(step, remove="mutations"),
                        decomposition_table=fx_decomp_util.get_decomposition_table())(
            *arguments)
    _nonnegative_scatter_dims(graph)
    return str(fx.stateless_fx_import(graph, output_type="linalg-on-tensors",
                                      model_name="train"))


def _optimizer(optimizer, lr):
    """`optimizer`, or SGD(lr) without one (lr 0.01 when not given); both
    is an error: the optimizer has its own learning rate."""
    if optimizer is not None and lr is not None:
        raise ValueError("give lr= or optimizer=, not both: the optimizer "
                         "has its own learning rate")
    return optimizer or SGD(0.01 if lr is None else lr)


def export_train_step(module, inputs, labels, loss_fn, mesh, column=(), row=(),
                      lr=None, batch_dim=0, optimizer=None, carry=False,
                      compute_dtype=None, layout=None, shard_run=None):
    """One training step of `module` as annotated linalg-on-tensors text
    (function @train: (parameters..., state..., hyperparameters...,
    inputs..., labels) -> (loss, new parameters..., new state...)), its
    arguments and the parameters' names. `loss_fn(output, labels)` is the
    loss (a scalar); `optimizer` (SGD, AdamW; SGD(lr) when None) the update,
    its state and hyperparameters taken as they are now. The parameters
    are split by the Megatron hints (`column`, `row`) over "tp", each state
    tensor and new parameter as its parameter, the inputs' and labels'
    `batch_dim` over "dp"; hyperparameters are replicated. The program is
    traced once per module, loss, shapes, mesh and hints and kept in the
    optimizer; the module's buffers (not parameters) are constants in it.
    transformers models train with eager attention (eager_attention).
    `carry` marks the parameters and the state as carried to the next step
    (dist.updated_by: their new values' results), for a job (train_job).
    `compute_dtype` (torch.bfloat16) is mixed precision: the forward and
    backward on the parameters and float inputs rounded to it, the loss,
    the gradients' update and the parameters (master weights) and state
    in f32. `layout="auto"` takes the tensor-parallel layout from the
    planner instead of hints (plan_layout: found from the forward pass's
    graph; each state tensor and new parameter as its parameter)."""
    if layout not in (None, "auto"):
        raise ValueError(f"layout is None (the hints) or 'auto', not "
                         f"{layout!r}")
    if layout and (column or row):
        raise ValueError("layout='auto' finds the column and row layers; "
                         "give no hints")
    optimizer = _optimizer(optimizer, lr)
    layers = hinted_layers(module, column, row)
    named = [(n, p) for n, p in module.named_parameters() if p.requires_grad]
    names = [n for n, _ in named]
    params = [p.detach().clone() for _, p in named]
    state = [s for n, p in named for s in optimizer.state_of(n, p)]
    hyper = [torch.tensor(v, dtype=torch.float32)
             for v in optimizer.hyperparameters()]
    arguments = params + state + hyper + list(inputs) + [labels]
    # What the traced program depends on besides the arguments' values (a
    # module's buffers are read when it is traced, as constants).
    key = (id(module), loss_fn,
           tuple((tuple(t.shape), t.dtype) for t in arguments),
           tuple(mesh.items()), tuple(column), tuple(row), batch_dim, carry,
           compute_dtype, layout)
    if key not in optimizer.programs:
        text = _trace_step(module, names, optimizer, loss_fn, arguments,
                           (len(params), len(state), len(hyper)),
                           compute_dtype)
        # Parameter i is result 1 + i next step, state k result 1 + n + k.
        carried = len(params) + len(state)
        extra = [[f"dist.updated_by = {1 + i} : i64"] if carry else []
                 for i in range(carried)] + [[] for _ in hyper]
        # The inputs and labels are the batch: a pipeline cuts them (and
        # nothing else) into microbatches; the planner and the distributed
        # optimizer (shard-run --shard-optimizer) tell a training step's
        # weights and state from them.
        batch = len(inputs) + 1
        extra += [[f"dist.microbatch_dim = {batch_dim} : i64"]] * batch
        if layout:
            text = annotate_function(text, "train", [None] * len(extra),
                                     [None] * (1 + carried), extra)
            optimizer.programs[key] = plan_layout(text, mesh, shard_run)
            return optimizer.programs[key], arguments, names
        text = add_mesh(text, mesh)
        # A fused projection (GPT-2's c_attn: q, k and v) is split in as
        # many blocks as it has parts, as its forward export finds them.
        parts = fused_layers(module, list(inputs)) if mesh.get("tp", 1) > 1 \
            else {}
        rule = megatron_rule(mesh, layers, set(column), set(row), parts)
        weights = [rule(n, p.shape) for n, p in named]
        per = len(optimizer.state_names)
        states = [w for w in weights for _ in range(per)]
        data = batch_shardings(list(inputs) + [labels], mesh, batch_dim)
        optimizer.programs[key] = annotate_function(
            text, "train", weights + states + [None] * len(hyper) + data,
            [None] + weights + states, extra)
    return optimizer.programs[key], arguments, names


def train(module, inputs, labels, loss_fn, mesh, column=(), row=(), lr=None,
          check=False, shard_run=None, workdir=None, args=(), batch_dim=0,
          optimizer=None, compute_dtype=None, seed=None, layout=None):
    """One training step of `module` on (`inputs`, `labels`) partitioned
    over `mesh` (export_train_step), run by shard-run: the module's
    parameters are updated in place, `optimizer`'s state and step count
    advance, and the loss is returned. `check` also runs the unsharded step
    and compares (shard-run --check); `compute_dtype=torch.bfloat16` is
    mixed precision (export_train_step). A module in training mode with
    dropout draws its masks from torch-mlir's generator, the same on every
    mesh; `seed` (an integer) starts it, else it goes on from the
    optimizer's last step (from 0 at first). `layout="auto"`: the planner's
    tensor-parallel layout instead of hints (export_train_step)."""
    optimizer = _optimizer(optimizer, lr)
    text, arguments, names = export_train_step(
        module, inputs, labels, loss_fn, mesh, column, row,
        batch_dim=batch_dim, optimizer=optimizer, compute_dtype=compute_dtype,
        layout=layout, shard_run=shard_run)
    outputs = _run_program(text, arguments + _globals_in(text, optimizer, seed),
                           check, shard_run, workdir, args)
    _take_outputs(module, optimizer, names, outputs)
    optimizer.step_count += 1
    return outputs[0]


def _globals_in(text, optimizer, seed):
    """The values the step program's globals start from (inputs after the
    function's arguments): `seed` for the one a dropout draws from, else
    where the optimizer's last step left them, else none (shard-run starts
    them from their initializers)."""
    # A planned step's front end has lifted them into arguments already.
    count = len(re.findall(r"ml_program\.global private mutable @", text)) \
        + text.count("dist.initial_value")
    if seed is None:
        return list(optimizer.globals or [])
    if count != 1:
        raise ValueError(f"seed= seeds the one generator a step with dropout "
                         f"draws from; this step has {count} mutable globals")
    return [torch.tensor(seed, dtype=torch.int64)]


def _take_outputs(module, optimizer, names, outputs):
    """Puts a step's or a job's new parameters (outputs after the loss)
    into `module`, its new state into `optimizer`, and the globals' values
    (the outputs after the state) into `optimizer.globals`."""
    parameters = dict(module.named_parameters())
    per = len(optimizer.state_names)
    new_state = outputs[1 + len(names):]
    optimizer.globals = list(new_state[len(names) * per:]) or None
    with torch.no_grad():
        for i, (name, value) in enumerate(zip(names, outputs[1:])):
            parameters[name].copy_(value)
            optimizer.state[name] = list(new_state[i * per:(i + 1) * per])


def _stacked_hyperparameters(optimizer, steps):
    """The optimizer's scalars for each of its next `steps` steps, as one
    tensor per scalar: a learning-rate schedule or bias corrections are a
    row per step of the job's data."""
    count = optimizer.step_count
    rows = []
    try:
        for t in range(steps):
            optimizer.step_count = count + t
            rows.append(optimizer.hyperparameters())
    finally:
        optimizer.step_count = count
    return [torch.tensor(column, dtype=torch.float32)
            for column in zip(*rows)]


def _job_record(out):
    with open(os.path.join(out, "steps.json")) as f:
        return json.load(f)


def train_job(module, batches, loss_fn, mesh, column=(), row=(),
              optimizer=None, batch_dim=0, checkpoint_every=0, resume=None,
              shard_run=None, workdir=None, args=(), check=False,
              compute_dtype=None, seed=None, layout=None):
    """Trains `module` on `batches` (a list of (inputs, labels), one per
    step, all of one shape) in one shard-run job (`shard-run --steps`):
    compiled once, the parameters and the optimizer's state stay on their
    ranks from step to step, each rank reads its block of each step's
    batch from the job's dataset files, and the hyperparameters of every
    step (bias corrections, a schedule) are a row of data too. Returns the
    loss of every step; the module's parameters and the optimizer's state
    and step count hold the values after the last step.
    `checkpoint_every` saves checkpoints under `workdir`/out/checkpoints;
    `resume` (a checkpoint's step directory) continues from it, the
    batches still counted from the job's first step. The record of the job
    (every step's loss, time and tokens/s) is `workdir`/out/steps.json.
    `compute_dtype=torch.bfloat16` is mixed precision: bf16 forward and
    backward, f32 master weights, optimizer state and update
    (export_train_step). Dropout (a module in training mode) draws new
    masks every step from torch-mlir's generator, the same on every mesh;
    `seed` starts it (as in train). `layout="auto"`: the planner's
    tensor-parallel layout instead of hints (export_train_step)."""
    optimizer = _optimizer(optimizer, None)
    first_inputs, first_labels = batches[0]
    text, arguments, names = export_train_step(
        module, tuple(first_inputs), first_labels, loss_fn, mesh, column,
        row, batch_dim=batch_dim, optimizer=optimizer, carry=True,
        compute_dtype=compute_dtype, layout=layout, shard_run=shard_run)
    steps = len(batches)
    per = len(optimizer.state_names)
    carried = arguments[:len(names) * (1 + per)]
    data = [torch.stack([tuple(b[0])[i] for b in batches])
            for i in range(len(first_inputs))]
    data.append(torch.stack([b[1] for b in batches]))
    job_args = ["--steps", str(steps), *args]
    if checkpoint_every:
        job_args += ["--checkpoint-every", str(checkpoint_every)]
    if resume:
        job_args += ["--resume", resume]
    with tempfile.TemporaryDirectory() as tmp:
        work = workdir or tmp
        outputs = _run_program(
            text, carried + _stacked_hyperparameters(optimizer, steps) + data
            + _globals_in(text, optimizer, seed),
            check, shard_run, work, job_args)
        record = _job_record(os.path.join(work, "out"))
    _take_outputs(module, optimizer, names, outputs)
    # A resumed job ends where the whole one would.
    optimizer.step_count += steps
    return [r["loss"] for r in record["records"]]
