//===- ProgramEmitter.cpp - what the host and CUDA emitters share ---------===//
//
// See ProgramEmitter.h. Kernels are static functions (or __global__
// kernels) named k<id>; `run` binds every buffer to a pointer b<id> and calls
// the kernels, scalar statements and collectives in plan order.
//
//===----------------------------------------------------------------------===//

#include "codegen/ProgramEmitter.h"

#include "codegen/Emitters.h"
#include "codegen/ScalarBody.h"
#include "dialect/DistOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinDialect.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

FailureOr<std::string> codegen::dtypeName(Type type) {
  if (type.isF32())
    return std::string("F32");
  if (type.isF16())
    return std::string("F16");
  if (type.isBF16())
    return std::string("BF16");
  if (type.isF64())
    return std::string("F64");
  if (type.isInteger(1))
    return std::string("Bool");
  for (unsigned width : {8, 16, 32, 64})
    if (type.isInteger(width))
      return "I" + std::to_string(width);
  return failure();
}

std::string ProgramEmitter::shapeList(ArrayRef<int64_t> shape) {
  std::string text = "{";
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(shape, os);
  os << "}";
  return text;
}

std::string ProgramEmitter::locationOf(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  op->getLoc().print(os);
  return text;
}

std::string ProgramEmitter::emitSerialLoops(const LoopNest &nest,
                                            ArrayRef<std::string> vars) {
  std::string indent = "  ";
  for (auto [i, d] : llvm::enumerate(nest.outer)) {
    os << indent << "for (int64_t " << vars[d] << " = 0; " << vars[d] << " < "
       << nest.ranges[d] << "; ++" << vars[d] << ")"
       << (i + 1 == nest.outer.size() ? " {\n" : "\n");
    indent += "  ";
  }
  if (nest.outer.empty()) {
    os << "  {\n";
    indent += "  ";
  }
  return indent;
}

std::string ProgramEmitter::copyBase(const CopyKernel &copy,
                                     bool source) const {
  std::string text = std::to_string(source ? copy.srcBase : copy.dstBase);
  for (const CopyKernel::Term &term : source ? copy.srcTerms : copy.dstTerms)
    text += " + " + scalarNames.lookup(term.scalar) + " * " +
            std::to_string(term.scale);
  return text;
}

SmallVector<Value> ProgramEmitter::copyScalars(const CopyKernel &copy) {
  SetVector<Value> scalars;
  for (const CopyKernel::Term &term :
       llvm::concat<const CopyKernel::Term>(copy.srcTerms, copy.dstTerms))
    scalars.insert(term.scalar);
  return scalars.takeVector();
}

void ProgramEmitter::checkCopyBases(const CopyKernel &copy, Operation *op) {
  for (bool source : {true, false}) {
    if ((source ? copy.srcTerms : copy.dstTerms).empty())
      continue;
    std::string base = "(" + copyBase(copy, source) + ")";
    std::string limit = std::to_string(source ? copy.srcLimit : copy.dstLimit);
    // The location as a C++ string literal (it quotes its file name).
    std::string where;
    for (char c : locationOf(op)) {
      if (c == '"' || c == '\\')
        where += '\\';
      if (c != '\n')
        where += c;
    }
    calls += "  if (" + base + " < 0 || " + base + " > " + limit +
             ")\n    return shardrt::offsetOutOfRange(\"" + where + "\", " +
             base + ", " + limit + ");\n";
  }
}

std::pair<std::string, std::string>
ProgramEmitter::copyIndices(const CopyKernel &copy,
                            ArrayRef<std::string> vars) const {
  std::string src = copyBase(copy, true);
  std::string dst = copyBase(copy, false);
  for (size_t d = 0; d < copy.sizes.size(); ++d) {
    src += " + " + vars[d] + " * " + std::to_string(copy.srcStrides[d]);
    dst += " + " + vars[d] + " * " + std::to_string(copy.dstStrides[d]);
  }
  return {src, dst};
}

