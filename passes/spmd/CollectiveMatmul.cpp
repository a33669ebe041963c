//===- CollectiveMatmul.cpp - tp collectives in chunks beside GEMMs -------===//
//
// Under sequence parallelism every tensor-parallel block starts with an
// all_gather of the tokens that its column-parallel GEMMs read and ends
// with a reduce_scatter of its row-parallel GEMM's partial sums. Each waits
// for the whole collective: the GEMM cannot start before the gather ends,
// the scatter not before the GEMM ends. Megatron-LM's --tp-comm-overlap
// and XLA's collective matmul split them. So does this pass, in `chunks`
// pieces along the token dim:
//
//   all_gather(x) -> G     becomes  all_gather(x_c) -> G_c for each chunk c
//   G -> reduce_scatter    becomes  G_c -> reduce_scatter for each chunk c
//
// ordered so that chunk c + 1's collective is started before chunk c's
// GEMM runs (a gather) or chunk c's collective runs beside chunk c + 1's
// GEMM (a scatter): the code generator starts each such collective on the
// communicator's stream and waits for it only before the first kernel that
// reads its result (codegen/CollectiveOverlap.cpp), so all but one chunk's
// communication runs beside a GEMM. The chunks' results are put back in
// place where they are first read.
//
// Chunk c of a token dim of extent `outer` x L (each of the group's
// `outer` blocks of L tokens) is rows [c L / chunks, (c + 1) L / chunks)
// of every block: gathering the chunks of each rank's block gathers the
// chunks of the whole dim, and scattering the chunks of the whole dim
// leaves each rank the chunks of its block. The ops that read a gather (or
// make a scatter's operand) must be linalg ops for which the token dim is
// a loop that each operand indexes at most plainly and that the body does
// not read by linalg.index: a parallel loop (a GEMM's rows, a bias add),
// or a contraction's reduction (a weight gradient, summed over the rows:
// each chunk's GEMM adds to the chunk before's); at least one of them a
// contraction. A scatter's GEMM makes the rows, or an elementwise op over
// GEMMs that only it reads (partial input gradients added before their
// one reduce_scatter), which are chunked with it. Where chunks does not divide
// the local token count (a rank's tokens are whole examples), the chunks
// are of another dim that every reader takes as parallel rows (the
// sequence), contiguous on every rank. Where none suits, or any reader is
// another kind, the collective stays whole.
//
// Runs last, after --dist-optimize-collectives (which would merge the
// chunks' gathers again) and --dist-pipeline.
//
//===----------------------------------------------------------------------===//

#include "dialect/DistOps.h"
#include "passes/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTCOLLECTIVEMATMUL
#include "passes/Passes.h.inc"
} // namespace mlir::dist

using namespace mlir;
using namespace mlir::dist;

