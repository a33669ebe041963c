//===- Driver.cpp - shard-run: inputs, launch, assembly, check ------------===//

#include "driver/Driver.h"

#include "driver/Programs.h"
#include "driver/Toolchain.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdio>
#include <fstream>

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

/// Seeded random values: floats uniform in [-1, 1), integers in [0, 16),
/// booleans either way. Never all zeros.
Array randomInput(const BoundaryTensor &t, uint64_t seed, size_t index) {
  Array a(t.dtype, t.shape);
  Random rng{seed * 1000003u + index * 7919u + 1};
  bool isFloat =
      t.dtype == shardrt::DType::F32 || t.dtype == shardrt::DType::F16 ||
      t.dtype == shardrt::DType::BF16 || t.dtype == shardrt::DType::F64;
  for (int64_t i = 0; i < a.numElements(); ++i) {
    if (isFloat)
      a.set(i, rng.uniform());
    else if (t.dtype == shardrt::DType::Bool)
      a.set(i, double(rng.next() & 1));
    else
      a.set(i, double(rng.next() % 16));
  }
  return a;
}

Status makeDirectory(const std::string &path) {
  if (std::error_code ec = llvm::sys::fs::create_directories(path))
    return Status::error("cannot create '", path, "': ", ec.message());
  return Status::ok();
}

Status writeText(const std::string &path, const std::string &text) {
  std::ofstream out(path);
  out << text;
  if (!out)
    return Status::error("cannot write '", path, "'");
  return Status::ok();
}

std::string rankDir(const std::string &dir, int64_t rank) {
  return dir + "/rank" + std::to_string(rank);
}

/// The global inputs: read from `dir` (input<i>.npy) or made up.
StatusOr<std::vector<Array>> globalInputs(const Programs &programs,
                                          const RunOptions &options) {
  std::vector<Array> inputs;
  for (size_t i = 0; i < programs.inputs.size(); ++i) {
    const BoundaryTensor &t = programs.inputs[i];
    if (options.inputsDir.empty()) {
      inputs.push_back(randomInput(t, options.seed, i));
      continue;
    }
    std::string path =
        options.inputsDir + "/input" + std::to_string(i) + ".npy";
    StatusOr<Array> array = shardrt::readNpy(path);
    if (!array.isOk())
      return array.status();
    if (array->shape != t.shape)
      return Status::error("input ", i, " ('", path, "') has shape ",
                           shardrt::formatShape(array->shape), " but @",
                           programs.name, " expects ",
                           shardrt::formatShape(t.shape));
    // Floating inputs may come in another float type; they are converted.
    inputs.push_back(shardrt::convert(*array, t.dtype));
  }
  return inputs;
}

/// Writes each rank's blocks of `inputs` under `dir` (partial inputs split
/// into random parts from `seed`).
Status scatterInputs(const std::vector<Array> &inputs,
                     const std::vector<BoundaryTensor> &boundary,
                     const shardrt::MeshShape &mesh, const std::string &dir,
                     uint64_t seed) {
  for (int64_t rank = 0; rank < mesh.numDevices(); ++rank) {
    SHARDRT_RETURN_IF_ERROR(makeDirectory(rankDir(dir, rank)));
    for (size_t i = 0; i < inputs.size(); ++i) {
      StatusOr<Array> block = shardrt::extractShard(
          inputs[i], boundary[i].spec, mesh, rank, seed * 1000003u + i);
      if (!block.isOk())
        return Status::error("input ", i, ": ", block.status().message());
      SHARDRT_RETURN_IF_ERROR(shardrt::writeNpy(
          rankDir(dir, rank) + "/input" + std::to_string(i) + ".npy", *block));
    }
  }
  return Status::ok();
}

