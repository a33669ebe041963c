//===- Reshard.cpp - planning and emitting reshards -----------------------===//

#include "passes/spmd/Reshard.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringMap.h"

#include <map>
#include <queue>

using namespace mlir;
using namespace mlir::dist;

namespace {

using Kind = ReshardStep::Kind;

/// A sharding as the planner sees it.
struct State {
  SmallVector<SmallVector<StringRef, 2>> dims;
  SmallVector<StringRef, 2> partial;
  ReductionKind reduction = ReductionKind::sum;
  /// Dims split in blocks that the plan keeps as they are: no move touches
  /// them (the moves are those of contiguous splits).
  SmallVector<bool> frozen;

  static State of(ShardingAttr s) {
    State state;
    for (int64_t d = 0; d < s.getRank(); ++d) {
      SmallVector<StringRef> axes = s.getDimAxes(d);
      state.dims.emplace_back(axes.begin(), axes.end());
    }
    SmallVector<StringRef> partial = s.getPartialAxes();
    state.partial.assign(partial.begin(), partial.end());
    state.reduction = s.getReduction();
    state.frozen.assign(s.getRank(), false);
    return state;
  }

  /// A canonical text key (partial axes are a set).
  std::string key() const {
    std::string k;
    for (const auto &axes : dims) {
      for (StringRef a : axes)
        k += a.str() + ",";
      k += "|";
    }
    SmallVector<StringRef, 2> sorted(partial);
    llvm::sort(sorted);
    for (StringRef a : sorted)
      k += a.str() + ",";
    if (!partial.empty())
      k += "#" + std::to_string(int(reduction));
    return k;
  }

