#!/usr/bin/env python3
"""Checks shard's outputs against upstream MLIR's own CPU lowering.

    oracle.py MODEL.mlir RUN_DIR --io-lib libshard_oracle_io.so
              [--reference DIR] [--expected DIR] [--tolerance T]

RUN_DIR is a `shard-run -o RUN_DIR` directory: inputs/input<i>.npy are the
inputs shard ran on and output<i>.npy what it produced. The oracle strips the
dist annotations (--dist-strip-annotations, the only shard code on this
path, with --dist-lift-globals for a model with ml_program globals: they
become the trailing inputs and outputs shard-run gives them) with
oracle-opt (OracleOpt.cpp: those passes alone, built beside the I/O
library and found there), wraps
the model's entry function in a main that loads the same inputs, lowers
everything with mlir-opt's upstream pipeline, runs it with mlir-runner (outputs in RUN_DIR/oracle) and compares each output:
max |shard - oracle| / max |oracle|. Non-finite values must be the same
(NaN where NaN, the same infinity) on both sides.

--reference DIR reuses the mlir-runner outputs of an earlier oracle run on
DIR instead of running again, after checking that RUN_DIR's inputs are DIR's
byte for byte (every mesh of a test runs on the same seeded inputs).
--expected DIR compares with DIR/output<i>.npy instead (PyTorch's outputs
for a model exported with its inputs).
"""
import argparse
import os
import re
import struct
import subprocess
import sys
import tempfile

LLVM_BIN = "/usr/lib/llvm-22/bin"
RUNNER_LIBS = ["/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so"]

# numpy descr -> (MLIR element type, oracle I/O suffix, struct format)
DTYPES = {
    "<f4": ("f32", "F32", "f"),
    "<f8": ("f64", "F64", "d"),
    "<f2": ("f16", "F16", "e"),
    "|V2": ("bf16", "BF16", None),
    "<i4": ("i32", "I32", "i"),
    "<i8": ("i64", "I64", "q"),
    "<i2": ("i16", "I16", "h"),
    "|i1": ("i8", "I8", "b"),
    "|b1": ("i1", "Bool", "?"),
}

LOWERING = [
    "--inline",
    # arith and math ops on whole tensors have no bufferization.
    "--convert-elementwise-to-linalg",
    "--canonicalize",
    "--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops",
    "--convert-linalg-to-loops",
    "--lower-affine",
    # math.clampf and math.ipowi/fpowi have no direct LLVM lowering.
    "--math-expand-ops",
    "--convert-math-to-funcs",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    # expand-strided-metadata makes affine.apply for subview offsets.
    "--lower-affine",
    "--finalize-memref-to-llvm",
    "--convert-math-to-llvm",
    "--convert-math-to-libm",
    "--convert-arith-to-llvm",
    "--convert-func-to-llvm",
    "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts",
]


