//===- ProgramIo.cpp - a program's files, all on rank 0 -------------------===//

#include "runtime/ProgramIo.h"

#include "runtime/Array.h"

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

namespace shardrt {
namespace {

size_t bytesOf(const TensorSpec &spec) {
  return size_t(numElements(spec.shape)) * sizeOf(spec.dtype);
}

/// Posts one transfer of `bytes` bytes with `peer` and waits for it.
Status transfer(Runtime &rt, Stream stream, PeerTransfer::Kind kind,
                void *buffer, size_t bytes, int peer) {
  if (bytes == 0)
    return Status::ok();
  PeerTransfer t{kind, buffer, bytes, DType::I8, peer};
  SHARDRT_RETURN_IF_ERROR(rt.world().exchange(&t, 1, stream));
  return rt.synchronize(stream);
}

/// Memory of the communicator's space for the duration of one transfer
/// from or to the host: the host memory itself on host backends.
class Staging {
public:
  explicit Staging(Communicator &comm) : comm(comm) {}
  Staging(const Staging &) = delete;
  Staging &operator=(const Staging &) = delete;
  ~Staging() {
    if (owned)
      comm.deallocate(pointer);
  }
  Status init(void *host, size_t bytes) {
    if (comm.memorySpace() == MemorySpace::Host || bytes == 0) {
      pointer = host;
      return Status::ok();
    }
    StatusOr<void *> p = comm.allocate(bytes);
    SHARDRT_RETURN_IF_ERROR(p.status());
    pointer = *p;
    owned = true;
    return Status::ok();
  }
  void *get() const { return pointer; }
  /// Whether the data must be copied between it and the host.
  bool isCopy() const { return owned; }

private:
  Communicator &comm;
  void *pointer = nullptr;
  bool owned = false;
};

/// Sends `bytes` bytes of host memory to `peer`.
Status sendFromHost(Runtime &rt, Stream stream, const void *host, size_t bytes,
                    int peer) {
  Staging staging(rt.world());
  SHARDRT_RETURN_IF_ERROR(staging.init(const_cast<void *>(host), bytes));
  if (staging.isCopy()) {
    SHARDRT_RETURN_IF_ERROR(
        rt.world().copyFromHost(staging.get(), host, bytes, stream));
    SHARDRT_RETURN_IF_ERROR(rt.synchronize(stream));
  }
  return transfer(rt, stream, PeerTransfer::Kind::Send, staging.get(), bytes,
                  peer);
}

/// Receives `bytes` bytes from `peer` into host memory.
Status receiveToHost(Runtime &rt, Stream stream, void *host, size_t bytes,
                     int peer) {
  Staging staging(rt.world());
  SHARDRT_RETURN_IF_ERROR(staging.init(host, bytes));
  SHARDRT_RETURN_IF_ERROR(transfer(rt, stream, PeerTransfer::Kind::Recv,
                                   staging.get(), bytes, peer));
  if (!staging.isCopy())
    return Status::ok();
  SHARDRT_RETURN_IF_ERROR(
      rt.world().copyToHost(host, staging.get(), bytes, stream));
  return rt.synchronize(stream);
}

/// A rank other than 0: its program's inputs (received) or outputs (sent)
/// move between their buffers and rank 0, in order.
Status transferWithRoot(Runtime &rt, Stream stream, const ProgramOf &programOf,
                        bool inputs, const std::vector<void *> &buffers) {
  StatusOr<const ProgramInfo *> mine = programOf(rt.world().rank());
  SHARDRT_RETURN_IF_ERROR(mine.status());
  const std::vector<TensorSpec> &tensors =
      inputs ? (*mine)->inputs : (*mine)->outputs;
  PeerTransfer::Kind kind =
      inputs ? PeerTransfer::Kind::Recv : PeerTransfer::Kind::Send;
  for (size_t i = 0; i < tensors.size(); ++i)
    SHARDRT_RETURN_IF_ERROR(
        transfer(rt, stream, kind, buffers[i], bytesOf(tensors[i]), 0));
  return Status::ok();
}

/// Rank `rank`'s input `i` from its file, checked against `info`.
StatusOr<Array> readInput(const std::string &dir, int rank,
                          const ProgramInfo &info, size_t i) {
  const TensorSpec &spec = info.inputs[i];
  size_t number = size_t(info.inputNumbers[i]);
  std::string path =
      rankDir(dir, rank) + "/input" + std::to_string(number) + ".npy";
  StatusOr<Array> array = readNpy(path);
  SHARDRT_RETURN_IF_ERROR(array.status());
  if (array->dtype != spec.dtype || array->shape != spec.shape)
    return Status::error("input ", number, " ('", path, "') is ",
                         name(array->dtype), " ", formatShape(array->shape),
                         " but the program expects ", name(spec.dtype), " ",
                         formatShape(spec.shape));
  return array;
}

} // namespace

Status makeDirectory(const std::string &path) {
  if (::mkdir(path.c_str(), 0755) != 0 && errno != EEXIST)
    return Status::error("cannot create '", path, "': ", std::strerror(errno));
  return Status::ok();
}

std::string rankDir(const std::string &dir, int rank) {
  return dir + "/rank" + std::to_string(rank);
}

Status scatterInputs(Runtime &rt, Stream stream, const std::string &dir,
                     const ProgramOf &programOf,
                     const std::vector<void *> &buffers) {
  Communicator &comm = rt.world();
  if (comm.rank() != 0)
    return transferWithRoot(rt, stream, programOf, /*inputs=*/true, buffers);
  for (int rank = 0; rank < comm.size(); ++rank) {
    StatusOr<const ProgramInfo *> info = programOf(rank);
    SHARDRT_RETURN_IF_ERROR(info.status());
    for (size_t i = 0; i < (*info)->inputs.size(); ++i) {
      StatusOr<Array> array = readInput(dir, rank, **info, i);
      SHARDRT_RETURN_IF_ERROR(array.status());
      if (rank != 0) {
        SHARDRT_RETURN_IF_ERROR(sendFromHost(rt, stream, array->data.data(),
                                             array->numBytes(), rank));
        continue;
      }
      SHARDRT_RETURN_IF_ERROR(comm.copyFromHost(buffers[i], array->data.data(),
                                                array->numBytes(), stream));
      // The host array is freed at the end of this iteration.
      SHARDRT_RETURN_IF_ERROR(rt.synchronize(stream));
    }
  }
  return Status::ok();
}

Status gatherOutputs(Runtime &rt, Stream stream, const std::string &dir,
                     const ProgramOf &programOf,
                     const std::vector<void *> &buffers) {
  Communicator &comm = rt.world();
  if (comm.rank() != 0)
    return transferWithRoot(rt, stream, programOf, /*inputs=*/false, buffers);
  SHARDRT_RETURN_IF_ERROR(makeDirectory(dir));
  for (int rank = 0; rank < comm.size(); ++rank) {
    StatusOr<const ProgramInfo *> info = programOf(rank);
    SHARDRT_RETURN_IF_ERROR(info.status());
    SHARDRT_RETURN_IF_ERROR(makeDirectory(rankDir(dir, rank)));
    for (size_t i = 0; i < (*info)->outputs.size(); ++i) {
      const TensorSpec &spec = (*info)->outputs[i];
      Array array(spec.dtype, spec.shape);
      if (rank == 0) {
        SHARDRT_RETURN_IF_ERROR(comm.copyToHost(array.data.data(), buffers[i],
                                                array.numBytes(), stream));
        SHARDRT_RETURN_IF_ERROR(rt.synchronize(stream));
      } else {
        SHARDRT_RETURN_IF_ERROR(receiveToHost(rt, stream, array.data.data(),
                                              array.numBytes(), rank));
      }
      size_t number = size_t((*info)->outputNumbers[i]);
      SHARDRT_RETURN_IF_ERROR(writeNpy(rankDir(dir, rank) + "/output" +
                                           std::to_string(number) + ".npy",
                                       array));
    }
  }
  return Status::ok();
}

Status gatherText(Runtime &rt, Stream stream, const std::string &text,
                  const std::string &dir, const std::string &name) {
  Communicator &comm = rt.world();
  if (comm.rank() != 0) {
    // The length first, so that rank 0 can size its buffer.
    int64_t length = int64_t(text.size());
    SHARDRT_RETURN_IF_ERROR(
        sendFromHost(rt, stream, &length, sizeof(length), 0));
    return sendFromHost(rt, stream, text.data(), text.size(), 0);
  }
  SHARDRT_RETURN_IF_ERROR(makeDirectory(dir));
  for (int rank = 0; rank < comm.size(); ++rank) {
    std::string received;
    if (rank != 0) {
      int64_t length = 0;
      SHARDRT_RETURN_IF_ERROR(
          receiveToHost(rt, stream, &length, sizeof(length), rank));
      received.resize(size_t(length));
      SHARDRT_RETURN_IF_ERROR(
          receiveToHost(rt, stream, received.data(), received.size(), rank));
    }
    SHARDRT_RETURN_IF_ERROR(makeDirectory(rankDir(dir, rank)));
    std::string path = rankDir(dir, rank) + "/" + name;
    std::ofstream file(path, std::ios::binary);
    file << (rank == 0 ? text : received);
    file.close();
    if (!file)
      return Status::error("cannot write '", path, "'");
  }
  return Status::ok();
}

StatusOr<std::string> shareFile(Runtime &rt, Stream stream,
                                const std::string &path) {
  Communicator &comm = rt.world();
  std::string text;
  int64_t length = 0;
  if (comm.rank() != 0) {
    SHARDRT_RETURN_IF_ERROR(
        receiveToHost(rt, stream, &length, sizeof(length), 0));
    text.resize(size_t(length));
    SHARDRT_RETURN_IF_ERROR(
        receiveToHost(rt, stream, text.data(), text.size(), 0));
    return text;
  }
  std::ifstream file(path, std::ios::binary);
  std::ostringstream read;
  read << file.rdbuf();
  if (!file)
    return Status::error("cannot read '", path, "'");
  text = read.str();
  length = int64_t(text.size());
  for (int rank = 1; rank < comm.size(); ++rank) {
    SHARDRT_RETURN_IF_ERROR(
        sendFromHost(rt, stream, &length, sizeof(length), rank));
    SHARDRT_RETURN_IF_ERROR(
        sendFromHost(rt, stream, text.data(), text.size(), rank));
  }
  return text;
}

Status copyToRoot(Runtime &rt, Stream stream, const void *buffer,
                  size_t bytes, int holder, void *host) {
  Communicator &comm = rt.world();
  if (comm.rank() == holder && holder != 0)
    return transfer(rt, stream, PeerTransfer::Kind::Send,
                    const_cast<void *>(buffer), bytes, 0);
  if (comm.rank() != 0)
    return Status::ok();
  if (holder != 0)
    return receiveToHost(rt, stream, host, bytes, holder);
  SHARDRT_RETURN_IF_ERROR(comm.copyToHost(host, buffer, bytes, stream));
  return rt.synchronize(stream);
}

} // namespace shardrt
