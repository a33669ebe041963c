//===- HostKernels.cpp - oneDNN-backed kernels for host programs ----------===//

#include "runtime/HostKernels.h"

#include "runtime/DType.h"
#include "runtime/MpiCommunicator.h"

#include <oneapi/dnnl/dnnl.hpp>

#include <cstdio>
#include <cstdlib>
#include <unordered_map>

namespace shardrt {

namespace {

using dims = dnnl::memory::dims;
using dt = dnnl::memory::data_type;

dnnl::engine &cpuEngine() {
  static dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  return engine;
}

[[noreturn]] void fail(const char *what, const dnnl::error &error) {
  std::fprintf(stderr, "shardrt: %s: oneDNN: %s\n", what, error.what());
  std::fflush(stderr);
  abortMpiJob(1);
}

/// The elements an operand spans from its first one: every batch index at
/// its stride, `rows` rows of `cols` at leading dim `ld`.
int64_t span(const GemmDesc &d, const int64_t *strides, int64_t rows,
             int64_t cols, int64_t ld) {
  int64_t last = (rows - 1) * ld + cols;
  for (int i = 0; i < d.batchDims; ++i)
    last += (d.batch[i] - 1) * strides[i];
  return last;
}

/// A memory descriptor of a [batch..., rows, cols] operand stored at
/// `strides` per batch dim and leading dim `ld` (transposed: stored as
/// cols x rows). A batch stride of 0 is a broadcast: that dim has size 1.
dnnl::memory::desc operandDesc(const GemmDesc &d, dt type,
                               const int64_t *strides, int64_t rows,
                               int64_t cols, int64_t ld, bool transposed) {
  dims shape, step;
  for (int i = 0; i < d.batchDims; ++i) {
    shape.push_back(strides[i] ? d.batch[i] : 1);
    step.push_back(strides[i] ? strides[i] : 1);
  }
  shape.insert(shape.end(), {rows, cols});
  if (transposed)
    step.insert(step.end(), {1, ld});
  else
    step.insert(step.end(), {ld, 1});
  return dnnl::memory::desc(shape, type, step);
}

} // namespace

struct Gemm::Impl {
  GemmDesc desc;
  dnnl::matmul matmul;
  dnnl::memory a, b, c, bias, residual;
  /// 16-bit inputs widened to f32 (spans of A and B), when the CPU has no
  /// 16-bit kernel.
  bool widen = false;
  int64_t spanA = 0, spanB = 0;

