//===- GroupedGemmMatch.cpp - gathered matrices as grouped GEMMs ----------===//
//
// A gather of matrices is a generic over (s, i, j) that yields
// src[f(s), i, j] of a 3-d tensor from outside: its last two indices are
// its own loops 1 and 2, and its first reads loop 0 alone (the inputs it
// is computed from are read at s only). torch-mlir's aten.index.Tensor is
// one, with f the wrap of a negative id; the split below keeps any f.
//
//===----------------------------------------------------------------------===//

#include "codegen/GroupedGemmMatch.h"

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
  if (op.getNumDpsInits() != 1 || op.getNumLoops() != 3 ||
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
  auto result = cast<RankedTensorType>(init->get().getType());
  if (source.getRank() != 3 || !source.hasStaticShape() ||
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
    if (!op->hasOneUse())
      return;
    auto reader = dyn_cast<linalg::LinalgOp>(*op->user_begin());
    if (!reader || !linalg::isaContractionOpInterface(reader))
      return;
    if (std::optional<MatrixGather> gather = matchMatrixGather(op);
        gather && !idsOf(op, *gather))
      gathers.emplace_back(op, std::move(*gather));
  });
  for (auto &[op, gather] : gathers)
    splitIds(op, gather);
}

std::optional<std::pair<GemmKernel, linalg::GenericOp>>
codegen::matchGroupedGemm(linalg::GenericOp op) {
  std::optional<GemmKernel> gemm = matchGemm(op);
  if (!gemm || gemm->batchSizes.size() != 1)
    return std::nullopt;
  for (GemmOperand *operand : {&gemm->a, &gemm->b}) {
    auto gather = operand->value.getDefiningOp<linalg::GenericOp>();
    if (!gather || !gather->hasOneUse() || gather->getBlock() != op->getBlock())
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
    operand->value = form->extract.getTensor();
    gemm->gathered = GemmKernel::Gathered{
        operand == &gemm->a, ids, stack.getDimSize(0), form->extract.getLoc()};
    return std::make_pair(*gemm, gather);
  }
  return std::nullopt;
}
