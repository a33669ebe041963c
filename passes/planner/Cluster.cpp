//===- Cluster.cpp - cluster descriptions: built-in and from JSON ---------===//

#include "passes/planner/Cluster.h"

#include "codegen/AttentionLimits.h"

#include "runtime/Traffic.h"
#include "support/BoundedJson.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace mlir::dist::plan;
using llvm::Expected;
using llvm::StringRef;

namespace {

// Links per direction, at what NCCL's all-reduce reaches of them (bus
// bandwidth): NVLink 4 has 450 GB/s per H100 or H200, NVLink 3 300 GB/s
// per A100, of which NCCL reaches about 370 and 230; one 400 Gb/s (NDR)
// or 200 Gb/s (HDR) InfiniBand (or RoCE) adapter per GPU. Dense peaks,
// without sparsity; f32 without TF32. Memory: 88% of the HBM's peak (4.8
// TB/s on an H200, 3.35 on an H100 SXM, 2.04 on an A100-80GB), what a
// streaming copy reaches. GEMMs: the share of the 16-bit peak that cuBLAS
// reaches on large ones (about 250 of 312 TFLOP/s on an A100, 740 of 989 on
// an H100/H200, under OpenXLA's measured 754-808), 128 x 128 tiles. Memory per
// device as nvidia-smi totals it: 143771 MiB on an H200, 81559 on an H100
// SXM, 81920 on an A100-80GB (the "80 GB" are GiB). Fused attention: on
// an H100 or H200 its GEMMs at FlashAttention-2's rate there, 370 TFLOP/s
// forward at head dim 128 and 16K tokens (the forward speed charts of
// FlashAttention-3's paper, arXiv:2407.08608): 512 FLOPs a score in 1.38
// ps, of which the softmax's ten operations (gen_gpt.py's) at the f32
// peak take 0.15, leaves 415 TFLOP/s, 0.42 of the peak; on an A100 at the GEMM
// efficiency, which with its softmax gives 53% of the peak at head dim 64 and
// 64% at 128, within the 50-73% FlashAttention-2 publishes (arXiv:2307.08691).
// Attention fused for the heads CUDA's kernel takes (kCudaAttentionMaxHeadDim,
// set after the JSON: one number with the code generator's). The h100 cluster
// has 16384 GPUs, the size of Llama 3 405B's runs (arXiv:2407.21783,
// section 3.3).
constexpr const char *kH200 = R"json({
  "name": "8xH200 nodes (NVLink 4, 400 Gb/s InfiniBand per GPU)",
  "devices_per_node": 8, "nodes": 128, "memory_gib": 140.4,
  "peak_tflops": {"bf16": 989, "f16": 989, "f32": 67},
  "efficiency": 0.75, "memory_bandwidth_gb_per_s": 4200,
  "attention_efficiency": 0.42,
  "gemm": {"units": 132, "tile": [128, 128]},
  "intra_node": {"bandwidth_gb_per_s": 370, "latency_us": 3},
  "inter_node": {"bandwidth_gb_per_s": 50, "latency_us": 8}
})json";
constexpr const char *kH100 = R"json({
  "name": "8xH100-80GB nodes (NVLink 4, 400 Gb/s network per GPU)",
  "devices_per_node": 8, "nodes": 2048, "memory_gib": 79.6,
  "peak_tflops": {"bf16": 989, "f16": 989, "f32": 67},
  "efficiency": 0.75, "memory_bandwidth_gb_per_s": 2950,
  "attention_efficiency": 0.42,
  "gemm": {"units": 132, "tile": [128, 128]},
  "intra_node": {"bandwidth_gb_per_s": 370, "latency_us": 3},
  "inter_node": {"bandwidth_gb_per_s": 50, "latency_us": 8}
})json";
constexpr const char *kA100 = R"json({
  "name": "8xA100-80GB nodes (NVLink 3, 200 Gb/s InfiniBand per GPU)",
  "devices_per_node": 8, "nodes": 560, "memory_gib": 80,
  "peak_tflops": {"bf16": 312, "f16": 312, "f32": 19.5},
  "efficiency": 0.8, "memory_bandwidth_gb_per_s": 1800,
  "gemm": {"units": 108, "tile": [128, 128]},
  "intra_node": {"bandwidth_gb_per_s": 230, "latency_us": 3},
  "inter_node": {"bandwidth_gb_per_s": 25, "latency_us": 8}
})json";

