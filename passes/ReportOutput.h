//===- ReportOutput.h - where the reporting passes write ---------*- C++
//-*-===//
//
// --dist-comm-report and --dist-plan-report print per function, as text or
// as one JSON object {"functions": [...]}, to stdout or a file.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_REPORTOUTPUT_H
#define SHARD_PASSES_REPORTOUTPUT_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::dist {

/// Opens `output` ("-": stdout) and calls `report(text, functions)`, which
/// prints text to `text` or, with `json`, appends one object per function
/// to `functions`; then writes {"functions": [...]} in JSON mode. Reports
/// on `module` (naming `pass`) and fails if the file cannot be written or
/// `report` fails.
LogicalResult writeReport(
    ModuleOp module, StringRef pass, StringRef output, bool json,
    function_ref<LogicalResult(raw_ostream &text, llvm::json::Array &functions)>
        report);

} // namespace mlir::dist

#endif // SHARD_PASSES_REPORTOUTPUT_H
