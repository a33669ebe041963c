//===- CudaKernels.cpp - cuBLASLt GEMMs, launch geometry, copies ----------===//
//
// Row-major GEMMs are column-major GEMMs of the transposes: C^T = op(B)^T
// op(A)^T, so cuBLASLt gets B as its first operand and A as its second,
// with m and n swapped. The heuristic's choice is cached per shape and
// operand alignment, as is one workspace per process.
//
// cuBLASLt assumes 256-byte aligned operands unless told otherwise, and may
// pick an algorithm whose wide loads a less aligned pointer breaks. Each
// call tells it how aligned its pointers really are (a batch's stride
// counts: every batch's pointer must be), so an operand at an offset in a
// buffer gets an algorithm that can read it.
//
//===----------------------------------------------------------------------===//

#include "runtime/CudaKernels.h"

#include "runtime/CudaDevice.h"
#include "runtime/DType.h"
#include "runtime/DeviceWorld.h"
#include "runtime/Program.h"

#include <cublasLt.h>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace shardrt::cuda {
namespace {

Status cublasStatus(cublasStatus_t code, const char *call) {
  if (code == CUBLAS_STATUS_SUCCESS)
    return Status::ok();
  return Status::error(call, " failed: ", cublasLtGetStatusString(code));
}

#define SHARDRT_CUBLAS(call) SHARDRT_RETURN_IF_ERROR(cublasStatus(call, #call))

constexpr size_t kWorkspaceBytes = size_t(32) << 20;

/// The process's cuBLASLt handle, workspace and chosen algorithms.
struct Blas {
  std::mutex mutex;
  cublasLtHandle_t handle = nullptr;
  void *workspace = nullptr;
  std::map<std::array<int64_t, 17>, cublasLtMatmulAlgo_t> algos;
};

Blas &blas() {
  static Blas *instance = new Blas(); // lives until exit, like the device
  return *instance;
}

/// A column-major `rows` x `cols` layout of `type` with leading dim `ld`,
/// in batches of `batch` at `stride` elements.
Status makeLayout(cublasLtMatrixLayout_t *layout, cudaDataType_t type,
                  int64_t rows, int64_t cols, int64_t ld, int64_t batch,
                  int64_t stride) {
  SHARDRT_CUBLAS(cublasLtMatrixLayoutCreate(layout, type, uint64_t(rows),
                                            uint64_t(cols), ld));
  if (batch > 1) {
    int32_t count = int32_t(batch);
    SHARDRT_CUBLAS(cublasLtMatrixLayoutSetAttribute(
        *layout, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &count, sizeof(count)));
    SHARDRT_CUBLAS(cublasLtMatrixLayoutSetAttribute(
        *layout, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride,
        sizeof(stride)));
  }
  return Status::ok();
}

/// Descriptors destroyed on every path out of gemm.
struct Descriptors {
  cublasLtMatmulDesc_t op = nullptr;
  cublasLtMatrixLayout_t x = nullptr, y = nullptr, c = nullptr;
  cublasLtMatmulPreference_t preference = nullptr;
  ~Descriptors() {
    if (preference)
      cublasLtMatmulPreferenceDestroy(preference);
    for (cublasLtMatrixLayout_t layout : {x, y, c})
      if (layout)
        cublasLtMatrixLayoutDestroy(layout);
    if (op)
      cublasLtMatmulDescDestroy(op);
  }
};

} // namespace

int gridFor(int64_t iterations) {
  static const int multiprocessors = [] {
    int device = 0, count = 0;
    if (cudaGetDevice(&device) != cudaSuccess ||
        cudaDeviceGetAttribute(&count, cudaDevAttrMultiProcessorCount,
                               device) != cudaSuccess)
      return 1;
    return count;
  }();
  int64_t blocks = (iterations + kBlock - 1) / kBlock;
  int64_t most = int64_t(multiprocessors) * 8;
  return int(blocks < 1 ? 1 : blocks < most ? blocks : most);
}

