//===- PlanBuilder.cpp - kernels and buffers of one function --------------===//

#include "codegen/KernelPlan.h"

#include "dialect/DistOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

namespace {

/// Row-major element strides of `type`.
SmallVector<int64_t> rowMajorStrides(ShapedType type) {
  SmallVector<int64_t> strides(type.getRank());
  int64_t stride = 1;
  for (int64_t d = type.getRank() - 1; d >= 0; --d) {
    strides[d] = stride;
    stride *= type.getDimSize(d);
  }
  return strides;
}

/// True when the generic `op` only writes a constant zero: a fill.
bool isZeroFill(linalg::GenericOp op) {
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
bool isScalarOp(Operation *op) {
  auto scalar = [](Type t) { return t.isIntOrIndexOrFloat(); };
  return op->getNumRegions() == 0 && op->getNumResults() == 1 &&
         llvm::all_of(op->getOperandTypes(), scalar) &&
         llvm::all_of(op->getResultTypes(), scalar) && isPure(op);
}

class PlanBuilder {
public:
  PlanBuilder(func::FuncOp func, GemmFusion fusion) : fusion(fusion) {
    plan.func = func;
  }
  /// Fails (reported) for a function that is not a pipeline stage on a mesh
  /// whose pipeline axis has several devices and that communicates over it
  /// nowhere: every device of the axis would run the whole program.
  LogicalResult checkNotReplicatedOverStages();
  /// The mesh axis that holds pipeline stages by convention.
  static constexpr llvm::StringLiteral kPipelineAxis = "pp";
  /// Numbers `groups` first, in order (the groups all stages of a pipeline
  /// share).
  void seedGroups(ArrayRef<SmallVector<std::string>> groups) {
    plan.groups.assign(groups.begin(), groups.end());
  }
  FailureOr<KernelPlan> build();

private:
  LogicalResult visit(Operation *op, unsigned index);
  LogicalResult visitGeneric(linalg::GenericOp op, unsigned index);
  /// Folds `op` into the GEMM just before it as its epilogue when `op` is
  /// the only reader of that GEMM's result and computes one the target
  /// fuses (matchEpilogue); returns whether it did.
  bool foldEpilogue(linalg::GenericOp op);
  LogicalResult visitCollective(Operation *op, unsigned index);
  /// Adds a dist.send or dist.recv to the exchange just before it, or opens
  /// a new one.
  void addTransfer(Operation *op, unsigned group, unsigned index);
  /// The index of the group of `axes` in plan.groups (added if new).
  FailureOr<unsigned> groupOf(Operation *op, FlatSymbolRefAttr mesh,
                              ArrayRef<StringRef> axes);
  LogicalResult visitExtractSlice(tensor::ExtractSliceOp op, unsigned index);
  LogicalResult visitInsertSlice(tensor::InsertSliceOp op, unsigned index);
  LogicalResult visitFor(scf::ForOp loop, unsigned index);
  /// Copies the values `loop`'s body yields into its iteration buffers.
  void copyYielded(scf::ForOp loop);
  LogicalResult visitBlock(Block &block);
  /// Numbers the ops of `block` and of the loop bodies in it, in program
  /// order; a loop's end gets the number after its body.
  void number(Block &block);
  /// The last op index at which `v` is read: a read inside a loop that `v`
  /// is defined outside of lasts until that loop ends (every iteration reads
  /// it).
  void recordUses(Value v);

  unsigned newBuffer(BufferKind kind, RankedTensorType type, unsigned index);
  /// Makes `v` live in `buffer`, extending the buffer's life to v's last use.
  void bind(Value v, unsigned buffer);
  /// The buffer of `v`; a value with undefined contents (tensor.empty) gets
  /// a fresh temp.
  unsigned bufferOf(Value v, unsigned index);
  /// The buffer of `result`, which starts out as `init`: `init`'s own buffer
  /// when nothing reads that buffer after op `index` and `op` reads it only
  /// where it writes; otherwise a new temp, with a copy of `init` first when
  /// `needsInit`.
  void bindUpdated(Operation *op, Value init, Value result, unsigned index,
                   bool needsInit);
  /// Copies a box of buffer `src` (holding a `srcType`) into buffer `dst`
  /// (holding a `dstType`).
  void addCopy(Operation *op, unsigned src, RankedTensorType srcType,
               unsigned dst, RankedTensorType dstType,
               ArrayRef<int64_t> srcOffsets, ArrayRef<int64_t> srcSteps,
               ArrayRef<int64_t> sizes, ArrayRef<int64_t> dstOffsets);
  /// Copies all of buffer `src` into buffer `dst`, both holding a `type`.
  void addWholeCopy(Operation *op, unsigned src, unsigned dst,
                    RankedTensorType type) {
    addCopy(op, src, type, dst, type, {}, {}, type.getShape(), {});
  }

  KernelPlan plan;
  GemmFusion fusion;
  /// Program-order index of each op of the function's block and of loop
  /// bodies; the index of each loop's end.
  DenseMap<Operation *, unsigned> indexOf;
  DenseMap<Operation *, unsigned> loopEnd;
  unsigned nextIndex = 0;
  /// Index of the last op that uses each value.
  DenseMap<Value, unsigned> lastUse;
  /// Values whose contents are undefined (tensor.empty, elided fills).
  DenseSet<Value> undefined;
};

} // namespace

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
                          ArrayRef<int64_t> dstOffsets) {
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
  for (auto [i, step] : llvm::enumerate(srcSteps))
    copy.srcStrides[i] *= step;
  plan.kernels.push_back(kernel);
}

