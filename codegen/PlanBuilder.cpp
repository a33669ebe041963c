//===- PlanBuilder.cpp - kernels and buffers of one function --------------===//
//
// The walk, the liveness it plans buffers with, and the buffer operations
// the per-op models (codegen/plans/) build the plan from.
//
//===----------------------------------------------------------------------===//

#include "codegen/PlanBuilder.h"
#include "codegen/KernelPlanInterface.h"

#include "dialect/DistOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

/// Row-major element strides of `type`.
static SmallVector<int64_t> rowMajorStrides(ShapedType type) {
  SmallVector<int64_t> strides(type.getRank());
  int64_t stride = 1;
  for (int64_t d = type.getRank() - 1; d >= 0; --d) {
    strides[d] = stride;
    stride *= type.getDimSize(d);
  }
  return strides;
}

bool codegen::isZeroFill(linalg::GenericOp op) {
  if (op.getNumDpsInits() != 1 || op.getNumReductionLoops() != 0)
    return false;
  auto yield = cast<linalg::YieldOp>(op.getBody()->getTerminator());
  Value yielded = yield.getValues()[0];
  // The yielded value is a constant, or a scalar input that is one.
  if (auto arg = dyn_cast<BlockArgument>(yielded)) {
    if (arg.getOwner() != op.getBody() ||
        arg.getArgNumber() >= op.getNumDpsInputs())
      return false;
    yielded = op.getDpsInputs()[arg.getArgNumber()];
  }
  Attribute value;
  if (!matchPattern(yielded, m_Constant(&value)))
    return false;
  if (auto f = dyn_cast<FloatAttr>(value))
    return f.getValue().isZero();
  if (auto i = dyn_cast<IntegerAttr>(value))
    return i.getValue().isZero();
  return false;
}

/// True for an op that computes scalars from scalars without side effects
/// (index arithmetic outside kernels): a Scalar kernel.
static bool isScalarOp(Operation *op) {
  auto scalar = [](Type t) { return t.isIntOrIndexOrFloat(); };
  return op->getNumRegions() == 0 && op->getNumResults() == 1 &&
         llvm::all_of(op->getOperandTypes(), scalar) &&
         llvm::all_of(op->getResultTypes(), scalar) && isPure(op);
}

unsigned PlanBuilder::newBuffer(BufferKind kind, RankedTensorType type,
                                unsigned index) {
  Buffer buffer;
  buffer.id = plan.buffers.size();
  buffer.kind = kind;
  buffer.elementType = type.getElementType();
  // Sizes were checked for overflow before planning (checkSizes).
  buffer.numElements = type.getNumElements();
  buffer.bytes = *staticTensorBytes(type);
  buffer.firstUse = buffer.lastUse = index;
  plan.buffers.push_back(buffer);
  return buffer.id;
}

void PlanBuilder::bind(Value v, unsigned buffer) {
  plan.bufferOf[v] = buffer;
  boundTo[buffer].push_back(v);
  Buffer &b = plan.buffers[buffer];
  b.lastUse = std::max(b.lastUse, lastUse.lookup(v));
}

unsigned PlanBuilder::bufferOf(Value v, unsigned index) {
  auto it = plan.bufferOf.find(v);
  if (it != plan.bufferOf.end())
    return it->second;
  unsigned buffer =
      newBuffer(BufferKind::Temp, cast<RankedTensorType>(v.getType()), index);
  bind(v, buffer);
  return buffer;
}

