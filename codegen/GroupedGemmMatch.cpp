//===- GroupedGemmMatch.cpp - gathered matrices as grouped GEMMs ----------===//
//
// A gather of matrices is a generic over (s, i, j) that yields
// src[f(s), i, j] of a 3-d tensor from outside: its last two indices are
// its own loops 1 and 2, and its first reads loop 0 alone (the inputs it
// is computed from are read at s only). torch-mlir's aten.index.Tensor is
// one, with f the wrap of a negative id; the split below keeps any f.
// Its gradient, torch-mlir's index_put with accumulation, reaches the code
// generator as a sum into the stack over a reduction loop s that adds
// update s to matrix e where ids[s] == e (matchScatterAdd).
//
//===----------------------------------------------------------------------===//

#include "codegen/GroupedGemmMatch.h"
#include "codegen/PlanBuilder.h"
#include "codegen/ProgramEmitter.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

namespace {

/// The tensor.extract that `op` yields when `op` gathers matrices (see the
/// file's comment), and the body ops that compute its first index.
struct MatrixGather {
  tensor::ExtractOp extract;
  SmallVector<Operation *> index;
};

std::optional<MatrixGather> matchMatrixGather(linalg::GenericOp op) {
  if (op->getNumResults() != 1 || op.getNumLoops() != 3 ||
      op.getNumReductionLoops() != 0)
    return std::nullopt;
  OpOperand *init = op.getDpsInitOperand(0);
  Block *body = op.getBody();
  if (!op.getMatchingIndexingMap(init).isIdentity() ||
      !op.getMatchingBlockArgument(init).use_empty())
    return std::nullopt;
  auto extract =
      body->getTerminator()->getOperand(0).getDefiningOp<tensor::ExtractOp>();
  if (!extract || extract->getBlock() != body ||
      op->isAncestor(extract.getTensor().getParentBlock()->getParentOp()))
    return std::nullopt;
  auto source = cast<RankedTensorType>(extract.getTensor().getType());
  auto result = cast<RankedTensorType>(op->getResult(0).getType());
  if (source.getRank() != 3 || !source.hasStaticShape() ||
      !result.hasStaticShape() ||
      source.getShape().drop_front() != result.getShape().drop_front())
    return std::nullopt;
  for (unsigned d : {1u, 2u}) {
    auto index = extract.getIndices()[d].getDefiningOp<linalg::IndexOp>();
    if (!index || index.getDim() != d)
      return std::nullopt;
  }
  for (OpOperand *input : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(input);
    if (map.isFunctionOfDim(1) || map.isFunctionOfDim(2))
      return std::nullopt;
  }
  // The first index's computation: pure ops of the body that read no loop
  // but the first.
  MatrixGather gather{extract, {}};
  BackwardSliceOptions options;
  options.inclusive = true;
  options.filter = [&](Operation *inner) { return inner->getBlock() == body; };
  SetVector<Operation *> slice;
  if (Operation *first = extract.getIndices()[0].getDefiningOp();
      first && first->getBlock() == body &&
      failed(getBackwardSlice(first, &slice, options)))
    return std::nullopt;
  for (Operation &inner : body->without_terminator()) {
    if (!slice.contains(&inner))
      continue;
    auto loop = dyn_cast<linalg::IndexOp>(inner);
    if ((loop && loop.getDim() != 0) || !isPure(&inner) ||
        inner.getNumRegions())
      return std::nullopt;
    gather.index.push_back(&inner);
  }
  return gather;
}

/// The ids `op` gathers by when it is splitGatherIds's form: one input,
/// a vector of i64 read at loop 0, cast to the first index.
Value idsOf(linalg::GenericOp op, MatrixGather gather) {
  if (op.getNumDpsInputs() != 1)
    return {};
  OpOperand *input = op.getDpsInputOperand(0);
  auto type = dyn_cast<RankedTensorType>(input->get().getType());
  auto cast =
      gather.extract.getIndices()[0].getDefiningOp<arith::IndexCastOp>();
  if (!type || type.getRank() != 1 || !type.getElementType().isInteger(64) ||
      op.getMatchingIndexingMap(input) !=
          AffineMap::get(3, 0, getAffineDimExpr(0, op.getContext())) ||
      !cast || cast.getIn() != op.getMatchingBlockArgument(input))
    return {};
  return input->get();
}

/// Splits `op` (a matrix gather that is not yet by ids) into its ids and
/// the gather by them.
void splitIds(linalg::GenericOp op, MatrixGather gather) {
  MLIRContext *ctx = op.getContext();
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto result = cast<RankedTensorType>(op.getResultTypes()[0]);
  auto idsType = RankedTensorType::get({result.getDimSize(0)}, b.getI64Type());
  // The ids: the first index, computed over loop 0 alone.
  SmallVector<AffineMap> maps;
  for (OpOperand *input : op.getDpsInputOperands())
    maps.push_back(AffineMap::get(
        1, 0, op.getMatchingIndexingMap(input).getResults(), ctx));
  maps.push_back(AffineMap::getMultiDimIdentityMap(1, ctx));
  Value empty = tensor::EmptyOp::create(b, loc, idsType.getShape(),
                                        idsType.getElementType());
  auto ids = linalg::GenericOp::create(
      b, loc, TypeRange{idsType}, op.getDpsInputs(), ValueRange{empty}, maps,
      {utils::IteratorType::parallel},
      [&](OpBuilder &nested, Location at, ValueRange args) {
        IRMapping mapping;
        for (OpOperand *input : op.getDpsInputOperands())
          mapping.map(op.getMatchingBlockArgument(input),
                      args[input->getOperandNumber()]);
        for (Operation *inner : gather.index)
          nested.clone(*inner, mapping);
        Value first = mapping.lookupOrDefault(gather.extract.getIndices()[0]);
        linalg::YieldOp::create(
            nested, at,
            arith::IndexCastOp::create(nested, at, nested.getI64Type(), first)
                .getResult());
      });
  // The gather by them, its bounds check at the extract's location.
  SmallVector<AffineMap> gatherMaps = {
      AffineMap::get(3, 0, getAffineDimExpr(0, ctx)),
      AffineMap::getMultiDimIdentityMap(3, ctx)};
  Value source = gather.extract.getTensor();
  Location where = gather.extract.getLoc();
  auto byIds = linalg::GenericOp::create(
      b, loc, op.getResultTypes(), ids.getResults(), op.getDpsInits(),
      gatherMaps,
      SmallVector<utils::IteratorType>(3, utils::IteratorType::parallel),
      [&](OpBuilder &nested, Location at, ValueRange args) {
        SmallVector<Value> indices = {
            arith::IndexCastOp::create(nested, at, nested.getIndexType(),
                                       args[0]),
            linalg::IndexOp::create(nested, at, 1),
            linalg::IndexOp::create(nested, at, 2)};
        Value element =
            tensor::ExtractOp::create(nested, where, source, indices);
        linalg::YieldOp::create(nested, at, element);
      });
  op->replaceAllUsesWith(byIds);
  op->erase();
}

} // namespace