  bool uses(StringRef axis) const {
    if (llvm::is_contained(partial, axis))
      return true;
    return llvm::any_of(
        dims, [&](const auto &axes) { return llvm::is_contained(axes, axis); });
  }
};

/// The local shape of `type` in `state`; empty if some dim is not divisible.
std::optional<SmallVector<int64_t>>
localShape(const State &state, RankedTensorType type, MeshOp mesh) {
  SmallVector<int64_t> shape(type.getShape());
  for (auto [d, axes] : llvm::enumerate(state.dims)) {
    int64_t n = mesh.getGroupSize(axes);
    if (shape[d] % n != 0)
      return std::nullopt;
    shape[d] /= n;
  }
  return shape;
}

/// Costs saturate here: a tensor too large to count is no cheaper to move
/// than another, and sums of costs stay below int64_t's limit.
constexpr int64_t kCostLimit = int64_t(1) << 60;

int64_t bytesOf(ArrayRef<int64_t> shape, Type element) {
  int64_t n = elementBytes(element);
  for (int64_t d : shape)
    if (__builtin_mul_overflow(n, d, &n) || n > kCostLimit)
      return kCostLimit;
  return n;
}

/// Bytes a device sends in a collective of `kind` over `n` devices on an
/// operand of `bytes` bytes (ring algorithms).
int64_t stepBytes(Kind kind, int64_t n, int64_t bytes) {
  switch (kind) {
  case Kind::AllReduce:
    return ringAllReduceBytes(n, bytes);
  case Kind::ReduceScatter:
  case Kind::AllToAll:
    return ringScatterBytes(n, bytes);
  case Kind::AllGather:
    return ringGatherBytes(n, bytes);
  case Kind::AllSlice:
  case Kind::MakePartial:
    return 0;
  }
  return 0;
}

/// The groups of partial axes of `s` that a move toward `target` may
/// reduce: those the target does not keep, together and one by one.
SmallVector<SmallVector<StringRef, 2>> reduceGroupsOf(const State &s,
                                                      const State &target) {
  bool keepsPartial = !s.partial.empty() && s.reduction == target.reduction &&
                      llvm::all_of(s.partial, [&](StringRef a) {
                        return llvm::is_contained(target.partial, a);
                      });
  // Partial axes the target does not want, reduced together or one by one.
  SmallVector<StringRef, 2> toReduce;
  for (StringRef a : s.partial)
    if (!keepsPartial || !llvm::is_contained(target.partial, a))
      toReduce.push_back(a);
  if (!s.partial.empty() && s.reduction != target.reduction)
    toReduce.assign(s.partial.begin(), s.partial.end());
  SmallVector<SmallVector<StringRef, 2>> reduceGroups;
  if (!toReduce.empty())
    reduceGroups.push_back(toReduce);
  if (toReduce.size() > 1)
    for (StringRef a : toReduce)
      reduceGroups.push_back({a});
  return reduceGroups;
}

/// Calls `f` for the all_reduce and reduce_scatter moves out of `s` (see
/// forEachMove).
template <typename F>
void forEachReduceMove(const State &s, const State &target,
                       ArrayRef<StringRef> sequential, F &f) {
  int64_t rank = s.dims.size();
  for (const auto &group : reduceGroupsOf(s, target)) {
    // A pipeline sums over its sequential axes first (accumulating over
    // microbatches costs nothing), then communicates once per step.
    if (llvm::any_of(s.partial, [&](StringRef a) {
          return llvm::is_contained(sequential, a) &&
                 !llvm::is_contained(group, a);
        }))
      continue;
    auto removePartial = [&](State &n) {
      llvm::erase_if(n.partial,
                     [&](StringRef a) { return llvm::is_contained(group, a); });
    };
    State reduced = s;
    removePartial(reduced);
    f(ReshardStep{Kind::AllReduce, group, 0, 0, s.reduction}, reduced);
    if (llvm::any_of(group, [&](StringRef a) {
          return llvm::is_contained(sequential, a);
        }))
      continue;
    for (int64_t d = 0; d < rank; ++d) {
      if (s.frozen[d])
        continue;
      State scattered = reduced;
      llvm::append_range(scattered.dims[d], group);
      f(ReshardStep{Kind::ReduceScatter, group, d, 0, s.reduction}, scattered);
    }
  }
}

/// Calls `f` for the all_gather and all_to_all moves out of `s`.
template <typename F> void forEachGatherMove(const State &s, F &f) {
  int64_t rank = s.dims.size();
  // Gather the minor axes of a dim.
  for (int64_t d = 0; d < rank; ++d)
    for (size_t k = 1; !s.frozen[d] && k <= s.dims[d].size(); ++k) {
      State gathered = s;
      SmallVector<StringRef, 2> group(s.dims[d].end() - k, s.dims[d].end());
      gathered.dims[d].resize(s.dims[d].size() - k);
      f(ReshardStep{Kind::AllGather, group, d, 0, ReductionKind::sum},
        gathered);
      // Or move them to another dim.
      for (int64_t to = 0; to < rank; ++to) {
        if (to == d || s.frozen[to])
          continue;
        State moved = gathered;
        llvm::append_range(moved.dims[to], group);
        f(ReshardStep{Kind::AllToAll, group, to, d, ReductionKind::sum}, moved);
      }
    }
}

/// Calls `f` for the all_slice moves out of `s` (see forEachMove).
template <typename F>
void forEachSliceMove(const State &s, const State &target,
                      ArrayRef<StringRef> meshAxes, F &f) {
  int64_t rank = s.dims.size();
  // Slice free axes into a dim: any one axis (slicing first can make a later
  // collective move fewer bytes, even into a dim the target leaves whole),
  // or the rest of the target's list.
  for (int64_t d = 0; d < rank; ++d) {
    if (s.frozen[d])
      continue;
    SmallVector<SmallVector<StringRef, 2>> groups;
    ArrayRef<StringRef> want = target.dims[d];
    if (want.size() > s.dims[d].size() &&
        llvm::equal(ArrayRef<StringRef>(s.dims[d]),
                    want.take_front(s.dims[d].size())))
      groups.emplace_back(want.drop_front(s.dims[d].size()));
    for (StringRef a : meshAxes)
      groups.push_back({a});
    for (const auto &group : groups) {
      if (llvm::any_of(group, [&](StringRef a) { return s.uses(a); }))
        continue;
      State sliced = s;
      llvm::append_range(sliced.dims[d], group);
      f(ReshardStep{Kind::AllSlice, group, d, 0, ReductionKind::sum}, sliced);
    }
  }
}

/// Calls `f` for the make_partial move out of `s`, if the target keeps a
/// partial value.
template <typename F>
void forEachMakePartialMove(const State &s, const State &target, F &f) {
  // Make free axes partial where the target keeps a partial value.
  SmallVector<StringRef, 2> makePartial;
  for (StringRef a : target.partial)
    if (!s.uses(a))
      makePartial.push_back(a);
  if (!makePartial.empty() &&
      (s.partial.empty() || s.reduction == target.reduction)) {
    State partial = s;
    llvm::append_range(partial.partial, makePartial);
    partial.reduction = target.reduction;
    f(ReshardStep{Kind::MakePartial, makePartial, 0, 0, target.reduction},
      partial);
  }
}

/// Calls `f(step, next)` for every move out of `s` that makes progress
/// toward `target` (partial axes are only reduced if the target does not
/// keep them, and only made if it wants them); `meshAxes` are the axes of
/// the mesh that split something (size > 1) and may be sliced on the way,
/// `sequential` those reduced only by all_reduce.
template <typename F>
void forEachMove(const State &s, const State &target,
                 ArrayRef<StringRef> meshAxes, ArrayRef<StringRef> sequential,
                 F f) {
  forEachReduceMove(s, target, sequential, f);
  forEachGatherMove(s, f);
  forEachSliceMove(s, target, meshAxes, f);
  forEachMakePartialMove(s, target, f);
}

} // namespace

