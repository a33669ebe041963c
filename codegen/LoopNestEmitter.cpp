//===- LoopNestEmitter.cpp - loop nests as kernels, for both targets ------===//
//
// The part of ProgramEmitter (ProgramEmitter.h) that turns a linalg.generic
// into a kernel: which loops run outside and which inside, reductions
// shared by lanes, elementwise nests with several elements per thread, and
// the payload through ScalarBodyEmitter. The targets decide the mapping
// through ProgramEmitter's hooks.
//
//===----------------------------------------------------------------------===//

#include "codegen/ProgramEmitter.h"

#include "codegen/ScalarBody.h"
#include "dialect/ShardingRuleInterface.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

FailureOr<std::string> ProgramEmitter::combine(const Combiner &combiner,
                                               StringRef a, StringRef b) const {
  Value x = combiner.op->getOperand(0) == combiner.acc
                ? combiner.op->getOperand(1)
                : combiner.op->getOperand(0);
  std::string statements;
  llvm::raw_string_ostream discard(statements);
  ScalarBodyEmitter emitter(discard, "",
                            [](unsigned) { return std::string("0"); });
  emitter.bindExternal(combiner.acc, a.str());
  emitter.bindExternal(x, b.str());
  FailureOr<std::string> expr = emitter.emitExpr(combiner.op);
  // A combiner that needs statements of its own cannot be an expression.
  if (failed(expr) || !statements.empty())
    return failure();
  return expr;
}

FailureOr<std::string> ProgramEmitter::scalarOperand(linalg::GenericOp op,
                                                     Value v) {
  if (scalarNames.count(v))
    return scalarNames.lookup(v);
  FailureOr<std::string> scalar = ScalarBodyEmitter::emitCapturedScalar(v);
  if (failed(scalar))
    return op.emitOpError() << "has a scalar operand that is not a constant; "
                               "the code generator cannot pass it";
  return scalar;
}

FailureOr<SmallVector<std::string>>
ProgramEmitter::emitPayload(linalg::GenericOp op, const std::string &indent,
                            ArrayRef<std::string> vars, ArrayRef<Value> scalars,
                            ArrayRef<Value> captured,
                            ArrayRef<std::string> args) {
  ScalarBodyEmitter bodyEmitter(os, indent,
                                [&](unsigned d) { return vars[d]; });
  bodyEmitter.setVectorMath(vectorMath());
  for (Value v : scalars)
    bodyEmitter.bindExternal(v, scalarNames.lookup(v));
  for (Value v : captured)
    bodyEmitter.bindTensor(v, params.lookup(plan.bufferOf.lookup(v)));
  return bodyEmitter.emit(*op.getBody(), args);
}

/// The state emitLoop's phases share: the nest, its variables, how lanes
/// share its reductions and the names the body's outputs go by.
struct ProgramEmitter::LoopState {
  linalg::GenericOp op;
  LoopNest nest;
  /// The loop variable of each dim d, `i<d>`.
  SmallVector<std::string> vars;
  /// The kernel's device scalars and the tensors its body reads by lookup.
  ArrayRef<Value> scalars, captured;
  /// The outputs' combiners; set when lanes > 1 (and maybe otherwise).
  std::optional<SmallVector<Combiner>> combiners;
  /// Threads sharing each outer iteration.
  unsigned lanes = 1;
  /// Whether the outputs accumulate over reduction loops (stored after them)
  /// rather than being stored per iteration.
  bool reads = false;
  /// The indent inside the outer loops, and the body's inside the inner ones.
  std::string indent, bodyIndent;
  /// Braces the inner loops opened.
  size_t innerBraces = 0;
  /// The body's output arguments and the accumulators' C++ types.
  SmallVector<std::string> outArgs, accTypes;
};

std::string ProgramEmitter::operandElement(linalg::GenericOp op,
                                           OpOperand &operand,
                                           ArrayRef<std::string> vars) const {
  Value v = operand.get();
  auto type = cast<RankedTensorType>(v.getType());
  std::string index =
      indexExpr(op.getMatchingIndexingMap(&operand), type.getShape(), vars);
  return params.lookup(plan.bufferOf.lookup(v)) + "[" + index + "]";
}

