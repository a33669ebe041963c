//===- DistAttrs.cpp - #dist.sharding and #dist.reduction
//------------------===//

#include "dialect/DistAsm.h"
#include "dialect/DistOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::dist;

//===----------------------------------------------------------------------===//
// Syntax: #dist.sharding<@mesh, [{"a"} blocks 3, {}], partial = max {"b"}>
//===----------------------------------------------------------------------===//

/// Parses `"a", "b"` (in `delimiter`) into `axes`.
static ParseResult parseAxisList(AsmParser &parser,
                                 AsmParser::Delimiter delimiter,
                                 SmallVectorImpl<Attribute> &axes) {
  return parser.parseCommaSeparatedList(delimiter, [&]() -> ParseResult {
    std::string name;
    if (parser.parseString(&name))
      return failure();
    axes.push_back(parser.getBuilder().getStringAttr(name));
    return success();
  });
}

static void printAxisSet(AsmPrinter &printer, ArrayRef<Attribute> axes) {
  printer << '{';
  llvm::interleaveComma(axes, printer, [&](Attribute axis) {
    printer.printString(cast<StringAttr>(axis).getValue());
  });
  printer << '}';
}

ParseResult mlir::dist::detail::parseReductionKind(AsmParser &parser,
                                                   ReductionKind &kind) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<ReductionKind> parsed = symbolizeReductionKind(keyword);
  if (!parsed)
    return parser.emitError(loc)
           << "unknown reduction '" << keyword << "'; expected sum, max or min";
  kind = *parsed;
  return success();
}

// Generic form: #dist.reduction<max>. Ops print the bare keyword.
Attribute ReductionKindAttr::parse(AsmParser &parser, Type) {
  ReductionKind kind;
  if (parser.parseLess() || detail::parseReductionKind(parser, kind) ||
      parser.parseGreater())
    return {};
  return get(parser.getContext(), kind);
}

void ReductionKindAttr::print(AsmPrinter &printer) const {
  printer << '<' << stringifyReductionKind(getValue()) << '>';
}

Attribute ShardingAttr::parse(AsmParser &parser, Type trailingType) {
  SMLoc loc = parser.getCurrentLocation();
  // A sharding has no type of its own; `: T` after one belongs to the op that
  // is being parsed (see TrailingType.h).
  if (trailingType && !dist::detail::keepTrailingType(trailingType)) {
    parser.emitError(loc) << "a sharding has no type; remove the trailing "
                          << trailingType;
    return {};
  }
  FlatSymbolRefAttr mesh;
  SmallVector<ArrayAttr> dims;
  SmallVector<Attribute> partial;
  SmallVector<int64_t> blocks;
  ReductionKind reduction = ReductionKind::sum;
  if (parser.parseLess() || parser.parseAttribute(mesh) || parser.parseComma())
    return {};
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            SmallVector<Attribute> axes;
            if (parseAxisList(parser, AsmParser::Delimiter::Braces, axes))
              return failure();
            dims.push_back(parser.getBuilder().getArrayAttr(axes));
            blocks.push_back(1);
            if (failed(parser.parseOptionalKeyword("blocks")))
              return success();
            SMLoc at = parser.getCurrentLocation();
            if (parser.parseInteger(blocks.back()))
              return failure();
            // C7
            if (blocks.back() < 2)
              return parser.emitError(at)
                     << "dim " << dims.size() - 1 << " has " << blocks.back()
                     << " blocks; blocks are at least 2";
            return success();
          }))
    return {};
  if (succeeded(parser.parseOptionalComma())) {
    if (parser.parseKeyword("partial") || parser.parseEqual())
      return {};
    // `{` starts the axes; anything else names the reduction first.
    if (failed(parser.parseOptionalLBrace())) {
      if (detail::parseReductionKind(parser, reduction) || parser.parseLBrace())
        return {};
    }
    if (failed(parser.parseOptionalRBrace()) &&
        (parseAxisList(parser, AsmParser::Delimiter::None, partial) ||
         parser.parseRBrace()))
      return {};
  }
  if (parser.parseGreater())
    return {};
  SmallVector<StringAttr> partialAxes = llvm::to_vector(llvm::map_range(
      partial, [](Attribute a) { return cast<StringAttr>(a); }));
  // Stored only where some dim has blocks: shardings without them stay
  // equal to those built without the parameter.
  bool anyBlocks = llvm::any_of(blocks, [](int64_t b) { return b != 1; });
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    mesh, dims, partialAxes, reduction,
                    anyBlocks ? ArrayRef<int64_t>(blocks)
                              : ArrayRef<int64_t>());
}

