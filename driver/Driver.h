//===- Driver.h - shard-run: partition, emit, compile, launch, check -*- C++
//-*-===//

#ifndef SHARD_DRIVER_DRIVER_H
#define SHARD_DRIVER_DRIVER_H

#include "driver/Programs.h"
#include "driver/Toolchain.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shard::driver {

struct RunOptions {
  /// The model (.mlir).
  std::string model;
  /// "dp=2,tp=2": sizes for the model's mesh axes (or a new mesh when the
  /// model declares none). Empty: the model's mesh as declared.
  std::string mesh;
  /// The function to run; empty: the only public one.
  std::string entry;
  /// Directory with input<i>.npy; empty: seeded random inputs.
  std::string inputsDir;
  /// Where outputs (output<i>.npy), inputs and the work files go.
  std::string outputDir = "shard-run-out";
  uint64_t seed = 0;
  /// Also run the program unsharded on one device and compare.
  bool check = false;
  /// Largest accepted max relative error (finite, >= 0); unset: the
  /// dtype's default.
  std::optional<double> tolerance;
  /// Seconds the whole run may take (compiling, writing inputs and running
  /// both programs); > 0.
  int64_t timeout = 300;
  /// Run the program this many extra times and report the time per run;
  /// >= 0.
  int64_t repeat = 0;
  /// With repeat: start every run together instead of back to back.
  bool syncRuns = false;
  /// Cuda: capture the second run as a CUDA graph and replay it for every
  /// later run; the outputs are the last replay's.
  bool graph = false;
  /// Where runtime/ProgramAbi.h and runtime/libshardrt.so are; empty: found
  /// next to the executable (Bazel runfiles).
  std::string runtimeRoot;
  /// The executable's argv[0], to find the runtime.
  std::string argv0;
  /// Extra flags for the C++ compiler.
  std::vector<std::string> cxxFlags;
  /// --dist-optimize-collectives after partitioning, and its buckets.
  CollectiveOptions collectives;
  /// How a model with dist.stage_boundary cuts is pipelined.
  PipelineOptions pipeline;
  /// The mesh axis to shard a training step's optimizer state over
  /// (--dist-shard-optimizer, ZeRO-1); none: kept whole.
  std::optional<std::string> shardOptimizer;
  /// The mesh axis to shard a training step's weights, gradients and
  /// optimizer state over (--dist-shard-optimizer's `weights`, FSDP);
  /// none: not.
  std::optional<std::string> fsdp;
  /// The tensor-parallel mesh axis to split the tokens between the blocks
  /// over (--dist-sequence-parallel); none: not.
  std::optional<std::string> sequenceParallel;
  /// Compute in f32 what the model widens from f32 to f64 and rounds back
  /// (--dist-narrow-f64: torch-mlir's LayerNorm variance).
  bool narrowF64 = false;
  /// What the partitioned program runs on; the --check reference is always
  /// host C++ (emitted with the default options).
  Target target = Target::Host;
  mlir::dist::codegen::EmitOptions emit;
  /// Cuda: the GPU architecture nvcc compiles for.
  std::string cudaArch = "sm_90";
  /// Stop after compiling the programs (no inputs, no launch).
  bool compileOnly = false;
  /// Write a Chrome trace of a warm run's actions and collectives, every
  /// rank's, to this file (host target).
  std::string trace;
  /// Print the commands run.
  bool verbose = false;
  /// Tune host programs for this machine's CPU (-march=native).
  bool native = false;
  /// Use the compile cache.
  bool cache = true;
  /// Also write the whole result as JSON to this file (empty: no JSON).
  std::string json;
  /// Run as a training job of this many steps (0: one run); see Job.h.
  int64_t steps = 0;
  /// With steps: save the carried state every this many steps (0: never).
  int64_t checkpointEvery = 0;
  /// Where checkpoints go; empty: <outputDir>/checkpoints.
  std::string checkpointDir;
  /// With steps: a checkpoint (a step<t> directory) to continue from.
  std::string resume;
  /// How the ranks start (mpirun or srun, extra arguments, a hostfile).
  LaunchOptions launch;
  /// Each rank reads its blocks of the inputs and writes its outputs
  /// itself (a file system all ranks see), or rank 0 does it for all and
  /// sends the blocks (runtime/ProgramIo.h). Unset: each rank when all run
  /// on this machine (mpirun without a hostfile), rank 0 otherwise.
  std::optional<bool> rootIo;
  /// Put the outputs together as whole tensors in -o DIR/output<i>.npy;
  /// off: only the ranks' shards and their index (outputs.json).
  bool assemble = true;
};

/// Most ranks shard-run starts (all on this machine, through mpirun).
constexpr int64_t kMaxRanks = 4096;

/// Runs the model as RunOptions says; prints errors (one line each) and
/// returns the exit code (0: success; 1: an error or a check above
/// tolerance).
int run(const RunOptions &options);

} // namespace shard::driver

#endif // SHARD_DRIVER_DRIVER_H
