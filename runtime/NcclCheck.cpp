//===- NcclCheck.cpp - the NCCL backend on real GPUs ----------------------===//
//
//   mpirun -np <ranks> nccl_check
//
// Runs every Runtime collective on device buffers over a 1-D mesh of all
// ranks, checks the results on the host and prints one line per collective.
// Exits 1 on a mismatch or error.
//
//===----------------------------------------------------------------------===//

#include "runtime/DeviceWorld.h"
#include "runtime/MpiCommunicator.h"
#include "runtime/Runtime.h"

#include <chrono>
#include <cstdio>
#include <functional>

using namespace shardrt;

namespace {

struct Device {
  Runtime &rt;
  Communicator &comm;
  Stream stream;
  std::vector<void *> buffers;
  ~Device() {
    for (void *b : buffers)
      comm.deallocate(b);
  }
  void *upload(const std::vector<float> &host) {
    void *p = *comm.allocate(host.size() * sizeof(float));
    buffers.push_back(p);
    (void)comm.copyFromHost(p, host.data(), host.size() * sizeof(float),
                            stream);
    (void)rt.synchronize(stream);
    return p;
  }
  std::vector<float> download(const void *p, size_t n) {
    std::vector<float> host(n);
    (void)comm.copyToHost(host.data(), p, n * sizeof(float), stream);
    (void)rt.synchronize(stream);
    return host;
  }
};

float value(int64_t i, int64_t rank) { return float((i * 7 + rank * 3) % 19); }

/// Reports `status` (prefixed by the rank) and ends the job if it failed.
template <typename T> T orAbort(StatusOr<T> status, int rank) {
  if (!status.isOk()) {
    std::fprintf(stderr, "[rank %d] %s\n", rank,
                 status.status().message().c_str());
    abortMpiJob(1);
  }
  return std::move(*status);
}

/// The runtime over NCCL on a 1-D mesh "x" of all ranks (bootstrapped over
/// `mpi`); ends the job on failure.
std::unique_ptr<Runtime> openRuntime(Communicator &mpi) {
  int rank = mpi.rank();
  StatusOr<int> devices = useLocalDevice(rank);
  StatusOr<std::unique_ptr<Communicator>> nccl =
      devices.isOk()
          ? createNcclWorld(mpi)
          : StatusOr<std::unique_ptr<Communicator>>(devices.status());
  MeshShape mesh;
  mesh.axes = {"x"};
  mesh.sizes = {mpi.size()};
  return orAbort(Runtime::create(orAbort(std::move(nccl), rank), mesh, {{"x"}}),
                 rank);
}

/// The checks of one rank: each enqueues a collective on the stream, waits,
/// and compares the result on the host with what every rank's inputs give.
class Checks {
public:
  Checks(Runtime &rt, Stream s)
      : rt(rt), s(s), device{rt, rt.world(), s, {}}, rank(rt.world().rank()),
        n(rt.world().size()), rows(64 * n), count(rows * cols), mine(count),
        sum(count) {
    for (int64_t i = 0; i < count; ++i) {
      mine[i] = value(i, rank);
      for (int r = 0; r < n; ++r)
        sum[i] += value(i, r);
    }
    in = device.upload(mine);
    out = device.upload(std::vector<float>(count * n));
  }
  /// The buffers go before the communicators do.
  ~Checks() {
    for (void *b : device.buffers)
      rt.world().deallocate(b);
    device.buffers.clear();
  }

  /// The collectives that make a new result: all_reduce, all_gather,
  /// reduce_scatter, broadcast, all_to_all.
  void outOfPlace();
  /// An all_reduce in place, and one started and waited for.
  void inPlace();
  /// Every rank sends to the next and receives from the previous.
  void ring();
  int failures = 0;

private:
  void check(const char *what, const std::function<Status()> &op,
             const void *result, const std::vector<float> &want);

