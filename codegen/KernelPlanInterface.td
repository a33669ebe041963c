//===- KernelPlanInterface.td - how an op enters the plan -*- tablegen -*-===//

#ifndef SHARD_CODEGEN_KERNELPLANINTERFACE_TD
#define SHARD_CODEGEN_KERNELPLANINTERFACE_TD

include "mlir/IR/OpBase.td"

def KernelPlanOpInterface : OpInterface<"KernelPlanOpInterface"> {
  let cppNamespace = "::mlir::dist::codegen";
  let description = [{
    What the code generator needs to know about an op of a function it
    emits, in one place: how the op enters the kernel plan (KernelPlan.h).
    An op adds kernels (a loop nest, a GEMM, a copy, a runtime call), gives
    its results buffers (new ones, its operands' when it aliases or updates
    them in place), or rejects itself with a diagnostic that says what to
    do instead.

    Upstream and dist ops get the interface as external models
    (`registerKernelPlanModels` in `codegen/KernelPlanInterface.h`, one file
    per dialect under `codegen/plans/`); another dialect plugs in by
    attaching its own. An op without the interface is a scalar statement
    when it computes one scalar from scalars without side effects, and is
    rejected otherwise.
  }];
  let methods = [
    InterfaceMethod<[{
        Adds the op, whose program-order index is `index`, to the plan that
        `builder` holds; its operands already have buffers (or are known to
        be undefined). Fails after reporting on the op.
      }],
      "::llvm::LogicalResult", "addToPlan",
      (ins "::mlir::dist::codegen::PlanBuilder &":$builder,
           "unsigned":$index)>
  ];
}

#endif // SHARD_CODEGEN_KERNELPLANINTERFACE_TD