void ProgramEmitter::openKernel(unsigned id, ArrayRef<Value> values,
                                ArrayRef<Value> written, Operation *op,
                                StringRef what, KernelForm form,
                                int64_t iterations, ArrayRef<Value> scalars) {
  SmallVector<unsigned> buffers, writtenBuffers;
  for (Value v : values)
    buffers.push_back(plan.bufferOf.lookup(v));
  for (Value v : written)
    writtenBuffers.push_back(plan.bufferOf.lookup(v));
  openKernel(id, buffers, writtenBuffers, op, what, form, iterations, scalars);
}

void ProgramEmitter::openKernel(unsigned id, ArrayRef<unsigned> buffers,
                                ArrayRef<unsigned> written, Operation *op,
                                StringRef what, KernelForm form,
                                int64_t iterations, ArrayRef<Value> scalars) {
  params.clear();
  SmallVector<unsigned> order;
  DenseSet<unsigned> writtenBuffers(written.begin(), written.end());
  SmallVector<std::string> types;
  for (unsigned buffer : buffers) {
    if (params.count(buffer))
      continue;
    params[buffer] = "p" + std::to_string(order.size());
    order.push_back(buffer);
    types.push_back(*storageType(plan.buffers[buffer].elementType));
  }
  static const char *const kDeclarations[] = {
      "static void ", "static shardrt::Error *", "__global__ void ",
      "SHARD_LOOP_KERNEL static void "};
  os << "\n// kernel " << id << ": " << what << " (" << locationOf(op) << ")\n"
     << kDeclarations[int(form)] << "k" << id << "(";
  std::string args;
  auto separate = [&](std::string &text) {
    if (!text.empty() && text.back() != '(')
      text += ", ";
  };
  std::string signature;
  for (auto [i, buffer] : llvm::enumerate(order)) {
    separate(signature);
    signature += (writtenBuffers.count(buffer) ? "" : "const ") + types[i] +
                 " *__restrict " + params[buffer];
    separate(args);
    args += "b" + std::to_string(buffer);
  }
  for (Value v : scalars) {
    separate(signature);
    signature += *computeType(v.getType()) + " " + scalarNames.lookup(v);
    separate(args);
    args += scalarNames.lookup(v);
  }
  if (form == KernelForm::HostEnqueue) {
    separate(signature);
    signature += "shardrt::Stream stream";
    separate(args);
    args += "stream";
  }
  os << signature << ") {\n";
  finishStarted(buffers);
  std::string name = "k" + std::to_string(id);
  switch (form) {
  case KernelForm::HostFunction:
  case KernelForm::HostLoop:
    calls += "  " + name + "(" + args + ");\n";
    break;
  case KernelForm::HostEnqueue:
    calls += "  SHARDRT_TRY(" + name + "(" + args + "));\n";
    break;
  case KernelForm::DeviceKernel:
    // Enough blocks to cover the iterations, at most a few per
    // multiprocessor: the kernels loop over the rest (grid-stride).
    calls += "  SHARDRT_TRY(shardrt::cuda::launch(\"" + name + "\", " + name +
             ", " + std::to_string(iterations) + ", stream" +
             (args.empty() ? "" : ", " + args) + "));\n";
    break;
  }
}

void ProgramEmitter::finishStarted(ArrayRef<unsigned> buffers) {
  std::string list;
  for (unsigned buffer : buffers)
    if (startedInCase.remove(buffer))
      list += (list.empty() ? "b" : ", b") + std::to_string(buffer);
  if (!list.empty())
    calls +=
        "  SHARDRT_TRY(shardrt::finishInFlight(rt, {" + list + "}, stream));\n";
}

void ProgramEmitter::finishStartedOn(Operation *op) {
  SmallVector<unsigned> buffers;
  for (ValueRange values :
       {ValueRange(op->getOperands()), ValueRange(op->getResults())})
    for (Value v : values)
      if (auto it = plan.bufferOf.find(v); it != plan.bufferOf.end())
        buffers.push_back(it->second);
  finishStarted(buffers);
}

