//===- AutoPlan.cpp - write the planner's choice into the IR --------------===//

#include "passes/Passes.h"

#include "passes/PlanAnalysis.h"

namespace mlir::dist {
#define GEN_PASS_DEF_DISTAUTOPLAN
#include "passes/Passes.h.inc"
} // namespace mlir::dist

using namespace mlir;
using namespace mlir::dist;

namespace {

struct DistAutoPlan : dist::impl::DistAutoPlanBase<DistAutoPlan> {
  using DistAutoPlanBase::DistAutoPlanBase;

  void runOnOperation() override {
    plan::Options options{devices, training};
    SmallVector<func::FuncOp> fns = plan::functionsToPlan(getOperation());
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
      if (failed(planned) ||
          failed(plan::applyPlan(fn, planned->analysis, planned->choice.best,
                                 "mesh")))
        return signalPassFailure();
    }
  }
};

} // namespace
