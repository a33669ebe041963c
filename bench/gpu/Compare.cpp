//===- Compare.cpp - a GPU run's outputs against the host run's -----------===//
//
//   compare EXPECTED_DIR GOT_DIR TOLERANCE
//
// Compares every EXPECTED_DIR/output<i>.npy with GOT_DIR/output<i>.npy
// (shapes, dtypes, and shardrt::relativeError, as shard-run --check does)
// and prints one line: the worst relative error and "ok" or "FAIL".
// Exits 1 on a failure or a missing file.
//
//===----------------------------------------------------------------------===//

#include "runtime/Array.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <sys/stat.h>

using namespace shardrt;

int main(int argc, char **argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: compare EXPECTED_DIR GOT_DIR TOLERANCE\n");
    return 2;
  }
  std::string expected = argv[1], got = argv[2];
  double tolerance = std::atof(argv[3]);
  double worst = 0;
  int outputs = 0;
  std::string problem;
  for (;; ++outputs) {
    std::string file = "/output" + std::to_string(outputs) + ".npy";
    struct stat info;
    if (::stat((expected + file).c_str(), &info) != 0)
      break;
    StatusOr<Array> want = readNpy(expected + file);
    StatusOr<Array> have = readNpy(got + file);
    if (!want.isOk() || !have.isOk()) {
      problem = (want.isOk() ? have : want).status().message();
      break;
    }
    if (want->dtype != have->dtype || want->shape != have->shape) {
      problem = "output " + std::to_string(outputs) + " is " +
                name(have->dtype) + " " + formatShape(have->shape) +
                " but the host's is " + name(want->dtype) + " " +
                formatShape(want->shape);
      break;
    }
    double absolute = 0;
    std::string mismatch;
    double relative = relativeError(*have, *want, absolute, mismatch);
    if (!mismatch.empty() && problem.empty())
      problem = "output " + std::to_string(outputs) + ": " + mismatch;
    worst = std::max(worst, relative);
  }
  if (outputs == 0 && problem.empty())
    problem = "no outputs in " + expected;
  if (!problem.empty()) {
    std::printf("FAIL: %s\n", problem.c_str());
    return 1;
  }
  bool ok = worst <= tolerance;
  std::printf("%d outputs, max rel err %.3e (tolerance %.0e) %s\n", outputs,
              worst, tolerance, ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
