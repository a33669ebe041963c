//===- Toolchain.cpp - compiling and launching generated programs ---------===//

#include "driver/Toolchain.h"

#include "driver/Process.h"

#include "driver/CompileCache.h"
#include "driver/PrecompiledHeader.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include "llvm/TargetParser/Host.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <thread>
#include <unistd.h>
#include <utime.h>

extern char **environ;

namespace shard::driver {

using shardrt::Status;
using shardrt::StatusOr;

namespace {

/// The library generated programs of `target` link against.
const char *runtimeLibrary(Target target) {
  return target == Target::Cuda ? "libshardrt_cuda.so" : "libshardrt.so";
}

/// Where a runtime may be: headers under include/runtime, libraries in lib.
struct RuntimeLayout {
  std::string include, lib;
};

/// The two layouts a directory may hold: a source tree (or Bazel runfiles)
/// and an installation prefix (scripts/install.sh).
std::vector<RuntimeLayout> layoutsOf(const std::string &dir) {
  return {{dir, dir + "/runtime"}, {dir + "/include/shard", dir + "/lib"}};
}

/// CUDA runs need the host runtime too: --check's reference is host C++.
bool hasRuntime(const RuntimeLayout &layout, Target target) {
  return llvm::sys::fs::exists(layout.include + "/runtime/ProgramAbi.h") &&
         llvm::sys::fs::exists(layout.lib + "/libshardrt.so") &&
         llvm::sys::fs::exists(layout.lib + "/" + runtimeLibrary(target));
}

std::string absolutePath(const std::string &path) {
  llvm::SmallString<256> absolute(path);
  llvm::sys::fs::make_absolute(absolute);
  llvm::sys::path::remove_dots(absolute, /*remove_dot_dot=*/true);
  return std::string(absolute);
}

/// nvcc: $NVCC, $CUDA_PATH/bin/nvcc, /usr/local/cuda/bin/nvcc, or PATH's.
std::string findNvcc() {
  if (const char *nvcc = std::getenv("NVCC"); nvcc && *nvcc)
    return nvcc;
  for (const char *root :
       {static_cast<const char *>(std::getenv("CUDA_PATH")), "/usr/local/cuda"})
    if (root && *root &&
        llvm::sys::fs::can_execute(std::string(root) + "/bin/nvcc"))
      return std::string(root) + "/bin/nvcc";
  llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName("nvcc");
  return found ? *found : std::string();
}

/// The environment of this process with `extra` (NAME=value) added or
/// replaced, and without the variables whose names start with one of
/// `drop`.
std::vector<std::string>
environment(const std::vector<std::string> &extra,
            const std::vector<llvm::StringRef> &drop = {}) {
  std::vector<std::string> env;
  for (char **e = environ; *e; ++e) {
    std::string entry = *e;
    std::string name = entry.substr(0, entry.find('='));
    if (llvm::any_of(drop, [&](llvm::StringRef prefix) {
          return llvm::StringRef(name).starts_with(prefix);
        }))
      continue;
    if (std::none_of(extra.begin(), extra.end(), [&](const std::string &x) {
          return x.compare(0, name.size() + 1, name + "=") == 0;
        }))
      env.push_back(entry);
  }
  env.insert(env.end(), extra.begin(), extra.end());
  return env;
}

/// Runs `argv` and returns its exit code; -1 if it could not start.
int execute(const std::vector<std::string> &argv,
            const std::vector<std::string> &env, int64_t timeoutSeconds,
            const std::string &stderrFile, bool verbose, std::string &error) {
  if (verbose) {
    for (const std::string &a : argv)
      llvm::errs() << a << ' ';
    llvm::errs() << '\n';
  }
  // In a process group of its own, stopped as a whole at the timeout or
  // when shard-run is asked to stop (driver/Process.h).
  ProcessResult result = runProcess(argv, env, timeoutSeconds, stderrFile);
  error = result.error;
  return result.code;
}

} // namespace

StatusOr<Toolchain> Toolchain::find(const std::string &explicitRoot,
                                    const std::string &argv0, Target target) {
  std::vector<RuntimeLayout> candidates;
  auto add = [&](const std::string &dir) {
    for (const RuntimeLayout &layout : layoutsOf(dir))
      candidates.push_back(layout);
  };
  if (!explicitRoot.empty())
    add(explicitRoot);
  if (const char *root = std::getenv("SHARD_RUNTIME_ROOT"))
    add(root);
  std::string exe = llvm::sys::fs::getMainExecutable(
      argv0.c_str(), reinterpret_cast<void *>(&Toolchain::find));
  // Installed: <prefix>/bin/shard-run.
  llvm::SmallString<256> prefix(exe);
  llvm::sys::path::remove_filename(prefix);
  llvm::sys::path::append(prefix, "..");
  candidates.push_back(layoutsOf(std::string(prefix))[1]);
  for (const char *var : {"RUNFILES_DIR", "TEST_SRCDIR"})
    if (const char *dir = std::getenv(var))
      add(std::string(dir) + "/shard");
  add(exe + ".runfiles/shard");
  add(argv0 + ".runfiles/shard");
  for (const RuntimeLayout &layout : candidates) {
    if (!hasRuntime(layout, target))
      continue;
    Toolchain toolchain;
    toolchain.includeDir = absolutePath(layout.include);
    toolchain.libDir = absolutePath(layout.lib);
    const char *cxx = std::getenv("CXX");
    toolchain.compiler = cxx && *cxx ? cxx : "g++";
    // $SHARD_CXXFLAGS: flags for every generated program's compiler (g++
    // or nvcc), before --Xcxx's, which a command line can still override.
    if (const char *env = std::getenv("SHARD_CXXFLAGS")) {
      llvm::SmallVector<llvm::StringRef> words;
      llvm::StringRef(env).split(words, ' ', -1, /*KeepEmpty=*/false);
      for (llvm::StringRef word : words)
        toolchain.flags.push_back(word.str());
    }
    if (target == Target::Cuda) {
      toolchain.nvcc = findNvcc();
      if (toolchain.nvcc.empty())
        return Status::error("--target cuda needs nvcc: set NVCC or "
                             "CUDA_PATH, or put it on PATH");
    }
    return toolchain;
  }
  if (!explicitRoot.empty())
    return Status::error(
        "no runtime under --runtime-root '", explicitRoot,
        "': neither runtime/ProgramAbi.h and runtime/", runtimeLibrary(target),
        " (a source tree) nor include/shard/runtime/ProgramAbi.h and lib/",
        runtimeLibrary(target), " (an installation)");
  if (target == Target::Cuda)
    return Status::error("cannot find libshardrt_cuda next to ", exe,
                         "; build //tools:shard-run with Bazel on a machine "
                         "with the CUDA toolkit, or pass --runtime-root");
  return Status::error("cannot find libshardrt next to ", exe,
                       "; build //tools:shard-run with Bazel or pass "
                       "--runtime-root");
}

/// A hash of the contents of `path` (after symlinks), or of the path if it
/// cannot be read.
static std::string fileHash(const std::string &path) {
  llvm::SmallString<256> real;
  if (llvm::sys::fs::real_path(path, real))
    real = path;
  if (auto contents = llvm::MemoryBuffer::getFile(real))
    return std::string(real) + ':' +
           llvm::utohexstr(llvm::xxh3_64bits((*contents)->getBuffer()));
  return std::string(real);
}

/// What -march=native means on this machine: the CPU and its features.
static std::string hostCpu() {
  std::string cpu = llvm::sys::getHostCPUName().str();
  std::vector<std::string> features;
  for (const auto &feature : llvm::sys::getHostCPUFeatures())
    if (feature.second)
      features.push_back(feature.first().str());
  std::sort(features.begin(), features.end());
  for (const std::string &f : features)
    cpu += "," + f;
  return cpu;
}

/// A hash of the runtime headers in `headers` and of `libDir`/`library`.
static std::string runtimeFingerprint(const std::string &headers,
                                      const std::string &libDir,
                                      const std::string &library) {
  std::vector<std::string> files = {libDir + "/" + library};
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(headers, ec), end; it != end && !ec;
       it.increment(ec))
    if (llvm::StringRef(it->path()).ends_with(".h"))
      files.push_back(it->path());
  std::sort(files.begin() + 1, files.end());
  std::string hashes;
  for (const std::string &file : files)
    if (auto contents = llvm::MemoryBuffer::getFile(file))
      hashes += file + ':' +
                llvm::utohexstr(llvm::xxh3_64bits((*contents)->getBuffer())) +
                ';';
  return hashes;
}

