//===- Entry.cpp - the program a module holds, and a pipeline's parts -----===//
//
// What the emitters are given: a module's entry (a function, or a
// dist.pipeline of stage functions), the plans of a pipeline's stages with
// their groups numbered alike, and the main that runs the rank's stage.
//
//===----------------------------------------------------------------------===//

#include "codegen/Emitters.h"
#include "codegen/KernelPlan.h"
#include "codegen/ProgramEmitter.h"
#include "dialect/DistOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

FailureOr<std::vector<KernelPlan>>
codegen::buildStagePlans(PipelineOp pipeline, TargetFusion fusion) {
  SmallVector<func::FuncOp> stages;
  for (auto name : pipeline.getStages().getAsRange<FlatSymbolRefAttr>())
    stages.push_back(
        SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(pipeline, name));
  // Every rank creates the communicators of every stage's groups, in one
  // order: the union, numbered by first use over the stages.
  std::vector<SmallVector<std::string>> groups;
  for (func::FuncOp stage : stages) {
    FailureOr<KernelPlan> plan = buildKernelPlan(stage, groups, fusion);
    if (failed(plan))
      return failure();
    groups = plan->groups;
  }
  std::vector<KernelPlan> plans;
  for (func::FuncOp stage : stages) {
    FailureOr<KernelPlan> plan = buildKernelPlan(stage, groups, fusion);
    if (failed(plan))
      return failure();
    plan->groups = groups;
    plans.push_back(std::move(*plan));
  }
  return plans;
}

void codegen::emitPipelineMain(PipelineOp pipeline, raw_ostream &os) {
  os << "} // namespace\n\n"
     << "int main(int argc, char **argv) {\n"
     << "  // Pipeline @" << pipeline.getSymName() << ": stage s runs on the "
     << "ranks at coordinate s of mesh axis \"" << pipeline.getAxis()
     << "\",\n  // " << pipeline.getMicrobatches()
     << " microbatches per run, schedule " << pipeline.getSchedule() << ".\n"
     << "  return shardrt::pipelineMain(argc, argv, \"" << pipeline.getAxis()
     << "\", {";
  for (size_t s = 0; s < pipeline.getStages().size(); ++s)
    os << (s ? ", " : "") << "{stage" << s << "::describe, stage" << s
       << "::run}";
  os << "});\n}\n";
}

FailureOr<Operation *> codegen::findEntry(ModuleOp module, StringRef name) {
  SmallVector<Operation *> candidates;
  for (Operation &op : module.getOps()) {
    auto fn = dyn_cast<func::FuncOp>(op);
    if ((fn && fn.isPublic() && !fn.isExternal()) || isa<PipelineOp>(op))
      candidates.push_back(&op);
  }
  auto names = [&] {
    std::string text;
    llvm::raw_string_ostream os(text);
    llvm::interleaveComma(candidates, os, [&](Operation *op) {
      os << "@" << SymbolTable::getSymbolName(op).getValue();
    });
    return text;
  };
  if (!name.empty()) {
    Operation *found = module.lookupSymbol(name);
    if (auto fn = dyn_cast_or_null<func::FuncOp>(found);
        (fn && !fn.isExternal()) || isa_and_nonnull<PipelineOp>(found))
      return found;
    return module.emitError()
           << "no function @" << name << " with a body in the module"
           << (candidates.empty() ? "" : "; its public functions are ")
           << names();
  }
  if (candidates.size() == 1)
    return candidates.front();
  if (candidates.empty())
    return module.emitError() << "the module has no public function with a "
                                 "body; name the program's entry with --entry";
  return candidates[1]->emitOpError()
         << "is a second public function with a body (" << names()
         << "); name the program's entry with --entry";
}
