#!/usr/bin/env python3
"""Generates an L-layer GPT stack in linalg on tensors.

    gen_gpt.py [--layers L] [--batch B] [--seq S] [--hidden H] [--heads N]
               [--kv-heads K] [--ffn F] [--mlp gelu|swiglu]
               [--norm layernorm|rmsnorm] [--annotate none|tp|dp-tp|sp]
               [--vocab V] [--dtype f32|bf16|f16] > model.mlir

Each layer is a pre-norm transformer block: layernorm, causal multi-head
attention (Q, K, V projections, heads split with expand_shape, masked
softmax, output projection), residual, layernorm, GELU MLP, residual. All in
one function (no calls), so that every partitioner sees the whole program.

--kv-heads K makes the attention grouped-query (Llama 2 70B, Llama 3):
K key/value heads, each read by N/K query heads, without copies (the
query is [B, S, K, N/K, D]). --mlp swiglu makes the MLP Llama's,
(silu(x W1) * x W3) W2 without biases; --norm rmsnorm makes the norms
RMSNorm (a gain, no bias).

--dtype bf16|f16 writes every tensor and scalar in that type (for the
planner's models of large runs; the programs that run are f32).

--heads-as-dims keeps heads as separate weight dims (Q/K/V weights
[H, N, D], output projection [N, D, H]) instead of reshaping [.., H] to
[.., N, D]: the same model without reshapes, which upstream MLIR's shard
partitioner needs. --annotate upstream annotates that form for upstream's
`shard` dialect (tensor parallelism on a 1-D grid) instead of `dist`.

--vocab V makes it a language model as Megatron-LM's GPT: the first
argument is token ids [B, S] (i64), looked up in a token embedding [V, H]
plus a learned position embedding [S, H]; after the stack a final
layernorm and the LM head [V, H] give logits [B, S, V]. The head is a
weight of its own: Megatron-LM ties it to the token embedding, which the
planner's layout cannot yet split over the vocabulary (it splits an
untied head), and the computation is the same. Only with --annotate none.

--annotate adds dist shardings for Megatron-style tensor parallelism: Q/K/V
and the first MLP weight split by columns over "tp", the output projection
and the second MLP weight split by rows; with dp-tp the batch is split over
"dp" as well; with sp (sequence parallelism) the activations entering and
leaving the stack are split on the sequence dim over "tp" too.
"""
import argparse


class Builder:
    def __init__(self):
        self.lines = []
        self.counter = 0

    def fresh(self, prefix="v"):
        self.counter += 1
        return f"%{prefix}{self.counter}"

    def emit(self, text):
        self.lines.append("  " + text)


def tensor(shape):
    return "tensor<" + "x".join(str(d) for d in shape) + "xf32>"


def dims(n):
    return ", ".join(f"d{i}" for i in range(n))


def generic(b, ins, out_shape, maps, iterators, body, init=None):
    """Emits a linalg.generic; `body` maps block argument names to lines."""
    rank = len(iterators)
    result = b.fresh()
    if init is None:
        init = b.fresh("e")
        b.emit(f"{init} = tensor.empty() : {tensor(out_shape)}")
    map_text = ", ".join(f"affine_map<({dims(rank)}) -> ({m})>" for m in maps)
    its = ", ".join(f'"{i}"' for i in iterators)
    in_vals = ", ".join(v for v, _ in ins)
    in_types = ", ".join(tensor(s) for _, s in ins)
    args = [f"%a{i}: f32" for i in range(len(ins))] + ["%o: f32"]
    b.emit(f"{result} = linalg.generic {{indexing_maps = [{map_text}], iterator_types = [{its}]}}")
    b.emit(f"    ins({in_vals} : {in_types}) outs({init} : {tensor(out_shape)}) {{")
    b.emit(f"^bb0({', '.join(args)}):")
    for line in body:
        b.emit("  " + line)
    b.emit(f"}} -> {tensor(out_shape)}")
    return result


def fill(b, shape, value):
    e = b.fresh("e")
    r = b.fresh()
    b.emit(f"{e} = tensor.empty() : {tensor(shape)}")
    b.emit(f"{r} = linalg.fill ins({value} : f32) outs({e} : {tensor(shape)}) -> {tensor(shape)}")
    return r