/// The compiler command of `toolchain` for `target`: `head` up to the source
/// (compiler, flags, then the toolchain's extra flags), `tail` after it (the
/// runtime to link).
static Status compilerCommand(const Toolchain &toolchain, Target target,
                              std::vector<std::string> &head,
                              std::vector<std::string> &tail) {
  if (target == Target::Cuda) {
    // The shared CUDA runtime: libshardrt_cuda selects each rank's device
    // in it, and the program's launches must see that choice. Warning 177
    // is the helpers a program does not use; relaxed constexpr lets device
    // code call <cmath>'s constexpr classification functions.
    head = {toolchain.nvcc,
            "-std=c++17",
            "-O3",
            "-arch=" + toolchain.cudaArch,
            "-diag-suppress=177",
            "--expt-relaxed-constexpr",
            "-I" + toolchain.includeDir,
            "-x",
            "cu"};
    tail = {"-cudart",
            "shared",
            "-L" + toolchain.libDir,
            "-l:libshardrt_cuda.so",
            "-Xlinker",
            "-rpath=" + toolchain.libDir};
  } else {
    llvm::ErrorOr<std::string> compilerPath =
        llvm::sys::findProgramByName(toolchain.compiler);
    if (!compilerPath)
      return Status::error("C++ compiler '", toolchain.compiler,
                           "' not found (set CXX)");
    // Programs never read or trap on floating-point exception flags (as
    // clang assumes by default): without -fno-trapping-math GCC may not
    // compute both sides of a select whose side multiplies, so a masked
    // score (`j > i ? -inf : s * scale`) is a branch and its loop scalar.
    head = {*compilerPath, "-std=c++17", "-O3", "-fopenmp",
            "-fno-trapping-math", "-I" + toolchain.includeDir};
    if (toolchain.native)
      head.push_back("-march=native");
    tail = {"-L" + toolchain.libDir, "-lshardrt",
            "-Wl,-rpath," + toolchain.libDir};
  }
  head.insert(head.end(), toolchain.flags.begin(), toolchain.flags.end());
  return Status::ok();
}