namespace {

/// How chunks split a dim: `outer` blocks, each of `chunks` pieces.
struct Chunking {
  int64_t outer = 1, chunks = 1;
};

/// The type of `v` with `dim` replaced by `parts` (or merged from them).
RankedTensorType withDim(RankedTensorType type, int64_t dim,
                         ArrayRef<int64_t> parts) {
  SmallVector<int64_t> shape(type.getShape().take_front(dim));
  llvm::append_range(shape, parts);
  llvm::append_range(shape, type.getShape().drop_front(dim + 1));
  return RankedTensorType::get(shape, type.getElementType());
}

/// Reassociation that groups dims [dim, dim + count) of a rank-`rank`
/// tensor's expanded form and keeps every other dim alone.
SmallVector<ReassociationIndices> grouping(int64_t rank, int64_t dim,
                                           int64_t count) {
  SmallVector<ReassociationIndices> groups;
  int64_t next = 0;
  for (int64_t d = 0; d < rank; ++d) {
    ReassociationIndices group;
    for (int64_t i = 0, n = d == dim ? count : 1; i < n; ++i)
      group.push_back(next++);
    groups.push_back(group);
  }
  return groups;
}

/// `v`'s `dim` as [outer, chunks, rest].
Value expandChunks(OpBuilder &b, Location loc, Value v, int64_t dim,
                   Chunking chunking) {
  auto type = cast<RankedTensorType>(v.getType());
  int64_t rest = type.getDimSize(dim) / (chunking.outer * chunking.chunks);
  return tensor::ExpandShapeOp::create(
      b, loc, withDim(type, dim, {chunking.outer, chunking.chunks, rest}), v,
      grouping(type.getRank(), dim, 3));
}

/// Offsets, sizes and unit strides of chunk `c` of an expanded tensor.
void chunkBox(RankedTensorType expanded, int64_t dim, int64_t c,
              SmallVector<OpFoldResult> &offsets,
              SmallVector<OpFoldResult> &sizes,
              SmallVector<OpFoldResult> &strides, Builder &b) {
  for (int64_t d = 0; d < expanded.getRank(); ++d) {
    offsets.push_back(b.getIndexAttr(d == dim + 1 ? c : 0));
    sizes.push_back(b.getIndexAttr(d == dim + 1 ? 1 : expanded.getDimSize(d)));
    strides.push_back(b.getIndexAttr(1));
  }
}

/// Chunk `c` of `v` along `dim`: its rows of every block, in order.
Value sliceChunk(OpBuilder &b, Location loc, Value v, int64_t dim,
                 Chunking chunking, int64_t c) {
  Value expanded = expandChunks(b, loc, v, dim, chunking);
  auto type = cast<RankedTensorType>(expanded.getType());
  SmallVector<OpFoldResult> offsets, sizes, strides;
  chunkBox(type, dim, c, offsets, sizes, strides, b);
  RankedTensorType boxType = type.clone(withDim(type, dim + 1, {1}).getShape());
  Value box = tensor::ExtractSliceOp::create(b, loc, boxType, expanded, offsets,
                                             sizes, strides);
  int64_t rows =
      cast<RankedTensorType>(v.getType()).getDimSize(dim) / chunking.chunks;
  auto chunkType = withDim(cast<RankedTensorType>(v.getType()), dim, {rows});
  return tensor::CollapseShapeOp::create(b, loc, chunkType, box,
                                         grouping(chunkType.getRank(), dim, 3));
}

/// The whole tensor of `type` whose chunks along `dim` are `pieces`.
Value assembleChunks(OpBuilder &b, Location loc, RankedTensorType type,
                     int64_t dim, Chunking chunking, ArrayRef<Value> pieces) {
  Value whole =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  Value expanded = expandChunks(b, loc, whole, dim, chunking);
  auto expandedType = cast<RankedTensorType>(expanded.getType());
  for (auto [c, piece] : llvm::enumerate(pieces)) {
    auto boxType =
        expandedType.clone(withDim(expandedType, dim + 1, {1}).getShape());
    Value box = tensor::ExpandShapeOp::create(b, loc, boxType, piece,
                                              grouping(type.getRank(), dim, 3));
    SmallVector<OpFoldResult> offsets, sizes, strides;
    chunkBox(expandedType, dim, int64_t(c), offsets, sizes, strides, b);
    expanded = tensor::InsertSliceOp::create(b, loc, box, expanded, offsets,
                                             sizes, strides);
  }
  return tensor::CollapseShapeOp::create(b, loc, type, expanded,
                                         grouping(type.getRank(), dim, 3));
}

/// A linalg op's reading (or making) of the token dim as loop `loop`: the
/// dim each operand indexes it by (none: the operand does not).
struct RowWise {
  linalg::LinalgOp op;
  SmallVector<std::optional<int64_t>> dims; // per operand
  /// A contraction that sums over the rows (a weight gradient): each
  /// chunk's adds to the previous chunk's result, rather than making its
  /// own rows of it.
  bool accumulates = false;
};

/// `op` as a row-wise reader of `operand`'s dim `dim` (or maker of its
/// result's `dim`): the dim a loop that each operand indexes at most by a
/// plain dim and that the body does not read; a parallel loop, or a
/// contraction's reduction.
std::optional<RowWise> rowWise(linalg::LinalgOp op, AffineMap map,
                               int64_t dim) {
  auto loopExpr = dyn_cast<AffineDimExpr>(map.getResult(dim));
  if (!loopExpr)
    return std::nullopt;
  unsigned loop = loopExpr.getPosition();
  bool parallel =
      op.getIteratorTypesArray()[loop] == utils::IteratorType::parallel;
  if (!parallel && !linalg::isaContractionOpInterface(op))
    return std::nullopt;
  bool readsIndex = false;
  op->walk(
      [&](linalg::IndexOp index) { readsIndex |= index.getDim() == loop; });
  if (readsIndex)
    return std::nullopt;
  RowWise row{op, {}, !parallel};
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap operandMap = op.getMatchingIndexingMap(&operand);
    std::optional<int64_t> at;
    for (auto [p, expr] : llvm::enumerate(operandMap.getResults())) {
      if (!expr.isFunctionOfDim(loop))
        continue;
      if (at || expr != loopExpr)
        return std::nullopt;
      at = int64_t(p);
    }
    row.dims.push_back(at);
  }
  return row;
}

