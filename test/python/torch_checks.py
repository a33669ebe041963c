"""How shard_torch_test.py compares shard_torch with PyTorch: each check
runs a module through shard_torch (and so shard-run) and returns one
case, (name, outcome, message, seconds), outcome "passed" or "failed":
the outputs or the trained parameters against PyTorch's own, and the
collectives against Megatron's."""
import copy
import json
import math
import os
import tempfile
import time

import shard_torch
import torch


def collectives(communication):
    """'2 x all_reduce over {"tp"}' for each line of shard-run's
    communication summary but its local copies (all_slice)."""
    return [line.partition(",")[0] for line in communication
            if " all_slice " not in line]


def check(name, module, inputs, expected, mesh=None, **hints):
    """(name, outcome, message, seconds) of `module` on `mesh` (dp=2,tp=2 by
    default) against its own forward, and its collectives against
    `expected`."""
    mesh = mesh or {"dp": 2, "tp": 2}
    where = ",".join(f"{axis}={size}" for axis, size in mesh.items())
    start = time.monotonic()
    torch.manual_seed(1)
    forward = hints.get("forward") or (lambda m, *xs: m(*xs))
    with torch.no_grad():
        for p in module.parameters():
            p.normal_(0.0, 0.2)
        want = forward(module.eval(), *inputs)
    with tempfile.TemporaryDirectory() as work:
        report = os.path.join(work, "run.json")
        got = shard_torch.run(module, inputs, mesh=mesh,
                              args=["--json", report], **hints)
        with open(report) as f:
            communication = collectives(json.load(f)["communication"])
    error = ((got - want).abs().max() / want.abs().max()).item()
    message = (f"{name}: {where} vs PyTorch: max rel error {error:.2e}; "
               f"collectives: {'; '.join(communication) or 'none'}")
    print(message)
    ok = error <= 1e-5 and communication == expected
    if communication != expected:
        message += f" (expected: {'; '.join(expected) or 'none'})"
    return (f"{name} {where}", "passed" if ok else "failed", message,
            time.monotonic() - start)


def check_train(name, module, inputs, labels, loss_fn, expected, mesh,
                **hints):
    """(name, outcome, message, seconds) of one SGD step (lr 0.1) of `module`
    through shard_torch.train on `mesh` against PyTorch's own step
    (loss.backward() and torch.optim.SGD): the loss and every updated
    parameter; its collectives against `expected` (None: not checked)."""
    start = time.monotonic()
    where = ",".join(f"{axis}={size}" for axis, size in mesh.items())
    reference, mine = copy.deepcopy(module), copy.deepcopy(module)
    optimizer = torch.optim.SGD(reference.parameters(), lr=0.1)
    want = loss_fn(reference(*inputs), labels)
    want.backward()
    optimizer.step()
    with tempfile.TemporaryDirectory() as work:
        report = os.path.join(work, "run.json")
        got = shard_torch.train(mine, inputs, labels, loss_fn, mesh, lr=0.1,
                                args=["--json", report], **hints)
        with open(report) as f:
            communication = collectives(json.load(f)["communication"])
    error = max([abs(got.item() - want.item()) / abs(want.item())] + [
        ((a - b).abs().max() / b.abs().max()).item()
        for a, b in zip(mine.parameters(), reference.parameters())])
    message = (f"{name} training step: {where} vs PyTorch: max rel error "
               f"{error:.2e} (loss and parameters); collectives: "
               f"{'; '.join(communication) or 'none'}")
    print(message)
    ok = error <= 1e-5 and (expected is None or communication == expected)
    if expected is not None and communication != expected:
        message += f" (expected: {'; '.join(expected) or 'none'})"
    return (f"{name} training step {where}", "passed" if ok else "failed",
            message, time.monotonic() - start)


def _eager_losses(module, batches, loss_fn, optimizer):
    """PyTorch eager's loss at each step over `batches`."""
    losses = []
    for inputs, labels in batches:
        optimizer.zero_grad()
        loss = loss_fn(module(*inputs), labels)
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    return losses