std::string ProgramEmitter::resultElement(linalg::GenericOp op, OpResult r,
                                          ArrayRef<std::string> vars) const {
  return params.lookup(plan.bufferOf.lookup(r)) + "[" +
         indexExpr(op.getIndexingMapMatchingResult(r),
                   cast<RankedTensorType>(r.getType()).getShape(), vars) +
         "]";
}

SetVector<Value> ProgramEmitter::loopScalars(linalg::GenericOp op) const {
  SetVector<Value> scalars;
  for (Value v : op.getDpsInputs())
    if (scalarNames.count(v))
      scalars.insert(v);
  op.getBody()->walk([&](Operation *inner) {
    for (Value v : inner->getOperands())
      if (scalarNames.count(v))
        scalars.insert(v);
  });
  return scalars;
}

LogicalResult ProgramEmitter::emitLoop(linalg::GenericOp op, unsigned id) {
  LoopState s;
  s.op = op;
  s.nest = planLoopNest(op);
  for (unsigned d = 0; d < s.nest.ranges.size(); ++d) {
    bool loop =
        llvm::is_contained(s.nest.outer, d) ||
        llvm::is_contained(s.nest.inner, d) ||
        llvm::any_of(s.nest.indexed,
                     [&](const LoopNest::IndexedDim &i) { return i.dim == d; });
    s.vars.push_back(loop ? "i" + std::to_string(d) : "int64_t(0)");
  }

  SmallVector<Value> tensors, written;
  for (Value v : op.getDpsInputs())
    if (isa<RankedTensorType>(v.getType()))
      tensors.push_back(v);
  for (Value r : op->getResults()) {
    tensors.push_back(r);
    written.push_back(r);
  }
  // Tensors the body reads with tensor.extract (lookup tables) are read-only
  // parameters like the inputs.
  SmallVector<Value> captured = capturedTensors(op);
  llvm::append_range(tensors, captured);
  std::string what = llvm::formatv("loop nest, {0} parallel + {1} reduction "
                                   "loops",
                                   s.nest.numParallel, s.nest.numReduction)
                         .str();
  if (!s.nest.indexed.empty())
    what += ", a scatter";
  // Device scalars the body or the scalar operands use become kernel
  // parameters.
  SetVector<Value> scalars = loopScalars(op);
  // Elementwise nests may read and write several neighbouring elements per
  // thread at once.
  if (unsigned width = elementsPerThread(s.nest); width > 1)
    return emitWideLoop(op, s.nest, s.vars, width, id, tensors, written,
                        captured, scalars.getArrayRef(), what);
  s.scalars = scalars.getArrayRef();
  s.captured = captured;
  decideLanes(s);
  if (failed(checkThreads(s)))
    return failure();
  openKernel(id, tensors, written, op, what, loopForm(),
             s.nest.independent ? s.nest.outerIterations * s.lanes : 1,
             scalars.getArrayRef());
  s.indent = openOuterLoops(s.nest, s.vars, s.lanes);
  s.reads =
      s.nest.independent && !s.nest.inner.empty() && s.nest.indexed.empty();
  if (s.nest.indexed.empty()) {
    declareAccumulators(s);
    openInnerLoops(s);
  } else {
    openScatterLoop(s);
  }
  if (failed(emitLoopBody(s)))
    return failure();
  for (size_t d = s.innerBraces; d > 0; --d) {
    s.bodyIndent.resize(s.bodyIndent.size() - 2);
    os << s.bodyIndent << "}\n";
  }
  if (failed(storeAccumulators(s)))
    return failure();
  // The brace openOuterLoops opened, and the kernel's.
  os << s.indent.substr(2) << "}\n}\n";
  return success();
}

void ProgramEmitter::decideLanes(LoopState &s) const {
  // Reductions whose outputs all combine may be shared by several lanes; a
  // scatter's updates go to elements each lane would not own.
  const LoopNest &nest = s.nest;
  if (nest.independent && !nest.inner.empty() && nest.indexed.empty() &&
      s.op.getNumDpsInits() > 0 && reductionLanes(nest) > 1 &&
      (s.combiners = reductionCombiners(s.op)) &&
      llvm::all_of(*s.combiners, [&](const Combiner &c) {
        return succeeded(combine(c, "a", "b"));
      }))
    s.lanes = reductionLanes(nest);
}

