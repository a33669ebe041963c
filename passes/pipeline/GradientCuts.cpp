//===- GradientCuts.cpp - backward ops placed so each cut sends least -----===//
//
// placeBackward puts an activation-gradient op on the stage that made the
// latest forward value it reads. That is where the forward op ran when the
// op reads that op's result (tanh's derivative reads tanh), but not when
// it reads the op's operand: RMSNorm's backward reads the residual stream
// x, made before a cut and read by the norm after it, so its pieces landed
// before the cut and the cut sent back the pieces' inputs (three tensors
// for a Llama layer's norm) where Megatron sends one gradient.
//
// A weight gradient made from gradients alone (a bias's: the sum of the
// gradient over the batch) goes where its weight is; the ops that make its
// input (GPT-2's bias sums read a reshaped view of the residual's gradient)
// stay with the gradient, after the cut, which then sends their result
// back besides the gradient it sends anyway.
//
// Here, at each cut, the backward ops of one side that could run on the
// other are split in two by a minimum cut: first, from the last cut to the
// first, ops before a cut that could run after it (everything they read
// reaches there); then, from the first to the last, ops after a cut that
// could run before it (what they read is sent back anyway). Moving an op
// takes along the ops that must then move with it (no value of a backward
// pass is sent forward), and the cost is the bytes of each value made after
// the cut and read before it. Of the cheapest splits the one that moves the
// fewest ops is taken, so nothing moves unless fewer bytes cross. An op
// that feeds an accumulation or reads a weight stays: a weight lives on the
// stages whose forward pass reads it.
//
//===----------------------------------------------------------------------===//

#include "passes/pipeline/StagePlan.h"

#include <limits>
#include <queue>

using namespace mlir;
using namespace mlir::dist;

namespace {

/// A maximum flow by Dinic's algorithm on a graph of a few thousand
/// nodes; after `run`, `sourceSide` is the minimal source side of a
/// minimum cut.
class MaxFlow {
public:
  static constexpr int64_t kInfinite = std::numeric_limits<int64_t>::max() / 4;

  explicit MaxFlow(unsigned nodes) : out(nodes) {}

  void addEdge(unsigned from, unsigned to, int64_t capacity) {
    out[from].push_back(edges.size());
    edges.push_back({to, capacity});
    out[to].push_back(edges.size());
    edges.push_back({from, 0});
  }

  void run(unsigned source, unsigned sink) {
    while (levelGraph(source, sink)) {
      next.assign(out.size(), 0);
      while (augment(source, sink, kInfinite) > 0) {
      }
    }
  }

  /// After `run`: the nodes the source still reaches.
  std::vector<bool> sourceSide(unsigned source) {
    levelGraph(source, source);
    std::vector<bool> side(out.size());
    for (unsigned n = 0; n < out.size(); ++n)
      side[n] = level[n] >= 0;
    return side;
  }

private:
  struct Edge {
    unsigned to;
    int64_t capacity;
  };

  bool levelGraph(unsigned source, unsigned sink) {
    level.assign(out.size(), -1);
    level[source] = 0;
    std::queue<unsigned> frontier;
    frontier.push(source);
    while (!frontier.empty()) {
      unsigned n = frontier.front();
      frontier.pop();
      for (unsigned e : out[n])
        if (edges[e].capacity > 0 && level[edges[e].to] < 0) {
          level[edges[e].to] = level[n] + 1;
          frontier.push(edges[e].to);
        }
    }
    return level[sink] >= 0;
  }

  int64_t augment(unsigned n, unsigned sink, int64_t limit) {
    if (n == sink)
      return limit;
    for (; next[n] < out[n].size(); ++next[n]) {
      Edge &e = edges[out[n][next[n]]];
      if (e.capacity <= 0 || level[e.to] != level[n] + 1)
        continue;
      if (int64_t pushed = augment(e.to, sink, std::min(limit, e.capacity))) {
        e.capacity -= pushed;
        edges[out[n][next[n]] ^ 1].capacity += pushed;
        return pushed;
      }
    }
    return 0;
  }

  std::vector<Edge> edges;
  std::vector<SmallVector<unsigned>> out;
  std::vector<int> level;
  std::vector<size_t> next;
};

/// Bytes a value costs to send; a dynamic shape counts as its static part.
int64_t sendBytes(Value v) {
  if (std::optional<int64_t> bytes = staticTensorBytes(v.getType()))
    return std::max<int64_t>(*bytes, 1);
  return 1;
}

} // namespace

/// Whether `v`, which no stage holds, can be made on any stage: it is
/// computed from constants and the batch alone, not from a weight (which
/// lives on the stages that read it).
static bool madeAnywhere(Value v, const StagePlan &plan,
                         DenseMap<Value, bool> &known) {
  if (plan.perMicrobatch.contains(v))
    return true;
  if (auto it = known.find(v); it != known.end())
    return it->second;
  Operation *def = v.getDefiningOp();
  known[v] = false;
  bool anywhere = def && llvm::all_of(valuesRead(def), [&](Value read) {
                    return madeAnywhere(read, plan, known);
                  });
  return known[v] = anywhere;
}

namespace {
/// Which way ops cross a cut: to the stage after it (a piece of the
/// backward that reads what the cut carries) or back before it (a piece
/// of a weight's gradient that the weight's stage reduces).
enum class Toward { Later, Earlier };

/// Where a value is made or read relative to one cut: a candidate op's
/// node, or fixed before or after the cut.
struct Side {
  std::optional<unsigned> node;
  bool after = false;
};
} // namespace

