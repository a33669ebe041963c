//===- Checkpoint.cpp - a training job's checkpoints, shard-run's side ----===//

#include "driver/Checkpoint.h"

#include "driver/SafetensorsFile.h"
#include "driver/ShardIndex.h"

#include "runtime/Safetensors.h"
#include "support/BoundedJson.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <fstream>

using shardrt::Array;
using shardrt::CarriedState;
using shardrt::MeshShape;
using shardrt::ShardSpec;
using shardrt::Status;
using shardrt::StatusOr;

namespace shard::driver {
namespace {

/// The rank that writes device `device`'s block of a tensor split as
/// `spec` and made on stage `stage`: the replica at coordinate 0 of every
/// axis that does not split it.
int64_t writerOf(const Programs &programs, const ShardSpec &spec,
                 int64_t device, int64_t stage) {
  MeshShape mesh = tensorMesh(programs.mesh, programs.pipelineAxis);
  std::vector<int64_t> coords = mesh.coords(device);
  std::vector<bool> splits(coords.size(), false);
  for (const std::vector<int> &axes : spec.dimAxes)
    for (int a : axes)
      splits[size_t(a)] = true;
  for (size_t a = 0; a < coords.size(); ++a)
    if (!splits[a])
      coords[a] = 0;
  return rankOfDevice(programs, mesh.rankOf(coords), stage);
}

/// Reads a whole small file (an index), bounded.
StatusOr<std::string> readSmallFile(const std::string &path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!buffer)
    return Status::error("cannot read '", path,
                         "': ", buffer.getError().message());
  if ((*buffer)->getBufferSize() > kMaxHeaderBytes)
    return Status::error("'", path, "' is larger than ", kMaxHeaderBytes,
                         " bytes");
  return (*buffer)->getBuffer().str();
}

/// Tensor `name` of the safetensors file at `path`, read whole.
StatusOr<Array> readSafetensor(const std::string &path,
                               const std::string &name) {
  StatusOr<SafetensorsEntry> entry = locateSafetensor(path, name);
  SHARDRT_RETURN_IF_ERROR(entry.status());
  Array array(entry->dtype, entry->shape);
  std::ifstream in(path, std::ios::binary);
  in.seekg(std::streamoff(entry->dataOffset));
  if (!in.read(reinterpret_cast<char *>(array.data.data()),
               std::streamsize(array.numBytes())))
    return Status::error("cannot read tensor '", name, "' of '", path, "'");
  return array;
}

/// The saved sharding of a tensor: axes by name on `mesh`.
StatusOr<ShardSpec> savedSpec(const llvm::json::Object &tensor,
                              const MeshShape &mesh, size_t rank) {
  const llvm::json::Array *dims = tensor.getArray("dims");
  std::optional<std::vector<int64_t>> blocks =
      jsonCounts(tensor.getArray("blocks"));
  if (!dims || !blocks || dims->size() != rank || blocks->size() != rank)
    return Status::error("a tensor's sharding does not match its shape");
  ShardSpec spec;
  spec.dimBlocks = *blocks;
  for (const llvm::json::Value &dim : *dims) {
    spec.dimAxes.emplace_back();
    const llvm::json::Array *axes = dim.getAsArray();
    if (!axes)
      return Status::error("a tensor's sharding is malformed");
    for (const llvm::json::Value &axis : *axes) {
      std::optional<llvm::StringRef> axisName = axis.getAsString();
      int index = axisName ? mesh.axisIndex(axisName->str()) : -1;
      if (index < 0)
        return Status::error("a tensor is split over an axis the mesh lacks");
      spec.dimAxes.back().push_back(index);
    }
  }
  return spec;
}

/// The ranks' mesh and pipeline axis an index records.
StatusOr<MeshShape> savedMesh(const llvm::json::Object &index,
                              int &pipelineAxis) {
  const llvm::json::Object *mesh = index.getObject("mesh");
  const llvm::json::Array *axes = mesh ? mesh->getArray("axes") : nullptr;
  std::optional<std::vector<int64_t>> sizes =
      mesh ? jsonCounts(mesh->getArray("sizes")) : std::nullopt;
  if (!axes || !sizes || axes->size() != sizes->size())
    return Status::error("it records no mesh");
  MeshShape saved;
  saved.sizes = *sizes;
  for (const llvm::json::Value &axis : *axes) {
    std::optional<llvm::StringRef> name = axis.getAsString();
    if (!name)
      return Status::error("it records a mesh axis that is not a name");
    saved.axes.push_back(name->str());
  }
  int64_t devices = 1;
  for (int64_t s : saved.sizes)
    if (s < 1 || __builtin_mul_overflow(devices, s, &devices) ||
        devices > MeshShape::kMaxAxisSize)
      return Status::error("it records a mesh of no or too many devices");
  std::optional<llvm::StringRef> pipeline = index.getString("pipeline_axis");
  pipelineAxis = pipeline ? saved.axisIndex(pipeline->str()) : -1;
  if (pipeline && pipelineAxis < 0)
    return Status::error("its pipeline axis is not a mesh axis");
  return saved;
}

/// Input `number`'s whole tensor from the blocks the index lists.
StatusOr<Array> readSavedTensor(const std::string &dir,
                                const llvm::json::Object &tensor,
                                const MeshShape &mesh,
                                const BoundaryTensor &want, int number) {
  std::string name = shardrt::checkpointName(number);
  std::optional<llvm::StringRef> dtype = tensor.getString("dtype");
  std::optional<std::vector<int64_t>> shape =
      jsonCounts(tensor.getArray("shape"));
  if (!dtype || !shape || *dtype != shardrt::safetensorsName(want.dtype) ||
      *shape != want.shape)
    return Status::error(name, " is not the ", shardrt::name(want.dtype), " ",
                         shardrt::formatShape(want.shape),
                         " tensor the program's argument ", number, " is");
  StatusOr<ShardSpec> spec = savedSpec(tensor, mesh, shape->size());
  SHARDRT_RETURN_IF_ERROR(spec.status());
  const llvm::json::Array *files = tensor.getArray("files");
  if (!files || int64_t(files->size()) != mesh.numDevices())
    return Status::error(name, " does not list a file for each of the ",
                         mesh.numDevices(), " devices");
  std::vector<Array> blocks;
  for (const llvm::json::Value &file : *files) {
    std::optional<llvm::StringRef> fileName = file.getAsString();
    // A file of this directory, nothing else.
    if (!fileName || fileName->empty() || fileName->contains('/') ||
        fileName->starts_with("."))
      return Status::error(name, " lists a file outside the checkpoint");
    StatusOr<Array> block = readSafetensor(dir + "/" + fileName->str(), name);
    SHARDRT_RETURN_IF_ERROR(block.status());
    blocks.push_back(std::move(*block));
  }
  StatusOr<Array> whole = shardrt::assemble(blocks, *shape, *spec, mesh, 0);
  if (!whole.isOk())
    return Status::error(name, ": ", whole.status().message());
  return whole;
}

} // namespace

