//===- AttentionLimits.h - the heads CUDA's fused attention takes -*- C++
//-*-===//
//
// One number that the code generator's CUDA fusion (kCudaFusion in
// KernelPlan.h) and the planner's built-in GPU clusters (Cluster.cpp)
// share, so that the planner costs attention as the code generator will
// run it. No MLIR here.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CODEGEN_ATTENTIONLIMITS_H
#define SHARD_CODEGEN_ATTENTIONLIMITS_H

#include <cstdint>

namespace mlir::dist::codegen {

/// The longest attention head (Q's, K's and V's last dim) that CUDA's fused
/// attention kernels take: shardrt::cuda::kAttentionMaxDim
/// (runtime/CudaAttention.h), 8 values a lane of a warp's registers. The
/// code generator runs attention with longer heads unfused.
constexpr int64_t kCudaAttentionMaxHeadDim = 256;

} // namespace mlir::dist::codegen

#endif // SHARD_CODEGEN_ATTENTIONLIMITS_H
