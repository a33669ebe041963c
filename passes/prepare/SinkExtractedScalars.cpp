//===- SinkExtractedScalars.cpp - scalars read from tensors, in kernels ---===//
//
// torch-mlir computes the dropout seed's next value from the seed tensor at
// the top level (tensor.extract, muli, addi) and its generators' bodies read
// the scalar. A GPU holds tensors in device memory: an element read outside
// a kernel has no place to run. So the chain moves into each generic that
// uses it: the tensors it reads become inputs of the generic (a map to the
// element's constant position), and the body recomputes the chain from
// them -- a few scalar ops per element, where the readers are elementwise
// work already. The host runs the same program.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <functional>

namespace mlir::dist {
#define GEN_PASS_DEF_DISTSINKEXTRACTEDSCALARS
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-sink-extracted-scalars"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// The constant indices of `extract`, or nothing if any is not constant or
/// outside its tensor (a read whose result is undefined stays where it is),
/// or the tensor is not statically shaped.
std::optional<SmallVector<int64_t>> constantIndices(tensor::ExtractOp extract) {
  RankedTensorType type = extract.getTensor().getType();
  if (!type.hasStaticShape())
    return std::nullopt;
  SmallVector<int64_t> indices;
  for (auto [d, index] : llvm::enumerate(extract.getIndices())) {
    APInt value;
    if (!matchPattern(index, m_ConstantInt(&value)) ||
        value.getSExtValue() < 0 || value.getSExtValue() >= type.getDimSize(d))
      return std::nullopt;
    indices.push_back(value.getSExtValue());
  }
  return indices;
}

/// The ops that compute scalar `v` from tensor elements, defining ops
/// before their users, if every one is a tensor.extract at constant
/// indices or a pure scalar op in `block` (constants stay where they are);
/// nothing if `v` needs no element or is computed otherwise.
std::optional<SmallVector<Operation *>> elementChain(Value v, Block &block) {
  SmallVector<Operation *> chain;
  DenseSet<Operation *> seen;
  bool readsElement = false;
  // Post-order over defining ops: operands first.
  std::function<bool(Value)> visit = [&](Value value) {
    Operation *op = value.getDefiningOp();
    if (!op || op->getBlock() != &block || matchPattern(value, m_Constant()))
      return true;
    if (!seen.insert(op).second)
      return true;
    if (auto extract = dyn_cast<tensor::ExtractOp>(op)) {
      if (!constantIndices(extract))
        return false;
      readsElement = true;
      chain.push_back(op);
      return true;
    }
    if (op->getNumRegions() != 0 || !isPure(op) ||
        llvm::any_of(op->getResultTypes(),
                     [](Type t) { return isa<ShapedType>(t); }))
      return false;
    for (Value operand : op->getOperands())
      if (!visit(operand))
        return false;
    chain.push_back(op);
    return true;
  };
  if (!visit(v) || !readsElement)
    return std::nullopt;
  return chain;
}

/// The scalars defined in `block` that `generic`'s body reads, each with
/// the chain that computes it from tensor elements.
SmallVector<std::pair<Value, SmallVector<Operation *>>>
sinkableCaptures(linalg::GenericOp generic, Block &block) {
  SmallVector<std::pair<Value, SmallVector<Operation *>>> captures;
  DenseSet<Value> seen;
  generic.getRegion().walk([&](Operation *op) {
    for (Value operand : op->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (!def || def->getBlock() != &block || !seen.insert(operand).second)
        continue;
      if (std::optional<SmallVector<Operation *>> chain =
              elementChain(operand, block))
        captures.emplace_back(operand, std::move(*chain));
    }
  });
  return captures;
}

/// Rebuilds `generic` with the tensors `captures` read as more inputs and
/// their chains recomputed at the start of its body.
void sink(linalg::GenericOp generic,
          ArrayRef<std::pair<Value, SmallVector<Operation *>>> captures) {
  OpBuilder b(generic);
  MLIRContext *context = generic.getContext();
  unsigned numLoops = generic.getNumLoops();
  SmallVector<tensor::ExtractOp> extracts;
  for (const auto &[value, chain] : captures)
    for (Operation *op : chain)
      if (auto extract = dyn_cast<tensor::ExtractOp>(op);
          extract && !llvm::is_contained(extracts, extract))
        extracts.push_back(extract);

  SmallVector<Value> inputs = generic.getDpsInputs();
  SmallVector<AffineMap> maps;
  for (OpOperand *input : generic.getDpsInputOperands())
    maps.push_back(generic.getMatchingIndexingMap(input));
  for (tensor::ExtractOp extract : extracts) {
    inputs.push_back(extract.getTensor());
    SmallVector<AffineExpr> position;
    // Held by name: a range-for over *temporary would read the optional
    // after its end (before C++23).
    std::optional<SmallVector<int64_t>> indices = constantIndices(extract);
    for (int64_t index : *indices)
      position.push_back(getAffineConstantExpr(index, context));
    maps.push_back(AffineMap::get(numLoops, 0, position, context));
  }
  for (OpOperand &init : generic.getDpsInitsMutable())
    maps.push_back(generic.getMatchingIndexingMap(&init));

  auto rebuilt = linalg::GenericOp::create(
      b, generic.getLoc(), generic.getResultTypes(), inputs,
      generic.getDpsInits(), maps, generic.getIteratorTypesArray());
  rebuilt->setDiscardableAttrs(generic->getDiscardableAttrDictionary());
  rebuilt.getRegion().takeBody(generic.getRegion());
  Block &body = rebuilt.getRegion().front();
  unsigned position = generic.getNumDpsInputs();
  IRMapping mapping;
  for (auto [k, extract] : llvm::enumerate(extracts))
    mapping.map(extract.getResult(),
                body.insertArgument(position + unsigned(k), extract.getType(),
                                    extract.getLoc()));
  OpBuilder inBody = OpBuilder::atBlockBegin(&body);
  for (const auto &[value, chain] : captures) {
    for (Operation *op : chain)
      if (!mapping.contains(op->getResult(0)))
        inBody.clone(*op, mapping);
    Value captured = value;
    captured.replaceUsesWithIf(mapping.lookup(value), [&](OpOperand &use) {
      return rebuilt->isProperAncestor(use.getOwner());
    });
  }
  generic.replaceAllUsesWith(rebuilt.getResults());
  generic.erase();
}

struct DistSinkExtractedScalarsPass
    : dist::impl::DistSinkExtractedScalarsBase<DistSinkExtractedScalarsPass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> generics;
    getOperation()->walk(
        [&](linalg::GenericOp generic) { generics.push_back(generic); });
    bool sunk = false;
    for (linalg::GenericOp generic : generics) {
      Block &block = *generic->getBlock();
      auto captures = sinkableCaptures(generic, block);
      if (captures.empty())
        continue;
      SHARD_DEBUG(llvm::dbgs() << "[" DEBUG_TYPE "] " << captures.size()
                               << " scalars computed in the generic at "
                               << generic.getLoc() << "\n");
      sink(generic, captures);
      sunk = true;
    }
    // Unchanged IR needs no verifying again.
    if (!sunk)
      markAllAnalysesPreserved();
  }
};

} // namespace
