//===- Passes.td - shard's passes --------------------------*- tablegen -*-===//

#ifndef SHARD_PASSES_PASSES_TD
#define SHARD_PASSES_PASSES_TD

include "mlir/Pass/PassBase.td"

def DistStripAnnotations : Pass<"dist-strip-annotations", "mlir::ModuleOp"> {
  let summary = "erase dist annotations, leaving the program for one device";
  let description = [{
    Removes what only matters for distribution: `dist.shard` and
    `dist.stage_boundary` forward their operands, `dist.sharding` attributes
    are dropped from functions and ops, and `dist.mesh` declarations are
    erased. The result computes the same values on a single device; it is
    the reference `shard-run --check` compares against. Programs that
    already communicate (collectives, send/recv) are rejected: they only
    mean something on their mesh.
  }];
  let dependentDialects = ["mlir::dist::DistDialect"];
}

#endif // SHARD_PASSES_PASSES_TD
