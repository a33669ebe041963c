//===- CommunicationSummary.cpp - what a program's collectives send ------===//

#include "driver/CommunicationSummary.h"

#include "dialect/DistOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;

namespace shard::driver {

/// One line per kind of collective in `fn` (in order of first use), each
/// starting with `prefix`.
static void summarizeCommunication(func::FuncOp fn, const std::string &prefix,
                                   std::vector<std::string> &lines) {
  llvm::MapVector<std::string, std::pair<int64_t, int64_t>,
                  llvm::StringMap<unsigned>>
      kinds;
  fn.walk([&](dist::CollectiveOpInterface op) {
    auto mesh = cast<dist::MeshOp>(
        SymbolTable::lookupNearestSymbolFrom(op, op.getMeshAttr()));
    std::string key = op->getName().stripDialect().str();
    // A max or min reduction says so: "all_reduce max over {"tp"}".
    if (auto kind = op->getAttrOfType<dist::ReductionKindAttr>("reduction");
        kind && kind.getValue() != dist::ReductionKind::sum)
      key += " " + dist::stringifyReductionKind(kind.getValue()).str();
    key += " over " + dist::formatAxes(op.getAxisNames());
    auto &[count, bytes] = kinds[key];
    // A schedule's exchanges and passes run once per row that names them.
    int64_t runs = dist::runsPerCall(op);
    count += runs;
    bytes += runs * op.getBytesSent(mesh.getGroupSize(op.getAxisNames()));
  });
  for (auto &[key, counts] : kinds)
    lines.push_back(prefix + std::to_string(counts.first) + " x " + key + ", " +
                    std::to_string(counts.second) + " bytes sent per rank");
}

std::vector<std::string> summarizeCommunication(Operation *program) {
  std::vector<std::string> lines;
  if (auto fn = dyn_cast<func::FuncOp>(program)) {
    summarizeCommunication(fn, "", lines);
    return lines;
  }
  auto pipeline = cast<dist::PipelineOp>(program);
  for (auto [s, name] :
       llvm::enumerate(pipeline.getStages().getAsRange<FlatSymbolRefAttr>()))
    summarizeCommunication(
        SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(pipeline, name),
        "stage " + std::to_string(s) + ": ", lines);
  return lines;
}

} // namespace shard::driver