LogicalResult ProgramEmitter::checkThreads(const LoopState &s) const {
  const LoopNest &nest = s.nest;
  bool oneThread = !nest.independent || nest.outerIterations * s.lanes == 1;
  if (!oneThread || nest.totalIterations <= serialIterationLimit())
    return success();
  linalg::GenericOp op = s.op;
  InFlightDiagnostic diag = op.emitOpError()
                            << "would run its " << nest.totalIterations
                            << " iterations in order on one thread: ";
  if (!nest.independent)
    diag << "its outputs are not indexed by exactly its parallel loops";
  else if (!nest.indexed.empty())
    diag << "a scatter into a tensor whose every dim is indexed";
  else
    diag << "it has no parallel loop of more than one iteration, and its "
            "outputs do not all combine by a sum, product, maximum, minimum "
            "or bitwise reduction";
  return diag << " (at most " << serialIterationLimit() << " on this target)";
}

void ProgramEmitter::declareAccumulators(LoopState &s) {
  // The output arguments of the body: accumulators, or the stored values.
  // Lanes start from the identity and combine with the output's initial
  // value at the end.
  linalg::GenericOp op = s.op;
  for (unsigned i = 0; i < op.getNumDpsInits(); ++i) {
    OpOperand &init = op.getDpsInitsMutable()[i];
    Type elem = getElementTypeOrSelf(init.get().getType());
    bool needed = s.reads || op.payloadUsesValueFromOperand(&init);
    std::string name = "acc" + std::to_string(i);
    s.accTypes.push_back(*computeType(elem));
    if (needed) {
      std::string initial =
          s.lanes > 1
              ? s.accTypes.back() + "(" + (*s.combiners)[i].identity + ")"
              : loadElement(elem, resultElement(op, op->getResult(i), s.vars));
      os << s.indent << s.accTypes.back() << " " << name << " = " << initial
         << ";\n";
    }
    s.outArgs.push_back(needed ? name : "/*unused*/0");
  }
}

void ProgramEmitter::openInnerLoops(LoopState &s) {
  const SmallVector<unsigned> &inner = s.nest.inner;
  s.bodyIndent = s.indent;
  s.innerBraces = inner.size();
  if (s.lanes > 1) {
    s.bodyIndent = openLaneReduction(s.nest, s.vars, s.indent);
    s.innerBraces = 1;
    return;
  }
  // The target may vectorize the innermost reduction loop.
  std::string pragma;
  if (s.reads && !inner.empty())
    if (std::optional<SmallVector<Combiner>> plain = reductionCombiners(s.op))
      pragma = innerReductionPragma(*plain, s.outArgs);
  for (unsigned d : inner) {
    if (d == inner.back() && !pragma.empty())
      os << s.bodyIndent << pragma << "\n";
    os << s.bodyIndent << "for (int64_t " << s.vars[d] << " = 0; " << s.vars[d]
       << " < " << s.nest.ranges[d] << "; ++" << s.vars[d] << ") {\n";
    s.bodyIndent += "  ";
  }
}

void ProgramEmitter::openScatterLoop(LoopState &s) {
  linalg::GenericOp op = s.op;
  unsigned n = s.nest.inner.front();
  s.bodyIndent = s.indent + "  ";
  s.innerBraces = 1;
  os << s.indent << "for (int64_t " << s.vars[n] << " = 0; " << s.vars[n]
     << " < " << s.nest.ranges[n] << "; ++" << s.vars[n] << ") {\n";
  // An index outside the result names no element: the body's select kept
  // every element as it was.
  for (const LoopNest::IndexedDim &i : s.nest.indexed) {
    OpOperand &column = op->getOpOperand(i.input);
    Type elem = getElementTypeOrSelf(column.get().getType());
    os << s.bodyIndent << "const int64_t " << s.vars[i.dim] << " = int64_t("
       << loadElement(elem, operandElement(op, column, s.vars)) << ");\n"
       << s.bodyIndent << "if (" << s.vars[i.dim] << " < 0 || " << s.vars[i.dim]
       << " >= " << s.nest.ranges[i.dim] << ")\n"
       << s.bodyIndent << "  continue;\n";
  }
  Type elem = getElementTypeOrSelf(op->getResult(0).getType());
  s.accTypes.push_back(*computeType(elem));
  os << s.bodyIndent << s.accTypes.back() << " acc0 = "
     << loadElement(elem, resultElement(op, op->getResult(0), s.vars)) << ";\n";
  s.outArgs.push_back("acc0");
}

