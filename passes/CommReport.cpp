//===- CommReport.cpp - each function's collectives and their bytes -------===//

#include "passes/Passes.h"

#include "passes/Annotations.h"
#include "passes/Reshard.h"

#include "llvm/Support/Format.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTCOMMREPORT
#include "passes/Passes.h.inc"
} // namespace mlir::dist

using namespace mlir;
using namespace mlir::dist;

namespace {

struct DistCommReport : dist::impl::DistCommReportBase<DistCommReport> {
  void runOnOperation() override {
    llvm::raw_ostream &os = llvm::errs();
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      SmallVector<CollectiveOpInterface> collectives;
      func.walk([&](CollectiveOpInterface op) { collectives.push_back(op); });
      if (collectives.empty())
        continue;
      os << "communication of @" << func.getSymName() << ":\n"
         << llvm::format("  %-15s %-14s %5s %-22s %12s %12s\n", "collective",
                         "axes", "ranks", "operand", "bytes/rank", "sent/rank");
      int64_t totalBytes = 0, totalSent = 0;
      for (CollectiveOpInterface op : collectives) {
        auto mesh = cast<MeshOp>(
            SymbolTable::lookupNearestSymbolFrom(op, op.getMeshAttr()));
        int64_t n = mesh.getGroupSize(op.getAxisNames());
        Value operand =
            op->getNumOperands() ? op->getOperand(0) : op->getResult(0);
        int64_t bytes = tensorBytes(operand.getType());
        int64_t sent = op.getBytesSent(n);
        totalBytes += bytes;
        totalSent += sent;
        std::string type;
        llvm::raw_string_ostream typeOs(type);
        typeOs << operand.getType();
        StringRef name = op->getName().stripDialect();
        os << llvm::format("  %-15s %-14s %5lld %-22s %12lld %12lld\n",
                           name.str().c_str(),
                           formatAxes(op.getAxisNames()).c_str(), (long long)n,
                           type.c_str(), (long long)bytes, (long long)sent);
      }
      os << "  total: " << collectives.size() << " collectives, " << totalBytes
         << " bytes of operands, " << totalSent << " bytes sent per rank\n";
    }
  }
};

} // namespace
