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

namespace mlir::dist::plan {

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
  /// The fraction of peak the model's compute reaches (Megatron-LM reaches
  /// about 0.5 on A100s).
  double efficiency = 0;
  Link intraNode, interNode;

  int64_t devices() const { return devicesPerNode * nodes; }
};

/// The built-in clusters: "h200" (8xH200 nodes) and "a100" (8xA100-80GB
/// nodes, as in Megatron-LM's published runs).
llvm::StringRef builtinClusterNames();

/// `nameOrPath`: a built-in cluster's name or a JSON file of the format in
/// the README ("Planning"). Errors say which field is missing or absurd.
llvm::Expected<Cluster> loadCluster(llvm::StringRef nameOrPath);

/// Parses a cluster description; `source` names it in errors.
llvm::Expected<Cluster> parseCluster(llvm::StringRef json,
                                     llvm::StringRef source);

} // namespace mlir::dist::plan

#endif // SHARD_PASSES_PLANNER_CLUSTER_H
