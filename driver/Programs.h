//===- Programs.h - the MLIR side of shard-run -------------------*- C++
//-*-===//
//
// From a model to two C++ programs: the partitioned one that runs on every
// device of the mesh, and the unsharded reference that runs on one device.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DRIVER_PROGRAMS_H
#define SHARD_DRIVER_PROGRAMS_H

#include "codegen/Emitters.h"
#include "driver/Toolchain.h"
#include "passes/BucketBytes.h"
#include "runtime/Array.h"
#include "runtime/Layout.h"
#include "runtime/Status.h"

#include <optional>
#include <string>
#include <vector>

namespace shard::driver {

/// A tensor at a program boundary: its global type and how it is split.
struct BoundaryTensor {
  shardrt::DType dtype;
  std::vector<int64_t> shape;
  shardrt::ShardSpec spec;
};

/// How shard-run pipelines a model with dist.stage_boundary cuts.
/// How the partitioned program's collectives are optimized
/// (--dist-optimize-collectives).
struct CollectiveOptions {
  /// Run --dist-optimize-collectives after partitioning (and pipelining).
  bool optimize = true;
  /// The most bytes per device merged into one bucket: independent
  /// all_reduces and a sharded optimizer's all_gathers, and a pipeline
  /// table's gradient reductions (`bucket-bytes` of both passes).
  int64_t bucketBytes = mlir::dist::kDefaultBucketBytes;
  /// Chunks of each tp gather and scatter beside their GEMMs
  /// (--dist-collective-matmul, last; 1: none).
  int64_t collectiveMatmulChunks = 1;
};

struct PipelineOptions {
  /// The mesh axis whose coordinates are the stages.
  std::string axis = "pp";
  /// Microbatches per run (see --dist-microbatch for which dims split).
  int64_t microbatches = 1;
  /// gpipe or 1f1b.
  std::string schedule = "1f1b";
  /// Model chunks per rank (interleaved-1f1b).
  int64_t virtualStages = 1;
  /// Backward passes recompute the forward's values (--dist-pipeline's
  /// `recompute`), or attention's scores alone (`selective-recompute`).
  bool recompute = false;
  bool selectiveRecompute = false;
  /// What automatic stage cuts balance (--dist-pipeline's `balance`).
  std::string balance = "flops";
  /// Each microbatch's gradient reduce_scattered, only the share kept
  /// (--dist-pipeline's `shard-gradients`, ZeRO-2).
  bool shardGradients = false;

  /// The recomputation flag given, which a pipeline runs (one stage and
  /// one microbatch where nothing else is asked for); null if none.
  const char *recomputation() const {
    if (recompute)
      return "--recompute";
    return selectiveRecompute ? "--selective-recompute" : nullptr;
  }
};

/// How shard-run shards a training step's state over a data-parallel axis
/// (--dist-shard-optimizer): its optimizer state (ZeRO-1), and with
/// `weights` its weights too (FSDP). An empty axis: neither.
struct StateSharding {
  std::string axis;
  bool weights = false;
};

/// What shard-run rewrites in a model before partitioning it, as the user
/// asked: its training state sharded as `state` says, the tokens between
/// tensor-parallel blocks split over `sequenceAxis` unless empty, and f64
/// between f32 values computed in f32 with `narrowF64`
/// (--dist-narrow-f64; the reference keeps the model's f64).
struct ModelRewrites {
  StateSharding state;
  std::string sequenceAxis;
  bool narrowF64 = false;
};

struct Programs {
  std::string name;
  shardrt::MeshShape mesh;
  /// For a pipeline: the index in `mesh` of its axis; the outputs live on
  /// the ranks of its last coordinate. -1 otherwise.
  int pipelineAxis = -1;
  /// For a pipeline: the stage (coordinate on its axis) whose ranks return
  /// each output.
  std::vector<int64_t> outputStages;
  std::vector<BoundaryTensor> inputs;
  std::vector<BoundaryTensor> outputs;
  /// For each input: the result that is its next value in a training job
  /// (`dist.updated_by`), or -1.
  std::vector<int> updatedBy;
  /// For each input: the value it starts from when no input file gives it
  /// (`dist.initial_value`: a lifted ml_program.global's initializer).
  std::vector<std::optional<shardrt::Array>> initialValues;
  /// What the partitioned program communicates, one line per kind of
  /// collective: "2 x all_reduce over {"tp"}, 16384 bytes sent per rank".
  std::vector<std::string> communication;
  /// The two programs as translation units: the partitioned one for the
  /// run's target, the reference always host C++ (the independent side of
  /// --check).
  std::string partitioned;
  std::string reference;
  /// The model was already per-device (it communicates, no annotations):
  /// `partitioned` runs as written on every rank, its inputs and outputs
  /// are each rank's own, and there is no reference.
  bool spmd = false;
};

/// What input `i` of `programs` starts from when `inputsDir` (--inputs;
/// empty: none) does not give it: its initial value; null for an input
/// without one or given by the user.
const shardrt::Array *initialInput(const Programs &programs, size_t i,
                                   const std::string &inputsDir);

/// Loads `modelPath`, applies `meshText` ("dp=2,tp=2") to its mesh, and
/// emits both programs of function `entry` (with --dist-optimize-collectives
/// if `optimize`; the partitioned one for `target`, as `options` say; cut
/// into stages as
/// `pipeline` says if it has dist.stage_boundary cuts; rewritten as
/// `rewrites` says), or only the program if it is already per-device. MLIR
/// diagnostics are printed with their locations; the returned error says
/// which step failed (empty if MLIR reported it).
shardrt::StatusOr<Programs>
buildPrograms(const std::string &modelPath, const std::string &meshText,
              const std::string &entry, const CollectiveOptions &collectives,
              Target target, const mlir::dist::codegen::EmitOptions &options,
              const PipelineOptions &pipeline, const ModelRewrites &rewrites);

} // namespace shard::driver

#endif // SHARD_DRIVER_PROGRAMS_H
