//===- PlanPrinter.cpp - a kernel plan as text (shard-translate --emit-plan)
//-===//

#include "codegen/KernelPlan.h"
#include "codegen/ProgramEmitter.h"

#include "dialect/DistOps.h"

#include "mlir/IR/Operation.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

static const char *kindName(BufferKind kind) {
  switch (kind) {
  case BufferKind::Input:
    return "input";
  case BufferKind::Constant:
    return "constant";
  case BufferKind::Temp:
    return "temp";
  case BufferKind::Output:
    return "output";
  }
  return "?";
}

/// The name `b<id>` of `v`'s buffer.
static std::string bufferName(const KernelPlan &plan, Value v) {
  return "b" + std::to_string(plan.bufferOf.lookup(v));
}

/// One line per buffer: its kind, size and where it lives.
static void printBuffers(const KernelPlan &plan, llvm::raw_ostream &os) {
  for (const Buffer &b : plan.buffers) {
    os << "  b" << b.id << ": " << kindName(b.kind) << " " << b.numElements
       << " x " << b.elementType << " (" << b.bytes << " bytes)";
    if (b.kind == BufferKind::Input)
      os << " arg " << b.argNumber;
    if (b.kind == BufferKind::Output)
      os << " result " << b.argNumber << ", live ops " << b.firstUse << ".."
         << b.lastUse;
    if (b.kind == BufferKind::Temp)
      os << " at " << b.offset << ", live ops " << b.firstUse << ".."
         << b.lastUse;
    os << "\n";
  }
}

/// A Loop kernel's loops, ranges, tensor inputs and results.
static void printLoop(const KernelPlan &plan, linalg::GenericOp generic,
                      llvm::raw_ostream &os) {
  os << "loop " << generic.getNumParallelLoops() << " parallel "
     << generic.getNumReductionLoops() << " reduction (";
  llvm::interleaveComma(generic.getStaticLoopRanges(), os);
  os << ")";
  for (Value v : generic.getDpsInputs())
    if (isa<RankedTensorType>(v.getType()))
      os << " " << bufferName(plan, v);
  os << " ->";
  for (Value r : generic->getResults())
    os << " " << bufferName(plan, r);
  // A scatter's indexed dims are not loops (LoopNest).
  LoopNest nest = planLoopNest(generic);
  if (!nest.indexed.empty()) {
    os << " scatter (";
    llvm::interleaveComma(nest.indexed, os,
                          [&](const LoopNest::IndexedDim &i) { os << i.dim; });
    os << ")";
  }
}

/// A Gemm kernel's sizes, operands and fused epilogue.
static void printGemm(const KernelPlan &plan, const GemmKernel &g,
                      llvm::raw_ostream &os) {
  auto buf = [&](Value v) { return bufferName(plan, v); };
  os << "gemm";
  if (!g.inputType.isF32())
    os << " " << g.inputType;
  os << " m=" << g.m << " n=" << g.n << " k=" << g.k;
  if (!g.batchSizes.empty()) {
    os << " batch=[";
    llvm::interleaveComma(g.batchSizes, os);
    os << "]";
  }
  os << " " << buf(g.a.value) << (g.a.transposed ? "^T" : "")
     << " lda=" << g.a.leadingDim << " " << buf(g.b.value)
     << (g.b.transposed ? "^T" : "") << " ldb=" << g.b.leadingDim << " -> "
     << buf(g.c.value) << " ldc=" << g.c.leadingDim
     << " beta=" << (g.beta ? 1 : 0);
  if (g.bias)
    os << " bias=" << buf(g.bias);
  if (g.activation != GemmActivation::None)
    os << " activation=" << activationName(g.activation);
  if (g.residual)
    os << " residual=" << buf(g.residual);
  if (g.gathered)
    os << " grouped "
       << "abc"[int(g.gathered->stack)] << "[" << buf(g.gathered->ids)
       << "] of " << g.gathered->groups;
}

/// An Attention kernel's sizes and operands: Q, K (^T where it is stored
/// as rows, as the scores' GEMM reads it), V, the score modification's
/// tensors, O.
static void printAttention(const KernelPlan &plan, const AttentionKernel &a,
                           llvm::raw_ostream &os) {
  auto buf = [&](Value v) { return bufferName(plan, v); };
  os << "attention m=" << a.queries() << " n=" << a.keys()
     << " d=" << a.headDim() << " e=" << a.valueDim();
  if (!a.batchSizes().empty()) {
    os << " batch=[";
    llvm::interleaveComma(a.batchSizes(), os);
    os << "]";
  }
  os << " " << buf(a.scores.a.value) << (a.scores.a.transposed ? "^T" : "")
     << " " << buf(a.scores.b.value) << (a.scores.b.transposed ? "^T" : "")
     << " " << buf(a.values.b.value) << (a.values.b.transposed ? "^T" : "");
  if (a.scoreMod) {
    os << " mod";
    SmallVector<Value> inputs = a.modInputs();
    if (!inputs.empty()) {
      os << "(";
      llvm::interleave(
          inputs, os, [&](Value v) { os << buf(v); }, " ");
      os << ")";
    }
  }
  // The modification masks whole blocks out by their indices.
  if (a.maskCondition)
    os << " block-mask";
  os << " -> " << buf(a.values.c.value);
  if (a.zeroEmptyRows)
    os << " zero-empty-rows";
}