void ShardingAttr::print(AsmPrinter &printer) const {
  printer << '<' << getMesh() << ", [";
  llvm::interleaveComma(llvm::seq<int64_t>(getRank()), printer, [&](int64_t d) {
    printAxisSet(printer, getDims()[d].getValue());
    if (getDimBlocks(d) != 1)
      printer << " blocks " << getDimBlocks(d);
  });
  printer << ']';
  if (isPartial()) {
    printer << ", partial = ";
    if (getReduction() != ReductionKind::sum)
      printer << stringifyReductionKind(getReduction()) << ' ';
    SmallVector<Attribute> partial(getPartial().begin(), getPartial().end());
    printAxisSet(printer, partial);
  }
  printer << '>';
}

//===----------------------------------------------------------------------===//
// Builders and accessors
//===----------------------------------------------------------------------===//

ShardingAttr ShardingAttr::get(MLIRContext *ctx, StringRef mesh,
                               ArrayRef<SmallVector<StringRef>> dimAxes,
                               ArrayRef<StringRef> partialAxes,
                               ReductionKind reduction) {
  Builder b(ctx);
  SmallVector<ArrayAttr> dims;
  for (ArrayRef<StringRef> axes : dimAxes)
    dims.push_back(b.getStrArrayAttr(axes));
  SmallVector<StringAttr> partial;
  for (StringRef axis : partialAxes)
    partial.push_back(b.getStringAttr(axis));
  return Base::get(ctx, FlatSymbolRefAttr::get(ctx, mesh), dims, partial,
                   reduction, ArrayRef<int64_t>());
}

ShardingAttr ShardingAttr::getReplicated(MLIRContext *ctx, StringRef mesh,
                                         int64_t rank) {
  return get(ctx, mesh, SmallVector<SmallVector<StringRef>>(rank));
}

SmallVector<StringRef> ShardingAttr::getDimAxes(int64_t dim) const {
  return llvm::to_vector(getDims()[dim].getAsValueRange<StringAttr>());
}

SmallVector<StringRef> ShardingAttr::getShardedAxes() const {
  SmallVector<StringRef> axes;
  for (ArrayAttr dim : getDims())
    llvm::append_range(axes, dim.getAsValueRange<StringAttr>());
  return axes;
}

SmallVector<StringRef> ShardingAttr::getPartialAxes() const {
  return llvm::to_vector(
      llvm::map_range(getPartial(), [](StringAttr a) { return a.getValue(); }));
}

bool ShardingAttr::isReplicated() const {
  return !isPartial() &&
         llvm::all_of(getDims(), [](ArrayAttr axes) { return axes.empty(); });
}

int64_t ShardingAttr::getNumShards(int64_t dim, MeshOp mesh) const {
  return mesh.getGroupSize(getDimAxes(dim));
}

SmallVector<int64_t> ShardingAttr::getLocalShape(ArrayRef<int64_t> globalShape,
                                                 MeshOp mesh) const {
  SmallVector<int64_t> local(globalShape);
  for (auto [dim, size] : llvm::enumerate(local))
    if (!ShapedType::isDynamic(size))
      size /= getNumShards(dim, mesh);
  return local;
}

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

LogicalResult ShardingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                   FlatSymbolRefAttr mesh,
                                   ArrayRef<ArrayAttr> dims,
                                   ArrayRef<StringAttr> partial,
                                   ReductionKind reduction,
                                   ArrayRef<int64_t> blocks) {
  if (!mesh)
    return emitError() << "a sharding needs a mesh symbol";
  if (!blocks.empty() && blocks.size() != dims.size())
    return emitError() << "blocks lists " << blocks.size()
                       << " dims but the sharding has " << dims.size();
  for (auto [dim, b] : llvm::enumerate(blocks)) {
    if (b == 1)
      continue;
    // C7
    if (b < 1)
      return emitError() << "dim " << dim << " has " << b
                         << " blocks; blocks are at least 2";
    if (dims[dim].empty())
      return emitError() << "dim " << dim << " has " << b
                         << " blocks but no axis splits it";
  }
  // Where each axis was first seen: a dim index, or -1 for `partial`.
  llvm::StringMap<int64_t> seen;
  for (auto [dim, axes] : llvm::enumerate(dims)) {
    for (Attribute attr : axes) {
      auto axis = dyn_cast<StringAttr>(attr);
      if (!axis || axis.getValue().empty())
        return emitError() << "dim " << dim
                           << " must list mesh axes as non-empty strings";
      auto [it, inserted] = seen.try_emplace(axis.getValue(), dim);
      if (inserted)
        continue;
      // C1
      if (it->second == static_cast<int64_t>(dim))
        return emitError() << "axis \"" << axis.getValue()
                           << "\" is listed twice for dim " << dim;
      return emitError() << "axis \"" << axis.getValue()
                         << "\" splits both dim " << it->second << " and dim "
                         << dim << "; a mesh axis can split at most one dim";
    }
  }
  for (StringAttr axis : partial) {
    if (!axis || axis.getValue().empty())
      return emitError() << "partial axes must be non-empty strings";
    auto [it, inserted] = seen.try_emplace(axis.getValue(), -1);
    if (inserted)
      continue;
    // C3
    if (it->second == -1)
      return emitError() << "partial axis \"" << axis.getValue()
                         << "\" is listed twice";
    // C2
    return emitError() << "axis \"" << axis.getValue()
                       << "\" is partial and also splits dim " << it->second
                       << "; an unreduced value cannot be split over the "
                          "axis it is reduced over";
  }
  return success();
}