def contraction(b, x, xs, w, ws, out_shape, x_map, w_map, o_map, iterators):
    init = fill(b, out_shape, "%zero")
    return generic(b, [(x, xs), (w, ws)], out_shape, [x_map, w_map, o_map], iterators,
                   ["%m = arith.mulf %a0, %a1 : f32", "%r = arith.addf %o, %m : f32",
                    "linalg.yield %r : f32"], init=init)


def layernorm(b, x, g, bias, B, S, H):
    x3 = (B, S, H)
    sums = fill(b, (B, S), "%zero")
    total = generic(b, [(x, x3)], (B, S), ["d0, d1, d2", "d0, d1"],
                    ["parallel", "parallel", "reduction"],
                    ["%r = arith.addf %a0, %o : f32", "linalg.yield %r : f32"], init=sums)
    squares = fill(b, (B, S), "%zero")
    sq = generic(b, [(x, x3), (total, (B, S))], (B, S), ["d0, d1, d2", "d0, d1", "d0, d1"],
                 ["parallel", "parallel", "reduction"],
                 ["%m = arith.divf %a1, %hidden : f32", "%d = arith.subf %a0, %m : f32",
                  "%d2 = arith.mulf %d, %d : f32", "%r = arith.addf %d2, %o : f32",
                  "linalg.yield %r : f32"], init=squares)
    return generic(b, [(x, x3), (total, (B, S)), (sq, (B, S)), (g, (H,)), (bias, (H,))], x3,
                   ["d0, d1, d2", "d0, d1", "d0, d1", "d2", "d2", "d0, d1, d2"],
                   ["parallel"] * 3,
                   ["%m = arith.divf %a1, %hidden : f32", "%var = arith.divf %a2, %hidden : f32",
                    "%ve = arith.addf %var, %eps : f32", "%inv = math.rsqrt %ve : f32",
                    "%d = arith.subf %a0, %m : f32", "%n = arith.mulf %d, %inv : f32",
                    "%s = arith.mulf %n, %a3 : f32", "%r = arith.addf %s, %a4 : f32",
                    "linalg.yield %r : f32"])


def ids_type(shape):
    return "tensor<" + "x".join(str(d) for d in shape) + "xi64>"


def embed(b, B, S, H, V):
    """Token embedding of %ids plus the position embedding: [B, S, H]. The
    lookup and the addition are two ops, as torch-mlir writes them: the
    lookup's table can then be split over its vocabulary (Megatron's
    vocabulary-parallel embedding, one all-reduce of the rows looked up)."""
    tok = b.fresh()
    init = b.fresh("e")
    x3 = (B, S, H)
    b.emit(f"{init} = tensor.empty() : {tensor(x3)}")
    b.emit(f"{tok} = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, "
           f"affine_map<(d0, d1, d2) -> (d0, d1, d2)>], "
           f'iterator_types = ["parallel", "parallel", "parallel"]}}')
    b.emit(f"    ins(%ids : {ids_type((B, S))}) outs({init} : {tensor(x3)}) {{")
    b.emit("^bb0(%id: i64, %o: f32):")
    b.emit("  %row = arith.index_cast %id : i64 to index")
    b.emit("  %col = linalg.index 2 : index")
    b.emit("  %t = tensor.extract %wte[%row, %col] : " + tensor((V, H)))
    b.emit("  linalg.yield %t : f32")
    b.emit(f"}} -> {tensor(x3)}")
    return generic(b, [(tok, x3), ("%wpe", (S, H))], x3,
                   ["d0, d1, d2", "d1, d2", "d0, d1, d2"], ["parallel"] * 3,
                   ["%r = arith.addf %a0, %a1 : f32", "linalg.yield %r : f32"])


def rmsnorm(b, x, g, B, S, H):
    x3 = (B, S, H)
    squares = fill(b, (B, S), "%zero")
    sq = generic(b, [(x, x3)], (B, S), ["d0, d1, d2", "d0, d1"],
                 ["parallel", "parallel", "reduction"],
                 ["%d2 = arith.mulf %a0, %a0 : f32", "%r = arith.addf %d2, %o : f32",
                  "linalg.yield %r : f32"], init=squares)
    return generic(b, [(x, x3), (sq, (B, S)), (g, (H,))], x3,
                   ["d0, d1, d2", "d0, d1", "d2", "d0, d1, d2"], ["parallel"] * 3,
                   ["%ms = arith.divf %a1, %hidden : f32", "%ve = arith.addf %ms, %eps : f32",
                    "%inv = math.rsqrt %ve : f32", "%n = arith.mulf %a0, %inv : f32",
                    "%r = arith.mulf %n, %a2 : f32", "linalg.yield %r : f32"])