/// The buffers `op` leaves in flight in a schedule: an exchange's sends
/// and receives, the buffers of a dist.all_reduce_buffers and all of a
/// dist.reduce_scatter_buffers; none for any other op.
static SmallVector<Value> inFlightBuffersOf(Operation *op) {
  SmallVector<Value> buffers;
  if (auto exchange = dyn_cast<ExchangeOp>(op)) {
    llvm::append_range(buffers, exchange.getSends());
    llvm::append_range(buffers, exchange.getReceives());
  } else if (auto reduce = dyn_cast<AllReduceBuffersOp>(op)) {
    llvm::append_range(buffers, reduce.getBuffers());
  } else if (auto scatter = dyn_cast<ReduceScatterBuffersOp>(op)) {
    llvm::append_range(buffers, scatter.getWholes());
    llvm::append_range(buffers, scatter.getShares());
  }
  return buffers;
}

LogicalResult ProgramEmitter::emitKernel(const Kernel &kernel, unsigned id) {
  switch (kernel.kind) {
  case KernelKind::Loop:
    return emitLoop(cast<linalg::GenericOp>(kernel.op), id);
  case KernelKind::Gemm:
    return emitGemm(kernel.gemm, id);
  case KernelKind::Attention:
    return emitAttention(kernel.attention, id);
  case KernelKind::AttentionBackward:
    return emitAttentionBackward(kernel.attentionBackward, id);
  case KernelKind::Copy:
    emitCopy(kernel.copy, kernel.op, id);
    return success();
  case KernelKind::Collective:
    return emitCollectiveCall(kernel, id);
  case KernelKind::Wait:
    calls += "  SHARDRT_TRY(shardrt::wait(rt, pending" +
             std::to_string(kernel.started) + ", stream));  // " +
             locationOf(kernel.op) + "\n";
    return success();
  case KernelKind::Exchange:
    return emitExchange(kernel);
  case KernelKind::Scalar:
    return emitScalar(kernel, id);
  case KernelKind::LoopBegin: {
    // The induction variable is a scalar the body's kernels may capture.
    auto loop = cast<scf::ForOp>(kernel.op);
    std::string iv = "iv" + std::to_string(id);
    scalarNames[loop.getInductionVar()] = iv;
    calls += "  for (int64_t " + iv + " = " + std::to_string(kernel.bounds[0]) +
             "; " + iv + " < " + std::to_string(kernel.bounds[1]) + "; " + iv +
             " += " + std::to_string(kernel.bounds[2]) + ") {\n";
    return success();
  }
  case KernelKind::LoopEnd:
    calls += "  }\n";
    return success();
  case KernelKind::ScheduleBegin:
    return emitScheduleBegin(cast<ScheduleOp>(kernel.op), id);
  case KernelKind::CaseBegin: {
    auto schedule = cast<ScheduleOp>(kernel.op);
    startedInCase.clear();
    calls += "  case " + std::to_string(kernel.region) + ": {\n";
    const SetVector<unsigned> &touched =
        inFlightBuffers[schedule][kernel.region];
    if (!touched.empty()) {
      std::string list;
      for (unsigned buffer : touched)
        list += (list.empty() ? "b" : ", b") + std::to_string(buffer);
      calls += "  SHARDRT_TRY(shardrt::finishInFlight(rt, {" + list +
               "}, stream));\n";
    }
    if (int64_t held = keptBytes[schedule][kernel.region].first)
      calls += "  shardrt::holdKept(rt, " + std::to_string(held) + ");\n";
    if (schedule.isAction(kernel.region))
      calls += "  shardrt::beginAction(rt, \"" +
               schedule.getKind(kernel.region).str() + "\", " +
               scalarNames.lookup(
                   schedule.getBodies()[kernel.region].getArgument(0)) +
               ", " + std::to_string(schedule.getChunks()[kernel.region]) +
               ");\n";
    return success();
  }
  case KernelKind::CaseEnd:
    if (int64_t freed = keptBytes[kernel.op][kernel.region].second)
      calls += "  shardrt::releaseKept(rt, " + std::to_string(freed) + ");\n";
    calls += "  break;\n  }\n";
    return success();
  case KernelKind::ScheduleEnd:
    startedInCase.clear();
    calls += "  }\n  }\n";
    // What the last rows sent, received and reduced, complete when the
    // table ends.
    if (kernel.op
            ->walk([](Operation *op) {
              return inFlightBuffersOf(op).empty() ? WalkResult::advance()
                                                   : WalkResult::interrupt();
            })
            .wasInterrupted())
      calls += "  SHARDRT_TRY(shardrt::finishAllInFlight(rt, stream));\n";
    calls += "  }\n";
    return success();
  }
  return failure();
}

