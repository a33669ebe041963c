//===- Program.cpp - the main of generated programs -----------------------===//

#include "runtime/Program.h"

#include "runtime/Array.h"
#include "runtime/MpiCommunicator.h"
#include "runtime/ProgramIo.h"
#include "runtime/RankStats.h"
#include "runtime/TrainingJob.h"

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <optional>
#include <string>

namespace shardrt {
namespace {

/// One stage of a pipeline program, as described.
struct PipelineStage {
  ProgramInfo info;
  ProgramFn run;
};

struct Options {
  /// The input plan (InputPlan.h), read by rank 0.
  std::string inputs;
  std::string outputs;
  /// Who reads the inputs' files and writes the outputs (ProgramIo.h).
  FileAccess access = FileAccess::Root;
  int repeat = 0;
  /// With --repeat: every run starts together (a barrier before each), so
  /// that the time per run is one step's latency; without, runs go back
  /// to back and a pipeline's stages overlap consecutive runs.
  bool syncRuns = false;
  /// Seeded random inputs instead of files (benchmarks of programs whose
  /// inputs are too big to ship).
  std::optional<uint64_t> randomSeed;
  /// Replay the runs after the first as a captured graph.
  bool graph = false;
  /// Run once more with tracing and write DIR/rank<r>/trace.json.
  std::string trace;
  /// Run as the training job this file (on rank 0) describes (JobSpec.h).
  std::string job;
};

constexpr const char *kUsage =
    "(--inputs PLAN | --random-inputs SEED) [--outputs DIR] [--io "
    "direct|root] [--repeat N [--sync-runs]] [--graph] [--trace DIR] [--job "
    "FILE]";

/// Seeded values like shard-run's: floats uniform in [-1, 1), integers in
/// [0, 16), booleans either way; a different stream per rank and input.
Array randomArray(const TensorSpec &spec, uint64_t seed, int rank,
                  size_t index) {
  Array a(spec.dtype, spec.shape);
  uint64_t state = seed * 1000003u + uint64_t(rank) * 7919u + index + 1;
  auto next = [&state] {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  };
  for (int i = 0; i < 8; ++i)
    next();
  for (int64_t i = 0; i < a.numElements(); ++i) {
    uint64_t bits = next();
    if (isFloat(spec.dtype))
      a.set(i, double(bits >> 11) * 0x1p-52 - 1.0);
    else if (spec.dtype == DType::Bool)
      a.set(i, double(bits & 1));
    else
      a.set(i, double(bits % 16));
  }
  return a;
}

StatusOr<Options> parseOptions(int argc, char **argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&]() -> const char * {
      return i + 1 < argc ? argv[++i] : nullptr;
    };
    const char *v = nullptr;
    if ((arg == "--inputs" || arg == "--outputs" || arg == "--repeat" ||
         arg == "--random-inputs" || arg == "--trace" || arg == "--job" ||
         arg == "--io") &&
        !(v = value()))
      return Status::error("option ", arg, " needs a value");
    if (arg == "--inputs")
      options.inputs = v;
    else if (arg == "--io") {
      std::string access = v;
      if (access != "direct" && access != "root")
        return Status::error("--io '", access, "' is not direct or root");
      options.access =
          access == "direct" ? FileAccess::Direct : FileAccess::Root;
    } else if (arg == "--trace")
      options.trace = v;
    else if (arg == "--job")
      options.job = v;
    else if (arg == "--outputs")
      options.outputs = v;
    else if (arg == "--repeat" || arg == "--random-inputs") {
      char *end = nullptr;
      errno = 0;
      unsigned long long n = std::strtoull(v, &end, 10);
      if (!*v || *end || errno || *v == '-' ||
          (arg == "--repeat" && n > 1000000))
        return Status::error(arg, " '", v, "' is not ",
                             arg == "--repeat" ? "a count from 0 to 1000000"
                                               : "a seed (a number >= 0)");
      if (arg == "--repeat")
        options.repeat = int(n);
      else
        options.randomSeed = n;
    } else if (arg == "--graph")
      options.graph = true;
    else if (arg == "--sync-runs")
      options.syncRuns = true;
    else
      return Status::error("unknown option '", arg, "'; usage: ", kUsage);
  }
  if (options.inputs.empty() == !options.randomSeed)
    return Status::error("give --inputs PLAN or --random-inputs SEED; usage: ",
                         kUsage);
  // A job's steps change its inputs between runs: there is no run to
  // repeat, replay or trace again.
  if (!options.job.empty() &&
      (options.repeat > 0 || options.graph || !options.trace.empty()))
    return Status::error("--job runs its own steps; it takes no --repeat, "
                         "--graph or --trace");
  return options;
}

