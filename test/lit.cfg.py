# lit configuration for shard: FileCheck tests of the dialect, passes and tools.
import os
import shutil

import lit.formats

config.name = "shard"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
# Under Bazel the source tree is read-only runfiles: outputs go to a scratch dir.
config.test_exec_root = os.path.abspath(
    lit_config.params.get("exec_root", os.path.join(config.test_source_root, "..",
                                                     "build", "lit")))

tools_dir = lit_config.params.get("tools_dir")
if not tools_dir:
    lit_config.fatal("pass --param tools_dir=<dir holding shard-opt>")
llvm_bin = "/usr/lib/llvm-22/bin"
config.environment["PATH"] = os.pathsep.join(
    [os.path.abspath(tools_dir), llvm_bin, config.environment.get("PATH", "")])
config.environment["FILECHECK_OPTS"] = "-enable-var-scope"
# Upstream's own tools, for side-by-side tests.
config.substitutions.append(("%mlir-opt", os.path.join(llvm_bin, "mlir-opt")))
# The independent oracle: upstream's CPU lowering run by mlir-runner.
oracle_lib = lit_config.params.get(
    "oracle_lib",
    os.path.join(tools_dir, "..", "test", "oracle", "libshard_oracle_io.so"))
config.substitutions.append(
    ("%oracle", "python3 {} --io-lib {}".format(
        os.path.join(config.test_source_root, "oracle", "oracle.py"),
        os.path.abspath(oracle_lib))))
# Checks a per-device program's collective from its ranks' files.
config.substitutions.append(
    ("%collectives", "python3 " + os.path.join(config.test_source_root, "oracle",
                                               "collectives.py")))
# Known-answer inputs and outputs as .npy files.
config.substitutions.append(
    ("%npy", "python3 " + os.path.join(config.test_source_root, "oracle", "npy.py")))
# The GPT stack generator the benchmarks use, for tests of whole models.
config.substitutions.append(("%python", "python3"))
config.substitutions.append(
    ("%gen_gpt", os.path.join(config.test_source_root, "..", "bench",
                              "gen_gpt.py")))
# The MLP training step generator, for tests of pipeline schedules.
config.substitutions.append(
    ("%gen_train_mlp", os.path.join(config.test_source_root, "..", "bench",
                                    "gen_train_mlp.py")))
# The runtime shard-run finds (headers and libraries), for tests that copy
# it: the first of $SHARD_RUNTIME_ROOT and the runfiles' workspace.
runtime_roots = [os.environ.get("SHARD_RUNTIME_ROOT", "")] + [
    os.path.join(base, "shard")
    for base in (os.environ.get("RUNFILES_DIR", ""),
                 os.environ.get("TEST_SRCDIR", ""),
                 os.path.join(os.path.abspath(tools_dir), "shard-run.runfiles"))
    if base
]
config.substitutions.append(("%runtime_root", next(
    (r for r in runtime_roots
     if r and os.path.exists(os.path.join(r, "runtime", "ProgramAbi.h"))), "")))
# shard-run caches compiled programs; keep the cache inside the run.
config.environment["SHARD_CACHE_DIR"] = os.path.join(config.test_exec_root,
                                                     "program-cache")
# Compiling the generated programs is most of the suite's CPU time, and
# they run for milliseconds. -O0 compiles them fastest: the exported
# models' suite (22 tests, cold cache, 2 workers) took 221 s at -O0 and
# 490 s at -O1 with -march=native (2026-12-07), itself 60% of -O3's time
# for any x86-64; an exported training step's unsharded program compiles
# in 2.1-2.9 s instead of 7.4-12.6. What is checked is the emitted C++,
# which must compute the same results at any level; users' -O3 and its
# clones are built by //test:install_test, the out-of-tree test and the
# benchmarks. gold, where binutils has it, links
# a program in a third of ld.bfd's time (20 vs 70 ms; a suite links about
# 800).
cxxflags = "-O0"
if shutil.which("ld.gold"):
    cxxflags += " -fuse-ld=gold"
config.environment["SHARD_CXXFLAGS"] = cxxflags
for var in ["HOME", "TEST_SRCDIR", "RUNFILES_DIR", "SHARD_RUNTIME_ROOT",
            "TMPDIR"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