LogicalResult ProgramEmitter::emitLoopBody(LoopState &s) {
  linalg::GenericOp op = s.op;
  SmallVector<std::string> args;
  for (unsigned i = 0; i < op.getNumDpsInputs(); ++i) {
    OpOperand &operand = op->getOpOperand(i);
    if (isa<RankedTensorType>(operand.get().getType())) {
      std::string name = "in" + std::to_string(i);
      Type elem = getElementTypeOrSelf(operand.get().getType());
      os << s.bodyIndent << "const " << *computeType(elem) << " " << name
         << " = " << loadElement(elem, operandElement(op, operand, s.vars))
         << ";\n";
      args.push_back(name);
    } else {
      FailureOr<std::string> scalar = scalarOperand(op, operand.get());
      if (failed(scalar))
        return failure();
      args.push_back(*scalar);
    }
  }
  llvm::append_range(args, s.outArgs);
  FailureOr<SmallVector<std::string>> yielded =
      emitPayload(op, s.bodyIndent, s.vars, s.scalars, s.captured, args);
  if (failed(yielded))
    return failure();
  for (unsigned i = 0; i < yielded->size(); ++i) {
    Type elem = getElementTypeOrSelf(op->getResult(i).getType());
    if (s.reads)
      os << s.bodyIndent << "acc" << i << " = " << (*yielded)[i] << ";\n";
    else
      os << s.bodyIndent << resultElement(op, op->getResult(i), s.vars) << " = "
         << storeElement(elem, (*yielded)[i]) << ";\n";
  }
  return success();
}

LogicalResult ProgramEmitter::storeAccumulators(LoopState &s) {
  linalg::GenericOp op = s.op;
  std::string storeIndent = s.indent;
  if (s.lanes > 1) {
    SmallVector<std::string> accs;
    for (unsigned i = 0; i < op.getNumDpsInits(); ++i)
      accs.push_back("acc" + std::to_string(i));
    FailureOr<std::string> combined =
        combineLanes(*s.combiners, accs, s.accTypes, s.indent);
    if (failed(combined))
      return op.emitOpError() << "has a reduction the code generator cannot "
                                 "combine across threads";
    storeIndent = *combined;
    for (unsigned i = 0; i < op.getNumDpsInits(); ++i) {
      Type elem = getElementTypeOrSelf(op->getResult(i).getType());
      FailureOr<std::string> total = combine(
          (*s.combiners)[i],
          loadElement(elem, resultElement(op, op->getResult(i), s.vars)),
          accs[i]);
      if (failed(total))
        return op.emitOpError() << "has a reduction the code generator "
                                   "cannot combine across threads";
      os << storeIndent << accs[i] << " = " << *total << ";\n";
    }
  }
  if (s.reads)
    for (unsigned i = 0; i < op.getNumDpsInits(); ++i)
      os << storeIndent << resultElement(op, op->getResult(i), s.vars) << " = "
         << storeElement(getElementTypeOrSelf(op->getResult(i).getType()),
                         "acc" + std::to_string(i))
         << ";\n";
  if (s.lanes > 1)
    os << s.indent << "}\n";
  return success();
}

/// Whether `operand` of `op` is indexed by loop dim `d`.
static bool movesWithDim(linalg::GenericOp op, OpOperand &operand, unsigned d) {
  return llvm::any_of(op.getMatchingIndexingMap(&operand).getResults(),
                      [&](AffineExpr e) { return e.isFunctionOfDim(d); });
}