/// An AttentionBackward kernel's sizes and operands: Q, K, V, dO (each ^T
/// where it is stored transposed), the score modification's and grad's
/// other tensors, then dQ, dK and dV.
static void printAttentionBackward(const KernelPlan &plan,
                                   const AttentionBackwardKernel &b,
                                   llvm::raw_ostream &os) {
  const AttentionKernel &a = b.chain;
  auto matrix = [&](const AttentionMatrix &m) {
    os << " " << bufferName(plan, m.value) << (m.byRows ? "" : "^T");
  };
  os << "attention-backward m=" << a.queries() << " n=" << a.keys()
     << " d=" << a.headDim() << " e=" << b.valueDim;
  if (!a.batchSizes().empty()) {
    os << " batch=[";
    llvm::interleaveComma(a.batchSizes(), os);
    os << "]";
  }
  matrix(b.queries());
  matrix(b.keys());
  for (const AttentionMatrix *m :
       {&b.values, &b.gradOut, &b.gradOutForV, &b.keysForQ, &b.queriesForK})
    matrix(*m);
  SmallVector<Value> extra = a.modInputs();
  llvm::append_range(extra, b.gradInputs());
  if (!extra.empty()) {
    os << " (";
    llvm::interleave(
        extra, os, [&](Value v) { os << bufferName(plan, v); }, " ");
    os << ")";
  }
  if (a.maskCondition)
    os << " block-mask";
  os << " ->";
  for (const AttentionMatrix *m : {&b.gradQueries, &b.gradKeys, &b.gradValues})
    matrix(*m);
}

/// An Exchange kernel's group and its sends and receives.
static void printExchange(const Kernel &k, llvm::raw_ostream &os) {
  os << "exchange group " << k.group << ":";
  for (const Transfer &t : k.transfers) {
    os << (t.send ? " send b" : " recv b") << t.buffer
       << (t.send ? " to " : " from ") << t.peer;
    os << (&t == &k.transfers.back() ? "" : ",");
  }
}

/// The base of a copy's side known only when it runs: its constant and
/// its terms (`@0+64*dyn`); nothing for a constant base.
static void printCopyBase(int64_t base, ArrayRef<CopyKernel::Term> terms,
                          llvm::raw_ostream &os) {
  if (terms.empty())
    return;
  os << "@" << base;
  for (const CopyKernel::Term &term : terms)
    os << "+" << term.scale << "*dyn";
}

/// The description of kernel `k`, without its `k<id>: ` or newline.
static void printKernel(const KernelPlan &plan, const Kernel &k,
                        llvm::raw_ostream &os) {
  auto buf = [&](Value v) { return bufferName(plan, v); };
  switch (k.kind) {
  case KernelKind::Loop:
    printLoop(plan, cast<linalg::GenericOp>(k.op), os);
    break;
  case KernelKind::Gemm:
    printGemm(plan, k.gemm, os);
    break;
  case KernelKind::Attention:
    printAttention(plan, k.attention, os);
    break;
  case KernelKind::AttentionBackward:
    printAttentionBackward(plan, k.attentionBackward, os);
    break;
  case KernelKind::Copy:
    os << "copy b" << k.copy.srcBuffer;
    printCopyBase(k.copy.srcBase, k.copy.srcTerms, os);
    os << " -> b" << k.copy.dstBuffer;
    printCopyBase(k.copy.dstBase, k.copy.dstTerms, os);
    os << " [";
    llvm::interleaveComma(k.copy.sizes, os);
    os << "]";
    break;
  case KernelKind::LoopBegin:
    os << "for " << k.bounds[0] << " to " << k.bounds[1] << " step "
       << k.bounds[2] << " {";
    break;
  case KernelKind::LoopEnd:
    os << "}";
    break;
  case KernelKind::ScheduleBegin: {
    auto schedule = cast<ScheduleOp>(k.op);
    os << "schedule " << schedule.getCases().size() << " rows {";
    break;
  }
  case KernelKind::CaseBegin: {
    auto schedule = cast<ScheduleOp>(k.op);
    os << "case " << k.region << " " << schedule.getKind(k.region);
    if (schedule.isAction(k.region))
      os << " chunk " << schedule.getChunks()[k.region];
    os << " {";
    break;
  }
  case KernelKind::CaseEnd:
  case KernelKind::ScheduleEnd:
    os << "}";
    break;
  case KernelKind::Scalar:
    os << "scalar " << k.op->getName();
    for (Value v : k.op->getOperands())
      if (isa<RankedTensorType>(v.getType()))
        os << " " << buf(v);
    if (isa<GroupRankOp>(k.op))
      os << " group " << k.group;
    break;
  case KernelKind::Exchange:
    printExchange(k, os);
    break;
  case KernelKind::Collective:
    os << k.op->getName() << " group " << k.group;
    // A dist.all_reduce_buffers reduces every operand in place; a
    // dist.reduce_scatter_buffers writes its shares.
    if (auto scatter = dyn_cast<ReduceScatterBuffersOp>(k.op)) {
      for (Value v : scatter.getWholes())
        os << " " << buf(v);
      os << " ->";
      for (Value v : scatter.getShares())
        os << " " << buf(v);
    } else {
      for (Value v : isa<AllReduceBuffersOp>(k.op)
                         ? k.op->getOperands()
                         : k.op->getOperands().take_front())
        os << " " << buf(v);
    }
    if (k.op->getNumResults())
      os << " -> " << buf(k.op->getResult(0));
    if (k.overlapped)
      os << " (started)";
    break;
  case KernelKind::Wait:
    os << "wait k" << k.started;
    break;
  }
}

void mlir::dist::codegen::printKernelPlan(const KernelPlan &plan,
                                          llvm::raw_ostream &os) {
  func::FuncOp func = plan.func;
  os << "plan @" << func.getSymName() << ": " << plan.kernels.size()
     << " kernels, arena " << plan.arenaBytes << " bytes ("
     << plan.unplannedBytes << " without reuse)\n";
  printBuffers(plan, os);
  for (auto [id, k] : llvm::enumerate(plan.kernels)) {
    os << "  k" << id << ": ";
    printKernel(plan, k, os);
    os << "\n";
  }
}
