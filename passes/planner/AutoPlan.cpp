//===- AutoPlan.cpp - write the planner's choice into the IR --------------===//

#include "passes/Passes.h"

#include "passes/planner/GivenPlan.h"
#include "passes/planner/PlanAnalysis.h"
#include "support/Debug.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTAUTOPLAN
#include "passes/Passes.h.inc"
} // namespace mlir::dist

#define DEBUG_TYPE "dist-auto-plan"

using namespace mlir;
using namespace mlir::dist;

namespace {

struct DistAutoPlan : dist::impl::DistAutoPlanBase<DistAutoPlan> {
  using DistAutoPlanBase::DistAutoPlanBase;

  void getDependentDialects(DialectRegistry &registry) const override {
    DistAutoPlanBase::getDependentDialects(registry);
    plan::planningFrontEnd().getDependentDialects(registry);
  }

  void runOnOperation() override {
    OpPassManager frontEnd = plan::planningFrontEnd();
    if (failed(runPipeline(frontEnd, getOperation())))
      return signalPassFailure();
    plan::Options options{devices, training};
    SmallVector<func::FuncOp> fns = plan::functionsToPlan(getOperation());
    plan::liftForwardWeights(fns);
    if (fns.size() > 1) {
      // One mesh per module: the functions would need one plan.
      getOperation().emitError()
          << "--dist-auto-plan plans one function; this module has "
          << fns.size() << " public functions with bodies";
      return signalPassFailure();
    }
    for (func::FuncOp fn : fns) {
      FailureOr<plan::Planned> planned =
          plan::planFunction(fn, cluster, options);
      if (failed(planned))
        return signalPassFailure();
      plan::Plan chosen = planned->choice.best;
      if (!plan.empty()) {
        // A list (the report's compare= takes one) would otherwise fail
        // on whichever of its plans' parts the parser reads first.
        if (StringRef(plan).contains(',')) {
          fn.emitError() << "plan '" << plan
                         << "' is a list; --dist-auto-plan writes one plan "
                            "(--dist-plan-report's compare= takes a list)";
          return signalPassFailure();
        }
        FailureOr<plan::Plan> given = plan::givenPlan(fn, plan, *planned);
        if (failed(given))
          return signalPassFailure();
        chosen = *given;
      }
      SHARD_DEBUG(llvm::dbgs() << "[" DEBUG_TYPE "] @" << fn.getSymName()
                               << ": " << plan::describe(chosen) << "\n");
      if (failed(plan::applyPlan(fn, planned->analysis, chosen, "mesh")))
        return signalPassFailure();
    }
  }
};

} // namespace