  Runtime &rt;
  Stream s;
  Device device;
  const int rank, n;
  const int64_t rows, cols = 256, count;
  std::vector<float> mine, sum;
  void *in = nullptr, *out = nullptr;
};

void Checks::check(const char *what, const std::function<Status()> &op,
                   const void *result, const std::vector<float> &want) {
  auto start = std::chrono::steady_clock::now();
  Status status = op();
  if (status.isOk())
    status = rt.synchronize(s);
  double ms = std::chrono::duration<double, std::milli>(
                  std::chrono::steady_clock::now() - start)
                  .count();
  bool ok = status.isOk() && device.download(result, want.size()) == want;
  failures += !ok;
  if (rank == 0 || !ok)
    std::printf("[rank %d] %-16s %10zu bytes %8.3f ms  %s %s\n", rank, what,
                want.size() * sizeof(float), ms, ok ? "ok" : "MISMATCH",
                status.message().c_str());
}

void Checks::outOfPlace() {
  check(
      "all_reduce",
      [&] {
        return rt.allReduce(0, in, out, DType::F32, {rows, cols}, ReduceOp::Sum,
                            s);
      },
      out, sum);
  // all_gather along dim 1: rank r's block is columns [r*cols, (r+1)*cols).
  std::vector<float> full(count * n);
  for (int r = 0; r < n; ++r)
    for (int64_t i = 0; i < rows; ++i)
      for (int64_t j = 0; j < cols; ++j)
        full[(i * n + r) * cols + j] = value(i * cols + j, r);
  check(
      "all_gather dim1",
      [&] {
        return rt.allGather(0, in, out, DType::F32, {rows, cols}, 1, s);
      },
      out, full);
  std::vector<float> scattered(sum.begin() + rank * (count / n),
                               sum.begin() + (rank + 1) * (count / n));
  check(
      "reduce_scatter",
      [&] {
        return rt.reduceScatter(0, in, out, DType::F32, {rows, cols}, 0,
                                ReduceOp::Sum, s);
      },
      out, scattered);
  std::vector<float> root(count);
  for (int64_t i = 0; i < count; ++i)
    root[i] = value(i, 0);
  check(
      "broadcast",
      [&] {
        return rt.broadcast(0, in, out, DType::F32, {rows, cols}, 0, s);
      },
      out, root);
  // split 0, concat 1: block r (rows of rank) lands at columns r.
  std::vector<float> swapped(count);
  int64_t rb = rows / n;
  for (int r = 0; r < n; ++r)
    for (int64_t i = 0; i < rb; ++i)
      for (int64_t j = 0; j < cols; ++j)
        swapped[(i * n + r) * cols + j] = value((rank * rb + i) * cols + j, r);
  check(
      "all_to_all",
      [&] {
        return rt.allToAll(0, in, out, DType::F32, {rows, cols}, 0, 1, s);
      },
      out, swapped);
}

void Checks::inPlace() {
  // The sum overwrites the operand.
  void *inPlace = device.upload(mine);
  check(
      "all_reduce inplace",
      [&] {
        return rt.allReduce(0, inPlace, inPlace, DType::F32, {rows, cols},
                            ReduceOp::Sum, s);
      },
      inPlace, sum);
  // Started on the communicator's stream, with a copy enqueued on the
  // program's stream before the wait: the sum is complete after the wait.
  void *started = device.upload(mine);
  void *copied = device.upload(std::vector<float>(count));
  check(
      "all_reduce started",
      [&] {
        Runtime::Pending pending;
        SHARDRT_RETURN_IF_ERROR(rt.startAllReduce(0, started, started,
                                                  DType::F32, {rows, cols},
                                                  ReduceOp::Sum, s, pending));
        size_t bytes = size_t(count) * sizeof(float);
        SHARDRT_RETURN_IF_ERROR(
            rt.world().copy2D(copied, bytes, in, bytes, bytes, 1, s));
        return rt.wait(pending, s);
      },
      started, sum);
}

void Checks::ring() {
  // In one group: separate blocking calls would deadlock.
  int next = (rank + 1) % n, prev = (rank + n - 1) % n;
  std::vector<float> expect(count);
  for (int64_t i = 0; i < count; ++i)
    expect[i] = value(i, prev);
  check(
      "send/recv ring",
      [&] {
        return rt.exchange(0,
                           {Runtime::sendTo(in, DType::F32, {count}, next),
                            Runtime::recvFrom(out, DType::F32, {count}, prev)},
                           s);
      },
      out, expect);
}

} // namespace

int main(int argc, char **argv) {
  StatusOr<std::unique_ptr<Communicator>> mpi = createMpiWorld(&argc, &argv);
  if (!mpi.isOk()) {
    std::fprintf(stderr, "%s\n", mpi.status().message().c_str());
    return 1;
  }
  std::unique_ptr<Runtime> rt = openRuntime(**mpi);
  Stream s = orAbort(rt->world().createStream(), (*mpi)->rank());
  int failures;
  {
    Checks checks(*rt, s);
    checks.outOfPlace();
    checks.inPlace();
    if ((*mpi)->size() > 1)
      checks.ring();
    failures = checks.failures;
  }
  // The stream goes before the communicators do.
  rt->world().destroyStream(s);
  rt.reset();
  finalizeMpi();
  return failures ? 1 : 0;
}
