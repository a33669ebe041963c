//===- DistDialect.cpp - registration and discardable-attribute checks ----===//

#include "dialect/DistOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::dist;

#include "dialect/DistDialect.cpp.inc"
#include "dialect/DistEnums.cpp.inc"

void DistDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "dialect/DistOps.cpp.inc"
      >();
  registerAttributes();
  registerTypes();
}

/// What the dialect's attribute `name` marks, or nullopt for a name it does
/// not define (`dist.sharding` marks any value).
static std::optional<StringRef> placeOf(StringRef name) {
  return llvm::StringSwitch<std::optional<StringRef>>(name)
      .Case(DistDialect::kShardingAttrName, "a value")
      .Case(DistDialect::kMicrobatchDimAttrName,
            "a function's argument or result")
      .Cases(DistDialect::kUpdatedByAttrName,
             DistDialect::kInitialValueAttrName, "a function's argument")
      .Cases(DistDialect::kArgNumbersAttrName,
             DistDialect::kResultNumbersAttrName, "a pipeline stage function")
      .Case(DistDialect::kRegatherAttrName, "an operation")
      .Case(DistDialect::kFrontEndAttrName, "a module")
      .Default(std::nullopt);
}

/// Reports a `dist.*` attribute that does not belong `here` (a function's
/// argument or result, an operation; `at` names which): where it belongs if
/// the dialect defines it, else the ones that exist.
static LogicalResult misplacedAttribute(Operation *op, NamedAttribute attr,
                                        StringRef here, const Twine &at = "") {
  StringRef name = attr.getName().getValue();
  if (std::optional<StringRef> place = placeOf(name))
    return op->emitError() << at << "'" << name << "' marks " << *place
                           << ", not " << here;
  return op->emitError() << "unknown attribute '" << name
                         << "'; the dist dialect defines '"
                         << DistDialect::kShardingAttrName << "', '"
                         << DistDialect::kMicrobatchDimAttrName << "', '"
                         << DistDialect::kUpdatedByAttrName << "', '"
                         << DistDialect::kInitialValueAttrName << "', '"
                         << DistDialect::kArgNumbersAttrName << "', '"
                         << DistDialect::kResultNumbersAttrName << "', '"
                         << DistDialect::kRegatherAttrName << "' and '"
                         << DistDialect::kFrontEndAttrName << "'";
}

/// Checks `dist.microbatch_dim` on a value of `type`.
static LogicalResult verifyMicrobatchDim(Operation *op, NamedAttribute attr,
                                         Type type, StringRef what,
                                         unsigned index) {
  auto dim = dyn_cast<IntegerAttr>(attr.getValue());
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!dim || !tensor || dim.getInt() < 0 || dim.getInt() >= tensor.getRank())
    return op->emitError() << what << " " << index << ": '"
                           << DistDialect::kMicrobatchDimAttrName
                           << "' must be a dim of its tensor (" << type
                           << "), not " << attr.getValue();
  return success();
}

/// Checks `dist.sharding` on the value of `type` numbered `index` among the
/// arguments or results of `op`.
static LogicalResult verifyValueSharding(Operation *op, NamedAttribute attr,
                                         Type type, StringRef what,
                                         unsigned index) {
  if (attr.getName() == DistDialect::kMicrobatchDimAttrName)
    return verifyMicrobatchDim(op, attr, type, what, index);
  if (attr.getName() != DistDialect::kShardingAttrName)
    return misplacedAttribute(op, attr,
                              what == "argument" ? "a function's argument"
                                                 : "a function's result",
                              what + " " + Twine(index) + ": ");
  auto emitError = [&] {
    return op->emitError() << what << " " << index << ": ";
  };
  auto sharding = dyn_cast<ShardingAttr>(attr.getValue());
  if (!sharding)
    return emitError() << "'" << DistDialect::kShardingAttrName
                       << "' must be a #dist.sharding, not " << attr.getValue();
  return verifyShardingForType(op, sharding, type, emitError);
}

/// The type of argument `index` of region `region` of `op`; function
/// declarations have no blocks, so their signature is asked instead.
static Type getRegionArgType(Operation *op, unsigned region, unsigned index) {
  if (auto fn = dyn_cast<FunctionOpInterface>(op))
    return fn.getArgumentTypes()[index];
  return op->getRegion(region).getArgument(index).getType();
}