/// The part of the cache key that is not the program text: the command line
/// `head` and `tail`, the runtime's headers and library, the compiler's
/// binary and, when tuned for it, the CPU.
static std::string toolCacheKey(const Toolchain &toolchain, Target target,
                                const std::vector<std::string> &head,
                                const std::vector<std::string> &tail) {
  std::string toolKey;
  for (const std::vector<std::string> *part : {&head, &tail})
    for (const std::string &a : *part)
      toolKey += '\0' + a;
  toolKey +=
      '\0' + runtimeFingerprint(toolchain.includeDir + "/runtime",
                                toolchain.libDir, runtimeLibrary(target));
  toolKey += '\0' + fileHash(head.front());
  if (toolchain.native)
    toolKey += '\0' + hostCpu();
  return toolKey;
}

/// Copies the binary `cached` (if the cache has it) to `binary`; true if it
/// did.
static bool copyCached(const std::string &cached, const std::string &binary,
                       bool verbose) {
  if (!llvm::sys::fs::exists(cached) ||
      llvm::sys::fs::copy_file(cached, binary))
    return false;
  llvm::sys::fs::setPermissions(binary, llvm::sys::fs::all_exe |
                                            llvm::sys::fs::owner_all);
  // Used now: the last to be evicted.
  ::utime(cached.c_str(), nullptr);
  if (verbose)
    llvm::errs() << "cached: " << cached << '\n';
  return true;
}

/// The error of a compiler run that returned `code` (0: none), with the
/// compiler's output from `log`.
static Status compileResult(int code, const std::string &error,
                            const std::string &source, const std::string &log) {
  if (code < 0 && error.find("timed out") != std::string::npos)
    return Status::error("--timeout reached while compiling '", source, "'");
  if (code != 0) {
    auto output = llvm::MemoryBuffer::getFile(log);
    return Status::error("compiling the generated program '", source,
                         "' failed", error.empty() ? "" : ": " + error, "\n",
                         output ? (*output)->getBuffer().str() : "");
  }
  return Status::ok();
}