void PlanBuilder::addCopy(Operation *op, unsigned src, RankedTensorType srcType,
                          unsigned dst, RankedTensorType dstType,
                          ArrayRef<int64_t> srcOffsets,
                          ArrayRef<int64_t> srcSteps, ArrayRef<int64_t> sizes,
                          ArrayRef<int64_t> dstOffsets,
                          ArrayRef<Value> srcDynamic,
                          ArrayRef<Value> dstDynamic) {
  SmallVector<int64_t> srcStrides = rowMajorStrides(srcType);
  SmallVector<int64_t> dstStrides = rowMajorStrides(dstType);
  Kernel kernel{KernelKind::Copy, op, {}, {}, 0};
  CopyKernel &copy = kernel.copy;
  copy.srcBuffer = src;
  copy.dstBuffer = dst;
  copy.sizes.assign(sizes.begin(), sizes.end());
  // Offsets and strides over the box's dims: the box has the source's rank
  // when slicing, the destination's when inserting; a rank-reduced side is
  // dense in the other's layout, so its strides are those of the box.
  auto boxStrides = [&](ArrayRef<int64_t> tensorStrides, int64_t rank) {
    if (rank == int64_t(sizes.size()))
      return SmallVector<int64_t>(tensorStrides);
    SmallVector<int64_t> strides(sizes.size());
    int64_t stride = 1;
    for (int64_t d = int64_t(sizes.size()) - 1; d >= 0; --d) {
      strides[d] = stride;
      stride *= sizes[d];
    }
    return strides;
  };
  copy.srcStrides = boxStrides(srcStrides, srcType.getRank());
  copy.dstStrides = boxStrides(dstStrides, dstType.getRank());
  // The bases are the offsets' elements before the steps scale the
  // strides: a slice [2 : step 2] starts at element 2, not 4.
  for (auto [offset, stride] : llvm::zip(srcOffsets, copy.srcStrides))
    copy.srcBase += offset * stride;
  for (auto [offset, stride] : llvm::zip(dstOffsets, copy.dstStrides))
    copy.dstBase += offset * stride;
  // Offsets known only when the copy runs scale the same strides; one that
  // is a constant after all joins the base.
  auto addTerms = [](ArrayRef<Value> offsets, ArrayRef<int64_t> strides,
                     int64_t &base, SmallVector<CopyKernel::Term> &terms) {
    for (auto [offset, stride] : llvm::zip(offsets, strides)) {
      if (!offset)
        continue;
      if (std::optional<int64_t> known = getConstantIntValue(offset))
        base += *known * stride;
      else
        terms.push_back({offset, stride});
    }
  };
  addTerms(srcDynamic, copy.srcStrides, copy.srcBase, copy.srcTerms);
  addTerms(dstDynamic, copy.dstStrides, copy.dstBase, copy.dstTerms);
  for (auto [i, step] : llvm::enumerate(srcSteps))
    copy.srcStrides[i] *= step;
  // The largest base that keeps the box inside each buffer.
  auto limit = [&](ArrayRef<int64_t> strides, int64_t elements) {
    int64_t last = 0;
    for (auto [size, stride] : llvm::zip(sizes, strides))
      last += (size - 1) * stride;
    return elements - 1 - last;
  };
  copy.srcLimit = limit(copy.srcStrides, srcType.getNumElements());
  copy.dstLimit = limit(copy.dstStrides, dstType.getNumElements());
  plan.kernels.push_back(kernel);
}

void PlanBuilder::alias(Value from, Value to, unsigned index) {
  if (undefined.contains(from))
    undefined.insert(to);
  else
    bind(to, bufferOf(from, index));
}

