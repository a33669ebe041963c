//===- ProgramAbi.h - what generated programs see of libshardrt -*- C++ -*-===//
//
// The interface between a generated program and libshardrt: the types its
// calls pass, the collectives and the program description it gives
// programMain. With its target's kernel header (HostKernels.h or
// CudaKernels.h) and Float16.h, it is all a program includes of the
// runtime. Everything here is plain data (pointers, integers, enums, views
// of braced lists) and it includes nothing heavier than <cstddef>: the
// runtime's own headers (<string>, <functional>, <sstream>, ...) cost nvcc
// 2 of the 3 seconds it spent per program, parsed by cudafe++, cicc and the
// host compiler, and they made the CUDA emulator instantiate hundreds of
// library functions per program. Runtime.h and Program.h hold the C++ the
// runtime itself uses; ProgramAbi.cpp joins the two.
//
// Errors cross as an owned pointer (null: success), as C interfaces such
// as IREE's do: a call that fails returns an Error, which generated code
// passes up (SHARDRT_TRY) to programMain, which reports and frees it.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_PROGRAMABI_H
#define SHARD_RUNTIME_PROGRAMABI_H

#include <cstddef>
#include <cstdint>
#include <initializer_list>

namespace shardrt {

/// Element types of tensors: f16 and bf16 are computed in f32 and rounded
/// to nearest even when stored (Float16.h).
enum class DType : uint8_t { F32, F16, BF16, F64, I64, I32, I16, I8, Bool };

/// The reductions of all_reduce, reduce_scatter and partial values.
enum class ReduceOp : uint8_t { Sum, Max, Min };

/// Where a program's tensors live.
enum class MemorySpace : uint8_t { Host, Device };

/// An activation applied to a GEMM's result in its epilogue: ReLU, and GELU
/// as 0.5 x (1 + erf(x / sqrt 2)) or in its tanh form,
/// 0.5 x (1 + tanh(sqrt(2 / pi) (x + 0.044715 x^3))).
enum class Activation { None, Relu, GeluErf, GeluTanh };

/// An in-order queue of work on one device, as the backend knows it (a
/// cudaStream_t for NCCL). Work enqueued on one stream runs in the order it
/// was enqueued, so a buffer that only this stream's work reads may be
/// reused by later work on the same stream without waiting. Host backends
/// have no queue: they finish each call before returning and accept any
/// stream.
struct Stream {
  void *handle = nullptr;
};

/// A collective in flight, started by a `start...` call and finished by a
/// wait (a cudaEvent_t recorded after it on device backends, an MPI request
/// on the host).
struct Event {
  void *handle = nullptr;
};

/// The dims of a tensor as a generated call writes them, `{2, 8, 32}`. The
/// list's array lives until the end of the call's full-expression: a call
/// that keeps dims copies them.
using Dims = std::initializer_list<int64_t>;

/// The product of `dims`.
inline int64_t numElementsOf(Dims dims) {
  int64_t n = 1;
  for (int64_t d : dims)
    n *= d;
  return n;
}

/// The error of a failed runtime call; its message names the call. Owned
/// by whoever holds the pointer (see the file comment).
struct Error;

/// Returns the error of `call` (an `Error *`) from the enclosing function,
/// if it failed.
#define SHARDRT_TRY(call)                                                      \
  do {                                                                         \
    if (::shardrt::Error *shardrtError_ = (call))                              \
      return shardrtError_;                                                    \
  } while (false)

/// This rank's runtime: the mesh, its groups' communicators (Runtime.h).
class Runtime;

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//
//
// The dist collectives on row-major tensors, enqueued on `stream` over
// group `group` (an index into the groups the program declares); `dims` are
// the operand's device-local dims. all_reduce may run in place (in == out).

Error *allReduce(Runtime &rt, int group, const void *in, void *out, DType dtype,
                 Dims dims, ReduceOp op, Stream stream);
Error *allGather(Runtime &rt, int group, const void *in, void *out, DType dtype,
                 Dims dims, int dim, Stream stream);
Error *reduceScatter(Runtime &rt, int group, const void *in, void *out,
                     DType dtype, Dims dims, int dim, ReduceOp op,
                     Stream stream);
Error *allToAll(Runtime &rt, int group, const void *in, void *out, DType dtype,
                Dims dims, int split, int concat, Stream stream);
Error *allSlice(Runtime &rt, int group, const void *in, void *out, DType dtype,
                Dims dims, int dim, Stream stream);
Error *broadcast(Runtime &rt, int group, const void *in, void *out, DType dtype,
                 Dims dims, int root, Stream stream);

/// A collective the program overlaps with the work it enqueues before its
/// wait: started by startAllReduce, startAllGather or startReduceScatter,
/// it runs beside that work and has written `out` when `wait` returns
/// (Runtime::startAllReduce).
struct Pending {
  int group = -1;
  Event event;
  /// When it started (for the trace), and the collective's name.
  double start = 0;
  const char *what = "all_reduce";
  /// The runtime's scratch slot it holds until `wait` (-1: none): an
  /// all_gather split on a dim after the first of extent > 1 gathers into
  /// it, and `wait` then lays the `outer` rows of `rowBytes` of each rank's
  /// block out in `unpackTo` (null for every other collective); a
  /// reduce_scatter split so reads its packed operand from it.
  int scratch = -1;
  void *unpackTo = nullptr;
  size_t outer = 0, rowBytes = 0;
};
Error *startAllReduce(Runtime &rt, int group, const void *in, void *out,
                      DType dtype, Dims dims, ReduceOp op, Stream stream,
                      Pending &pending);
Error *startAllGather(Runtime &rt, int group, const void *in, void *out,
                      DType dtype, Dims dims, int dim, Stream stream,
                      Pending &pending);
Error *startReduceScatter(Runtime &rt, int group, const void *in, void *out,
                          DType dtype, Dims dims, int dim, ReduceOp op,
                          Stream stream, Pending &pending);
/// Orders the work enqueued on `stream` after this call after `pending`.
Error *wait(Runtime &rt, Pending &pending, Stream stream);

/// One tensor sent to, or received from, a rank of a group (dist.send and
/// dist.recv), made by sendTo and recvFrom.
struct Transfer {
  bool send;
  void *buffer;
  DType dtype;
  int64_t numElements;
  int peer;
};
inline Transfer sendTo(const void *in, DType dtype, Dims dims, int peer) {
  return {true, const_cast<void *>(in), dtype, numElementsOf(dims), peer};
}
inline Transfer recvFrom(void *out, DType dtype, Dims dims, int peer) {
  return {false, out, dtype, numElementsOf(dims), peer};
}
/// Every transfer of `transfers` as one group (Communicator::exchange).
Error *exchange(Runtime &rt, int group,
                std::initializer_list<Transfer> transfers, Stream stream);
/// The same transfers, left in flight until a finishInFlight that names
/// one of their buffers (Runtime::startExchange): a dist.exchange of a
/// schedule.
Error *startExchange(Runtime &rt, int group,
                     std::initializer_list<Transfer> transfers, Stream stream);

/// One buffer of a dist.all_reduce_buffers, reduced in place; made by
/// reduced.
struct Reduced {
  void *buffer;
  DType dtype;
  int64_t numElements;
};
inline Reduced reduced(void *buffer, DType dtype, Dims dims) {
  return {buffer, dtype, numElementsOf(dims)};
}
/// A dist.all_reduce_buffers of a schedule: each buffer all_reduced in
/// place over group `group`, left in flight like startExchange's
/// transfers (Runtime::startAllReduceBuffers).
Error *startAllReduceBuffers(Runtime &rt, int group,
                             std::initializer_list<Reduced> buffers,
                             ReduceOp op, Stream stream);
/// One pair of a dist.reduce_scatter_buffers: `whole` reduce_scattered
/// into `share` along a dim before which `rows` rows of `rowElements`
/// lie; made by scattered.
struct Scattered {
  const void *whole;
  void *share;
  DType dtype;
  int64_t rows;
  int64_t rowElements;
};
inline Scattered scattered(const void *whole, void *share, DType dtype,
                           Dims dims, int dim) {
  int64_t rows = 1, rowElements = 1, i = 0;
  for (int64_t d : dims)
    (i++ < dim ? rows : rowElements) *= d;
  return {whole, share, dtype, rows, rowElements};
}
/// A dist.reduce_scatter_buffers of a schedule: each pair's whole
/// reduce_scattered over group `group` into its share, started as one
/// bucket and left in flight like startExchange's transfers
/// (Runtime::startReduceScatterBuffers).
Error *startReduceScatterBuffers(Runtime &rt, int group,
                                 std::initializer_list<Scattered> pairs,
                                 ReduceOp op, Stream stream);
/// Completes the exchanges and reductions in flight on one of `buffers`.
Error *finishInFlight(Runtime &rt, std::initializer_list<const void *> buffers,
                      Stream stream);
/// Completes every exchange and reduction in flight.
Error *finishAllInFlight(Runtime &rt, Stream stream);

/// This device's rank in group `group` (dist.group_rank).
int64_t groupRank(Runtime &rt, int group);

/// The error of a copy whose base offset, known only when it runs (a
/// microbatch's slice, a buffer's slot), is `offset`, outside 0..`limit`:
/// the copy at `where` would leave its buffer.
Error *offsetOutOfRange(const char *where, int64_t offset, int64_t limit);

/// A region of a dist.schedule that is an action: a pipeline stage starts
/// `kind` ("forward", "backward", "weight_gradient") of `microbatch`
/// through chunk `chunk`; it lasts until the next action or exchange.
/// Recorded only when tracing.
void beginAction(Runtime &rt, const char *kind, int64_t microbatch,
                 int64_t chunk);
/// A region of a dist.schedule that stores kept values (dist.KeptBuffer)
/// starts: the rank holds `bytes` more of them.
void holdKept(Runtime &rt, int64_t bytes);
/// The region that reads kept values last for a microbatch ends: their
/// `bytes` are free.
void releaseKept(Runtime &rt, int64_t bytes);

//===----------------------------------------------------------------------===//
// The program and its main
//===----------------------------------------------------------------------===//

/// What a program declares (Program.h): its name, mesh, groups, inputs,
/// outputs and arena, set by the program's describe function through the
/// calls below, which copy their arguments.
struct ProgramInfo;

/// The program's name and the bytes of the one arena that holds every
/// intermediate (the memory plan's peak).
void describeProgram(ProgramInfo &info, const char *name, size_t arenaBytes);
/// Appends an axis to the mesh; devices are numbered row-major over them.
void addMeshAxis(ProgramInfo &info, const char *axis, int64_t size);
/// Appends a group (a list of mesh axes): the `group` of collective calls
/// indexes the groups in the order they were added.
void addGroup(ProgramInfo &info, std::initializer_list<const char *> axes);
/// Appends a device-local input, the program's input `number`
/// (input<number>.npy): a pipeline stage reads only some of them.
void addInput(ProgramInfo &info, DType dtype, Dims dims, int number);
/// Appends an output, the program's output `number` (output<number>.npy).
void addOutput(ProgramInfo &info, DType dtype, Dims dims, int number);

/// How a device program makes its communicator and its graphs; a target's
/// kernel header declares its backend (cuda::backend).
struct DeviceBackend;
/// Makes the program a device program: its tensors live in device memory.
void useDevice(ProgramInfo &info, const DeviceBackend &backend);

using DescribeFn = void (*)(ProgramInfo &info);

/// Enqueues one run of the program on `stream`: `inputs` and `outputs`
/// point at this rank's tensors in the program's memory space; the outputs
/// are buffers of their own (not an input's, the arena's or each other's),
/// which the run may write at any point. It may return before the work
/// completes (on devices); the caller synchronizes the stream before it
/// reads the outputs or reuses the inputs or the arena.
///
/// Every buffer a run is given -- the arena, each input, each output -- is
/// aligned to kBufferAlignment bytes, and the code generator places every
/// buffer in the arena at such an offset: vector loads and the GEMM
/// libraries (cuBLASLt assumes 256 bytes unless told otherwise) may rely
/// on it. A run checks it first (checkAlignment) and fails naming the
/// buffer that is not.
using ProgramFn = Error *(*)(Runtime &rt, Stream stream, std::byte *arena,
                             const void *const *inputs, void *const *outputs);

/// The alignment of every buffer a program is given (ProgramFn).
constexpr size_t kBufferAlignment = 256;

/// The error naming the first of a run's buffers that is not aligned to
/// kBufferAlignment, or null (the arena may be null when it has no bytes).
Error *checkAlignment(const std::byte *arena, const void *const *inputs,
                      int numInputs, void *const *outputs, int numOutputs);

/// The main of a generated program:
///   prog (--inputs DIR | --random-inputs SEED) [--outputs DIR]
///        [--repeat N [--sync-runs]] [--graph] [--trace DIR]
/// Rank r's inputs are DIR/rank<r>/input<i>.npy (or seeded random
/// inputs, for benchmarks) and its outputs DIR/rank<r>/output<i>.npy, with
/// DIR/rank<r>/stats.txt (RankStats.h): its first run's time and what that
/// run's collectives sent, and with --repeat the mean time. Only rank 0
/// touches these files (ProgramIo.h): the ranks need no shared file system.
/// With --repeat, runs N times and rank 0 prints the time per run; the runs
/// go back to back (a pipeline's stages overlap consecutive runs) unless
/// --sync-runs starts each together (one step's latency). With
/// --graph (device programs), the runs after the first replay it as a
/// graph, and the outputs are a replay's. With --trace (host programs), a
/// second run records its actions and collectives (Trace.h) into
/// DIR/rank<r>/trace.json.
/// SHARDRT_FAIL_RANK=<r> makes rank r fail before running (to test that a
/// failing rank ends the job instead of hanging it).
int programMain(int argc, char **argv, DescribeFn describe, ProgramFn run);

/// One stage of a pipeline program.
struct Stage {
  DescribeFn describe;
  ProgramFn run;
};
/// The main of a pipeline program: like programMain, but the rank runs
/// stage c, c its coordinate on mesh axis `axis`. Every stage declares the
/// same mesh and groups (every rank makes every communicator); a stage
/// without outputs writes no output files.
int pipelineMain(int argc, char **argv, const char *axis,
                 std::initializer_list<Stage> stages);

} // namespace shardrt

#endif // SHARD_RUNTIME_PROGRAMABI_H