LogicalResult
ProgramEmitter::emitWideLoop(linalg::GenericOp op, const LoopNest &nest,
                             ArrayRef<std::string> vars, unsigned width,
                             unsigned id, ArrayRef<Value> tensors,
                             ArrayRef<Value> written, ArrayRef<Value> captured,
                             ArrayRef<Value> scalars, StringRef what) {
  unsigned last = unsigned(nest.ranges.size()) - 1;
  std::string w = std::to_string(width);
  // The loops walk groups of `width` innermost iterations: the innermost
  // variable `<v>g` counts groups, and `<v>` is restored per element.
  LoopNest groups = nest;
  groups.ranges[last] /= width;
  groups.outerIterations /= width;
  SmallVector<std::string> groupVars(vars.begin(), vars.end());
  groupVars[last] = vars[last] + "g";
  openKernel(id, tensors, written, op,
             (what + ", " + w + " elements per thread").str(), loopForm(),
             groups.outerIterations, scalars);
  std::string indent = openOuterLoops(groups, groupVars, 1);
  // Index expressions at the group's first element.
  SmallVector<std::string> firstVars(vars.begin(), vars.end());
  firstVars[last] = "(" + groupVars[last] + " * " + w + ")";
  FailureOr<SmallVector<std::string>> args =
      declareWideOperands(op, last, width, firstVars, indent);
  if (failed(args))
    return failure();
  os << indent << "#pragma unroll\n"
     << indent << "for (int e = 0; e < " << w << "; ++e) {\n";
  std::string bodyIndent = indent + "  ";
  os << bodyIndent << "const int64_t " << vars[last] << " = " << groupVars[last]
     << " * " << w << " + e;\n";
  // Inputs read per element become named values the body uses.
  for (unsigned i = 0; i < op.getNumDpsInputs(); ++i) {
    OpOperand &operand = op->getOpOperand(i);
    if (!isa<RankedTensorType>(operand.get().getType()) ||
        !movesWithDim(op, operand, last))
      continue;
    std::string name = "in" + std::to_string(i);
    os << bodyIndent << "const "
       << *computeType(getElementTypeOrSelf(operand.get().getType())) << " "
       << name << " = " << (*args)[i] << ";\n";
    (*args)[i] = name;
  }
  FailureOr<SmallVector<std::string>> yielded =
      emitPayload(op, bodyIndent, vars, scalars, captured, *args);
  if (failed(yielded))
    return failure();
  for (unsigned i = 0; i < yielded->size(); ++i)
    os << bodyIndent << "wout" << i << ".v[e] = "
       << storeElement(getElementTypeOrSelf(op->getResult(i).getType()),
                       (*yielded)[i])
       << ";\n";
  os << indent << "}\n";
  for (OpResult r : op->getResults())
    os << indent << "*reinterpret_cast<"
       << wideType(*storageType(getElementTypeOrSelf(r.getType())), width)
       << " *>(&" << resultElement(op, r, firstVars) << ") = wout"
       << r.getResultNumber() << ";\n";
  // The brace openOuterLoops opened, and the kernel's.
  os << indent.substr(2) << "}\n}\n";
  return success();
}

FailureOr<SmallVector<std::string>> ProgramEmitter::declareWideOperands(
    linalg::GenericOp op, unsigned last, unsigned width,
    ArrayRef<std::string> firstVars, const std::string &indent) {
  auto wide = [&](Type elem) { return wideType(*storageType(elem), width); };
  // Wide loads of the inputs that move with the loop, one load of the
  // others; a wide value per result.
  SmallVector<std::string> args;
  for (unsigned i = 0; i < op.getNumDpsInputs(); ++i) {
    OpOperand &operand = op->getOpOperand(i);
    Value v = operand.get();
    std::string name = "in" + std::to_string(i);
    if (isa<RankedTensorType>(v.getType())) {
      Type elem = getElementTypeOrSelf(v.getType());
      std::string element = operandElement(op, operand, firstVars);
      if (movesWithDim(op, operand, last)) {
        os << indent << "const " << wide(elem) << " w" << name
           << " = *reinterpret_cast<const " << wide(elem) << " *>(&" << element
           << ");\n";
        args.push_back(loadElement(elem, "w" + name + ".v[e]"));
      } else {
        os << indent << "const " << *computeType(elem) << " " << name << " = "
           << loadElement(elem, element) << ";\n";
        args.push_back(name);
      }
    } else {
      FailureOr<std::string> scalar = scalarOperand(op, v);
      if (failed(scalar))
        return failure();
      args.push_back(*scalar);
    }
  }
  for (unsigned i = 0; i < op.getNumDpsInits(); ++i) {
    os << indent << wide(getElementTypeOrSelf(op->getResult(i).getType()))
       << " wout" << i << ";\n";
    args.push_back("/*unused*/0");
  }
  return args;
}
