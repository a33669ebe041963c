// GFLOP/s of one GEMM library at the shapes shard's host programs run, or
// at the shapes given as arguments (BATCHxMxNxK each, as
// bench/planner/gemm_calibration.py sweeps them); `stream` as an argument
// also prints the memory bandwidth a triad reaches (what a loop nest
// streams).
//
// Built once per library by bench/gemm/gemm_libraries.py (-DUSE_OPENBLAS,
// -DUSE_BLIS or -DUSE_DNNL): each library lives in its own process, since
// OpenBLAS and BLIS export the same CBLAS symbols. Every shape is checked
// against a plain triple loop on a sample of entries before it is timed.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#if defined(USE_DNNL)
#include <dnnl.hpp>
#else
#include <cblas.h>
#endif

namespace {

struct Shape {
  int64_t batch, m, n, k;
  bool transB;
};

#if defined(USE_DNNL)
dnnl::engine &engine() {
  static dnnl::engine e(dnnl::engine::kind::cpu, 0);
  return e;
}

// One matmul primitive for the whole batch: A [batch, m, k], B [batch, k, n]
// (or its transpose read through strides), C [batch, m, n].
struct Gemm {
  dnnl::matmul prim;
  dnnl::memory a, b, c;
  Gemm(const Shape &s, float *pa, float *pb, float *pc) {
    using dt = dnnl::memory::data_type;
    dnnl::memory::dims bStrides = s.transB
                                      ? dnnl::memory::dims{s.n * s.k, 1, s.k}
                                      : dnnl::memory::dims{s.k * s.n, s.n, 1};
    dnnl::memory::desc ad({s.batch, s.m, s.k}, dt::f32,
                          dnnl::memory::dims{s.m * s.k, s.k, 1});
    dnnl::memory::desc bd({s.batch, s.k, s.n}, dt::f32, bStrides);
    dnnl::memory::desc cd({s.batch, s.m, s.n}, dt::f32,
                          dnnl::memory::dims{s.m * s.n, s.n, 1});
    prim = dnnl::matmul(
        dnnl::matmul::primitive_desc(dnnl::matmul::desc(ad, bd, cd), engine()));
    a = dnnl::memory(ad, engine(), pa);
    b = dnnl::memory(bd, engine(), pb);
    c = dnnl::memory(cd, engine(), pc);
  }
  void run() {
    static dnnl::stream stream(engine());
    prim.execute(stream,
                 {{DNNL_ARG_SRC, a}, {DNNL_ARG_WEIGHTS, b}, {DNNL_ARG_DST, c}});
    stream.wait();
  }
};
#else
struct Gemm {
  Shape s;
  float *a, *b, *c;
  Gemm(const Shape &s, float *a, float *b, float *c) : s(s), a(a), b(b), c(c) {}
  void run() {
    for (int64_t i = 0; i < s.batch; ++i)
      cblas_sgemm(CblasRowMajor, CblasNoTrans,
                  s.transB ? CblasTrans : CblasNoTrans, s.m, s.n, s.k, 1.0f,
                  a + i * s.m * s.k, s.k, b + i * s.k * s.n,
                  s.transB ? s.k : s.n, 0.0f, c + i * s.m * s.n, s.n);
  }
};
#endif

double check(const Shape &s, const float *a, const float *b, const float *c) {
  double worst = 0;
  std::mt19937 gen(7);
  for (int t = 0; t < 200; ++t) {
    int64_t bi = gen() % s.batch, i = gen() % s.m, j = gen() % s.n;
    double ref = 0, mag = 0;
    for (int64_t l = 0; l < s.k; ++l) {
      double x = a[bi * s.m * s.k + i * s.k + l];
      double y = s.transB ? b[bi * s.k * s.n + j * s.k + l]
                          : b[bi * s.k * s.n + l * s.n + j];
      ref += x * y;
      mag += std::fabs(x * y);
    }
    worst = std::max(worst, std::fabs(ref - c[bi * s.m * s.n + i * s.n + j]) /
                                (mag + 1e-30));
  }
  return worst;
}

/// GB/s of a[i] = b[i] + 3 c[i] over arrays of 32 MiB each (well past the
/// caches), the best of 5 rounds, counting the three arrays' bytes.
double triadBandwidth() {
  size_t n = size_t(32) << 18;
  std::vector<float> a(n), b(n, 1.0f), c(n, 2.0f);
  double best = 1e30;
  for (int round = 0; round < 5; ++round) {
    auto t0 = std::chrono::steady_clock::now();
#pragma omp parallel for
    for (size_t i = 0; i < n; ++i)
      a[i] = b[i] + 3.0f * c[i];
    std::chrono::duration<double> dt = std::chrono::steady_clock::now() - t0;
    best = std::min(best, dt.count());
  }
  if (a[n / 2] != 7.0f)
    return 0;
  return 3.0 * double(n) * sizeof(float) / best / 1e9;
}
} // namespace

int main(int argc, char **argv) {
  std::vector<Shape> shapes = {
      {1, 1024, 512, 512, false},   {1, 1024, 2048, 512, false},
      {1, 1024, 512, 2048, false},  {32, 256, 256, 64, true},
      {32, 256, 64, 256, false},    {1, 2048, 1024, 1024, false},
      {1, 2048, 4096, 1024, false}, {1, 2048, 1024, 4096, false},
  };
  if (argc > 1)
    shapes.clear();
  for (int i = 1; i < argc; ++i) {
    if (std::string(argv[i]) == "stream") {
      std::printf("stream: %.1f GB/s\n", triadBandwidth());
      continue;
    }
    long long b, m, n, k;
    // Each size in [1, 2^20] and the three matrices within 2^28 floats.
    auto in = [](long long s) { return s >= 1 && s <= (1LL << 20); };
    if (std::sscanf(argv[i], "%lldx%lldx%lldx%lld", &b, &m, &n, &k) != 4 ||
        !in(b) || !in(m) || !in(n) || !in(k) ||
        b * (m * k + k * n + m * n) > (1LL << 28)) {
      std::fprintf(stderr,
                   "'%s' is not BATCHxMxNxK (sizes in [1, 2^20], the "
                   "three matrices within 2^28 floats)\n",
                   argv[i]);
      return 1;
    }
    shapes.push_back({b, m, n, k, false});
  }
  std::mt19937 gen(1);
  std::uniform_real_distribution<float> dist(-1, 1);
  for (const Shape &s : shapes) {
    std::vector<float> a(s.batch * s.m * s.k), b(s.batch * s.k * s.n),
        c(s.batch * s.m * s.n);
    for (float &x : a)
      x = dist(gen);
    for (float &x : b)
      x = dist(gen);
    Gemm gemm(s, a.data(), b.data(), c.data());
    gemm.run();
    double error = check(s, a.data(), b.data(), c.data());
    if (error > 1e-5) {
      std::fprintf(stderr, "wrong result: relative error %g\n", error);
      return 1;
    }
    double flops = 2.0 * s.batch * s.m * s.n * s.k, best = 1e30;
    for (int round = 0; round < 5; ++round) {
      int reps = std::max<int>(1, int(2e9 / flops));
      auto t0 = std::chrono::steady_clock::now();
      for (int r = 0; r < reps; ++r)
        gemm.run();
      std::chrono::duration<double> dt = std::chrono::steady_clock::now() - t0;
      best = std::min(best, dt.count() / reps);
    }
    std::printf("%lldx%lldx%lld%s batch %lld: %.1f GFLOP/s\n", (long long)s.m,
                (long long)s.n, (long long)s.k, s.transB ? "^T" : "",
                (long long)s.batch, flops / best / 1e9);
  }
  return 0;
}