def norm(b, x, p, which, B, S, H, rms):
    if rms:
        return rmsnorm(b, x, p[which + "g"], B, S, H)
    return layernorm(b, x, p[which + "g"], p[which + "b"], B, S, H)


def maps(*dims_lists):
    """Affine map results naming loop dims by their indices."""
    return [", ".join(f"d{i}" for i in dl) for dl in dims_lists]


def attention(b, q, k, v, B, S, heads, D):
    """Causal softmax attention of q [B, S, *heads, D] over k and v
    [B, S, heads[0], D]: one head dim, or (kv heads, group) for grouped
    queries, each group reading its kv head's keys and values. Returns
    [B, S, *heads, D]."""
    r = len(heads)
    s_shape = (B, *heads, S, S)
    rank = r + 3
    hd = list(range(1, r + 1))
    i, j, d = r + 1, r + 2, r + 3
    scores = contraction(b, q, (B, S, *heads, D), k, (B, S, heads[0], D), s_shape,
                         *maps([0, i, *hd, d], [0, j, 1, d], [0, *hd, i, j]),
                         ["parallel"] * rank + ["reduction"])
    full = ", ".join(f"d{x}" for x in range(rank))
    rows = ", ".join(f"d{x}" for x in range(rank - 1))
    masked = generic(b, [(scores, s_shape)], s_shape, [full] * 2, ["parallel"] * rank,
                     [f"%i = linalg.index {i} : index", f"%j = linalg.index {j} : index",
                      "%f = arith.cmpi ugt, %j, %i : index", "%s = arith.mulf %a0, %scale : f32",
                      "%r = arith.select %f, %ninf, %s : f32", "linalg.yield %r : f32"])
    row_shape = s_shape[:-1]
    maxes = fill(b, row_shape, "%ninf")
    mx = generic(b, [(masked, s_shape)], row_shape, [full, rows],
                 ["parallel"] * (rank - 1) + ["reduction"],
                 ["%r = arith.maximumf %a0, %o : f32", "linalg.yield %r : f32"], init=maxes)
    ex = generic(b, [(masked, s_shape), (mx, row_shape)], s_shape, [full, rows, full],
                 ["parallel"] * rank,
                 ["%d = arith.subf %a0, %a1 : f32", "%r = math.exp %d : f32", "linalg.yield %r : f32"])
    sums = fill(b, row_shape, "%zero")
    den = generic(b, [(ex, s_shape)], row_shape, [full, rows],
                  ["parallel"] * (rank - 1) + ["reduction"],
                  ["%r = arith.addf %a0, %o : f32", "linalg.yield %r : f32"], init=sums)
    probs = generic(b, [(ex, s_shape), (den, row_shape)], s_shape, [full, rows, full],
                    ["parallel"] * rank,
                    ["%r = arith.divf %a0, %a1 : f32", "linalg.yield %r : f32"])
    # Loops: batch, heads, query, head element, then the keys reduced.
    i, e, j = r + 1, r + 2, r + 3
    return contraction(b, probs, s_shape, v, (B, S, heads[0], D), (B, S, *heads, D),
                       *maps([0, *hd, i, j], [0, j, 1, e], [0, i, *hd, e]),
                       ["parallel"] * rank + ["reduction"])


def project_heads(b, h, w, B, S, H, heads, D):
    """h [B, S, H] times w [H, prod(heads) * D], split into [B, S, *heads, D]."""
    width = D
    for n in heads:
        width *= n
    y = contraction(b, h, (B, S, H), w, (H, width), (B, S, width), "d0, d1, d3", "d3, d2",
                    "d0, d1, d2", ["parallel", "parallel", "parallel", "reduction"])
    out = (B, S, *heads, D)
    split = b.fresh()
    inner = ", ".join(str(x) for x in range(2, 3 + len(heads)))
    b.emit(f"{split} = tensor.expand_shape {y} [[0], [1], [{inner}]] output_shape "
           f"[{', '.join(str(x) for x in out)}] : {tensor((B, S, width))} into {tensor(out)}")
    return split