/// The backward ops of stage `from` that may cross to the other side of
/// the cut: none feeds an accumulation (a weight gradient runs where its
/// weight is read) and none reads a weight, which lives on the stages
/// whose forward pass reads it.
static SmallVector<Operation *>
candidates(const StagePlan &plan, unsigned from,
           const DenseMap<Value, unsigned> &reach) {
  DenseMap<Value, bool> anywhere;
  SmallVector<Operation *> ops;
  for (Operation *op : plan.backward[from]) {
    if (llvm::any_of(op->getUsers(), addsToAccumulation))
      continue;
    if (llvm::all_of(valuesRead(op), [&](Value v) {
          Value source = sourceOf(v);
          return reach.contains(source) || madeAnywhere(source, plan, anywhere);
        }))
      ops.push_back(op);
  }
  return ops;
}

/// Moves across cut `s` (between stages s and s + 1), `toward` one side,
/// the candidate backward ops a minimum cut of the bytes crossing back
/// puts there: a value made after the cut and read before it costs its
/// bytes once; a value made before it cannot be read after it unless the
/// forward pass sends it there anyway.
static void moveAcrossCut(StagePlan &plan, unsigned s, Toward toward,
                          DenseMap<Value, unsigned> &reach) {
  unsigned from = toward == Toward::Later ? s : s + 1;
  unsigned to = toward == Toward::Later ? s + 1 : s;
  SmallVector<Operation *> movable = candidates(plan, from, reach);
  if (movable.empty())
    return;
  DenseMap<Value, SmallVector<Operation *>> readers;
  for (const SmallVector<Operation *> &ops : plan.backward)
    for (Operation *op : ops)
      for (Value v : valuesRead(op))
        readers[sourceOf(v)].push_back(op);

  // Node 0 is the side the candidates may move to, node 1 the other; then
  // one node per candidate and per value whose bytes may cross.
  enum : unsigned { kTo = 0, kFrom = 1 };
  bool toAfter = toward == Toward::Later;
  DenseMap<Operation *, unsigned> node;
  for (Operation *op : movable)
    node[op] = node.size() + 2;
  auto fixed = [&](bool after) { return after == toAfter ? kTo : kFrom; };
  auto nodeOf = [&](Side side) {
    return side.node.value_or(fixed(side.after));
  };
  auto stageSide = [&](unsigned stage) {
    return Side{std::nullopt, stage > s};
  };
  auto maker = [&](Value v) -> std::optional<Side> {
    if (Operation *def = v.getDefiningOp())
      if (auto found = node.find(def->getBlock()->findAncestorOpInBlock(*def));
          found != node.end())
        return Side{found->second, from > s};
    if (auto known = plan.stageOf.find(v); known != plan.stageOf.end())
      return stageSide(known->second);
    return std::nullopt;
  };
  auto readerSide = [&](Operation *op) {
    if (auto found = node.find(op); found != node.end())
      return Side{found->second, from > s};
    return stageSide(plan.stageOf.lookup(op->getResult(0)));
  };

  struct Crossing {
    Side made;
    SmallVector<Side> readBy;
    int64_t bytes;
    bool sentForward;
  };
  SmallVector<Crossing> values;
  for (auto &[v, ops] : readers) {
    std::optional<Side> made = maker(v);
    if (!made)
      continue;
    Crossing c{*made, {}, sendBytes(v), false};
    if (auto known = reach.find(v); known != reach.end())
      c.sentForward = plan.stageOf.lookup(v) <= s && known->second > s;
    for (Operation *op : ops)
      c.readBy.push_back(readerSide(op));
    values.push_back(std::move(c));
  }

  MaxFlow flow(2 + node.size() + values.size());
  for (auto [i, c] : llvm::enumerate(values)) {
    unsigned made = nodeOf(c.made);
    unsigned costNode = 2 + node.size() + i;
    bool costs = false;
    for (Side reader : c.readBy) {
      unsigned read = nodeOf(reader);
      if (!c.made.node && !reader.node)
        continue;
      // Made before the cut, read after it: only what the forward pass
      // sends there.
      if (!c.sentForward)
        toAfter ? flow.addEdge(read, made, MaxFlow::kInfinite)
                : flow.addEdge(made, read, MaxFlow::kInfinite);
      costs = true;
      toAfter ? flow.addEdge(costNode, read, MaxFlow::kInfinite)
              : flow.addEdge(read, costNode, MaxFlow::kInfinite);
    }
    // Made after the cut, read before it: its bytes, once.
    if (costs)
      toAfter ? flow.addEdge(made, costNode, c.bytes)
              : flow.addEdge(costNode, made, c.bytes);
  }
  flow.run(kTo, kFrom);
  std::vector<bool> moved = flow.sourceSide(kTo);

  SmallVector<Operation *> staying;
  for (Operation *op : plan.backward[from]) {
    auto found = node.find(op);
    if (found == node.end() || !moved[found->second]) {
      staying.push_back(op);
      continue;
    }
    for (Value r : op->getResults())
      plan.stageOf[r] = reach[r] = to;
    plan.backward[to].push_back(op);
  }
  plan.backward[from] = std::move(staying);
  llvm::sort(plan.backward[to],
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
}

void mlir::dist::sendFewestGradients(StagePlan &plan) {
  // The last stage each value reaches: where it is made, or the last cut
  // it crosses.
  DenseMap<Value, unsigned> reach(plan.stageOf.begin(), plan.stageOf.end());
  for (auto [s, values] : llvm::enumerate(plan.crossing))
    for (Value v : values)
      reach[v] = std::max(reach.lookup(v), unsigned(s + 1));
  for (unsigned s = plan.numStages - 1; s-- > 0;)
    moveAcrossCut(plan, s, Toward::Later, reach);
  for (unsigned s = 0; s + 1 < plan.numStages; ++s)
    moveAcrossCut(plan, s, Toward::Earlier, reach);
}
