//===- Driver.cpp - shard-run: inputs, launch, assembly, check ------------===//

#include "driver/Driver.h"

#include "driver/Job.h"
#include "driver/Options.h"
#include "driver/Programs.h"
#include "driver/RunReport.h"
#include "driver/Toolchain.h"

#include "dialect/ScheduleKind.h"

#include "runtime/RankStats.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
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

/// The end of the run: --timeout bounds all of it, not only mpirun.
struct Deadline {
  std::chrono::steady_clock::time_point end;
  int64_t seconds;

  /// Whole seconds left (at least 1 while any time is left).
  int64_t remaining() const {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                    end - std::chrono::steady_clock::now())
                    .count();
    return left <= 0 ? 0 : std::max<int64_t>(1, (left + 999) / 1000);
  }
  /// An error naming `step` once the time is up.
  Status check(const char *step) const {
    if (remaining() > 0)
      return Status::ok();
    return Status::error("--timeout of ", seconds, " s reached while ", step);
  }
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

/// The global inputs: the job's (`given`), read from `dir`
/// (input<i>.npy), an initial value, or made up.
StatusOr<std::vector<Array>>
globalInputs(const Programs &programs, const RunOptions &options,
             const Deadline &deadline,
             const std::map<size_t, Array> &given = {}) {
  std::vector<Array> inputs;
  for (size_t i = 0; i < programs.inputs.size(); ++i) {
    SHARDRT_RETURN_IF_ERROR(deadline.check("making the inputs"));
    const BoundaryTensor &t = programs.inputs[i];
    if (auto it = given.find(i); it != given.end()) {
      inputs.push_back(it->second);
      continue;
    }
    if (const Array *initial = initialInput(programs, i, options.inputsDir)) {
      inputs.push_back(*initial);
      continue;
    }
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
    // No silent conversion: f64 data would overflow f32, integers would
    // change meaning.
    if (array->dtype != t.dtype)
      return Status::error("input ", i, " ('", path, "') holds ",
                           shardrt::name(array->dtype), " elements but @",
                           programs.name, " expects ", shardrt::name(t.dtype),
                           "; convert the file (numpy: a.astype(...))");
    inputs.push_back(std::move(*array));
  }
  return inputs;
}

/// Fails if every one of `ranks` writing input files of `bytes` (one entry
/// per tensor) would take more than kMaxBytes in all.
Status checkInputFiles(const std::vector<int64_t> &bytes, int64_t ranks) {
  int64_t total = 0;
  for (int64_t b : bytes)
    if (__builtin_add_overflow(total, b, &total))
      total = kMaxBytes + 1;
  if (__builtin_mul_overflow(total, ranks, &total) || total > kMaxBytes)
    return Status::error("the inputs of ", ranks,
                         " ranks would take more than ", kMaxBytes,
                         " bytes of files; use a smaller mesh or model");
  return Status::ok();
}

