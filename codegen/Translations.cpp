//===- Translations.cpp - shard-translate's emitters and --emit-plan
//-------===//

#include "codegen/Emitters.h"
#include "codegen/KernelPlan.h"
#include "dialect/DistDialect.h"
#include "support/ParserGuard.h"
#include "tmtensor/TMTensorOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::dist;

static llvm::cl::opt<std::string>
    entryName("entry",
              llvm::cl::desc("the function to emit as the program "
                             "(default: the only public function)"),
              llvm::cl::init(""));

static llvm::cl::opt<bool> unfusedAttention(
    "unfused-attention",
    llvm::cl::desc("keep attention's GEMMs and softmax as separate kernels "
                   "instead of one fused attention kernel"));

static codegen::EmitOptions emitOptions() {
  codegen::EmitOptions options;
  options.fuseAttention = !unfusedAttention;
  return options;
}

/// Everything upstream parses: a model's module may hold harness code
/// (timers, prints, globals) beside the program.
static void registerDialects(DialectRegistry &registry) {
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registry.insert<DistDialect, shard::tmtensor::TMTensorDialect>();
}

/// Parses the buffer of `sourceMgr` as a module, after looking for what
/// upstream's parser would crash on (reported on its location instead).
static OwningOpRef<ModuleOp>
parseModule(const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
            MLIRContext *context) {
  DialectRegistry registry;
  registerDialects(registry);
  context->appendDialectRegistry(registry);
  const llvm::MemoryBuffer *buffer =
      sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID());
  if (std::optional<shard::ParserCrash> crash =
          shard::findParserCrash(buffer->getBuffer())) {
    emitError(FileLineColLoc::get(context, buffer->getBufferIdentifier(),
                                  crash->line, crash->column))
        << crash->message;
    return nullptr;
  }
  return parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(context));
}

/// Parses the input, forms its kernels and hands `use` the entry program.
static LogicalResult
withEntry(const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
          MLIRContext *context, function_ref<LogicalResult(Operation *)> use) {
  OwningOpRef<ModuleOp> module = parseModule(sourceMgr, context);
  if (!module || failed(codegen::formKernels(*module)))
    return failure();
  FailureOr<Operation *> entry = codegen::findEntry(*module, entryName);
  if (failed(entry))
    return failure();
  return use(*entry);
}

void codegen::registerCodegenTranslations() {
  TranslateRegistration emitCpp(
      "emit-cpp", "emit a program as host C++ (OpenMP, oneDNN, libshardrt)",
      [](const std::shared_ptr<llvm::SourceMgr> &sourceMgr, raw_ostream &os,
         MLIRContext *context) -> LogicalResult {
        return withEntry(sourceMgr, context, [&](Operation *entry) {
          return codegen::emitCpp(entry, os, emitOptions());
        });
      });
  TranslateRegistration emitCuda(
      "emit-cuda",
      "emit a program as CUDA C++ (kernels, cuBLASLt, NCCL, libshardrt)",
      [](const std::shared_ptr<llvm::SourceMgr> &sourceMgr, raw_ostream &os,
         MLIRContext *context) -> LogicalResult {
        return withEntry(sourceMgr, context, [&](Operation *entry) {
          return codegen::emitCuda(entry, os, emitOptions());
        });
      });
  TranslateRegistration emitPlan(
      "emit-plan",
      "print the kernel plan and memory plan of a program (host target)",
      [](const std::shared_ptr<llvm::SourceMgr> &sourceMgr, raw_ostream &os,
         MLIRContext *context) -> LogicalResult {
        return withEntry(sourceMgr, context, [&](Operation *entry) {
          codegen::TargetFusion fusion = codegen::kHostFusion;
          fusion.attention = !unfusedAttention;
          if (auto fn = dyn_cast<func::FuncOp>(entry)) {
            FailureOr<codegen::KernelPlan> plan =
                codegen::buildKernelPlan(fn, {}, fusion);
            if (failed(plan))
              return failure();
            codegen::printKernelPlan(*plan, os);
            return success();
          }
          FailureOr<std::vector<codegen::KernelPlan>> plans =
              codegen::buildStagePlans(cast<PipelineOp>(entry), fusion);
          if (failed(plans))
            return failure();
          for (auto [s, plan] : llvm::enumerate(*plans)) {
            os << "stage " << s << ": @" << plan.func.getSymName() << "\n";
            codegen::printKernelPlan(plan, os);
          }
          return success();
        });
      });
}
