//===- ShardIndex.cpp - which file holds each device's block --------------===//

#include "driver/ShardIndex.h"

#include "runtime/Safetensors.h"

using shardrt::MeshShape;

namespace shard::driver {

MeshShape tensorMesh(const MeshShape &ranks, int pipelineAxis) {
  MeshShape mesh = ranks;
  if (pipelineAxis >= 0)
    mesh.sizes[size_t(pipelineAxis)] = 1;
  return mesh;
}

int64_t outputStage(const Programs &programs, size_t output) {
  if (programs.pipelineAxis < 0)
    return 0;
  if (output < programs.outputStages.size())
    return programs.outputStages[output];
  return programs.mesh.sizes[size_t(programs.pipelineAxis)] - 1;
}

int64_t rankOfDevice(const Programs &programs, int64_t device, int64_t stage) {
  if (programs.pipelineAxis < 0)
    return device;
  MeshShape mesh = tensorMesh(programs.mesh, programs.pipelineAxis);
  std::vector<int64_t> coords = mesh.coords(device);
  coords[size_t(programs.pipelineAxis)] = stage;
  return programs.mesh.rankOf(coords);
}

llvm::json::Object indexEntry(const Programs &programs, const BoundaryTensor &t,
                              llvm::json::Array files) {
  const MeshShape &ranks = programs.mesh;
  auto names = [&](const std::vector<int> &axes) {
    llvm::json::Array named;
    for (int a : axes)
      named.push_back(ranks.axes[size_t(a)]);
    return named;
  };
  llvm::json::Array dims, blocks;
  for (size_t d = 0; d < t.shape.size(); ++d) {
    dims.push_back(names(t.spec.dimAxes[d]));
    blocks.push_back(t.spec.blocks(d));
  }
  llvm::json::Object entry{{"dtype", shardrt::safetensorsName(t.dtype)},
                           {"shape", llvm::json::Array(t.shape)},
                           {"dims", std::move(dims)},
                           {"blocks", std::move(blocks)},
                           {"files", std::move(files)}};
  // Unreduced values: the blocks along these axes add up (or max, min).
  if (!t.spec.partialAxes.empty()) {
    static const char *kReductions[] = {"sum", "max", "min"};
    entry["partial"] = names(t.spec.partialAxes);
    entry["reduce"] = kReductions[int(t.spec.partialOp)];
  }
  return entry;
}

llvm::json::Object makeIndex(const Programs &programs,
                             llvm::json::Object tensors) {
  const MeshShape &ranks = programs.mesh;
  return llvm::json::Object{
      {"mesh", llvm::json::Object{{"axes", llvm::json::Array(ranks.axes)},
                                  {"sizes", llvm::json::Array(ranks.sizes)}}},
      {"pipeline_axis",
       programs.pipelineAxis >= 0
           ? llvm::json::Value(ranks.axes[size_t(programs.pipelineAxis)])
           : llvm::json::Value(nullptr)},
      {"tensors", std::move(tensors)}};
}

} // namespace shard::driver