Error *checkLaunch(const char *kernel, cudaError_t code) {
  cudaError_t last = cudaGetLastError();
  if (code == cudaSuccess)
    code = last;
  if (code == cudaSuccess)
    return nullptr;
  return toError(Status::error("launching ", kernel,
                               " failed: ", cudaGetErrorString(code)));
}

/// cuBLASLt's epilogue for a bias (or none) and `activation`; its GELU is
/// the tanh form, so the erf form is refused (the code generator never
/// asks for it).
static StatusOr<cublasLtEpilogue_t> epilogueFor(const float *bias,
                                                Activation activation) {
  switch (activation) {
  case Activation::None:
    return bias ? CUBLASLT_EPILOGUE_BIAS : CUBLASLT_EPILOGUE_DEFAULT;
  case Activation::Relu:
    return bias ? CUBLASLT_EPILOGUE_RELU_BIAS : CUBLASLT_EPILOGUE_RELU;
  case Activation::GeluTanh:
    return bias ? CUBLASLT_EPILOGUE_GELU_BIAS : CUBLASLT_EPILOGUE_GELU;
  case Activation::GeluErf:
    break;
  }
  return Status::error("cuBLASLt has no epilogue for GELU's erf form");
}

/// The largest power of two up to 256 that divides the address of every
/// batch's operand at `p`, `strideBytes` apart.
static uint32_t alignmentOf(const void *p, int64_t batch, int64_t strideBytes) {
  uint64_t bits = reinterpret_cast<uintptr_t>(p) | 256;
  if (batch > 1)
    bits |= uint64_t(strideBytes);
  return uint32_t(bits & (~bits + 1));
}

/// One gemm call's arguments, as gemm takes them.
struct GemmCall {
  DType input;
  bool transA, transB;
  int64_t m, n, k;
  float alpha;
  const void *a;
  int64_t lda, strideA;
  const void *b;
  int64_t ldb, strideB;
  float beta;
  float *c;
  int64_t ldc, strideC;
  int64_t batch;
  const float *bias;
  Activation activation;
  Stream stream;
};

/// The compute type for `input`: f32 accumulation, TF32 for f32 inputs
/// only when SHARDRT_TF32=1.
static cublasComputeType_t computeTypeFor(DType input) {
  // TF32 only when asked for: it rounds f32 inputs to 10-bit mantissas.
  static const bool tf32 = [] {
    const char *value = std::getenv("SHARDRT_TF32");
    return value && std::string(value) == "1";
  }();
  return input == DType::F32 && tf32 ? CUBLAS_COMPUTE_32F_FAST_TF32
                                     : CUBLAS_COMPUTE_32F;
}

/// Creates `d`'s matmul descriptor (transposes, epilogue, bias) and the
/// layouts of `g`'s operands.
static Status describeGemm(Descriptors &d, const GemmCall &g,
                           cudaDataType_t type, cublasComputeType_t compute,
                           cublasLtEpilogue_t epilogue) {
  // Column-major: C^T (n x m) = op(B)^T (n x k) * op(A)^T (k x m), where
  // B's memory read column-major is B^T, so its op is transB's.
  cublasOperation_t opX = g.transB ? CUBLAS_OP_T : CUBLAS_OP_N;
  cublasOperation_t opY = g.transA ? CUBLAS_OP_T : CUBLAS_OP_N;
  SHARDRT_CUBLAS(cublasLtMatmulDescCreate(&d.op, compute, CUDA_R_32F));
  SHARDRT_CUBLAS(cublasLtMatmulDescSetAttribute(
      d.op, CUBLASLT_MATMUL_DESC_TRANSA, &opX, sizeof(opX)));
  SHARDRT_CUBLAS(cublasLtMatmulDescSetAttribute(
      d.op, CUBLASLT_MATMUL_DESC_TRANSB, &opY, sizeof(opY)));
  if (epilogue != CUBLASLT_EPILOGUE_DEFAULT)
    SHARDRT_CUBLAS(cublasLtMatmulDescSetAttribute(
        d.op, CUBLASLT_MATMUL_DESC_EPILOGUE, &epilogue, sizeof(epilogue)));
  // D's rows are C's columns: the bias epilogue adds bias[row of D].
  if (g.bias)
    SHARDRT_CUBLAS(cublasLtMatmulDescSetAttribute(
        d.op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &g.bias, sizeof(g.bias)));
  SHARDRT_RETURN_IF_ERROR(makeLayout(&d.x, type, g.transB ? g.k : g.n,
                                     g.transB ? g.n : g.k, g.ldb, g.batch,
                                     g.strideB));
  SHARDRT_RETURN_IF_ERROR(makeLayout(&d.y, type, g.transA ? g.m : g.k,
                                     g.transA ? g.k : g.m, g.lda, g.batch,
                                     g.strideA));
  return makeLayout(&d.c, CUDA_R_32F, g.n, g.m, g.ldc, g.batch, g.strideC);
}

