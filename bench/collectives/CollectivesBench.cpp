//===- CollectivesBench.cpp - bandwidth of the runtime's collectives ------===//
//
//   mpirun -np N collectives_bench [--min-bytes B] [--max-bytes B]
//                                  [--step-factor F] [--iters N]
//   mpirun -np N collectives_bench_nccl ...      (one GPU per rank)
//
// In the manner of nccl-tests: for each collective and size, the time per
// call out of place and in place, the algorithm bandwidth (bytes / time)
// and the bus bandwidth (algbw times the fraction of the data each rank's
// link carries: 2(n-1)/n for all_reduce, (n-1)/n for all_gather,
// reduce_scatter and all_to_all, 1 for broadcast and send/recv), and a
// check of the result. "Bytes" is the larger of a rank's input and output.
// Calls go through shardrt::Runtime on the program's stream, as generated
// programs make them; on the host backend the same sizes also run as raw
// MPI_Allreduce and MPI_Allgather calls, and the table reports the
// runtime's time over raw MPI's.
//
//===----------------------------------------------------------------------===//

#include "runtime/MpiCommunicator.h"
#include "runtime/Runtime.h"
#ifdef SHARD_BENCH_NCCL
#include "runtime/DeviceWorld.h"
#endif

#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

using namespace shardrt;

namespace {

struct Options {
  size_t minBytes = 1024;
  size_t maxBytes = size_t(256) << 20;
  size_t stepFactor = 4;
  int iters = 0; // 0: as many as fit in about 0.2 s of transfer, 5..50
};

bool parse(int argc, char **argv, Options &options) {
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (i + 1 >= argc) {
      std::fprintf(stderr, "option %s needs a value\n", arg.c_str());
      return false;
    }
    char *end = nullptr;
    unsigned long long v = std::strtoull(argv[++i], &end, 10);
    if (*end || v == 0) {
      std::fprintf(stderr, "%s: '%s' is not a positive integer\n", arg.c_str(),
                   argv[i]);
      return false;
    }
    if (arg == "--min-bytes")
      options.minBytes = v;
    else if (arg == "--max-bytes")
      options.maxBytes = v;
    else if (arg == "--step-factor" && v > 1)
      options.stepFactor = v;
    else if (arg == "--iters")
      options.iters = int(v);
    else {
      std::fprintf(stderr,
                   "unknown option %s; usage: [--min-bytes B] [--max-bytes B] "
                   "[--step-factor F>1] [--iters N]\n",
                   arg.c_str());
      return false;
    }
  }
  return true;
}

/// Exact in f32 for every size here: small integers.
float valueOf(size_t i, int rank) {
  return float(int((i * 7 + rank * 13) % 31) - 15);
}

/// One collective over all ranks: how to call it on `count` elements (the
/// larger side), what rank `rank` must hold after it, and its bus factor.
struct Collective {
  const char *name;
  double busFactor;
  /// Elements of the input and output buffers.
  size_t inCount, outCount;
  /// Whether it has an in-place form, and where its input lives then (an
  /// offset in elements into the output buffer).
  bool inPlace;
  size_t inPlaceOffset;
  std::function<Status(Runtime &, const float *, float *, Stream)> call;
  std::function<float(size_t)> expected;
};