LogicalResult
ShardingAttr::verifyFor(ShapedType type, MeshOp mesh,
                        function_ref<InFlightDiagnostic()> emitError) const {
  // C4
  for (StringRef axis :
       llvm::concat<StringRef>(getShardedAxes(), getPartialAxes())) {
    if (mesh.getAxisSize(axis))
      continue;
    SmallVector<StringRef> known = mesh.getAxisNameRefs();
    return emitError() << "unknown axis \"" << axis << "\" on mesh @"
                       << mesh.getSymName() << " (its axes are "
                       << formatAxes(known) << ")";
  }
  // C5
  if (!type.hasRank() || type.getRank() != getRank())
    return emitError() << "sharding lists " << getRank()
                       << " dims but the tensor has "
                       << (type.hasRank()
                               ? "rank " + std::to_string(type.getRank())
                               : std::string("no rank"));
  // C6
  for (auto [dim, size] : llvm::enumerate(type.getShape())) {
    int64_t shards = getNumShards(dim, mesh);
    int64_t blocks = getDimBlocks(dim);
    // Each block divides among the shards (shards * blocks may not fit).
    if (ShapedType::isDynamic(size) ||
        (size % blocks == 0 && (size / blocks) % shards == 0))
      continue;
    if (blocks != 1)
      return emitError() << "dim " << dim << " of size " << size
                         << " does not split into " << blocks
                         << " blocks each divisible by " << shards << " (axes "
                         << formatAxes(getDimAxes(dim)) << ")";
    return emitError() << "dim " << dim << " of size " << size
                       << " is not divisible by " << shards << " (axes "
                       << formatAxes(getDimAxes(dim)) << ")";
  }
  return success();
}

#define GET_ATTRDEF_CLASSES
#include "dialect/DistAttrs.cpp.inc"

// Attribute storage is complete only here, next to the generated definitions.
void DistDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dialect/DistAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// TrailingTypeScope
//===----------------------------------------------------------------------===//

// Parsing is single-threaded per parser, and scopes nest with the parser's
// recursion, so a per-thread stack of scopes is exact.
static thread_local dist::detail::TrailingTypeScope *innermostScope = nullptr;

dist::detail::TrailingTypeScope::TrailingTypeScope() : outer(innermostScope) {
  innermostScope = this;
}

dist::detail::TrailingTypeScope::~TrailingTypeScope() {
  innermostScope = outer;
}

bool dist::detail::keepTrailingType(Type type) {
  if (!innermostScope || innermostScope->type)
    return false;
  innermostScope->type = type;
  return true;
}

ShardingAttr ShardingAttr::withoutUnitAxes(MeshOp mesh) const {
  auto sized = [&](Attribute axis) {
    return mesh.getAxisSize(cast<StringAttr>(axis).getValue()).value_or(0) != 1;
  };
  SmallVector<ArrayAttr> dims;
  SmallVector<int64_t> blocks;
  for (auto [d, axes] : llvm::enumerate(getDims())) {
    SmallVector<Attribute> kept;
    llvm::copy_if(axes.getValue(), std::back_inserter(kept), sized);
    dims.push_back(ArrayAttr::get(getContext(), kept));
    // A dim no axis splits is whole, in whatever blocks it was viewed.
    blocks.push_back(kept.empty() ? 1 : getDimBlocks(d));
  }
  SmallVector<StringAttr> partial;
  llvm::copy_if(getPartial(), std::back_inserter(partial), sized);
  return ShardingAttr::get(
      getMesh(), dims, partial,
      partial.empty() ? ReductionKind::sum : getReduction(), blocks);
}