/// Clones `row.op` for chunk `c`: every operand that indexes the token dim
/// takes its chunk (`replace` gives an operand's chunk where it has one of
/// its own), the results their chunks' types; an accumulating op starts
/// from `previous`, the chunk before's results (none for the first).
Operation *cloneForChunk(OpBuilder &b, const RowWise &row, Chunking chunking,
                         int64_t c, function_ref<Value(Value)> replace,
                         ValueRange previous = {}) {
  // A copy of the handle: LinalgOp's accessors are not const.
  linalg::LinalgOp op = row.op;
  Location loc = op.getLoc();
  SmallVector<Value> operands;
  for (auto [operand, dim] : llvm::zip(op->getOpOperands(), row.dims)) {
    Value v = operand.get();
    if (row.accumulates && !previous.empty() && op.isDpsInit(&operand)) {
      operands.push_back(
          previous[operand.getOperandNumber() - op.getNumDpsInputs()]);
      continue;
    }
    if (!dim) {
      operands.push_back(v);
      continue;
    }
    if (Value own = replace(v)) {
      operands.push_back(own);
      continue;
    }
    auto type = cast<RankedTensorType>(v.getType());
    auto chunkType =
        withDim(type, *dim, {type.getDimSize(*dim) / chunking.chunks});
    // A result's starting value made whole is made again chunk-sized,
    // rather than made whole and copied from.
    if (v.getDefiningOp<tensor::EmptyOp>()) {
      operands.push_back(tensor::EmptyOp::create(b, loc, chunkType.getShape(),
                                                 chunkType.getElementType()));
      continue;
    }
    if (auto fill = v.getDefiningOp<linalg::FillOp>();
        fill && fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>()) {
      Value empty = tensor::EmptyOp::create(b, loc, chunkType.getShape(),
                                            chunkType.getElementType());
      operands.push_back(
          linalg::FillOp::create(b, loc, fill.getInputs(), empty).getResult(0));
      continue;
    }
    operands.push_back(sliceChunk(b, loc, v, *dim, chunking, c));
  }
  SmallVector<Type> types;
  for (OpOperand &init : op.getDpsInitsMutable())
    types.push_back(operands[init.getOperandNumber()].getType());
  return mlir::clone(b, op, types, operands);
}

/// The dim at which each result of `row.op` indexes the token dim.
int64_t resultDim(const RowWise &row, unsigned result) {
  linalg::LinalgOp op = row.op;
  return *row.dims[op.getDpsInitsMutable()[result].getOperandNumber()];
}

/// Whether `v` dominates `point`, after moving (before `point`) the
/// side-effect-free ops of its block that it needs and that do not (a
/// later reader's fill), with what they use, their bodies' too.
bool makeAvailable(Value v, Operation *point, DominanceInfo &dominance) {
  if (dominance.properlyDominates(v, point))
    return true;
  Operation *def = v.getDefiningOp();
  if (!def || def == point || def->getBlock() != point->getBlock() ||
      !isMemoryEffectFree(def))
    return false;
  llvm::SetVector<Value> used;
  getUsedValuesDefinedAbove(def->getRegions(), used);
  used.insert(def->operand_begin(), def->operand_end());
  for (Value operand : used)
    if (!makeAvailable(operand, point, dominance))
      return false;
  def->moveBefore(point);
  return true;
}

/// How a collective splits into chunks along `dim`: the
/// collective's own dim (each group rank's block in chunks, strided in
/// the whole) or another dim that its readers (its maker) take as rows
/// (contiguous chunks on every rank).
struct ChunkDim {
  int64_t dim = 0;
  /// The chunking of the whole tensor (gathered, or to be scattered) along
  /// `dim`; each rank's block is in `whole.chunks` contiguous chunks.
  Chunking whole;
  Chunking block() const { return {1, whole.chunks}; }
};

