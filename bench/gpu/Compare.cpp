//===- Compare.cpp - a GPU run's outputs against the host run's -----------===//
//
//   compare EXPECTED_DIR GOT_DIR TOLERANCE
//
// Compares every EXPECTED_DIR/output<i>.npy with GOT_DIR/output<i>.npy
// (shapes, dtypes, and shardrt::relativeError, as shard-run --check does)
// and prints one line: how many, the worst relative error and "ok" or
// "FAIL". A pipeline stage's rank holds only its stage's outputs, so the
// indices need not start at 0 nor follow each other, and a rank may hold
// none. Exits 1 on a failure, a missing file or a missing EXPECTED_DIR.
//
//===----------------------------------------------------------------------===//

#include "runtime/Array.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>

using namespace shardrt;

int main(int argc, char **argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: compare EXPECTED_DIR GOT_DIR TOLERANCE\n");
    return 2;
  }
  std::string expected = argv[1], got = argv[2];
  double tolerance = std::atof(argv[3]);
  std::error_code error;
  // The host's outputs by index.
  std::map<long, std::string> files;
  for (const auto &entry :
       std::filesystem::directory_iterator(expected, error)) {
    std::string file = entry.path().filename().string();
    char *end = nullptr;
    if (file.rfind("output", 0) != 0)
      continue;
    long index = std::strtol(file.c_str() + 6, &end, 10);
    if (end != file.c_str() + 6 && std::string(end) == ".npy")
      files[index] = "/" + file;
  }
  if (error) {
    std::printf("FAIL: %s: %s\n", expected.c_str(), error.message().c_str());
    return 1;
  }
  double worst = 0;
  int outputs = 0;
  std::string problem;
  for (const auto &[index, file] : files) {
    ++outputs;
    StatusOr<Array> want = readNpy(expected + file);
    StatusOr<Array> have = readNpy(got + file);
    if (!want.isOk() || !have.isOk()) {
      problem = (want.isOk() ? have : want).status().message();
      break;
    }
    if (want->dtype != have->dtype || want->shape != have->shape) {
      problem = "output " + std::to_string(index) + " is " + name(have->dtype) +
                " " + formatShape(have->shape) + " but the host's is " +
                name(want->dtype) + " " + formatShape(want->shape);
      break;
    }
    double absolute = 0;
    std::string mismatch;
    double relative = relativeError(*have, *want, absolute, mismatch);
    if (!mismatch.empty() && problem.empty())
      problem = "output " + std::to_string(index) + ": " + mismatch;
    worst = std::max(worst, relative);
  }
  if (!problem.empty()) {
    std::printf("FAIL: %s\n", problem.c_str());
    return 1;
  }
  bool ok = worst <= tolerance;
  std::printf("%d outputs, max rel err %.3e (tolerance %.0e) %s\n", outputs,
              worst, tolerance, ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
