"""The emulated CUDA runtime and libshardrt_cuda, plain or sanitized."""

def emulated_runtime(prefix = "", sanitize = False):
    """Declares `<prefix>emulated_cuda` (the emulated CUDA runtime, cuBLASLt
    and NCCL), `<prefix>emulated_device` (libshardrt's device half on it)
    and `<prefix>libshardrt_cuda.so`; with `sanitize`, all built with
    AddressSanitizer, for programs built with it (the stand-in nvcc's
    SHARD_EMULATOR_ASAN=1), which must load its runtime first."""
    copts = ["-fsanitize=address", "-fno-omit-frame-pointer"] if sanitize else []
    native.cc_library(
        name = prefix + "emulated_cuda",
        srcs = [":sources"],
        hdrs = [
            "include/cublasLt.h",
            "include/cuda_runtime.h",
            "include/nccl.h",
        ],
        copts = copts,
        linkopts = ["-fsanitize=address"] if sanitize else [],
        includes = ["include"],
        alwayslink = True,
        deps = [
            "//runtime:core",
            "@openmpi//:mpi",
        ],
    )
    native.cc_library(
        name = prefix + "emulated_device",
        srcs = ["//runtime:device_sources"],
        copts = copts,
        alwayslink = True,
        deps = [
            ":" + prefix + "emulated_cuda",
            "//runtime",
        ],
    )
    native.cc_binary(
        name = prefix + "libshardrt_cuda.so",
        linkshared = True,
        deps = [":" + prefix + "emulated_device"],
    )
