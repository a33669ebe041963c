//===- DistOps.cpp - meshes, annotations and shared op helpers ------------===//

#include "dialect/DistOps.h"
#include "dialect/DistAsm.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

#include <cstring>

using namespace mlir;
using namespace mlir::dist;

std::string mlir::dist::formatAxes(ArrayRef<StringRef> axes) {
  std::string text = "{";
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(axes, os, [&](StringRef a) { os << '"' << a << '"'; });
  os << '}';
  return text;
}

int64_t mlir::dist::elementBytes(Type type) {
  if (type.isIndex())
    return 8;
  if (type.isIntOrFloat())
    return (int64_t(type.getIntOrFloatBitWidth()) + 7) / 8;
  return 0;
}

std::optional<int64_t> mlir::dist::staticTensorBytes(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return std::nullopt;
  int64_t bytes = elementBytes(tensor.getElementType());
  for (int64_t d : tensor.getShape())
    if (__builtin_mul_overflow(bytes, d, &bytes))
      return std::nullopt;
  return bytes;
}

int64_t mlir::dist::bufferBytes(Value buffer) {
  return staticTensorBytes(cast<BufferType>(buffer.getType()).getTensorType())
      .value_or(0);
}

std::vector<uint64_t> mlir::dist::elementBits(ElementsAttr value, Type type) {
  int64_t count = value.getNumElements();
  std::vector<uint64_t> bits;
  bits.reserve(count);
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(value)) {
    // Little-endian elements, each of elementBytes (i1: one byte).
    ArrayRef<char> data = resource.getRawHandle().getBlob()->getData();
    int64_t width = elementBytes(type);
    for (int64_t i = 0; i < count; ++i) {
      uint64_t v = 0;
      std::memcpy(&v, data.data() + i * width, size_t(width));
      bits.push_back(v);
    }
    return bits;
  }
  auto dense = cast<DenseElementsAttr>(value);
  auto push = [&](const APInt &v) {
    bits.push_back(v.getBitWidth() == 1 ? uint64_t(v.getBoolValue())
                                        : v.getZExtValue());
  };
  if (isa<FloatType>(type)) {
    for (const APFloat &f : dense.getValues<APFloat>())
      push(f.bitcastToAPInt());
  } else {
    for (const APInt &i : dense.getValues<APInt>())
      push(i);
  }
  return bits;
}

FailureOr<MeshOp>
mlir::dist::lookupMesh(Operation *from, FlatSymbolRefAttr name,
                       function_ref<InFlightDiagnostic()> emitError,
                       SymbolTableCollection *tables) {
  Operation *found =
      tables ? tables->lookupNearestSymbolFrom(from, name)
             : SymbolTable::lookupNearestSymbolFrom(from, name.getAttr());
  if (auto mesh = dyn_cast_or_null<MeshOp>(found))
    return mesh;
  if (found)
    return emitError() << "symbol " << name << " is a '" << found->getName()
                       << "', not a dist.mesh";
  return emitError() << "mesh " << name
                     << " not found; declare it with `dist.mesh " << name
                     << " = <[...]>`";
}

LogicalResult
mlir::dist::verifyShardingForType(Operation *scope, ShardingAttr sharding,
                                  Type type,
                                  function_ref<InFlightDiagnostic()> emitError,
                                  SymbolTableCollection *tables) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return emitError() << "a sharding applies to ranked tensors, not " << type;
  FailureOr<MeshOp> mesh =
      lookupMesh(scope, sharding.getMesh(), emitError, tables);
  if (failed(mesh))
    return failure();
  return sharding.verifyFor(tensor, *mesh, emitError);
}

/// Parses the optional `reduce max` of reducing collectives (sum if absent).
static ParseResult parseReduction(OpAsmParser &parser,
                                  ReductionKindAttr &reduction) {
  ReductionKind kind = ReductionKind::sum;
  if (succeeded(parser.parseOptionalKeyword("reduce")) &&
      dist::detail::parseReductionKind(parser, kind))
    return failure();
  reduction = ReductionKindAttr::get(parser.getContext(), kind);
  return success();
}

static void printReduction(OpAsmPrinter &printer, Operation *,
                           ReductionKindAttr reduction) {
  // The format glues the directive to what precedes it: it brings its own
  // space when it prints anything.
  if (reduction.getValue() != ReductionKind::sum)
    printer << " reduce " << stringifyReductionKind(reduction.getValue());
}

//===----------------------------------------------------------------------===//
// MeshOp
//===----------------------------------------------------------------------===//

