//===- Dialect.h - the dist dialect, for other MLIR-based tools -*- C++ -*-===//
//
// Installed as <prefix>/include/shard/Dialect.h; link libshard.so.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_API_DIALECT_H
#define SHARD_API_DIALECT_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace shard {

/// Registers the dist dialect and shard's sharding rules of upstream ops
/// (arith, math, linalg, tensor, tosa, ...: external models attached when
/// those dialects load) in `registry`.
void registerDistDialect(mlir::DialectRegistry &registry);

} // namespace shard

#endif // SHARD_API_DIALECT_H
