//===- BackwardPlacement.cpp - the stages of a training step's backward ---===//
//
// The backward ops of a training step run with the forward ops they
// differentiate, which the program does not say: an op is placed by what
// it reads -- activations where they were made, gradients where they
// were, weights where the forward pass reads them -- then moved across a
// cut where fewer bytes cross back (GradientCuts.cpp), and split into
// input gradients (B) and weight gradients (W).
//
//===----------------------------------------------------------------------===//

#include "passes/pipeline/StagePlan.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace mlir::dist;

/// Whether `op` sums over some of its loops (a contraction, a reduction):
/// what turns a gradient with the batch into a weight's gradient.
static bool reducesOverLoops(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.getNumReductionLoops() > 0;
}

/// Moves from each stage's backward ops the weight gradients proper to its
/// W ops: the split of the backward pass a zero-bubble schedule runs
/// apart, which the compiler sees directly in the program. W is what only
/// accumulations need, from the sum over the batch that makes a weight's
/// gradient (x^T dy, a bias's sum) to the accumulation; what that sum
/// reads is the input gradient's chain (dy, dx = dy W^T), B, even where
/// no stage before needs it (the first stage's), as ZB-H1 splits a layer.
static void splitWeightGradients(StagePlan &plan) {
  for (unsigned s = 0; s < plan.numStages; ++s) {
    // W ops, and whether a sum over the batch is at or below each.
    DenseMap<Operation *, bool> onlyForWeights;
    for (Operation *op : llvm::reverse(plan.backward[s])) {
      bool used = false, forWeights = true;
      for (Operation *user : op->getUsers()) {
        used = true;
        Operation *top = op->getBlock()->findAncestorOpInBlock(*user);
        auto w = onlyForWeights.find(top);
        forWeights &=
            asAccumulation(user) || (w != onlyForWeights.end() && !w->second);
      }
      if (used && forWeights)
        onlyForWeights[op] = reducesOverLoops(op);
    }
    SmallVector<Operation *> inputGradients;
    for (Operation *op : plan.backward[s])
      (onlyForWeights.contains(op) ? plan.weightGradient[s] : inputGradients)
          .push_back(op);
    plan.backward[s] = std::move(inputGradients);
  }
}

/// Calls `f` for each weight `v` is computed from: an argument the
/// microbatches do not split, seen through what no stage holds (a
/// weight's transpose, made where it is used).
static void forEachWeight(Value v, const StagePlan &plan, DenseSet<Value> &seen,
                          function_ref<void(Value)> f) {
  if (plan.perMicrobatch.contains(v) || plan.stageOf.contains(v) ||
      !seen.insert(v).second)
    return;
  if (isa<BlockArgument>(v))
    return f(v);
  for (Value read : valuesRead(v.getDefiningOp()))
    forEachWeight(read, plan, seen, f);
}

/// The last stage whose forward ops read each weight: the latest a
/// forward op's input gradient that reads it can run (a weight tied
/// across stages, GPT-2's embedding and LM head, reaches the later).
static DenseMap<Value, unsigned> weightStages(const StagePlan &plan) {
  DenseMap<Value, unsigned> stages;
  for (auto [s, ops] : llvm::enumerate(plan.ops)) {
    DenseSet<Value> seen;
    for (Operation *op : ops)
      for (Value v : valuesRead(op))
        forEachWeight(v, plan, seen, [&, s = unsigned(s)](Value weight) {
          stages[weight] = std::max(stages.lookup(weight), s);
        });
  }
  return stages;
}

/// The stage whose forward pass reads the weight that the gradient `op`
/// makes updates: the nearest weight the ops after `op` read (or compute
/// from weights alone, as a weight decay's scaled copy), so a
/// weight's own update is found before the weights a shared statistic (a
/// gradient norm) leads to; none if none is read.
static std::optional<unsigned>
updatedWeightStage(Operation *op, const StagePlan &plan,
                   const DenseMap<Value, unsigned> &weights) {
  Block *body = op->getBlock();
  DenseSet<Operation *> visited{op};
  SmallVector<Operation *> level{op};
  while (!level.empty()) {
    std::optional<unsigned> stage;
    SmallVector<Operation *> next;
    for (Operation *at : level) {
      DenseSet<Value> seen;
      for (Value v : valuesRead(at))
        forEachWeight(v, plan, seen, [&](Value weight) {
          if (auto known = weights.find(weight); known != weights.end())
            stage = std::max(stage.value_or(known->second), known->second);
        });
      for (Operation *user : at->getUsers())
        if (Operation *top = body->findAncestorOpInBlock(*user);
            top && top != body->getTerminator() && visited.insert(top).second)
          next.push_back(top);
    }
    if (stage)
      return stage;
    level = std::move(next);
  }
  return std::nullopt;
}

