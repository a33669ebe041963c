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

LoopNest codegen::planLoopNest(linalg::GenericOp op) {
  LoopNest nest;
  nest.op = op;
  nest.ranges = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  unsigned numLoops = nest.ranges.size();
  // Independent form: every output is indexed by exactly the parallel
  // loops, so parallel loops can be outer (and run in parallel) while the
  // reduction loops accumulate into registers.
  SmallVector<unsigned> parallel, reduction;
  for (unsigned d = 0; d < numLoops; ++d)
    (iterators[d] == utils::IteratorType::parallel ? parallel : reduction)
        .push_back(d);
  nest.numParallel = parallel.size();
  nest.numReduction = reduction.size();
  // A generic without outputs (one whose results fusion left unused, kept
  // for the checks in its body) runs every loop in order for them.
  nest.independent = op.getNumDpsInits() > 0 &&
                     llvm::all_of(op.getDpsInitsMutable(), [&](OpOperand &o) {
                       AffineMap map = op.getMatchingIndexingMap(&o);
                       if (!map.isProjectedPermutation() ||
                           map.getNumResults() != parallel.size())
                         return false;
                       return llvm::all_of(parallel, [&](unsigned d) {
                         return map.isFunctionOfDim(d);
                       });
                     });
  // Outer loops: parallel ones in the order the first output is laid out.
  if (nest.independent) {
    AffineMap out = op.getIndexingMapMatchingResult(op->getResult(0));
    for (AffineExpr e : out.getResults())
      nest.outer.push_back(cast<AffineDimExpr>(e).getPosition());
    nest.inner = reduction;
  } else {
    for (unsigned d = 0; d < numLoops; ++d)
      nest.outer.push_back(d);
  }
  for (int64_t r : nest.ranges)
    nest.totalIterations *= r;
  if (nest.independent)
    for (unsigned d : nest.outer)
      nest.outerIterations *= nest.ranges[d];
  return nest;
}

bool codegen::vectorAccessible(const LoopNest &nest, unsigned width) {
  linalg::GenericOp op = nest.op;
  unsigned last = unsigned(nest.ranges.size()) - 1;
  if (!nest.independent || !nest.inner.empty() || nest.outer.empty() ||
      nest.outer.back() != last || nest.ranges[last] % width != 0)
    return false;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<RankedTensorType>(operand.get().getType());
    if (!type)
      continue;
    // Index elements (their width is the target's) and anything but 2- or
    // 4-byte integers and floats stay one per iteration.
    Type elem = type.getElementType();
    if (!elem.isIntOrFloat() || (elem.getIntOrFloatBitWidth() != 16 &&
                                 elem.getIntOrFloatBitWidth() != 32))
      return false;
    bool init = op.isDpsInit(&operand);
    if (init && op.payloadUsesValueFromOperand(&operand))
      return false;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    bool moves = llvm::any_of(map.getResults(), [&](AffineExpr e) {
      return e.isFunctionOfDim(last);
    });
    if (!moves && !init)
      continue;
    // Contiguous: the loop is exactly the last dim's index, no other dim's.
    auto dim = dyn_cast<AffineDimExpr>(map.getResults().back());
    if (!dim || dim.getPosition() != last ||
        type.getShape().back() != nest.ranges[last] ||
        llvm::any_of(map.getResults().drop_back(),
                     [&](AffineExpr e) { return e.isFunctionOfDim(last); }))
      return false;
  }
  // The body's index of the innermost loop stays per element; anything the
  // body reads from memory itself (lookups) does too.
  return true;
}

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