/// The algorithm for `g` with descriptors `d`: the one chosen before for
/// its shape, else the heuristic's (then kept in `state`). Call with
/// `state`'s mutex held.
static StatusOr<const cublasLtMatmulAlgo_t *>
chooseAlgo(Blas &state, Descriptors &d, const GemmCall &g,
           cublasLtEpilogue_t epilogue) {
  // cuBLASLt's A is our B, its B our A; C and D are our C.
  size_t element = g.input == DType::F32 ? 4 : 2;
  uint32_t alignA = alignmentOf(g.b, g.batch, g.strideB * int64_t(element));
  uint32_t alignB = alignmentOf(g.a, g.batch, g.strideA * int64_t(element));
  uint32_t alignC = alignmentOf(g.c, g.batch, g.strideC * 4);
  std::array<int64_t, 17> key = {int64_t(g.input),
                                 g.transA,
                                 g.transB,
                                 g.m,
                                 g.n,
                                 g.k,
                                 g.lda,
                                 g.ldb,
                                 g.ldc,
                                 g.strideA,
                                 g.strideB,
                                 g.strideC,
                                 g.batch,
                                 int64_t(epilogue),
                                 alignA,
                                 alignB,
                                 alignC};
  auto known = state.algos.find(key);
  if (known == state.algos.end()) {
    SHARDRT_CUBLAS(cublasLtMatmulPreferenceCreate(&d.preference));
    size_t workspace = kWorkspaceBytes;
    SHARDRT_CUBLAS(cublasLtMatmulPreferenceSetAttribute(
        d.preference, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspace,
        sizeof(workspace)));
    for (auto [attribute, bytes] :
         {std::pair(CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES, alignA),
          std::pair(CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES, alignB),
          std::pair(CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES, alignC),
          std::pair(CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES, alignC)})
      SHARDRT_CUBLAS(cublasLtMatmulPreferenceSetAttribute(
          d.preference, attribute, &bytes, sizeof(bytes)));
    cublasLtMatmulHeuristicResult_t result = {};
    int found = 0;
    SHARDRT_CUBLAS(cublasLtMatmulAlgoGetHeuristic(state.handle, d.op, d.x, d.y,
                                                  d.c, d.c, d.preference, 1,
                                                  &result, &found));
    if (found == 0)
      return Status::error("cuBLASLt has no algorithm for a ", g.m, "x", g.n,
                           "x", g.k, " ", name(g.input), " GEMM (batch ",
                           g.batch, ")");
    known = state.algos.emplace(key, result.algo).first;
  }
  return &known->second;
}

