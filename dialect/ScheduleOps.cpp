//===- ScheduleOps.cpp - a stage's schedule, its buffers and exchanges ----===//
//
// dist.schedule's table and regions (parsed and printed as `kind chunk c
// (%mb, %slot) { ... }` per region), the buffer type with its loads and
// stores, dist.exchange, dist.all_reduce_buffers and
// dist.reduce_scatter_buffers.
//
//===----------------------------------------------------------------------===//

#include "dialect/DistOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::dist;

#define GET_TYPEDEF_CLASSES
#include "dialect/DistTypes.cpp.inc"

void DistDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialect/DistTypes.cpp.inc"
      >();
}

LogicalResult BufferType::verify(function_ref<InFlightDiagnostic()> emitError,
                                 RankedTensorType tensorType) {
  if (!tensorType.hasStaticShape())
    return emitError() << "a buffer holds a statically shaped tensor, not "
                       << tensorType;
  return success();
}

//===----------------------------------------------------------------------===//
// LoadOp, StoreOp
//===----------------------------------------------------------------------===//

/// The tensor one access of `buffer` reads or writes: the whole tensor, or
/// with a slot one index of its leading dim.
static FailureOr<RankedTensorType> accessedType(Operation *op,
                                                BufferType buffer, bool slot) {
  RankedTensorType whole = buffer.getTensorType();
  if (!slot)
    return whole;
  if (whole.getRank() == 0)
    return op->emitOpError() << "indexes a slot of a buffer of " << whole
                             << ", which has no leading dim to index";
  return RankedTensorType::get(whole.getShape().drop_front(),
                               whole.getElementType());
}

LogicalResult LoadOp::verify() {
  // C1
  FailureOr<RankedTensorType> type =
      accessedType(*this, getBuffer().getType(), bool(getSlot()));
  if (failed(type))
    return failure();
  if (getType() != *type)
    return emitOpError() << "loads " << getType() << " from a buffer whose "
                         << (getSlot() ? "slots hold " : "tensor is ") << *type;
  return success();
}

LogicalResult StoreOp::verify() {
  // C1
  FailureOr<RankedTensorType> type =
      accessedType(*this, getBuffer().getType(), bool(getSlot()));
  if (failed(type))
    return failure();
  if (getValue().getType() != *type)
    return emitOpError() << "stores " << getValue().getType()
                         << " into a buffer whose "
                         << (getSlot() ? "slots hold " : "tensor is ") << *type;
  return success();
}

//===----------------------------------------------------------------------===//
// ExchangeOp
//===----------------------------------------------------------------------===//

LogicalResult ExchangeOp::verify() {
  // C3 (what needs no mesh)
  if (getTo().size() != getSends().size())
    return emitOpError() << "sends " << getSends().size()
                         << " buffers but names " << getTo().size()
                         << " ranks to send to";
  if (getFrom().size() != getReceives().size())
    return emitOpError() << "receives " << getReceives().size()
                         << " buffers but names " << getFrom().size()
                         << " ranks to receive from";
  if (getSends().empty() && getReceives().empty())
    return emitOpError() << "has nothing to send or receive";
  for (Value sent : getSends())
    if (llvm::is_contained(getReceives(), sent))
      return emitOpError()
             << "sends and receives the same buffer, which would be "
                "overwritten while it is read";
  return success();
}

LogicalResult ExchangeOp::verifyGroupShape(int64_t groupSize) {
  // C3
  for (auto [what, ranks] :
       {std::pair<StringRef, ArrayRef<int64_t>>{"sends to", getTo()},
        {"receives from", getFrom()}})
    for (int64_t rank : ranks)
      if (rank < 0 || rank >= groupSize)
        return emitOpError() << what << " rank " << rank
                             << ", outside its group of " << groupSize;
  return success();
}

int64_t ExchangeOp::getBytesSent(int64_t) {
  int64_t bytes = 0;
  for (Value sent : getSends())
    bytes += bufferBytes(sent);
  return bytes;
}

std::optional<RuntimeCall> ExchangeOp::getRuntimeCall() { return std::nullopt; }

//===----------------------------------------------------------------------===//
// AllReduceBuffersOp
//===----------------------------------------------------------------------===//

LogicalResult AllReduceBuffersOp::verify() {
  // C3
  if (getBuffers().empty())
    return emitOpError() << "has no buffer to reduce";
  for (auto [i, buffer] : llvm::enumerate(getBuffers()))
    if (llvm::is_contained(getBuffers().take_front(i), buffer))
      return emitOpError() << "lists buffer " << i
                           << " twice, which would reduce it twice";
  return success();
}

int64_t AllReduceBuffersOp::getBytesSent(int64_t n) {
  int64_t bytes = 0;
  for (Value buffer : getBuffers())
    bytes += ringAllReduceBytes(n, bufferBytes(buffer));
  return bytes;
}