void PlanBuilder::bindUpdated(Operation *op, Value init, Value result,
                              unsigned index, bool needsInit) {
  auto type = cast<RankedTensorType>(result.getType());
  if (std::optional<unsigned> destination = destinationOf(result)) {
    bind(result, *destination);
    if (needsInit && !undefined.contains(init))
      addWholeCopy(op, bufferOf(init, index), *destination, type);
    return;
  }
  if (!undefined.contains(init)) {
    unsigned buffer = bufferOf(init, index);
    const Buffer &b = plan.buffers[buffer];
    // Another operand in the same buffer would be overwritten while read,
    // unless it is the init itself read at the point being written.
    bool sharedWithInput = false;
    auto generic = dyn_cast<linalg::GenericOp>(op);
    // The operand the result updates: a generic's init, an insert's
    // destination, a reduction's input.
    auto isInit = [&](OpOperand &operand) {
      if (operand.get() != init)
        return false;
      if (generic)
        return generic.isDpsInit(&operand);
      if (auto insert = dyn_cast<tensor::InsertSliceOp>(op))
        return &operand == &insert.getDestMutable();
      return operand.getOperandNumber() == 0;
    };
    for (OpOperand &operand : op->getOpOperands()) {
      if (isInit(operand))
        continue;
      if (!isa<RankedTensorType>(operand.get().getType()) ||
          !plan.bufferOf.count(operand.get()) ||
          plan.bufferOf.lookup(operand.get()) != buffer)
        continue;
      bool samePoint =
          generic && operand.get() == init &&
          generic.getNumReductionLoops() == 0 &&
          generic.getMatchingIndexingMap(&operand) ==
              generic.getIndexingMapMatchingResult(cast<OpResult>(result));
      sharedWithInput |= !samePoint;
    }
    if (b.kind == BufferKind::Temp && b.lastUse <= index && !sharedWithInput) {
      bind(result, buffer);
      return;
    }
  }
  // An elementwise op may write over an input that dies here and is read
  // at exactly the point being written: an input whose buffer nothing reads
  // later, or one in the dist.buffer the result is stored back into at
  // once (a running sum's read-modify-write).
  std::optional<unsigned> storedInto = storedBackInto(result);
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (generic && !needsInit && generic.getNumReductionLoops() == 0) {
    AffineMap written =
        generic.getIndexingMapMatchingResult(cast<OpResult>(result));
    // The input in the buffer the result is stored back into first: written
    // over, it needs no copy back.
    SmallVector<OpOperand *> inputs(generic.getDpsInputOperands());
    std::stable_partition(inputs.begin(), inputs.end(), [&](OpOperand *input) {
      return storedInto && plan.bufferOf.count(input->get()) &&
             plan.bufferOf.lookup(input->get()) == *storedInto;
    });
    for (OpOperand *input : inputs) {
      auto it = plan.bufferOf.find(input->get());
      if (it == plan.bufferOf.end())
        continue;
      const Buffer &b = plan.buffers[it->second];
      bool readOnce = llvm::count_if(op->getOperands(), [&](Value v) {
                        return plan.bufferOf.lookup(v) == it->second &&
                               plan.bufferOf.count(v);
                      }) == 1;
      bool dead = b.lastUse <= index ||
                  (storedInto == it->second && diesAt(input->get(), index));
      if (b.kind == BufferKind::Temp && dead && readOnce &&
          b.elementType == type.getElementType() &&
          b.numElements == type.getNumElements() &&
          generic.getMatchingIndexingMap(input) == written &&
          cast<RankedTensorType>(input->get().getType()).getShape() ==
              type.getShape()) {
        bind(result, it->second);
        return;
      }
    }
  }
  unsigned buffer = newBuffer(BufferKind::Temp, type, index);
  bind(result, buffer);
  if (needsInit && !undefined.contains(init))
    addWholeCopy(op, plan.bufferOf.lookup(init), buffer, type);
}

std::optional<unsigned> PlanBuilder::storedBackInto(Value result) const {
  if (!result.hasOneUse())
    return std::nullopt;
  auto store = dyn_cast<StoreOp>(*result.getUsers().begin());
  if (!store || store.getSlot() || store->getBlock() != result.getParentBlock())
    return std::nullopt;
  auto known = plan.bufferOf.find(store.getBuffer());
  if (known == plan.bufferOf.end())
    return std::nullopt;
  return known->second;
}

std::optional<unsigned> PlanBuilder::destinationOf(Value result) const {
  Operation *producer = result.getDefiningOp();
  if (!producer || !result.hasOneUse())
    return std::nullopt;
  auto store = dyn_cast<StoreOp>(*result.getUsers().begin());
  if (!store || store->getBlock() != producer->getBlock())
    return std::nullopt;
  Value buffer = store.getBuffer();
  RankedTensorType whole = store.getBuffer().getType().getTensorType();
  auto type = cast<RankedTensorType>(result.getType());
  bool fits = store.getSlot()
                  ? whole.getDimSize(0) == 1 &&
                        whole.getNumElements() == type.getNumElements() &&
                        whole.getElementType() == type.getElementType()
                  : whole == type;
  auto known = plan.bufferOf.find(buffer);
  if (!fits || known == plan.bufferOf.end())
    return std::nullopt;
  // A read of the buffer (or of a value it holds in place) from the
  // producer up to the store would see the new value early. The reads are
  // found from the values' uses: walking the ops up to the store, for every
  // value stored at the end of a long pass, would cost the square of its
  // length.
  Block *block = producer->getBlock();
  auto readBeforeStore = [&](Value v) {
    return llvm::any_of(v.getUses(), [&](OpOperand &use) {
      Operation *at = block->findAncestorOpInBlock(*use.getOwner());
      return at && (at == producer || producer->isBeforeInBlock(at)) &&
             at->isBeforeInBlock(store);
    });
  };
  if (readBeforeStore(buffer))
    return std::nullopt;
  if (auto held = boundTo.find(known->second); held != boundTo.end())
    for (Value v : held->second)
      if (isa<RankedTensorType>(v.getType()) &&
          plan.bufferOf.lookup(v) == known->second && readBeforeStore(v))
        return std::nullopt;
  return known->second;
}