/// Reads every rank's outputs from `dir` and assembles the global tensors.
StatusOr<std::vector<Array>>
gatherOutputs(const std::vector<BoundaryTensor> &boundary,
              const shardrt::MeshShape &mesh, const std::string &dir) {
  std::vector<Array> outputs;
  for (size_t i = 0; i < boundary.size(); ++i) {
    std::vector<Array> blocks;
    for (int64_t rank = 0; rank < mesh.numDevices(); ++rank) {
      StatusOr<Array> block = shardrt::readNpy(rankDir(dir, rank) + "/output" +
                                               std::to_string(i) + ".npy");
      if (!block.isOk())
        return block.status();
      blocks.push_back(std::move(*block));
    }
    // Replicas computed the same values in the same order, so they agree to
    // the last bit unless the partitioning is wrong; a little slack allows
    // for collectives that reduce in rank-dependent order.
    StatusOr<Array> full = shardrt::assemble(blocks, boundary[i].shape,
                                             boundary[i].spec, mesh, 1e-6);
    if (!full.isOk())
      return Status::error("output ", i, ": ", full.status().message());
    outputs.push_back(std::move(*full));
  }
  return outputs;
}

double defaultTolerance(shardrt::DType dtype) {
  switch (dtype) {
  case shardrt::DType::F16:
    return 1e-2;
  case shardrt::DType::BF16:
    return 4e-2;
  case shardrt::DType::F64:
    return 1e-12;
  default:
    return 1e-5;
  }
}

/// Max |got - want| / max |want|: the error relative to the tensor's scale,
/// so that elements near zero do not dominate. NaN where one side is NaN
/// and the other is not.
double relativeError(const Array &got, const Array &want, double &absolute) {
  double scale = 0;
  absolute = 0;
  for (int64_t i = 0; i < want.numElements(); ++i) {
    double a = got.get(i), b = want.get(i);
    if (std::isnan(a) != std::isnan(b))
      return absolute = NAN;
    if (std::isnan(a))
      continue;
    scale = std::max(scale, std::fabs(b));
    absolute = std::max(absolute, std::fabs(a - b));
  }
  return scale > 0 ? absolute / scale : absolute;
}

