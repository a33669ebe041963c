#!/usr/bin/env python3
"""Generates causal multi-head attention in linalg on tensors.

    bench/gen_attention.py --batch B --heads N --seq S [--backward]

The forward is attention as linalg writes it (and as the code generator
sees a GPT block's attention after partitioning): S = Q K^T, scaled and
masked from the indices, softmax (max, exp, sum, divide), O = P V, with
Q, K, V and O of shape [B, N, S, 64] in f32. With --backward the function
also takes dO and returns O, dQ, dK and dV: the backward as PyTorch's
autograd writes it (the form of an exported training step). The
benchmarks (bench/attention.py, bench/attention_backward.py) and the GPU
check's bundle (bench/gpu/prepare.py) run what this prints; it needs
nothing beyond Python.
"""
import argparse

D = 64


def attention_text(B, N, S):
    """Causal attention over [B, N, S, D] in linalg."""
    t = lambda *s: "tensor<" + "x".join(map(str, s)) + "xf32>"
    qkv, ss, rows = t(B, N, S, D), t(B, N, S, S), t(B, N, S)
    m4 = "affine_map<(b, h, i, j) -> (b, h, i, j)>"
    r4 = "affine_map<(b, h, i, j) -> (b, h, i)>"
    par4 = '["parallel", "parallel", "parallel", "parallel"]'
    red4 = '["parallel", "parallel", "parallel", "reduction"]'
    contract = '["parallel", "parallel", "parallel", "parallel", "reduction"]'
    return f"""func.func @attention(%q: {qkv}, %k: {qkv}, %v: {qkv}) -> {qkv} {{
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant {1 / D ** 0.5} : f32
  %se = tensor.empty() : {ss}
  %sz = linalg.fill ins(%zero : f32) outs(%se : {ss}) -> {ss}
  %s = linalg.generic {{indexing_maps = [affine_map<(b, h, i, j, t) -> (b, h, i, t)>, affine_map<(b, h, i, j, t) -> (b, h, j, t)>, affine_map<(b, h, i, j, t) -> (b, h, i, j)>], iterator_types = {contract}}}
      ins(%q, %k : {qkv}, {qkv}) outs(%sz : {ss}) {{
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  }} -> {ss}
  %le = tensor.empty() : {ss}
  %l = linalg.generic {{indexing_maps = [{m4}, {m4}], iterator_types = {par4}}}
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
  %max = linalg.generic {{indexing_maps = [{m4}, {r4}], iterator_types = {red4}}}
      ins(%l : {ss}) outs(%mi : {rows}) {{
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %o : f32
    linalg.yield %r : f32
  }} -> {rows}
  %ee = tensor.empty() : {ss}
  %e = linalg.generic {{indexing_maps = [{m4}, {r4}, {m4}], iterator_types = {par4}}}
      ins(%l, %max : {ss}, {rows}) outs(%ee : {ss}) {{
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  }} -> {ss}
  %sumz = linalg.fill ins(%zero : f32) outs(%re : {rows}) -> {rows}
  %sum = linalg.generic {{indexing_maps = [{m4}, {r4}], iterator_types = {red4}}}
      ins(%e : {ss}) outs(%sumz : {rows}) {{
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  }} -> {rows}
  %pe = tensor.empty() : {ss}
  %p = linalg.generic {{indexing_maps = [{m4}, {r4}, {m4}], iterator_types = {par4}}}
      ins(%e, %sum : {ss}, {rows}) outs(%pe : {ss}) {{
  ^bb0(%x: f32, %t: f32, %o: f32):
    %r = arith.divf %x, %t : f32
    linalg.yield %r : f32
  }} -> {ss}
  %oe = tensor.empty() : {qkv}
  %oz = linalg.fill ins(%zero : f32) outs(%oe : {qkv}) -> {qkv}
  %out = linalg.generic {{indexing_maps = [affine_map<(b, h, i, c, j) -> (b, h, i, j)>, affine_map<(b, h, i, c, j) -> (b, h, j, c)>, affine_map<(b, h, i, c, j) -> (b, h, i, c)>], iterator_types = {contract}}}
      ins(%p, %v : {ss}, {qkv}) outs(%oz : {qkv}) {{
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  }} -> {qkv}
  return %out : {qkv}
}}
"""