LogicalResult ProgramEmitter::emitScheduleBegin(ScheduleOp schedule,
                                                unsigned id) {
  // The table is static data; each row binds the regions' arguments.
  std::string n = std::to_string(id);
  std::string mb = "mb" + n, row = "row" + n;
  for (Region &region : schedule.getBodies())
    scalarNames[region.getArgument(0)] = mb;
  // What each region holds and frees of the stage's kept values: the
  // runtime counts the most held at once.
  auto &kept = keptBytes[schedule];
  kept.assign(schedule.getBodies().size(), {0, 0});
  for (const KeptBuffer &buffer : keptBuffers(schedule)) {
    kept[buffer.maker].first += buffer.slotBytes;
    for (unsigned reader : buffer.lastReaders)
      kept[reader].second += buffer.slotBytes;
  }
  // The exchanges and reductions of a schedule stay in flight until a
  // region that touches one of their buffers runs (or the table ends); the
  // runtime completes what another one's buffers need itself.
  DenseSet<Value> inFlight;
  schedule.walk(
      [&](Operation *op) { inFlight.insert_range(inFlightBuffersOf(op)); });
  auto &touched = inFlightBuffers[schedule];
  touched.assign(schedule.getBodies().size(), {});
  for (auto [i, region] : llvm::enumerate(schedule.getBodies()))
    region.walk([&, i = i](Operation *op) {
      if (!inFlightBuffersOf(op).empty())
        return;
      for (Value operand : op->getOperands())
        if (inFlight.contains(operand))
          touched[i].insert(plan.bufferOf.lookup(operand));
    });
  auto table = [&](StringRef name, ArrayRef<int32_t> values) {
    // A C++ array has at least one element; a table without rows runs
    // none.
    std::string text = "  static const int32_t " + name.str() + n + "[] = {";
    for (auto [i, v] : llvm::enumerate(values))
      text += (i ? (i % 16 ? ", " : ",\n      ") : "") + std::to_string(v);
    return text + (values.empty() ? "0};\n" : "};\n");
  };
  calls += "  {  // " + locationOf(schedule) + ": " +
           std::to_string(schedule.getCases().size()) + " rows\n";
  calls += table("cases", schedule.getCases());
  calls += table("microbatches", schedule.getMicrobatches());
  calls += "  for (size_t " + row + " = 0; " + row + " < " +
           std::to_string(schedule.getCases().size()) + "; ++" + row +
           ") {\n  const int64_t " + mb + " = microbatches" + n + "[" + row +
           "];\n  (void)" + mb + ";\n  switch (cases" + n + "[" + row +
           "]) {\n";
  return success();
}

//===----------------------------------------------------------------------===//
// Constants, run, program info
//===----------------------------------------------------------------------===//

/// The C++ literal of an element of storage type `type` with bit pattern
/// `bits`: exact (hex floats; f16 and bf16 are stored as their bits).
static std::string elementLiteral(Type type, uint64_t bits) {
  if (type.isF16() || type.isBF16())
    return std::to_string(bits);
  if (type.isF32() || type.isF64()) {
    double v;
    if (type.isF32()) {
      uint32_t b32 = uint32_t(bits);
      float f;
      std::memcpy(&f, &b32, 4);
      v = f;
    } else {
      std::memcpy(&v, &bits, 8);
    }
    if (std::isnan(v))
      return "NAN";
    if (std::isinf(v))
      return v < 0 ? "-INFINITY" : "INFINITY";
    char text[64];
    std::snprintf(text, sizeof(text), type.isF64() ? "%a" : "%af", v);
    return text;
  }
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  if (width == 1)
    return bits & 1 ? "1" : "0";
  // Sign-extend from the element's width.
  int64_t value = width == 64 ? int64_t(bits)
                              : int64_t(bits << (64 - width)) >> (64 - width);
  if (value == INT64_MIN)
    return "INT64_MIN";
  return std::to_string(value) + (width == 64 ? "LL" : "");
}

