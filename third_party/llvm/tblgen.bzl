"""Runs mlir-tblgen from the system LLVM without llvm-project's Bazel overlay."""

def gentbl(name, td_file, outs, td_srcs = [], deps = []):
    """One genrule per generated file, gathered in a header-only cc_library.

    Args:
      name: the cc_library holding every output as a textual header.
      td_file: the .td file tblgen reads.
      outs: a dict from output file name to its mlir-tblgen flags.
      td_srcs: local .td files that td_file includes (the sandbox shows only
        declared inputs).
      deps: cc_library dependencies of the generated code.
    """
    tblgen = "@llvm//:bin/mlir-tblgen"
    srcs = [td_file] + td_srcs + ["@llvm//:mlir_td_files"]
    for out, flags in outs.items():
        native.genrule(
            name = "%s_%s" % (name, out.replace(".", "_").replace("/", "_")),
            srcs = srcs,
            outs = [out],
            tools = [tblgen],
            cmd = "$(location %s) %s $(location %s) -I external/llvm/include -I . -o $@" %
                  (tblgen, flags, td_file),
        )
    native.cc_library(
        name = name,
        textual_hdrs = outs.keys(),
        deps = deps,
    )