llvm::Error fail(StringRef source, const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "cluster '" + source + "': " + message);
}

std::string shortNumber(double n) {
  char text[32];
  std::snprintf(text, sizeof(text), "%g", n);
  return text;
}

/// Reads the number `key` of `object` (at `path` in the file), which must
/// be in [low, high].
Expected<double> number(const llvm::json::Object &object, StringRef key,
                        StringRef path, double low, double high,
                        StringRef source) {
  const llvm::json::Value *value = object.get(key);
  std::string where = (path.empty() ? key : (path + "." + key)).str();
  if (!value)
    return fail(source, "missing \"" + where + "\"");
  std::optional<double> n = value->getAsNumber();
  if (!n)
    return fail(source, "\"" + where + "\" is not a number");
  if (!std::isfinite(*n) || *n < low || *n > high)
    return fail(source, "\"" + where + "\" is " + shortNumber(*n) +
                            ", outside [" + shortNumber(low) + ", " +
                            shortNumber(high) + "]");
  return *n;
}

/// The whole number `key` of `object`, in [low, high].
Expected<int64_t> wholeNumber(const llvm::json::Object &object, StringRef key,
                              double low, double high, StringRef source) {
  Expected<double> n = number(object, key, "", low, high, source);
  if (!n)
    return n.takeError();
  if (*n != std::floor(*n))
    return fail(source, "\"" + key + "\" is " + shortNumber(*n) +
                            ", not a whole number");
  return int64_t(*n);
}

/// Reads the link `key`: bandwidth in GB/s (1e9 bytes) and latency in
/// microseconds.
Expected<Link> link(const llvm::json::Object &object, StringRef key,
                    StringRef source) {
  const llvm::json::Object *l = object.getObject(key);
  if (!l)
    return fail(source, "missing \"" + key + "\" (an object)");
  Expected<double> bandwidth =
      number(*l, "bandwidth_gb_per_s", key, 1e-3, 1e5, source);
  if (!bandwidth)
    return bandwidth.takeError();
  Expected<double> latency = number(*l, "latency_us", key, 0, 1e6, source);
  if (!latency)
    return latency.takeError();
  return Link{*bandwidth * 1e9, *latency * 1e-6};
}

/// Reads the optional table of measured GEMMs, "gemm_efficiency": {dtype:
/// [[batch, m, n, k, efficiency], ...]}, into `c`.
llvm::Error gemmTable(const llvm::json::Object &object, Cluster &c,
                      StringRef source) {
  if (!object.get("gemm_efficiency"))
    return llvm::Error::success();
  const llvm::json::Object *table = object.getObject("gemm_efficiency");
  if (!table)
    return fail(source, "\"gemm_efficiency\" is not an object of dtype: "
                        "[[batch, m, n, k, efficiency], ...]");
  for (const auto &[dtype, value] : *table) {
    const llvm::json::Array *points = value.getAsArray();
    std::string where = "\"gemm_efficiency." + dtype.str() + "\"";
    if (!points || points->empty())
      return fail(source, where + " is not a list of [batch, m, n, k, "
                                  "efficiency]");
    std::vector<GemmPoint> &parsed = c.gemmEfficiency[dtype.str()];
    for (const llvm::json::Value &point : *points) {
      const llvm::json::Array *fields = point.getAsArray();
      std::optional<double> f[5];
      if (fields && fields->size() == 5)
        for (size_t i = 0; i < 5; ++i)
          f[i] = (*fields)[i].getAsNumber();
      auto size = [](std::optional<double> s) {
        return s && *s >= 1 && *s <= 1e9 && *s == std::floor(*s);
      };
      if (!size(f[0]) || !size(f[1]) || !size(f[2]) || !size(f[3]) || !f[4] ||
          !(*f[4] > 0 && *f[4] <= 1))
        return fail(source, where + "[" + std::to_string(parsed.size()) +
                                "] is not [batch, m, n, k, efficiency] "
                                "with sizes in [1, 1e9] and an efficiency "
                                "in (0, 1]");
      parsed.push_back(GemmPoint{*f[0], *f[1], *f[2], *f[3], *f[4]});
    }
  }
  return llvm::Error::success();
}