Status Toolchain::compile(const std::string &source, const std::string &binary,
                          Target target, int64_t timeoutSeconds) const {
  std::vector<std::string> head, tail;
  SHARDRT_RETURN_IF_ERROR(compilerCommand(*this, target, head, tail));
  // The cache key is the program text, the command line without the
  // (per-run) source and output paths, and the runtime the program is
  // built against (its headers and library): a rebuilt runtime may change
  // the ABI the cached binaries were compiled for.
  auto text = llvm::MemoryBuffer::getFile(source);
  if (!text)
    return Status::error("cannot read '", source, "'");
  std::string toolKey = toolCacheKey(*this, target, head, tail);
  std::string key = (*text)->getBuffer().str() + toolKey;

  std::string cacheDir = useCache ? cacheDirectory() : "";
  std::string cached;
  CacheLock lock;
  if (!cacheDir.empty()) {
    cached = cacheDir + "/" +
             llvm::utohexstr(llvm::xxh3_64bits(llvm::StringRef(key)));
    // Ranks on one machine (--launcher none) compile the same program at
    // once: the first builds it, the others wait and copy it.
    SHARDRT_RETURN_IF_ERROR(lock.acquire(cached + ".lock", timeoutSeconds));
    if (copyCached(cached, binary, verbose))
      return Status::ok();
  }
  std::string error;
  auto run = [&](const std::vector<std::string> &argv, const std::string &log) {
    return execute(argv, environment({}), timeoutSeconds, log, verbose, error);
  };
  std::vector<std::string> argv = head;
  // Host programs parse the runtime's headers from a precompiled header
  // kept in the cache (nvcc has none).
  if (target == Target::Host) {
    std::string header =
        precompiledHeader(head, includePrologue((*text)->getBuffer()), toolKey,
                          cacheDir, timeoutSeconds, run);
    if (!header.empty())
      argv.insert(argv.end(), {"-include", header});
  }
  argv.push_back(source);
  argv.insert(argv.end(), tail.begin(), tail.end());
  argv.insert(argv.end(), {"-o", binary});

  std::string log = binary + ".compile.log";
  error.clear();
  int code = run(argv, log);
  SHARDRT_RETURN_IF_ERROR(compileResult(code, error, source, log));
  if (!cached.empty()) {
    SHARDRT_RETURN_IF_ERROR(publish(binary, cached));
    evictCache(cacheDir);
  }
  return Status::ok();
}

StatusOr<JobRank> jobRank() {
  static const char *const kVariables[][2] = {
      {"OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE"},
      {"PMI_RANK", "PMI_SIZE"},
      {"SLURM_PROCID", "SLURM_NTASKS"}};
  for (const auto &pair : kVariables) {
    const char *rank = std::getenv(pair[0]);
    const char *size = std::getenv(pair[1]);
    int r = -1, n = 0;
    if (rank && size && !llvm::StringRef(rank).getAsInteger(10, r) &&
        !llvm::StringRef(size).getAsInteger(10, n) && r >= 0 && r < n)
      return JobRank{r, n};
  }
  return Status::error("--launcher none runs one shard-run per rank under "
                       "your launcher (mpirun, srun), but no rank is in the "
                       "environment (OMPI_COMM_WORLD_RANK, PMI_RANK, "
                       "SLURM_PROCID)");
}

namespace {

/// A directory of this process's, removed with it.
struct ScratchDirectory {
  llvm::SmallString<128> path;
  ~ScratchDirectory() {
    if (!path.empty())
      llvm::sys::fs::remove_directories(path);
  }
};

/// What one OpenMPI job needs of its own: its session directory and its
/// shared-memory segments. Two jobs started at once under one TMPDIR race
/// to create the same session directory and one fails; and segments are
/// named after the job id by default, which jobs in PID namespaces of their
/// own (sandboxes, containers) can share.
struct MpiSession {
  ScratchDirectory session, segments;