/// The cheapest plan between two shardings without changed blocks (see
/// planReshard).
static FailureOr<ReshardPlan> planContiguous(State start, State target,
                                             RankedTensorType type, MeshOp mesh,
                                             ArrayRef<StringRef> sequential) {
  std::string goal = target.key();
  SmallVector<StringRef> meshAxes;
  for (auto [name, size] : llvm::zip(mesh.getAxisNameRefs(), mesh.getShape()))
    if (size > 1 && !llvm::is_contained(sequential, name))
      meshAxes.push_back(name);
  struct Entry {
    int64_t bytes;
    size_t steps;
    size_t order;
    size_t node;
    bool operator>(const Entry &o) const {
      return std::tie(bytes, steps, order) >
             std::tie(o.bytes, o.steps, o.order);
    }
  };
  struct Node {
    State state;
    size_t parent;
    ReshardStep step;
  };
  // A pipeline runs a sequential axis's coordinates in turn and sums over
  // them as they come: only the other axes of a group communicate.
  auto communicatingDevices = [&](ArrayRef<StringRef> axes) {
    int64_t devices = 1;
    for (StringRef a : axes)
      if (!llvm::is_contained(sequential, a))
        devices *= mesh.getAxisSize(a).value_or(1);
    return devices;
  };
  std::vector<Node> nodes = {{start, 0, {}}};
  std::map<std::string, std::pair<int64_t, size_t>> best = {
      {start.key(), {0, 0}}};
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
  queue.push({0, 0, 0, 0});
  size_t order = 1;
  // Sharding states of one tensor on one mesh are few; the bound only
  // guards against a bug turning the search unbounded.
  constexpr size_t kMaxNodes = 200000;
  while (!queue.empty() && nodes.size() < kMaxNodes) {
    Entry e = queue.top();
    queue.pop();
    State current = nodes[e.node].state;
    std::string key = current.key();
    if (best[key] < std::make_pair(e.bytes, e.steps))
      continue;
    if (key == goal) {
      ReshardPlan plan;
      plan.bytes = e.bytes;
      for (size_t n = e.node; n != 0; n = nodes[n].parent)
        plan.steps.push_back(nodes[n].step);
      std::reverse(plan.steps.begin(), plan.steps.end());
      return plan;
    }
    std::optional<SmallVector<int64_t>> shape = localShape(current, type, mesh);
    int64_t bytes = bytesOf(*shape, type.getElementType());
    forEachMove(
        current, target, meshAxes, sequential,
        [&](const ReshardStep &step, State next) {
          if (!localShape(next, type, mesh))
            return;
          // Both terms are at most kCostLimit, so the sum cannot
          // overflow.
          int64_t cost = std::min(
              kCostLimit,
              e.bytes +
                  std::min(kCostLimit,
                           stepBytes(step.kind, communicatingDevices(step.axes),
                                     bytes)));
          auto candidate = std::make_pair(cost, e.steps + 1);
          std::string nextKey = next.key();
          auto it = best.find(nextKey);
          if (it != best.end() && it->second <= candidate)
            return;
          best[nextKey] = candidate;
          nodes.push_back({std::move(next), e.node, step});
          queue.push({cost, e.steps + 1, order++, nodes.size() - 1});
        });
  }
  return failure();
}