/// Parses `["dp"=2, "tp"=4]`.
static ParseResult parseMeshAxes(OpAsmParser &parser, ArrayAttr &names,
                                 DenseI64ArrayAttr &shape) {
  SmallVector<StringRef> nameRefs;
  SmallVector<std::string> nameStorage;
  SmallVector<int64_t> sizes;
  if (parser.parseCommaSeparatedList(
          OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
            std::string name;
            int64_t size;
            if (parser.parseString(&name) || parser.parseEqual() ||
                parser.parseInteger(size))
              return failure();
            nameStorage.push_back(std::move(name));
            sizes.push_back(size);
            return success();
          }))
    return failure();
  Builder &b = parser.getBuilder();
  SmallVector<Attribute> nameAttrs;
  for (const std::string &name : nameStorage)
    nameAttrs.push_back(b.getStringAttr(name));
  names = b.getArrayAttr(nameAttrs);
  shape = b.getDenseI64ArrayAttr(sizes);
  return success();
}

static void printMeshAxes(OpAsmPrinter &printer, MeshOp, ArrayAttr names,
                          DenseI64ArrayAttr shape) {
  printer << '[';
  llvm::interleaveComma(
      llvm::zip(names, shape.asArrayRef()), printer, [&](auto pair) {
        auto [name, size] = pair;
        printer.printString(cast<StringAttr>(name).getValue());
        printer << '=' << size;
      });
  printer << ']';
}

LogicalResult MeshOp::verify() {
  ArrayRef<int64_t> shape = getShape();
  // C1
  if (shape.empty())
    return emitOpError() << "needs at least one axis, e.g. <[\"dp\"=2]>";
  if (shape.size() != getAxisNames().size())
    return emitOpError() << "has " << getAxisNames().size()
                         << " axis names but " << shape.size() << " sizes";
  llvm::StringSet<> seen;
  for (auto [name, size] : llvm::zip(getAxisNameRefs(), shape)) {
    // C2
    if (name.empty())
      return emitOpError() << "axis names must not be empty";
    if (!seen.insert(name).second)
      return emitOpError() << "axis \"" << name << "\" is declared twice";
    // C3
    if (size < 1)
      return emitOpError() << "axis \"" << name << "\" has size " << size
                           << "; sizes must be at least 1";
  }
  return success();
}

std::optional<unsigned> MeshOp::getAxisIndex(StringRef axis) {
  for (auto [index, name] : llvm::enumerate(getAxisNames()))
    if (cast<StringAttr>(name).getValue() == axis)
      return index;
  return std::nullopt;
}

std::optional<int64_t> MeshOp::getAxisSize(StringRef axis) {
  if (std::optional<unsigned> index = getAxisIndex(axis))
    return getShape()[*index];
  return std::nullopt;
}

int64_t MeshOp::getGroupSize(ArrayRef<StringRef> axes) {
  int64_t size = 1;
  for (StringRef axis : axes)
    size *= *getAxisSize(axis);
  return size;
}

int64_t MeshOp::getGroupSize(ArrayRef<StringAttr> axes) {
  int64_t size = 1;
  for (StringAttr axis : axes)
    size *= *getAxisSize(axis.getValue());
  return size;
}

SmallVector<StringRef> MeshOp::getAxisNameRefs() {
  return llvm::to_vector(getAxisNames().getAsValueRange<StringAttr>());
}

//===----------------------------------------------------------------------===//
// ShardOp
//===----------------------------------------------------------------------===//

/// Parses `#dist.sharding<...> : T`; see DistAsm.h for why both at once.
static ParseResult parseShardingThenType(OpAsmParser &parser,
                                         ShardingAttr &sharding, Type &type) {
  dist::detail::TrailingTypeScope scope;
  if (parser.parseAttribute(sharding))
    return failure();
  if ((type = scope.getType()))
    return success();
  // An alias (`#s`) leaves the colon to us.
  return parser.parseColonType(type);
}

static void printShardingThenType(OpAsmPrinter &printer, ShardOp,
                                  ShardingAttr sharding, Type type) {
  printer.printAttribute(sharding);
  printer << " : " << type;
}

LogicalResult ShardOp::verifySymbolUses(SymbolTableCollection &tables) {
  // C1-C3
  return verifyShardingForType(
      *this, getSharding(), getType(), [&] { return emitOpError(); }, &tables);
}

//===----------------------------------------------------------------------===//
// StageBoundaryOp
//===----------------------------------------------------------------------===//

LogicalResult StageBoundaryOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferredReturnTypes) {
  llvm::append_range(inferredReturnTypes, operands.getTypes());
  return success();
}

LogicalResult StageBoundaryOp::verify() {
  // C1
  if (getInputs().empty())
    return emitOpError() << "needs at least one value to cross the cut";
  return success();
}

#include "dialect/DistInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "dialect/DistOps.cpp.inc"
