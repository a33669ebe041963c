//===- Combiners.cpp - how a reduction's outputs combine ------------------===//
//
// A reduction's output combines partial results when its body's value is
// op(acc, x) with an associative, commutative op that has an identity: the
// emitters then split the reduction over lanes (CUDA warps) or SIMD lanes
// (the host) and combine the lanes' results.
//
//===----------------------------------------------------------------------===//

#include "codegen/ProgramEmitter.h"
#include "codegen/ScalarBody.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

/// The identity of `op` as a reduction in values of C++ type `type`, or
/// an empty string for ops that are not associative and commutative.
static std::string identityOf(Operation *op, const std::string &type) {
  return TypeSwitch<Operation *, std::string>(op)
      .Case<arith::AddFOp>([](auto) { return "-0.0"; })
      .Case<arith::MulFOp, arith::MulIOp>([](auto) { return "1"; })
      .Case<arith::MaximumFOp>([](auto) { return "-INFINITY"; })
      .Case<arith::MinimumFOp>([](auto) { return "INFINITY"; })
      // maxnumf/minnumf return the other operand of a NaN.
      .Case<arith::MaxNumFOp, arith::MinNumFOp>([](auto) { return "NAN"; })
      .Case<arith::AddIOp, arith::OrIOp, arith::XOrIOp, arith::MaxUIOp>(
          [](auto) { return "0"; })
      .Case<arith::AndIOp, arith::MinUIOp>(
          [&](auto) { return type + "(~0ull)"; })
      .Case<arith::MaxSIOp>(
          [&](auto) { return "std::numeric_limits<" + type + ">::min()"; })
      .Case<arith::MinSIOp>(
          [&](auto) { return "std::numeric_limits<" + type + ">::max()"; })
      .Default([](Operation *) { return std::string(); });
}

std::optional<SmallVector<Combiner>>
codegen::reductionCombiners(linalg::GenericOp op) {
  Block &body = *op.getBody();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  SmallVector<Combiner> combiners;
  for (unsigned i = 0; i < op.getNumDpsInits(); ++i) {
    Value acc = body.getArgument(op.getNumDpsInputs() + i);
    Operation *combiner = yield.getOperand(i).getDefiningOp();
    if (!combiner || combiner->getBlock() != &body ||
        combiner->getNumOperands() != 2 || !acc.hasOneUse() ||
        *acc.getUsers().begin() != combiner)
      return std::nullopt;
    FailureOr<std::string> type = computeType(acc.getType());
    if (failed(type))
      return std::nullopt;
    std::string identity = identityOf(combiner, *type);
    if (identity.empty())
      return std::nullopt;
    combiners.push_back({combiner, acc, identity});
  }
  return combiners;
}