FailureOr<ReshardPlan> mlir::dist::planReshard(ShardingAttr from,
                                               ShardingAttr to,
                                               RankedTensorType type,
                                               MeshOp mesh,
                                               ArrayRef<StringRef> sequential) {
  State start = State::of(from), target = State::of(to);
  // Dims in blocks: kept (the same axes and blocks on both sides), or
  // gathered whole first and split in their new blocks last.
  ReshardPlan plan;
  SmallVector<ReshardStep> last;
  for (int64_t d = 0; d < from.getRank(); ++d) {
    int64_t before = from.getDimBlocks(d), after = to.getDimBlocks(d);
    if (before == 1 && after == 1)
      continue;
    if (before == after && start.dims[d] == target.dims[d]) {
      start.frozen[d] = target.frozen[d] = true;
      continue;
    }
    if (before != 1) {
      SmallVector<StringRef, 2> axes = start.dims[d];
      plan.steps.push_back(
          ReshardStep{Kind::AllGather, axes, d, 0, ReductionKind::sum, before});
      std::optional<SmallVector<int64_t>> shape = localShape(start, type, mesh);
      if (!shape)
        return failure();
      plan.bytes = std::min(
          kCostLimit,
          plan.bytes + stepBytes(Kind::AllGather, mesh.getGroupSize(axes),
                                 bytesOf(*shape, type.getElementType())));
      start.dims[d].clear();
    }
    if (after != 1) {
      last.push_back(ReshardStep{Kind::AllSlice, target.dims[d], d, 0,
                                 ReductionKind::sum, after});
      target.dims[d].clear();
    }
  }
  FailureOr<ReshardPlan> middle =
      planContiguous(start, target, type, mesh, sequential);
  if (failed(middle))
    return failure();
  llvm::append_range(plan.steps, middle->steps);
  llvm::append_range(plan.steps, last);
  plan.bytes = std::min(kCostLimit, plan.bytes + middle->bytes);
  return plan;
}

//===----------------------------------------------------------------------===//
// Emission
//===----------------------------------------------------------------------===//

/// True if `v` is zero everywhere (a zero fill or splat), which is already a
/// partial sum on any axes.
static bool isZero(Value v) {
  if (matchPattern(v, m_AnyZeroFloat()) || matchPattern(v, m_Zero()))
    return true;
  if (auto fill = v.getDefiningOp<linalg::FillOp>())
    return matchPattern(fill.value(), m_AnyZeroFloat()) ||
           matchPattern(fill.value(), m_Zero());
  auto generic = v.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumDpsInputs() > 1 ||
      generic.getNumReductionLoops() != 0)
    return false;
  Value yielded = generic.getBody()->getTerminator()->getOperand(0);
  if (auto arg = dyn_cast<BlockArgument>(yielded);
      arg && arg.getOwner() == generic.getBody() &&
      arg.getArgNumber() < generic.getNumDpsInputs())
    yielded = generic.getDpsInputs()[arg.getArgNumber()];
  return matchPattern(yielded, m_AnyZeroFloat()) ||
         matchPattern(yielded, m_Zero());
}

/// The value on group rank 0 of `axes`, zero elsewhere: a partial sum.
static Value keepOnFirstRank(OpBuilder &b, Location loc, Value v,
                             ArrayRef<StringRef> axes, MeshOp mesh) {
  auto type = cast<RankedTensorType>(v.getType());
  Value rank = GroupRankOp::create(
      b, loc, b.getIndexType(), FlatSymbolRefAttr::get(mesh.getSymNameAttr()),
      b.getStrArrayAttr(axes));
  Value empty =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  AffineMap id = b.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, type, ValueRange{v}, ValueRange{empty},
      ArrayRef<AffineMap>{id, id}, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value zeroIndex = arith::ConstantIndexOp::create(nb, nloc, 0);
        Value first = arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::eq,
                                            rank, zeroIndex);
        Value zero = arith::ConstantOp::create(
            nb, nloc, nb.getZeroAttr(type.getElementType()));
        Value kept = arith::SelectOp::create(nb, nloc, first, args[0], zero);
        linalg::YieldOp::create(nb, nloc, kept);
      });
  return generic.getResult(0);
}