def read_npy(path):
    """Returns (descr, shape, values as floats)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:6] != b"\x93NUMPY":
        raise ValueError(f"{path} is not a .npy file")
    major = data[6]
    if major == 1:
        (header_len,) = struct.unpack("<H", data[8:10])
        start = 10
    else:
        (header_len,) = struct.unpack("<I", data[8:12])
        start = 12
    header = data[start:start + header_len].decode("latin1")
    descr = re.search(r"'descr':\s*'([^']*)'", header).group(1)
    shape_text = re.search(r"'shape':\s*\(([^)]*)\)", header).group(1)
    shape = [int(x) for x in shape_text.split(",") if x.strip()]
    count = 1
    for d in shape:
        count *= d
    body = data[start + header_len:]
    if descr == "|V2":  # bfloat16: the upper half of an f32
        raw = struct.unpack(f"<{count}H", body[:2 * count])
        values = [struct.unpack("<f", struct.pack("<I", r << 16))[0] for r in raw]
    else:
        fmt = DTYPES[descr][2]
        size = struct.calcsize(fmt)
        values = list(struct.unpack(f"<{count}{fmt}", body[:size * count]))
    return descr, shape, values


def memref_type(descr, shape):
    element = DTYPES[descr][0]
    dims = "x".join(str(d) for d in shape)
    return f"memref<{dims}x{element}>" if shape else f"memref<{element}>"


def tensor_type(descr, shape):
    return memref_type(descr, shape).replace("memref", "tensor", 1)


def wrapper(entry, inputs, outputs):
    """MLIR for @oracle_main: load inputs, call the entry, store outputs."""
    lines = []
    suffixes = sorted({DTYPES[d][1] for d, _ in inputs + outputs})
    for s in suffixes:
        element = {v[1]: v[0] for v in DTYPES.values()}[s]
        for op in ("Load", "Store"):
            lines.append(f"  func.func private @shardOracle{op}{s}(memref<*x{element}>, i64)"
                         " attributes {llvm.emit_c_interface}")
    lines.append("  func.func @oracle_main() {")
    args = []
    for i, (descr, shape) in enumerate(inputs):
        m, t = memref_type(descr, shape), tensor_type(descr, shape)
        element = DTYPES[descr][0]
        lines += [
            f"    %a{i} = memref.alloc() : {m}",
            f"    %u{i} = memref.cast %a{i} : {m} to memref<*x{element}>",
            f"    %i{i} = arith.constant {i} : i64",
            f"    call @shardOracleLoad{DTYPES[descr][1]}(%u{i}, %i{i}) : (memref<*x{element}>, i64) -> ()",
            f"    %t{i} = bufferization.to_tensor %a{i} restrict : {m} to {t}",
        ]
        args.append(f"%t{i}")
    in_types = ", ".join(tensor_type(d, s) for d, s in inputs)
    out_types = ", ".join(tensor_type(d, s) for d, s in outputs)
    results = ", ".join(f"%r{i}" for i in range(len(outputs)))
    call = f"call @{entry}({', '.join(args)}) : ({in_types}) -> ({out_types})"
    lines.append(f"    {results} = {call}" if outputs else f"    {call}")
    for i, (descr, shape) in enumerate(outputs):
        m, t = memref_type(descr, shape), tensor_type(descr, shape)
        element = DTYPES[descr][0]
        lines += [
            f"    %m{i} = bufferization.to_buffer %r{i} : {t} to {m}",
            f"    %v{i} = memref.cast %m{i} : {m} to memref<*x{element}>",
            f"    %o{i} = arith.constant {i} : i64",
            f"    call @shardOracleStore{DTYPES[descr][1]}(%v{i}, %o{i}) : (memref<*x{element}>, i64) -> ()",
        ]
    lines += ["    return", "  }"]
    return "\n".join(lines) + "\n"


# linalg.softmax has no upstream lowering to loops; upstream's own
# decomposition (AggregatedOpInterface) runs first, through the transform
# interpreter.
DECOMPOSE_SOFTMAX = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.structured.decompose_interface %s : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"""


def compare(got, want):
    """(max abs error, max rel error); inf if non-finite values differ."""
    scale = max((abs(w) for w in want if w == w and abs(w) != float("inf")),
                default=0.0)
    err = 0.0
    for g, w in zip(got, want):
        finite_g = g == g and abs(g) != float("inf")
        finite_w = w == w and abs(w) != float("inf")
        if not (finite_g and finite_w):
            same = (g != g and w != w) or g == w
            if not same:
                return float("inf"), float("inf")
            continue
        err = max(err, abs(g - w))
    return err, err / scale if scale > 0 else err