/// Reads a device's memory in bytes: "memory_gib" (2^30 bytes, what
/// nvidia-smi and PyTorch print) or "memory_gb" (1e9), exactly one.
Expected<double> deviceMemory(const llvm::json::Object &object,
                              StringRef source) {
  bool gib = object.get("memory_gib") != nullptr;
  if (gib && object.get("memory_gb"))
    return fail(source, "gives both \"memory_gb\" and \"memory_gib\"; "
                        "give one");
  if (!gib && !object.get("memory_gb"))
    return fail(source, "missing \"memory_gib\" (or \"memory_gb\")");
  Expected<double> memory =
      number(object, gib ? "memory_gib" : "memory_gb", "", 1e-6, 1e5, source);
  if (!memory)
    return memory.takeError();
  return *memory * (gib ? double(1 << 30) : 1e9);
}

/// Reads the optional memory bandwidth, all_reduce overlap, attention
/// kernel's rate and longest head and GEMM tiling into `c`.
llvm::Error optionalFields(const llvm::json::Object &object, Cluster &c,
                           StringRef source) {
  if (const llvm::json::Value *overlap = object.get("overlap_all_reduce")) {
    std::optional<bool> value = overlap->getAsBoolean();
    if (!value)
      return fail(source, "\"overlap_all_reduce\" is not true or false");
    c.overlapsAllReduce = *value;
  }
  if (object.get("memory_bandwidth_gb_per_s")) {
    Expected<double> bandwidth =
        number(object, "memory_bandwidth_gb_per_s", "", 1e-3, 1e6, source);
    if (!bandwidth)
      return bandwidth.takeError();
    c.memoryBandwidth = *bandwidth * 1e9;
  }
  if (object.get("attention_efficiency")) {
    Expected<double> efficiency =
        number(object, "attention_efficiency", "", 1e-3, 1, source);
    if (!efficiency)
      return efficiency.takeError();
    c.attentionEfficiency = *efficiency;
  }
  if (object.get("attention_max_head_dim")) {
    Expected<int64_t> dim =
        wholeNumber(object, "attention_max_head_dim", 1, 65536, source);
    if (!dim)
      return dim.takeError();
    c.attentionMaxHeadDim = *dim;
  }
  if (llvm::Error error = gemmTable(object, c, source))
    return error;
  if (!object.get("gemm"))
    return llvm::Error::success();
  const llvm::json::Object *gemm = object.getObject("gemm");
  if (!gemm)
    return fail(source, "\"gemm\" is not an object ({\"units\": 108, "
                        "\"tile\": [256, 128]})");
  Expected<double> units = number(*gemm, "units", "gemm", 1, 1e6, source);
  if (!units)
    return units.takeError();
  const llvm::json::Array *tile = gemm->getArray("tile");
  std::optional<int64_t> tileM, tileN;
  if (tile && tile->size() == 2) {
    tileM = (*tile)[0].getAsInteger();
    tileN = (*tile)[1].getAsInteger();
  }
  if (*units != std::floor(*units) || !tileM || !tileN || *tileM < 1 ||
      *tileN < 1 || *tileM > 65536 || *tileN > 65536)
    return fail(source, "\"gemm\" needs a count of \"units\" and a "
                        "\"tile\" of two sizes in [1, 65536]");
  c.gemmUnits = int64_t(*units);
  c.gemmTileM = *tileM;
  c.gemmTileN = *tileN;
  return llvm::Error::success();
}

} // namespace

StringRef mlir::dist::plan::builtinClusterNames() { return "h200, h100, a100"; }

double Cluster::gemmEfficiencyAt(const std::string &dtype, double batch,
                                 double m, double n, double k) const {
  auto found = gemmEfficiency.find(dtype);
  if (found == gemmEfficiency.end())
    return efficiency;
  // Distances between the logarithms of the sizes: a GEMM twice as long
  // in one dim is as far from a point as one half as long.
  std::vector<std::pair<double, double>> byDistance;
  for (const GemmPoint &p : found->second) {
    double d = 0;
    for (auto [a, b] : {std::pair{batch, p.batch}, std::pair{m, p.m},
                        std::pair{n, p.n}, std::pair{k, p.k}}) {
      double step = std::log2(std::max(1.0, a)) - std::log2(b);
      d += step * step;
    }
    if (d == 0)
      return p.efficiency;
    byDistance.push_back({d, p.efficiency});
  }
  constexpr size_t kNearest = 4;
  size_t nearest = std::min(kNearest, byDistance.size());
  std::partial_sort(byDistance.begin(), byDistance.begin() + nearest,
                    byDistance.end());
  double weights = 0, sum = 0;
  for (size_t i = 0; i < nearest; ++i) {
    weights += 1 / byDistance[i].first;
    sum += byDistance[i].second / byDistance[i].first;
  }
  return sum / weights;
}