  Status create() {
    if (std::error_code ec =
            llvm::sys::fs::createUniqueDirectory("shard-mpi", session.path))
      return Status::error("cannot create a session directory for mpirun: ",
                           ec.message());
    if (llvm::sys::fs::createUniqueDirectory("/dev/shm/shard-mpi",
                                             segments.path))
      segments.path = session.path;
    return Status::ok();
  }
};

/// Settings for the OpenMP pool of ranks that run `perMachine` to a
/// machine (0: unknown): they split its cores, and wait without spinning
/// where their threads may outnumber the cores.
std::vector<std::string> openmpSettings(unsigned perMachine) {
  std::vector<std::string> extra;
  unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  // Loop nests and oneDNN's GEMMs share one OpenMP thread pool.
  unsigned threads = perMachine > 0 ? std::max(1u, cores / perMachine) : 0;
  if (const char *set = std::getenv("OMP_NUM_THREADS")) {
    if (llvm::StringRef(set).getAsInteger(10, threads))
      threads = 0;
  } else if (perMachine > 0) {
    extra.push_back("OMP_NUM_THREADS=" + std::to_string(threads));
  }
  // A thread that spins a while after each kernel (libgomp's default)
  // starts the next one at once: a ViT forward of 4.4 ms on 1 thread took
  // 4.3 on 2 waiting passively and 2.4 spinning (bench/zoo_vs_pytorch.py).
  // But a spinning thread takes a core from another rank's threads where
  // they outnumber the cores (with OpenBLAS's own threads, 2x slower on 2
  // cores), or may: there they wait passively.
  bool crowded =
      perMachine == 0 || threads == 0 || perMachine * threads > cores;
  if (crowded && !std::getenv("OMP_WAIT_POLICY"))
    extra.push_back("OMP_WAIT_POLICY=PASSIVE");
  return extra;
}

/// Runs `argv` with `env` until `timeoutSeconds` (plus a little for a
/// launcher to stop its ranks itself) and turns a failure into an error.
Status runJob(const std::vector<std::string> &argv,
              const std::vector<std::string> &env, int ranks,
              int64_t timeoutSeconds, bool verbose, const char *what) {
  std::string error;
  auto start = std::chrono::steady_clock::now();
  int code = execute(argv, env, timeoutSeconds + 5, "", verbose, error);
  auto elapsed = std::chrono::duration_cast<std::chrono::seconds>(
                     std::chrono::steady_clock::now() - start)
                     .count();
  if (code != 0 && elapsed >= timeoutSeconds)
    return Status::error("--timeout reached while the ranks ran (", ranks,
                         " ranks, ", timeoutSeconds, " s left)");
  if (code != 0)
    return Status::error("the job failed (", what, " exited with code ", code,
                         error.empty() ? "" : ": " + error,
                         "); the ranks' messages are above");
  return Status::ok();
}

/// --launcher none: this process is a rank of a job already started.
Status launchInJob(const std::string &program,
                   const std::vector<std::string> &args, int ranks,
                   int64_t timeoutSeconds, bool verbose) {
  StatusOr<JobRank> job = jobRank();
  SHARDRT_RETURN_IF_ERROR(job.status());
  std::vector<std::string> argv = {program};
  argv.insert(argv.end(), args.begin(), args.end());
  if (ranks == job->size) {
    // The program inherits the job's environment and joins it as this
    // rank. The ranks on this machine split its cores.
    unsigned local = 0;
    for (const char *var : {"OMPI_COMM_WORLD_LOCAL_SIZE", "MPI_LOCALNRANKS"})
      if (const char *v = std::getenv(var))
        if (llvm::StringRef(v).getAsInteger(10, local))
          local = 0;
    return runJob(argv, environment(openmpSettings(local)), ranks,
                  timeoutSeconds, verbose, "the program");
  }
  if (ranks != 1)
    return Status::error("the job has ", job->size, " ranks but the program ",
                         "needs ", ranks);
  // One rank on its own (the --check reference): a singleton MPI job, with
  // the launcher's variables removed so that it does not join this job.
  MpiSession session;
  SHARDRT_RETURN_IF_ERROR(session.create());
  std::vector<std::string> extra = openmpSettings(1);
  extra.push_back("OMPI_MCA_orte_tmpdir_base=" +
                  std::string(session.session.path));
  extra.push_back("OMPI_MCA_btl_vader_backing_directory=" +
                  std::string(session.segments.path));
  return runJob(argv,
                environment(extra, {"OMPI_", "OPAL_", "ORTE_", "PMIX_", "PMI_",
                                    "HYDRA_", "SLURM_"}),
                1, timeoutSeconds, verbose, "the program");
}

} // namespace

