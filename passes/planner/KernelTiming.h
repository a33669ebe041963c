//===- KernelTiming.h - a forward pass's kernels on one device -*- C++ -*-===//
//
// How long the kernels of ForwardKernels.h take on one device of a
// cluster, for one microbatch and a tp part: a GEMM's output tiles in
// waves over the device's units (k split over idle units when there are
// fewer tiles than units), a loop nest at the memory's bandwidth, each at
// least its bytes over that bandwidth (Cluster.h). No MLIR here.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PLANNER_KERNEL_TIMING_H
#define SHARD_PASSES_PLANNER_KERNEL_TIMING_H

#include "passes/planner/PlanModel.h"

namespace mlir::dist::plan {

/// Whether tp splits a dim of an optional split of `size` (0: a split
/// that always applies).
bool dividesSplit(int64_t size, int64_t tp);

/// Seconds of one microbatch's forward kernels on one device, by where
/// they are (Kernel::Place): all of them, and their GEMMs alone.
struct ForwardSeconds {
  /// Every kernel's seconds, the GEMMs', the attention scores' (Kernel::
  /// scores: Q K^T and the softmax's loops), and attention's whole as the
  /// kernels above (the scores' and P V's) and its GEMMs alone, per
  /// Kernel::Place.
  double all[3] = {}, gemms[3] = {}, scores[3] = {};
  double attention[3] = {}, attentionGemms[3] = {};
  /// Attention as one fused kernel instead: its forward, and its backward
  /// (runtime/CudaAttentionBackward.h: Q K^T in each of its three walks,
  /// dQ and dK, five GEMMs of Q K^T's size; dO V^T in two walks and dV,
  /// three of P V's; each walk makes P again, the forward's softmax
  /// operations), each over the blocks its mask leaves open (Kernel::open)
  /// with no S x S in memory: the GEMMs at the GEMM rate (the cluster's
  /// attention efficiency where it gives one) without their bytes'
  /// floor, the softmax's operations at the vector units' rate (the GEMM
  /// rate on a cluster without a memory bandwidth).
  double fused[3] = {}, fusedBackward[3] = {};
};

/// The forward kernels of `model` (its FLOPs, split over tp, at the GEMM
/// rate when it has none) on one device: `dataShare` of the batch, split
/// over `tp` where the layout splits them, at `peakFlops` for GEMMs.
ForwardSeconds forwardSeconds(const ModelSummary &model, const Cluster &cluster,
                              double dataShare, int64_t tp, double peakFlops);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_KERNEL_TIMING_H
