//===- Driver.cpp - shard-run: compile, launch, report, check -------------===//

#include "driver/Driver.h"

#include "driver/Deadline.h"
#include "driver/Job.h"
#include "driver/Options.h"
#include "driver/Programs.h"
#include "driver/RunData.h"
#include "driver/RunReport.h"
#include "driver/Toolchain.h"

#include "dialect/ScheduleKind.h"

#include "runtime/InputPlan.h"
#include "runtime/RankStats.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>

using shardrt::Array;
using shardrt::Status;
using shardrt::StatusOr;

namespace shard::driver {
namespace {

Status makeDirectory(const std::string &path) {
  if (std::error_code ec = llvm::sys::fs::create_directories(path))
    return Status::error("cannot create '", path, "': ", ec.message());
  return Status::ok();
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

/// Whether rank 0 reads and writes every rank's files (ProgramIo.h): by
/// default where the ranks may run on other machines (a hostfile, srun,
/// your own launcher), which need not see this machine's files.
bool rootIo(const RunOptions &options) {
  return options.rootIo.value_or(options.launch.launcher !=
                                     LaunchOptions::Launcher::Mpirun ||
                                 !options.launch.hostfile.empty());
}

/// The arguments of a program whose files (its input plan, outputs, stats
/// and traces) are under `dir`.
std::vector<std::string> programArgs(const std::string &dir,
                                     const RunOptions &options) {
  std::vector<std::string> args = {
      "--inputs",  dir + "/inputs.plan",
      "--outputs", dir,
      "--io",      rootIo(options) ? "root" : "direct"};
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
/// Rank 0 makes the inputs, and under --io root (the default there) sends
/// them and receives every output (runtime/ProgramIo.h), so no file of
/// rank 0's is needed here.
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
  if (!options.assemble)
    return Status::error("@", programs.name,
                         " is a per-device program: its outputs are each "
                         "rank's own, whole, not shards to --no-assemble");
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
  shardrt::InputPlan plan;
  std::vector<BoundaryTensor> whole = programs.inputs;
  for (BoundaryTensor &t : whole)
    t.spec = shardrt::ShardSpec::replicated(t.shape.size());
  for (int64_t rank = 0; rank < mesh.numDevices(); ++rank) {
    SHARDRT_RETURN_IF_ERROR(deadline.check("writing the ranks' inputs"));
    SHARDRT_RETURN_IF_ERROR(makeDirectory(rankDir(work, rank)));
    SHARDRT_RETURN_IF_ERROR(makeDirectory(rankDir(out, rank)));
    RunOptions mine = options;
    if (!options.inputsDir.empty())
      mine.inputsDir = rankDir(options.inputsDir, rank);
    mine.seed = options.seed * 1000003u + uint64_t(rank) + 1;
    StatusOr<std::vector<InputFile>> files =
        writeInputs(programs, mine, deadline, rankDir(out, rank));
    SHARDRT_RETURN_IF_ERROR(files.status());
    addToPlan(plan, whole, *files, 0, rank);
  }
  SHARDRT_RETURN_IF_ERROR(writeText(work + "/inputs.plan", plan.format()));
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
  reportRun(programs, {out, true});
  StatusOr<std::vector<shardrt::RankStats>> stats = readRankStats(work, mesh);
  SHARDRT_RETURN_IF_ERROR(stats.status());
  reportRanks(mesh, *stats);
  if (!options.trace.empty())
    SHARDRT_RETURN_IF_ERROR(mergeTraces(work, mesh, options.trace));
  if (!options.json.empty())
    return writeRunJson(options.json, programs, {out, true}, *stats, nullptr);
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
/// input files as the partitioned one.
Status runReference(const Programs &programs, const Toolchain &toolchain,
                    const std::vector<InputFile> &inputs, const Job *job,
                    const std::string &reference, const RunOptions &options,
                    const Deadline &deadline) {
  SHARDRT_RETURN_IF_ERROR(makeDirectory(rankDir(reference, 0)));
  SHARDRT_RETURN_IF_ERROR(compileProgram(
      toolchain, reference, programs.reference, Target::Host, deadline));
  std::vector<BoundaryTensor> whole = programs.inputs;
  for (BoundaryTensor &t : whole)
    t.spec = shardrt::ShardSpec::replicated(t.shape.size());
  shardrt::InputPlan plan;
  addToPlan(plan, whole, inputs, options.seed, -1);
  SHARDRT_RETURN_IF_ERROR(writeText(reference + "/inputs.plan", plan.format()));
  std::vector<std::string> args = {"--inputs", reference + "/inputs.plan",
                                   "--outputs", reference};
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
  // The partitioned program on every device of the mesh, and its ranks'
  // files.
  const char *shards = "work/partitioned";
  std::string partitioned = out + "/" + shards;
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
  StatusOr<std::vector<InputFile>> inputs =
      writeInputs(programs, options, deadline, out + "/inputs",
                  job ? job->given : std::set<size_t>());
  SHARDRT_RETURN_IF_ERROR(inputs.status());
  shardrt::InputPlan plan;
  addToPlan(plan, programs.inputs, *inputs, options.seed, -1);
  SHARDRT_RETURN_IF_ERROR(
      writeText(partitioned + "/inputs.plan", plan.format()));
  SHARDRT_RETURN_IF_ERROR(deadline.check("starting the ranks"));
  SHARDRT_RETURN_IF_ERROR(launch(partitioned + "/program",
                                 programArgs(partitioned, options),
                                 int(mesh.numDevices()), deadline.remaining(),
                                 options.verbose, options.launch));
  SHARDRT_RETURN_IF_ERROR(writeOutputIndex(programs, out, shards));
  std::vector<Array> outputs;
  if (options.assemble) {
    StatusOr<std::vector<Array>> assembled =
        assembleOutputs(programs, partitioned, out, options.check);
    SHARDRT_RETURN_IF_ERROR(assembled.status());
    outputs = std::move(*assembled);
  }
  reportRun(programs, {out, options.assemble});
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
    return options.json.empty()
               ? Status::ok()
               : writeRunJson(options.json, programs, {out, options.assemble},
                              *stats, nullptr, jobRecord);

  // The reference on one device, on the same inputs.
  std::string reference = work + "/reference";
  SHARDRT_RETURN_IF_ERROR(runReference(programs, toolchain, *inputs,
                                       job ? &*job : nullptr, reference,
                                       options, deadline));
  bool allOk = true;
  std::vector<CheckedOutput> checked;
  SHARDRT_RETURN_IF_ERROR(compareOutputs(outputs, reference, options.tolerance,
                                         options.target, checked, allOk));
  if (job)
    SHARDRT_RETURN_IF_ERROR(compareJobLosses(
        *record, reference + "/steps.json",
        options.tolerance.value_or(defaultTolerance(shardrt::DType::F32)),
        allOk));
  llvm::outs() << (allOk ? "check passed" : "check FAILED") << "\n";
  exitCode = allOk ? 0 : 1;
  if (!options.json.empty())
    return writeRunJson(options.json, programs, {out, options.assemble}, *stats,
                        &checked, jobRecord);
  return Status::ok();
}

Status runPrograms(const RunOptions &options, int &exitCode) {
  SHARDRT_RETURN_IF_ERROR(validateOptions(options));
  Deadline deadline{std::chrono::steady_clock::now() +
                        std::chrono::seconds(options.timeout),
                    options.timeout};
  StatusOr<Toolchain> toolchain = findToolchain(options);
  SHARDRT_RETURN_IF_ERROR(toolchain.status());
  StatusOr<Programs> programs = buildPrograms(
      options.model, options.mesh, options.entry, options.collectives,
      options.target, options.emit, options.pipeline,
      ModelRewrites{StateSharding{options.fsdp
                                      ? *options.fsdp
                                      : options.shardOptimizer.value_or(""),
                                  options.fsdp.has_value()},
                    options.sequenceParallel.value_or(""), options.narrowF64});
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
  if (!options.compileOnly)
    SHARDRT_RETURN_IF_ERROR(checkMemory(*programs, options));
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
