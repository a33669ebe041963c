#!/usr/bin/env python3
"""Writes reshard-matrix.mlir: every reshard between every pair of shardings
of a 2-D tensor on a 2x2 mesh.

    python3 test/passes/gen_reshard_matrix.py > test/passes/reshard-matrix.mlir

The shardings: each dim split by {}, {a}, {b}, {a, b} or {b, a} (no axis
twice), and the partial ones (sum over a, b or both, with the remaining axes
on the dims): 18 in all. Function @from_N takes a tensor sharded the N-th
way and returns it 18 times, sharded every way, so partitioning inserts all
324 reshards. FileCheck checks every local type; shard-run --check runs
every function on 4 ranks and compares with the unsharded program, and the
oracle with upstream's lowering.

The collectives chosen are checked against a search of this script's own
(cheapest(), written from the collectives' semantics, not from the
planner's code): per function, --dist-comm-report's total of bytes sent
must be the sum of the cheapest reshards' bytes, and its number of
collectives the number those cheapest plans use.
"""
import heapq
import itertools

DIMS = [[], ["a"], ["b"], ["a", "b"], ["b", "a"]]


def shardings():
    out = []
    for d0 in DIMS:
        for d1 in DIMS:
            if not set(d0) & set(d1):
                out.append((d0, d1, []))
    for partial in (["a"], ["b"], ["a", "b"]):
        free = [x for x in ("a", "b") if x not in partial]
        options = [[]] + [[x] for x in free]
        for d0 in options:
            for d1 in options:
                if not set(d0) & set(d1):
                    out.append((d0, d1, partial))
    return out


def text(s):
    d0, d1, partial = s
    axes = lambda d: "{" + ", ".join(f'"{x}"' for x in d) + "}"
    t = f"#dist.sharding<@mesh, [{axes(d0)}, {axes(d1)}]"
    if partial:
        t += f", partial = {axes(partial)}"
    return t + ">"


def local(s):
    d0, d1, _ = s
    return f"tensor<{8 // 2 ** len(d0)}x{8 // 2 ** len(d1)}xf32>"


AXES = ("a", "b")
N = 2          # devices per axis
SHAPE = 8      # both dims
ELEMENT = 4    # bytes (f32)


def local_bytes(state):
    dims, _ = state
    n = ELEMENT
    for axes in dims:
        n *= SHAPE // (N ** len(axes))
    return n


