//===- TMTensorOps.cpp - the tm_tensor dialect and its verifiers ----------===//

#include "tmtensor/TMTensorOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace shard::tmtensor;

#include "tmtensor/TMTensorDialect.cpp.inc"

void TMTensorDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "tmtensor/TMTensorOps.cpp.inc"
      >();
}

#define GET_OP_CLASSES
#include "tmtensor/TMTensorOps.cpp.inc"

/// The results are the destinations' new values: one per `outs` tensor, of
/// its type.
static LogicalResult verifyResults(Operation *op, ValueRange outputs) {
  if (op->getResultTypes() != outputs.getTypes())
    return op->emitOpError("returns the types of its outs operands (")
           << outputs.size() << " results)";
  return success();
}

/// The region takes `types` and yields one value of `yielded`.
static LogicalResult verifyRegion(Operation *op, Region &region,
                                  ArrayRef<Type> types, Type yielded) {
  Block &block = region.front();
  if (block.getArgumentTypes() != types)
    return op->emitOpError("region must take ")
           << types.size() << " arguments of types " << TypeRange(types);
  auto yield = block.empty() ? nullptr : dyn_cast<YieldOp>(block.back());
  if (!yield || yield.getOperands().size() != 1 ||
      yield.getOperands()[0].getType() != yielded)
    return op->emitOpError("region must end in tm_tensor.yield of one ")
           << yielded;
  return success();
}

LogicalResult ScanOp::verify() {
  if (getInputs().size() != 1 || getOutputs().size() != 2)
    return emitOpError("takes one input and two outs (result, accumulator)");
  auto input = cast<RankedTensorType>(getInputs()[0].getType());
  int64_t dim = getDimension();
  if (dim < 0 || dim >= input.getRank())
    return emitOpError("dimension ")
           << dim << " is not one of the input's " << input.getRank();
  auto accShape = llvm::to_vector(input.getShape());
  accShape.erase(accShape.begin() + dim);
  auto acc = RankedTensorType::get(accShape, input.getElementType());
  if (getOutputs()[0].getType() != input || getOutputs()[1].getType() != acc)
    return emitOpError("outs must be ")
           << input << " and " << acc << " (the input without dimension " << dim
           << ")";
  Type element = input.getElementType();
  if (failed(verifyRegion(*this, getRegion(), {element, element}, element)))
    return failure();
  return verifyResults(*this, getOutputs());
}

LogicalResult ScatterOp::verify() {
  if (getInputs().size() != 2 || getOutputs().size() != 1)
    return emitOpError("takes two inputs (updates, indices) and one outs");
  auto updates = cast<RankedTensorType>(getInputs()[0].getType());
  auto indices = cast<RankedTensorType>(getInputs()[1].getType());
  auto original = cast<RankedTensorType>(getOutputs()[0].getType());
  if (indices.getRank() != 2 || !indices.getElementType().isSignlessInteger() ||
      !indices.hasStaticShape() || indices.getDimSize(1) < 1)
    return emitOpError("indices must be a static N x depth integer tensor, "
                       "depth at least 1");
  if (updates.getRank() < 1 || updates.getDimSize(0) != indices.getDimSize(0))
    return emitOpError("updates and indices must have the same first "
                       "dimension (the number of updates)");
  if (updates.getRank() - 1 > original.getRank())
    return emitOpError("an update slice has more dimensions than the "
                       "original tensor");
  ArrayRef<int64_t> map = getDimensionMap();
  if (int64_t(map.size()) != indices.getDimSize(1))
    return emitOpError("dimension_map must have one entry per index column (")
           << indices.getDimSize(1) << ")";
  llvm::SmallDenseSet<int64_t> seen;
  for (int64_t dim : map)
    if (dim < 0 || dim >= original.getRank() || !seen.insert(dim).second)
      return emitOpError("dimension_map entries must be distinct dimensions "
                         "of the original tensor");
  // Every dimension of the original is indexed or a slice dimension.
  int64_t offset = original.getRank() - (updates.getRank() - 1);
  for (int64_t dim = 0; dim < offset; ++dim)
    if (!seen.contains(dim))
      return emitOpError("dimension ")
             << dim << " of the original tensor is neither indexed nor in "
             << "the update slice";
  Type element = original.getElementType();
  if (updates.getElementType() != element)
    return emitOpError("updates and the original tensor must have one "
                       "element type");
  if (failed(verifyRegion(*this, getRegion(), {element, element}, element)))
    return failure();
  return verifyResults(*this, getOutputs());
}