/// Posted by the code generator as one call over all its buffers.
std::optional<RuntimeCall> AllReduceBuffersOp::getRuntimeCall() {
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// ReduceScatterBuffersOp
//===----------------------------------------------------------------------===//

LogicalResult ReduceScatterBuffersOp::verify() {
  // C3
  if (getWholes().empty())
    return emitOpError() << "has no buffer to scatter";
  if (getShares().size() != getWholes().size() ||
      getDims().size() != getWholes().size())
    return emitOpError() << "has " << getWholes().size() << " wholes, "
                         << getShares().size() << " shares and "
                         << getDims().size()
                         << " dims; it needs one of each per pair";
  SmallVector<Value> seen;
  for (auto [i, whole, share, dim] :
       llvm::enumerate(getWholes(), getShares(), getDims())) {
    RankedTensorType wholeType =
        cast<BufferType>(whole.getType()).getTensorType();
    RankedTensorType shareType =
        cast<BufferType>(share.getType()).getTensorType();
    // C4
    if (failed(verifyDimInRange(*this, "dim", dim, wholeType)))
      return failure();
    // C5
    if (wholeType.getElementType() != shareType.getElementType())
      return emitOpError() << "scatters " << wholeType.getElementType()
                           << " into a buffer of "
                           << shareType.getElementType();
    for (Value buffer : {whole, share}) {
      if (llvm::is_contained(seen, buffer))
        return emitOpError()
               << "lists a buffer of pair " << i
               << " twice, which the collectives would read while they write";
      seen.push_back(buffer);
    }
  }
  return success();
}

LogicalResult ReduceScatterBuffersOp::verifyGroupShape(int64_t groupSize) {
  // C6, C7
  for (auto [whole, share, dim] :
       llvm::zip(getWholes(), getShares(), getDims()))
    if (failed(verifyScaledDim(
            *this, "scattering",
            cast<BufferType>(whole.getType()).getTensorType(),
            cast<BufferType>(share.getType()).getTensorType(), dim, groupSize,
            /*multiply=*/false)))
      return failure();
  return success();
}

int64_t ReduceScatterBuffersOp::getBytesSent(int64_t n) {
  int64_t bytes = 0;
  for (Value whole : getWholes())
    bytes += ringScatterBytes(n, bufferBytes(whole));
  return bytes;
}

/// Posted by the code generator as one call over all its pairs, left in
/// flight in a schedule.
std::optional<RuntimeCall> ReduceScatterBuffersOp::getRuntimeCall() {
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// ScheduleOp
//===----------------------------------------------------------------------===//

/// The index of the region of `schedule` that holds `op`, if one does.
static std::optional<unsigned> regionOf(ScheduleOp schedule, Operation *op) {
  for (Region *region = op->getParentRegion(); region;
       region = region->getParentOp()->getParentRegion())
    if (region->getParentOp() == schedule.getOperation())
      return region->getRegionNumber();
  return std::nullopt;
}

/// The order of a microbatch's passes through one chunk: forward, backward,
/// weight gradient.
static int passOrder(StringRef kind) {
  return kind == ScheduleOp::kForward    ? 0
         : kind == ScheduleOp::kBackward ? 1
                                         : 2;
}

SmallVector<KeptBuffer> mlir::dist::keptBuffers(ScheduleOp schedule) {
  // Candidates: the buffers a region stores to a slot of.
  SetVector<Value> buffers;
  schedule.walk([&](StoreOp store) {
    if (store.getSlot())
      buffers.insert(store.getBuffer());
  });
  SmallVector<KeptBuffer> kept;
  for (Value buffer : buffers) {
    std::optional<unsigned> maker;
    SmallVector<unsigned> readers;
    bool slotted = true;
    for (Operation *user : buffer.getUsers()) {
      std::optional<unsigned> region = regionOf(schedule, user);
      auto store = dyn_cast<StoreOp>(user);
      auto load = dyn_cast<LoadOp>(user);
      bool toSlot = store ? bool(store.getSlot()) : load && load.getSlot();
      if (!region || !toSlot) {
        slotted = false;
        break;
      }
      if (store) {
        slotted &= !maker || *maker == *region;
        maker = *region;
      } else if (!llvm::is_contained(readers, *region)) {
        readers.push_back(*region);
      }
    }
    if (!slotted || !maker || !schedule.isAction(*maker) || readers.empty() ||
        llvm::is_contained(readers, *maker))
      continue;
    int lastKind = 0;
    for (unsigned reader : readers)
      lastKind = std::max(lastKind, passOrder(schedule.getKind(reader)));
    SmallVector<unsigned> last;
    for (unsigned reader : readers)
      if (passOrder(schedule.getKind(reader)) == lastKind)
        last.push_back(reader);
    auto tensor = cast<BufferType>(buffer.getType()).getTensorType();
    int64_t slotBytes = staticTensorBytes(tensor).value_or(0) /
                        std::max<int64_t>(1, tensor.getDimSize(0));
    kept.push_back({buffer, *maker, readers, last, slotBytes});
  }
  return kept;
}

int64_t mlir::dist::runsPerCall(Operation *op) {
  int64_t runs = 1;
  for (Region *region = op->getParentRegion(); region;
       region = region->getParentOp()->getParentRegion()) {
    auto schedule = dyn_cast<ScheduleOp>(region->getParentOp());
    if (!schedule)
      continue;
    unsigned index = region->getRegionNumber();
    runs *= llvm::count(schedule.getCases(), int32_t(index));
  }
  return runs;
}

static const StringRef kRegionKinds[] = {
    ScheduleOp::kForward, ScheduleOp::kBackward, ScheduleOp::kWeightGradient,
    ScheduleOp::kExchange};

/// Parses `[1, 2, 3]` into `values`.
static ParseResult parseIntegerList(OpAsmParser &parser,
                                    SmallVectorImpl<int32_t> &values) {
  return parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square,
                                        [&]() -> ParseResult {
                                          int32_t value;
                                          if (parser.parseInteger(value))
                                            return failure();
                                          values.push_back(value);
                                          return success();
                                        });
}

ParseResult ScheduleOp::parse(OpAsmParser &parser, OperationState &result) {
  Builder &b = parser.getBuilder();
  SmallVector<int32_t> cases, microbatches;
  if (parser.parseKeyword("cases") || parseIntegerList(parser, cases) ||
      parser.parseKeyword("microbatches") ||
      parseIntegerList(parser, microbatches))
    return failure();
  SmallVector<Attribute> kinds;
  SmallVector<int64_t> chunks;
  // Regions follow as `kind [chunk c] (%mb) { ... }` until the
  // attribute dictionary or the end of the op.
  StringRef kind;
  while (succeeded(parser.parseOptionalKeyword(&kind, kRegionKinds))) {
    int64_t chunk = 0;
    if (succeeded(parser.parseOptionalKeyword("chunk")) &&
        parser.parseInteger(chunk))
      return failure();
    SmallVector<OpAsmParser::Argument> args;
    if (parser.parseArgumentList(args, OpAsmParser::Delimiter::Paren))
      return failure();
    for (OpAsmParser::Argument &arg : args)
      arg.type = b.getIndexType();
    Region *region = result.addRegion();
    if (parser.parseRegion(*region, args))
      return failure();
    if (region->empty())
      region->emplaceBlock();
    kinds.push_back(b.getStringAttr(kind));
    chunks.push_back(chunk);
  }
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  auto &props = result.getOrAddProperties<Properties>();
  props.cases = b.getDenseI32ArrayAttr(cases);
  props.microbatches = b.getDenseI32ArrayAttr(microbatches);
  props.kinds = b.getArrayAttr(kinds);
  props.chunks = b.getDenseI64ArrayAttr(chunks);
  return success();
}

void ScheduleOp::print(OpAsmPrinter &p) {
  auto list = [&](ArrayRef<int32_t> values) {
    p << "[";
    llvm::interleaveComma(values, p);
    p << "]";
  };
  p << " cases ";
  list(getCases());
  p << " microbatches ";
  list(getMicrobatches());
  for (auto [i, region] : llvm::enumerate(getBodies())) {
    p.printNewline();
    p << getKind(i);
    if (isAction(i))
      p << " chunk " << getChunks()[i];
    p << " (";
    llvm::interleaveComma(region.getArguments(), p,
                          [&](BlockArgument arg) { p.printOperand(arg); });
    p << ") ";
    p.printRegion(region, /*printEntryBlockArgs=*/false);
  }
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {"cases", "microbatches", "kinds", "chunks"});
}