/// The chunk dims of a collective over `dim` with group size `group` on a
/// rank's block of type `block`, its own dim first.
SmallVector<ChunkDim> chunkDims(RankedTensorType block, int64_t dim,
                                int64_t group, int64_t chunks) {
  SmallVector<ChunkDim> dims;
  if (block.getDimSize(dim) % chunks == 0)
    dims.push_back({dim, {group, chunks}});
  for (int64_t d = 0; d < block.getRank(); ++d)
    if (d != dim && block.getDimSize(d) % chunks == 0 &&
        block.getDimSize(d) > 1)
      dims.push_back({d, {1, chunks}});
  return dims;
}

/// An all_gather whose readers all read it row-wise along `along.dim`:
/// each reader's chunk reads the gather of the operand's chunk.
struct GatherPlan {
  AllGatherOp gather;
  SmallVector<RowWise> readers;
  ChunkDim along;
};

/// The readers of `gather` as row-wise along `dim`, if all are and one is
/// a contraction.
std::optional<SmallVector<RowWise>> readersAlong(AllGatherOp gather,
                                                 int64_t dim) {
  SmallVector<RowWise> readers;
  bool contraction = false;
  for (OpOperand &use : gather->getUses()) {
    auto op = dyn_cast<linalg::LinalgOp>(use.getOwner());
    if (!op || op->getBlock() != gather->getBlock())
      return std::nullopt;
    if (llvm::any_of(readers, [&](const RowWise &r) { return r.op == op; }))
      continue;
    std::optional<RowWise> row;
    for (OpOperand &operand : op->getOpOperands()) {
      if (operand.get() != gather.getResult())
        continue;
      std::optional<RowWise> here =
          rowWise(op, op.getMatchingIndexingMap(&operand), dim);
      if (!here || (row && here->dims != row->dims))
        return std::nullopt;
      row = here;
    }
    contraction |= linalg::isaContractionOpInterface(op);
    readers.push_back(*row);
  }
  if (!contraction)
    return std::nullopt;
  return readers;
}

/// The first of `ops`, all of one block.
template <typename Range> Operation *firstInBlock(Range &&ops) {
  Operation *first = nullptr;
  for (Operation *op : ops)
    if (!first || op->isBeforeInBlock(first))
      first = op;
  return first;
}

/// The first of `rows`' ops in their block.
Operation *firstOf(ArrayRef<RowWise> rows) {
  return firstInBlock(llvm::map_range(
      rows, [](const RowWise &row) -> Operation * { return row.op; }));
}

std::optional<GatherPlan> planGather(AllGatherOp gather, int64_t chunks) {
  auto input = cast<RankedTensorType>(gather.getInput().getType());
  auto result = cast<RankedTensorType>(gather.getResult().getType());
  int64_t dim = int64_t(gather.getDim());
  if (gather->use_empty())
    return std::nullopt;
  for (ChunkDim along :
       chunkDims(input, dim, result.getDimSize(dim) / input.getDimSize(dim),
                 chunks)) {
    std::optional<SmallVector<RowWise>> readers =
        readersAlong(gather, along.dim);
    // Along another dim, a reader that sums over it would read its
    // weight in chunks too.
    if (!readers ||
        (along.dim != dim && llvm::any_of(*readers, [](const RowWise &row) {
           return row.accumulates;
         })))
      continue;
    // A gather that --dist-optimize-collectives moved up beside an
    // earlier contraction runs beside it already.
    Operation *first = firstOf(*readers);
    for (Operation *op = gather->getNextNode(); op != first;
         op = op->getNextNode())
      if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
          linalgOp && linalg::isaContractionOpInterface(linalgOp))
        return std::nullopt;
    return GatherPlan{gather, std::move(*readers), along};
  }
  return std::nullopt;
}

