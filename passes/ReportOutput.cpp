//===- ReportOutput.cpp - where the reporting passes write ----------------===//

#include "passes/ReportOutput.h"

#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

LogicalResult mlir::dist::writeReport(
    ModuleOp module, StringRef pass, StringRef output, bool json,
    function_ref<LogicalResult(raw_ostream &, llvm::json::Array &)> report) {
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> file = openOutputFile(output, &error);
  if (!file)
    return module.emitError()
           << "--" << pass << ": cannot write '" << output << "': " << error;
  llvm::json::Array functions;
  if (failed(report(file->os(), functions)))
    return failure();
  if (json)
    file->os() << llvm::formatv("{0:2}\n",
                                llvm::json::Value(llvm::json::Object{
                                    {"functions", std::move(functions)}}));
  // A failed write (a full disk) is a located error; left in the stream,
  // it would end the process with "IO failure on output stream".
  file->os().flush();
  if (file->os().has_error()) {
    std::string message = file->os().error().message();
    file->os().clear_error();
    return module.emitError()
           << "--" << pass << ": cannot write '" << output << "': " << message;
  }
  file->keep();
  return success();
}
