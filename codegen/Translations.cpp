//===- Translations.cpp - shard-translate's --emit-cpp and --emit-plan ----===//

#include "codegen/EmitCpp.h"
#include "codegen/KernelPlan.h"
#include "dialect/DistDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"

using namespace mlir;
using namespace mlir::dist;

static llvm::cl::opt<std::string>
    entryName("entry",
              llvm::cl::desc("the function to emit as the program "
                             "(default: the only public function)"),
              llvm::cl::init(""));

/// Everything upstream parses: a model's module may hold harness code
/// (timers, prints, globals) beside the program.
static void registerDialects(DialectRegistry &registry) {
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registry.insert<DistDialect>();
}

/// Forms kernels in `module` and returns the entry function.
static FailureOr<func::FuncOp> prepare(Operation *op) {
  auto module = dyn_cast<ModuleOp>(op);
  if (!module)
    return op->emitError("expected a module");
  if (failed(codegen::formKernels(module)))
    return failure();
  return codegen::findEntry(module, entryName);
}

void codegen::registerCodegenTranslations() {
  TranslateFromMLIRRegistration emitCpp(
      "emit-cpp", "emit a program as host C++ (OpenMP, OpenBLAS, libshardrt)",
      [](Operation *op, raw_ostream &os) -> LogicalResult {
        FailureOr<func::FuncOp> entry = prepare(op);
        if (failed(entry))
          return failure();
        return codegen::emitCpp(*entry, os);
      },
      registerDialects);
  TranslateFromMLIRRegistration emitPlan(
      "emit-plan", "print the kernel plan and memory plan of a program",
      [](Operation *op, raw_ostream &os) -> LogicalResult {
        FailureOr<func::FuncOp> entry = prepare(op);
        if (failed(entry))
          return failure();
        FailureOr<codegen::KernelPlan> plan = codegen::buildKernelPlan(*entry);
        if (failed(plan))
          return failure();
        codegen::printKernelPlan(*plan, os);
        return success();
      },
      registerDialects);
}