  bool build(dt input) {
    const GemmDesc &d = desc;
    dnnl::memory::desc ad =
        operandDesc(d, input, d.batchStrideA, d.m, d.k, d.lda, d.transA);
    dnnl::memory::desc bd =
        operandDesc(d, input, d.batchStrideB, d.k, d.n, d.ldb, d.transB);
    dnnl::memory::desc cd =
        operandDesc(d, dt::f32, d.batchStrideC, d.m, d.n, d.ldc, false);
    // The bias is one row broadcast over the batch and the rows.
    dims biasShape(size_t(d.batchDims), 1), biasStep(size_t(d.batchDims), d.n);
    biasShape.insert(biasShape.end(), {1, d.n});
    biasStep.insert(biasStep.end(), {d.n, 1});
    dnnl::memory::desc biasd(biasShape, dt::f32, biasStep);
    dnnl::post_ops ops;
    if (d.accumulate)
      ops.append_sum(1.0f);
    switch (d.activation) {
    case Activation::None:
      break;
    case Activation::Relu:
      ops.append_eltwise(1.0f, dnnl::algorithm::eltwise_relu, 0.0f, 0.0f);
      break;
    case Activation::GeluErf:
      ops.append_eltwise(1.0f, dnnl::algorithm::eltwise_gelu_erf, 0.0f, 0.0f);
      break;
    case Activation::GeluTanh:
      ops.append_eltwise(1.0f, dnnl::algorithm::eltwise_gelu_tanh, 0.0f, 0.0f);
      break;
    }
    if (d.residual)
      ops.append_binary(dnnl::algorithm::binary_add, cd);
    dnnl::primitive_attr attr;
    attr.set_post_ops(ops);
    try {
      dnnl::matmul::desc md = d.bias ? dnnl::matmul::desc(ad, bd, biasd, cd)
                                     : dnnl::matmul::desc(ad, bd, cd);
      matmul =
          dnnl::matmul(dnnl::matmul::primitive_desc(md, attr, cpuEngine()));
    } catch (const dnnl::error &error) {
      if (error.status == dnnl_unimplemented && input != dt::f32)
        return false;
      fail("cannot prepare a GEMM", error);
    }
    a = dnnl::memory(ad, cpuEngine(), DNNL_MEMORY_NONE);
    b = dnnl::memory(bd, cpuEngine(), DNNL_MEMORY_NONE);
    c = dnnl::memory(cd, cpuEngine(), DNNL_MEMORY_NONE);
    if (d.bias)
      bias = dnnl::memory(biasd, cpuEngine(), DNNL_MEMORY_NONE);
    if (d.residual)
      residual = dnnl::memory(cd, cpuEngine(), DNNL_MEMORY_NONE);
    return true;
  }
};

static_assert(GemmDesc::kMaxBatchDims + 2 == DNNL_MAX_NDIMS,
              "a GEMM's batch and matrix dims are oneDNN's dims");

void GemmDesc::setBatch(Dims sizes, Dims strideA, Dims strideB, Dims strideC) {
  if (sizes.size() > size_t(kMaxBatchDims) || strideA.size() != sizes.size() ||
      strideB.size() != sizes.size() || strideC.size() != sizes.size()) {
    std::fprintf(stderr,
                 "shardrt: a GEMM's batch of %zu dims (strides %zu, "
                 "%zu, %zu) is not one of at most %d\n",
                 sizes.size(), strideA.size(), strideB.size(), strideC.size(),
                 kMaxBatchDims);
    std::fflush(stderr);
    abortMpiJob(1);
  }
  batchDims = int(sizes.size());
  for (int i = 0; i < batchDims; ++i) {
    batch[i] = sizes.begin()[i];
    batchStrideA[i] = strideA.begin()[i];
    batchStrideB[i] = strideB.begin()[i];
    batchStrideC[i] = strideC.begin()[i];
  }
}

Gemm::Gemm(const GemmDesc &desc) : impl(new Impl) {
  impl->desc = desc;
  dt input = desc.input == GemmDesc::Input::F32   ? dt::f32
             : desc.input == GemmDesc::Input::F16 ? dt::f16
                                                  : dt::bf16;
  if (impl->build(input))
    return;
  // No 16-bit kernel on this CPU: widen, then multiply in f32.
  impl->widen = true;
  impl->spanA = span(desc, desc.batchStrideA, desc.transA ? desc.k : desc.m,
                     desc.transA ? desc.m : desc.k, desc.lda);
  impl->spanB = span(desc, desc.batchStrideB, desc.transB ? desc.n : desc.k,
                     desc.transB ? desc.k : desc.n, desc.ldb);
  impl->build(dt::f32);
}

Gemm::~Gemm() { delete impl; }

bool Gemm::widens() const { return impl->widen; }

void Gemm::operator()(const void *a, const void *b, float *c, const float *bias,
                      const float *residual) const {
  Impl &g = *impl;
  // Per-thread scratch for widened operands, kept between calls.
  thread_local std::vector<float> wideA, wideB;
  if (g.widen) {
    bool bf16 = g.desc.input == GemmDesc::Input::BF16;
    auto widenInto = [&](const void *src, int64_t count,
                         std::vector<float> &dst) {
      const uint16_t *bits = static_cast<const uint16_t *>(src);
      dst.resize(size_t(count));
      for (int64_t i = 0; i < count; ++i)
        dst[size_t(i)] = bf16 ? bf16ToFloat(bits[i]) : f16ToFloat(bits[i]);
    };
    widenInto(a, g.spanA, wideA);
    widenInto(b, g.spanB, wideB);
    a = wideA.data();
    b = wideB.data();
  }
  g.a.set_data_handle(const_cast<void *>(a));
  g.b.set_data_handle(const_cast<void *>(b));
  g.c.set_data_handle(c);
  std::unordered_map<int, dnnl::memory> args = {
      {DNNL_ARG_SRC, g.a}, {DNNL_ARG_WEIGHTS, g.b}, {DNNL_ARG_DST, g.c}};
  if (g.desc.bias) {
    g.bias.set_data_handle(const_cast<float *>(bias));
    args.emplace(DNNL_ARG_BIAS, g.bias);
  }
  if (g.desc.residual) {
    g.residual.set_data_handle(const_cast<float *>(residual));
    // The residual is the last post-op.
    int index =
        int(g.desc.accumulate) + int(g.desc.activation != Activation::None);
    args.emplace(DNNL_ARG_ATTR_MULTIPLE_POST_OP(index) | DNNL_ARG_SRC_1,
                 g.residual);
  }
  thread_local dnnl::stream stream(cpuEngine());
  try {
    g.matmul.execute(stream, args);
    stream.wait();
  } catch (const dnnl::error &error) {
    fail("GEMM failed", error);
  }
}

void assertionFailed(const char *message, const char *location) {
  const char *rank = std::getenv("OMPI_COMM_WORLD_RANK");
  std::fprintf(stderr, "[rank %s] assertion failed at %s: %s\n",
               rank ? rank : "0", location, message);
  std::fflush(stderr);
  abortMpiJob(1);
}

} // namespace shardrt
