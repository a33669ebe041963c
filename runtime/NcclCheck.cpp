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

} // namespace

int main(int argc, char **argv) {
  StatusOr<std::unique_ptr<Communicator>> mpi = createMpiWorld(&argc, &argv);
  if (!mpi.isOk()) {
    std::fprintf(stderr, "%s\n", mpi.status().message().c_str());
    return 1;
  }
  int rank = (*mpi)->rank(), n = (*mpi)->size();
  StatusOr<int> devices = useLocalDevice(rank);
  StatusOr<std::unique_ptr<Communicator>> nccl =
      devices.isOk()
          ? createNcclWorld(**mpi)
          : StatusOr<std::unique_ptr<Communicator>>(devices.status());
  if (!nccl.isOk()) {
    std::fprintf(stderr, "[rank %d] %s\n", rank,
                 nccl.status().message().c_str());
    abortMpiJob(1);
  }
  MeshShape mesh;
  mesh.axes = {"x"};
  mesh.sizes = {n};
  StatusOr<std::unique_ptr<Runtime>> rt =
      Runtime::create(std::move(*nccl), mesh, {{"x"}});
  if (!rt.isOk()) {
    std::fprintf(stderr, "[rank %d] %s\n", rank, rt.status().message().c_str());
    abortMpiJob(1);
  }
  StatusOr<Stream> stream = (*rt)->world().createStream();
  if (!stream.isOk()) {
    std::fprintf(stderr, "[rank %d] %s\n", rank,
                 stream.status().message().c_str());
    abortMpiJob(1);
  }
  Stream s = *stream;
  Device device{**rt, (*rt)->world(), s, {}};
  const int64_t rows = 64 * n, cols = 256;
  const int64_t count = rows * cols;
  int failures = 0;

  // Each check: enqueue on the stream, wait, compare on host with `want`.
  auto check = [&](const char *what, const std::function<Status()> &op,
                   const void *result, const std::vector<float> &want) {
    auto start = std::chrono::steady_clock::now();
    Status status = op();
    if (status.isOk())
      status = (*rt)->synchronize(s);
    double ms = std::chrono::duration<double, std::milli>(
                    std::chrono::steady_clock::now() - start)
                    .count();
    bool ok = status.isOk() && device.download(result, want.size()) == want;
    failures += !ok;
    if (rank == 0 || !ok)
      std::printf("[rank %d] %-16s %10zu bytes %8.3f ms  %s %s\n", rank, what,
                  want.size() * sizeof(float), ms, ok ? "ok" : "MISMATCH",
                  status.message().c_str());
  };

  std::vector<float> mine(count), sum(count), full(count * n);
  for (int64_t i = 0; i < count; ++i) {
    mine[i] = value(i, rank);
    for (int r = 0; r < n; ++r)
      sum[i] += value(i, r);
  }
  void *in = device.upload(mine);
  void *out = device.upload(std::vector<float>(count * n));
  check(
      "all_reduce",
      [&] {
        return (*rt)->allReduce(0, in, out, DType::F32, {rows, cols},
                                ReduceOp::Sum, s);
      },
      out, sum);
  // all_gather along dim 1: rank r's block is columns [r*cols, (r+1)*cols).
  for (int r = 0; r < n; ++r)
    for (int64_t i = 0; i < rows; ++i)
      for (int64_t j = 0; j < cols; ++j)
        full[(i * n + r) * cols + j] = value(i * cols + j, r);
  check(
      "all_gather dim1",
      [&] {
        return (*rt)->allGather(0, in, out, DType::F32, {rows, cols}, 1, s);
      },
      out, full);
  std::vector<float> scattered(sum.begin() + rank * (count / n),
                               sum.begin() + (rank + 1) * (count / n));
  check(
      "reduce_scatter",
      [&] {
        return (*rt)->reduceScatter(0, in, out, DType::F32, {rows, cols}, 0,
                                    ReduceOp::Sum, s);
      },
      out, scattered);
  std::vector<float> root(count);
  for (int64_t i = 0; i < count; ++i)
    root[i] = value(i, 0);
  check(
      "broadcast",
      [&] {
        return (*rt)->broadcast(0, in, out, DType::F32, {rows, cols}, 0, s);
      },
      out, root);
  check(
      "all_to_all",
      [&] {
        return (*rt)->allToAll(0, in, out, DType::F32, {rows, cols}, 0, 1, s);
      },
      out,
      [&] {
        // split 0, concat 1: block r (rows of rank) lands at columns r.
        std::vector<float> want(count);
        int64_t rb = rows / n;
        for (int r = 0; r < n; ++r)
          for (int64_t i = 0; i < rb; ++i)
            for (int64_t j = 0; j < cols; ++j)
              want[(i * n + r) * cols + j] =
                  value((rank * rb + i) * cols + j, r);
        return want;
      }());
  // In place: the sum overwrites the operand.
  void *inPlace = device.upload(mine);
  check(
      "all_reduce inplace",
      [&] {
        return (*rt)->allReduce(0, inPlace, inPlace, DType::F32, {rows, cols},
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
        SHARDRT_RETURN_IF_ERROR(
            (*rt)->startAllReduce(0, started, started, DType::F32, {rows, cols},
                                  ReduceOp::Sum, s, pending));
        size_t bytes = size_t(count) * sizeof(float);
        SHARDRT_RETURN_IF_ERROR(
            (*rt)->world().copy2D(copied, bytes, in, bytes, bytes, 1, s));
        return (*rt)->wait(pending, s);
      },
      started, sum);
  if (n > 1) {
    // Every rank sends to the next and receives from the previous, in one
    // group: separate blocking calls would deadlock.
    int next = (rank + 1) % n, prev = (rank + n - 1) % n;
    std::vector<float> expect(count);
    for (int64_t i = 0; i < count; ++i)
      expect[i] = value(i, prev);
    check(
        "send/recv ring",
        [&] {
          return (*rt)->exchange(
              0,
              {Runtime::sendTo(in, DType::F32, {count}, next),
               Runtime::recvFrom(out, DType::F32, {count}, prev)},
              s);
        },
        out, expect);
  }
  // The buffers and the stream go before the communicators do.
  for (void *b : device.buffers)
    (*rt)->world().deallocate(b);
  device.buffers.clear();
  (*rt)->world().destroyStream(s);
  rt->reset();
  finalizeMpi();
  return failures ? 1 : 0;
}
