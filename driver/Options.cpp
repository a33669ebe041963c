//===- Options.cpp - shard-run's option values, checked ------------------===//

#include "driver/Options.h"

#include "driver/Job.h"

#include "dialect/ScheduleKind.h"
#include "passes/pipeline/BalanceSegments.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cctype>
#include <cmath>

using shardrt::Status;

namespace shard::driver {

Status validateOptions(const RunOptions &options) {
  if (options.tolerance &&
      (!std::isfinite(*options.tolerance) || *options.tolerance < 0))
    return Status::error("--tolerance ", *options.tolerance,
                         " is not a finite number >= 0");
  if (options.timeout <= 0 || options.timeout > 7 * 24 * 3600)
    return Status::error("--timeout ", options.timeout,
                         " is not a number of seconds from 1 to 604800");
  if (options.repeat < 0 || options.repeat > 1000000)
    return Status::error("--repeat ", options.repeat,
                         " is not a count from 0 to 1000000");
  if (options.syncRuns && options.repeat == 0)
    return Status::error("--sync-runs times repeated runs; give --repeat N");
  // shard-run writes its inputs, outputs and work tree under -o: an empty
  // path put them at the filesystem root ("" + "/work"), and the root is
  // no run's output directory.
  if (options.outputDir.empty())
    return Status::error("-o '' names no directory; give the directory the "
                         "run's files go to");
  llvm::SmallString<256> out(options.outputDir);
  llvm::sys::fs::make_absolute(out);
  llvm::sys::path::remove_dots(out, /*remove_dot_dot=*/true);
  if (llvm::sys::path::relative_path(out).empty())
    return Status::error("-o '", options.outputDir,
                         "' is the filesystem root; give the run a directory "
                         "of its own");
  if (!options.launch.hostfile.empty() &&
      !llvm::sys::fs::exists(options.launch.hostfile))
    return Status::error("--hostfile '", options.launch.hostfile,
                         "' does not exist");
  if (!options.launch.hostfile.empty() &&
      options.launch.launcher != LaunchOptions::Launcher::Mpirun)
    return Status::error("--hostfile is mpirun's; under srun or --launcher "
                         "none the allocation says where the ranks run");
  if (!options.launch.launcherArgs.empty() &&
      options.launch.launcher == LaunchOptions::Launcher::None)
    return Status::error("--launcher-arg is for mpirun or srun; under "
                         "--launcher none your launcher has its arguments");
  if (options.check && !options.assemble)
    return Status::error("--check compares whole outputs; --no-assemble "
                         "leaves them in shards");
  if (options.compileOnly && (options.check || options.repeat > 0 ||
                              !options.trace.empty() || options.graph))
    return Status::error("--compile-only runs nothing: --check, --repeat, "
                         "--trace and --graph need a run");
  if (options.graph && options.target != Target::Cuda)
    return Status::error("--graph replays a CUDA graph; it needs --target "
                         "cuda");
  if (!options.trace.empty() && options.target == Target::Cuda)
    return Status::error("--trace times host programs; a CUDA program's "
                         "work runs after its host calls return");
  SHARDRT_RETURN_IF_ERROR(validateJob(options));
  if (options.collectives.bucketBytes < 1)
    return Status::error("--bucket-bytes ", options.collectives.bucketBytes,
                         " is not a size in bytes of at least 1");
  if (options.collectives.collectiveMatmulChunks < 1)
    return Status::error("--collective-matmul ",
                         options.collectives.collectiveMatmulChunks,
                         " is not a count of chunks of at least 1");
  if (options.pipeline.microbatches < 1 ||
      options.pipeline.microbatches > mlir::dist::schedule::kMaxMicrobatches)
    return Status::error("--microbatches ", options.pipeline.microbatches,
                         " is not a count from 1 to ",
                         mlir::dist::schedule::kMaxMicrobatches);
  if (!mlir::dist::schedule::parseKind(options.pipeline.schedule))
    return Status::error("--schedule '", options.pipeline.schedule, "' is not ",
                         mlir::dist::schedule::kindNames());
  if (options.pipeline.virtualStages < 1 ||
      options.pipeline.virtualStages > mlir::dist::schedule::kMaxVirtualStages)
    return Status::error("--virtual-stages ", options.pipeline.virtualStages,
                         " is not a count from 1 to ",
                         mlir::dist::schedule::kMaxVirtualStages);
  if (!mlir::dist::parseStageBalance(options.pipeline.balance))
    return Status::error("--balance '", options.pipeline.balance, "' is not ",
                         mlir::dist::stageBalanceNames());
  if (options.shardOptimizer && options.shardOptimizer->empty())
    return Status::error("--shard-optimizer names the mesh axis to shard "
                         "the optimizer's state over, e.g. "
                         "--shard-optimizer=dp");
  if (options.fsdp && options.fsdp->empty())
    return Status::error("--fsdp names the mesh axis to shard the weights "
                         "and the optimizer's state over, e.g. --fsdp=dp");
  if (options.sequenceParallel && options.sequenceParallel->empty())
    return Status::error("--sequence-parallel names the tensor-parallel "
                         "mesh axis to split the tokens over, e.g. "
                         "--sequence-parallel=tp");
  if (options.fsdp && options.shardOptimizer)
    return Status::error("--fsdp shards the optimizer's state too: give "
                         "one of --fsdp and --shard-optimizer");
  const std::string &arch = options.cudaArch;
  if (arch.size() < 4 || arch.compare(0, 3, "sm_") != 0 ||
      !std::all_of(arch.begin() + 3, arch.end(),
                   [](char c) { return std::isalnum((unsigned char)c); }))
    return Status::error("--cuda-arch '", arch,
                         "' is not a GPU architecture like sm_90");
  return Status::ok();
}

} // namespace shard::driver
