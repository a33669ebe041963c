//===- RunData.cpp - a run's data: input files, plan, output shards -------===//

#include "driver/RunData.h"

#include "driver/RunReport.h"
#include "driver/ShardIndex.h"
#include "driver/UserInputs.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <fstream>
#include <unistd.h>

using shardrt::Array;
using shardrt::Status;
using shardrt::StatusOr;

namespace shard::driver {
namespace {

/// splitmix64: a small, well-mixed generator that is the same everywhere.
struct Random {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  /// Uniform in [-1, 1).
  double uniform() { return double(next() >> 11) * 0x1p-52 - 1.0; }
};

/// Writes seeded random values for `t` as the .npy file `path`, a piece
/// at a time: floats uniform in [-1, 1), integers in [0, 16), booleans
/// either way. Never all zeros.
Status writeRandomInput(const std::string &path, const BoundaryTensor &t,
                        uint64_t seed, size_t index, const Deadline &deadline) {
  Random rng{seed * 1000003u + index * 7919u + 1};
  bool isFloat = shardrt::isFloat(t.dtype);
  shardrt::NpyWriter writer;
  SHARDRT_RETURN_IF_ERROR(writer.open(path, t.dtype, t.shape));
  constexpr int64_t kPiece = int64_t(1) << 20;
  int64_t count = shardrt::numElements(t.shape);
  Array piece(t.dtype, {std::min(kPiece, count)});
  for (int64_t done = 0; done < count;) {
    SHARDRT_RETURN_IF_ERROR(deadline.check("making the inputs"));
    int64_t n = std::min(kPiece, count - done);
    for (int64_t k = 0; k < n; ++k) {
      if (isFloat)
        piece.set(k, rng.uniform());
      else if (t.dtype == shardrt::DType::Bool)
        piece.set(k, double(rng.next() & 1));
      else
        piece.set(k, double(rng.next() % 16));
    }
    SHARDRT_RETURN_IF_ERROR(
        writer.write(piece.data.data(), size_t(n) * sizeOf(t.dtype)));
    done += n;
  }
  return writer.close();
}

/// Input `i` of `programs` as `tensor`: checked against the argument
/// without reading its elements.
StatusOr<InputFile> checkInput(const Programs &programs, size_t i,
                               const UserTensor &tensor) {
  const BoundaryTensor &t = programs.inputs[i];
  if (tensor.shape != t.shape)
    return Status::error("input ", i, " (", tensor.name, ") has shape ",
                         shardrt::formatShape(tensor.shape), " but @",
                         programs.name, " expects ",
                         shardrt::formatShape(t.shape));
  // No silent conversion: f64 data would overflow f32, integers would
  // change meaning.
  if (tensor.dtype != t.dtype)
    return Status::error("input ", i, " (", tensor.name, ") holds ",
                         shardrt::name(tensor.dtype), " elements but @",
                         programs.name, " expects ", shardrt::name(t.dtype),
                         "; convert the file (numpy: a.astype(...))");
  return InputFile{tensor.path, tensor.dataOffset};
}

/// The .npy file shard-run wrote at `path` as input `i`.
StatusOr<InputFile> writtenInput(const Programs &programs, size_t i,
                                 const std::string &path) {
  StatusOr<shardrt::NpyFile> file = shardrt::readNpyLayout(path);
  SHARDRT_RETURN_IF_ERROR(file.status());
  return checkInput(programs, i,
                    {absolutePath(path), file->dtype, file->shape,
                     file->dataOffset, "'" + path + "'"});
}

/// Bytes of `t`'s elements.
uint64_t bytesOf(const BoundaryTensor &t) {
  return uint64_t(shardrt::numElements(t.shape)) * sizeOf(t.dtype);
}

/// Fails unless the files shard-run is about to write under `dir`
/// (`bytes`) fit in the space left there.
Status checkDiskSpace(const std::string &dir, uint64_t bytes) {
  llvm::ErrorOr<llvm::sys::fs::space_info> space =
      llvm::sys::fs::disk_space(dir);
  if (space && bytes > space->available)
    return Status::error("the run's files take ", bytes, " bytes but '", dir,
                         "' has ", space->available, " bytes free");
  return Status::ok();
}

/// The rank that holds device `device`'s block of output `i`.
int64_t outputRank(const Programs &programs, size_t i, int64_t device) {
  return rankOfDevice(programs, device, outputStage(programs, i));
}

} // namespace

Status writeText(const std::string &path, const std::string &text) {
  std::ofstream out(path);
  out << text;
  if (!out)
    return Status::error("cannot write '", path, "'");
  return Status::ok();
}

Status checkMemory(const Programs &programs, const RunOptions &options) {
  uint64_t memory =
      uint64_t(::sysconf(_SC_PHYS_PAGES)) * uint64_t(::sysconf(_SC_PAGESIZE));
  int64_t devices =
      programs.spmd
          ? programs.mesh.numDevices()
          : tensorMesh(programs.mesh, programs.pipelineAxis).numDevices();
  // The bytes every device's block of `t` takes together.
  auto blocks = [&](const BoundaryTensor &t) -> StatusOr<uint64_t> {
    uint64_t held = bytesOf(t);
    if (!programs.spmd && held > 0) {
      StatusOr<std::vector<int64_t>> local =
          shardrt::localShape(t.shape, t.spec, programs.mesh);
      SHARDRT_RETURN_IF_ERROR(local.status());
      held = uint64_t(shardrt::numElements(*local)) * sizeOf(t.dtype);
    }
    uint64_t all;
    return __builtin_mul_overflow(held, uint64_t(devices), &all) ? UINT64_MAX
                                                                 : all;
  };
  // Putting output i together (after the ranks end, on this machine) holds
  // every device's block of it and the whole tensor, and --check keeps the
  // whole outputs before it.
  uint64_t kept = 0;
  if (options.assemble && !programs.spmd)
    for (size_t i = 0; i < programs.outputs.size(); ++i) {
      StatusOr<uint64_t> held = blocks(programs.outputs[i]);
      SHARDRT_RETURN_IF_ERROR(held.status());
      uint64_t whole = bytesOf(programs.outputs[i]), need;
      if (__builtin_add_overflow(*held, whole, &need) ||
          __builtin_add_overflow(need, kept, &need))
        need = UINT64_MAX;
      if (options.check && __builtin_add_overflow(kept, whole, &kept))
        kept = UINT64_MAX;
      if (need > memory)
        return Status::error(
            "putting output ", i, " together takes ", need,
            " bytes, more than this machine's ", memory,
            " bytes of memory; --no-assemble leaves the outputs as the "
            "ranks' shards and their index");
    }
  if (options.launch.launcher != LaunchOptions::Launcher::Mpirun ||
      !options.launch.hostfile.empty())
    return Status::ok();
  uint64_t total = 0;
  for (const std::vector<BoundaryTensor> *list :
       {&programs.inputs, &programs.outputs})
    for (const BoundaryTensor &t : *list) {
      StatusOr<uint64_t> held = blocks(t);
      SHARDRT_RETURN_IF_ERROR(held.status());
      if (__builtin_add_overflow(total, *held, &total))
        total = UINT64_MAX;
    }
  if (total > memory)
    return Status::error("the ranks' inputs and outputs take ", total,
                         " bytes, more than this machine's ", memory,
                         " bytes of memory; run the ranks on more machines "
                         "(--hostfile, srun) or a smaller model or mesh");
  return Status::ok();
}

StatusOr<std::vector<InputFile>> writeInputs(const Programs &programs,
                                             const RunOptions &options,
                                             const Deadline &deadline,
                                             const std::string &dir,
                                             const std::set<size_t> &given) {
  // What shard-run writes, counted before anything is.
  uint64_t written = 0;
  for (size_t i = 0; i < programs.inputs.size(); ++i)
    if (!given.count(i) && (initialInput(programs, i, options.inputsDir) ||
                            options.inputsDir.empty()))
      written += bytesOf(programs.inputs[i]);
  SHARDRT_RETURN_IF_ERROR(checkDiskSpace(dir, written));
  std::vector<InputFile> files;
  for (size_t i = 0; i < programs.inputs.size(); ++i) {
    SHARDRT_RETURN_IF_ERROR(deadline.check("making the inputs"));
    std::string path = dir + "/input" + std::to_string(i) + ".npy";
    const Array *initial = initialInput(programs, i, options.inputsDir);
    if (given.count(i)) {
      // The job wrote it there (a dataset's first row, resumed state).
    } else if (initial) {
      SHARDRT_RETURN_IF_ERROR(shardrt::writeNpy(path, *initial));
    } else if (options.inputsDir.empty()) {
      SHARDRT_RETURN_IF_ERROR(writeRandomInput(path, programs.inputs[i],
                                               options.seed, i, deadline));
    } else {
      StatusOr<UserTensor> own = locateUserInput(options.inputsDir, i);
      SHARDRT_RETURN_IF_ERROR(own.status());
      StatusOr<InputFile> file = checkInput(programs, i, *own);
      SHARDRT_RETURN_IF_ERROR(file.status());
      // A .npy file is linked where shard-run's own inputs go (the oracle
      // reads them there); a safetensors file's tensors stay in it.
      if (llvm::StringRef(own->path).ends_with(".npy") &&
          !llvm::sys::fs::equivalent(own->path, path)) {
        llvm::sys::fs::remove(path);
        if (std::error_code ec = llvm::sys::fs::create_link(own->path, path))
          return Status::error("cannot link '", path, "' to '", own->path,
                               "': ", ec.message());
      }
      files.push_back(*file);
      continue;
    }
    StatusOr<InputFile> file = writtenInput(programs, i, path);
    SHARDRT_RETURN_IF_ERROR(file.status());
    files.push_back(*file);
  }
  return files;
}

void addToPlan(shardrt::InputPlan &plan,
               const std::vector<BoundaryTensor> &boundary,
               const std::vector<InputFile> &files, uint64_t seed,
               int64_t rank) {
  for (size_t i = 0; i < files.size(); ++i) {
    const BoundaryTensor &t = boundary[i];
    shardrt::GlobalInput g;
    g.number = int(i);
    g.rank = rank;
    g.dtype = t.dtype;
    g.shape = t.shape;
    g.spec = t.spec;
    g.seed = seed * 1000003u + i;
    g.dataOffset = files[i].dataOffset;
    g.path = files[i].path;
    plan.inputs.push_back(std::move(g));
  }
}

Status writeOutputIndex(const Programs &programs, const std::string &out,
                        const std::string &shards) {
  shardrt::MeshShape mesh = tensorMesh(programs.mesh, programs.pipelineAxis);
  llvm::json::Object tensors;
  for (size_t i = 0; i < programs.outputs.size(); ++i) {
    llvm::json::Array files;
    for (int64_t d = 0; d < mesh.numDevices(); ++d)
      files.push_back(rankDir(shards, outputRank(programs, i, d)) + "/output" +
                      std::to_string(i) + ".npy");
    tensors["output" + std::to_string(i)] =
        indexEntry(programs, programs.outputs[i], std::move(files));
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::formatv(
            "{0:2}", llvm::json::Value(makeIndex(programs, std::move(tensors))))
     << "\n";
  os.flush();
  return writeText(out + "/outputs.json", text);
}

StatusOr<std::vector<Array>> assembleOutputs(const Programs &programs,
                                             const std::string &dir,
                                             const std::string &out,
                                             bool keep) {
  shardrt::MeshShape mesh = tensorMesh(programs.mesh, programs.pipelineAxis);
  uint64_t whole = 0;
  for (const BoundaryTensor &t : programs.outputs)
    whole += bytesOf(t);
  SHARDRT_RETURN_IF_ERROR(checkDiskSpace(out, whole));
  std::vector<Array> outputs;
  for (size_t i = 0; i < programs.outputs.size(); ++i) {
    const BoundaryTensor &t = programs.outputs[i];
    std::vector<Array> blocks;
    for (int64_t d = 0; d < mesh.numDevices(); ++d) {
      StatusOr<Array> block =
          shardrt::readNpy(rankDir(dir, outputRank(programs, i, d)) +
                           "/output" + std::to_string(i) + ".npy");
      SHARDRT_RETURN_IF_ERROR(block.status());
      blocks.push_back(std::move(*block));
    }
    // Replicas computed the same values in the same order, so they agree to
    // the last bit unless the partitioning is wrong; a little slack allows
    // for collectives that reduce in rank-dependent order.
    StatusOr<Array> full =
        shardrt::assemble(blocks, t.shape, t.spec, mesh, 1e-6);
    if (!full.isOk())
      return Status::error("output ", i, ": ", full.status().message());
    SHARDRT_RETURN_IF_ERROR(
        shardrt::writeNpy(out + "/output" + std::to_string(i) + ".npy", *full));
    if (keep)
      outputs.push_back(std::move(*full));
  }
  return outputs;
}

} // namespace shard::driver
