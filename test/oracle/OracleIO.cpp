//===- OracleIO.cpp - .npy tensors in and out of mlir-runner programs -----===//
//
// A shared library mlir-runner loads next to the oracle's wrapper program:
// `shardOracleLoad<T>(memref, i)` fills a memref from
// $SHARD_ORACLE_DIR/inputs/input<i>.npy and `shardOracleStore<T>(memref, i)`
// writes $SHARD_ORACLE_DIR/oracle/output<i>.npy. The wrapper declares them
// with llvm.emit_c_interface, so they receive unranked memref descriptors.
//
//===----------------------------------------------------------------------===//

#include "runtime/Array.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <sys/stat.h>

namespace {

/// MLIR's C interface for memref<*xT>: a rank and a pointer to the ranked
/// descriptor {allocated, aligned, offset, sizes[rank], strides[rank]}.
struct UnrankedMemRef {
  int64_t rank;
  void *descriptor;
};

struct View {
  char *data;
  std::vector<int64_t> sizes, strides;
};

View viewOf(const UnrankedMemRef *m, size_t elementBytes) {
  auto *d = static_cast<char **>(m->descriptor);
  auto *ints = reinterpret_cast<int64_t *>(d + 2);
  View v;
  v.data = d[1] + ints[0] * int64_t(elementBytes);
  v.sizes.assign(ints + 1, ints + 1 + m->rank);
  v.strides.assign(ints + 1 + m->rank, ints + 1 + 2 * m->rank);
  return v;
}

/// Calls f(elementPointer, rowMajorIndex) for every element of `v`.
template <typename F> void forEach(const View &v, size_t elementBytes, F f) {
  int64_t count = 1;
  for (int64_t s : v.sizes)
    count *= s;
  std::vector<int64_t> index(v.sizes.size(), 0);
  for (int64_t i = 0; i < count; ++i) {
    int64_t offset = 0;
    for (size_t d = 0; d < index.size(); ++d)
      offset += index[d] * v.strides[d];
    f(v.data + offset * int64_t(elementBytes), i);
    for (size_t d = index.size(); d-- > 0;) {
      if (++index[d] < v.sizes[d])
        break;
      index[d] = 0;
    }
  }
}

[[noreturn]] void fail(const std::string &message) {
  std::fprintf(stderr, "oracle I/O: %s\n", message.c_str());
  std::exit(1);
}

std::string directory() {
  const char *dir = std::getenv("SHARD_ORACLE_DIR");
  if (!dir)
    fail("SHARD_ORACLE_DIR is not set");
  return dir;
}

void load(const UnrankedMemRef *m, int64_t index, shardrt::DType dtype) {
  std::string path =
      directory() + "/inputs/input" + std::to_string(index) + ".npy";
  shardrt::StatusOr<shardrt::Array> array = shardrt::readNpy(path);
  if (!array.isOk())
    fail(array.status().message());
  size_t bytes = shardrt::sizeOf(dtype);
  View v = viewOf(m, bytes);
  if (array->dtype != dtype || array->shape != v.sizes)
    fail(path + " does not match the program's argument");
  forEach(v, bytes, [&](char *p, int64_t i) {
    std::memcpy(p, array->data.data() + i * int64_t(bytes), bytes);
  });
}

void store(const UnrankedMemRef *m, int64_t index, shardrt::DType dtype) {
  std::string dir = directory() + "/oracle";
  ::mkdir(dir.c_str(), 0755);
  size_t bytes = shardrt::sizeOf(dtype);
  View v = viewOf(m, bytes);
  shardrt::Array array(dtype, v.sizes);
  forEach(v, bytes, [&](char *p, int64_t i) {
    std::memcpy(array.data.data() + i * int64_t(bytes), p, bytes);
  });
  shardrt::Status status = shardrt::writeNpy(
      dir + "/output" + std::to_string(index) + ".npy", array);
  if (!status.isOk())
    fail(status.message());
}

} // namespace

#define SHARD_ORACLE_IO(Name, DTypeValue)                                      \
  extern "C" void _mlir_ciface_shardOracleLoad##Name(UnrankedMemRef *m,        \
                                                     int64_t index) {          \
    load(m, index, shardrt::DType::DTypeValue);                                \
  }                                                                            \
  extern "C" void _mlir_ciface_shardOracleStore##Name(UnrankedMemRef *m,       \
                                                      int64_t index) {         \
    store(m, index, shardrt::DType::DTypeValue);                               \
  }

SHARD_ORACLE_IO(F32, F32)
SHARD_ORACLE_IO(F64, F64)
SHARD_ORACLE_IO(F16, F16)
SHARD_ORACLE_IO(BF16, BF16)
SHARD_ORACLE_IO(I32, I32)
SHARD_ORACLE_IO(I64, I64)
SHARD_ORACLE_IO(I16, I16)
SHARD_ORACLE_IO(I8, I8)
SHARD_ORACLE_IO(Bool, Bool)