Expected<Cluster> mlir::dist::plan::parseCluster(StringRef json,
                                                 StringRef source) {
  // A cluster file nests three deep; far deeper is not one.
  constexpr size_t kMaxDepth = 64;
  Expected<llvm::json::Value> parsed = shard::parseBoundedJson(json, kMaxDepth);
  if (!parsed)
    return fail(source, llvm::toString(parsed.takeError()));
  const llvm::json::Object *object = parsed->getAsObject();
  if (!object)
    return fail(source, "not a JSON object");
  Cluster c;
  if (std::optional<StringRef> name = object->getString("name"))
    c.name = name->str();
  else
    c.name = source.str();
  Expected<int64_t> perNode =
      wholeNumber(*object, "devices_per_node", 1, 1024, source);
  if (!perNode)
    return perNode.takeError();
  Expected<int64_t> nodes = wholeNumber(*object, "nodes", 1, 1e6, source);
  if (!nodes)
    return nodes.takeError();
  c.devicesPerNode = *perNode;
  c.nodes = *nodes;
  Expected<double> memory = deviceMemory(*object, source);
  if (!memory)
    return memory.takeError();
  c.memory = *memory;
  const llvm::json::Object *peaks = object->getObject("peak_tflops");
  if (!peaks || peaks->empty())
    return fail(source, "missing \"peak_tflops\" (an object of dtype: "
                        "TFLOP/s, e.g. {\"bf16\": 989})");
  for (const auto &[dtype, value] : *peaks) {
    Expected<double> peak =
        number(*peaks, dtype, "peak_tflops", 1e-6, 1e6, source);
    if (!peak)
      return peak.takeError();
    c.peakFlops[dtype.str()] = *peak * 1e12;
  }
  Expected<double> efficiency =
      number(*object, "efficiency", "", 1e-3, 1, source);
  if (!efficiency)
    return efficiency.takeError();
  c.efficiency = *efficiency;
  if (llvm::Error error = optionalFields(*object, c, source))
    return std::move(error);
  Expected<Link> intra = link(*object, "intra_node", source);
  if (!intra)
    return intra.takeError();
  Expected<Link> inter = link(*object, "inter_node", source);
  if (!inter)
    return inter.takeError();
  c.intraNode = *intra;
  c.interNode = *inter;
  return c;
}

Expected<Cluster> mlir::dist::plan::loadCluster(StringRef nameOrPath) {
  for (auto [name, json] : {std::pair<StringRef, const char *>{"h200", kH200},
                            {"h100", kH100},
                            {"a100", kA100}}) {
    if (nameOrPath != name)
      continue;
    Expected<Cluster> c = parseCluster(json, name);
    // The built-in GPUs run CUDA's attention kernel.
    if (c)
      c->attentionMaxHeadDim = codegen::kCudaAttentionMaxHeadDim;
    return c;
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(nameOrPath);
  if (!file)
    return fail(nameOrPath,
                "neither a built-in cluster (" + builtinClusterNames() +
                    ") nor a readable file: " + file.getError().message());
  return parseCluster((*file)->getBuffer(), nameOrPath);
}

const Link &mlir::dist::plan::linkOf(const Cluster &cluster, bool intraNode) {
  return intraNode ? cluster.intraNode : cluster.interNode;
}

Link mlir::dist::plan::groupLink(const Cluster &cluster, bool intraNode,
                                 int64_t perNode) {
  if (intraNode)
    return cluster.intraNode;
  // A ring through k members a node crosses between nodes once every k
  // steps, the others on the node's links.
  double k = double(std::max<int64_t>(1, perNode));
  Link link = cluster.interNode;
  link.bandwidth = std::min(cluster.intraNode.bandwidth, k * link.bandwidth);
  link.latency =
      ((k - 1) * cluster.intraNode.latency + cluster.interNode.latency) / k;
  return link;
}

double mlir::dist::plan::allReduceSeconds(int64_t n, double bytes,
                                          const Link &link, double count) {
  if (n <= 1)
    return 0;
  return double(shardrt::ringAllReduceBytes(n, int64_t(bytes))) /
             link.bandwidth +
         count * 2.0 * double(n - 1) * link.latency;
}
