//===- CollectiveOverlap.cpp - collectives that run beside compute --------===//
//
// A data-parallel gradient's all_reduce is not read until the optimizer
// step, and the backward kernels in between do not touch it: run in line,
// it stalls the device for its whole duration. So are a sharded
// optimizer's reduce_scatter of a gradient and a fully sharded weight's
// all_gather started early (--dist-optimize-collectives places them). Here
// such a collective is started where it is, and a Wait kernel goes before
// the first kernel that must see it finished:
//
//   - one that reads its result or writes its operand or result (an
//     in-place update, or a buffer reused after the operand died);
//   - other communication of the same group (its communicator runs one
//     collective at a time), and any send or receive. A collective of
//     another group (a tp all_gather while a dp gradient's reduce_scatter
//     is in flight) runs beside it on its own communicator, as a pipeline
//     table's reductions stay in flight through the passes after them:
//     every rank starts them in the same order, so the groups' kernels
//     cannot wait on each other, and the runtime gives each started
//     collective scratch of its own;
//   - the start or end of a loop: a wait belongs to the iteration that
//     started it;
//   - the function's end.
//
// When no kernel lies between the collective and that point there is
// nothing to overlap, and it stays a plain call. The operand and result
// buffers are kept live until the wait, so the memory plan reuses neither
// while the collective reads and writes them.
//
//===----------------------------------------------------------------------===//

#include "codegen/KernelPlan.h"

#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

namespace {

/// The buffers a kernel reads and writes.
struct Touched {
  SmallVector<unsigned> reads, writes;
};

Touched touchedBy(const KernelPlan &plan, const Kernel &kernel) {
  Touched touched;
  auto add = [&](SmallVector<unsigned> &list, Value v) {
    if (v && isa<RankedTensorType>(v.getType()) && plan.bufferOf.count(v))
      list.push_back(plan.bufferOf.lookup(v));
  };
  switch (kernel.kind) {
  case KernelKind::Copy:
    touched.reads.push_back(kernel.copy.srcBuffer);
    touched.writes.push_back(kernel.copy.dstBuffer);
    break;
  case KernelKind::Attention: {
    for (Value v : kernel.attention.inputs())
      add(touched.reads, v);
    add(touched.writes, kernel.attention.values.c.value);
    break;
  }
  case KernelKind::AttentionBackward: {
    for (Value v : kernel.attentionBackward.inputs())
      add(touched.reads, v);
    for (Value v : kernel.attentionBackward.outputs())
      add(touched.writes, v);
    break;
  }
  case KernelKind::Gemm:
    // A grouped GEMM reads a stack and ids that its op does not take.
    add(touched.reads, kernel.gemm.a.value);
    add(touched.reads, kernel.gemm.b.value);
    if (kernel.gemm.gathered)
      add(touched.reads, kernel.gemm.gathered->ids);
    add(touched.reads, kernel.gemm.bias);
    add(touched.reads, kernel.gemm.residual);
    add(touched.writes, kernel.gemm.c.value);
    [[fallthrough]];
  case KernelKind::Loop:
  case KernelKind::Scalar: {
    for (Value v : kernel.op->getOperands())
      add(touched.reads, v);
    // A body may read a tensor it captures (tensor.extract of an
    // embedding's table inside a gather's generic).
    SetVector<Value> captured;
    getUsedValuesDefinedAbove(kernel.op->getRegions(), captured);
    for (Value v : captured)
      add(touched.reads, v);
    for (Value v : kernel.op->getResults())
      add(touched.writes, v);
    break;
  }
  case KernelKind::Collective:
    for (Value v : kernel.op->getOperands())
      add(touched.reads, v);
    for (Value v : kernel.op->getResults())
      add(touched.writes, v);
    break;
  default:
    break;
  }
  return touched;
}

/// Whether `kernel` must run after a collective in flight on `group` no
/// matter what it touches.
bool endsOverlap(const Kernel &kernel, unsigned group) {
  switch (kernel.kind) {
  case KernelKind::Collective:
    return kernel.group == group;
  case KernelKind::Exchange:
  case KernelKind::LoopBegin:
  case KernelKind::LoopEnd:
  case KernelKind::ScheduleBegin:
  case KernelKind::CaseBegin:
  case KernelKind::CaseEnd:
  case KernelKind::ScheduleEnd:
  case KernelKind::Wait:
    return true;
  default:
    return false;
  }
}

} // namespace

void codegen::overlapCollectives(KernelPlan &plan,
                                 function_ref<unsigned(const Kernel &)> opIndex,
                                 unsigned endIndex) {
  std::vector<Kernel> &kernels = plan.kernels;
  // The wait of each overlapped collective: the kernel it goes before.
  std::vector<std::pair<size_t, size_t>> waits; // (collective, before)
  for (size_t i = 0; i < kernels.size(); ++i) {
    Operation *collective = kernels[i].op;
    if (kernels[i].kind != KernelKind::Collective ||
        !isa_and_nonnull<AllReduceOp, AllGatherOp, ReduceScatterOp>(collective))
      continue;
    unsigned in = plan.bufferOf.lookup(collective->getOperand(0));
    unsigned out = plan.bufferOf.lookup(collective->getResult(0));
    size_t j = i + 1;
    for (; j < kernels.size(); ++j) {
      if (endsOverlap(kernels[j], kernels[i].group))
        break;
      Touched touched = touchedBy(plan, kernels[j]);
      if (llvm::is_contained(touched.reads, out) ||
          llvm::is_contained(touched.writes, out) ||
          llvm::is_contained(touched.writes, in))
        break;
    }
    if (j == i + 1)
      continue;
    kernels[i].overlapped = true;
    waits.push_back({i, j});
    unsigned until = j < kernels.size() ? opIndex(kernels[j]) : endIndex;
    for (unsigned buffer : {in, out})
      plan.buffers[buffer].lastUse =
          std::max(plan.buffers[buffer].lastUse, until);
  }
  if (waits.empty())
    return;
  // Collectives of two groups in flight at once may finish out of order.
  llvm::stable_sort(waits,
                    [](auto &a, auto &b) { return a.second < b.second; });

  std::vector<Kernel> placed;
  placed.reserve(kernels.size() + waits.size());
  auto next = waits.begin();
  std::vector<size_t> newIndex(kernels.size());
  for (size_t k = 0; k <= kernels.size(); ++k) {
    for (; next != waits.end() && next->second == k; ++next) {
      Kernel wait{KernelKind::Wait, kernels[next->first].op, {}, {}, 0};
      wait.group = kernels[next->first].group;
      wait.started = unsigned(newIndex[next->first]);
      placed.push_back(wait);
    }
    if (k == kernels.size())
      break;
    newIndex[k] = placed.size();
    placed.push_back(std::move(kernels[k]));
  }
  kernels = std::move(placed);
}