void codegen::splitGatherIds(ModuleOp module) {
  SmallVector<std::pair<linalg::GenericOp, MatrixGather>> gathers;
  module.walk([&](linalg::GenericOp op) {
    // Read by contractions only: a forward's product, and its backward's
    // (the gathered matrices transposed) in a training step.
    if (op->use_empty() || !llvm::all_of(op->getUsers(), [](Operation *user) {
          auto reader = dyn_cast<linalg::LinalgOp>(user);
          return reader && linalg::isaContractionOpInterface(reader);
        }))
      return;
    if (std::optional<MatrixGather> gather = matchMatrixGather(op);
        gather && !idsOf(op, *gather))
      gathers.emplace_back(op, std::move(*gather));
  });
  for (auto &[op, gather] : gathers)
    splitIds(op, gather);
}

/// A contraction whose operand is a gather by ids (splitGatherIds's form)
/// that only it reads: the stack in place of the gather.
static std::optional<std::pair<GemmKernel, linalg::GenericOp>>
matchGatheredOperand(linalg::GenericOp op) {
  std::optional<GemmKernel> gemm = matchGemm(op);
  if (!gemm || gemm->batchSizes.size() != 1)
    return std::nullopt;
  for (GemmOperand *operand : {&gemm->a, &gemm->b}) {
    auto gather = operand->value.getDefiningOp<linalg::GenericOp>();
    if (!gather || gather->getBlock() != op->getBlock())
      continue;
    std::optional<MatrixGather> form = matchMatrixGather(gather);
    Value ids = form ? idsOf(gather, *form) : Value();
    if (!ids)
      continue;
    // The batch runs over the gather's first dim: each batch index reads
    // one whole matrix, which the stack holds at the same stride.
    auto stack = cast<RankedTensorType>(form->extract.getTensor().getType());
    auto gathered = cast<RankedTensorType>(gather.getResultTypes()[0]);
    if (gemm->batchSizes[0] != gathered.getDimSize(0) ||
        operand->batchStrides[0] != stack.getDimSize(1) * stack.getDimSize(2))
      continue;
    // A gather both operands read would be read once in place and once
    // from a buffer it never gets.
    GemmOperand &other = operand == &gemm->a ? gemm->b : gemm->a;
    if (other.value == operand->value)
      return std::nullopt;
    operand->value = form->extract.getTensor();
    gemm->gathered = GemmKernel::Gathered{
        operand == &gemm->a ? GemmKernel::Gathered::Stack::A
                            : GemmKernel::Gathered::Stack::B,
        ids, stack.getDimSize(0), form->extract.getLoc()};
    return std::make_pair(*gemm, gather);
  }
  return std::nullopt;
}

