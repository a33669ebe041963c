#!/usr/bin/env python3
"""Generates causal multi-head attention in linalg on tensors.

    bench/gen_attention.py --batch B --heads N --seq S [--backward]
                           [--dtype f32|bf16]

The forward is attention as linalg writes it (and as the code generator
sees a GPT block's attention after partitioning): S = Q K^T, scaled and
masked from the indices, softmax (max, exp, sum, divide), O = P V, with
Q, K, V and O of shape [B, N, S, 64]. With --backward the function also
takes dO and returns O, dQ, dK and dV: the backward as PyTorch's autograd
writes it (the form of an exported training step).

In f32 every tensor is f32. In bf16 it is Llama's mixed-precision form
(test/e2e/models/llama-train-bf16.mlir): Q, K, V and dO in bf16, every
GEMM accumulating in f32, the softmax in f32, P rounded to bf16 apart for
P V and dV (the softmax's backward reads the exact P), dS rounded to bf16
for dQ and dK, and O, dQ, dK and dV rounded to bf16 as soon as their GEMM
makes them. The benchmarks (bench/attention.py,
bench/attention_backward.py) and the GPU check's bundle
(bench/gpu/prepare.py) run what this prints; it needs nothing beyond
Python.
"""
import argparse

D = 64

M4 = "affine_map<(b, h, i, j) -> (b, h, i, j)>"
R4 = "affine_map<(b, h, i, j) -> (b, h, i)>"
PAR4 = '["parallel", "parallel", "parallel", "parallel"]'
RED4 = '["parallel", "parallel", "parallel", "reduction"]'
CONTRACT = '["parallel", "parallel", "parallel", "parallel", "reduction"]'


def tensor(dtype, *shape):
    return "tensor<" + "x".join(map(str, shape)) + f"x{dtype}>"


def gemm(name, maps, a, at, b, bt, out, dtype):
    """name = a b over `maps` into f32 `out` from zeros: operands of
    `dtype`, widened to f32 where they are 16-bit."""
    if dtype == "f32":
        body = """  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
"""
    else:
        body = f"""  ^bb0(%a: {dtype}, %b: {dtype}, %o: f32):
    %a32 = arith.extf %a : {dtype} to f32
    %b32 = arith.extf %b : {dtype} to f32
    %m = arith.mulf %a32, %b32 : f32
"""
    return f"""  {name}e = tensor.empty() : {out}
  {name}z = linalg.fill ins(%zero : f32) outs({name}e : {out}) -> {out}
  {name} = linalg.generic {{indexing_maps = [{maps}], iterator_types = {CONTRACT}}}
      ins({a}, {b} : {at}, {bt}) outs({name}z : {out}) {{
{body}    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  }} -> {out}
"""


def rounded(name, value, shape, dtype):
    """name = value (f32, of `shape`) rounded to `dtype`."""
    f32, narrow = tensor("f32", *shape), tensor(dtype, *shape)
    maps = ", ".join(["affine_map<(b, h, i, j) -> (b, h, i, j)>"] * 2)
    return f"""  {name}e = tensor.empty() : {narrow}
  {name} = linalg.generic {{indexing_maps = [{maps}], iterator_types = {PAR4}}}
      ins({value} : {f32}) outs({name}e : {narrow}) {{
  ^bb0(%x: f32, %o: {dtype}):
    %r = arith.truncf %x : f32 to {dtype}
    linalg.yield %r : {dtype}
  }} -> {narrow}
"""