/// The stage of `rank` among `stages`, by its coordinate on `axis`.
StatusOr<const PipelineStage *>
stageOf(int rank, const std::string &axis,
        const std::vector<PipelineStage> &stages) {
  const MeshShape &mesh = stages.front().info.mesh;
  if (axis.empty())
    return &stages.front();
  int index = mesh.axisIndex(axis);
  if (index < 0 || mesh.sizes[size_t(index)] != int64_t(stages.size()))
    return Status::error("the pipeline's ", stages.size(),
                         " stages do not match mesh axis '", axis, "'");
  if (rank >= mesh.numDevices())
    return Status::error("rank ", rank, " is outside the mesh of ",
                         mesh.numDevices(), " devices");
  return &stages[size_t(mesh.coords(rank)[size_t(index)])];
}

/// This rank's world: MPI's, or for a device program its device
/// communicator over it; refuses --trace and --graph where they cannot work.
StatusOr<std::unique_ptr<Communicator>> openWorld(int *argc, char ***argv,
                                                  const Options &options,
                                                  const ProgramInfo &first) {
  StatusOr<std::unique_ptr<Communicator>> mpi = createMpiWorld(argc, argv);
  SHARDRT_RETURN_IF_ERROR(mpi.status());
  std::unique_ptr<Communicator> world = std::move(*mpi);
  if (!options.trace.empty() && first.memory() == MemorySpace::Device)
    return Status::error("--trace times host programs; a device program's "
                         "work runs after its host calls return");
  if (options.graph && !first.device)
    return Status::error("--graph needs a program with graphs (a CUDA "
                         "program); this one runs on the host");
  if (first.memory() == MemorySpace::Device) {
    StatusOr<std::unique_ptr<Communicator>> nccl = first.device->world(*world);
    SHARDRT_RETURN_IF_ERROR(nccl.status());
    world = std::move(*nccl);
  }
  // Refused before anything runs: the capture would fail at the first
  // collective, after the first run.
  if (options.graph && world->communicatesOnHost())
    return Status::error("--graph captures the run in a CUDA graph, and this "
                         "backend (staged: more ranks than GPUs, or "
                         "SHARDRT_DEVICE_COMM=staged) waits for its "
                         "collectives on the host, which a capture does not "
                         "allow; it needs NCCL, a GPU per rank");
  return world;
}

/// The buffers a rank allocates, in the program's memory; freed when this
/// goes.
struct Buffers {
  Communicator &comm;
  std::vector<void *> all;

  ~Buffers() {
    for (void *b : all)
      comm.deallocate(b);
  }
  /// A buffer of `bytes`, freed with the others.
  StatusOr<void *> allocate(size_t bytes) {
    StatusOr<void *> p = comm.allocate(bytes);
    if (p.isOk())
      all.push_back(*p);
    return p;
  }
  /// One buffer for each tensor of `specs`, appended to `buffers`.
  Status allocateTensors(const std::vector<TensorSpec> &specs,
                         std::vector<void *> &buffers) {
    for (const TensorSpec &spec : specs) {
      StatusOr<void *> buffer =
          allocate(size_t(numElements(spec.shape)) * sizeOf(spec.dtype));
      SHARDRT_RETURN_IF_ERROR(buffer.status());
      buffers.push_back(*buffer);
    }
    return Status::ok();
  }
};

/// Fills `inputs`: from the files of the plan rank 0 reads, or made here
/// from --random-inputs.
Status fillInputs(Runtime &rt, Stream stream, const Options &options,
                  const ProgramInfo &info, int rank, const ProgramOf &programOf,
                  const std::vector<void *> &inputs) {
  if (!options.randomSeed) {
    StatusOr<std::string> text = shareFile(rt, stream, options.inputs);
    SHARDRT_RETURN_IF_ERROR(text.status());
    StatusOr<InputPlan> plan = InputPlan::parse(*text);
    SHARDRT_RETURN_IF_ERROR(plan.status());
    size_t slash = options.inputs.rfind('/');
    plan->resolveAgainst(slash == std::string::npos
                             ? std::string(".")
                             : options.inputs.substr(0, slash));
    return loadInputs(rt, stream, *plan, options.access, programOf, inputs);
  }
  for (size_t i = 0; i < info.inputs.size(); ++i) {
    Array array = randomArray(info.inputs[i], *options.randomSeed, rank,
                              size_t(info.inputNumbers[i]));
    SHARDRT_RETURN_IF_ERROR(rt.world().copyFromHost(
        inputs[i], array.data.data(), array.numBytes(), stream));
    // The host array is freed at the end of this iteration.
    SHARDRT_RETURN_IF_ERROR(rt.synchronize(stream));
  }
  return Status::ok();
}

