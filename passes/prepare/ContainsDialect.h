//===- ContainsDialect.h - whether a dialect's ops are present --*- C++ -*-===//
//
// A preparation pass that lowers one dialect's ops leaves the IR as it is
// where there are none, and then marks every analysis preserved: the pass
// manager then does not verify the whole module again after it.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PREPARE_CONTAINSDIALECT_H
#define SHARD_PASSES_PREPARE_CONTAINSDIALECT_H

#include "mlir/IR/Operation.h"

namespace mlir::dist {

/// True if `root` or an op nested in it belongs to `DialectT`.
template <typename DialectT> bool containsDialect(Operation *root) {
  return root
      ->walk([](Operation *op) {
        return isa_and_nonnull<DialectT>(op->getDialect())
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

} // namespace mlir::dist

#endif // SHARD_PASSES_PREPARE_CONTAINSDIALECT_H