/// Rewrites `plan` before its first reader: the chunks' gathers one ahead
/// of the readers' chunks, then each reader's result put together.
void chunkGather(GatherPlan &plan, DominanceInfo &dominance) {
  Operation *first = firstOf(plan.readers);
  // A reader of another's result would read it before it is put together.
  auto isReader = [&](Operation *op) {
    return llvm::any_of(plan.readers,
                        [&](const RowWise &row) { return row.op == op; });
  };
  for (RowWise &row : plan.readers)
    for (Value v : row.op->getOperands())
      if (v != plan.gather.getResult() &&
          (isReader(v.getDefiningOp()) || !makeAvailable(v, first, dominance)))
        return;
  OpBuilder b(first);
  Location loc = plan.gather.getLoc();
  const ChunkDim &along = plan.along;
  int64_t chunks = along.whole.chunks;
  auto gatheredType = cast<RankedTensorType>(plan.gather.getResult().getType());
  SmallVector<Value> gathered;
  auto gatherChunk = [&](int64_t c) {
    Value piece =
        sliceChunk(b, loc, plan.gather.getInput(), along.dim, along.block(), c);
    auto type = withDim(gatheredType, along.dim,
                        {gatheredType.getDimSize(along.dim) / chunks});
    gathered.push_back(AllGatherOp::create(b, loc, type, plan.gather.getMesh(),
                                           plan.gather.getAxes(), piece,
                                           plan.gather.getDim()));
  };
  // Per reader and result, its chunks.
  SmallVector<SmallVector<SmallVector<Value>>> results(plan.readers.size());
  gatherChunk(0);
  for (int64_t c = 0; c < chunks; ++c) {
    if (c + 1 < chunks)
      gatherChunk(c + 1);
    for (auto [row, pieces] : llvm::zip(plan.readers, results)) {
      SmallVector<Value> previous;
      if (row.accumulates && c > 0)
        for (SmallVector<Value> &chunksOfResult : pieces)
          previous.push_back(chunksOfResult.back());
      Operation *clone = cloneForChunk(
          b, row, along.whole, c,
          [&](Value v) {
            return v == plan.gather.getResult() ? gathered[c] : Value();
          },
          previous);
      pieces.resize(clone->getNumResults());
      for (auto [r, value] : llvm::enumerate(clone->getResults()))
        pieces[r].push_back(value);
    }
  }
  // Each result whole again: the last chunk's sum, or the rows' chunks
  // put in place.
  for (auto [row, pieces] : llvm::zip(plan.readers, results)) {
    for (auto [r, result] : llvm::enumerate(row.op->getResults()))
      result.replaceAllUsesWith(
          row.accumulates
              ? pieces[r].back()
              : assembleChunks(b, loc, cast<RankedTensorType>(result.getType()),
                               resultDim(row, unsigned(r)), along.whole,
                               pieces[r]));
    row.op->erase();
  }
  plan.gather->erase();
}

/// A reduce_scatter of what one linalg op makes, row-wise along
/// `along.dim`, that only the scatter reads: a contraction (a row-parallel
/// projection), or an elementwise op over the results of contractions
/// that only it reads (the partial input gradients of Q, K and V, added
/// before their one reduce_scatter), which are made in chunks too.
struct ScatterPlan {
  ReduceScatterOp scatter;
  RowWise maker;
  SmallVector<RowWise> feeders;
  ChunkDim along;
};

/// The contractions whose only reader `maker` (elementwise) reads their
/// results row-wise, each by its result's row dim.
SmallVector<RowWise> feedersOf(const RowWise &maker) {
  SmallVector<RowWise> feeders;
  linalg::LinalgOp op = maker.op;
  for (OpOperand *input : op.getDpsInputOperands()) {
    std::optional<int64_t> dim = maker.dims[input->getOperandNumber()];
    auto feeder = input->get().getDefiningOp<linalg::LinalgOp>();
    if (!dim || !feeder || !linalg::isaContractionOpInterface(feeder) ||
        feeder->getNumResults() != 1 || !input->get().hasOneUse() ||
        feeder->getBlock() != op->getBlock())
      continue;
    std::optional<RowWise> row = rowWise(
        feeder, feeder.getIndexingMapMatchingResult(feeder->getResult(0)),
        *dim);
    if (row && !row->accumulates)
      feeders.push_back(*row);
  }
  return feeders;
}