LogicalResult ProgramEmitter::emitConstants() {
  for (const Buffer &b : plan.buffers) {
    if (b.kind != BufferKind::Constant)
      continue;
    FailureOr<std::string> type = storageType(b.elementType);
    if (failed(type))
      return func.emitOpError()
             << "has a constant of element type " << b.elementType
             << ", which the code generator does not support";
    // A splat is filled when the program starts, not spelled out: its size
    // is not bounded by the size of the model's text.
    if (auto dense = dyn_cast<DenseElementsAttr>(b.value);
        dense && dense.isSplat()) {
      os << "alignas(64) static " << *type << " c" << b.id << "["
         << b.numElements << "];\n";
      APInt bits = isa<FloatType>(b.elementType)
                       ? dense.getSplatValue<APFloat>().bitcastToAPInt()
                       : dense.getSplatValue<APInt>();
      splatFills += "    std::fill_n(c" + std::to_string(b.id) + ", " +
                    std::to_string(b.numElements) + ", " + *type + "(" +
                    elementLiteral(b.elementType, bits.getBitWidth() == 1
                                                      ? bits.getBoolValue()
                                                      : bits.getZExtValue()) +
                    "));\n";
      continue;
    }
    os << "alignas(64) static const " << *type << " c" << b.id << "["
       << b.numElements << "] = {";
    std::vector<uint64_t> bits = dist::elementBits(b.value, b.elementType);
    for (int64_t i = 0; i < b.numElements; ++i)
      os << (i ? (i % 8 ? ", " : ",\n    ") : "")
         << elementLiteral(b.elementType, bits[size_t(i)]);
    os << "};\n";
  }
  return success();
}

LogicalResult ProgramEmitter::emitRun() {
  // Everything is enqueued on `stream`; the host target runs its kernels as
  // they are called and its backend completes collectives in the call.
  os << "\nshardrt::Error *run(shardrt::Runtime &rt, shardrt::Stream stream,\n"
        "                    std::byte *arena, const void *const *inputs,\n"
        "                    void *const *outputs) {\n"
        "  (void)rt;\n  (void)stream;\n  (void)arena;\n  (void)inputs;\n";
  // The arena's offsets assume the ABI's alignment; the caller's buffers
  // must have it.
  os << "  static_assert(shardrt::kBufferAlignment == " << kBufferAlignment
     << ", \"the arena was planned for another alignment\");\n"
     << "  SHARDRT_TRY(shardrt::checkAlignment(arena, inputs, "
     << func.getNumArguments() << ", outputs, " << func.getNumResults()
     << "));\n";
  if (!splatFills.empty())
    os << "  static const bool splatsFilled = [] {\n"
       << splatFills << "    return true;\n  }();\n  (void)splatsFilled;\n";
  for (const Buffer &b : plan.buffers) {
    FailureOr<std::string> type = storageType(b.elementType);
    if (failed(type))
      return func.emitOpError()
             << "has a tensor of element type " << b.elementType
             << ", which the code generator does not support";
    switch (b.kind) {
    case BufferKind::Input:
      os << "  const " << *type << " *b" << b.id << " = static_cast<const "
         << *type << " *>(inputs[" << b.argNumber << "]);\n";
      break;
    case BufferKind::Constant:
      os << bindConstant(b, *type);
      break;
    case BufferKind::Temp:
      os << "  " << *type << " *b" << b.id << " = reinterpret_cast<" << *type
         << " *>(arena + " << b.offset << ");\n";
      break;
    case BufferKind::Output:
      os << "  " << *type << " *b" << b.id << " = static_cast<" << *type
         << " *>(outputs[" << b.argNumber << "]);\n";
      break;
    }
  }
  os << calls;
  // Results in buffers of their own are in place; the others (inputs,
  // constants, a buffer another result holds) are copied.
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  for (auto [i, v] : llvm::enumerate(ret.getOperands())) {
    const Buffer &b = plan.bufferFor(v);
    if (b.kind != BufferKind::Output || b.argNumber != i)
      os << copyOutput(i, ptr(v), b.bytes);
  }
  os << "  return nullptr;\n}\n";
  return success();
}

