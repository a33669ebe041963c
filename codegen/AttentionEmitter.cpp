//===- AttentionEmitter.cpp - what both targets print of attention --------===//
//
// A fused attention kernel (AttentionMatch.h) is a runtime kernel (the
// host's HostAttention.h, CUDA's in CudaKernels.h) filled in from the plan:
// a shardrt::AttentionDesc with the sizes and strides, and the model's
// score modification printed from its linalg body.
//
//===----------------------------------------------------------------------===//

#include "codegen/ProgramEmitter.h"
#include "codegen/ScalarBody.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

/// Statements at `indent` that set the desc `d`'s softmax rules (its
/// maximum's start and NaN rule, the shift's and the division's guards),
/// which AttentionDesc and AttentionBackwardDesc share.
static void printSoftmaxRules(const AttentionKernel &attention,
                              StringRef indent, raw_ostream &out) {
  // -inf is the default; NaN (maximumf's: every row NaN) is <cmath>'s.
  if (std::isnan(attention.maxInit))
    out << indent << "d.maxInit = NAN;\n";
  else if (attention.maxInit != -std::numeric_limits<double>::infinity())
    out << indent
        << "d.maxInit = " << llvm::formatv("{0:e9}", attention.maxInit)
        << "f;\n";
  out << indent << "d.maxPropagatesNaN = "
      << (attention.maxPropagatesNaN ? "true" : "false") << ";\n";
  out << indent
      << "d.guardedShift = " << (attention.guardedShift ? "true" : "false")
      << ", d.zeroEmptyRows = " << (attention.zeroEmptyRows ? "true" : "false")
      << ";\n";
}

void ProgramEmitter::openAttention(const AttentionKernel &attention,
                                   unsigned id, KernelForm form,
                                   int64_t iterations) {
  std::string what =
      llvm::formatv("attention {0}x{1}, d {2}, e {3}{4}", attention.queries(),
                    attention.keys(), attention.headDim(),
                    attention.valueDim(),
                    attention.batchSizes().empty()
                        ? std::string()
                        : ", batch " + shapeList(attention.batchSizes()))
          .str();
  SmallVector<Value> values = attention.inputs();
  values.push_back(attention.values.c.value);
  openKernel(id, values, {attention.values.c.value},
             attention.values.c.value.getDefiningOp(), what, form, iterations);
}

std::string ProgramEmitter::attentionDesc(const AttentionKernel &attention,
                                          StringRef indent) const {
  std::string text;
  llvm::raw_string_ostream out(text);
  const GemmOperand &q = attention.scores.a, &k = attention.scores.b,
                    &v = attention.values.b, &o = attention.values.c;
  out << indent << "d.m = " << attention.queries()
      << ", d.n = " << attention.keys() << ", d.d = " << attention.headDim()
      << ", d.e = " << attention.valueDim() << ";\n"
      << indent << "d.ldq = " << q.leadingDim << ", d.ldk = " << k.leadingDim
      << ", d.ldv = " << v.leadingDim << ", d.ldo = " << o.leadingDim << ";\n";
  // The scores' GEMM reads K^T: K stored by rows is its transposed B.
  out << indent << "d.transQ = " << (q.transposed ? "true" : "false")
      << ", d.keysByRow = " << (k.transposed ? "true" : "false")
      << ", d.transV = " << (v.transposed ? "true" : "false") << ";\n";
  // 16-bit inputs are widened as the kernel reads them (f32 is the
  // default; the matcher takes f32, f16 and bf16 alone).
  for (auto [field, type] : {std::pair{"qk", attention.scores.inputType},
                             std::pair{"v", attention.values.inputType}})
    if (!type.isF32())
      out << indent << "d." << field
          << " = shardrt::DType::" << *dtypeName(type) << ";\n";
  ArrayRef<int64_t> batch = attention.batchSizes();
  if (!batch.empty()) {
    out << indent << "d.batchDims = " << batch.size() << ";\n";
    auto array = [&](StringRef name, ArrayRef<int64_t> values) {
      for (auto [i, value] : llvm::enumerate(values))
        out << indent << "d." << name << "[" << i << "] = " << value << ";\n";
    };
    array("batch", batch);
    array("batchStrideQ", q.batchStrides);
    array("batchStrideK", k.batchStrides);
    array("batchStrideV", v.batchStrides);
    array("batchStrideO", o.batchStrides);
  }
  printSoftmaxRules(attention, indent, out);
  return text;
}

