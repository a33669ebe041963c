//===- ProgramState.cpp - what a program carries from run to run ---------===//

#include "driver/ProgramState.h"

#include "driver/UserInputs.h"

#include "dialect/DistOps.h"

#include "llvm/Support/FileSystem.h"

#include <cstring>

using namespace mlir;
using shardrt::Array;

namespace shard::driver {

std::vector<int> takeUpdatedBy(func::FuncOp fn) {
  std::vector<int> results;
  for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
    auto next = fn.getArgAttrOfType<IntegerAttr>(
        i, dist::DistDialect::kUpdatedByAttrName);
    results.push_back(next ? int(next.getInt()) : -1);
    fn.removeArgAttr(i, dist::DistDialect::kUpdatedByAttrName);
  }
  return results;
}

std::vector<ElementsAttr> takeInitialValues(func::FuncOp fn) {
  std::vector<ElementsAttr> values;
  StringRef name = dist::DistDialect::kInitialValueAttrName;
  for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
    values.push_back(fn.getArgAttrOfType<ElementsAttr>(i, name));
    fn.removeArgAttr(i, name);
  }
  return values;
}

Array arrayOf(ElementsAttr value, shardrt::DType dtype) {
  auto type = cast<ShapedType>(value.getType());
  Array array(dtype, std::vector<int64_t>(type.getShape().begin(),
                                          type.getShape().end()));
  size_t width = sizeOf(dtype);
  std::vector<uint64_t> bits = dist::elementBits(value, type.getElementType());
  for (size_t e = 0; e < bits.size(); ++e)
    std::memcpy(array.data.data() + e * width, &bits[e], width);
  return array;
}

const Array *initialInput(const Programs &programs, size_t i,
                          const std::string &inputsDir) {
  if (i >= programs.initialValues.size() || !programs.initialValues[i])
    return nullptr;
  if (givesInput(inputsDir, i))
    return nullptr;
  return &*programs.initialValues[i];
}

} // namespace shard::driver