def _steps(module, inputs, labels, loss_fn, optimizer, steps):
    """The losses of `steps` PyTorch steps of `module` with `optimizer`."""
    return _eager_losses(module, [(inputs, labels)] * steps, loss_fn,
                         optimizer)


def _parameter_distance(module, exact):
    """The parameters' distance from the exact (f64) run's: the norm of the
    difference over all parameters over the norm of the exact ones. Not an
    elementwise max: Adam divides by a gradient's size, so an element whose
    exact gradient is zero (a key bias: softmax ignores a shift) moves by
    rounding noise times the learning rate in any f32 run, PyTorch's too;
    a wrong update moves every element and the norm with it."""
    diff = sum(((a.double() - b) ** 2).sum().item()
               for a, b in zip(module.parameters(), exact.parameters()))
    size = sum((b ** 2).sum().item() for b in exact.parameters())
    return math.sqrt(diff / size)


def _close_to_exact(error, torch_error):
    """Whether shard's distance from the exact run is PyTorch f32's own, up
    to 4x or 1e-4 (two f32 runs round differently; a wrong update is off
    by the learning rate's scale, 1e-2 and more)."""
    return error <= max(4 * torch_error, 1e-4)


def _distance(losses, module, exact_losses, exact):
    """The max relative error of the losses and the parameters' distance
    (_parameter_distance) against the exact run's."""
    return max([abs(a - b) / abs(b) for a, b in zip(losses, exact_losses)] +
               [_parameter_distance(module, exact)])


def check_optimizer(name, module, inputs, labels, loss_fn, mesh, ours,
                    theirs, steps, expected, **hints):
    """(name, outcome, message, seconds) of `steps` steps of `module` with
    shard_torch's optimizer `ours` (the same batch each step): the losses
    and the final parameters as close to PyTorch's exact (f64) run of
    `theirs(parameters)` as PyTorch's own f32 run is (_close_to_exact,
    _parameter_distance). The collectives
    of the last step against `expected` (None: not checked); one traced
    program for all steps."""
    start = time.monotonic()
    where = ",".join(f"{axis}={size}" for axis, size in mesh.items())
    exact, reference, mine = (copy.deepcopy(module).double(),
                              copy.deepcopy(module), copy.deepcopy(module))
    wide = lambda t: t.double() if t.is_floating_point() else t  # noqa: E731
    exact_losses = _steps(exact, [wide(t) for t in inputs], wide(labels),
                          loss_fn, theirs(exact.parameters()), steps)
    torch_error = _distance(
        _steps(reference, inputs, labels, loss_fn,
               theirs(reference.parameters()), steps),
        reference, exact_losses, exact)
    losses = []
    with tempfile.TemporaryDirectory() as work:
        report = os.path.join(work, "run.json")
        for _ in range(steps):
            losses.append(shard_torch.train(
                mine, inputs, labels, loss_fn, mesh, optimizer=ours,
                args=["--json", report], **hints).item())
        with open(report) as f:
            communication = collectives(json.load(f)["communication"])
    error = _distance(losses, mine, exact_losses, exact)
    kind = type(ours).__name__
    message = (f"{name} {kind}, {steps} steps: {where} vs PyTorch in f64: "
               f"max rel error {error:.2e} (PyTorch in f32: "
               f"{torch_error:.2e}; losses and parameters); collectives "
               f"per step: {'; '.join(communication) or 'none'}; "
               f"{len(ours.programs)} program(s) traced")
    print(message)
    ok = (_close_to_exact(error, torch_error) and len(ours.programs) == 1 and
          (expected is None or communication == expected))
    if expected is not None and communication != expected:
        message += f" (expected: {'; '.join(expected) or 'none'})"
    return (f"{name} {kind} {where}", "passed" if ok else "failed", message,
            time.monotonic() - start)


