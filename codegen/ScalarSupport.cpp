//===- ScalarSupport.cpp - element types, index math, program helpers -----===//
//
// What the scalar body emitter (ScalarBody.cpp) builds on: the C++ types
// elements compute and are stored in, index expressions of affine maps, and
// the helpers every program defines (the arith and math dialects' rounding,
// division and NaN semantics).
//
//===----------------------------------------------------------------------===//

#include "codegen/ScalarBody.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::dist;
using namespace mlir::dist::codegen;

//===----------------------------------------------------------------------===//
// Types and elements
//===----------------------------------------------------------------------===//

FailureOr<std::string> codegen::computeType(Type type) {
  if (type.isF16() || type.isBF16() || type.isF32())
    return std::string("float");
  if (type.isF64())
    return std::string("double");
  if (type.isIndex())
    return std::string("int64_t");
  if (auto integer = dyn_cast<IntegerType>(type)) {
    switch (integer.getWidth()) {
    case 1:
      return std::string("bool");
    case 8:
    case 16:
    case 32:
    case 64:
      return "int" + std::to_string(integer.getWidth()) + "_t";
    default:
      break;
    }
  }
  return failure();
}

FailureOr<std::string> codegen::storageType(Type type) {
  if (type.isF16() || type.isBF16())
    return std::string("uint16_t");
  return computeType(type);
}

std::string codegen::loadElement(Type type, const std::string &expr) {
  if (type.isF16())
    return "shardrt::f16ToFloat(" + expr + ")";
  if (type.isBF16())
    return "shardrt::bf16ToFloat(" + expr + ")";
  return expr;
}

std::string codegen::storeElement(Type type, const std::string &expr) {
  if (type.isF16())
    return "shardrt::floatToF16(" + expr + ")";
  if (type.isBF16())
    return "shardrt::floatToBf16(" + expr + ")";
  return expr;
}

//===----------------------------------------------------------------------===//
// Index arithmetic
//===----------------------------------------------------------------------===//

static std::string affineToCpp(AffineExpr expr, ArrayRef<std::string> vars) {
  switch (expr.getKind()) {
  case AffineExprKind::DimId:
    return vars[cast<AffineDimExpr>(expr).getPosition()];
  case AffineExprKind::Constant:
    return std::to_string(cast<AffineConstantExpr>(expr).getValue());
  case AffineExprKind::SymbolId:
    break;
  default: {
    auto binary = cast<AffineBinaryOpExpr>(expr);
    std::string lhs = affineToCpp(binary.getLHS(), vars);
    std::string rhs = affineToCpp(binary.getRHS(), vars);
    switch (expr.getKind()) {
    case AffineExprKind::Add:
      return "(" + lhs + " + " + rhs + ")";
    case AffineExprKind::Mul:
      return "(" + lhs + " * " + rhs + ")";
    case AffineExprKind::FloorDiv:
      return "shard_floordiv(" + lhs + ", " + rhs + ")";
    case AffineExprKind::CeilDiv:
      return "shard_ceildiv(" + lhs + ", " + rhs + ")";
    case AffineExprKind::Mod:
      return "shard_mod(" + lhs + ", " + rhs + ")";
    default:
      break;
    }
  }
  }
  llvm_unreachable("linalg indexing maps have no symbols");
}

std::string codegen::indexExpr(AffineMap map, ArrayRef<int64_t> shape,
                               ArrayRef<std::string> loopVars) {
  std::string expr;
  int64_t stride = 1;
  for (int64_t r = int64_t(map.getNumResults()) - 1; r >= 0; --r) {
    AffineExpr result = map.getResult(r);
    // Dims of size 1 never move the offset.
    if (shape[r] != 1) {
      std::string term = affineToCpp(result, loopVars);
      if (stride != 1)
        term += " * " + std::to_string(stride);
      expr = expr.empty() ? term : term + " + " + expr;
    }
    stride *= shape[r];
  }
  return expr.empty() ? "0" : expr;
}