def moves(state, target):
    """(collective or None, cost, next state) for every step out of state.

    A state is (dims, partial): per dim the axes that split it, major to
    minor, and the set of axes over which the value is an unreduced sum.
    """
    dims, partial = state
    used = {a for d in dims for a in d} | set(partial)
    free = [a for a in AXES if a not in used]
    b = local_bytes(state)

    def group(axes):
        return N ** len(axes)

    out = []
    # Reduce some partial axes: all_reduce, or reduce_scatter into a dim.
    subsets = [p for p in ([tuple(partial)] + [(x,) for x in partial]) if p]
    for axes in subsets:
        if set(axes) <= set(target[1]) and axes:
            continue
        rest = tuple(x for x in partial if x not in axes)
        n = group(axes)
        out.append(("all_reduce", 2 * (n - 1) * b // n, (dims, rest)))
        for d in range(len(dims)):
            nd = list(dims)
            nd[d] = dims[d] + axes
            if all(SHAPE % (N ** len(x)) == 0 for x in nd):
                out.append(("reduce_scatter", (n - 1) * b // n, (tuple(nd), rest)))
    # Gather the minor axes of a dim, or move them to another dim.
    for d in range(len(dims)):
        for k in range(1, len(dims[d]) + 1):
            axes = dims[d][-k:]
            n = group(axes)
            nd = list(dims)
            nd[d] = dims[d][:-k]
            out.append(("all_gather", (n - 1) * b, (tuple(nd), partial)))
            for to in range(len(dims)):
                if to != d:
                    md = list(nd)
                    md[to] = nd[to] + axes
                    out.append(("all_to_all", (n - 1) * b // n, (tuple(md), partial)))
    # Slice free axes into a dim, in any order (local), or make them
    # partial (local).
    groups = [g for k in range(1, len(free) + 1)
              for g in itertools.permutations(free, k)]
    for d in range(len(dims)):
        for axes in groups:
            nd = list(dims)
            nd[d] = dims[d] + axes
            out.append(("all_slice", 0, (tuple(nd), partial)))
    wanted = tuple(x for x in target[1] if x in free)
    if wanted:
        out.append((None, 0, (dims, tuple(partial) + wanted)))
    return out


def canonical(state):
    dims, partial = state
    return (dims, tuple(sorted(partial)))


def cheapest(source, target):
    """(bytes sent, collectives) of the cheapest way from source to target,
    fewest steps among equals (Dijkstra)."""
    start = (tuple(tuple(d) for d in source[:2]), tuple(source[2]))
    goal = canonical((tuple(tuple(d) for d in target[:2]), tuple(target[2])))
    start = canonical(start)
    queue = [(0, 0, 0, start)]
    seen = {}
    while queue:
        cost, steps, count, state = heapq.heappop(queue)
        if state == goal:
            return cost, count
        if seen.get(state, (1 << 60, 0)) <= (cost, steps):
            continue
        seen[state] = (cost, steps)
        for kind, c, nxt in moves(state, goal):
            nxt = canonical(nxt)
            heapq.heappush(queue, (cost + c, steps + 1,
                                   count + (kind is not None), nxt))
    raise SystemExit(f"no plan from {source} to {target}")


def main():
    all_s = shardings()
    lines = [
        "// Generated by test/passes/gen_reshard_matrix.py; do not edit.",
        "// Every reshard between every pair of the 18 shardings of a 2-D tensor",
        "// on a 2x2 mesh: local types are checked exactly, values by running.",
        "// RUN: shard-opt %s --dist-propagate --dist-partition | FileCheck %s",
        "// RUN: rm -rf %t",
    ]
    for i in range(len(all_s)):
        lines.append(f"// RUN: shard-run %s --entry from_{i} --check -o %t/{i} "
                     "| FileCheck %s --check-prefix=EXEC")
        lines.append(f"// RUN: %oracle %s %t/{i} --entry from_{i}")
    lines.append("// RUN: shard-opt %s --dist-propagate --dist-partition "
                 "--dist-comm-report -o /dev/null 2>&1 | FileCheck %s "
                 "--check-prefix=REPORT")
    lines.append("// EXEC: check passed")
    for i, s in enumerate(all_s):
        sent = count = 0
        for t in all_s:
            c, k = cheapest(s, t)
            sent += c
            count += k
        lines.append(f"// REPORT-LABEL: communication of @from_{i}:")
        lines.append(f"// REPORT: total: {count} collectives, {{{{[0-9]+}}}} "
                     f"bytes of operands, {sent} bytes sent per rank")
    lines += ["", 'dist.mesh @mesh = <["a"=2, "b"=2]>', ""]
    results = ", ".join(local(t) for t in all_s)
    for i, s in enumerate(all_s):
        lines.append(f"// CHECK-LABEL: func.func @from_{i}(")
        lines.append(f"// CHECK-SAME: %{{{{.*}}}}: {local(s)}) -> ({results})")
        outs = ",\n        ".join(f"tensor<8x8xf32> {{dist.sharding = {text(t)}}}" for t in all_s)
        lines.append(f"func.func @from_{i}(%x: tensor<8x8xf32> {{dist.sharding = {text(s)}}})")
        lines.append(f"    -> ({outs}) {{")
        lines.append("  return " + ", ".join(["%x"] * len(all_s)) + " : " +
                     ", ".join(["tensor<8x8xf32>"] * len(all_s)))
        lines.append("}")
        lines.append("")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
