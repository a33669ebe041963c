//===- ScalarBody.h - C++ for scalar code, shared by the emitters -*- C++
//-*-===//
//
// Both emitters print C++ (host C++ and CUDA C++), so the body of a
// linalg.generic, the index arithmetic of its operands and the element type
// conversions are printed by the same code; only the loop structure (OpenMP
// loops or a thread mapping) differs per target.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CODEGEN_SCALARBODY_H
#define SHARD_CODEGEN_SCALARBODY_H

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <string>

namespace mlir::dist::codegen {

/// The C++ type a value of `type` is computed in: f16/bf16/f32 as float.
FailureOr<std::string> computeType(Type type);
/// The C++ type a tensor element of `type` is stored as (f16/bf16 as
/// uint16_t bit patterns).
FailureOr<std::string> storageType(Type type);
/// `expr` (a stored element) widened to the compute type.
std::string loadElement(Type type, const std::string &expr);
/// `expr` (a computed value) narrowed to the storage type.
std::string storeElement(Type type, const std::string &expr);

/// `text` as a C++ string literal.
std::string cppString(StringRef text);

/// The offset of element `map(loopVars)` in a row-major tensor of `shape`.
std::string indexExpr(AffineMap map, ArrayRef<int64_t> shape,
                      ArrayRef<std::string> loopVars);

/// Helper functions the scalar code calls (NaN-propagating max, rounding to
/// f16 and bf16, ...), each declared with `qualifier` (`static inline` or
/// `__device__ inline`).
std::string scalarPreamble(const std::string &qualifier);

/// Prints the ops of a linalg.generic body as C++ statements.
class ScalarBodyEmitter {
public:
  /// `loopVar(d)` is the C++ name of loop dim `d` (for linalg.index).
  ScalarBodyEmitter(llvm::raw_ostream &os, std::string indent,
                    std::function<std::string(unsigned)> loopVar);

  /// Emits the body with block arguments bound to `args` (C++ expressions
  /// of compute type) and returns the C++ expressions that it yields.
  /// Reports ops it cannot print on the op.
  FailureOr<SmallVector<std::string>> emit(Block &body,
                                           ArrayRef<std::string> args);

  /// Names `v`, a value defined outside the body, as `name` (device
  /// scalars such as group ranks, passed to the kernel).
  void bindExternal(Value v, std::string name) { names[v] = std::move(name); }
  /// Names the pointer to the elements of tensor `v`, which the code reads
  /// with tensor.extract (a lookup table).
  void bindTensor(Value v, std::string pointer) {
    tensors[v] = std::move(pointer);
  }

  /// Calls the runtime's vectorizable math functions (runtime/VectorMath.h)
  /// for f32 exp, erf, tanh and log instead of <cmath>'s.
  void setVectorMath(bool enable) { vectorMath = enable; }

  /// The C++ expression of one scalar op whose operands are bound (or
  /// constants); reports ops it cannot print on the op.
  FailureOr<std::string> emitExpr(Operation *op);

  /// The C++ expression of a scalar defined outside a body (a constant).
  static FailureOr<std::string> emitCapturedScalar(Value value);

  /// The C++ name of `v`, a value of the body emitted last (or one bound).
  std::string nameOf(Value v) const { return names.lookup(v); }

private:
  /// The expression of `op` (a table: one form per op), or failure.
  FailureOr<std::string> emitOp(Operation *op);
  /// An element of a captured tensor, its indices checked when data.
  FailureOr<std::string> emitExtract(tensor::ExtractOp extract);

  llvm::raw_ostream &os;
  std::string indent;
  std::function<std::string(unsigned)> loopVar;
  DenseMap<Value, std::string> names;
  DenseMap<Value, std::string> tensors;
  unsigned next = 0;
  bool vectorMath = false;
};

} // namespace mlir::dist::codegen

#endif // SHARD_CODEGEN_SCALARBODY_H
