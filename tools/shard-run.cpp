//===- shard-run.cpp - partition, compile, launch and check a model -------===//
//
//   shard-run MODEL.mlir --mesh dp=2,tp=2 [--check] [--seed N]
//             [--inputs DIR] [-o DIR] [--microbatches M] [--schedule S]
//
//===----------------------------------------------------------------------===//

#include "driver/Driver.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"

namespace cl = llvm::cl;

namespace {

/// shard-run's command line: one member per option, registered in this
/// order when a Flags is made.
struct Flags {
  cl::OptionCategory category{"shard-run options"};
  cl::opt<std::string> model{cl::Positional, cl::Required,
                             cl::desc("<model.mlir>"), cl::cat(category)};
  cl::opt<std::string> mesh{
      "mesh",
      cl::desc("mesh axis sizes, e.g. dp=2,tp=2 (default: the "
               "model's mesh)"),
      cl::cat(category)};
  cl::opt<std::string> entry{
      "entry", cl::desc("function to run (default: the only public one)"),
      cl::cat(category)};
  cl::opt<std::string> inputs{
      "inputs",
      cl::desc("directory with input<i>.npy, or a .safetensors file with "
               "tensors input<i> (default: seeded random inputs)"),
      cl::cat(category)};
  cl::opt<std::string> output{"o", cl::desc("output directory"),
                              cl::init("shard-run-out"), cl::cat(category)};
  cl::opt<uint64_t> seed{"seed", cl::desc("seed of the random inputs"),
                         cl::init(0), cl::cat(category)};
  cl::opt<bool> check{
      "check", cl::desc("compare with the unsharded program on one device"),
      cl::cat(category)};
  cl::opt<double> tolerance{
      "tolerance",
      cl::desc("max relative error --check accepts (default: 1e-5 for f32, "
               "1e-2 f16, 4e-2 bf16)"),
      cl::cat(category)};
  cl::opt<int64_t> timeout{
      "timeout",
      cl::desc("seconds the whole run may take: compiling, writing inputs, "
               "running (default 300)"),
      cl::init(300), cl::cat(category)};
  cl::opt<int64_t> repeat{"repeat",
                          cl::desc("run this many more times and print the "
                                   "time per run"),
                          cl::init(0), cl::cat(category)};
  cl::opt<bool> syncRuns{
      "sync-runs",
      cl::desc("with --repeat, start every run together (one step's "
               "latency) instead of back to back, where a pipeline's "
               "stages overlap consecutive runs"),
      cl::init(false), cl::cat(category)};
  cl::opt<std::string> runtimeRoot{
      "runtime-root",
      cl::desc("directory holding runtime/ProgramAbi.h and "
               "runtime/libshardrt.so (libshardrt_cuda.so for --target "
               "cuda)"),
      cl::cat(category)};
  cl::list<std::string> cxxFlags{"Xcxx", cl::desc("extra C++ compiler flag"),
                                 cl::cat(category)};
  cl::opt<bool> optimize{
      "optimize-collectives",
      cl::desc("run --dist-optimize-collectives after partitioning"),
      cl::init(true), cl::cat(category)};
  cl::opt<int64_t> bucketBytes{
      "bucket-bytes",
      cl::desc("the most bytes per device --dist-optimize-collectives "
               "merges into one collective (independent all_reduces, a "
               "sharded optimizer's gathers) and a pipeline starts "
               "together (its table's gradient reductions); default 1 MiB. "
               "Each bucket pays a collective's latency once"),
      cl::init(mlir::dist::kDefaultBucketBytes), cl::cat(category)};
  cl::opt<int64_t> collectiveMatmul{
      "collective-matmul",
      cl::desc("split each tensor-parallel all_gather that GEMMs read, and "
               "each reduce_scatter of a GEMM's result, into N chunks along "
               "the tokens, so that each chunk's collective runs beside "
               "another chunk's GEMM (Megatron-LM's --tp-comm-overlap; on "
               "the host, collectives run in line: no gain); default 1, "
               "none"),
      cl::init(1), cl::cat(category)};
  cl::opt<int64_t> microbatches{
      "microbatches",
      cl::desc("microbatches per run of a pipeline (a model with "
               "dist.stage_boundary cuts); the batch is dim d of the "
               "arguments marked dist.microbatch_dim = d, else dim 0 of the "
               "first (default 1)"),
      cl::init(1), cl::cat(category)};
  cl::opt<std::string> schedule{
      "schedule",
      cl::desc("order of a pipeline's forward and backward passes: gpipe, "
               "1f1b (alike for forward programs; default), interleaved-1f1b "
               "(with --virtual-stages) or zb-h1 (training steps: weight "
               "gradients apart, in the bubble)"),
      cl::init("1f1b"), cl::cat(category)};
  cl::opt<bool> native{
      "native",
      cl::desc("tune the host programs for this machine's CPU "
               "(-march=native); without it they run on any x86-64 machine"),
      cl::init(false), cl::cat(category)};
  cl::opt<bool> noCache{
      "no-cache",
      cl::desc("compile the programs even if the compile cache "
               "($SHARD_CACHE_DIR, default ~/.cache/shard-run) has them"),
      cl::init(false), cl::cat(category)};
  enum class Io { Default, Direct, Root };
  cl::opt<Io> io{
      "io", cl::desc("who reads the input files and writes the outputs"),
      cl::values(clEnumValN(Io::Direct, "direct",
                            "each rank its own blocks, straight from the "
                            "files (a file system every rank sees; the "
                            "default when every rank runs here)"),
                 clEnumValN(Io::Root, "root",
                            "rank 0 for all, sending the blocks in pieces "
                            "(the default with --hostfile, srun or "
                            "--launcher none)")),
      cl::init(Io::Default), cl::cat(category)};
  cl::opt<bool> noAssemble{
      "no-assemble",
      cl::desc("leave the outputs as the ranks' shards with their index "
               "(-o DIR/outputs.json) instead of whole tensors"),
      cl::init(false), cl::cat(category)};
  using Launcher = shard::driver::LaunchOptions::Launcher;
  cl::opt<Launcher> launcher{
      "launcher", cl::desc("what starts the ranks"),
      cl::values(clEnumValN(Launcher::Mpirun, "mpirun",
                            "OpenMPI's mpirun, on this machine or the "
                            "--hostfile's (default)"),
                 clEnumValN(Launcher::Srun, "srun",
                            "Slurm's srun, inside an allocation"),
                 clEnumValN(Launcher::None, "none",
                            "your launcher started one shard-run per rank "
                            "(mpirun -np N shard-run --launcher none ...); "
                            "only rank 0 reads and writes files")),
      cl::init(Launcher::Mpirun), cl::cat(category)};
  cl::list<std::string> launcherArgs{
      "launcher-arg",
      cl::desc("one more argument for the launcher (repeatable), e.g. "
               "--launcher-arg=--partition=gpu"),
      cl::cat(category)};
  cl::opt<std::string> hostfile{
      "hostfile", cl::desc("mpirun's hostfile: where the ranks run"),
      cl::value_desc("file"), cl::cat(category)};
  cl::opt<std::string> json{
      "json",
      cl::desc("also write the result as JSON to this file: the program, "
               "mesh, output files, communication, per-rank time and bytes "
               "sent, and --check's comparison"),
      cl::value_desc("file"), cl::cat(category)};
  cl::opt<int64_t> virtualStages{
      "virtual-stages",
      cl::desc("model chunks per pipeline rank for interleaved-1f1b (the "
               "model is cut into ranks x chunks stages; default 1)"),
      cl::init(1), cl::cat(category)};
  cl::opt<std::string> balance{
      "balance",
      cl::desc("what the cuts of a model without dist.stage_boundary "
               "balance between stages: flops (default), layers (each "
               "block alike) or layers-and-ends (the embedding and the LM "
               "head a layer each)"),
      cl::init("flops"), cl::cat(category)};
  cl::opt<bool> recompute{
      "recompute",
      cl::desc("training steps (pipelined; a pp axis of one device runs "
               "one stage) keep only each chunk's inputs "
               "and each residual block's output between its forward and "
               "backward passes and recompute the rest, a block at a time "
               "(full activation recomputation)"),
      cl::cat(category)};
  cl::opt<bool> selectiveRecompute{
      "selective-recompute",
      cl::desc("training steps (pipelined; a pp axis of one device runs "
               "one stage) make each attention's scores (Q K^T "
               "to the softmax) again in the backward pass instead of "
               "keeping them; the forward pass runs attention fused "
               "(selective recomputation)"),
      cl::cat(category)};
  cl::opt<std::string> shardOptimizer{
      "shard-optimizer",
      cl::desc("shard a training step's optimizer state and update over "
               "this mesh axis (ZeRO-1, Megatron's distributed optimizer): "
               "gradients reduce_scattered, each rank updates its share, "
               "weights all_gathered"),
      cl::value_desc("axis"), cl::cat(category)};
  cl::opt<bool> shardGradients{
      "shard-gradients",
      cl::desc("with a sharded optimizer (--shard-optimizer, --fsdp or a "
               "planned one) and several microbatches, "
               "reduce_scatter each microbatch's gradient where it is made "
               "and accumulate only this rank's share (ZeRO-2): a stage "
               "holds 1/dp of its gradients"),
      cl::cat(category)};
  cl::opt<std::string> sequenceParallel{
      "sequence-parallel",
      cl::desc("split the tokens between tensor-parallel blocks over this "
               "mesh axis (Megatron's sequence parallelism): "
               "reduce_scatter and all_gather where the blocks' outputs "
               "were all_reduced"),
      cl::value_desc("axis"), cl::cat(category)};
  cl::opt<std::string> fsdp{
      "fsdp",
      cl::desc("fully sharded data parallelism over this mesh axis: the "
               "optimizer state sharded as --shard-optimizer does and the "
               "weights stored sharded too, all_gathered before each use "
               "in the forward pass and again in the backward pass"),
      cl::value_desc("axis"), cl::cat(category)};
  cl::opt<bool> narrowF64{
      "narrow-f64",
      cl::desc("compute in f32 what the model widens from f32 to f64 and "
               "rounds back (torch-mlir's LayerNorm variance); says how "
               "many tensors it narrowed. --check compares with the model's "
               "f64"),
      cl::cat(category)};
  cl::opt<bool> unfusedAttention{
      "unfused-attention",
      cl::desc("keep attention's GEMMs and softmax as separate kernels "
               "(they store the S x S scores) instead of one fused "
               "attention kernel"),
      cl::cat(category)};
  cl::opt<std::string> pipelineAxis{
      "pipeline-axis",
      cl::desc("mesh axis whose coordinates are a pipeline's stages "
               "(default pp)"),
      cl::init("pp"), cl::cat(category)};
  cl::opt<shard::driver::Target> target{
      "target", cl::desc("what the partitioned program runs on"),
      cl::values(clEnumValN(shard::driver::Target::Host, "host",
                            "host C++ over MPI (default)"),
                 clEnumValN(shard::driver::Target::Cuda, "cuda",
                            "CUDA over NCCL, one GPU per rank; --check "
                            "compares with the host C++ reference")),
      cl::init(shard::driver::Target::Host), cl::cat(category)};
  cl::opt<std::string> cudaArch{"cuda-arch",
                                cl::desc("GPU architecture for --target cuda"),
                                cl::init("sm_90"), cl::cat(category)};
  cl::opt<bool> compileOnly{
      "compile-only",
      cl::desc("stop after compiling the program (no inputs, no run)"),
      cl::cat(category)};
  cl::opt<std::string> trace{
      "trace",
      cl::desc("write a Chrome trace (Perfetto) of a warm run's actions and "
               "collectives on every rank to this file, and print the "
               "measured pipeline bubble (host target)"),
      cl::cat(category)};
  cl::opt<bool> graph{
      "graph",
      cl::desc("capture a run as a CUDA graph after the first and replay it "
               "for the later runs (--repeat) and the outputs (--target "
               "cuda, NCCL backend)"),
      cl::cat(category)};
  cl::opt<bool> verbose{"v", cl::desc("print the commands run"),
                        cl::cat(category)};
  cl::opt<int64_t> steps{
      "steps",
      cl::desc("run a training job of N steps: arguments marked "
               "dist.updated_by = k take result k for the next step in "
               "place, an input file [T, ...] gives step t row t"),
      cl::init(0), cl::cat(category)};
  cl::opt<int64_t> checkpointEvery{
      "checkpoint-every",
      cl::desc("with --steps, save the state every K steps and after the "
               "last (safetensors per rank and an index)"),
      cl::init(0), cl::cat(category)};
  cl::opt<std::string> checkpointDir{
      "checkpoint-dir",
      cl::desc("where checkpoints go (default: <output>/checkpoints)"),
      cl::cat(category)};
  cl::opt<std::string> resume{
      "resume",
      cl::desc("with --steps, continue from a checkpoint (a step<t> "
               "directory), on this run's mesh"),
      cl::cat(category)};