def forward_text(B, N, S, dtype):
    """The forward's ops up to O (%out, f32) from %q, %k, %v and P (%p,
    f32; %pv, what P V reads)."""
    qkv, ss, rows = tensor(dtype, B, N, S, D), tensor("f32", B, N, S, S), tensor("f32", B, N, S)
    o32 = tensor("f32", B, N, S, D)
    text = (
        f"""  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant {1 / D ** 0.5} : f32
"""
        + gemm("%s", "affine_map<(b, h, i, j, t) -> (b, h, i, t)>, affine_map<(b, h, i, j, t) -> (b, h, j, t)>, affine_map<(b, h, i, j, t) -> (b, h, i, j)>",
               "%q", qkv, "%k", qkv, ss, dtype)
        + f"""  %le = tensor.empty() : {ss}
  %l = linalg.generic {{indexing_maps = [{M4}, {M4}], iterator_types = {PAR4}}}
      ins(%s : {ss}) outs(%le : {ss}) {{
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %future = arith.cmpi ugt, %j, %i : index
    %scaled = arith.mulf %x, %scale : f32
    %r = arith.select %future, %ninf, %scaled : f32
    linalg.yield %r : f32
  }} -> {ss}
  %re = tensor.empty() : {rows}
  %mi = linalg.fill ins(%ninf : f32) outs(%re : {rows}) -> {rows}
  %max = linalg.generic {{indexing_maps = [{M4}, {R4}], iterator_types = {RED4}}}
      ins(%l : {ss}) outs(%mi : {rows}) {{
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %o : f32
    linalg.yield %r : f32
  }} -> {rows}
  %ee = tensor.empty() : {ss}
  %e = linalg.generic {{indexing_maps = [{M4}, {R4}, {M4}], iterator_types = {PAR4}}}
      ins(%l, %max : {ss}, {rows}) outs(%ee : {ss}) {{
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  }} -> {ss}
  %sumz = linalg.fill ins(%zero : f32) outs(%re : {rows}) -> {rows}
  %sum = linalg.generic {{indexing_maps = [{M4}, {R4}], iterator_types = {RED4}}}
      ins(%e : {ss}) outs(%sumz : {rows}) {{
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  }} -> {rows}
  %pe = tensor.empty() : {ss}
  %p = linalg.generic {{indexing_maps = [{M4}, {R4}, {M4}], iterator_types = {PAR4}}}
      ins(%e, %sum : {ss}, {rows}) outs(%pe : {ss}) {{
  ^bb0(%x: f32, %t: f32, %o: f32):
    %r = arith.divf %x, %t : f32
    linalg.yield %r : f32
  }} -> {ss}
""")
    pv, pvType = "%p", ss
    if dtype != "f32":
        text += rounded("%pb", "%p", (B, N, S, S), dtype)
        pv, pvType = "%pb", tensor(dtype, B, N, S, S)
    text += gemm("%out", "affine_map<(b, h, i, c, j) -> (b, h, i, j)>, affine_map<(b, h, i, c, j) -> (b, h, j, c)>, affine_map<(b, h, i, c, j) -> (b, h, i, c)>",
                 pv, pvType, "%v", qkv, o32, dtype)
    return text, pv, pvType


def result(name, shape, dtype):
    """What the function returns for the f32 `name`, and its type."""
    if dtype == "f32":
        return "", name, tensor("f32", *shape)
    return rounded(name + "b", name, shape, dtype), name + "b", tensor(dtype, *shape)


def attention_text(B, N, S, dtype="f32"):
    """Causal attention over [B, N, S, D] in linalg."""
    qkv = tensor(dtype, B, N, S, D)
    body, _, _ = forward_text(B, N, S, dtype)
    rounding, out, outType = result("%out", (B, N, S, D), dtype)
    return (f"func.func @attention(%q: {qkv}, %k: {qkv}, %v: {qkv}) -> {outType} {{\n"
            + body + rounding + f"  return {out} : {outType}\n}}\n")


