//===- Job.cpp - shard-run --steps: a training job, shard-run's side ------===//

#include "driver/Job.h"

#include "driver/Checkpoint.h"
#include "driver/RunReport.h"
#include "driver/UserInputs.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <fstream>

using shardrt::Array;
using shardrt::JobSpec;
using shardrt::Status;
using shardrt::StatusOr;

namespace shard::driver {
namespace {

/// The steps a dataset of shape `file` holds of tensors of shape `step`:
/// [T, ...step], or [T * step[0], step[1], ...] (the same bytes); none if
/// it is neither.
std::optional<int64_t> stepRows(const std::vector<int64_t> &file,
                                const std::vector<int64_t> &step) {
  if (file.size() == step.size() + 1 &&
      std::equal(step.begin(), step.end(), file.begin() + 1))
    return file[0];
  if (!step.empty() && file.size() == step.size() && step[0] > 0 &&
      file[0] % step[0] == 0 &&
      std::equal(step.begin() + 1, step.end(), file.begin() + 1))
    return file[0] / step[0];
  return std::nullopt;
}

/// Row `row` of the dataset `file`: one step's tensor.
StatusOr<Array> readRow(const UserTensor &file,
                        const std::vector<int64_t> &shape, int64_t row) {
  Array array(file.dtype, shape);
  std::ifstream in(file.path, std::ios::binary);
  in.seekg(std::streamoff(file.dataOffset + uint64_t(row) * array.numBytes()));
  if (!in.read(reinterpret_cast<char *>(array.data.data()),
               std::streamsize(array.numBytes())))
    return Status::error("cannot read step ", row + 1, " of ", file.name);
  return array;
}

/// Input `i` of --inputs `inputs`, if it is a dataset of steps rather than
/// one value: adds it to `job`, its first step's row written into `into`.
Status addDataset(const Programs &programs, size_t i, const std::string &inputs,
                  const std::string &into, Job &job) {
  StatusOr<UserTensor> file = locateUserInput(inputs, i);
  SHARDRT_RETURN_IF_ERROR(file.status());
  const BoundaryTensor &t = programs.inputs[i];
  if (file->shape == t.shape)
    return Status::ok();
  std::optional<int64_t> rows = stepRows(file->shape, t.shape);
  if (!rows)
    return Status::error(
        "input ", i, " (", file->name, ") has shape ",
        shardrt::formatShape(file->shape), " but @", programs.name, " expects ",
        shardrt::formatShape(t.shape),
        ", or for --steps a dataset of steps of it ([T, ...] or [T*",
        t.shape.empty() ? 1 : t.shape[0], ", ...])");
  if (file->dtype != t.dtype)
    return Status::error("input ", i, " (", file->name, ") holds ",
                         shardrt::name(file->dtype), " elements but @",
                         programs.name, " expects ", shardrt::name(t.dtype));
  if (!t.spec.partialAxes.empty())
    return Status::error("input ", i,
                         " is partial: a dataset must be split, "
                         "or replicated, not summed");
  if (*rows < job.spec.steps)
    return Status::error("dataset ", file->name, " holds ", *rows,
                         " steps; --steps ", job.spec.steps, " needs as many");
  shardrt::SteppedInput in;
  in.number = int(i);
  in.dtype = t.dtype;
  in.shape = t.shape;
  in.spec = t.spec;
  in.path = file->path;
  in.dataOffset = file->dataOffset;
  in.rows = *rows;
  job.spec.stepped.push_back(in);
  // Tokens: the first integer dataset (token ids) counts them.
  if (!shardrt::isFloat(t.dtype) && job.spec.tokensPerStep == 0)
    job.spec.tokensPerStep = shardrt::numElements(t.shape);
  StatusOr<Array> first = readRow(*file, t.shape, job.spec.start);
  SHARDRT_RETURN_IF_ERROR(first.status());
  SHARDRT_RETURN_IF_ERROR(
      shardrt::writeNpy(into + "/input" + std::to_string(i) + ".npy", *first));
  job.given.insert(i);
  return Status::ok();
}

/// The carried state of `programs`, from its `dist.updated_by` arguments.
StatusOr<std::vector<shardrt::CarriedState>>
carriedState(const Programs &programs) {
  std::vector<shardrt::CarriedState> carried;
  for (size_t i = 0; i < programs.updatedBy.size(); ++i) {
    if (programs.updatedBy[i] < 0)
      continue;
    if (!programs.inputs[i].spec.partialAxes.empty())
      return Status::error("argument ", i, " of @", programs.name,
                           " is state (dist.updated_by) and partial: state "
                           "is split or replicated");
    carried.push_back({int(i), programs.updatedBy[i], {}});
  }
  return carried;
}

} // namespace

Status validateJob(const RunOptions &options) {
  if (options.steps < 0 || options.steps > 1000000000)
    return Status::error("--steps ", options.steps,
                         " is not a count from 1 to 1000000000");
  if (options.checkpointEvery < 0 || options.checkpointEvery > 1000000000)
    return Status::error("--checkpoint-every ", options.checkpointEvery,
                         " is not a count of steps");
  if (options.steps == 0) {
    if (options.checkpointEvery > 0 || !options.checkpointDir.empty() ||
        !options.resume.empty())
      return Status::error("--checkpoint-every, --checkpoint-dir and "
                           "--resume belong to a training job; give --steps N");
    return Status::ok();
  }
  if (!options.checkpointDir.empty() && options.checkpointEvery == 0)
    return Status::error("--checkpoint-dir without --checkpoint-every K saves "
                         "nothing");
  if (options.repeat > 0 || !options.trace.empty() || options.graph)
    return Status::error("--steps runs a job of steps; --repeat, --trace and "
                         "--graph time or replay one run");
  return Status::ok();
}

StatusOr<Job> prepareJob(const Programs &programs, const RunOptions &options,
                         const std::string &out) {
  if (programs.spmd)
    return Status::error("--steps runs a program shard partitions; @",
                         programs.name, " is already per-device");
  Job job;
  JobSpec &spec = job.spec;
  spec.steps = options.steps;
  spec.metricsPath = absolutePath(out + "/steps.json");
  StatusOr<std::vector<shardrt::CarriedState>> carried = carriedState(programs);
  SHARDRT_RETURN_IF_ERROR(carried.status());
  spec.carried = *carried;
  if (!options.resume.empty()) {
    StatusOr<std::set<size_t>> state =
        readCheckpoint(options.resume, programs, spec.start, out + "/inputs");
    SHARDRT_RETURN_IF_ERROR(state.status());
    job.given = std::move(*state);
    if (spec.start >= spec.steps)
      return Status::error("checkpoint '", options.resume, "' is at step ",
                           spec.start, "; --steps ", spec.steps,
                           " leaves none to run");
  }
  if (options.checkpointEvery > 0) {
    spec.checkpointEvery = options.checkpointEvery;
    spec.checkpointDir =
        absolutePath(options.checkpointDir.empty() ? out + "/checkpoints"
                                                   : options.checkpointDir);
    if (std::error_code ec =
            llvm::sys::fs::create_directories(spec.checkpointDir))
      return Status::error("cannot create '", spec.checkpointDir,
                           "': ", ec.message());
    spec.checkpointIndex = placeCheckpoint(programs, spec.carried);
  }
  if (options.inputsDir.empty())
    return job;
  for (size_t i = 0; i < programs.inputs.size(); ++i)
    if (programs.updatedBy[i] < 0 &&
        !initialInput(programs, i, options.inputsDir))
      SHARDRT_RETURN_IF_ERROR(
          addDataset(programs, i, options.inputsDir, out + "/inputs", job));
  return job;
}

JobSpec referenceJob(const Job &job, const std::string &metricsPath) {
  JobSpec spec = job.spec;
  spec.metricsPath = metricsPath;
  spec.progress = false;
  spec.checkpointEvery = 0;
  spec.checkpointDir.clear();
  spec.checkpointIndex.clear();
  for (shardrt::CarriedState &c : spec.carried)
    c.writers = {0};
  for (shardrt::SteppedInput &in : spec.stepped)
    in.spec = shardrt::ShardSpec::replicated(in.shape.size());
  return spec;
}

StatusOr<llvm::json::Object> readJobRecord(const std::string &path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return Status::error("the job wrote no record ('", path, "')");
  llvm::Expected<llvm::json::Value> json =
      llvm::json::parse((*buffer)->getBuffer());
  if (!json) {
    llvm::consumeError(json.takeError());
    return Status::error("the job's record '", path, "' is malformed");
  }
  const llvm::json::Object *record = json->getAsObject();
  const llvm::json::Array *records =
      record ? record->getArray("records") : nullptr;
  if (!records || records->empty())
    return Status::error("the job's record '", path, "' is malformed");
  return *record;
}

namespace {
/// Field `key` of record entry `v` (0 where missing).
double field(const llvm::json::Value &v, llvm::StringRef key) {
  const llvm::json::Object *o = v.getAsObject();
  return o ? o->getNumber(key).value_or(0) : 0;
}
} // namespace

Status compareJobLosses(const llvm::json::Object &got,
                        const std::string &reference, double tolerance,
                        bool &ok) {
  StatusOr<llvm::json::Object> want = readJobRecord(reference);
  SHARDRT_RETURN_IF_ERROR(want.status());
  const llvm::json::Array &a = *got.getArray("records");
  const llvm::json::Array &b = *want->getArray("records");
  if (a.size() != b.size())
    return Status::error("the job ran ", a.size(), " steps, its reference ",
                         b.size());
  const llvm::json::Object *first = a.front().getAsObject();
  if (!first || !first->get("loss"))
    return Status::ok();
  double worst = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    double x = field(a[i], "loss"), y = field(b[i], "loss");
    double error = std::fabs(x - y) / std::max(std::fabs(y), 1e-30);
    // A NaN on either side is a difference.
    worst = std::isnan(error) ? error : std::max(worst, error);
  }
  bool within = worst <= tolerance;
  ok &= within;
  llvm::outs() << llvm::format(
      "  loss of every step (%zu): max rel err %.3e, tolerance %.1e: %s\n",
      a.size(), worst, tolerance, within ? "ok" : "FAIL");
  return Status::ok();
}

void reportJob(const llvm::json::Object &record) {
  const llvm::json::Array *records = record.getArray("records");
  llvm::outs() << llvm::formatv(
      "job: steps {0}..{1}, first {2:f1} ms, then {3:f2} ms per step",
      int64_t(field(records->front(), "step")),
      int64_t(field(records->back(), "step")),
      field(records->front(), "time_ms"),
      record.getNumber("mean_step_ms").value_or(0));
  if (std::optional<double> tokens = record.getNumber("tokens_per_s"))
    llvm::outs() << llvm::formatv(" ({0:f0} tokens/s)", *tokens);
  const llvm::json::Object *first = records->front().getAsObject();
  if (first && first->get("loss"))
    llvm::outs() << llvm::format("; loss %.6g -> %.6g",
                                 field(records->front(), "loss"),
                                 field(records->back(), "loss"));
  llvm::outs() << "\n";
}

} // namespace shard::driver
