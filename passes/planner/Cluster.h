//===- Cluster.h - what the planner plans for: devices and links -*- C++
//-*-===//
//
// A cluster as the planner sees it: nodes of devices, each device's memory
// and peak FLOP/s per dtype, and the bandwidth and latency of the links
// inside a node (NVLink) and between nodes (InfiniBand). Read from a small
// JSON file or one of the built-in descriptions. No MLIR here.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_PASSES_PLANNER_CLUSTER_H
#define SHARD_PASSES_PLANNER_CLUSTER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <map>
#include <string>
#include <vector>

namespace mlir::dist::plan {

/// A measured GEMM: C[batch, m, n] += A[batch, m, k] B[batch, k, n] at
/// `efficiency` of the device's peak.
struct GemmPoint {
  double batch = 1, m = 1, n = 1, k = 1, efficiency = 0;
};

/// One kind of link, per device and direction.
struct Link {
  /// Bytes per second.
  double bandwidth = 0;
  /// Seconds per message.
  double latency = 0;
};

struct Cluster {
  std::string name;
  int64_t devicesPerNode = 0;
  int64_t nodes = 0;
  /// Bytes of memory per device.
  double memory = 0;
  /// Peak FLOP/s per device by element type name ("f32", "bf16", "f16").
  std::map<std::string, double> peakFlops;
  /// The fraction of peak that large GEMMs reach (without memory_bandwidth
  /// and gemm units: the fraction every op's FLOPs reach).
  double efficiency = 0;
  /// Bytes per second that a loop nest streams through the device's
  /// memory (0: not given; loop nests are then costed by their FLOPs as
  /// GEMMs are).
  double memoryBandwidth = 0;
  /// A GEMM runs as output tiles of gemmTileM x gemmTileN, gemmUnits at a
  /// time (a GPU's SMs): the last wave of tiles leaves units idle, and
  /// the efficiency falls by that share (0: not given, no such loss).
  int64_t gemmUnits = 0, gemmTileM = 0, gemmTileN = 0;
  /// Measured GEMMs by element type (JSON "gemm_efficiency": {"f32":
  /// [[batch, m, n, k, efficiency], ...]}, as bench/planner/gemm_
  /// calibration.py writes them for this machine): a GEMM of that type
  /// runs at the efficiency of the measured shapes nearest its own
  /// instead of `efficiency`.
  std::map<std::string, std::vector<GemmPoint>> gemmEfficiency;
  /// The share of the 16-bit peak that a fused attention kernel's GEMMs
  /// reach, its softmax's operations costed apart at the f32 peak (JSON
  /// "attention_efficiency"; 0: the GEMM efficiency at their shape).
  double attentionEfficiency = 0;
  Link intraNode, interNode;
  /// The longest attention head (Q's, K's or V's last dim) the target's
  /// fused attention kernel takes (JSON "attention_max_head_dim"; 0: any):
  /// the code generator runs longer heads' attention unfused, so the
  /// planner costs them so. The built-in GPUs' is CUDA's
  /// (codegen::kCudaAttentionMaxHeadDim); the host's kernel takes any.
  int64_t attentionMaxHeadDim = 0;
  /// Whether a started collective (an all_reduce, a sharded state's
  /// reduce_scatter or gather) runs beside the compute (a device backend's
  /// communicator stream) or in line with it (the host's default; JSON
  /// "overlap_all_reduce": false).
  bool overlapsAllReduce = true;

  int64_t devices() const { return devicesPerNode * nodes; }

  /// The share of the peak that a GEMM of `dtype` and this shape reaches:
  /// from the measured shapes nearest it (by the logarithms of their
  /// sizes, the nearest four weighted by inverse squared distance), or
  /// `efficiency` without measurements for `dtype`.
  double gemmEfficiencyAt(const std::string &dtype, double batch, double m,
                          double n, double k) const;
};

/// The link a group crosses: inside a node, or between nodes.
const Link &linkOf(const Cluster &cluster, bool intraNode);

/// The link a collective over a group runs on: inside a node; or across
/// nodes with `perNode` members in each, each of which drives its own
/// network adapter (NCCL runs a ring channel through each), so that the
/// group's bus bandwidth is theirs together, at most what the node's links
/// carry, and a ring's step crosses nodes once every `perNode` steps.
Link groupLink(const Cluster &cluster, bool intraNode, int64_t perNode);

/// Seconds of `count` ring all-reduces of `bytes` in all (per device) over
/// `n` devices on `link`: the bytes at the link's bandwidth, each
/// all-reduce's 2 (n - 1) steps at its latency.
double allReduceSeconds(int64_t n, double bytes, const Link &link,
                        double count = 1);

/// The built-in clusters: "h200" (8xH200 nodes), "h100" (8xH100-80GB
/// nodes, as in Llama 3's published runs) and "a100" (8xA100-80GB nodes,
/// as in Megatron-LM's).
llvm::StringRef builtinClusterNames();

/// `nameOrPath`: a built-in cluster's name or a JSON file of the format in
/// the README ("Planning"). Errors say which field is missing or absurd.
llvm::Expected<Cluster> loadCluster(llvm::StringRef nameOrPath);

/// Parses a cluster description; `source` names it in errors.
llvm::Expected<Cluster> parseCluster(llvm::StringRef json,
                                     llvm::StringRef source);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_CLUSTER_H