LogicalResult ProgramEmitter::emitLoop(linalg::GenericOp op, unsigned id) {
  LoopNest nest = planLoopNest(op);
  SmallVector<std::string> vars;
  for (unsigned d = 0; d < nest.ranges.size(); ++d)
    vars.push_back("i" + std::to_string(d));

  SmallVector<Value> operands(op->getOperands().begin(),
                              op->getOperands().end());
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
                                   nest.numParallel, nest.numReduction)
                         .str();
  // Device scalars the body or the scalar operands use become kernel
  // parameters.
  SetVector<Value> scalars;
  for (Value v : op.getDpsInputs())
    if (scalarNames.count(v))
      scalars.insert(v);
  op.getBody()->walk([&](Operation *inner) {
    for (Value v : inner->getOperands())
      if (scalarNames.count(v))
        scalars.insert(v);
  });
  // Elementwise nests may read and write several neighbouring elements per
  // thread at once.
  if (unsigned width = elementsPerThread(nest); width > 1)
    return emitWideLoop(op, nest, vars, width, id, tensors, written, captured,
                        scalars.getArrayRef(), what);
  // Reductions whose outputs all combine may be shared by several lanes.
  std::optional<SmallVector<Combiner>> combiners;
  unsigned lanes = 1;
  if (nest.independent && !nest.inner.empty() && reductionLanes(nest) > 1 &&
      (combiners = reductionCombiners(op)) &&
      llvm::all_of(*combiners, [&](const Combiner &c) {
        return succeeded(combine(c, "a", "b"));
      }))
    lanes = reductionLanes(nest);
  openKernel(id, tensors, written, op, what, loopForm(),
             nest.independent ? nest.outerIterations * lanes : 1,
             scalars.getArrayRef());
  std::string indent = openOuterLoops(nest, vars, lanes);
  const SmallVector<unsigned> &inner = nest.inner;

  unsigned numInputs = op.getNumDpsInputs();
  auto load = [&](OpOperand &operand) {
    Value v = operand.get();
    auto type = cast<RankedTensorType>(v.getType());
    std::string index =
        indexExpr(op.getMatchingIndexingMap(&operand), type.getShape(), vars);
    return loadElement(type.getElementType(),
                       params.lookup(plan.bufferOf.lookup(v)) + "[" + index +
                           "]");
  };
  auto outIndex = [&](unsigned i) {
    OpResult r = op->getResult(i);
    return params.lookup(plan.bufferOf.lookup(r)) + "[" +
           indexExpr(op.getIndexingMapMatchingResult(r),
                     cast<RankedTensorType>(r.getType()).getShape(), vars) +
           "]";
  };
  // The output arguments of the body: accumulators, or the stored values.
  // Lanes start from the identity and combine with the output's initial
  // value at the end.
  SmallVector<std::string> outArgs, accTypes;
  bool reads = nest.independent && !inner.empty();
  for (unsigned i = 0; i < op.getNumDpsInits(); ++i) {
    OpOperand &init = op.getDpsInitsMutable()[i];
    Type elem = getElementTypeOrSelf(init.get().getType());
    bool needed = reads || op.payloadUsesValueFromOperand(&init);
    std::string name = "acc" + std::to_string(i);
    accTypes.push_back(*computeType(elem));
    if (needed) {
      std::string initial =
          lanes > 1 ? accTypes.back() + "(" + (*combiners)[i].identity + ")"
                    : loadElement(elem, outIndex(i));
      os << indent << accTypes.back() << " " << name << " = " << initial
         << ";\n";
    }
    outArgs.push_back(needed ? name : "/*unused*/0");
  }
  std::string bodyIndent = indent;
  size_t innerBraces = inner.size();
  if (lanes > 1) {
    bodyIndent = openLaneReduction(nest, vars, indent);
    innerBraces = 1;
  } else {
    // The target may vectorize the innermost reduction loop.
    std::string pragma;
    if (reads && !inner.empty())
      if (std::optional<SmallVector<Combiner>> plain = reductionCombiners(op))
        pragma = innerReductionPragma(*plain, outArgs);
    for (unsigned d : inner) {
      if (d == inner.back() && !pragma.empty())
        os << bodyIndent << pragma << "\n";
      os << bodyIndent << "for (int64_t " << vars[d] << " = 0; " << vars[d]
         << " < " << nest.ranges[d] << "; ++" << vars[d] << ") {\n";
      bodyIndent += "  ";
    }
  }
  SmallVector<std::string> args;
  for (unsigned i = 0; i < numInputs; ++i) {
    OpOperand &operand = op->getOpOperand(i);
    if (isa<RankedTensorType>(operand.get().getType())) {
      std::string name = "in" + std::to_string(i);
      os << bodyIndent << "const "
         << *computeType(getElementTypeOrSelf(operand.get().getType())) << " "
         << name << " = " << load(operand) << ";\n";
      args.push_back(name);
    } else {
      FailureOr<std::string> scalar = scalarOperand(op, operand.get());
      if (failed(scalar))
        return failure();
      args.push_back(*scalar);
    }
  }
  llvm::append_range(args, outArgs);
  FailureOr<SmallVector<std::string>> yielded =
      emitPayload(op, bodyIndent, vars, scalars.getArrayRef(), captured, args);
  if (failed(yielded))
    return failure();
  for (unsigned i = 0; i < yielded->size(); ++i) {
    Type elem = getElementTypeOrSelf(op->getResult(i).getType());
    if (reads)
      os << bodyIndent << "acc" << i << " = " << (*yielded)[i] << ";\n";
    else
      os << bodyIndent << outIndex(i) << " = "
         << storeElement(elem, (*yielded)[i]) << ";\n";
  }
  for (size_t d = innerBraces; d > 0; --d) {
    bodyIndent.resize(bodyIndent.size() - 2);
    os << bodyIndent << "}\n";
  }
  std::string storeIndent = indent;
  if (lanes > 1) {
    SmallVector<std::string> accs;
    for (unsigned i = 0; i < op.getNumDpsInits(); ++i)
      accs.push_back("acc" + std::to_string(i));
    FailureOr<std::string> combined =
        combineLanes(*combiners, accs, accTypes, indent);
    if (failed(combined))
      return op.emitOpError() << "has a reduction the code generator cannot "
                                 "combine across threads";
    storeIndent = *combined;
    for (unsigned i = 0; i < op.getNumDpsInits(); ++i) {
      Type elem = getElementTypeOrSelf(op->getResult(i).getType());
      FailureOr<std::string> total =
          combine((*combiners)[i], loadElement(elem, outIndex(i)), accs[i]);
      if (failed(total))
        return op.emitOpError() << "has a reduction the code generator "
                                   "cannot combine across threads";
      os << storeIndent << accs[i] << " = " << *total << ";\n";
    }
  }
  if (reads)
    for (unsigned i = 0; i < op.getNumDpsInits(); ++i)
      os << storeIndent << outIndex(i) << " = "
         << storeElement(getElementTypeOrSelf(op->getResult(i).getType()),
                         "acc" + std::to_string(i))
         << ";\n";
  if (lanes > 1)
    os << indent << "}\n";
  // The brace openOuterLoops opened, and the kernel's.
  os << indent.substr(2) << "}\n}\n";
  return success();
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
  auto movesWithLoop = [&](OpOperand &operand) {
    return llvm::any_of(op.getMatchingIndexingMap(&operand).getResults(),
                        [&](AffineExpr e) { return e.isFunctionOfDim(last); });
  };
  auto element = [&](OpOperand &operand) {
    auto type = cast<RankedTensorType>(operand.get().getType());
    return params.lookup(plan.bufferOf.lookup(operand.get())) + "[" +
           indexExpr(op.getMatchingIndexingMap(&operand), type.getShape(),
                     firstVars) +
           "]";
  };
  auto wide = [&](Type elem) { return wideType(*storageType(elem), width); };
  // Wide loads of the inputs that move with the loop, one load of the
  // others; a wide value per result.
  unsigned numInputs = op.getNumDpsInputs();
  SmallVector<std::string> args;
  for (unsigned i = 0; i < numInputs; ++i) {
    OpOperand &operand = op->getOpOperand(i);
    Value v = operand.get();
    std::string name = "in" + std::to_string(i);
    if (isa<RankedTensorType>(v.getType())) {
      Type elem = getElementTypeOrSelf(v.getType());
      if (movesWithLoop(operand)) {
        os << indent << "const " << wide(elem) << " w" << name
           << " = *reinterpret_cast<const " << wide(elem) << " *>(&"
           << element(operand) << ");\n";
        args.push_back(loadElement(elem, "w" + name + ".v[e]"));
      } else {
        os << indent << "const " << *computeType(elem) << " " << name << " = "
           << loadElement(elem, element(operand)) << ";\n";
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
  os << indent << "#pragma unroll\n"
     << indent << "for (int e = 0; e < " << w << "; ++e) {\n";
  std::string bodyIndent = indent + "  ";
  os << bodyIndent << "const int64_t " << vars[last] << " = " << groupVars[last]
     << " * " << w << " + e;\n";
  // Inputs read per element become named values the body uses.
  for (unsigned i = 0; i < numInputs; ++i) {
    OpOperand &operand = op->getOpOperand(i);
    if (!isa<RankedTensorType>(operand.get().getType()) ||
        !movesWithLoop(operand))
      continue;
    std::string name = "in" + std::to_string(i);
    os << bodyIndent << "const "
       << *computeType(getElementTypeOrSelf(operand.get().getType())) << " "
       << name << " = " << args[i] << ";\n";
    args[i] = name;
  }
  FailureOr<SmallVector<std::string>> yielded =
      emitPayload(op, bodyIndent, vars, scalars, captured, args);
  if (failed(yielded))
    return failure();
  for (unsigned i = 0; i < yielded->size(); ++i)
    os << bodyIndent << "wout" << i << ".v[e] = "
       << storeElement(getElementTypeOrSelf(op->getResult(i).getType()),
                       (*yielded)[i])
       << ";\n";
  os << indent << "}\n";
  for (OpResult r : op->getResults()) {
    Type elem = getElementTypeOrSelf(r.getType());
    std::string at =
        params.lookup(plan.bufferOf.lookup(r)) + "[" +
        indexExpr(op.getIndexingMapMatchingResult(r),
                  cast<RankedTensorType>(r.getType()).getShape(), firstVars) +
        "]";
    os << indent << "*reinterpret_cast<" << wide(elem) << " *>(&" << at
       << ") = wout" << r.getResultNumber() << ";\n";
  }
  // The brace openOuterLoops opened, and the kernel's.
  os << indent.substr(2) << "}\n}\n";
  return success();
}