def mlp(b, h2, p, B, S, H, F, swiglu):
    """The MLP's output before its bias: GELU(h2 w1 + b1) w2, or SwiGLU's
    (silu(h2 w1) * h2 w3) w2."""
    x3, f3 = (B, S, H), (B, S, F)
    row = ["parallel", "parallel", "parallel", "reduction"]
    m1 = contraction(b, h2, x3, p["w1"], (H, F), f3, "d0, d1, d3", "d3, d2", "d0, d1, d2", row)
    if swiglu:
        up = contraction(b, h2, x3, p["w3"], (H, F), f3, "d0, d1, d3", "d3, d2", "d0, d1, d2", row)
        g = generic(b, [(m1, f3), (up, f3)], f3, ["d0, d1, d2"] * 3, ["parallel"] * 3,
                    ["%n = arith.negf %a0 : f32", "%e = math.exp %n : f32",
                     "%p = arith.addf %e, %one : f32", "%s = arith.divf %a0, %p : f32",
                     "%r = arith.mulf %s, %a1 : f32", "linalg.yield %r : f32"])
    else:
        g = generic(b, [(m1, f3), (p["b1"], (F,))], f3, ["d0, d1, d2", "d2", "d0, d1, d2"],
                    ["parallel"] * 3,
                    ["%u = arith.addf %a0, %a1 : f32", "%s = arith.mulf %u, %rsqrt2 : f32",
                     "%e = math.erf %s : f32", "%p = arith.addf %e, %one : f32",
                     "%h = arith.mulf %u, %half : f32", "%r = arith.mulf %h, %p : f32",
                     "linalg.yield %r : f32"])
    return contraction(b, g, f3, p["w2"], (F, H), x3, "d0, d1, d3", "d3, d2", "d0, d1, d2", row)


