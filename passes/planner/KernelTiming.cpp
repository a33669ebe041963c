//===- KernelTiming.cpp - a forward pass's kernels on one device
//-----------===//

#include "passes/planner/KernelTiming.h"

#include <algorithm>
#include <cmath>

using namespace mlir::dist::plan;

namespace {

/// Seconds of GEMM `k` on one device, of which `dataShare` of the data
/// batch and its tp part: its output tiles (k split over idle units
/// when there are fewer tiles than units) run in waves over the
/// device's units, a tile's work at the GEMM rate (the cluster's
/// efficiency for `dtype` at this shape); at least its bytes over the
/// memory bandwidth where it reads and writes them (`inMemory`). In a
/// fused attention kernel (not `inMemory`) at the attention rate where
/// the cluster gives one.
double gemmSeconds(const Kernel &k, double dataShare, int64_t tp,
                   const Cluster &cluster, const std::string &dtype,
                   double peakFlops, bool inMemory = true) {
  double dims[] = {k.batch, k.m, k.n, k.k};
  auto at = [](Kernel::Dim d) { return int(d) - 1; };
  if (k.dataDim != Kernel::Dim::None)
    dims[at(k.dataDim)] *= dataShare;
  if (k.tpDim != Kernel::Dim::None)
    dims[at(k.tpDim)] /= double(tp);
  for (double &d : dims)
    d = std::max(1.0, d);
  auto [batch, m, n, depth] = dims;
  double rate =
      peakFlops * (!inMemory && cluster.attentionEfficiency > 0
                       ? cluster.attentionEfficiency
                       : cluster.gemmEfficiencyAt(dtype, batch, m, n, depth));
  double seconds = 2 * batch * m * n * depth / rate;
  if (cluster.gemmUnits > 0) {
    double units = double(cluster.gemmUnits);
    double tiles = batch * std::ceil(m / double(cluster.gemmTileM)) *
                   std::ceil(n / double(cluster.gemmTileN));
    // Fewer tiles than units: the library splits k over the idle ones
    // (split-K), in parts of at least kSplitDepth.
    constexpr double kSplitDepth = 128;
    if (tiles < units) {
      double parts = std::max(1.0, std::min(std::floor(units / tiles),
                                            std::floor(depth / kSplitDepth)));
      tiles *= parts;
      depth /= parts;
    }
    double waves = std::ceil(tiles / units);
    double tileFlops =
        2.0 * double(cluster.gemmTileM * cluster.gemmTileN) * depth;
    seconds = waves * tileFlops / (rate / units);
  }
  double bytes = k.bytes * (k.dataDim != Kernel::Dim::None ? dataShare : 1) /
                 (k.tpSplit ? double(tp) : 1);
  if (cluster.memoryBandwidth > 0 && inMemory)
    seconds = std::max(seconds, bytes / cluster.memoryBandwidth);
  return seconds;
}

/// Seconds of loop nest `k`'s operations alone (`dataShare`, its tp
/// part) at the vector units' rate (`loopFlops`; without a bandwidth, at
/// the GEMM rate).
double loopComputeSeconds(const Kernel &k, double dataShare, int64_t tp,
                          const Cluster &cluster, double peakFlops,
                          double loopFlops) {
  double flops = k.flops * dataShare / (k.tpSplit ? double(tp) : 1);
  if (cluster.memoryBandwidth <= 0)
    return flops / (peakFlops * cluster.efficiency);
  return flops / loopFlops;
}

/// Seconds of loop nest `k` on one device (`dataShare`, its tp part): its
/// bytes over the memory bandwidth, at least its operations' seconds.
double loopSeconds(const Kernel &k, double dataShare, int64_t tp,
                   const Cluster &cluster, double peakFlops, double loopFlops) {
  double compute =
      loopComputeSeconds(k, dataShare, tp, cluster, peakFlops, loopFlops);
  if (cluster.memoryBandwidth <= 0)
    return compute;
  double part = dataShare / (k.tpSplit ? double(tp) : 1);
  return std::max(k.bytes * part / cluster.memoryBandwidth, compute);
}

} // namespace

bool mlir::dist::plan::dividesSplit(int64_t size, int64_t tp) {
  return size == 0 || size % tp == 0;
}

ForwardSeconds mlir::dist::plan::forwardSeconds(const ModelSummary &model,
                                                const Cluster &cluster,
                                                double dataShare, int64_t tp,
                                                double peakFlops) {
  auto f32 = cluster.peakFlops.find("f32");
  double loopFlops = f32 != cluster.peakFlops.end() ? f32->second : peakFlops;
  ForwardSeconds t;
  // A summary without kernels (written by hand) is its FLOPs, split
  // over tp, at the GEMM rate.
  if (model.kernels.empty()) {
    int blocks = int(Kernel::Place::Blocks);
    t.all[blocks] = t.gemms[blocks] = model.forwardFlops * dataShare /
                                      double(tp) /
                                      (peakFlops * cluster.efficiency);
    return t;
  }
  for (const Kernel &k : model.kernels) {
    int place = int(k.place);
    // An optional split that tp does not divide leaves the kernel whole.
    int64_t kernelTp = dividesSplit(k.optionalSplit, tp) ? tp : 1;
    bool attention = k.scores || k.values;
    if (k.gemm) {
      double s = k.count * gemmSeconds(k, dataShare, kernelTp, cluster,
                                       model.dtype, peakFlops);
      t.all[place] += s;
      t.gemms[place] += s;
      if (k.scores)
        t.scores[place] += s;
      if (attention) {
        t.attention[place] += s;
        t.attentionGemms[place] += s;
        double fused = k.count * k.open *
                       gemmSeconds(k, dataShare, kernelTp, cluster, model.dtype,
                                   peakFlops, /*inMemory=*/false);
        t.fused[place] += fused;
        t.fusedBackward[place] += (k.scores ? 5 : 3) * fused;
      }
    } else {
      double s = k.count * loopSeconds(k, dataShare, kernelTp, cluster,
                                       peakFlops, loopFlops);
      t.all[place] += s;
      if (k.scores) {
        t.scores[place] += s;
        t.attention[place] += s;
        double fused = k.count * k.open *
                       loopComputeSeconds(k, dataShare, kernelTp, cluster,
                                          peakFlops, loopFlops);
        t.fused[place] += fused;
        t.fusedBackward[place] += 3 * fused;
      }
    }
  }
  return t;
}