std::vector<Collective> collectives(size_t count, int rank, int n) {
  size_t block = count / size_t(n);
  auto sumOf = [n](size_t i) {
    float s = 0;
    for (int r = 0; r < n; ++r)
      s += valueOf(i, r);
    return s;
  };
  int next = (rank + 1) % n, prev = (rank + n - 1) % n;
  int64_t c = int64_t(count), b = int64_t(block);
  return {
      {"all_reduce", 2.0 * (n - 1) / n, count, count, true, 0,
       [c](Runtime &rt, const float *in, float *out, Stream s) {
         return rt.allReduce(0, in, out, DType::F32, {c}, ReduceOp::Sum, s);
       },
       sumOf},
      {"all_gather", double(n - 1) / n, block, count, true,
       size_t(rank) * block,
       [b](Runtime &rt, const float *in, float *out, Stream s) {
         return rt.allGather(0, in, out, DType::F32, {b}, 0, s);
       },
       [block](size_t i) { return valueOf(i % block, int(i / block)); }},
      {"reduce_scatter", double(n - 1) / n, count, block, false, 0,
       [c](Runtime &rt, const float *in, float *out, Stream s) {
         return rt.reduceScatter(0, in, out, DType::F32, {c}, 0, ReduceOp::Sum,
                                 s);
       },
       [sumOf, rank, block](size_t i) {
         return sumOf(size_t(rank) * block + i);
       }},
      {"all_to_all", double(n - 1) / n, count, count, false, 0,
       // Shape n x 1 x block, split 0, concat 1: both sides are contiguous
       // blocks, one per rank.
       [n, b](Runtime &rt, const float *in, float *out, Stream s) {
         return rt.allToAll(0, in, out, DType::F32, {n, 1, b}, 0, 1, s);
       },
       [rank, block](size_t i) {
         // Block j of the output is block `rank` of rank j's input.
         return valueOf(size_t(rank) * block + i % block, int(i / block));
       }},
      {"broadcast", 1.0, count, count, true, 0,
       [c](Runtime &rt, const float *in, float *out, Stream s) {
         return rt.broadcast(0, in, out, DType::F32, {c}, 0, s);
       },
       [](size_t i) { return valueOf(i, 0); }},
      {"sendrecv", 1.0, count, count, false, 0,
       [c, next, prev](Runtime &rt, const float *in, float *out, Stream s) {
         return rt.exchange(0,
                            {Runtime::sendTo(in, DType::F32, {c}, next),
                             Runtime::recvFrom(out, DType::F32, {c}, prev)},
                            s);
       },
       [prev](size_t i) { return valueOf(i, prev); }},
  };
}

/// A row of the table: one collective at one size.
struct Timing {
  double seconds = 0;
  bool ok = false;
};

class Bench {
public:
  Bench(Runtime &rt, Stream stream, const Options &options)
      : rt(rt), comm(rt.world()), stream(stream), options(options) {}
  ~Bench() {
    for (void *b : buffers)
      comm.deallocate(b);
  }
  int run();

private:
  /// Device (or host) buffer of `count` floats.
  StatusOr<float *> buffer(size_t index, size_t count);
  Status upload(float *dst, const std::vector<float> &src);
  Status download(std::vector<float> &dst, const float *src);
  /// Times `iters` calls (the slowest rank's time per call) after one
  /// warm-up call whose result is checked against `expected`.
  StatusOr<Timing> measure(const std::function<Status(Stream)> &call,
                           const float *result, size_t resultCount,
                           const std::function<float(size_t)> &expected,
                           const std::function<Status()> &reset, int iters);
  void printHeader() const;
  /// Measures collective `which` at about `bytes` and prints its row on
  /// rank 0; adds its check failures to `failures`. Fails on a runtime
  /// error.
  Status benchOne(size_t which, size_t bytes, int &failures);
  /// The slowest rank's seconds per call of the same transfer as raw MPI
  /// (all_reduce, or all_gather of `inCount` elements per rank).
  static double rawMpiSeconds(size_t which, const float *in, float *out,
                              size_t count, size_t inCount, int iters);
  /// Rank 0's row for `c`: its times, bandwidths and checks, and raw MPI's
  /// time (`raw`, 0 for none) on the host backend.
  void printRow(const Collective &c, size_t moved, const Timing &outOfPlace,
                const Timing &inPlace, double raw) const;

  bool host() const { return comm.memorySpace() == MemorySpace::Host; }

  Runtime &rt;
  Communicator &comm;
  Stream stream;
  const Options &options;
  std::vector<void *> buffers;
  std::vector<size_t> capacity;
};

StatusOr<float *> Bench::buffer(size_t index, size_t count) {
  if (buffers.size() <= index) {
    buffers.resize(index + 1, nullptr);
    capacity.resize(index + 1, 0);
  }
  if (capacity[index] < count) {
    SHARDRT_RETURN_IF_ERROR(rt.synchronize(stream));
    if (buffers[index])
      comm.deallocate(buffers[index]);
    buffers[index] = nullptr;
    StatusOr<void *> p = comm.allocate(count * sizeof(float));
    SHARDRT_RETURN_IF_ERROR(p.status());
    buffers[index] = *p;
    capacity[index] = count;
  }
  return static_cast<float *>(buffers[index]);
}

Status Bench::upload(float *dst, const std::vector<float> &src) {
  SHARDRT_RETURN_IF_ERROR(
      comm.copyFromHost(dst, src.data(), src.size() * sizeof(float), stream));
  return rt.synchronize(stream);
}

