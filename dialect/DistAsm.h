//===- DistAsm.h - parsing helpers shared by dist attributes and ops -*- C++
//-*-===//
//
// Internal to the dialect library.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_DISTASM_H
#define SHARD_DIALECT_DISTASM_H

#include "dialect/DistDialect.h"

#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/Types.h"

namespace mlir::dist::detail {

/// Parses a reduction keyword (`sum`, `max`, `min`), reporting the choices
/// when it is something else.
ParseResult parseReductionKind(AsmParser &parser, ReductionKind &kind);

//===----------------------------------------------------------------------===//
// MLIR's generic attribute parser reads an optional `: T` after every dialect
// attribute and gives T to the attribute's parser. In
//   %y = dist.shard %x to #dist.sharding<@m, [{"a"}]> : tensor<8xf32>
// that T is the op's type, not the sharding's. While a TrailingTypeScope is
// alive (in the op's parser), ShardingAttr::parse hands T to the scope;
// elsewhere a typed sharding is an error.
//===----------------------------------------------------------------------===//

class TrailingTypeScope {
public:
  TrailingTypeScope();
  ~TrailingTypeScope();
  TrailingTypeScope(const TrailingTypeScope &) = delete;
  TrailingTypeScope &operator=(const TrailingTypeScope &) = delete;

  /// The type a sharding parsed in this scope was followed by, if any.
  Type getType() const { return type; }

private:
  friend bool keepTrailingType(Type type);
  TrailingTypeScope *outer;
  Type type;
};

/// Gives `type` to the innermost live scope; false if there is none.
bool keepTrailingType(Type type);

} // namespace mlir::dist::detail

#endif // SHARD_DIALECT_DISTASM_H