/// The ops of `body` that, in a step of one microbatch, are a weight's
/// gradient or lead only to one: nothing after them reads an activation (a
/// value of the forward pass, `made`), so they only lead to an update (x^T
/// dy does; dy, which the next layer's derivative reads with its
/// activation, does not). One pass from the end.
static DenseSet<Operation *>
leadingOnlyToUpdates(Block &body, const DenseMap<Value, unsigned> &made) {
  DenseSet<Operation *> only;
  for (Operation &op : llvm::reverse(body.without_terminator())) {
    bool leads = llvm::all_of(op.getUsers(), [&](Operation *user) {
      Operation *top = body.findAncestorOpInBlock(*user);
      if (!top || top == body.getTerminator())
        return true;
      return only.contains(top) && llvm::none_of(valuesRead(top), [&](Value v) {
               return made.contains(sourceOf(v));
             });
    });
    if (leads)
      only.insert(&op);
  }
  return only;
}

/// Places the backward ops of a training step with the forward ops they
/// differentiate. A backward op that sums over the batch (it feeds an
/// accumulation: a weight gradient) runs on the last stage that holds its
/// forward operands -- where the forward op that read them ran; any other
/// (an activation gradient) on the stage that made the latest of its
/// forward operands, or with its gradient operands if it has none. A
/// weight reaches the stages whose forward pass reads it, so the input
/// gradient of a layer whose output crosses a cut (the projection before
/// a residual add) stays with the layer's weight. Never later than an
/// operand reaches, so gradients flow from stage to stage backwards and
/// activations stay where they were made; values a backward op reads from
/// later stages are sent back through the stages between.
void mlir::dist::placeBackward(func::FuncOp fn, StagePlan &plan,
                               const DenseSet<Operation *> &forward) {
  // The last stage each forward value reaches.
  DenseMap<Value, unsigned> reach(plan.stageOf.begin(), plan.stageOf.end());
  for (auto [s, values] : llvm::enumerate(plan.crossing))
    for (Value v : values)
      reach[v] = std::max(reach.lookup(v), unsigned(s + 1));
  DenseMap<Value, unsigned> made(plan.stageOf.begin(), plan.stageOf.end());
  DenseMap<Value, unsigned> weights = weightStages(plan);
  // Where what `v` stands for was made (none: a gradient) and the last
  // stage it reaches.
  auto readStages =
      [&](Value v, function_ref<void(std::optional<unsigned>, unsigned)> f) {
        Value source = sourceOf(v);
        if (auto known = reach.find(source); known != reach.end()) {
          auto def = made.find(source);
          return f(def == made.end() ? std::nullopt
                                     : std::optional<unsigned>(def->second),
                   known->second);
        }
        DenseSet<Value> seen;
        forEachWeight(source, plan, seen, [&](Value weight) {
          if (auto last = weights.find(weight); last != weights.end())
            f(std::nullopt, last->second);
        });
      };
  Block &body = fn.getBody().front();
  // With one microbatch nothing accumulates, so weight gradients are told
  // apart by what follows them.
  bool accumulates = llvm::any_of(body.without_terminator(), [](Operation &op) {
    return bool(asAccumulation(&op));
  });
  DenseSet<Operation *> towardUpdates;
  if (!accumulates)
    towardUpdates = leadingOnlyToUpdates(body, made);
  for (Operation &op : body.without_terminator()) {
    if (forward.contains(&op) || isa<StageBoundaryOp>(op) ||
        asAccumulation(&op) || llvm::none_of(op.getResults(), [&](Value r) {
          return plan.perMicrobatch.contains(r);
        }))
      continue;
    bool weightGradient = accumulates
                              ? llvm::any_of(op.getUsers(), addsToAccumulation)
                              : towardUpdates.contains(&op);
    std::optional<unsigned> latest, at;
    for (Value v : valuesRead(&op))
      readStages(v, [&](std::optional<unsigned> madeAt, unsigned reaches) {
        at = std::min(at.value_or(reaches), reaches);
        if (madeAt)
          latest = std::max(latest.value_or(*madeAt), *madeAt);
      });
    // Reads only the batch's arguments: made where it is used.
    if (!at)
      continue;
    if (!weightGradient && latest)
      at = std::min(*at, *latest);
    // A weight gradient from gradients alone (a bias's) runs where its
    // weight is read, which its update then is.
    if (weightGradient && !latest)
      if (std::optional<unsigned> owner =
              updatedWeightStage(&op, plan, weights))
        at = std::min(*at, *owner);
    for (Value r : op.getResults())
      plan.stageOf[r] = reach[r] = *at;
    plan.backward[*at].push_back(&op);
  }
  sendFewestGradients(plan);
  splitWeightGradients(plan);
  for (unsigned s = 0; s < plan.numStages; ++s)
    for (Operation *op : llvm::concat<Operation *const>(plan.backward[s],
                                                        plan.weightGradient[s]))
      for (Value v : valuesRead(op)) {
        Value source = sourceOf(v);
        auto known = plan.stageOf.find(source);
        if (known == plan.stageOf.end())
          continue;
        for (unsigned t = s; t < known->second; ++t)
          plan.backCrossing[t].insert(source);
      }
}