/// gemm, its errors as a Status.
static Status enqueueGemm(const GemmCall &g) {
  if (g.input != DType::F32 && g.input != DType::F16 && g.input != DType::BF16)
    return Status::error("GEMM inputs of type ", name(g.input),
                         " (only f32, f16 and bf16)");
  StatusOr<cublasLtEpilogue_t> epilogue = epilogueFor(g.bias, g.activation);
  SHARDRT_RETURN_IF_ERROR(epilogue.status());
  cudaDataType_t type = g.input == DType::F16    ? CUDA_R_16F
                        : g.input == DType::BF16 ? CUDA_R_16BF
                                                 : CUDA_R_32F;
  Blas &state = blas();
  std::lock_guard<std::mutex> lock(state.mutex);
  if (!state.handle) {
    SHARDRT_CUBLAS(cublasLtCreate(&state.handle));
    SHARDRT_CUDA(cudaMalloc(&state.workspace, kWorkspaceBytes));
  }
  cublasComputeType_t compute = computeTypeFor(g.input);
  Descriptors d;
  SHARDRT_RETURN_IF_ERROR(describeGemm(d, g, type, compute, *epilogue));
  StatusOr<const cublasLtMatmulAlgo_t *> algo =
      chooseAlgo(state, d, g, *epilogue);
  SHARDRT_RETURN_IF_ERROR(algo.status());
  SHARDRT_CUBLAS(cublasLtMatmul(
      state.handle, d.op, &g.alpha, g.b, d.x, g.a, d.y, &g.beta, g.c, d.c, g.c,
      d.c, *algo, state.workspace, kWorkspaceBytes, streamOf(g.stream)));
  return Status::ok();
}

Error *gemm(DType input, bool transA, bool transB, int64_t m, int64_t n,
            int64_t k, float alpha, const void *a, int64_t lda, int64_t strideA,
            const void *b, int64_t ldb, int64_t strideB, float beta, float *c,
            int64_t ldc, int64_t strideC, int64_t batch, const float *bias,
            Activation activation, Stream stream) {
  return toError(enqueueGemm(
      GemmCall{input, transA, transB,  m,     n,    k,          alpha,
               a,     lda,    strideA, b,     ldb,  strideB,    beta,
               c,     ldc,    strideC, batch, bias, activation, stream}));
}

Error *copy(void *dst, const void *src, size_t bytes, Stream stream) {
  return toError(
      check(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice,
                            streamOf(stream)),
            "cudaMemcpyAsync"));
}

Error *zero(void *dst, size_t bytes, Stream stream) {
  return toError(check(cudaMemsetAsync(dst, 0, bytes, streamOf(stream)),
                       "cudaMemsetAsync"));
}

/// Records one run of `run` on `stream` as a CUDA graph (NCCL calls
/// included) and returns what replays it on the same stream. The run must
/// not allocate or wait: run the program once before capturing it.
static StatusOr<std::function<Status()>>
captureGraph(ProgramFn run, Runtime &rt, Stream stream, std::byte *arena,
             const void *const *inputs, void *const *outputs) {
  cudaStream_t s = streamOf(stream);
  SHARDRT_CUDA(cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal));
  Status ran = fromError(run(rt, stream, arena, inputs, outputs));
  cudaGraph_t graph = nullptr;
  // The capture ends even when the run failed, or the stream stays in it.
  Status ended = check(cudaStreamEndCapture(s, &graph), "cudaStreamEndCapture");
  std::unique_ptr<CUgraph_st, cudaError_t (*)(cudaGraph_t)> owned(
      graph, cudaGraphDestroy);
  if (!ran.isOk())
    return Status::error("capturing the program as a graph: ", ran.message());
  SHARDRT_RETURN_IF_ERROR(ended);
  cudaGraphExec_t exec = nullptr;
  SHARDRT_CUDA(cudaGraphInstantiate(&exec, graph, 0));
  std::shared_ptr<CUgraphExec_st> replay(
      exec, [](cudaGraphExec_t e) { cudaGraphExecDestroy(e); });
  return std::function<Status()>([replay, s] {
    return check(cudaGraphLaunch(replay.get(), s), "cudaGraphLaunch");
  });
}

Error *deviceConstant(const void *host, size_t bytes, void **device) {
  Status made = check(cudaMalloc(device, bytes ? bytes : 1), "cudaMalloc");
  if (made.isOk())
    made = check(cudaMemcpy(*device, host, bytes, cudaMemcpyHostToDevice),
                 "cudaMemcpy");
  return toError(std::move(made));
}

const DeviceBackend backend = {createDeviceWorld, captureGraph};

} // namespace shardrt::cuda
