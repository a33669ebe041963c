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
// one reduce_scatter), which are chunked with it. A reader may read
// another's result, by its rows; where no reader of a gather is a
// contraction, the readers of their results that read them so follow,
// chunk by chunk (the backward pass adds an output gradient to the
// residual stream's before the GEMMs read the sum). Where chunks does not
// divide the local token count (a rank's tokens are whole examples), the chunks
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
#include "passes/spmd/RowChunks.h"

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

/// Whether `v` dominates `point`, after moving (before `point`) the
/// side-effect-free ops of its block that it needs and that do not (a
/// later reader's fill), with what they use, their bodies' too. Without
/// `move`, only whether it would.
bool makeAvailable(Value v, Operation *point, DominanceInfo &dominance,
                   bool move = true) {
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
    if (!makeAvailable(operand, point, dominance, move))
      return false;
  if (move)
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
/// each reader's chunk reads the gather of the operand's chunk. Where no
/// reader is a contraction, the readers of their results that read them
/// row-wise too (the GEMMs of an output gradient that the backward pass
/// adds to the residual stream's before they read it) follow them, chunk
/// by chunk; `readers` are both, in block order.
struct GatherPlan {
  AllGatherOp gather;
  SmallVector<RowWise> readers;
  ChunkDim along;
};

/// The readers of `gather` as row-wise along `dim`, if all are.
std::optional<SmallVector<RowWise>> readersAlong(AllGatherOp gather,
                                                 int64_t dim) {
  SmallVector<RowWise> readers;
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
    readers.push_back(*row);
  }
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

/// The row dim of `v` where one of `rows` makes it in chunks (not as a
/// sum over the rows).
std::optional<int64_t> chunkedDimOf(Value v, ArrayRef<RowWise> rows) {
  auto result = dyn_cast<OpResult>(v);
  if (!result)
    return std::nullopt;
  for (const RowWise &row : rows)
    if (row.op == result.getOwner() && !row.accumulates)
      return resultDim(row, result.getResultNumber());
  return std::nullopt;
}

/// The linalg ops of `readers`' block that read a reader's result
/// row-wise, every such operand along its rows, and whose other operands
/// can be made before the first reader (`dominance`).
SmallVector<RowWise> followersOf(ArrayRef<RowWise> readers,
                                 DominanceInfo &dominance) {
  Operation *first = firstOf(readers);
  SmallVector<RowWise> followers;
  auto known = [&](Operation *op) {
    auto is = [&](const RowWise &row) { return row.op == op; };
    return llvm::any_of(readers, is) || llvm::any_of(followers, is);
  };
  for (const RowWise &reader : readers) {
    for (Operation *user : reader.op->getUsers()) {
      auto op = dyn_cast<linalg::LinalgOp>(user);
      if (!op || known(op) || op->getBlock() != first->getBlock())
        continue;
      std::optional<RowWise> row;
      bool fits = true;
      for (OpOperand &operand : op->getOpOperands()) {
        std::optional<int64_t> dim = chunkedDimOf(operand.get(), readers);
        // Any other operand is made before the first reader; a reader's
        // result that is not in chunks of rows (a weight gradient's sum,
        // whole only after the last chunk) cannot be read chunk by chunk,
        // nor can a follower's (followers are one step from the readers).
        if (!dim) {
          fits &= !known(operand.get().getDefiningOp()) &&
                  makeAvailable(operand.get(), first, dominance,
                                /*move=*/false);
          continue;
        }
        std::optional<RowWise> here =
            rowWise(op, op.getMatchingIndexingMap(&operand), *dim);
        fits &= here && (!row || here->dims == row->dims);
        if (here)
          row = here;
      }
      if (fits && row)
        followers.push_back(*row);
    }
  }
  return followers;
}

std::optional<GatherPlan> planGather(AllGatherOp gather, int64_t chunks,
                                     DominanceInfo &dominance) {
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
    if (!readers)
      continue;
    auto isContraction = [](const RowWise &row) {
      return linalg::isaContractionOpInterface(row.op);
    };
    if (llvm::none_of(*readers, isContraction))
      llvm::append_range(*readers, followersOf(*readers, dominance));
    // Along another dim, a reader may sum over it only where it is a
    // GEMM's rows (tokens, as a weight gradient sums over them), not
    // what a GEMM sums over (its weight's rows, which it would read in
    // chunks).
    auto makesRows = [&](const RowWise &row) {
      return isContraction(row) && !row.accumulates;
    };
    if (llvm::none_of(*readers, isContraction) ||
        (along.dim != dim && llvm::none_of(*readers, makesRows) &&
         llvm::any_of(*readers,
                      [](const RowWise &row) { return row.accumulates; })))
      continue;
    llvm::sort(*readers, [](const RowWise &a, const RowWise &b) {
      return a.op->isBeforeInBlock(b.op);
    });
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
  // A reader of another's result reads its chunks, row-wise; any other
  // value is made before the first reader.
  for (RowWise &row : plan.readers)
    for (auto [v, dim] : llvm::zip(row.op->getOperands(), row.dims)) {
      if (v == plan.gather.getResult())
        continue;
      bool ofReader = llvm::any_of(plan.readers, [&](const RowWise &r) {
        return r.op == v.getDefiningOp();
      });
      std::optional<int64_t> chunked = chunkedDimOf(v, plan.readers);
      if (ofReader ? !chunked || chunked != dim
                   : !makeAvailable(v, first, dominance))
        return;
    }
  OpBuilder b(first);
  Location loc = plan.gather.getLoc();
  const ChunkDim &along = plan.along;
  int64_t chunks = along.whole.chunks;
  auto gatheredType = cast<RankedTensorType>(plan.gather.getResult().getType());
  // The chunks of the gather and of each reader's results.
  DenseMap<Value, SmallVector<Value>> pieces;
  auto gatherChunk = [&](int64_t c) {
    Value piece =
        sliceChunk(b, loc, plan.gather.getInput(), along.dim, along.block(), c);
    auto type = withDim(gatheredType, along.dim,
                        {gatheredType.getDimSize(along.dim) / chunks});
    pieces[plan.gather.getResult()].push_back(AllGatherOp::create(
        b, loc, type, plan.gather.getMesh(), plan.gather.getAxes(), piece,
        plan.gather.getDim()));
  };
  gatherChunk(0);
  for (int64_t c = 0; c < chunks; ++c) {
    if (c + 1 < chunks)
      gatherChunk(c + 1);
    for (RowWise &row : plan.readers) {
      SmallVector<Value> previous;
      if (row.accumulates && c > 0)
        for (Value result : row.op->getResults())
          previous.push_back(pieces[result].back());
      Operation *clone = cloneForChunk(
          b, row, along.whole, c,
          [&](Value v) {
            auto found = pieces.find(v);
            return found == pieces.end() ? Value() : found->second[c];
          },
          previous);
      for (auto [result, value] :
           llvm::zip(row.op->getResults(), clone->getResults()))
        pieces[result].push_back(value);
    }
  }
  // Each result read beyond the readers whole again: the last chunk's
  // sum, or the rows' chunks put in place.
  auto isReader = [&](Operation *op) {
    return llvm::any_of(plan.readers,
                        [&](const RowWise &row) { return row.op == op; });
  };
  for (RowWise &row : plan.readers)
    for (auto [r, result] : llvm::enumerate(row.op->getResults())) {
      if (llvm::all_of(result.getUsers(), isReader))
        continue;
      result.replaceAllUsesWith(
          row.accumulates
              ? pieces[result].back()
              : assembleChunks(b, loc, cast<RankedTensorType>(result.getType()),
                               resultDim(row, unsigned(r)), along.whole,
                               pieces[result]));
    }
  for (RowWise &row : llvm::reverse(plan.readers))
    row.op->erase();
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
    DominanceInfo dominance(getOperation());
    getOperation().walk([&](AllGatherOp gather) {
      std::optional<GatherPlan> plan = planGather(gather, chunks, dominance);
      if (!plan || llvm::any_of(plan->readers, [&](const RowWise &row) {
            return claimed.contains(row.op);
          }))
        return;
      for (const RowWise &row : plan->readers)
        claimed.insert(row.op);
      gathers.push_back(*plan);
    });
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