Status runPrograms(const RunOptions &options, int &exitCode) {
  StatusOr<Toolchain> toolchain =
      Toolchain::find(options.runtimeRoot, options.argv0);
  SHARDRT_RETURN_IF_ERROR(toolchain.status());
  toolchain->flags = options.cxxFlags;
  toolchain->verbose = options.verbose;
  StatusOr<Programs> programs = buildPrograms(options.model, options.mesh,
                                              options.entry, options.optimize);
  SHARDRT_RETURN_IF_ERROR(programs.status());
  const shardrt::MeshShape &mesh = programs->mesh;

  std::string out = options.outputDir;
  std::string work = out + "/work";
  for (const std::string &dir : {out + "/inputs", work})
    SHARDRT_RETURN_IF_ERROR(makeDirectory(dir));
  StatusOr<std::vector<Array>> inputs = globalInputs(*programs, options);
  SHARDRT_RETURN_IF_ERROR(inputs.status());
  for (size_t i = 0; i < inputs->size(); ++i)
    SHARDRT_RETURN_IF_ERROR(shardrt::writeNpy(
        out + "/inputs/input" + std::to_string(i) + ".npy", (*inputs)[i]));

  // The partitioned program on every device of the mesh.
  std::string partitioned = work + "/partitioned";
  SHARDRT_RETURN_IF_ERROR(makeDirectory(partitioned));
  SHARDRT_RETURN_IF_ERROR(
      writeText(partitioned + "/program.cpp", programs->partitioned));
  SHARDRT_RETURN_IF_ERROR(toolchain->compile(partitioned + "/program.cpp",
                                             partitioned + "/program"));
  SHARDRT_RETURN_IF_ERROR(scatterInputs(*inputs, programs->inputs, mesh,
                                        partitioned, options.seed));
  std::vector<std::string> args = {"--inputs", partitioned, "--outputs",
                                   partitioned};
  if (options.repeat > 0)
    args.insert(args.end(), {"--repeat", std::to_string(options.repeat)});
  SHARDRT_RETURN_IF_ERROR(launch(partitioned + "/program", args,
                                 int(mesh.numDevices()), options.timeout,
                                 options.verbose));
  StatusOr<std::vector<Array>> outputs =
      gatherOutputs(programs->outputs, mesh, partitioned);
  SHARDRT_RETURN_IF_ERROR(outputs.status());
  for (size_t i = 0; i < outputs->size(); ++i)
    SHARDRT_RETURN_IF_ERROR(shardrt::writeNpy(
        out + "/output" + std::to_string(i) + ".npy", (*outputs)[i]));
  std::string meshText;
  for (size_t a = 0; a < mesh.axes.size(); ++a)
    meshText +=
        (a ? "," : "") + mesh.axes[a] + "=" + std::to_string(mesh.sizes[a]);
  llvm::outs() << "shard-run: @" << programs->name << " ran on " << meshText
               << " (" << mesh.numDevices() << " ranks); outputs in " << out
               << "\n";
  if (programs->communication.empty())
    llvm::outs() << "communication: none\n";
  for (const std::string &line : programs->communication)
    llvm::outs() << "communication: " << line << "\n";
  if (!options.check)
    return Status::ok();

  // The reference on one device, on the same inputs.
  std::string reference = work + "/reference";
  SHARDRT_RETURN_IF_ERROR(makeDirectory(rankDir(reference, 0)));
  SHARDRT_RETURN_IF_ERROR(
      writeText(reference + "/program.cpp", programs->reference));
  SHARDRT_RETURN_IF_ERROR(
      toolchain->compile(reference + "/program.cpp", reference + "/program"));
  shardrt::MeshShape single;
  single.axes = {"device"};
  single.sizes = {1};
  std::vector<BoundaryTensor> whole = programs->inputs;
  for (BoundaryTensor &t : whole)
    t.spec = shardrt::ShardSpec::replicated(t.shape.size());
  SHARDRT_RETURN_IF_ERROR(
      scatterInputs(*inputs, whole, single, reference, options.seed));
  SHARDRT_RETURN_IF_ERROR(launch(
      reference + "/program", {"--inputs", reference, "--outputs", reference},
      1, options.timeout, options.verbose));
  llvm::outs() << "check against the unsharded program on one device:\n";
  llvm::outs() << llvm::format("  %-6s %-16s %-5s %-12s %-12s %-10s %s\n",
                               "output", "shape", "dtype", "max abs err",
                               "max rel err", "tolerance", "result");
  bool allOk = true;
  for (size_t i = 0; i < outputs->size(); ++i) {
    StatusOr<Array> want = shardrt::readNpy(rankDir(reference, 0) + "/output" +
                                            std::to_string(i) + ".npy");
    SHARDRT_RETURN_IF_ERROR(want.status());
    const Array &got = (*outputs)[i];
    double absolute = 0;
    double relative = relativeError(got, *want, absolute);
    double tolerance = options.tolerance >= 0 ? options.tolerance
                                              : defaultTolerance(got.dtype);
    bool ok = relative <= tolerance; // false for NaN
    allOk &= ok;
    llvm::outs() << llvm::format(
        "  %-6zu %-16s %-5s %-12.3e %-12.3e %-10.1e %s\n", i,
        shardrt::formatShape(got.shape).c_str(), shardrt::name(got.dtype),
        absolute, relative, tolerance, ok ? "ok" : "FAIL");
  }
  llvm::outs() << (allOk ? "check passed" : "check FAILED") << "\n";
  exitCode = allOk ? 0 : 1;
  return Status::ok();
}

} // namespace

int run(const RunOptions &options) {
  int exitCode = 0;
  Status status = runPrograms(options, exitCode);
  llvm::outs().flush();
  if (!status.isOk()) {
    llvm::errs() << "shard-run: error: " << status.message() << "\n";
    return 1;
  }
  return exitCode;
}

} // namespace shard::driver