std::string codegen::scalarPreamble(const std::string &q) {
  // Semantics follow the arith and math dialects: maximumf/minimumf
  // propagate NaN and order -0 < +0; floordiv and mod round toward -inf.
  return llvm::formatv(R"cpp(
{0} float shard_round_f16(float x) {{ return shardrt::f16ToFloat(shardrt::floatToF16(x)); }
{0} float shard_round_bf16(float x) {{ return shardrt::bf16ToFloat(shardrt::floatToBf16(x)); }
template <typename T> {0} T shard_floordiv(T a, T b) {{
  T q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
template <typename T> {0} T shard_ceildiv(T a, T b) {{
  T q = a / b;
  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}
template <typename T> {0} T shard_mod(T a, T b) {{
  T r = a % b;
  return r < 0 ? r + (b < 0 ? -b : b) : r;
}
// A tensor.extract index, checked as an embedding lookup checks its ids:
// one out of range (read from data) stops the job with its location (in
// a CUDA program, where kernels run: the device's assertionFailed).
template <typename I> {0} int64_t shard_index(I i, int64_t n, const char *where) {{
#if defined(__CUDA_ARCH__) || !defined(__CUDACC__)
  if ((unsigned long long)(long long)i >= (unsigned long long)n)
    shardrt::assertionFailed("tensor.extract index out of range", where);
#endif
  return (int64_t)i;
}
template <typename T> {0} T shard_ceildivu(T a, T b) {{
  return a / b + (a % b != 0);
}
template <typename To, typename From> {0} To shard_bitcast(From x) {{
  static_assert(sizeof(To) == sizeof(From), "bitcast between sizes");
  To y;
  std::memcpy(&y, &x, sizeof(y));
  return y;
}
// Without branches, so that loops over them vectorize: the ordered
// result, the bits of both combined where a == b (so that max(-0, +0) is
// +0 and min is -0), a NaN operand's sum where one is NaN.
template <typename T> {0} T shard_maximumf(T a, T b) {{
  using Bits = typename std::conditional<sizeof(T) == 4, uint32_t, uint64_t>::type;
  const T both = shard_bitcast<T>(Bits(shard_bitcast<Bits>(a) & shard_bitcast<Bits>(b)));
  const T m = a == b ? both : (a > b ? a : b);
  return (a != a || b != b) ? a + b : m;
}
template <typename T> {0} T shard_minimumf(T a, T b) {{
  using Bits = typename std::conditional<sizeof(T) == 4, uint32_t, uint64_t>::type;
  const T both = shard_bitcast<T>(Bits(shard_bitcast<Bits>(a) | shard_bitcast<Bits>(b)));
  const T m = a == b ? both : (a < b ? a : b);
  return (a != a || b != b) ? a + b : m;
}
// maxnumf/minnumf: the other operand of a NaN, either zero of +-0 (the
// arith dialect allows both), as selects that vectorize (std::fmax is a
// libm call per element without -ffast-math).
template <typename T> {0} T shard_maxnumf(T a, T b) {{
  return (a > b || b != b) ? a : b;
}
template <typename T> {0} T shard_minnumf(T a, T b) {{
  return (a < b || b != b) ? a : b;
}
// x^n by repeated squaring, as LLVM's powi runtime computes it.
template <typename T, typename N> {0} T shard_fpowi(T x, N n) {{
  unsigned long long m = n < 0 ? 0ull - (unsigned long long)n
                               : (unsigned long long)n;
  T r = 1;
  for (;;) {{
    if (m & 1) r *= x;
    m >>= 1;
    if (!m) break;
    x *= x;
  }
  return n < 0 ? T(1) / r : r;
}
// Integer power, wrapping; a negative exponent gives 0 unless |x| is 1.
template <typename T> {0} T shard_ipowi(T x, T n) {{
  using U = typename std::make_unsigned<T>::type;
  if (n < 0) {{
    if (x == 1) return 1;
    if (x == T(-1)) return (n & 1) ? T(-1) : T(1);
    return 0;
  }
  U r = 1, b = U(x);
  for (U m = U(n); m; m >>= 1, b = U(b * b))
    if (m & 1) r = U(r * b);
  return T(r);
}
// As the math dialect defines it: maximumf(minimumf(value, min), max).
template <typename T> {0} T shard_clampf(T x, T min, T max) {{
  return shard_maximumf(shard_minimumf(x, min), max);
}
template <typename U> {0} U shard_ctlz(U x) {{
  U n = 0;
  for (U bit = U(U(1) << (sizeof(U) * 8 - 1)); bit && !(x & bit); bit >>= 1) ++n;
  return n;
}
template <typename U> {0} U shard_cttz(U x) {{
  U n = 0;
  for (U bit = 1; bit && !(x & bit); bit = U(bit << 1)) ++n;
  return n;
}
template <typename U> {0} U shard_ctpop(U x) {{
  U n = 0;
  for (; x; x = U(x & (x - 1))) ++n;
  return n;
}
)cpp",
                       q)
      .str();
}