/// Applies `collective(value, dim)` to `local` along `step.dim`, or, for a
/// dim in blocks, to each block: the dim is expanded to [blocks, rest], the
/// collective runs along `rest`, and the dim is collapsed back.
template <typename F>
static Value inBlocks(OpBuilder &b, Location loc, Value local,
                      const ReshardStep &step, F collective) {
  if (step.blocks == 1)
    return collective(local, step.dim);
  auto type = cast<RankedTensorType>(local.getType());
  SmallVector<int64_t> expanded(type.getShape());
  expanded[step.dim] /= step.blocks;
  expanded.insert(expanded.begin() + step.dim, step.blocks);
  SmallVector<ReassociationIndices> groups;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    if (d < step.dim)
      groups.push_back({d});
    else if (d == step.dim)
      groups.push_back({d, d + 1});
    else
      groups.push_back({d + 1});
  }
  Value split = tensor::ExpandShapeOp::create(b, loc, type.clone(expanded),
                                              local, groups);
  Value done = collective(split, step.dim + 1);
  auto doneType = cast<RankedTensorType>(done.getType());
  SmallVector<int64_t> collapsed(type.getShape());
  collapsed[step.dim] = step.blocks * doneType.getDimSize(step.dim + 1);
  return tensor::CollapseShapeOp::create(b, loc, type.clone(collapsed), done,
                                         groups);
}

Value mlir::dist::emitReshard(OpBuilder &b, Location loc, Value local,
                              const ReshardPlan &plan, MeshOp mesh) {
  FlatSymbolRefAttr meshName = FlatSymbolRefAttr::get(mesh.getSymNameAttr());
  for (const ReshardStep &step : plan.steps) {
    auto current = cast<RankedTensorType>(local.getType());
    SmallVector<int64_t> shape(current.getShape());
    int64_t n = mesh.getGroupSize(step.axes);
    // A group of one device: every step is the identity.
    if (n == 1)
      continue;
    ArrayAttr axes = b.getStrArrayAttr(step.axes);
    auto withShape = [&](ArrayRef<int64_t> s) { return current.clone(s); };
    auto kindAttr = ReductionKindAttr::get(b.getContext(), step.reduction);
    switch (step.kind) {
    case Kind::AllReduce:
      local =
          AllReduceOp::create(b, loc, current, meshName, axes, local, kindAttr);
      break;
    case Kind::ReduceScatter:
      shape[step.dim] /= n;
      local = ReduceScatterOp::create(b, loc, withShape(shape), meshName, axes,
                                      local, b.getI64IntegerAttr(step.dim),
                                      kindAttr);
      break;
    case Kind::AllGather:
      local = inBlocks(b, loc, local, step, [&](Value v, int64_t dim) {
        auto type = cast<RankedTensorType>(v.getType());
        SmallVector<int64_t> s(type.getShape());
        s[dim] *= n;
        return AllGatherOp::create(b, loc, type.clone(s), meshName, axes, v,
                                   b.getI64IntegerAttr(dim));
      });
      break;
    case Kind::AllSlice:
      local = inBlocks(b, loc, local, step, [&](Value v, int64_t dim) {
        auto type = cast<RankedTensorType>(v.getType());
        SmallVector<int64_t> s(type.getShape());
        s[dim] /= n;
        return AllSliceOp::create(b, loc, type.clone(s), meshName, axes, v,
                                  b.getI64IntegerAttr(dim));
      });
      break;
    case Kind::AllToAll:
      shape[step.dim] /= n;
      shape[step.fromDim] *= n;
      local = AllToAllOp::create(b, loc, withShape(shape), meshName, axes,
                                 local, b.getI64IntegerAttr(step.dim),
                                 b.getI64IntegerAttr(step.fromDim));
      break;
    case Kind::MakePartial:
      // A max or min of copies is the value itself; a sum needs every
      // device but one to contribute zero.
      if (step.reduction == ReductionKind::sum && !isZero(local))
        local = keepOnFirstRank(b, loc, local, step.axes, mesh);
      break;
    }
  }
  return local;
}
