//===- CommReport.cpp - each function's collectives and their bytes -------===//

#include "passes/Passes.h"

#include "passes/Annotations.h"
#include "passes/ReportOutput.h"
#include "passes/spmd/Reshard.h"
#include "support/Debug.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTCOMMREPORT
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-comm-report"

using namespace mlir;
using namespace mlir::dist;

namespace {

/// One collective as the report lists it.
struct Line {
  std::string kind, operand;
  SmallVector<StringRef> axes;
  int64_t ranks, bytes, sent;
  /// Why the partitioner put it there, and the source location of the op
  /// that needs it (empty for collectives it did not make).
  std::string why, at;
};

/// The reason and source location the partitioner gave `op`'s location
/// (a NameLoc around the user's location).
void explainLoc(Location loc, Line &line) {
  auto named = dyn_cast<NameLoc>(loc);
  if (!named)
    return;
  line.why = named.getName().str();
  llvm::raw_string_ostream os(line.at);
  named.getChildLoc().print(os);
}

struct DistCommReport : dist::impl::DistCommReportBase<DistCommReport> {
  using DistCommReportBase::DistCommReportBase;

  /// The collectives of `func`, in order.
  static std::vector<Line> linesOf(func::FuncOp func) {
    std::vector<Line> lines;
    func.walk([&](CollectiveOpInterface op) {
      auto mesh = cast<MeshOp>(
          SymbolTable::lookupNearestSymbolFrom(op, op.getMeshAttr()));
      Line line;
      line.ranks = mesh.getGroupSize(op.getAxisNames());
      Value operand =
          op->getNumOperands() ? op->getOperand(0) : op->getResult(0);
      // A collective in a dist.schedule runs once per row naming its
      // region: its bytes are per call of the function.
      int64_t runs = runsPerCall(op);
      if (auto buffer = dyn_cast<BufferType>(operand.getType()))
        line.bytes = runs * tensorBytes(buffer.getTensorType());
      else
        line.bytes = runs * tensorBytes(operand.getType());
      line.sent = runs * op.getBytesSent(line.ranks);
      llvm::raw_string_ostream typeOs(line.operand);
      typeOs << operand.getType();
      line.kind = op->getName().stripDialect().str();
      line.axes = op.getAxisNames();
      explainLoc(op->getLoc(), line);
      lines.push_back(std::move(line));
    });
    return lines;
  }

  static void printText(StringRef name, ArrayRef<Line> lines, bool explain,
                        raw_ostream &os) {
    os << "communication of @" << name << ":\n"
       << llvm::format("  %-15s %-14s %5s %-22s %12s %12s\n", "collective",
                       "axes", "ranks", "operand", "bytes/rank", "sent/rank");
    int64_t totalBytes = 0, totalSent = 0;
    for (const Line &l : lines) {
      totalBytes += l.bytes;
      totalSent += l.sent;
      os << llvm::format("  %-15s %-14s %5lld %-22s %12lld %12lld\n",
                         l.kind.c_str(), formatAxes(l.axes).c_str(),
                         (long long)l.ranks, l.operand.c_str(),
                         (long long)l.bytes, (long long)l.sent);
      if (explain)
        os << "    "
           << (l.why.empty() ? "(not made by the partitioner)"
                             : l.why + " at " + l.at)
           << "\n";
    }
    os << "  total: " << lines.size() << " collectives, " << totalBytes
       << " bytes of operands, " << totalSent << " bytes sent per rank\n";
  }

  static llvm::json::Object toJson(StringRef name, ArrayRef<Line> lines,
                                   bool explain) {
    llvm::json::Array collectives;
    int64_t totalBytes = 0, totalSent = 0;
    for (const Line &l : lines) {
      totalBytes += l.bytes;
      totalSent += l.sent;
      llvm::json::Array axes;
      for (StringRef a : l.axes)
        axes.push_back(a.str());
      llvm::json::Object collective{
          {"collective", l.kind},    {"axes", std::move(axes)},
          {"ranks", l.ranks},        {"operand", l.operand},
          {"bytesPerRank", l.bytes}, {"sentPerRank", l.sent}};
      if (explain && !l.why.empty()) {
        collective["why"] = l.why;
        collective["at"] = l.at;
      }
      collectives.push_back(std::move(collective));
    }
    return llvm::json::Object{{"function", name.str()},
                              {"collectives", std::move(collectives)},
                              {"bytesPerRank", totalBytes},
                              {"sentPerRank", totalSent}};
  }

  void runOnOperation() override {
    if (failed(writeReport(
            getOperation(), "dist-comm-report", output, json,
            [&](raw_ostream &text, llvm::json::Array &functions) {
              for (auto func : getOperation().getOps<func::FuncOp>()) {
                std::vector<Line> lines = linesOf(func);
                SHARD_DEBUG(llvm::dbgs()
                            << "[" DEBUG_TYPE "] @" << func.getSymName() << ": "
                            << lines.size() << " collective(s)\n");
                if (lines.empty())
                  continue;
                if (json)
                  functions.push_back(
                      toJson(func.getSymName(), lines, explain));
                else
                  printText(func.getSymName(), lines, explain, text);
              }
              return success();
            })))
      signalPassFailure();
  }
};

} // namespace
