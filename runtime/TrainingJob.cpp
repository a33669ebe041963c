//===- TrainingJob.cpp - a program run as a training job ------------------===//

#include "runtime/TrainingJob.h"

#include "runtime/Array.h"
#include "runtime/MappedFile.h"
#include "runtime/Safetensors.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>

namespace shardrt {
namespace {

/// The position of `number` in `numbers`, or -1.
int localIndex(const std::vector<int> &numbers, int number) {
  auto it = std::find(numbers.begin(), numbers.end(), number);
  return it == numbers.end() ? -1 : int(it - numbers.begin());
}

/// A carried state this rank makes: its input and output buffers'
/// indices (the input -1 where the rank makes it for others only).
struct LocalCarry {
  const CarriedState *state;
  int input;
  int output;
};

/// A carried state this rank sends after every step to a rank that reads
/// it but does not make it (`send`: output buffer `local`), or receives
/// from the rank that makes it (input buffer `local`).
struct StateLink {
  bool send;
  int local;
  int peer;
  size_t bytes;
};

/// Which ranks read and make carried state `c`.
struct StateRanks {
  std::vector<bool> reads, makes;
};

StatusOr<StateRanks> stateRanks(const CarriedState &c,
                                const ProgramOf &programOf, int size) {
  StateRanks ranks{std::vector<bool>(size_t(size)),
                   std::vector<bool>(size_t(size))};
  for (int r = 0; r < size; ++r) {
    StatusOr<const ProgramInfo *> info = programOf(r);
    SHARDRT_RETURN_IF_ERROR(info.status());
    ranks.reads[size_t(r)] = localIndex((*info)->inputNumbers, c.input) >= 0;
    ranks.makes[size_t(r)] = localIndex((*info)->outputNumbers, c.output) >= 0;
  }
  return ranks;
}

/// The rank that makes `c` for rank `reader`: the one with its
/// coordinates on every axis but the pipeline's (the same block).
StatusOr<int> makerOf(const CarriedState &c, const StateRanks &ranks,
                      int reader, const Runtime &rt, int pipelineAxis) {
  const MeshShape &mesh = rt.mesh();
  std::vector<int64_t> coords = mesh.coords(reader);
  int64_t stages =
      pipelineAxis >= 0 ? mesh.sizes[size_t(pipelineAxis)] : int64_t(1);
  for (int64_t s = 0; s < stages; ++s) {
    if (pipelineAxis >= 0)
      coords[size_t(pipelineAxis)] = s;
    int maker = int(mesh.rankOf(coords));
    if (ranks.makes[size_t(maker)])
      return maker;
  }
  return Status::error("argument ", c.input, " is read on rank ", reader,
                       " but no rank of its pipeline makes result ",
                       c.output, ", its next value");
}

/// The transfers that bring each step's new state to the ranks that read
/// it without making it -- a stage that reads another stage's weight (the
/// first backward op after a cut runs on the next stage) -- from the rank
/// that makes the same block.
StatusOr<std::vector<StateLink>> stateLinks(const JobSpec &job,
                                            const JobRanks &ranks,
                                            const Runtime &rt) {
  std::vector<StateLink> links;
  int me = rt.rank(), size = int(rt.mesh().numDevices());
  for (const CarriedState &c : job.carried) {
    StatusOr<StateRanks> who = stateRanks(c, ranks.programOf, size);
    SHARDRT_RETURN_IF_ERROR(who.status());
    for (int r = 0; r < size; ++r) {
      if (!who->reads[size_t(r)] || who->makes[size_t(r)])
        continue;
      StatusOr<int> maker = makerOf(c, *who, r, rt, ranks.pipelineAxis);
      SHARDRT_RETURN_IF_ERROR(maker.status());
      if (r == me) {
        int in = localIndex(ranks.info.inputNumbers, c.input);
        const TensorSpec &t = ranks.info.inputs[size_t(in)];
        links.push_back({false, in, *maker,
                         size_t(numElements(t.shape)) * sizeOf(t.dtype)});
      } else if (*maker == me) {
        int out = localIndex(ranks.info.outputNumbers, c.output);
        const TensorSpec &t = ranks.info.outputs[size_t(out)];
        links.push_back({true, out, r,
                         size_t(numElements(t.shape)) * sizeOf(t.dtype)});
      }
    }
  }
  return links;
}

/// Sends and receives this step's state along `links`, as one exchange.
Status exchangeState(Runtime &rt, Stream stream,
                     const std::vector<StateLink> &links,
                     const JobRanks &ranks) {
  if (links.empty())
    return Status::ok();
  std::vector<PeerTransfer> transfers;
  for (const StateLink &l : links)
    transfers.push_back(
        {l.send ? PeerTransfer::Kind::Send : PeerTransfer::Kind::Recv,
         l.send ? ranks.outputs[size_t(l.local)] : ranks.inputs[size_t(l.local)],
         l.bytes, DType::I8, l.peer});
  SHARDRT_RETURN_IF_ERROR(
      rt.world().exchange(transfers.data(), transfers.size(), stream));
  return rt.synchronize(stream);
}

/// The carried states this rank makes and reads, whose buffers swap after
/// each step; their types must agree.
StatusOr<std::vector<LocalCarry>> carriedHere(const JobSpec &job,
                                              const ProgramInfo &info) {
  std::vector<LocalCarry> here;
  for (const CarriedState &c : job.carried) {
    int in = localIndex(info.inputNumbers, c.input);
    int out = localIndex(info.outputNumbers, c.output);
    if (out < 0)
      continue;
    if (in < 0) {
      here.push_back({&c, -1, out});
      continue;
    }
    const TensorSpec &a = info.inputs[size_t(in)];
    const TensorSpec &r = info.outputs[size_t(out)];
    if (a.dtype != r.dtype || a.shape != r.shape)
      return Status::error("argument ", c.input, " (", name(a.dtype), " ",
                           formatShape(a.shape), ") is updated by result ",
                           c.output, " (", name(r.dtype), " ",
                           formatShape(r.shape), ") on this rank");
    here.push_back({&c, in, out});
  }
  return here;
}

/// A scalar result reported every step, and the rank that holds it.
struct Scalar {
  int number;
  DType dtype;
  int holder;
  /// This rank's output buffer of it, where it holds it.
  int local = -1;
};

/// The results that are not carried and hold one float: a training step's
/// loss (the first) and other scalars. Each is read from the lowest rank
/// that makes it.
StatusOr<std::vector<Scalar>> scalarsOf(const JobSpec &job,
                                        const ProgramOf &programOf, int size,
                                        const ProgramInfo &mine) {
  std::map<int, Scalar> found;
  for (int r = 0; r < size; ++r) {
    StatusOr<const ProgramInfo *> info = programOf(r);
    SHARDRT_RETURN_IF_ERROR(info.status());
    for (size_t i = 0; i < (*info)->outputs.size(); ++i) {
      int number = (*info)->outputNumbers[i];
      const TensorSpec &spec = (*info)->outputs[i];
      bool carried =
          std::any_of(job.carried.begin(), job.carried.end(),
                      [&](const CarriedState &c) { return c.output == number; });
      if (!carried && isFloat(spec.dtype) && numElements(spec.shape) == 1 &&
          !found.count(number))
        found[number] = {number, spec.dtype, r};
    }
  }
  std::vector<Scalar> scalars;
  for (auto &[number, scalar] : found) {
    scalar.local = localIndex(mine.outputNumbers, number);
    scalars.push_back(scalar);
  }
  return scalars;
}

/// One step's record.
struct StepRecord {
  int64_t step;
  double ms;
  std::vector<double> scalars;
};

/// Copies row `row` of each stepped input this rank reads into its buffer.
Status loadStep(Runtime &rt, Stream stream, const JobSpec &job,
                const JobRanks &ranks, const std::vector<MappedFile> &files,
                int64_t row) {
  for (size_t s = 0; s < job.stepped.size(); ++s) {
    const SteppedInput &in = job.stepped[s];
    int local = localIndex(ranks.info.inputNumbers, in.number);
    if (local < 0)
      continue;
    uint64_t stepBytes = uint64_t(numElements(in.shape)) * sizeOf(in.dtype);
    StatusOr<Array> block = extractBlock(
        files[s].bytes() + in.dataOffset + uint64_t(row) * stepBytes, in.dtype,
        in.shape, in.spec, rt.mesh(), rt.rank());
    SHARDRT_RETURN_IF_ERROR(block.status());
    SHARDRT_RETURN_IF_ERROR(rt.world().copyFromHost(
        ranks.inputs[size_t(local)], block->data.data(), block->numBytes(),
        stream));
    // The host block is freed at the end of this iteration.
    SHARDRT_RETURN_IF_ERROR(rt.synchronize(stream));
  }
  return Status::ok();
}

/// Rank 0 gets each scalar's value from its holder.
StatusOr<std::vector<double>> readScalars(Runtime &rt, Stream stream,
                                          const std::vector<Scalar> &scalars,
                                          const JobRanks &ranks) {
  std::vector<double> values;
  for (const Scalar &s : scalars) {
    Array value(s.dtype, {});
    const void *buffer =
        s.local >= 0 ? ranks.outputs[size_t(s.local)] : nullptr;
    SHARDRT_RETURN_IF_ERROR(copyToRoot(rt, stream, buffer, value.numBytes(),
                                       s.holder, value.data.data()));
    values.push_back(value.get(0));
  }
  return values;
}

/// Each writer saves its blocks of the carried state after step `step`;
/// then rank 0 writes the index that makes the checkpoint complete.
Status saveCheckpoint(Runtime &rt, Stream stream, const JobSpec &job,
                      const std::vector<LocalCarry> &carried,
                      const JobRanks &ranks, int64_t step) {
  std::string dir = job.checkpointDir + "/step" + std::to_string(step);
  SHARDRT_RETURN_IF_ERROR(makeDirectory(dir));
  std::vector<Array> copies;
  std::vector<NamedTensor> tensors;
  for (const LocalCarry &c : carried) {
    const std::vector<int64_t> &w = c.state->writers;
    if (std::find(w.begin(), w.end(), rt.rank()) == w.end())
      continue;
    const TensorSpec &spec = ranks.info.outputs[size_t(c.output)];
    copies.emplace_back(spec.dtype, spec.shape);
    SHARDRT_RETURN_IF_ERROR(rt.world().copyToHost(
        copies.back().data.data(), ranks.outputs[size_t(c.output)],
        copies.back().numBytes(), stream));
  }
  SHARDRT_RETURN_IF_ERROR(rt.synchronize(stream));
  size_t next = 0;
  for (const LocalCarry &c : carried) {
    const std::vector<int64_t> &w = c.state->writers;
    if (std::find(w.begin(), w.end(), rt.rank()) == w.end())
      continue;
    const Array &a = copies[next++];
    tensors.push_back(
        {checkpointName(c.state->input), a.dtype, a.shape, a.data.data()});
  }
  if (!tensors.empty())
    SHARDRT_RETURN_IF_ERROR(writeSafetensors(
        dir + "/rank" + std::to_string(rt.rank()) + ".safetensors",
        tensors,
        {{"step", std::to_string(step)}, {"rank", std::to_string(rt.rank())}}));
  SHARDRT_RETURN_IF_ERROR(rt.world().barrier());
  if (rt.rank() != 0)
    return Status::ok();
  // Written whole and renamed: an index that exists is complete.
  std::string path = dir + "/index.json";
  {
    std::ofstream index(path + ".tmp");
    index << "{\"step\": " << step << ", " << job.checkpointIndex << "}\n";
    index.close();
    if (!index)
      return Status::error("failed writing '", path, ".tmp'");
  }
  if (std::rename((path + ".tmp").c_str(), path.c_str()) != 0)
    return Status::error("cannot rename '", path, ".tmp': ",
                         std::strerror(errno));
  return Status::ok();
}

/// The progress line of one step, on rank 0.
void printStep(const JobSpec &job, const StepRecord &r) {
  std::printf("step %lld/%lld", (long long)r.step, (long long)job.steps);
  for (size_t i = 0; i < r.scalars.size(); ++i) {
    if (i == 0)
      std::printf("  loss %.6g", r.scalars[i]);
    else
      std::printf("  scalar%zu %.6g", i, r.scalars[i]);
  }
  std::printf("  %.2f ms", r.ms);
  if (job.tokensPerStep > 0)
    std::printf("  %.0f tokens/s", 1e3 * double(job.tokensPerStep) / r.ms);
  std::printf("\n");
  std::fflush(stdout);
}

/// Rank 0's record of the job: every step, and the mean step time after
/// the first (which includes one-time work).
Status writeMetrics(const JobSpec &job, const std::vector<Scalar> &scalars,
                    const std::vector<StepRecord> &records) {
  std::ostringstream out;
  out.precision(9);
  out << "{\"start\": " << job.start << ", \"steps\": " << job.steps
      << ", \"tokens_per_step\": " << job.tokensPerStep
      << ", \"scalar_results\": [";
  for (size_t i = 0; i < scalars.size(); ++i)
    out << (i ? ", " : "") << scalars[i].number;
  out << "], \"records\": [";
  double total = 0;
  for (size_t i = 0; i < records.size(); ++i) {
    const StepRecord &r = records[i];
    out << (i ? ", " : "") << "{\"step\": " << r.step
        << ", \"time_ms\": " << r.ms;
    if (!r.scalars.empty())
      out << ", \"loss\": " << r.scalars[0];
    out << ", \"scalars\": [";
    for (size_t s = 0; s < r.scalars.size(); ++s)
      out << (s ? ", " : "") << r.scalars[s];
    out << "]}";
    if (i > 0 || records.size() == 1)
      total += r.ms;
  }
  double mean = total / double(std::max<size_t>(1, records.size() - 1));
  out << "], \"mean_step_ms\": " << mean;
  if (job.tokensPerStep > 0)
    out << ", \"tokens_per_s\": " << 1e3 * double(job.tokensPerStep) / mean;
  out << "}\n";
  std::ofstream file(job.metricsPath);
  file << out.str();
  file.close();
  if (!file)
    return Status::error("failed writing '", job.metricsPath, "'");
  return Status::ok();
}

} // namespace

Status runJob(Runtime &rt, Stream stream, const JobSpec &job,
              const JobRanks &ranks, RankStats &stats) {
  StatusOr<std::vector<LocalCarry>> carried = carriedHere(job, ranks.info);
  SHARDRT_RETURN_IF_ERROR(carried.status());
  StatusOr<std::vector<Scalar>> scalars =
      scalarsOf(job, ranks.programOf, rt.world().size(), ranks.info);
  SHARDRT_RETURN_IF_ERROR(scalars.status());
  StatusOr<std::vector<StateLink>> links = stateLinks(job, ranks, rt);
  SHARDRT_RETURN_IF_ERROR(links.status());
  std::vector<MappedFile> files(job.stepped.size());
  for (size_t s = 0; s < job.stepped.size(); ++s) {
    const SteppedInput &in = job.stepped[s];
    if (localIndex(ranks.info.inputNumbers, in.number) < 0)
      continue;
    uint64_t stepBytes = uint64_t(numElements(in.shape)) * sizeOf(in.dtype);
    SHARDRT_RETURN_IF_ERROR(
        files[s].open(in.path, in.dataOffset + uint64_t(in.rows) * stepBytes,
                      "dataset"));
    if (in.rows < job.steps)
      return Status::error("dataset '", in.path, "' holds ", in.rows,
                           " steps; the job runs ", job.steps);
  }
  std::vector<StepRecord> records;
  for (int64_t step = job.start; step < job.steps; ++step) {
    auto start = std::chrono::steady_clock::now();
    SHARDRT_RETURN_IF_ERROR(loadStep(rt, stream, job, ranks, files, step));
    if (step == job.start)
      rt.resetTraffic();
    SHARDRT_RETURN_IF_ERROR(fromError(
        ranks.run(rt, stream, ranks.arena, ranks.inputs.data(),
                  ranks.outputs.data())));
    SHARDRT_RETURN_IF_ERROR(rt.synchronize(stream));
    StatusOr<std::vector<double>> values =
        readScalars(rt, stream, *scalars, ranks);
    SHARDRT_RETURN_IF_ERROR(values.status());
    double ms = 1e3 * std::chrono::duration<double>(
                          std::chrono::steady_clock::now() - start)
                          .count();
    if (step == job.start) {
      stats.firstRunMs = ms;
      stats.traffic = rt.traffic();
    }
    records.push_back({step + 1, ms, *values});
    if (rt.rank() == 0 && job.progress)
      printStep(job, records.back());
    bool last = step + 1 == job.steps;
    if (job.checkpointEvery > 0 &&
        ((step + 1) % job.checkpointEvery == 0 || last))
      SHARDRT_RETURN_IF_ERROR(
          saveCheckpoint(rt, stream, job, *carried, ranks, step + 1));
    // The state's new value goes to the ranks that read it without making
    // it, and becomes the next step's argument in place where it is made;
    // the old one's buffer takes the next result. After the last step the
    // outputs hold the final state.
    if (last)
      continue;
    SHARDRT_RETURN_IF_ERROR(exchangeState(rt, stream, *links, ranks));
    for (const LocalCarry &c : *carried)
      if (c.input >= 0)
        std::swap(ranks.inputs[size_t(c.input)],
                  ranks.outputs[size_t(c.output)]);
  }
  if (rt.rank() == 0)
    return writeMetrics(job, *scalars, records);
  return Status::ok();
}

} // namespace shardrt