/// A second, warm run (constants made, scratch grown), started together and
/// traced; rank 0 writes every rank's trace under `dir`.
Status traceRun(Runtime &rt, Stream stream,
                const std::function<Status()> &again, int rank,
                const std::string &dir) {
  SHARDRT_RETURN_IF_ERROR(rt.world().barrier());
  rt.tracer().enable();
  SHARDRT_RETURN_IF_ERROR(again());
  SHARDRT_RETURN_IF_ERROR(rt.synchronize(stream));
  rt.tracer().endAction();
  rt.tracer().disable();
  return gatherText(rt, stream, rt.tracer().json(rank), dir, "trace.json");
}

/// Runs `again` --repeat times, records the mean time per run in `stats`
/// and prints it on rank 0.
Status timeRuns(Runtime &rt, Stream stream,
                const std::function<Status()> &again, const Options &options,
                int rank, const std::string &name, RankStats &stats) {
  Communicator &comm = rt.world();
  SHARDRT_RETURN_IF_ERROR(comm.barrier());
  auto start = std::chrono::steady_clock::now();
  // Runs are enqueued back to back, one wait at the end; or each waited
  // for and started together.
  for (int i = 0; i < options.repeat; ++i) {
    if (options.syncRuns && i > 0) {
      SHARDRT_RETURN_IF_ERROR(rt.synchronize(stream));
      SHARDRT_RETURN_IF_ERROR(comm.barrier());
    }
    SHARDRT_RETURN_IF_ERROR(again());
  }
  SHARDRT_RETURN_IF_ERROR(rt.synchronize(stream));
  SHARDRT_RETURN_IF_ERROR(comm.barrier());
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  stats.meanRunMs = 1e3 * seconds / options.repeat;
  if (rank == 0)
    std::printf("%s: %.6f ms per run (%d runs)\n", name.c_str(),
                stats.meanRunMs, options.repeat);
  return Status::ok();
}

/// Outputs and stats.
Status writeResults(Runtime &rt, Stream stream, const Options &options,
                    const RankStats &stats, const ProgramOf &programOf,
                    const std::vector<void *> &outputs) {
  if (options.outputs.empty())
    return rt.world().barrier();
  RankStats measured = stats;
  measured.peakRssBytes = peakResidentBytes();
  SHARDRT_RETURN_IF_ERROR(gatherText(rt, stream, formatRankStats(measured),
                                     options.outputs, "stats.txt"));
  SHARDRT_RETURN_IF_ERROR(writeOutputs(rt, stream, options.outputs,
                                       options.access, programOf, outputs));
  return rt.world().barrier();
}

/// The runs of `info`'s program on this rank, once its runtime and stream
/// are made: inputs in, the first run timed, --graph, --trace and --repeat,
/// then outputs and stats out.
Status runStage(Runtime &rt, Stream stream, const Options &options,
                const ProgramInfo &info, ProgramFn run, int rank,
                const ProgramOf &programOf, int pipelineAxis) {
  Communicator &comm = rt.world();
  // Inputs: in the program's memory, from the plan's files or made here.
  Buffers buffers{comm, {}};
  std::vector<void *> inputs;
  SHARDRT_RETURN_IF_ERROR(buffers.allocateTensors(info.inputs, inputs));
  SHARDRT_RETURN_IF_ERROR(
      fillInputs(rt, stream, options, info, rank, programOf, inputs));
  std::vector<void *> outputs;
  SHARDRT_RETURN_IF_ERROR(buffers.allocateTensors(info.outputs, outputs));
  StatusOr<void *> arena = buffers.allocate(info.arenaBytes);
  SHARDRT_RETURN_IF_ERROR(arena.status());

  std::byte *arenaBytes = static_cast<std::byte *>(*arena);
  RankStats stats;
  stats.arenaBytes = int64_t(info.arenaBytes);
  if (!options.job.empty()) {
    StatusOr<std::string> text = shareFile(rt, stream, options.job);
    SHARDRT_RETURN_IF_ERROR(text.status());
    StatusOr<JobSpec> job = JobSpec::parse(*text);
    SHARDRT_RETURN_IF_ERROR(job.status());
    SHARDRT_RETURN_IF_ERROR(runJob(
        rt, stream, *job,
        {info, run, programOf, inputs, outputs, arenaBytes, pipelineAxis},
        stats));
    stats.keptPeakBytes = rt.keptPeakBytes();
    return writeResults(rt, stream, options, stats, programOf, outputs);
  }
  // The first run, timed on this rank, counting what it sends.
  rt.resetTraffic();
  auto firstStart = std::chrono::steady_clock::now();
  SHARDRT_RETURN_IF_ERROR(
      fromError(run(rt, stream, arenaBytes, inputs.data(), outputs.data())));
  SHARDRT_RETURN_IF_ERROR(rt.synchronize(stream));
  stats.firstRunMs = 1e3 * std::chrono::duration<double>(
                               std::chrono::steady_clock::now() - firstStart)
                               .count();
  stats.traffic = rt.traffic();
  stats.keptPeakBytes = rt.keptPeakBytes();
  // Every later run: the program again, or a replay of its graph (captured
  // after the first run, which made the constants and the scratch).
  std::function<Status()> again = [&] {
    return fromError(
        run(rt, stream, arenaBytes, inputs.data(), outputs.data()));
  };
  if (options.graph) {
    StatusOr<std::function<Status()>> replay = info.device->captureGraph(
        run, rt, stream, arenaBytes, inputs.data(), outputs.data());
    SHARDRT_RETURN_IF_ERROR(replay.status());
    again = *replay;
    SHARDRT_RETURN_IF_ERROR(again());
    SHARDRT_RETURN_IF_ERROR(rt.synchronize(stream));
  }
  if (!options.trace.empty())
    SHARDRT_RETURN_IF_ERROR(traceRun(rt, stream, again, rank, options.trace));
  if (options.repeat > 0)
    SHARDRT_RETURN_IF_ERROR(
        timeRuns(rt, stream, again, options, rank, info.name, stats));
  return writeResults(rt, stream, options, stats, programOf, outputs);
}