def run(cmd, **kwargs):
    result = subprocess.run(cmd, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.stderr.write(result.stderr)
        raise SystemExit(f"oracle: {' '.join(cmd[:2])} ... failed ({result.returncode})")
    return result.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("model")
    parser.add_argument("run_dir")
    parser.add_argument("--io-lib", required=True)
    parser.add_argument("--entry")
    parser.add_argument("--tolerance", type=float, default=1e-5)
    parser.add_argument("--reference")
    parser.add_argument("--expected")
    args = parser.parse_args()

    def listed(pattern):
        files, i = [], 0
        while os.path.exists(pattern.format(i)):
            files.append(pattern.format(i))
            i += 1
        return files

    input_files = listed(os.path.join(args.run_dir, "inputs", "input{}.npy"))
    output_files = listed(os.path.join(args.run_dir, "output{}.npy"))
    if not output_files:
        raise SystemExit("oracle: the run directory has no outputs")
    if args.expected:
        return report("PyTorch", args.expected, output_files, args.tolerance)
    if args.reference:
        ref_inputs = listed(os.path.join(args.reference, "inputs", "input{}.npy"))
        same = len(ref_inputs) == len(input_files) and all(
            open(a, "rb").read() == open(b, "rb").read()
            for a, b in zip(input_files, ref_inputs))
        if not same:
            raise SystemExit(f"oracle: {args.run_dir} ran on other inputs than "
                             f"{args.reference}")
        return report("mlir-runner (upstream lowering)",
                      os.path.join(args.reference, "oracle"), output_files,
                      args.tolerance)

    # Mutable ml_program globals (torch-mlir's dropout seed) are state
    # shard-run passes in and out: the same trailing arguments and results
    # here (--dist-lift-globals; then upstream lowers the whole computation).
    lift = (["--inline", "--dist-lift-globals"]
            if "ml_program.global" in open(args.model).read() else [])
    opt = os.path.join(os.path.dirname(os.path.abspath(args.io_lib)), "oracle-opt")
    stripped = run([opt, args.model, *lift, "--dist-strip-annotations"])
    if "tosa." in stripped:
        stripped = run([f"{LLVM_BIN}/mlir-opt", "--tosa-to-linalg-pipeline"], input=stripped)
    entry = args.entry
    if not entry:
        names = re.findall(r"^\s*func\.func @([\w$.]+)\(", stripped, re.M)
        if len(names) != 1:
            raise SystemExit(f"oracle: name the entry among {names}")
        entry = names[0]
    # Only the entry and what it uses: a harness around the model (timers,
    # prints, globals) is not the oracle's to run.
    stripped = run([f"{LLVM_BIN}/mlir-opt", f"--symbol-privatize=exclude={entry}",
                    "--symbol-dce"], input=stripped)

    inputs = [read_npy(f)[:2] for f in input_files]
    outputs = [read_npy(f)[:2] for f in output_files]
    # The wrapper goes at the end of the module, before any resource section
    # (`{-# dialect_resources ... #-}`, where dense_resource blobs live).
    body, resources = stripped, ""
    if "\n{-#" in stripped:
        cut = stripped.index("\n{-#")
        body, resources = stripped[:cut], stripped[cut:]
    module = (body[:body.rstrip().rfind("}")] + wrapper(entry, inputs, outputs) +
              "}\n" + resources)

    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, "oracle.mlir")
        with open(source, "w") as f:
            f.write(module)
        if "linalg.softmax" in module:
            library = os.path.join(tmp, "decompose.mlir")
            with open(library, "w") as f:
                f.write(DECOMPOSE_SOFTMAX)
            run([f"{LLVM_BIN}/mlir-opt", source, "-o", source,
                 f"--transform-preload-library=transform-library-paths={library}",
                 "--transform-interpreter"])
        lowered = run([f"{LLVM_BIN}/mlir-opt", source] + LOWERING)
        env = dict(os.environ, SHARD_ORACLE_DIR=os.path.abspath(args.run_dir))
        # -O0: LLVM's optimizer is nearly all of mlir-runner's time on the
        # test programs (GPT-2's export: 19 s at -O2, 1.8 s at -O0), which
        # then run for milliseconds; it changes no result (no fast-math).
        run([f"{LLVM_BIN}/mlir-runner", "-e", "oracle_main", "-entry-point-result=void",
             "-O0"] + [f"-shared-libs={lib}" for lib in [args.io_lib] + RUNNER_LIBS],
            input=lowered, env=env)

    return report("mlir-runner (upstream lowering)",
                  os.path.join(args.run_dir, "oracle"), output_files,
                  args.tolerance)


def report(what, want_dir, output_files, tolerance):
    """Compares each output with want_dir/output<i>.npy; 0 if all pass."""
    print(f"oracle: against {what}")
    print(f"  {'output':<6} {'shape':<16} {'max abs err':<12} {'max rel err':<12} result")
    ok = True
    for i, path in enumerate(output_files):
        _, shape, got = read_npy(path)
        _, want_shape, want = read_npy(os.path.join(want_dir, f"output{i}.npy"))
        if want_shape != shape:
            raise SystemExit(f"oracle: output {i} has shape {shape}, expected {want_shape}")
        err, rel = compare(got, want)
        good = rel <= tolerance
        ok &= good
        dims = "x".join(map(str, shape)) or "scalar"
        print(f"  {i:<6} {dims:<16} {err:<12.3e} {rel:<12.3e} {'ok' if good else 'FAIL'}")
    print("oracle passed" if ok else "oracle FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