def training_text(B, N, S):
    """attention_text's forward, then its backward from dO, in linalg."""
    forward = attention_text(B, N, S)
    t = lambda *s: "tensor<" + "x".join(map(str, s)) + "xf32>"
    qkv, ss, rows = t(B, N, S, D), t(B, N, S, S), t(B, N, S)
    m4 = "affine_map<(b, h, i, j) -> (b, h, i, j)>"
    r4 = "affine_map<(b, h, i, j) -> (b, h, i)>"
    par4 = '["parallel", "parallel", "parallel", "parallel"]'
    red4 = '["parallel", "parallel", "parallel", "reduction"]'
    contract = '["parallel", "parallel", "parallel", "parallel", "reduction"]'

    def gemm(name, maps, a, at, b, bt, out):
        return f"""  {name}e = tensor.empty() : {out}
  {name}z = linalg.fill ins(%zero : f32) outs({name}e : {out}) -> {out}
  {name} = linalg.generic {{indexing_maps = [{maps}], iterator_types = {contract}}}
      ins({a}, {b} : {at}, {bt}) outs({name}z : {out}) {{
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  }} -> {out}
"""
    backward = (
        gemm("%dp", "affine_map<(b, h, i, j, c) -> (b, h, i, c)>, affine_map<(b, h, i, j, c) -> (b, h, j, c)>, affine_map<(b, h, i, j, c) -> (b, h, i, j)>",
             "%do", qkv, "%v", qkv, ss)
        + f"""  %te = tensor.empty() : {ss}
  %t = linalg.generic {{indexing_maps = [{m4}, {m4}, {m4}], iterator_types = {par4}}}
      ins(%dp, %p : {ss}, {ss}) outs(%te : {ss}) {{
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  }} -> {ss}
  %rz = linalg.fill ins(%zero : f32) outs(%re : {rows}) -> {rows}
  %rs = linalg.generic {{indexing_maps = [{m4}, {r4}], iterator_types = {red4}}}
      ins(%t : {ss}) outs(%rz : {rows}) {{
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  }} -> {rows}
  %dse = tensor.empty() : {ss}
  %ds = linalg.generic {{indexing_maps = [{m4}, {m4}, {r4}, {m4}], iterator_types = {par4}}}
      ins(%t, %p, %rs : {ss}, {ss}, {rows}) outs(%dse : {ss}) {{
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %future = arith.cmpi ugt, %j, %i : index
    %pr = arith.mulf %y, %z : f32
    %d = arith.subf %x, %pr : f32
    %g = arith.select %future, %zero, %d : f32
    %r = arith.mulf %g, %scale : f32
    linalg.yield %r : f32
  }} -> {ss}
"""
        + gemm("%dv", "affine_map<(b, h, j, c, i) -> (b, h, i, j)>, affine_map<(b, h, j, c, i) -> (b, h, i, c)>, affine_map<(b, h, j, c, i) -> (b, h, j, c)>",
               "%p", ss, "%do", qkv, qkv)
        + gemm("%dq", "affine_map<(b, h, i, c, j) -> (b, h, i, j)>, affine_map<(b, h, i, c, j) -> (b, h, j, c)>, affine_map<(b, h, i, c, j) -> (b, h, i, c)>",
               "%ds", ss, "%k", qkv, qkv)
        + gemm("%dk", "affine_map<(b, h, j, c, i) -> (b, h, i, j)>, affine_map<(b, h, j, c, i) -> (b, h, i, c)>, affine_map<(b, h, j, c, i) -> (b, h, j, c)>",
               "%ds", ss, "%q", qkv, qkv)
        + f"  return %out, %dq, %dk, %dv : {qkv}, {qkv}, {qkv}, {qkv}\n}}\n")
    head, _, _ = forward.rpartition("  return %out")
    head = head.replace(f"%v: {qkv}) -> {qkv} {{",
                        f"%v: {qkv}, %do: {qkv})\n    -> ({qkv}, {qkv}, {qkv}, {qkv}) {{")
    return head + backward


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--batch", type=int, required=True)
    parser.add_argument("--heads", type=int, required=True)
    parser.add_argument("--seq", type=int, required=True)
    parser.add_argument("--backward", action="store_true")
    args = parser.parse_args()
    text = training_text if args.backward else attention_text
    print(text(args.batch, args.heads, args.seq), end="")


if __name__ == "__main__":
    main()
