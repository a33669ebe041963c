//===- PrintRules.cpp - every op's factor rule, as remarks ----------------===//

#include "passes/Passes.h"

#include "passes/spmd/ShardingRules.h"
#include "rules/Rules.h"
#include "support/Debug.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTPRINTRULES
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-print-rules"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// The name of factor `f`: i, j, ..., z, then f18, f19, ...
std::string factorName(unsigned f) {
  constexpr unsigned kLetters = 'z' - 'i' + 1;
  if (f < kLetters)
    return std::string(1, char('i' + f));
  return "f" + std::to_string(f);
}

void printDims(llvm::raw_ostream &os, ArrayRef<SmallVector<unsigned, 2>> dims,
               Type type) {
  if (!isa<RankedTensorType>(type)) {
    os << "-";
    return;
  }
  os << "[";
  llvm::interleaveComma(dims, os, [&](ArrayRef<unsigned> factors) {
    if (factors.empty())
      os << "_";
    llvm::interleave(
        factors, os, [&](unsigned f) { os << factorName(f); }, "*");
  });
  os << "]";
}

/// `{i, k}`: the factors `member` holds.
void printFactors(llvm::raw_ostream &os, ArrayRef<bool> member) {
  os << "{";
  bool first = true;
  for (auto [f, in] : llvm::enumerate(member)) {
    if (!in)
      continue;
    os << (first ? "" : ", ") << factorName(f);
    first = false;
  }
  os << "}";
}

void printFactorSet(llvm::raw_ostream &os, StringRef name,
                    ArrayRef<bool> member) {
  if (llvm::none_of(member, [](bool b) { return b; }))
    return;
  os << " " << name << "=";
  printFactors(os, member);
}

/// The factors of each group, if the rule has more than one.
void printGroups(llvm::raw_ostream &os, const FactorRule &rule) {
  unsigned groups = 0;
  for (unsigned f = 0; f < rule.numFactors(); ++f)
    groups = std::max(groups, rule.groupOf(f) + 1);
  if (groups < 2)
    return;
  os << " groups=";
  for (unsigned g = 0; g < groups; ++g) {
    SmallVector<bool> member;
    for (unsigned f = 0; f < rule.numFactors(); ++f)
      member.push_back(rule.groupOf(f) == g);
    printFactors(os, member);
  }
}

/// The rule in Shardy's notation (see the pass description).
std::string formatRule(Operation *op, const FactorRule &rule) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "(";
  for (auto [i, v] : llvm::enumerate(op->getOperands())) {
    os << (i ? ", " : "");
    printDims(os, rule.operandDims[i], v.getType());
  }
  for (auto [i, v] : llvm::enumerate(rule.captured)) {
    os << (i ? ", " : "; ") << "captured ";
    printDims(os, rule.capturedDims[i], v.getType());
  }
  os << ") -> (";
  for (auto [i, v] : llvm::enumerate(op->getResults())) {
    os << (i ? ", " : "");
    printDims(os, rule.resultDims[i], v.getType());
    if (rule.resultReductions[i])
      os << " " << stringifyReductionKind(*rule.resultReductions[i]);
  }
  os << ") {";
  for (unsigned f = 0; f < rule.numFactors(); ++f)
    os << (f ? ", " : "") << factorName(f) << "=" << rule.sizes[f];
  os << "}";
  printFactorSet(os, "reduction", rule.isReduction);
  printFactorSet(os, "blocked", rule.blocked);
  // Blocked factors are not split at all, so positional says nothing more
  // about them.
  SmallVector<bool> positional(rule.positional);
  for (unsigned f = 0; f < rule.numFactors(); ++f)
    positional[f] = positional[f] && !rule.blocked[f];
  printFactorSet(os, "positional", positional);
  printGroups(os, rule);
  return text;
}

struct DistPrintRules : dist::impl::DistPrintRulesBase<DistPrintRules> {
  void getDependentDialects(DialectRegistry &registry) const override {
    registerShardingRules(registry);
  }
  void runOnOperation() override {
    getOperation().walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<ModuleOp, func::FuncOp>(op))
        return WalkResult::advance();
      if (touchesTensors(op) && !op->hasTrait<OpTrait::IsTerminator>() &&
          !isa<scf::ForOp>(op)) {
        // At the op's location, without the op attached: printing it (as
        // --mlir-print-op-on-diagnostic does for op->emitRemark) numbers
        // the whole function's values each time, quadratic in its size
        // (20 s for a 0.5 MB model).
        std::optional<FactorRule> rule = getFactorRule(op);
        SHARD_DEBUG(llvm::dbgs() << "[" DEBUG_TYPE "] " << op->getName() << ": "
                                 << (rule ? "rule" : "no rule") << "\n");
        if (rule)
          emitRemark(op->getLoc()) << "sharding rule " << formatRule(op, *rule);
        else
          emitRemark(op->getLoc()) << "no sharding rule: computed replicated";
      }
      if (op->getNumRegions() && !isa<scf::ForOp>(op))
        return WalkResult::skip();
      return WalkResult::advance();
    });
  }
};

} // namespace
