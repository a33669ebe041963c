//===- BucketBytes.h - the default size of a collective bucket -*- C++ -*-===//
//
// One number the compiler and the planner share without the planner's
// cost model depending on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_BUCKETBYTES_H
#define SHARD_PASSES_BUCKETBYTES_H

#include <cstdint>

namespace mlir::dist {

/// The largest bucket --dist-optimize-collectives merges all_reduces and
/// all_gathers into, in bytes per device, unless told otherwise: what
/// shard-run compiles with and what the planner counts collectives by.
constexpr int64_t kDefaultBucketBytes = int64_t(1) << 20;

} // namespace mlir::dist

#endif // SHARD_PASSES_BUCKETBYTES_H