/// Checks `dist.updated_by` on argument `index` of `op`: a result of the
/// function's, of the argument's type and sharding, named by one argument.
static LogicalResult verifyUpdatedBy(Operation *op, unsigned index,
                                     NamedAttribute attr) {
  auto fn = dyn_cast<FunctionOpInterface>(op);
  auto result = dyn_cast<IntegerAttr>(attr.getValue());
  auto emitError = [&] {
    return op->emitError() << "argument " << index << ": '"
                           << DistDialect::kUpdatedByAttrName << "' ";
  };
  if (!fn || !result || result.getInt() < 0 ||
      result.getInt() >= int64_t(fn.getNumResults()))
    return emitError() << "must name a result of the function (0 to "
                       << (fn ? int64_t(fn.getNumResults()) - 1 : -1)
                       << "), not " << attr.getValue();
  unsigned k = unsigned(result.getInt());
  Type argType = fn.getArgumentTypes()[index];
  Type resultType = fn.getResultTypes()[k];
  if (argType != resultType)
    return emitError() << "names result " << k << " of type " << resultType
                       << ", not the argument's " << argType;
  StringRef sharding = DistDialect::kShardingAttrName;
  if (fn.getArgAttr(index, sharding) != fn.getResultAttr(k, sharding))
    return emitError() << "names result " << k
                       << ", split differently from the argument: state "
                          "stays on its devices, so both need the same '"
                       << sharding << "'";
  for (unsigned other = 0; other < index; ++other)
    if (fn.getArgAttr(other, attr.getName()) == attr.getValue())
      return emitError() << "names result " << k << ", which updates argument "
                         << other << " already";
  return success();
}

/// Checks `dist.initial_value` on argument `index` (of `type`): constant
/// elements of exactly that type.
static LogicalResult verifyInitialValue(Operation *op, unsigned index,
                                        Type type, NamedAttribute attr) {
  auto value = dyn_cast<ElementsAttr>(attr.getValue());
  if (!value || value.getType() != type)
    return op->emitError() << "argument " << index << ": '"
                           << DistDialect::kInitialValueAttrName
                           << "' must be constant elements of the argument's "
                              "type "
                           << type << ", not " << attr.getValue();
  // shard-run reads the elements: a resource must hold them.
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(value)) {
    AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    std::optional<int64_t> bytes = staticTensorBytes(type);
    if (!blob || !bytes || int64_t(blob->getData().size()) != *bytes)
      return op->emitError()
             << "argument " << index << ": '"
             << DistDialect::kInitialValueAttrName << "' is dense_resource<"
             << resource.getRawHandle().getKey() << "> without the "
             << (bytes ? std::to_string(*bytes) : std::string("static"))
             << " bytes of " << type << " in the file";
  }
  return success();
}

LogicalResult DistDialect::verifyRegionArgAttribute(Operation *op,
                                                    unsigned region,
                                                    unsigned index,
                                                    NamedAttribute attr) {
  if (attr.getName() == kUpdatedByAttrName)
    return verifyUpdatedBy(op, index, attr);
  if (attr.getName() == kInitialValueAttrName)
    return verifyInitialValue(op, index, getRegionArgType(op, region, index),
                              attr);
  return verifyValueSharding(op, attr, getRegionArgType(op, region, index),
                             "argument", index);
}

LogicalResult DistDialect::verifyRegionResultAttribute(Operation *op, unsigned,
                                                       unsigned index,
                                                       NamedAttribute attr) {
  auto fn = dyn_cast<FunctionOpInterface>(op);
  if (!fn)
    return op->emitError() << "'" << attr.getName().getValue()
                           << "' on a result needs a function";
  return verifyValueSharding(op, attr, fn.getResultTypes()[index], "result",
                             index);
}

LogicalResult DistDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attr) {
  if (attr.getName() == kArgNumbersAttrName ||
      attr.getName() == kResultNumbersAttrName) {
    bool args = attr.getName() == kArgNumbersAttrName;
    auto fn = dyn_cast<FunctionOpInterface>(op);
    auto numbers = dyn_cast<DenseI64ArrayAttr>(attr.getValue());
    if (!fn || !numbers ||
        numbers.size() != int64_t(args ? fn.getArgumentTypes().size()
                                       : fn.getResultTypes().size()))
      return op->emitError()
             << "'" << attr.getName().getValue()
             << "' must be on a function, an array of one integer per "
             << (args ? "argument" : "result");
    return success();
  }
  if (attr.getName() == kRegatherAttrName) {
    if (!isa<UnitAttr>(attr.getValue()))
      return op->emitError()
             << "'" << kRegatherAttrName << "' must be a unit attribute, not "
             << attr.getValue();
    return success();
  }
  if (attr.getName() == kFrontEndAttrName) {
    if (!isa<ModuleOp>(op) || !isa<UnitAttr>(attr.getValue()))
      return op->emitError() << "'" << kFrontEndAttrName
                             << "' must be a unit attribute on a module";
    return success();
  }
  if (attr.getName() != kShardingAttrName)
    return misplacedAttribute(op, attr, "an operation");
  // On an operation: one sharding per result.
  auto shardings = dyn_cast<ArrayAttr>(attr.getValue());
  if (!shardings || shardings.size() != op->getNumResults())
    return op->emitError() << "'" << kShardingAttrName << "' on an operation "
                           << "must be an array of one #dist.sharding per "
                              "result ("
                           << op->getNumResults() << ")";
  for (auto [index, sharding] : llvm::enumerate(shardings)) {
    NamedAttribute one(attr.getName(), sharding);
    if (failed(verifyValueSharding(op, one, op->getResult(index).getType(),
                                   "result", index)))
      return failure();
  }
  return success();
}
