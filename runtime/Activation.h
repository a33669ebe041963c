//===- Activation.h - activations GEMM epilogues apply ----------*- C++ -*-===//

#ifndef SHARD_RUNTIME_ACTIVATION_H
#define SHARD_RUNTIME_ACTIVATION_H

namespace shardrt {

/// An activation applied to a GEMM's result in its epilogue: ReLU, and GELU
/// as 0.5 x (1 + erf(x / sqrt 2)) or in its tanh form,
/// 0.5 x (1 + tanh(sqrt(2 / pi) (x + 0.044715 x^3))).
enum class Activation { None, Relu, GeluErf, GeluTanh };

} // namespace shardrt

#endif // SHARD_RUNTIME_ACTIVATION_H