Status Bench::download(std::vector<float> &dst, const float *src) {
  SHARDRT_RETURN_IF_ERROR(
      comm.copyToHost(dst.data(), src, dst.size() * sizeof(float), stream));
  return rt.synchronize(stream);
}

StatusOr<Timing> Bench::measure(const std::function<Status(Stream)> &call,
                                const float *result, size_t resultCount,
                                const std::function<float(size_t)> &expected,
                                const std::function<Status()> &reset,
                                int iters) {
  Timing timing;
  SHARDRT_RETURN_IF_ERROR(reset());
  SHARDRT_RETURN_IF_ERROR(call(stream));
  SHARDRT_RETURN_IF_ERROR(rt.synchronize(stream));
  std::vector<float> got(resultCount);
  SHARDRT_RETURN_IF_ERROR(download(got, result));
  int wrong = 0;
  for (size_t i = 0; i < resultCount; ++i)
    wrong += got[i] != expected(i);
  int anyWrong = 0;
  MPI_Allreduce(&wrong, &anyWrong, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  timing.ok = anyWrong == 0;
  // In-place calls overwrite their input: timed calls run on whatever the
  // previous call left, which moves the same bytes.
  SHARDRT_RETURN_IF_ERROR(comm.barrier());
  auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i)
    SHARDRT_RETURN_IF_ERROR(call(stream));
  SHARDRT_RETURN_IF_ERROR(rt.synchronize(stream));
  double mine =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count() /
      iters;
  MPI_Allreduce(&mine, &timing.seconds, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  return timing;
}

void Bench::printHeader() const {
  std::printf("# shard collectives benchmark: %d ranks, %s backend, f32, "
              "sum\n",
              comm.size(), host() ? "MPI (host)" : "NCCL (device)");
  std::printf("# time in us per call (slowest rank); algbw and busbw in "
              "GB/s; check: results equal the expected values exactly\n");
  std::printf("%-14s %11s | %10s %8s %8s %5s | %10s %8s %8s %5s%s\n",
              "collective", "bytes", "out-of-pl", "algbw", "busbw", "check",
              "in-place", "algbw", "busbw", "check",
              host() ? " | raw MPI us  runtime/raw" : "");
}

double Bench::rawMpiSeconds(size_t which, const float *in, float *out,
                            size_t count, size_t inCount, int iters) {
  MPI_Barrier(MPI_COMM_WORLD);
  auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) {
    if (which == 0)
      MPI_Allreduce(in, out, int(count), MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
    else
      MPI_Allgather(in, int(inCount), MPI_FLOAT, out, int(inCount), MPI_FLOAT,
                    MPI_COMM_WORLD);
  }
  double mine =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count() /
      iters;
  double raw = 0;
  MPI_Allreduce(&mine, &raw, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  return raw;
}

void Bench::printRow(const Collective &c, size_t moved,
                     const Timing &outOfPlace, const Timing &inPlace,
                     double raw) const {
  auto cells = [&](const Timing &t, bool present) {
    if (!present)
      return std::string("         -        -        -     -");
    double algbw = double(moved) / t.seconds / 1e9;
    char text[80];
    std::snprintf(text, sizeof(text), "%10.1f %8.2f %8.2f %5s", t.seconds * 1e6,
                  algbw, algbw * c.busFactor, t.ok ? "ok" : "FAIL");
    return std::string(text);
  };
  std::printf("%-14s %11zu | %s | %s", c.name, moved,
              cells(outOfPlace, true).c_str(),
              cells(inPlace, c.inPlace).c_str());
  if (host() && raw > 0)
    std::printf(" | %10.1f %12.2f", raw * 1e6, outOfPlace.seconds / raw);
  else if (host())
    std::printf(" | %10s %12s", "-", "-");
  std::printf("\n");
}

Status Bench::benchOne(size_t which, size_t bytes, int &failures) {
  int rank = comm.rank(), n = comm.size();
  // Whole blocks per rank.
  size_t count =
      std::max<size_t>(bytes / sizeof(float) / size_t(n), 1) * size_t(n);
  Collective c = collectives(count, rank, n)[which];
  int iters = options.iters
                  ? options.iters
                  : int(std::clamp<size_t>(
                        (size_t(50) << 20) / (count * sizeof(float)), 5, 50));
  StatusOr<float *> in = buffer(0, c.inCount);
  SHARDRT_RETURN_IF_ERROR(in.status());
  StatusOr<float *> out = buffer(1, c.outCount);
  SHARDRT_RETURN_IF_ERROR(out.status());
  std::vector<float> input(c.inCount);
  for (size_t i = 0; i < input.size(); ++i)
    input[i] = valueOf(i, rank);
  auto resetIn = [&] { return upload(*in, input); };
  StatusOr<Timing> outOfPlace =
      measure([&](Stream s) { return c.call(rt, *in, *out, s); }, *out,
              c.outCount, c.expected, resetIn, iters);
  if (!outOfPlace.isOk())
    return Status::error(c.name, ": ", outOfPlace.status().message());
  StatusOr<Timing> inPlace = Timing();
  if (c.inPlace) {
    float *inside = *out + c.inPlaceOffset;
    inPlace = measure([&](Stream s) { return c.call(rt, inside, *out, s); },
                      *out, c.outCount, c.expected,
                      [&] {
                        // The input sits where the in-place form reads it.
                        std::vector<float> placed(c.outCount, -99.0f);
                        std::copy(input.begin(), input.end(),
                                  placed.begin() + long(c.inPlaceOffset));
                        return upload(*out, placed);
                      },
                      iters);
    if (!inPlace.isOk())
      return Status::error(c.name, ": ", inPlace.status().message());
  }
  // The same transfer as raw MPI, for the host backend's overhead.
  double raw = host() && (which == 0 || which == 1)
                   ? rawMpiSeconds(which, *in, *out, count, c.inCount, iters)
                   : 0;
  failures += !outOfPlace->ok || (c.inPlace && !inPlace->ok);
  if (rank == 0)
    printRow(c, std::max(c.inCount, c.outCount) * sizeof(float), *outOfPlace,
             *inPlace, raw);
  return Status::ok();
}

int Bench::run() {
  if (comm.rank() == 0)
    printHeader();
  int failures = 0;
  size_t kinds = collectives(size_t(comm.size()), 0, comm.size()).size();
  for (size_t which = 0; which < kinds; ++which)
    for (size_t bytes = options.minBytes; bytes <= options.maxBytes;
         bytes *= options.stepFactor)
      if (Status status = benchOne(which, bytes, failures); !status.isOk()) {
        std::fprintf(stderr, "[rank %d] %s\n", comm.rank(),
                     status.message().c_str());
        return 1;
      }
  if (comm.rank() == 0)
    std::printf("# %d check failures\n", failures);
  return failures ? 1 : 0;
}

} // namespace

int main(int argc, char **argv) {
  Options options;
  if (!parse(argc, argv, options))
    return 2;
  StatusOr<std::unique_ptr<Communicator>> mpi = createMpiWorld(&argc, &argv);
  if (!mpi.isOk()) {
    std::fprintf(stderr, "%s\n", mpi.status().message().c_str());
    return 1;
  }
  std::unique_ptr<Communicator> world = std::move(*mpi);
#ifdef SHARD_BENCH_NCCL
  StatusOr<int> devices = useLocalDevice(world->rank());
  StatusOr<std::unique_ptr<Communicator>> nccl =
      devices.isOk()
          ? createNcclWorld(*world)
          : StatusOr<std::unique_ptr<Communicator>>(devices.status());
  if (!nccl.isOk()) {
    std::fprintf(stderr, "[rank %d] %s\n", world->rank(),
                 nccl.status().message().c_str());
    abortMpiJob(1);
  }
  world = std::move(*nccl);
#endif
  MeshShape mesh;
  mesh.axes = {"x"};
  mesh.sizes = {world->size()};
  StatusOr<std::unique_ptr<Runtime>> rt =
      Runtime::create(std::move(world), mesh, {{"x"}});
  if (!rt.isOk()) {
    std::fprintf(stderr, "%s\n", rt.status().message().c_str());
    abortMpiJob(1);
  }
  StatusOr<Stream> stream = (*rt)->world().createStream();
  if (!stream.isOk()) {
    std::fprintf(stderr, "%s\n", stream.status().message().c_str());
    abortMpiJob(1);
  }
  int result;
  {
    Bench bench(**rt, *stream, options);
    result = bench.run();
  }
  (*rt)->world().destroyStream(*stream);
  if (result != 0)
    abortMpiJob(result);
  rt->reset();
  finalizeMpi();
  return 0;
}