std::optional<ScatterPlan> planScatter(ReduceScatterOp scatter,
                                       int64_t chunks) {
  auto result = cast<RankedTensorType>(scatter.getResult().getType());
  auto input = cast<RankedTensorType>(scatter.getInput().getType());
  int64_t dim = int64_t(scatter.getDim());
  auto op = scatter.getInput().getDefiningOp<linalg::LinalgOp>();
  if (!op || op->getNumResults() != 1 || !scatter.getInput().hasOneUse() ||
      scatter->use_empty() || op->getBlock() != scatter->getBlock() ||
      llvm::any_of(scatter->getUsers(), [&](Operation *user) {
        return user->getBlock() != scatter->getBlock();
      }))
    return std::nullopt;
  bool contraction = linalg::isaContractionOpInterface(op);
  if (!contraction && op.getNumReductionLoops() != 0)
    return std::nullopt;
  for (ChunkDim along :
       chunkDims(result, dim, input.getDimSize(dim) / result.getDimSize(dim),
                 chunks)) {
    std::optional<RowWise> row = rowWise(
        op, op.getIndexingMapMatchingResult(op->getResult(0)), along.dim);
    if (!row || row->accumulates)
      continue;
    ScatterPlan plan{scatter, *row, {}, along};
    if (!contraction) {
      plan.feeders = feedersOf(*row);
      if (plan.feeders.empty())
        continue;
    }
    return plan;
  }
  return std::nullopt;
}

/// Rewrites `plan` where the scatter was: each chunk's contractions (and
/// the op over them), then its scatter, which runs beside the next
/// chunk's; the result put together just before its first reader.
void chunkScatter(ScatterPlan &plan) {
  ReduceScatterOp scatter = plan.scatter;
  OpBuilder b(scatter);
  Location loc = scatter.getLoc();
  const ChunkDim &along = plan.along;
  auto resultType = cast<RankedTensorType>(scatter.getResult().getType());
  auto pieceType =
      withDim(resultType, along.dim,
              {resultType.getDimSize(along.dim) / along.whole.chunks});
  SmallVector<Value> pieces;
  for (int64_t c = 0; c < along.whole.chunks; ++c) {
    DenseMap<Value, Value> fed;
    for (RowWise &feeder : plan.feeders)
      fed[feeder.op->getResult(0)] =
          cloneForChunk(b, feeder, along.whole, c, [](Value) {
            return Value();
          })->getResult(0);
    Operation *clone = cloneForChunk(b, plan.maker, along.whole, c,
                                     [&](Value v) { return fed.lookup(v); });
    pieces.push_back(ReduceScatterOp::create(
        b, loc, pieceType, scatter.getMesh(), scatter.getAxes(),
        clone->getResult(0), scatter.getDim(), scatter.getReduction()));
  }
  b.setInsertionPoint(firstInBlock(scatter->getUsers()));
  scatter.getResult().replaceAllUsesWith(
      assembleChunks(b, loc, resultType, along.dim, along.block(), pieces));
  scatter->erase();
  plan.maker.op->erase();
  for (RowWise &feeder : plan.feeders)
    feeder.op->erase();
}

struct DistCollectiveMatmul
    : dist::impl::DistCollectiveMatmulBase<DistCollectiveMatmul> {
  using DistCollectiveMatmulBase::DistCollectiveMatmulBase;

  void runOnOperation() override {
    if (chunks < 1) {
      getOperation().emitError("--dist-collective-matmul: chunks must be at "
                               "least 1, not ")
          << int64_t(chunks);
      return signalPassFailure();
    }
    if (chunks == 1)
      return;
    // Gathers first: a contraction between a gather and a scatter is then
    // the gather's reader, and its scatter stays whole.
    // A reader of two gathers is chunked with the first.
    SmallVector<GatherPlan> gathers;
    DenseSet<Operation *> claimed;
    getOperation().walk([&](AllGatherOp gather) {
      std::optional<GatherPlan> plan = planGather(gather, chunks);
      if (!plan || llvm::any_of(plan->readers, [&](const RowWise &row) {
            return claimed.contains(row.op);
          }))
        return;
      for (const RowWise &row : plan->readers)
        claimed.insert(row.op);
      gathers.push_back(*plan);
    });
    DominanceInfo dominance(getOperation());
    for (GatherPlan &plan : gathers)
      chunkGather(plan, dominance);
    SmallVector<ScatterPlan> scatters;
    getOperation().walk([&](ReduceScatterOp scatter) {
      if (std::optional<ScatterPlan> plan = planScatter(scatter, chunks))
        scatters.push_back(*plan);
    });
    for (ScatterPlan &plan : scatters)
      chunkScatter(plan);
  }
};

} // namespace