void PlanBuilder::bindUpdated(Operation *op, Value init, Value result,
                              unsigned index, bool needsInit) {
  auto type = cast<RankedTensorType>(result.getType());
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
  // at exactly the point being written.
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (generic && !needsInit && generic.getNumReductionLoops() == 0) {
    AffineMap written =
        generic.getIndexingMapMatchingResult(cast<OpResult>(result));
    for (OpOperand *input : generic.getDpsInputOperands()) {
      auto it = plan.bufferOf.find(input->get());
      if (it == plan.bufferOf.end())
        continue;
      const Buffer &b = plan.buffers[it->second];
      bool readOnce = llvm::count_if(op->getOperands(), [&](Value v) {
                        return plan.bufferOf.lookup(v) == it->second &&
                               plan.bufferOf.count(v);
                      }) == 1;
      if (b.kind == BufferKind::Temp && b.lastUse <= index && readOnce &&
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

LogicalResult PlanBuilder::visitGeneric(linalg::GenericOp op, unsigned index) {
  if (plan.elided.contains(op)) {
    undefined.insert(op->getResult(0));
    return success();
  }
  for (Value v : op->getOperands())
    if (auto type = dyn_cast<RankedTensorType>(v.getType());
        type && !type.hasStaticShape())
      return op.emitOpError() << "has dynamic shape " << type
                              << "; the code generator needs static shapes";
  for (Value input : op.getDpsInputs())
    if (isa<RankedTensorType>(input.getType()))
      (void)bufferOf(input, index);
  if (foldEpilogue(op))
    return success();

  std::optional<GemmKernel> gemm = matchGemm(op);
  Kernel kernel{gemm ? KernelKind::Gemm : KernelKind::Loop, op, {}, {}, 0};
  if (gemm) {
    Value init = op.getDpsInits()[0];
    // C starts at zero: overwrite it (whether or not the fill runs for
    // other readers).
    auto fill = init.getDefiningOp<linalg::GenericOp>();
    if (fill && (plan.elided.contains(fill) || isZeroFill(fill)))
      gemm->beta = 0;
    bindUpdated(op, init, op->getResult(0), index, /*needsInit=*/gemm->beta);
    kernel.gemm = *gemm;
  } else {
    bool reduces = op.getNumReductionLoops() > 0;
    for (OpOperand &init : op.getDpsInitsMutable()) {
      bool readsInit = op.payloadUsesValueFromOperand(&init);
      bindUpdated(op, init.get(), op.getTiedOpResult(&init), index,
                  reduces || readsInit);
    }
  }
  plan.kernels.push_back(kernel);
  return success();
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

LogicalResult PlanBuilder::visitCollective(Operation *op, unsigned index) {
  for (Value v : op->getOperands())
    (void)bufferOf(v, index);
  Kernel kernel{KernelKind::Collective, op, {}, {}, 0};
  auto collective = cast<CollectiveOpInterface>(op);
  FailureOr<unsigned> group =
      groupOf(op, collective.getMeshAttr(), collective.getAxisNames());
  if (failed(group))
    return failure();
  kernel.group = *group;
  if (isa<SendOp, RecvOp>(op)) {
    addTransfer(op, *group, index);
    return success();
  }
  if (auto allReduce = dyn_cast<AllReduceOp>(op)) {
    // Reduces in place when the operand dies here.
    bindUpdated(op, allReduce.getInput(), allReduce.getResult(), index,
                /*needsInit=*/false);
  } else if (op->getNumResults() == 1) {
    Value result = op->getResult(0);
    bind(result, newBuffer(BufferKind::Temp,
                           cast<RankedTensorType>(result.getType()), index));
  }
  plan.kernels.push_back(kernel);
  return success();
}

void PlanBuilder::addTransfer(Operation *op, unsigned group, unsigned index) {
  Kernel *exchange = plan.kernels.empty() ? nullptr : &plan.kernels.back();
  if (exchange &&
      (exchange->kind != KernelKind::Exchange || exchange->group != group))
    exchange = nullptr;
  // A send of a value received in the same exchange (or of a view of it)
  // must wait for it.
  if (auto send = dyn_cast<SendOp>(op); exchange && send) {
    unsigned sent = plan.bufferOf.lookup(send.getInput());
    if (llvm::any_of(exchange->transfers, [&](Operation *t) {
          return isa<RecvOp>(t) &&
                 plan.bufferOf.lookup(t->getResult(0)) == sent;
        }))
      exchange = nullptr;
  }
  if (!exchange) {
    Kernel kernel{KernelKind::Exchange, op, {}, {}, group};
    plan.kernels.push_back(kernel);
    exchange = &plan.kernels.back();
  }
  exchange->transfers.push_back(op);
  unsigned first = indexOf.lookup(exchange->op);
  if (auto recv = dyn_cast<RecvOp>(op))
    bind(recv.getResult(), newBuffer(BufferKind::Temp, recv.getType(), first));
  // Every buffer of the exchange is in flight from its first transfer to its
  // last: none may be reused in between.
  for (Operation *transfer : exchange->transfers) {
    Value v = isa<SendOp>(transfer) ? transfer->getOperand(0)
                                    : transfer->getResult(0);
    unsigned buffer = bufferOf(v, index);
    Buffer &b = plan.buffers[buffer];
    b.lastUse = std::max(b.lastUse, index);
  }
}

bool PlanBuilder::foldEpilogue(linalg::GenericOp op) {
  if (plan.kernels.empty() || plan.kernels.back().kind != KernelKind::Gemm)
    return false;
  GemmKernel &gemm = plan.kernels.back().gemm;
  Value c = gemm.c.value;
  // An unbatched GEMM whose result only this op reads, once.
  if (gemm.bias || gemm.residual || !gemm.batchSizes.empty() || !c.hasOneUse())
    return false;
  std::optional<GemmEpilogue> epilogue = matchEpilogue(op, c, gemm.n, fusion);
  // The residual is read when the GEMM runs: it must hold a value by then.
  if (!epilogue ||
      (epilogue->residual && undefined.contains(epilogue->residual)))
    return false;
  gemm.bias = epilogue->bias;
  gemm.activation = epilogue->activation;
  gemm.residual = epilogue->residual;
  // The op's result is the GEMM's, in its buffer.
  bind(op->getResult(0), plan.bufferOf.lookup(c));
  return true;
}

/// Static offsets, sizes and strides of a slice op, or failure.
template <typename SliceOp>
static LogicalResult staticBox(SliceOp op, SmallVector<int64_t> &offsets,
                               SmallVector<int64_t> &sizes,
                               SmallVector<int64_t> &steps) {
  offsets = llvm::to_vector(op.getStaticOffsets());
  sizes = llvm::to_vector(op.getStaticSizes());
  steps = llvm::to_vector(op.getStaticStrides());
  for (ArrayRef<int64_t> list :
       {ArrayRef(offsets), ArrayRef(sizes), ArrayRef(steps)})
    if (llvm::any_of(list, ShapedType::isDynamic))
      return op.emitOpError()
             << "has dynamic offsets, sizes or strides; the code generator "
                "needs static slices";
  return success();
}

LogicalResult PlanBuilder::visitExtractSlice(tensor::ExtractSliceOp op,
                                             unsigned index) {
  SmallVector<int64_t> offsets, sizes, steps;
  if (failed(staticBox(op, offsets, sizes, steps)))
    return failure();
  unsigned source = bufferOf(op.getSource(), index);
  unsigned buffer = newBuffer(BufferKind::Temp, op.getType(), index);
  bind(op.getResult(), buffer);
  addCopy(op, source, op.getSourceType(), buffer, op.getType(), offsets, steps,
          sizes, {});
  return success();
}

LogicalResult PlanBuilder::visitInsertSlice(tensor::InsertSliceOp op,
                                            unsigned index) {
  SmallVector<int64_t> offsets, sizes, steps;
  if (failed(staticBox(op, offsets, sizes, steps)))
    return failure();
  if (llvm::any_of(steps, [](int64_t s) { return s != 1; }))
    return op.emitOpError() << "has non-unit strides; the code generator "
                               "inserts dense slices only";
  unsigned source = bufferOf(op.getSource(), index);
  bindUpdated(op, op.getDest(), op.getResult(), index, /*needsInit=*/true);
  addCopy(op, source, op.getSourceType(), plan.bufferOf.lookup(op.getResult()),
          op.getType(), {}, {}, sizes, offsets);
  return success();
}

void PlanBuilder::number(Block &block) {
  for (Operation &op : block) {
    indexOf[&op] = nextIndex++;
    if (auto loop = dyn_cast<scf::ForOp>(op)) {
      number(*loop.getBody());
      loopEnd[loop] = nextIndex++;
    }
  }
}

void PlanBuilder::recordUses(Value v) {
  unsigned last = 0;
  for (Operation *user : v.getUsers()) {
    // The user as the plan sees it: the op of a numbered block holding it.
    Operation *op = user;
    while (op && !indexOf.count(op))
      op = op->getParentOp();
    if (!op)
      continue;
    unsigned at = indexOf.lookup(op);
    for (Operation *p = op->getParentOp(); p; p = p->getParentOp())
      if (auto loop = dyn_cast<scf::ForOp>(p);
          loop && !loop->isAncestor(v.getParentBlock()->getParentOp()))
        at = std::max(at, loopEnd.lookup(loop));
    last = std::max(last, at);
  }
  lastUse[v] = last;
}

LogicalResult PlanBuilder::visitBlock(Block &block) {
  for (Operation &op : block.without_terminator())
    if (failed(visit(&op, indexOf.lookup(&op))))
      return failure();
  return success();
}

LogicalResult PlanBuilder::visitFor(scf::ForOp loop, unsigned index) {
  Kernel begin{KernelKind::LoopBegin, loop, {}, {}, 0};
  Value bounds[] = {loop.getLowerBound(), loop.getUpperBound(), loop.getStep()};
  for (auto [i, v] : llvm::enumerate(bounds)) {
    std::optional<int64_t> c = getConstantIntValue(v);
    if (!c)
      return loop.emitOpError()
             << "has a non-constant bound; the code generator needs "
                "constant loop bounds";
    begin.bounds[i] = *c;
  }
  // Each loop-carried tensor lives in one buffer for the whole loop: it
  // starts as the init and every iteration's yield is copied back into it.
  unsigned end = loopEnd.lookup(loop);
  for (auto [init, arg] :
       llvm::zip(loop.getInitArgs(), loop.getRegionIterArgs())) {
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type || !type.hasStaticShape())
      return loop.emitOpError()
             << "carries " << arg.getType()
             << "; the code generator needs statically shaped tensors";
    unsigned buffer = newBuffer(BufferKind::Temp, type, index);
    bind(arg, buffer);
    plan.buffers[buffer].lastUse = std::max(plan.buffers[buffer].lastUse, end);
    if (!undefined.contains(init)) {
      addWholeCopy(loop, bufferOf(init, index), buffer, type);
    }
  }
  plan.kernels.push_back(begin);
  if (failed(visitBlock(*loop.getBody())))
    return failure();
  copyYielded(loop);
  plan.kernels.push_back(Kernel{KernelKind::LoopEnd, loop, {}, {}, 0});
  for (auto [result, arg] :
       llvm::zip(loop.getResults(), loop.getRegionIterArgs()))
    bind(result, plan.bufferOf.lookup(arg));
  return success();
}

void PlanBuilder::copyYielded(scf::ForOp loop) {
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  unsigned at = indexOf.lookup(yield);
  // The yield is a parallel copy into the iteration buffers: `yield %y, %x`
  // swaps two. Sequentialized as in SSA destruction: a copy goes once no
  // other pending copy still reads its destination; when only cycles are
  // left, one destination is saved to scratch and its readers redirected.
  struct Move {
    RankedTensorType type;
    unsigned from, to;
  };
  SmallVector<Move> pending;
  for (auto [value, arg] :
       llvm::zip(yield.getOperands(), loop.getRegionIterArgs())) {
    if (undefined.contains(value))
      continue;
    unsigned from = bufferOf(value, at), to = plan.bufferOf.lookup(arg);
    if (from != to)
      pending.push_back({cast<RankedTensorType>(arg.getType()), from, to});
  }
  while (!pending.empty()) {
    auto free = llvm::find_if(pending, [&](const Move &m) {
      return llvm::none_of(
          pending, [&](const Move &other) { return other.from == m.to; });
    });
    if (free != pending.end()) {
      addWholeCopy(yield, free->from, free->to, free->type);
      pending.erase(free);
      continue;
    }
    Move &first = pending.front();
    unsigned scratch = newBuffer(BufferKind::Temp, first.type, at);
    addWholeCopy(yield, first.to, scratch, first.type);
    for (Move &m : pending)
      if (m.from == first.to)
        m.from = scratch;
  }
}

LogicalResult PlanBuilder::visit(Operation *op, unsigned index) {
  auto alias = [&](Value from, Value to) {
    if (undefined.contains(from))
      undefined.insert(to);
    else
      bind(to, bufferOf(from, index));
  };
  return TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](linalg::GenericOp generic) {
        return visitGeneric(generic, index);
      })
      .Case([&](scf::ForOp loop) { return visitFor(loop, index); })
      .Case([&](arith::ConstantOp constant) -> LogicalResult {
        auto type = dyn_cast<RankedTensorType>(constant.getType());
        if (!type)
          return success(); // scalars are inlined where they are used
        auto value = dyn_cast<ElementsAttr>(constant.getValue());
        if (auto resource =
                dyn_cast_or_null<DenseResourceElementsAttr>(value)) {
          AsmResourceBlob *blob = resource.getRawHandle().getBlob();
          if (!blob)
            return constant.emitOpError()
                   << "holds dense_resource<"
                   << resource.getRawHandle().getKey()
                   << "> whose data is not in the file (elided); export the "
                      "model with its weights";
          if (int64_t(blob->getData().size()) != *staticTensorBytes(type))
            return constant.emitOpError()
                   << "holds dense_resource<"
                   << resource.getRawHandle().getKey() << "> of "
                   << blob->getData().size() << " bytes, but " << type
                   << " needs " << *staticTensorBytes(type);
        } else if (!isa_and_nonnull<DenseElementsAttr>(value)) {
          return constant.emitOpError()
                 << "holds a "
                 << constant.getValue().getAbstractAttribute().getName()
                 << "; the code generator needs dense elements";
        }
        unsigned buffer =
            newBuffer(BufferKind::Constant,
                      cast<RankedTensorType>(constant.getType()), index);
        plan.buffers[buffer].value = value;
        bind(constant.getResult(), buffer);
        return success();
      })
      .Case([&](tensor::EmptyOp empty) -> LogicalResult {
        if (!empty.getType().hasStaticShape())
          return empty.emitOpError()
                 << "has dynamic shape; the code generator needs static "
                    "shapes";
        undefined.insert(empty.getResult());
        return success();
      })
      .Case<tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::CastOp,
            ShardOp>([&](Operation *reshape) {
        alias(reshape->getOperand(0), reshape->getResult(0));
        return success();
      })
      .Case([&](ActionOp action) {
        plan.kernels.push_back(Kernel{KernelKind::Action, action, {}, {}, 0});
        return success();
      })
      .Case([&](StageBoundaryOp cut) {
        // Running the stages on every device would ignore the cut.
        return cut.emitOpError()
               << "reached the code generator: cut the program into stages "
                  "with --dist-pipeline (shard-run does) or remove the cut";
      })
      .Case([&](tensor::ExtractSliceOp slice) {
        return visitExtractSlice(slice, index);
      })
      .Case([&](tensor::InsertSliceOp insert) {
        return visitInsertSlice(insert, index);
      })
      .Case([&](CollectiveOpInterface) { return visitCollective(op, index); })
      .Case([&](GroupRankOp rank) -> LogicalResult {
        FailureOr<unsigned> group = groupOf(
            rank, rank.getMeshAttr(),
            llvm::to_vector(rank.getAxes().getAsValueRange<StringAttr>()));
        if (failed(group))
          return failure();
        Kernel kernel{KernelKind::Scalar, rank, {}, {}, *group};
        plan.kernels.push_back(kernel);
        return success();
      })
      .Case([&](tensor::ExtractOp extract) {
        (void)bufferOf(extract.getTensor(), index);
        plan.kernels.push_back(Kernel{KernelKind::Scalar, extract, {}, {}, 0});
        return success();
      })
      .Case([&](func::ReturnOp ret) {
        for (Value v : ret.getOperands())
          (void)bufferOf(v, index);
        return success();
      })
      .Default([&](Operation *other) -> LogicalResult {
        if (isScalarOp(other)) {
          plan.kernels.push_back(Kernel{KernelKind::Scalar, other, {}, {}, 0});
          return success();
        }
        if (auto call = dyn_cast<func::CallOp>(other)) {
          auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
              call, call.getCalleeAttr());
          if (callee && callee.isExternal())
            return other->emitOpError()
                   << "calls external function @" << call.getCallee()
                   << ", which the runtime does not provide; call it outside "
                      "the program, or give it a body";
          return other->emitOpError()
                 << "is not supported by the code generator; inline the "
                    "callee first (--inline)";
        }
        return other->emitOpError() << "is not supported by the code generator";
      });
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

FailureOr<KernelPlan> PlanBuilder::build() {
  func::FuncOp func = plan.func;
  if (failed(checkSizes(func)))
    return failure();
  if (!func.getBody().hasOneBlock())
    return func.emitOpError()
           << "has " << func.getBlocks().size()
           << " blocks; the code generator needs a single-block function";
  Block &block = func.getBody().front();
  number(block);
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
  for (auto [op, index] : indexOf) {
    for (Value result : op->getResults())
      recordUses(result);
    if (auto loop = dyn_cast<scf::ForOp>(op))
      for (Value arg : loop.getBody()->getArguments())
        recordUses(arg);
  }

  // Zero fills whose every use is a GEMM's init need not run: those GEMMs
  // overwrite C (beta = 0). CSE merges the fills of several GEMMs into one,
  // which must not cost a fill and a copy per GEMM.
  func.walk([&](linalg::GenericOp fill) {
    if (!fill->use_empty() && isZeroFill(fill) &&
        llvm::all_of(fill->getUses(), [](OpOperand &use) {
          auto gemm = dyn_cast<linalg::GenericOp>(use.getOwner());
          return gemm && gemm.isDpsInit(&use) && matchGemm(gemm);
        }))
      plan.elided.insert(fill);
  });

  if (failed(visitBlock(block)) ||
      failed(
          visit(block.getTerminator(), indexOf.lookup(block.getTerminator()))))
    return failure();
  if (!plan.mesh) {
    auto meshes =
        llvm::to_vector(func->getParentOfType<ModuleOp>().getOps<MeshOp>());
    if (meshes.size() > 1)
      return func.emitOpError()
             << "has no collectives and the module declares " << meshes.size()
             << " meshes; keep the one the program runs on";
    if (!meshes.empty())
      plan.mesh = meshes.front();
  }
  if (failed(checkNotReplicatedOverStages()))
    return failure();
  overlapCollectives(
      plan,
      [&](const Kernel &kernel) {
        return kernel.kind == KernelKind::LoopEnd ? loopEnd.lookup(kernel.op)
                                                  : indexOf.lookup(kernel.op);
      },
      indexOf.lookup(block.getTerminator()));
  placeOutputs(plan);
  planMemory(plan);
  return std::move(plan);
}

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
                         GemmFusion fusion) {
  PlanBuilder builder(func, fusion);
  builder.seedGroups(groups);
  return builder.build();
}
