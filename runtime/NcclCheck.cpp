//===- NcclCheck.cpp - the NCCL backend on real GPUs ----------------------===//
//
//   mpirun -np <ranks> nccl_check
//
// Runs every Runtime collective on device buffers over a 1-D mesh of all
// ranks, checks the results on the host and prints one line per collective.
// Exits 1 on a mismatch or error.
//
//===----------------------------------------------------------------------===//

#include "runtime/MpiCommunicator.h"
#include "runtime/NcclCommunicator.h"
#include "runtime/Runtime.h"

#include <chrono>
#include <cstdio>
#include <functional>

using namespace shardrt;

namespace {

struct Device {
  Communicator &comm;
  std::vector<void *> buffers;
  ~Device() {
    for (void *b : buffers)
      comm.deallocate(b);
  }
  void *upload(const std::vector<float> &host) {
    void *p = *comm.allocate(host.size() * sizeof(float));
    buffers.push_back(p);
    (void)comm.copyFromHost(p, host.data(), host.size() * sizeof(float));
    return p;
  }
  std::vector<float> download(const void *p, size_t n) {
    std::vector<float> host(n);
    (void)comm.copyToHost(host.data(), p, n * sizeof(float));
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
  StatusOr<std::unique_ptr<Communicator>> nccl = createNcclWorld(**mpi);
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
  Device device{(*rt)->world(), {}};
  const int64_t rows = 64 * n, cols = 256;
  const int64_t count = rows * cols;
  int failures = 0;

  // Each check: run on device, compare on host with `want`.
  auto check = [&](const char *what, const std::function<Status()> &op,
                   const void *result, const std::vector<float> &want) {
    auto start = std::chrono::steady_clock::now();
    Status status = op();
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
                                ReduceOp::Sum);
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
        return (*rt)->allGather(0, in, out, DType::F32, {rows, cols}, 1);
      },
      out, full);
  std::vector<float> scattered(sum.begin() + rank * (count / n),
                               sum.begin() + (rank + 1) * (count / n));
  check(
      "reduce_scatter",
      [&] {
        return (*rt)->reduceScatter(0, in, out, DType::F32, {rows, cols}, 0,
                                    ReduceOp::Sum);
      },
      out, scattered);
  std::vector<float> root(count);
  for (int64_t i = 0; i < count; ++i)
    root[i] = value(i, 0);
  check(
      "broadcast",
      [&] {
        return (*rt)->broadcast(0, in, out, DType::F32, {rows, cols}, 0);
      },
      out, root);
  check(
      "all_to_all",
      [&] {
        return (*rt)->allToAll(0, in, out, DType::F32, {rows, cols}, 0, 1);
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
  if (n > 1) {
    int peer = rank ^ 1;
    if (peer < n) {
      std::vector<float> expect(count);
      for (int64_t i = 0; i < count; ++i)
        expect[i] = value(i, peer);
      check(
          "send/recv",
          [&]() -> Status {
            // Even ranks send first; odd ranks receive first.
            if (rank % 2 == 0) {
              SHARDRT_RETURN_IF_ERROR(
                  (*rt)->send(0, in, DType::F32, {count}, peer));
              return (*rt)->recv(0, out, DType::F32, {count}, peer);
            }
            SHARDRT_RETURN_IF_ERROR(
                (*rt)->recv(0, out, DType::F32, {count}, peer));
            return (*rt)->send(0, in, DType::F32, {count}, peer);
          },
          out, expect);
    }
  }
  rt->reset();
  finalizeMpi();
  return failures ? 1 : 0;
}