LogicalResult ScheduleOp::verify() {
  // C1
  size_t rows = getCases().size();
  if (getMicrobatches().size() != rows)
    return emitOpError() << "has " << rows << " cases and "
                         << getMicrobatches().size()
                         << " microbatches; the table needs one of each per "
                            "row";
  unsigned regions = getBodies().size();
  for (size_t i = 0; i < rows; ++i) {
    if (getCases()[i] < 0 || unsigned(getCases()[i]) >= regions)
      return emitOpError() << "row " << i << " runs case " << getCases()[i]
                           << ", but the schedule has " << regions
                           << " regions";
    if (getMicrobatches()[i] < 0)
      return emitOpError() << "row " << i << " has a negative microbatch";
  }
  // C2
  if (getKinds().size() != regions || getChunks().size() != regions)
    return emitOpError() << "has " << regions << " regions but "
                         << getKinds().size() << " kinds and "
                         << getChunks().size() << " chunks";
  for (auto [i, region] : llvm::enumerate(getBodies())) {
    if (!llvm::is_contained(kRegionKinds, getKind(i)))
      return emitOpError() << "region " << i << " has kind '" << getKind(i)
                           << "'; regions are forward, backward, "
                              "weight_gradient or exchange";
    if (getChunks()[i] < 0)
      return emitOpError() << "region " << i << " has a negative chunk";
    if (region.getNumArguments() != 1 ||
        !region.getArgument(0).getType().isIndex())
      return emitOpError() << "region " << i
                           << " needs one index argument (the microbatch)";
  }
  return success();
}