FailureOr<unsigned> PlanBuilder::groupOf(Operation *op, FlatSymbolRefAttr mesh,
                                         ArrayRef<StringRef> axisNames) {
  // One program runs on one mesh.
  Operation *meshOp = SymbolTable::lookupNearestSymbolFrom(op, mesh.getAttr());
  if (plan.mesh && meshOp != plan.mesh)
    return op->emitOpError()
           << "uses mesh " << mesh
           << " but an earlier op uses another; a program runs on one mesh";
  plan.mesh = meshOp;
  SmallVector<std::string> axes;
  for (StringRef axis : axisNames)
    axes.push_back(axis.str());
  auto known = llvm::find(plan.groups, axes);
  if (known != plan.groups.end())
    return unsigned(known - plan.groups.begin());
  plan.groups.push_back(axes);
  return unsigned(plan.groups.size() - 1);
}

/// An op whose regions run again and again: an scf.for, or a
/// dist.schedule (its table's rows).
static bool repeats(Operation *op) { return isa<scf::ForOp, ScheduleOp>(op); }

void PlanBuilder::number(Block &block) {
  for (Operation &op : block) {
    opIndex[&op] = nextIndex++;
    if (!repeats(&op))
      continue;
    for (Region &region : op.getRegions())
      number(region.front());
    loopEnd[&op] = nextIndex++;
  }
}

void PlanBuilder::recordUses(Value v) {
  unsigned last = 0;
  for (Operation *user : v.getUsers()) {
    // The user as the plan sees it: the op of a numbered block holding it,
    // or the kernel that runs it.
    Operation *op = user;
    while (op && !opIndex.count(op))
      op = op->getParentOp();
    if (!op)
      continue;
    if (Operation *runner = fusedInto.lookup(op))
      op = runner;
    unsigned at = opIndex.lookup(op);
    for (Operation *p = op->getParentOp(); p; p = p->getParentOp())
      if (repeats(p) && !p->isAncestor(v.getParentBlock()->getParentOp()))
        at = std::max(at, loopEnd.lookup(p));
    last = std::max(last, at);
  }
  lastUse[v] = last;
}

LogicalResult PlanBuilder::visitBlock(Block &block) {
  for (Operation &op : block.without_terminator())
    if (failed(visit(&op, opIndex.lookup(&op))))
      return failure();
  return success();
}

LogicalResult PlanBuilder::visit(Operation *op, unsigned index) {
  // An attention kernel (forward or backward) runs this op.
  if (fusedInto.count(op))
    return success();
  if (auto model = dyn_cast<KernelPlanOpInterface>(op))
    return model.addToPlan(*this, index);
  if (isScalarOp(op)) {
    addKernel(Kernel{KernelKind::Scalar, op, {}, {}, 0});
    return success();
  }
  return op->emitOpError() << "is not supported by the code generator";
}