def check_mixed_precision(name, module, batches, loss_fn, mesh, ours,
                          theirs, **hints):
    """(name, outcome, message, seconds) of a bf16 mixed-precision job
    (train_job(compute_dtype=torch.bfloat16)) against PyTorch eager doing
    the same by hand: the forward and backward on bf16 copies of the f32
    master weights and inputs, the loss in f32, `theirs` updating the
    masters. Every step's loss within 1e-3 relative: the two sum a bias's
    bf16 gradient in different orders, one bf16 rounding apart."""
    start = time.monotonic()
    where = ",".join(f"{axis}={size}" for axis, size in mesh.items())
    reference, mine = copy.deepcopy(module), copy.deepcopy(module)
    optimizer = theirs(reference.parameters())
    bf16 = lambda t: t.to(torch.bfloat16) if t.is_floating_point() else t  # noqa: E731
    want = []
    for inputs, labels in batches:
        optimizer.zero_grad()
        weights = {n: bf16(p) for n, p in reference.named_parameters()}
        out = torch.func.functional_call(reference, weights,
                                         tuple(map(bf16, inputs)))
        loss = loss_fn(out.float(), labels)
        loss.backward()
        optimizer.step()
        want.append(loss.item())
    got = shard_torch.train_job(mine, batches, loss_fn, mesh, optimizer=ours,
                                compute_dtype=torch.bfloat16, **hints)
    error = max(abs(a - b) / abs(b) for a, b in zip(got, want))
    dtypes = {p.dtype for p in mine.parameters()}
    message = (f"{name} bf16 mixed-precision job of {len(batches)} steps: "
               f"{where} vs PyTorch eager by hand: every step's loss within "
               f"{error:.2e}; master weights {sorted(map(str, dtypes))}")
    print(message)
    ok = len(got) == len(want) and error <= 1e-3 and dtypes == {torch.float32}
    return (f"{name} bf16 job {where}", "passed" if ok else "failed", message,
            time.monotonic() - start)


def check_job(name, module, batches, loss_fn, mesh, ours, theirs, **hints):
    """(name, outcome, message, seconds) of one shard_torch.train_job over
    `batches` (a different batch each step) against PyTorch eager's loop
    with `theirs(parameters)` on the same data from the same weights: every
    step's loss within 1e-4 relative of eager's, and the final parameters
    as close to PyTorch's exact (f64) run as eager's own f32 run is
    (_close_to_exact, _parameter_distance)."""
    start = time.monotonic()
    where = ",".join(f"{axis}={size}" for axis, size in mesh.items())
    exact, reference, mine = (copy.deepcopy(module).double(),
                              copy.deepcopy(module), copy.deepcopy(module))
    wide = lambda t: t.double() if t.is_floating_point() else t  # noqa: E731
    _eager_losses(exact, [(tuple(map(wide, x)), wide(y)) for x, y in batches],
                  loss_fn, theirs(exact.parameters()))
    want = _eager_losses(reference, batches, loss_fn,
                         theirs(reference.parameters()))
    got = shard_torch.train_job(mine, batches, loss_fn, mesh, optimizer=ours,
                                **hints)
    loss_error = max(abs(a - b) / abs(b) for a, b in zip(got, want))
    error = _parameter_distance(mine, exact)
    torch_error = _parameter_distance(reference, exact)
    message = (f"{name} {type(ours).__name__} job of {len(batches)} steps: "
               f"{where} vs PyTorch eager: every step's loss within "
               f"{loss_error:.2e}; final parameters {error:.2e} from PyTorch "
               f"in f64 (eager f32: {torch_error:.2e}); losses "
               f"{got[0]:.4f} -> {got[-1]:.4f}")
    print(message)
    ok = (len(got) == len(want) and loss_error <= 1e-4 and
          _close_to_exact(error, torch_error))
    return (f"{name} job {where}", "passed" if ok else "failed", message,
            time.monotonic() - start)
