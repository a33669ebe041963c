//===- ProgramIo.cpp - a program's files ----------------------------------===//

#include "runtime/ProgramIo.h"

#include "runtime/Array.h"
#include "runtime/MappedFile.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <type_traits>

namespace shardrt {
namespace {

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

/// Bytes per piece in which blocks move between files and ranks, so that
/// no process holds a second copy of a block: SHARDRT_IO_CHUNK_BYTES (a
/// count from 1) sets it, so that tests cross pieces with small tensors.
size_t chunkBytes() {
  static const size_t value = [] {
    const char *text = std::getenv("SHARDRT_IO_CHUNK_BYTES");
    char *end = nullptr;
    long long parsed = text ? std::strtoll(text, &end, 10) : 0;
    if (text && *text && end && !*end && parsed >= 1)
      return size_t(parsed);
    return size_t(64) << 20;
  }();
  return value;
}

/// Calls `f(offset, count)` for the consecutive pieces of `count` elements
/// of `dtype`, each at most chunkBytes() (and at least one element).
template <typename F> Status forPieces(int64_t count, DType dtype, F f) {
  int64_t step = std::max<int64_t>(1, int64_t(chunkBytes() / sizeOf(dtype)));
  for (int64_t offset = 0; offset < count; offset += step)
    SHARDRT_RETURN_IF_ERROR(f(offset, std::min(step, count - offset)));
  return Status::ok();
}

/// Rank `rank`'s input `i` (of its program `info`): where the plan says
/// it is, checked against the program and the file's header, and mapped.
StatusOr<const GlobalInput *> openInput(const InputPlan &plan,
                                        const MeshShape &mesh, int rank,
                                        const ProgramInfo &info, size_t i,
                                        MappedFile &file) {
  const TensorSpec &spec = info.inputs[i];
  int number = info.inputNumbers[i];
  StatusOr<const GlobalInput *> found = plan.find(number, rank);
  SHARDRT_RETURN_IF_ERROR(found.status());
  const GlobalInput &g = **found;
  StatusOr<std::vector<int64_t>> local = localShape(g.shape, g.spec, mesh);
  if (!local.isOk())
    return Status::error("input ", number, ": ", local.status().message());
  if (g.dtype != spec.dtype || *local != spec.shape)
    return Status::error("input ", number, " ('", g.path, "') is ",
                         name(g.dtype), " ", formatShape(g.shape),
                         ", whose block is ", formatShape(*local),
                         ", but the program expects ", name(spec.dtype), " ",
                         formatShape(spec.shape));
  // A .npy file is checked against what the plan says of it: the file may
  // have changed since shard-run wrote the plan.
  if (g.path.size() > 4 && g.path.compare(g.path.size() - 4, 4, ".npy") == 0) {
    StatusOr<NpyFile> header = readNpyLayout(g.path);
    SHARDRT_RETURN_IF_ERROR(header.status());
    if (header->dtype != g.dtype || header->shape != g.shape ||
        header->dataOffset != g.dataOffset)
      return Status::error("input ", number, " ('", g.path, "') is ",
                           name(header->dtype), " ", formatShape(header->shape),
                           " but the program expects ", name(g.dtype), " ",
                           formatShape(g.shape));
  }
  uint64_t bytes = uint64_t(numElements(g.shape)) * sizeOf(g.dtype);
  SHARDRT_RETURN_IF_ERROR(file.open(g.path, g.dataOffset + bytes,
                                    "input " + std::to_string(number)));
  return &g;
}

/// Elements [offset, offset + count) of rank `rank`'s block of `g` (in
/// `file`) into `out`; the file's pages are dropped after.
Status extractPiece(const GlobalInput &g, const MappedFile &file,
                    const MeshShape &mesh, int rank, int64_t offset,
                    int64_t count, void *out) {
  SHARDRT_RETURN_IF_ERROR(
      extractRange(file.bytes() + g.dataOffset, g.dtype, g.shape, g.spec, mesh,
                   rank, g.seed, offset, count, static_cast<std::byte *>(out)));
  file.dropPages();
  return Status::ok();
}

/// This rank's block of `g` into `buffer` (`count` elements, in the
/// communicator's memory), a piece at a time: straight from the file on
/// host memory, through a host piece on a device.
Status readOwnBlock(Runtime &rt, Stream stream, const GlobalInput &g,
                    const MappedFile &file, int64_t count, void *buffer) {
  Communicator &comm = rt.world();
  bool host = comm.memorySpace() == MemorySpace::Host;
  std::vector<std::byte> piece;
  return forPieces(count, g.dtype, [&](int64_t offset, int64_t n) {
    void *to = advance(buffer, offset, g.dtype);
    if (!host) {
      piece.resize(size_t(n) * sizeOf(g.dtype));
      to = piece.data();
    }
    SHARDRT_RETURN_IF_ERROR(
        extractPiece(g, file, rt.mesh(), comm.rank(), offset, n, to));
    if (host)
      return Status::ok();
    SHARDRT_RETURN_IF_ERROR(comm.copyFromHost(
        advance(buffer, offset, g.dtype), piece.data(), piece.size(), stream));
    // The piece is reused for the next one.
    return rt.synchronize(stream);
  });
}

/// Rank 0 under FileAccess::Root: reads rank `rank`'s block of its input
/// `i` and sends it a piece at a time.
Status sendBlock(Runtime &rt, Stream stream, const InputPlan &plan,
                 const ProgramInfo &info, int rank, size_t i) {
  MappedFile file;
  StatusOr<const GlobalInput *> g =
      openInput(plan, rt.mesh(), rank, info, i, file);
  SHARDRT_RETURN_IF_ERROR(g.status());
  std::vector<std::byte> piece;
  return forPieces(
      numElements(info.inputs[i].shape), (*g)->dtype,
      [&](int64_t offset, int64_t n) {
        piece.resize(size_t(n) * sizeOf((*g)->dtype));
        SHARDRT_RETURN_IF_ERROR(
            extractPiece(**g, file, rt.mesh(), rank, offset, n, piece.data()));
        return sendFromHost(rt, stream, piece.data(), piece.size(), rank);
      });
}

/// Starts DIR/rank<rank>/output<n>.npy for output `i` of `info`.
Status openOutput(NpyWriter &writer, const std::string &dir, int rank,
                  const ProgramInfo &info, size_t i) {
  const TensorSpec &spec = info.outputs[i];
  return writer.open(rankDir(dir, rank) + "/output" +
                         std::to_string(info.outputNumbers[i]) + ".npy",
                     spec.dtype, spec.shape);
}

/// Writes `buffer` (this rank's output `i` of `info`, in the
/// communicator's memory) as DIR/rank<rank>/output<n>.npy.
Status writeOwnOutput(Runtime &rt, Stream stream, const std::string &dir,
                      int rank, const ProgramInfo &info, size_t i,
                      const void *buffer) {
  const TensorSpec &spec = info.outputs[i];
  NpyWriter writer;
  SHARDRT_RETURN_IF_ERROR(openOutput(writer, dir, rank, info, i));
  int64_t count = numElements(spec.shape);
  Communicator &comm = rt.world();
  if (comm.memorySpace() == MemorySpace::Host) {
    SHARDRT_RETURN_IF_ERROR(
        writer.write(buffer, size_t(count) * sizeOf(spec.dtype)));
    return writer.close();
  }
  std::vector<std::byte> piece;
  SHARDRT_RETURN_IF_ERROR(
      forPieces(count, spec.dtype, [&](int64_t offset, int64_t n) {
        piece.resize(size_t(n) * sizeOf(spec.dtype));
        SHARDRT_RETURN_IF_ERROR(
            comm.copyToHost(piece.data(), advance(buffer, offset, spec.dtype),
                            piece.size(), stream));
        SHARDRT_RETURN_IF_ERROR(rt.synchronize(stream));
        return writer.write(piece.data(), piece.size());
      }));
  return writer.close();
}

/// Rank 0 under FileAccess::Root: receives rank `rank`'s output `i` a
/// piece at a time and writes it as DIR/rank<rank>/output<n>.npy.
Status receiveOutput(Runtime &rt, Stream stream, const std::string &dir,
                     int rank, const ProgramInfo &info, size_t i) {
  const TensorSpec &spec = info.outputs[i];
  NpyWriter writer;
  SHARDRT_RETURN_IF_ERROR(openOutput(writer, dir, rank, info, i));
  std::vector<std::byte> piece;
  SHARDRT_RETURN_IF_ERROR(
      forPieces(numElements(spec.shape), spec.dtype, [&](int64_t, int64_t n) {
        piece.resize(size_t(n) * sizeOf(spec.dtype));
        SHARDRT_RETURN_IF_ERROR(
            receiveToHost(rt, stream, piece.data(), piece.size(), rank));
        return writer.write(piece.data(), piece.size());
      }));
  return writer.close();
}

/// A rank other than 0 under FileAccess::Root: its program's inputs
/// (received) or outputs (sent) move between its buffers and rank 0, in
/// order, a piece at a time.
Status transferWithRoot(Runtime &rt, Stream stream, const ProgramInfo &info,
                        bool inputs, const std::vector<void *> &buffers) {
  const std::vector<TensorSpec> &tensors = inputs ? info.inputs : info.outputs;
  PeerTransfer::Kind kind =
      inputs ? PeerTransfer::Kind::Recv : PeerTransfer::Kind::Send;
  for (size_t i = 0; i < tensors.size(); ++i)
    SHARDRT_RETURN_IF_ERROR(forPieces(
        numElements(tensors[i].shape), tensors[i].dtype,
        [&](int64_t offset, int64_t n) {
          return transfer(rt, stream, kind,
                          advance(buffers[i], offset, tensors[i].dtype),
                          size_t(n) * sizeOf(tensors[i].dtype), 0);
        }));
  return Status::ok();
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

Status loadInputs(Runtime &rt, Stream stream, const InputPlan &plan,
                  FileAccess access, const ProgramOf &programOf,
                  const std::vector<void *> &buffers) {
  Communicator &comm = rt.world();
  StatusOr<const ProgramInfo *> mine = programOf(comm.rank());
  SHARDRT_RETURN_IF_ERROR(mine.status());
  if (access == FileAccess::Root && comm.rank() != 0)
    return transferWithRoot(rt, stream, **mine, /*inputs=*/true, buffers);
  for (size_t i = 0; i < (*mine)->inputs.size(); ++i) {
    MappedFile file;
    StatusOr<const GlobalInput *> g =
        openInput(plan, rt.mesh(), comm.rank(), **mine, i, file);
    SHARDRT_RETURN_IF_ERROR(g.status());
    SHARDRT_RETURN_IF_ERROR(readOwnBlock(rt, stream, **g, file,
                                         numElements((*mine)->inputs[i].shape),
                                         buffers[i]));
  }
  if (access == FileAccess::Direct)
    return Status::ok();
  for (int rank = 1; rank < comm.size(); ++rank) {
    StatusOr<const ProgramInfo *> info = programOf(rank);
    SHARDRT_RETURN_IF_ERROR(info.status());
    for (size_t i = 0; i < (*info)->inputs.size(); ++i)
      SHARDRT_RETURN_IF_ERROR(sendBlock(rt, stream, plan, **info, rank, i));
  }
  return Status::ok();
}

Status writeOutputs(Runtime &rt, Stream stream, const std::string &dir,
                    FileAccess access, const ProgramOf &programOf,
                    const std::vector<void *> &buffers) {
  Communicator &comm = rt.world();
  StatusOr<const ProgramInfo *> mine = programOf(comm.rank());
  SHARDRT_RETURN_IF_ERROR(mine.status());
  if (access == FileAccess::Root && comm.rank() != 0)
    return transferWithRoot(rt, stream, **mine, /*inputs=*/false, buffers);
  SHARDRT_RETURN_IF_ERROR(makeDirectory(dir));
  SHARDRT_RETURN_IF_ERROR(makeDirectory(rankDir(dir, comm.rank())));
  for (size_t i = 0; i < (*mine)->outputs.size(); ++i)
    SHARDRT_RETURN_IF_ERROR(
        writeOwnOutput(rt, stream, dir, comm.rank(), **mine, i, buffers[i]));
  if (access == FileAccess::Direct)
    return Status::ok();
  for (int rank = 1; rank < comm.size(); ++rank) {
    StatusOr<const ProgramInfo *> info = programOf(rank);
    SHARDRT_RETURN_IF_ERROR(info.status());
    SHARDRT_RETURN_IF_ERROR(makeDirectory(rankDir(dir, rank)));
    for (size_t i = 0; i < (*info)->outputs.size(); ++i)
      SHARDRT_RETURN_IF_ERROR(receiveOutput(rt, stream, dir, rank, **info, i));
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

Status copyToRoot(Runtime &rt, Stream stream, const void *buffer, size_t bytes,
                  int holder, void *host) {
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