Status launch(const std::string &program, const std::vector<std::string> &args,
              int ranks, int64_t timeoutSeconds, bool verbose,
              const LaunchOptions &how) {
  // The ranks write to the same stdout: what shard-run printed comes first.
  llvm::outs().flush();
  if (how.launcher == LaunchOptions::Launcher::None)
    return launchInJob(program, args, ranks, timeoutSeconds, verbose);
  bool srun = how.launcher == LaunchOptions::Launcher::Srun;
  const char *launcherName = srun ? "srun" : "mpirun";
  llvm::ErrorOr<std::string> launcher =
      llvm::sys::findProgramByName(launcherName);
  if (!launcher)
    return Status::error(launcherName, " not found",
                         srun ? "; --launcher srun runs inside a Slurm "
                                "allocation"
                              : "; install openmpi-bin (scripts/setup.sh "
                                "does)");
  unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  // Every rank on this machine: they share its cores.
  bool local = !srun && how.hostfile.empty();
  std::vector<std::string> extra = openmpSettings(local ? unsigned(ranks) : 0);
  // OpenMPI refuses to run as root unless told it is intended; only root
  // needs telling (CI runs as root).
  if (!srun && ::geteuid() == 0)
    extra.insert(extra.end(), {"OMPI_ALLOW_RUN_AS_ROOT=1",
                               "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1"});
  std::vector<std::string> argv = {*launcher};
  MpiSession session;
  if (srun) {
    // The environment (OpenMP settings included) goes with the ranks; one
    // failing rank ends the job.
    argv.insert(argv.end(), {"-n", std::to_string(ranks),
                             "--kill-on-bad-exit=1", "--export=ALL"});
  } else {
    SHARDRT_RETURN_IF_ERROR(session.create());
    argv.insert(argv.end(), {"-np", std::to_string(ranks)});
    if (!how.hostfile.empty())
      argv.insert(argv.end(), {"--hostfile", how.hostfile});
    // Ranks here are unbound: OpenMPI binds each of up to 2 ranks to one
    // core, which put all of a rank's OpenMP threads (cores / ranks) on it
    // (one rank on 2 cores ran at 1 thread's speed). More ranks than cores
    // are allowed.
    if (local && unsigned(ranks) > cores)
      argv.push_back("--oversubscribe");
    if (local)
      argv.insert(argv.end(), {"--bind-to", "none"});
    // Ranks here wait by yielding their core (other jobs may share it).
    if (local)
      argv.insert(argv.end(), {"--mca", "mpi_yield_when_idle", "1"});
    argv.insert(argv.end(),
                {"--mca", "orte_tmpdir_base", std::string(session.session.path),
                 "--mca", "btl_vader_backing_directory",
                 std::string(session.segments.path), "--timeout",
                 std::to_string(timeoutSeconds)});
    if (std::getenv("OMP_WAIT_POLICY") ||
        llvm::any_of(extra, [](const std::string &setting) {
          return llvm::StringRef(setting).starts_with("OMP_WAIT_POLICY=");
        }))
      argv.insert(argv.end(), {"-x", "OMP_WAIT_POLICY"});
    if (local)
      argv.insert(argv.end(), {"-x", "OMP_NUM_THREADS"});
    if (std::getenv("SHARDRT_FAIL_RANK"))
      argv.insert(argv.end(), {"-x", "SHARDRT_FAIL_RANK"});
  }
  argv.insert(argv.end(), how.launcherArgs.begin(), how.launcherArgs.end());
  argv.push_back(program);
  argv.insert(argv.end(), args.begin(), args.end());
  // mpirun stops the ranks at the limit; the guard, a little later, stops a
  // launcher that does not.
  return runJob(argv, environment(extra), ranks, timeoutSeconds, verbose,
                launcherName);
}

} // namespace shard::driver