def block(b, x, p, B, S, H, N, F, heads_as_dims, kv, swiglu, rms):
    D = H // N
    x3 = (B, S, H)
    q4 = (B, S, N, D)
    h = norm(b, x, p, "ln1", B, S, H, rms)
    if kv != N:
        q = project_heads(b, h, p["wq"], B, S, H, (kv, N // kv), D)
        k = project_heads(b, h, p["wk"], B, S, H, (kv,), D)
        v = project_heads(b, h, p["wv"], B, S, H, (kv,), D)
        o = attention(b, q, k, v, B, S, (kv, N // kv), D)
        o3 = b.fresh()
        b.emit(f"{o3} = tensor.collapse_shape {o} [[0], [1], [2, 3, 4]] : "
               f"{tensor((B, S, kv, N // kv, D))} into {tensor(x3)}")
        return finish_block(b, x, o3, p, B, S, H, F, swiglu, rms)
    proj = {}
    for name in ("wq", "wk", "wv"):
        if heads_as_dims:
            proj[name] = contraction(b, h, x3, p[name], (H, N, D), q4, "d0, d1, d4",
                                     "d4, d2, d3", "d0, d1, d2, d3",
                                     ["parallel"] * 4 + ["reduction"])
            continue
        proj[name] = project_heads(b, h, p[name], B, S, H, (N,), D)
    o4 = attention(b, proj["wq"], proj["wk"], proj["wv"], B, S, (N,), D)
    if heads_as_dims:
        attn = contraction(b, o4, q4, p["wo"], (N, D, H), x3, "d0, d1, d3, d4", "d3, d4, d2",
                           "d0, d1, d2", ["parallel"] * 3 + ["reduction"] * 2)
    else:
        o3 = b.fresh()
        b.emit(f"{o3} = tensor.collapse_shape {o4} [[0], [1], [2, 3]] : {tensor(q4)} into {tensor(x3)}")
        attn = contraction(b, o3, x3, p["wo"], (H, H), x3, "d0, d1, d3", "d3, d2", "d0, d1, d2",
                           ["parallel", "parallel", "parallel", "reduction"])
    return finish_block(b, x, attn, p, B, S, H, F, swiglu, rms, projected=True)


def finish_block(b, x, attn_in, p, B, S, H, F, swiglu, rms, projected=False):
    """The output projection (unless the caller `projected` it already),
    the residual, the second norm, the MLP and its residual."""
    x3 = (B, S, H)
    attn = attn_in
    if not projected:
        attn = contraction(b, attn_in, x3, p["wo"], (H, H), x3, "d0, d1, d3", "d3, d2",
                           "d0, d1, d2", ["parallel", "parallel", "parallel", "reduction"])
    x2 = generic(b, [(x, x3), (attn, x3)], x3, ["d0, d1, d2"] * 3, ["parallel"] * 3,
                 ["%r = arith.addf %a0, %a1 : f32", "linalg.yield %r : f32"])
    h2 = norm(b, x2, p, "ln2", B, S, H, rms)
    m = mlp(b, h2, p, B, S, H, F, swiglu)
    if swiglu:
        return generic(b, [(x2, x3), (m, x3)], x3, ["d0, d1, d2"] * 3, ["parallel"] * 3,
                       ["%r = arith.addf %a0, %a1 : f32", "linalg.yield %r : f32"])
    return generic(b, [(x2, x3), (m, x3), (p["b2"], (H,))], x3,
                   ["d0, d1, d2", "d0, d1, d2", "d2", "d0, d1, d2"], ["parallel"] * 3,
                   ["%u = arith.addf %a0, %a1 : f32", "%r = arith.addf %u, %a2 : f32",
                    "linalg.yield %r : f32"])

def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=1)
    parser.add_argument("--batch", type=int, default=2)
    parser.add_argument("--seq", type=int, default=16)
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--ffn", type=int, default=256)
    parser.add_argument("--annotate", choices=["none", "tp", "dp-tp", "sp", "upstream"],
                        default="none")
    parser.add_argument("--heads-as-dims", action="store_true")
    parser.add_argument("--vocab", type=int, default=0,
                        help="token ids in, logits out (see above); 0: hidden states")
    parser.add_argument("--kv-heads", type=int, default=0,
                        help="grouped-query attention with this many key/value "
                        "heads (0: as many as --heads)")
    parser.add_argument("--mlp", choices=["gelu", "swiglu"], default="gelu")
    parser.add_argument("--norm", choices=["layernorm", "rmsnorm"], default="layernorm")
    parser.add_argument("--dtype", choices=["f32", "bf16", "f16"], default="f32",
                        help="element type of every tensor and scalar (the "
                        "planner's models; only f32 runs end to end)")
    a = parser.parse_args()
    B, S, H, N, F = a.batch, a.seq, a.hidden, a.heads, a.ffn
    if H % N:
        parser.error("--hidden must be a multiple of --heads")
    V = a.vocab
    if V and (a.annotate != "none" or a.heads_as_dims):
        parser.error("--vocab goes with --annotate none and without --heads-as-dims")
    K = a.kv_heads or N
    if N % K:
        parser.error("--heads must be a multiple of --kv-heads")
    if K != N and (a.heads_as_dims or a.annotate == "upstream"):
        parser.error("--kv-heads goes without --heads-as-dims")
    swiglu, rms = a.mlp == "swiglu", a.norm == "rmsnorm"

    dist = a.annotate in ("tp", "dp-tp", "sp")
    upstream = a.annotate == "upstream"
    heads_as_dims = a.heads_as_dims or upstream

    def sharding(*dims_axes):
        if not dist:
            return ""
        parts = ", ".join("{" + ", ".join(f'"{x}"' for x in d) + "}" for d in dims_axes)
        return f' {{dist.sharding = #dist.sharding<@mesh, [{parts}]>}}'

    batch_axes = ["dp"] if a.annotate == "dp-tp" else []
    seq_axes = ["tp"] if a.annotate == "sp" else []
    D = H // N
    qkv = ((H, N, D), ([], ["tp"], [])) if heads_as_dims else ((H, H), ([], ["tp"]))
    wo = ((N, D, H), (["tp"], [], [])) if heads_as_dims else ((H, H), (["tp"], []))
    # (name, shape, axes of each dim) of every argument.
    arguments = [("x", (B, S, H), (batch_axes, seq_axes, []))]
    if V:
        arguments = [("ids", (B, S), ([], [])), ("wte", (V, H), ([], [])),
                     ("wpe", (S, H), ([], []))]
    params = []
    for layer in range(a.layers):
        kv_proj = qkv if K == N else ((H, K * D), ([], ["tp"]))
        shapes = {
            "ln1g": ((H,), ([],)), "ln1b": ((H,), ([],)),
            "wq": qkv, "wk": kv_proj, "wv": kv_proj, "wo": wo,
            "ln2g": ((H,), ([],)), "ln2b": ((H,), ([],)),
            "w1": ((H, F), ([], ["tp"])), "b1": ((F,), (["tp"],)),
            "w3": ((H, F), ([], ["tp"])),
            "w2": ((F, H), (["tp"], [])), "b2": ((H,), ([],)),
        }
        dropped = (["w3"] if not swiglu else ["b1", "b2"]) + \
            (["ln1b", "ln2b"] if rms else [])
        for name in dropped:
            del shapes[name]
        p = {}
        for name, (shape, axes) in shapes.items():
            arguments.append((f"l{layer}_{name}", shape, axes))
            p[name] = f"%l{layer}_{name}"
        params.append(p)
    if V:
        arguments += [("lnfg", (H,), ([],))] + \
            ([] if rms else [("lnfb", (H,), ([],))]) + [("head", (V, H), ([], []))]

    b = Builder()
    if upstream:
        # Upstream's partitioner wants every argument and the result behind
        # a shard.shard; arguments are renamed and used through it.
        shardings = {}
        for name, shape, axes in arguments:
            split = "[" + ", ".join("[0]" if d else "[]" for d in axes) + "]"
            if split not in shardings:
                shardings[split] = f"%sharding{len(shardings)}"
                b.emit(f"{shardings[split]} = shard.sharding @grid split_axes = {split} : !shard.sharding")
            b.emit(f"%{name} = shard.shard %arg_{name} to {shardings[split]} annotate_for_users"
                   f" : {tensor(shape)}")
    for name, value in [("zero", "0.0"), ("one", "1.0"), ("half", "0.5"),
                        ("hidden", f"{float(H)}"), ("eps", "1.0e-5"),
                        ("scale", f"{1.0 / (H // N) ** 0.5:.17g}"),
                        ("rsqrt2", "0.70710678118654752"), ("ninf", "0xFF800000")]:
        b.emit(f"%{name} = arith.constant {value} : f32")
    x = "%x"
    if V:
        x = embed(b, B, S, H, V)
    for p in params:
        x = block(b, x, p, B, S, H, N, F, heads_as_dims, K, swiglu, rms)
    result = (B, S, H)
    if V:
        h = norm(b, x, {"lnfg": "%lnfg", "lnfb": "%lnfb"}, "lnf", B, S, H, rms)
        result = (B, S, V)
        x = contraction(b, h, (B, S, H), "%head", (V, H), result, "d0, d1, d3",
                        "d2, d3", "d0, d1, d2",
                        ["parallel", "parallel", "parallel", "reduction"])
    if upstream:
        b.emit(f"%result_sharding = shard.sharding @grid split_axes = [[]] : !shard.sharding")
        b.emit(f"%result = shard.shard {x} to %result_sharding : {tensor((B, S, H))}")
        x = "%result"
    b.emit(f"return {x} : {tensor(result)}")

    out = []
    if dist:
        mesh = '["dp"=2, "tp"=2]' if a.annotate == "dp-tp" else '["tp"=2]'
        out.append(f"dist.mesh @mesh = <{mesh}>")
    if upstream:
        out.append("shard.grid @grid(shape = 2)")
    prefix = "%arg_" if upstream else "%"
    args = [f"{prefix}{name}: {tensor(shape) if name != 'ids' else ids_type(shape)}"
            f"{sharding(*axes)}" for name, shape, axes in arguments]
    result_sharding = sharding(batch_axes, seq_axes, [])
    out.append("func.func @gpt(" + ",\n    ".join(args) +
               f")\n    -> ({tensor(result)}{result_sharding}) {{")
    out += b.lines
    out.append("}")
    text = "\n".join(out)
    if a.dtype != "f32":
        # -inf in the narrower type's bits, then every f32 becomes it.
        text = text.replace("0xFF800000 : f32",
                            "0xFF80 : bf16" if a.dtype == "bf16" else "0xFC00 : f16")
        text = text.replace("f32", a.dtype)
    print(text)


if __name__ == "__main__":
    main()
