//===- FusionRule.h - when an elementwise producer joins its consumer -*- C++
//-*-===//
//
// The code generator's one rule for elementwise fusion (FormKernels.cpp),
// shared with the planner, which costs the kernels the code generator
// will form: an all-parallel producer merges into its consumer unless
//   - the consumer is a contraction (it must stay a GEMM the library can
//     run) -- except for a producer that only moves or widens data, with
//     which the contraction is still a GEMM (GemmMatch.h): that producer
//     joins every such contraction it feeds, whatever its other uses and
//     its block, since the GEMM then reads its input in place;
//   - the producer has other uses (no recomputation for others);
//   - the consumer reads it through more than a permutation (no
//     recomputation per broadcast element);
//   - the producer is outside the consumer's block: before a loop or a
//     dist.schedule it would run on every iteration (every row: a pass's
//     work redone per microbatch) instead of once.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CODEGEN_FUSION_RULE_H
#define SHARD_CODEGEN_FUSION_RULE_H

#include "mlir/IR/Value.h"

namespace mlir::dist::codegen {

/// True when the producer of `operand` (a linalg op) should be fused into
/// its owner (a linalg op): the rule above. The producer's being
/// all-parallel is upstream's fusion's own condition, checked here too.
bool fusesIntoConsumer(OpOperand *operand);

} // namespace mlir::dist::codegen

#endif // SHARD_CODEGEN_FUSION_RULE_H