/// Reports the first tensor of `func` whose elements have no size or whose
/// byte size does not fit in int64_t: buffers are planned in bytes.
static LogicalResult checkSizes(func::FuncOp func) {
  auto check = [&](Value v, Operation *where) -> LogicalResult {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type || !type.hasStaticShape())
      return success();
    if (elementBytes(type.getElementType()) == 0)
      return where->emitOpError()
             << "has a tensor of element type " << type.getElementType()
             << ", which the code generator does not support";
    if (!staticTensorBytes(type))
      return where->emitOpError()
             << "has a tensor of type " << type
             << " whose size in bytes does not fit in 64 bits";
    return success();
  };
  for (BlockArgument arg : func.getArguments())
    if (failed(check(arg, func)))
      return failure();
  WalkResult result = func.walk([&](Operation *op) {
    for (Value v : op->getResults())
      if (failed(check(v, op)))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

LogicalResult PlanBuilder::bindArguments(Block &block) {
  func::FuncOp func = plan.func;
  for (BlockArgument arg : block.getArguments()) {
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type || !type.hasStaticShape())
      return func.emitOpError()
             << "argument " << arg.getArgNumber() << " has type "
             << arg.getType()
             << "; the code generator needs statically shaped tensors";
    recordUses(arg);
    unsigned buffer = newBuffer(BufferKind::Input, type, 0);
    plan.buffers[buffer].argNumber = arg.getArgNumber();
    bind(arg, buffer);
  }
  for (Type type : func.getResultTypes())
    if (auto tensor = dyn_cast<RankedTensorType>(type);
        !tensor || !tensor.hasStaticShape())
      return func.emitOpError()
             << "returns " << type
             << "; the code generator needs statically shaped tensors";
  return success();
}

void PlanBuilder::elideGemmFills() {
  // Zero fills whose every use is a GEMM's init need not run: those GEMMs
  // overwrite C (beta = 0). CSE merges the fills of several GEMMs into one,
  // which must not cost a fill and a copy per GEMM.
  plan.func.walk([&](linalg::GenericOp fill) {
    if (!fill->use_empty() && isZeroFill(fill) &&
        llvm::all_of(fill->getUses(), [](OpOperand &use) {
          auto gemm = dyn_cast<linalg::GenericOp>(use.getOwner());
          return gemm && gemm.isDpsInit(&use) && matchGemm(gemm);
        }))
      plan.elided.insert(fill);
  });
}

LogicalResult PlanBuilder::findMesh() {
  if (plan.mesh)
    return success();
  auto meshes =
      llvm::to_vector(plan.func->getParentOfType<ModuleOp>().getOps<MeshOp>());
  if (meshes.size() > 1)
    return plan.func.emitOpError()
           << "has no collectives and the module declares " << meshes.size()
           << " meshes; keep the one the program runs on";
  if (!meshes.empty())
    plan.mesh = meshes.front();
  return success();
}

FailureOr<KernelPlan> PlanBuilder::build() {
  func::FuncOp func = plan.func;
  if (failed(checkSizes(func)))
    return failure();
  if (!func.getBody().hasOneBlock())
    return func.emitOpError()
           << "has " << func.getBlocks().size()
           << " blocks; the code generator needs a single-block function";
  Block &block = func.getBody().front();
  // Matching may move ops (an attention backward's early readers), so it
  // comes before the ops are numbered.
  findAttention();
  findGroupedGemms();
  number(block);
  if (failed(bindArguments(block)))
    return failure();
  for (auto [op, index] : opIndex) {
    for (Value result : op->getResults())
      recordUses(result);
    if (repeats(op))
      for (Region &region : op->getRegions())
        for (Value arg : region.getArguments())
          recordUses(arg);
  }
  elideGemmFills();

  Operation *ret = block.getTerminator();
  if (failed(visitBlock(block)) || failed(visit(ret, indexOf(ret))) ||
      failed(findMesh()) || failed(checkNotReplicatedOverStages()))
    return failure();
  overlapCollectives(
      plan, [&](const Kernel &kernel) { return indexAt(kernel); },
      indexOf(ret));
  placeOutputs(plan);
  planMemory(plan);
  return std::move(plan);
}

unsigned PlanBuilder::indexAt(const Kernel &kernel) const {
  switch (kernel.kind) {
  case KernelKind::LoopEnd:
  case KernelKind::ScheduleEnd:
    return loopEndOf(kernel.op);
  case KernelKind::CaseEnd: {
    // After the region's last op: what is live there stays live until the
    // case ends, not only until the schedule begins.
    Block &body = kernel.op->getRegion(kernel.region).front();
    if (body.empty())
      return indexOf(kernel.op);
    Operation *last = &body.back();
    return repeats(last) ? loopEndOf(last) : indexOf(last);
  }
  default:
    return indexOf(kernel.op);
  }
}

/// The mesh axis that holds pipeline stages by convention.
static constexpr llvm::StringLiteral kPipelineAxis = "pp";

LogicalResult PlanBuilder::checkNotReplicatedOverStages() {
  auto mesh = dyn_cast_or_null<MeshOp>(plan.mesh);
  if (!mesh || plan.func->hasAttr(DistDialect::kArgNumbersAttrName) ||
      mesh.getAxisSize(kPipelineAxis).value_or(1) < 2)
    return success();
  for (const SmallVector<std::string> &group : plan.groups)
    if (llvm::is_contained(group, kPipelineAxis))
      return success();
  return plan.func.emitOpError()
         << "runs on mesh @" << mesh.getSymName() << " whose axis \""
         << kPipelineAxis << "\" has " << *mesh.getAxisSize(kPipelineAxis)
         << " devices, but is not a pipeline stage: every device of the axis "
            "would compute the same; cut it with --dist-pipeline or give the "
            "axis size 1";
}

FailureOr<KernelPlan>
codegen::buildKernelPlan(func::FuncOp func,
                         ArrayRef<SmallVector<std::string>> groups,
                         TargetFusion fusion) {
  // Like a pass's dependent dialects: the ops' models come with the code
  // generator, whichever tool or library calls it.
  DialectRegistry models;
  registerKernelPlanModels(models);
  func->getContext()->appendDialectRegistry(models);
  PlanBuilder builder(func, fusion);
  builder.seedGroups(groups);
  return builder.build();
}