/// A sum of matrices into a stack by id, as torch-mlir's scatter-add
/// (index_put with accumulation: the gradient of a gather) becomes a
/// generic: a scatter as loop nests see it (LoopNest::indexed), over loops
/// (e, i, j, s) with s the reduction and e the one indexed dim; the stack
/// (the init) at (e, i, j), f32 updates at (s, i, j) and i64 ids at (s);
/// the body adds update s where ids[s] == e. Its updates operand and its
/// ids.
static std::optional<std::pair<OpOperand *, Value>>
matchScatterAdd(linalg::GenericOp op) {
  MLIRContext *ctx = op.getContext();
  auto map = [&](ArrayRef<unsigned> dims) {
    SmallVector<AffineExpr> exprs;
    for (unsigned d : dims)
      exprs.push_back(getAffineDimExpr(d, ctx));
    return AffineMap::get(4, 0, exprs, ctx);
  };
  if (op.getNumLoops() != 4 || op.getNumDpsInputs() != 2)
    return std::nullopt;
  LoopNest nest = planLoopNest(op);
  if (nest.indexed.size() != 1 || nest.indexed[0].dim != 0 ||
      nest.inner.size() != 1 || nest.inner[0] != 3 ||
      op.getMatchingIndexingMap(op.getDpsInitOperand(0)) != map({0, 1, 2}))
    return std::nullopt;
  unsigned idsInput = nest.indexed[0].input;
  OpOperand *ids = op.getDpsInputOperand(idsInput);
  OpOperand *updates = op.getDpsInputOperand(1 - idsInput);
  if (op.getMatchingIndexingMap(updates) != map({3, 1, 2}) ||
      !getElementTypeOrSelf(ids->get().getType()).isInteger(64) ||
      !getElementTypeOrSelf(updates->get().getType()).isF32() ||
      !getElementTypeOrSelf(op.getResultTypes()[0]).isF32())
    return std::nullopt;
  // The scatter yields select(ids[s] == e, x, out); x must be out + update.
  Block *body = op.getBody();
  Value out = op.getMatchingBlockArgument(op.getDpsInitOperand(0));
  Value update = op.getMatchingBlockArgument(updates);
  auto add = body->getTerminator()
                 ->getOperand(0)
                 .getDefiningOp<arith::SelectOp>()
                 .getTrueValue()
                 .getDefiningOp<arith::AddFOp>();
  if (!add || !((add.getLhs() == out && add.getRhs() == update) ||
                (add.getLhs() == update && add.getRhs() == out)))
    return std::nullopt;
  return std::make_pair(updates, ids->get());
}

/// A sum of a contraction's products into a stack by id (matchScatterAdd),
/// the contraction starting from zeros and read only there: C is the
/// stack, accumulated.
static std::optional<std::pair<GemmKernel, linalg::GenericOp>>
matchScatteredResult(linalg::GenericOp op) {
  std::optional<std::pair<OpOperand *, Value>> scatter = matchScatterAdd(op);
  if (!scatter)
    return std::nullopt;
  auto contraction = scatter->first->get().getDefiningOp<linalg::GenericOp>();
  if (!contraction || !contraction->hasOneUse() ||
      contraction->getBlock() != op->getBlock())
    return std::nullopt;
  auto init = contraction.getDpsInits()[0].getDefiningOp<linalg::GenericOp>();
  std::optional<GemmKernel> gemm = matchGemm(contraction);
  auto stack = cast<RankedTensorType>(op.getResultTypes()[0]);
  auto products = cast<RankedTensorType>(contraction.getResultTypes()[0]);
  // One product per batch index, each a whole matrix of the stack's shape.
  if (!init || !isZeroFill(init) || !gemm || gemm->batchSizes.size() != 1 ||
      gemm->batchSizes[0] != products.getDimSize(0) ||
      gemm->c.batchStrides[0] != stack.getDimSize(1) * stack.getDimSize(2))
    return std::nullopt;
  gemm->c.value = op->getResult(0);
  gemm->beta = 1;
  gemm->gathered =
      GemmKernel::Gathered{GemmKernel::Gathered::Stack::C, scatter->second,
                           stack.getDimSize(0), op.getLoc()};
  return std::make_pair(*gemm, contraction);
}

std::optional<std::pair<GemmKernel, linalg::GenericOp>>
codegen::matchGroupedGemm(linalg::GenericOp op) {
  if (auto gathered = matchGatheredOperand(op))
    return gathered;
  return matchScatteredResult(op);
}