/// Writes each rank's blocks of `inputs` under `dir` (partial inputs split
/// into random parts from `seed`).
Status scatterInputs(const std::vector<Array> &inputs,
                     const std::vector<BoundaryTensor> &boundary,
                     const shardrt::MeshShape &mesh, const std::string &dir,
                     uint64_t seed, const Deadline &deadline) {
  // What every rank's files take, counted before anything is written.
  std::vector<int64_t> bytes;
  for (const BoundaryTensor &t : boundary) {
    StatusOr<std::vector<int64_t>> local =
        shardrt::localShape(t.shape, t.spec, mesh);
    if (!local.isOk())
      return local.status();
    bytes.push_back(shardrt::numElements(*local) * int64_t(sizeOf(t.dtype)));
  }
  SHARDRT_RETURN_IF_ERROR(checkInputFiles(bytes, mesh.numDevices()));
  for (int64_t rank = 0; rank < mesh.numDevices(); ++rank) {
    SHARDRT_RETURN_IF_ERROR(deadline.check("writing the ranks' inputs"));
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
/// A pipeline's output i is on the ranks of stage `outputStages[i]`.
StatusOr<std::vector<Array>>
gatherOutputs(const std::vector<BoundaryTensor> &boundary,
              const shardrt::MeshShape &meshOfRanks, int pipelineAxis,
              const std::vector<int64_t> &outputStages,
              const std::string &dir) {
  // The devices that hold outputs: the mesh without the pipeline axis.
  shardrt::MeshShape mesh = meshOfRanks;
  if (pipelineAxis >= 0)
    mesh.sizes[size_t(pipelineAxis)] = 1;
  auto rankOf = [&](int64_t r, size_t output) {
    if (pipelineAxis < 0)
      return r;
    std::vector<int64_t> coords = mesh.coords(r);
    // A stage function that lists no result numbers returns the program's
    // results from the last stage.
    coords[size_t(pipelineAxis)] =
        output < outputStages.size()
            ? outputStages[output]
            : meshOfRanks.sizes[size_t(pipelineAxis)] - 1;
    return meshOfRanks.rankOf(coords);
  };
  std::vector<Array> outputs;
  for (size_t i = 0; i < boundary.size(); ++i) {
    std::vector<Array> blocks;
    for (int64_t r = 0; r < mesh.numDevices(); ++r) {
      int64_t rank = rankOf(r, i);
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

/// Writes `text` as `dir`/program.cpp (program.cu for CUDA) and compiles it
/// into `dir`/program within the time left.
Status compileProgram(const Toolchain &toolchain, const std::string &dir,
                      const std::string &text, Target target,
                      const Deadline &deadline) {
  std::string source =
      dir + (target == Target::Cuda ? "/program.cu" : "/program.cpp");
  SHARDRT_RETURN_IF_ERROR(writeText(source, text));
  SHARDRT_RETURN_IF_ERROR(deadline.check("compiling"));
  return toolchain.compile(source, dir + "/program", target,
                           deadline.remaining());
}

/// What --compile-only prints instead of running.
void reportCompiled(const Programs &programs, const RunOptions &options,
                    const std::string &binary) {
  llvm::outs() << "shard-run: compiled @" << programs.name << " for "
               << (options.target == Target::Cuda
                       ? "cuda (" + options.cudaArch + ")"
                       : std::string("the host"))
               << " on " << programs.mesh.numDevices() << " ranks: " << binary
               << "\n";
}

/// The arguments of a program whose files are under `dir`.
std::vector<std::string> programArgs(const std::string &dir,
                                     const RunOptions &options) {
  std::vector<std::string> args = {"--inputs", dir, "--outputs", dir};
  if (options.repeat > 0)
    args.insert(args.end(), {"--repeat", std::to_string(options.repeat)});
  if (options.repeat > 0 && options.syncRuns)
    args.push_back("--sync-runs");
  if (!options.trace.empty())
    args.insert(args.end(), {"--trace", dir});
  if (options.graph)
    args.push_back("--graph");
  // Rank 0 reads the job and sends it to the others (JobSpec.h).
  if (options.steps > 0)
    args.insert(args.end(), {"--job", dir + "/job.txt"});
  return args;
}

/// A rank other than 0 under --launcher none: it compiles the program on
/// its own machine, in a directory of its own, and runs its rank of it.
/// Rank 0 makes the inputs, sends them and receives every output
/// (runtime/ProgramIo.h), so no file of rank 0's is needed here.
Status runFollower(const Programs &programs, const Toolchain &toolchain,
                   const RunOptions &options, const Deadline &deadline) {
  llvm::SmallString<128> dir;
  if (std::error_code ec =
          llvm::sys::fs::createUniqueDirectory("shard-run-rank", dir))
    return Status::error("cannot create a work directory: ", ec.message());
  struct Remove {
    llvm::SmallString<128> &dir;
    ~Remove() { llvm::sys::fs::remove_directories(dir); }
  } remove{dir};
  std::string work(dir);
  SHARDRT_RETURN_IF_ERROR(compileProgram(toolchain, work, programs.partitioned,
                                         options.target, deadline));
  if (options.compileOnly)
    return Status::ok();
  return launch(work + "/program", programArgs(work, options),
                int(programs.mesh.numDevices()), deadline.remaining(),
                options.verbose, options.launch);
}

/// Runs a per-device program as written on every rank: each rank's inputs
/// are its own (DIR/rank<r>/input<i>.npy, or random from the seed and the
/// rank), and so are its outputs (OUT/rank<r>/output<i>.npy).
Status runSpmd(const Programs &programs, const Toolchain &toolchain,
               const RunOptions &options, const Deadline &deadline) {
  if (options.check)
    return Status::error("@", programs.name,
                         " already communicates (it is a per-device "
                         "program): there is no unsharded program to --check "
                         "against");
  const shardrt::MeshShape &mesh = programs.mesh;
  std::string out = options.outputDir;
  std::string work = out + "/work";
  SHARDRT_RETURN_IF_ERROR(makeDirectory(work));
  SHARDRT_RETURN_IF_ERROR(compileProgram(toolchain, work, programs.partitioned,
                                         options.target, deadline));
  if (options.compileOnly) {
    reportCompiled(programs, options, work + "/program");
    return Status::ok();
  }
  // Every rank gets whole tensors of its own.
  std::vector<int64_t> bytes;
  for (const BoundaryTensor &t : programs.inputs)
    bytes.push_back(shardrt::numElements(t.shape) * int64_t(sizeOf(t.dtype)));
  SHARDRT_RETURN_IF_ERROR(checkInputFiles(bytes, mesh.numDevices()));
  for (int64_t rank = 0; rank < mesh.numDevices(); ++rank) {
    SHARDRT_RETURN_IF_ERROR(deadline.check("writing the ranks' inputs"));
    SHARDRT_RETURN_IF_ERROR(makeDirectory(rankDir(work, rank)));
    SHARDRT_RETURN_IF_ERROR(makeDirectory(rankDir(out, rank)));
    RunOptions mine = options;
    if (!options.inputsDir.empty())
      mine.inputsDir = rankDir(options.inputsDir, rank);
    mine.seed = options.seed * 1000003u + uint64_t(rank) + 1;
    StatusOr<std::vector<Array>> inputs =
        globalInputs(programs, mine, deadline);
    SHARDRT_RETURN_IF_ERROR(inputs.status());
    for (size_t i = 0; i < inputs->size(); ++i) {
      std::string name = "/input" + std::to_string(i) + ".npy";
      SHARDRT_RETURN_IF_ERROR(
          shardrt::writeNpy(rankDir(work, rank) + name, (*inputs)[i]));
      SHARDRT_RETURN_IF_ERROR(
          shardrt::writeNpy(rankDir(out, rank) + name, (*inputs)[i]));
    }
  }
  SHARDRT_RETURN_IF_ERROR(deadline.check("starting the ranks"));
  SHARDRT_RETURN_IF_ERROR(launch(work + "/program", programArgs(work, options),
                                 int(mesh.numDevices()), deadline.remaining(),
                                 options.verbose, options.launch));
  for (int64_t rank = 0; rank < mesh.numDevices(); ++rank)
    for (size_t i = 0; i < programs.outputs.size(); ++i) {
      std::string name = "/output" + std::to_string(i) + ".npy";
      if (std::error_code ec = llvm::sys::fs::copy_file(
              rankDir(work, rank) + name, rankDir(out, rank) + name))
        return Status::error("cannot copy rank ", rank, "'s output ", i, ": ",
                             ec.message());
    }
  reportRun(programs, out);
  StatusOr<std::vector<shardrt::RankStats>> stats = readRankStats(work, mesh);
  SHARDRT_RETURN_IF_ERROR(stats.status());
  reportRanks(mesh, *stats);
  if (!options.trace.empty())
    SHARDRT_RETURN_IF_ERROR(mergeTraces(work, mesh, options.trace));
  if (!options.json.empty())
    return writeRunJson(options.json, programs, out, *stats, nullptr);
  return Status::ok();
}

/// The toolchain found for the target, with the options' flags and
/// settings applied.
StatusOr<Toolchain> findToolchain(const RunOptions &options) {
  StatusOr<Toolchain> toolchain =
      Toolchain::find(options.runtimeRoot, options.argv0, options.target);
  SHARDRT_RETURN_IF_ERROR(toolchain.status());
  toolchain->flags.insert(toolchain->flags.end(), options.cxxFlags.begin(),
                          options.cxxFlags.end());
  toolchain->cudaArch = options.cudaArch;
  toolchain->verbose = options.verbose;
  toolchain->native = options.native;
  toolchain->useCache = options.cache;
  return toolchain;
}

/// Runs the unsharded program on one device under `reference`, on the same
/// inputs as the partitioned one.
Status runReference(const Programs &programs, const Toolchain &toolchain,
                    const std::vector<Array> &inputs, const Job *job,
                    const std::string &reference, const RunOptions &options,
                    const Deadline &deadline) {
  SHARDRT_RETURN_IF_ERROR(makeDirectory(rankDir(reference, 0)));
  SHARDRT_RETURN_IF_ERROR(compileProgram(
      toolchain, reference, programs.reference, Target::Host, deadline));
  shardrt::MeshShape single;
  single.axes = {"device"};
  single.sizes = {1};
  std::vector<BoundaryTensor> whole = programs.inputs;
  for (BoundaryTensor &t : whole)
    t.spec = shardrt::ShardSpec::replicated(t.shape.size());
  SHARDRT_RETURN_IF_ERROR(
      scatterInputs(inputs, whole, single, reference, options.seed, deadline));
  std::vector<std::string> args = {"--inputs", reference, "--outputs",
                                   reference};
  if (job) {
    SHARDRT_RETURN_IF_ERROR(
        writeText(reference + "/job.txt",
                  referenceJob(*job, reference + "/steps.json").format()));
    args.insert(args.end(), {"--job", reference + "/job.txt"});
  }
  SHARDRT_RETURN_IF_ERROR(deadline.check("starting the reference"));
  return launch(reference + "/program", args, 1, deadline.remaining(),
                options.verbose, options.launch);
}

/// Runs a partitioned program: writes the global inputs and every rank's
/// blocks of them, launches the ranks, assembles and reports the outputs,
/// and with --check compares them with the unsharded program's.
Status runPartitioned(const Programs &programs, const Toolchain &toolchain,
                      const RunOptions &options, const Deadline &deadline,
                      int &exitCode) {
  const shardrt::MeshShape &mesh = programs.mesh;

  std::string out = options.outputDir;
  std::string work = out + "/work";
  // The partitioned program on every device of the mesh.
  std::string partitioned = work + "/partitioned";
  SHARDRT_RETURN_IF_ERROR(makeDirectory(partitioned));
  SHARDRT_RETURN_IF_ERROR(compileProgram(
      toolchain, partitioned, programs.partitioned, options.target, deadline));
  if (options.compileOnly) {
    reportCompiled(programs, options, partitioned + "/program");
    return Status::ok();
  }
  SHARDRT_RETURN_IF_ERROR(makeDirectory(out + "/inputs"));
  std::optional<Job> job;
  if (options.steps > 0) {
    StatusOr<Job> prepared = prepareJob(programs, options, out);
    SHARDRT_RETURN_IF_ERROR(prepared.status());
    job = std::move(*prepared);
    SHARDRT_RETURN_IF_ERROR(
        writeText(partitioned + "/job.txt", job->spec.format()));
  }
  StatusOr<std::vector<Array>> inputs =
      globalInputs(programs, options, deadline,
                   job ? job->given : std::map<size_t, Array>());
  SHARDRT_RETURN_IF_ERROR(inputs.status());
  for (size_t i = 0; i < inputs->size(); ++i)
    SHARDRT_RETURN_IF_ERROR(shardrt::writeNpy(
        out + "/inputs/input" + std::to_string(i) + ".npy", (*inputs)[i]));

  SHARDRT_RETURN_IF_ERROR(scatterInputs(*inputs, programs.inputs, mesh,
                                        partitioned, options.seed, deadline));
  SHARDRT_RETURN_IF_ERROR(deadline.check("starting the ranks"));
  SHARDRT_RETURN_IF_ERROR(launch(partitioned + "/program",
                                 programArgs(partitioned, options),
                                 int(mesh.numDevices()), deadline.remaining(),
                                 options.verbose, options.launch));
  StatusOr<std::vector<Array>> outputs =
      gatherOutputs(programs.outputs, mesh, programs.pipelineAxis,
                    programs.outputStages, partitioned);
  SHARDRT_RETURN_IF_ERROR(outputs.status());
  for (size_t i = 0; i < outputs->size(); ++i)
    SHARDRT_RETURN_IF_ERROR(shardrt::writeNpy(
        out + "/output" + std::to_string(i) + ".npy", (*outputs)[i]));
  reportRun(programs, out);
  std::optional<llvm::json::Object> record;
  if (job) {
    StatusOr<llvm::json::Object> read = readJobRecord(job->spec.metricsPath);
    SHARDRT_RETURN_IF_ERROR(read.status());
    record = std::move(*read);
    reportJob(*record);
  }
  StatusOr<std::vector<shardrt::RankStats>> stats =
      readRankStats(partitioned, mesh);
  SHARDRT_RETURN_IF_ERROR(stats.status());
  reportRanks(mesh, *stats);
  if (!options.trace.empty())
    SHARDRT_RETURN_IF_ERROR(mergeTraces(partitioned, mesh, options.trace));
  const llvm::json::Object *jobRecord = record ? &*record : nullptr;
  if (!options.check)
    return options.json.empty() ? Status::ok()
                                : writeRunJson(options.json, programs, out,
                                               *stats, nullptr, jobRecord);

  // The reference on one device, on the same inputs.
  std::string reference = work + "/reference";
  SHARDRT_RETURN_IF_ERROR(runReference(programs, toolchain, *inputs,
                                       job ? &*job : nullptr, reference,
                                       options, deadline));
  bool allOk = true;
  std::vector<CheckedOutput> checked;
  SHARDRT_RETURN_IF_ERROR(compareOutputs(*outputs, reference, options.tolerance,
                                         options.target, checked, allOk));
  if (job)
    SHARDRT_RETURN_IF_ERROR(compareJobLosses(
        *record, reference + "/steps.json",
        options.tolerance.value_or(defaultTolerance(shardrt::DType::F32)),
        allOk));
  llvm::outs() << (allOk ? "check passed" : "check FAILED") << "\n";
  exitCode = allOk ? 0 : 1;
  if (!options.json.empty())
    return writeRunJson(options.json, programs, out, *stats, &checked,
                        jobRecord);
  return Status::ok();
}

Status runPrograms(const RunOptions &options, int &exitCode) {
  SHARDRT_RETURN_IF_ERROR(validateOptions(options));
  Deadline deadline{std::chrono::steady_clock::now() +
                        std::chrono::seconds(options.timeout),
                    options.timeout};
  StatusOr<Toolchain> toolchain = findToolchain(options);
  SHARDRT_RETURN_IF_ERROR(toolchain.status());
  StatusOr<Programs> programs =
      buildPrograms(options.model, options.mesh, options.entry,
                    options.optimize, options.target, options.pipeline);
  SHARDRT_RETURN_IF_ERROR(programs.status());
  if (options.launch.launcher == LaunchOptions::Launcher::None) {
    StatusOr<JobRank> job = jobRank();
    SHARDRT_RETURN_IF_ERROR(job.status());
    if (job->size != programs->mesh.numDevices())
      return Status::error("the job has ", job->size, " ranks but @",
                           programs->name, "'s mesh has ",
                           programs->mesh.numDevices(), " devices");
    if (job->rank != 0)
      return runFollower(*programs, *toolchain, options, deadline);
  }
  if (programs->spmd && options.steps > 0)
    return Status::error("--steps runs a program shard partitions; @",
                         programs->name, " is already per-device");
  if (programs->spmd)
    return runSpmd(*programs, *toolchain, options, deadline);
  return runPartitioned(*programs, *toolchain, options, deadline, exitCode);
}

} // namespace

int run(const RunOptions &options) {
  int exitCode = 0;
  Status status = runPrograms(options, exitCode);
  llvm::outs().flush();
  if (!status.isOk()) {
    // An empty message: MLIR already printed the error with its location.
    if (!status.message().empty())
      llvm::errs() << "shard-run: error: " << status.message() << "\n";
    return 1;
  }
  return exitCode;
}

} // namespace shard::driver