  /// The driver's options from the parsed flags; `argv0` finds the runtime.
  shard::driver::RunOptions toRunOptions(const char *argv0) const;
};

shard::driver::RunOptions Flags::toRunOptions(const char *argv0) const {
  shard::driver::RunOptions options;
  options.model = model;
  options.mesh = mesh;
  options.entry = entry;
  options.inputsDir = inputs;
  options.outputDir = output;
  options.seed = seed;
  options.check = check;
  if (tolerance.getNumOccurrences())
    options.tolerance = tolerance;
  options.timeout = timeout;
  options.repeat = repeat;
  options.syncRuns = syncRuns;
  options.graph = graph;
  options.runtimeRoot = runtimeRoot;
  options.argv0 = argv0;
  options.cxxFlags.assign(cxxFlags.begin(), cxxFlags.end());
  options.collectives.optimize = optimize;
  options.collectives.bucketBytes = bucketBytes;
  options.collectives.collectiveMatmulChunks = collectiveMatmul;
  options.pipeline.microbatches = microbatches;
  options.pipeline.schedule = schedule;
  options.pipeline.virtualStages = virtualStages;
  options.pipeline.balance = balance;
  options.pipeline.recompute = recompute;
  options.pipeline.selectiveRecompute = selectiveRecompute;
  options.pipeline.shardGradients = shardGradients;
  if (shardOptimizer.getNumOccurrences())
    options.shardOptimizer = shardOptimizer;
  if (fsdp.getNumOccurrences())
    options.fsdp = fsdp;
  if (sequenceParallel.getNumOccurrences())
    options.sequenceParallel = sequenceParallel;
  options.narrowF64 = narrowF64;
  options.emit.fuseAttention = !unfusedAttention;
  options.native = native;
  options.cache = !noCache;
  options.json = json;
  options.launch.launcher = launcher;
  options.launch.launcherArgs.assign(launcherArgs.begin(), launcherArgs.end());
  options.launch.hostfile = hostfile;
  if (io != Io::Default)
    options.rootIo = io == Io::Root;
  options.assemble = !noAssemble;
  options.pipeline.axis = pipelineAxis;
  options.target = target;
  options.cudaArch = cudaArch;
  options.compileOnly = compileOnly;
  options.trace = trace;
  options.verbose = verbose;
  options.steps = steps;
  options.checkpointEvery = checkpointEvery;
  options.checkpointDir = checkpointDir;
  options.resume = resume;
  return options;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  Flags flags;
  cl::HideUnrelatedOptions(flags.category);
  cl::ParseCommandLineOptions(argc, argv,
                              "shard-run: run a model partitioned over a "
                              "device mesh\n");
  return shard::driver::run(flags.toRunOptions(argv[0]));
}