SmallVector<std::string>
ProgramEmitter::attentionIndexVars(const AttentionKernel &attention) {
  SmallVector<std::string> vars;
  for (size_t d = 0; d < attention.batchSizes().size(); ++d)
    vars.push_back("x[" + std::to_string(d) + "]");
  vars.append({"i", "j"});
  return vars;
}

FailureOr<std::string> ProgramEmitter::emitScoreMod(
    const AttentionKernel &attention, const std::string &indent,
    ArrayRef<std::string> vars, StringRef score, bool mask) {
  linalg::GenericOp mod = attention.scoreMod;
  if (!mod)
    return score.str();
  SmallVector<std::string> args;
  for (OpOperand *input : mod.getDpsInputOperands()) {
    Type element = getElementTypeOrSelf(input->get().getType());
    args.push_back(input->getOperandNumber() == attention.scoreInput
                       ? score.str()
                       : loadElement(element, operandElement(mod, *input, vars)));
  }
  // The output's argument, which the body does not read (matchAttention).
  args.push_back("0.0f");
  ScalarBodyEmitter body(os, indent, [&](unsigned d) { return vars[d]; });
  body.setVectorMath(vectorMath());
  FailureOr<SmallVector<std::string>> yielded = body.emit(*mod.getBody(), args);
  if (failed(yielded))
    return failure();
  if (!mask)
    return yielded->front();
  // The rest of the body is dead code the C++ compiler drops.
  return "bool(" + body.nameOf(attention.maskCondition) +
         ") == " + (attention.maskedWhen ? "true" : "false");
}

LogicalResult
ProgramEmitter::emitScoreCallbacks(const AttentionKernel &attention) {
  SmallVector<std::string> vars = attentionIndexVars(attention);
  os << "      [&](const int64_t *x, int64_t i, int64_t j, float s) {\n";
  FailureOr<std::string> score = emitScoreMod(attention, "        ", vars, "s");
  if (failed(score))
    return failure();
  os << "        return float(" << *score << ");\n      },\n"
     << "      [&](const int64_t *x, int64_t i, int64_t j) {\n";
  std::string masked = "false";
  if (attention.maskCondition) {
    FailureOr<std::string> condition =
        emitScoreMod(attention, "        ", vars, "0.0f", /*mask=*/true);
    if (failed(condition))
      return failure();
    masked = *condition;
  } else {
    os << "        (void)x, (void)i, (void)j;\n";
  }
  os << "        return " << masked << ";\n      }";
  return success();
}

LogicalResult
ProgramEmitter::emitAttentionCall(const AttentionKernel &attention,
                                  StringRef function) {
  auto param = [&](Value v) { return params.lookup(plan.bufferOf.lookup(v)); };
  os << "  " << function << "(d, " << param(attention.scores.a.value) << ", "
     << param(attention.scores.b.value) << ", "
     << param(attention.values.b.value) << ", "
     << param(attention.values.c.value) << ",\n";
  if (failed(emitScoreCallbacks(attention)))
    return failure();
  os << ");\n}\n";
  return success();
}

void ProgramEmitter::openAttentionBackward(
    const AttentionBackwardKernel &backward, unsigned id, KernelForm form,
    int64_t iterations) {
  const AttentionKernel &chain = backward.chain;
  std::string what =
      llvm::formatv("attention backward {0}x{1}, d {2}, e {3}{4}",
                    chain.queries(), chain.keys(), chain.headDim(),
                    backward.valueDim,
                    chain.batchSizes().empty()
                        ? std::string()
                        : ", batch " + shapeList(chain.batchSizes()))
          .str();
  SmallVector<Value> values = backward.inputs();
  SmallVector<Value> outputs = backward.outputs();
  llvm::append_range(values, outputs);
  openKernel(id, values, outputs, backward.anchor, what, form, iterations);
}