std::string placeCheckpoint(const Programs &programs,
                            std::vector<CarriedState> &carried) {
  MeshShape mesh = tensorMesh(programs.mesh, programs.pipelineAxis);
  llvm::json::Object tensors;
  for (CarriedState &c : carried) {
    const BoundaryTensor &t = programs.inputs[size_t(c.input)];
    int64_t stage = outputStage(programs, size_t(c.output));
    llvm::json::Array files;
    for (int64_t d = 0; d < mesh.numDevices(); ++d) {
      int64_t writer = writerOf(programs, t.spec, d, stage);
      files.push_back("rank" + std::to_string(writer) + ".safetensors");
      if (!llvm::is_contained(c.writers, writer))
        c.writers.push_back(writer);
    }
    std::sort(c.writers.begin(), c.writers.end());
    tensors[shardrt::checkpointName(c.input)] =
        indexEntry(programs, t, std::move(files));
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::json::Value(makeIndex(programs, std::move(tensors)));
  os.flush();
  // The members without the braces: the ranks add the step.
  return text.substr(1, text.size() - 2);
}

StatusOr<std::set<size_t>> readCheckpoint(const std::string &dir,
                                          const Programs &programs,
                                          int64_t &step,
                                          const std::string &into) {
  std::string path = dir + "/index.json";
  StatusOr<std::string> text = readSmallFile(path);
  SHARDRT_RETURN_IF_ERROR(text.status());
  auto fail = [&](const Status &why) {
    return Status::error("checkpoint '", path, "': ", why.message());
  };
  llvm::Expected<llvm::json::Value> json =
      shard::parseBoundedJson(*text, kMaxJsonDepth);
  if (!json)
    return fail(Status::error(llvm::toString(json.takeError())));
  const llvm::json::Object *index = json->getAsObject();
  std::optional<int64_t> saved =
      index ? index->getInteger("step") : std::nullopt;
  const llvm::json::Object *tensors =
      index ? index->getObject("tensors") : nullptr;
  if (!saved || *saved < 0 || !tensors)
    return fail(Status::error("it records no step or no tensors"));
  step = *saved;
  int pipelineAxis = -1;
  StatusOr<MeshShape> ranks = savedMesh(*index, pipelineAxis);
  if (!ranks.isOk())
    return fail(ranks.status());
  MeshShape mesh = tensorMesh(*ranks, pipelineAxis);
  std::set<size_t> state;
  for (size_t j = 0; j < programs.inputs.size(); ++j) {
    if (programs.updatedBy[j] < 0)
      continue;
    const llvm::json::Object *tensor =
        tensors->getObject(shardrt::checkpointName(int(j)));
    if (!tensor)
      return fail(Status::error("it holds no ", shardrt::checkpointName(int(j)),
                                ", the state of @", programs.name,
                                "'s argument ", j));
    StatusOr<Array> whole =
        readSavedTensor(dir, *tensor, mesh, programs.inputs[j], int(j));
    if (!whole.isOk())
      return fail(whole.status());
    // Written before the next is read: one tensor in memory at a time.
    SHARDRT_RETURN_IF_ERROR(shardrt::writeNpy(
        into + "/input" + std::to_string(j) + ".npy", *whole));
    state.insert(j);
  }
  if (state.size() != tensors->size())
    return fail(Status::error("it holds ", tensors->size(), " tensors but @",
                              programs.name, " carries ", state.size()));
  return state;
}

} // namespace shard::driver