/// The whole run on this rank; any error is returned, not printed.
/// `programName` is set to the program the rank runs, for error messages.
Status runRank(int argc, char **argv, const std::string &axis,
               const std::vector<PipelineStage> &stages,
               std::string &programName) {
  StatusOr<Options> options = parseOptions(argc, argv);
  SHARDRT_RETURN_IF_ERROR(options.status());
  // What every stage shares: the memory space and the device communicator.
  StatusOr<std::unique_ptr<Communicator>> opened =
      openWorld(&argc, &argv, *options, stages.front().info);
  SHARDRT_RETURN_IF_ERROR(opened.status());
  std::unique_ptr<Communicator> world = std::move(*opened);
  int rank = world->rank();
  StatusOr<const PipelineStage *> stage = stageOf(rank, axis, stages);
  SHARDRT_RETURN_IF_ERROR(stage.status());
  const ProgramInfo &info = (*stage)->info;
  programName = info.name;
  StatusOr<std::unique_ptr<Runtime>> rt =
      Runtime::create(std::move(world), info.mesh, info.groups);
  SHARDRT_RETURN_IF_ERROR(rt.status());
  Communicator &comm = (*rt)->world();
  StatusOr<Stream> created = comm.createStream();
  SHARDRT_RETURN_IF_ERROR(created.status());
  struct StreamOwner {
    Communicator &comm;
    Stream stream;
    ~StreamOwner() { comm.destroyStream(stream); }
  } owner{comm, *created};

  if (const char *failRank = std::getenv("SHARDRT_FAIL_RANK"))
    if (std::atoi(failRank) == rank)
      return Status::error("injected failure (SHARDRT_FAIL_RANK=", failRank,
                           ")");

  ProgramOf programOf = [&](int r) -> StatusOr<const ProgramInfo *> {
    StatusOr<const PipelineStage *> s = stageOf(r, axis, stages);
    SHARDRT_RETURN_IF_ERROR(s.status());
    return &(*s)->info;
  };
  return runStage(**rt, owner.stream, *options, info, (*stage)->run, rank,
                  programOf, axis.empty() ? -1 : info.mesh.axisIndex(axis));
}

} // namespace

int programMain(int argc, char **argv, DescribeFn describe, ProgramFn run) {
  return pipelineMain(argc, argv, "", {{describe, run}});
}

int pipelineMain(int argc, char **argv, const char *axis,
                 std::initializer_list<Stage> described) {
  std::vector<PipelineStage> stages;
  for (const Stage &stage : described) {
    stages.push_back({ProgramInfo(), stage.run});
    stage.describe(stages.back().info);
  }
  Status status = Status::ok();
  std::string name = stages.front().info.name;
  try {
    status = runRank(argc, argv, axis, stages, name);
  } catch (const std::exception &e) {
    status = Status::error("uncaught exception: ", e.what());
  }
  if (!status.isOk()) {
    const char *rank = std::getenv("OMPI_COMM_WORLD_RANK");
    std::fprintf(stderr, "[rank %s] error in %s: %s\n", rank ? rank : "0",
                 name.c_str(), status.message().c_str());
    std::fflush(stderr);
    abortMpiJob(1);
  }
  finalizeMpi();
  return 0;
}

} // namespace shardrt