std::string
ProgramEmitter::attentionBackwardDesc(const AttentionBackwardKernel &backward,
                                      StringRef indent) const {
  std::string text;
  llvm::raw_string_ostream out(text);
  const AttentionKernel &chain = backward.chain;
  out << indent << "d.m = " << chain.queries() << ", d.n = " << chain.keys()
      << ", d.d = " << chain.headDim() << ", d.e = " << backward.valueDim
      << ";\n";
  ArrayRef<int64_t> batch = chain.batchSizes();
  out << indent << "d.batchDims = " << batch.size() << ";\n";
  for (auto [i, size] : llvm::enumerate(batch))
    out << indent << "d.batch[" << i << "] = " << size << ";\n";
  auto matrix = [&](StringRef name, const AttentionMatrix &m) {
    out << indent << "d." << name << ".ld = " << m.leadingDim << ", d." << name
        << ".byRows = " << (m.byRows ? "true" : "false");
    if (!m.type.isF32())
      out << ", d." << name << ".type = shardrt::DType::" << *dtypeName(m.type);
    out << ";\n";
    for (auto [i, stride] : llvm::enumerate(m.batchStrides))
      if (stride)
        out << indent << "d." << name << ".batchStride[" << i
            << "] = " << stride << ";\n";
  };
  matrix("q", backward.queries());
  matrix("k", backward.keys());
  matrix("v", backward.values);
  matrix("gradOut", backward.gradOut);
  matrix("gradOutForV", backward.gradOutForV);
  matrix("keysForQ", backward.keysForQ);
  matrix("queriesForK", backward.queriesForK);
  matrix("gradQueries", backward.gradQueries);
  matrix("gradKeys", backward.gradKeys);
  matrix("gradValues", backward.gradValues);
  printSoftmaxRules(chain, indent, out);
  return text;
}

LogicalResult ProgramEmitter::emitAttentionBackwardCall(
    const AttentionBackwardKernel &backward, StringRef function) {
  auto param = [&](Value v) { return params.lookup(plan.bufferOf.lookup(v)); };
  os << "  " << function << "(d";
  for (Value v : {backward.chain.scores.a.value, backward.chain.scores.b.value,
                  backward.values.value, backward.gradOut.value,
                  backward.gradOutForV.value, backward.keysForQ.value,
                  backward.queriesForK.value, backward.gradQueries.value,
                  backward.gradKeys.value, backward.gradValues.value})
    os << ", " << param(v);
  os << ",\n";
  if (failed(emitScoreCallbacks(backward.chain)))
    return failure();
  SmallVector<std::string> vars = attentionIndexVars(backward.chain);
  // t from dP and P, then dS from t, P and r (and grad's other tensors at
  // the score's indices). The kernel hands them over in f32; a 16-bit
  // operand is the model's rounding of it.
  auto emitElementwise = [&](linalg::GenericOp op, StringRef params,
                             const DenseMap<unsigned, StringRef> &named) {
    os << ",\n      [&](const int64_t *x, int64_t i, int64_t j, " << params
       << ") {\n";
    SmallVector<std::string> args;
    for (OpOperand *input : op.getDpsInputOperands()) {
      Type element = getElementTypeOrSelf(input->get().getType());
      auto it = named.find(input->getOperandNumber());
      // P is the model's P, rounded to its type, however widened.
      if (it != named.end() && it->second == "p")
        element = backward.pType;
      if (it == named.end())
        args.push_back(loadElement(element, operandElement(op, *input, vars)));
      else if (element.isBF16())
        args.push_back(("shard_round_bf16(" + it->second + ")").str());
      else if (element.isF16())
        args.push_back(("shard_round_f16(" + it->second + ")").str());
      else
        args.push_back(it->second.str());
    }
    // The output's argument, which the body does not read.
    args.push_back("0.0f");
    ScalarBodyEmitter body(os, "        ", [&](unsigned d) { return vars[d]; });
    body.setVectorMath(vectorMath());
    FailureOr<SmallVector<std::string>> yielded =
        body.emit(*op.getBody(), args);
    if (failed(yielded))
      return failure();
    // A 16-bit result (dS as the model rounds it for its GEMMs) is rounded
    // here: the yield's store would have rounded it.
    std::string result = yielded->front();
    Type resultType = getElementTypeOrSelf(op->getResult(0).getType());
    if (resultType.isBF16())
      result = "shard_round_bf16(" + result + ")";
    else if (resultType.isF16())
      result = "shard_round_f16(" + result + ")";
    os << "        (void)x, (void)i, (void)j;\n"
       << "        return float(" << result << ");\n      }";
    return success();
  };
  DenseMap<unsigned, StringRef> productArgs = {
      {backward.productPInput, "p"}, {1 - backward.productPInput, "dp"}};
  DenseMap<unsigned, StringRef> gradArgs = {
      {backward.tInput, "t"}, {backward.pInput, "p"}, {backward.rInput, "r"}};
  if (failed(emitElementwise(backward.product, "float dp, float p",
                             productArgs)) ||
      failed(emitElementwise(backward.grad, "float t, float p, float r",
                             gradArgs)))
    return failure();
  os << ");\n}\n";
  return success();
}