def training_text(B, N, S, dtype="f32"):
    """attention_text's forward, then its backward from dO, in linalg."""
    qkv, ss, rows = tensor(dtype, B, N, S, D), tensor("f32", B, N, S, S), tensor("f32", B, N, S)
    body, pv, pvType = forward_text(B, N, S, dtype)
    dsType = tensor(dtype, B, N, S, S)
    g32 = tensor("f32", B, N, S, D)
    store = "" if dtype == "f32" else f"    %rr = arith.truncf %r : f32 to {dtype}\n"
    dsYield = "%r" if dtype == "f32" else "%rr"
    body += (
        gemm("%dp", "affine_map<(b, h, i, j, c) -> (b, h, i, c)>, affine_map<(b, h, i, j, c) -> (b, h, j, c)>, affine_map<(b, h, i, j, c) -> (b, h, i, j)>",
             "%do", qkv, "%v", qkv, ss, dtype)
        + f"""  %te = tensor.empty() : {ss}
  %t = linalg.generic {{indexing_maps = [{M4}, {M4}, {M4}], iterator_types = {PAR4}}}
      ins(%dp, %p : {ss}, {ss}) outs(%te : {ss}) {{
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  }} -> {ss}
  %rz = linalg.fill ins(%zero : f32) outs(%re : {rows}) -> {rows}
  %rs = linalg.generic {{indexing_maps = [{M4}, {R4}], iterator_types = {RED4}}}
      ins(%t : {ss}) outs(%rz : {rows}) {{
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  }} -> {rows}
  %dse = tensor.empty() : {dsType}
  %ds = linalg.generic {{indexing_maps = [{M4}, {M4}, {R4}, {M4}], iterator_types = {PAR4}}}
      ins(%t, %p, %rs : {ss}, {ss}, {rows}) outs(%dse : {dsType}) {{
  ^bb0(%x: f32, %y: f32, %z: f32, %o: {dtype}):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %future = arith.cmpi ugt, %j, %i : index
    %pr = arith.mulf %y, %z : f32
    %d = arith.subf %x, %pr : f32
    %g = arith.select %future, %zero, %d : f32
    %r = arith.mulf %g, %scale : f32
{store}    linalg.yield {dsYield} : {dtype}
  }} -> {dsType}
""")
    returned = []
    for name, maps, a, at, b in [
            ("%dv", "affine_map<(b, h, j, c, i) -> (b, h, i, j)>, affine_map<(b, h, j, c, i) -> (b, h, i, c)>, affine_map<(b, h, j, c, i) -> (b, h, j, c)>",
             pv, pvType, "%do"),
            ("%dq", "affine_map<(b, h, i, c, j) -> (b, h, i, j)>, affine_map<(b, h, i, c, j) -> (b, h, j, c)>, affine_map<(b, h, i, c, j) -> (b, h, i, c)>",
             "%ds", dsType, "%k"),
            ("%dk", "affine_map<(b, h, j, c, i) -> (b, h, i, j)>, affine_map<(b, h, j, c, i) -> (b, h, i, c)>, affine_map<(b, h, j, c, i) -> (b, h, j, c)>",
             "%ds", dsType, "%q")]:
        rounding, value, valueType = result(name, (B, N, S, D), dtype)
        body += gemm(name, maps, a, at, b, qkv, g32, dtype) + rounding
        returned.append((name, value, valueType))
    outRounding, out, outType = result("%out", (B, N, S, D), dtype)
    order = {n: (v, vt) for n, v, vt in returned}
    values = [out] + [order[n][0] for n in ("%dq", "%dk", "%dv")]
    types = [outType] + [order[n][1] for n in ("%dq", "%dk", "%dv")]
    head = (f"func.func @attention(%q: {qkv}, %k: {qkv}, %v: {qkv}, %do: {qkv})\n"
            f"    -> ({', '.join(types)}) {{\n")
    return (head + body + outRounding
            + f"  return {', '.join(values)} : {', '.join(types)}\n}}\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--batch", type=int, required=True)
    parser.add_argument("--heads", type=int, required=True)
    parser.add_argument("--seq", type=int, required=True)
    parser.add_argument("--backward", action="store_true")
    parser.add_argument("--dtype", choices=["f32", "bf16"], default="f32")
    args = parser.parse_args()
    text = training_text if args.backward else attention_text
    print(text(args.batch, args.heads, args.seq, args.dtype), end="")


if __name__ == "__main__":
    main()