LogicalResult ProgramEmitter::emitProgramInfo() {
  os << "\nvoid describe(shardrt::ProgramInfo &info) {\n"
     << "  shardrt::describeProgram(info, \"" << func.getSymName() << "\", "
     << plan.arenaBytes << ");\n";
  auto axis = [&](StringRef name, int64_t size) {
    os << "  shardrt::addMeshAxis(info, \"" << name << "\", " << size << ");\n";
  };
  if (auto mesh = dyn_cast_or_null<MeshOp>(plan.mesh)) {
    for (auto [name, size] :
         llvm::zip_equal(mesh.getAxisNameRefs(), mesh.getShape()))
      axis(name, size);
  } else {
    axis("device", 1);
  }
  for (const auto &group : plan.groups) {
    os << "  shardrt::addGroup(info, {";
    llvm::interleaveComma(group, os,
                          [&](const std::string &a) { os << '"' << a << '"'; });
    os << "});\n";
  }
  // A pipeline stage reads only some of the program's inputs and returns
  // the outputs it makes: their numbers in the whole program.
  auto numbersOf = [&](StringRef attr) -> ArrayRef<int64_t> {
    auto numbers = func->getAttrOfType<DenseI64ArrayAttr>(attr);
    return numbers ? numbers.asArrayRef() : ArrayRef<int64_t>();
  };
  auto declare = [&](TypeRange types, ArrayRef<int64_t> numbers,
                     StringRef call) -> LogicalResult {
    for (auto [i, type] : llvm::enumerate(types)) {
      auto tensor = cast<RankedTensorType>(type);
      FailureOr<std::string> dtype = dtypeName(tensor.getElementType());
      if (failed(dtype))
        return func.emitOpError()
               << "has an argument or result of element type "
               << tensor.getElementType() << ", which the runtime does not "
               << "support";
      os << "  shardrt::" << call << "(info, shardrt::DType::" << *dtype << ", "
         << shapeList(tensor.getShape()) << ", "
         << (numbers.empty() ? int64_t(i) : numbers[i]) << ");\n";
    }
    return success();
  };
  if (failed(declare(func.getArgumentTypes(),
                     numbersOf(DistDialect::kArgNumbersAttrName),
                     "addInput")) ||
      failed(declare(func.getResultTypes(),
                     numbersOf(DistDialect::kResultNumbersAttrName),
                     "addOutput")))
    return failure();
  emitProgramInfoExtras();
  os << "}\n";
  return success();
}

LogicalResult ProgramEmitter::emit() {
  emitHead(("@" + func.getSymName()).str());
  if (failed(emitBody()))
    return failure();
  os << "} // namespace\n\n"
     << "int main(int argc, char **argv) {\n"
     << "  return shardrt::programMain(argc, argv, describe, run);\n"
     << "}\n";
  return success();
}

void ProgramEmitter::emitHead(StringRef from) {
  os << "// Generated by shard-translate " << translation() << " from " << from
     << ".\n";
  emitPrologue();
}

LogicalResult ProgramEmitter::emitBody() {
  unsigned gemms = 0, loops = 0, copies = 0, collectives = 0;
  for (const Kernel &k : plan.kernels) {
    gemms += k.kind == KernelKind::Gemm;
    loops += k.kind == KernelKind::Loop;
    copies += k.kind == KernelKind::Copy;
    collectives += k.kind == KernelKind::Collective;
    collectives += k.kind == KernelKind::Exchange ? k.transfers.size() : 0;
  }
  os << "\n// @" << func.getSymName() << ": " << loops << " loop nests, "
     << gemms << " GEMMs, " << copies << " copies, " << collectives
     << " collectives; arena " << plan.arenaBytes << " bytes at peak ("
     << plan.unplannedBytes << " without reuse).\n";
  if (failed(emitConstants()))
    return failure();
  for (auto [id, kernel] : llvm::enumerate(plan.kernels))
    if (failed(emitKernel(kernel, id)))
      return failure();
  return failure(failed(emitRun()) || failed(emitProgramInfo()));
}