LogicalResult SortOp::verify() {
  if (!getInputs().empty() || getOutputs().empty())
    return emitOpError("sorts its outs operands and takes no inputs");
  auto first = cast<RankedTensorType>(getOutputs()[0].getType());
  for (Value output : getOutputs())
    if (cast<RankedTensorType>(output.getType()).getShape() != first.getShape())
      return emitOpError("outs operands must have one shape");
  int64_t dim = getDimension();
  if (dim < 0 || dim >= first.getRank())
    return emitOpError("dimension ")
           << dim << " is not one of the operands' " << first.getRank();
  SmallVector<Type> arguments;
  for (Value output : getOutputs()) {
    Type element = cast<RankedTensorType>(output.getType()).getElementType();
    arguments.append({element, element});
  }
  if (failed(verifyRegion(*this, getRegion(), arguments,
                          IntegerType::get(getContext(), 1))))
    return failure();
  return verifyResults(*this, getOutputs());
}

LogicalResult AttentionOp::verify() {
  if (getInputs().size() != 3 && getInputs().size() != 4)
    return emitOpError("takes query, key, value and an optional mask");
  if (getOutputs().size() != 1)
    return emitOpError("takes one outs operand");
  auto query = cast<RankedTensorType>(getInputs()[0].getType());
  auto key = cast<RankedTensorType>(getInputs()[1].getType());
  auto value = cast<RankedTensorType>(getInputs()[2].getType());
  auto out = cast<RankedTensorType>(getOutputs()[0].getType());
  int64_t rank = query.getRank();
  Type element = query.getElementType();
  if (rank < 2 || key.getRank() != rank || value.getRank() != rank ||
      out.getRank() != rank)
    return emitOpError("query, key, value and outs must have one rank, at "
                       "least 2");
  if (!isa<FloatType>(element) || key.getElementType() != element ||
      value.getElementType() != element || out.getElementType() != element)
    return emitOpError("query, key, value and outs must have one "
                       "floating-point element type");
  // [batch..., rows, columns] of each operand.
  auto batch = [&](RankedTensorType t) { return t.getShape().drop_back(2); };
  auto rows = [](RankedTensorType t) { return t.getDimSize(t.getRank() - 2); };
  auto cols = [](RankedTensorType t) { return t.getDimSize(t.getRank() - 1); };
  if (batch(key) != batch(query) || cols(key) != cols(query))
    return emitOpError("key must be [batch..., N, D] with the query's batch "
                       "dimensions and head dimension D");
  if (batch(value) != batch(query) || rows(value) != rows(key))
    return emitOpError("value must be [batch..., N, E] with the key's batch "
                       "dimensions and length N");
  if (batch(out) != batch(query) || rows(out) != rows(query) ||
      cols(out) != cols(value))
    return emitOpError("outs must be [batch..., M, E]: the query's batch "
                       "dimensions and length M, the value's E");
  if (getInputs().size() == 4) {
    auto mask = cast<RankedTensorType>(getInputs()[3].getType());
    if (mask.getRank() != rank || batch(mask) != batch(query) ||
        rows(mask) != rows(query) || cols(mask) != rows(key) ||
        !(mask.getElementType() == element ||
          mask.getElementType().isInteger(1)))
      return emitOpError("mask must be [batch..., M, N] of i1 or the "
                         "element type");
  }
  return verifyResults(*this, getOutputs());
}
