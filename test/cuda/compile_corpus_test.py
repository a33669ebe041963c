#!/usr/bin/env python3
"""Unit tests of the CUDA corpus's choice of what nvcc compiles
(compile_corpus.line_shapes and covering): what makes two lines the same
construct, and that the chosen programs hold every shape; and of the copy
of the corpus the CUDA tests read (corpus_programs.py): that it holds every
program of the tests it copies."""
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compile_corpus  # noqa: E402

KERNEL = """// a comment
#include <cstdint>
namespace {
__global__ void k3(float *__restrict p0, const float *__restrict p1) {
  const float v12 = p1[i0 * 64 + i1];  // loc("x.mlir":3:4)
  const shardrt::cuda::Vec<float, 4> v2 = load(p1);
}
int run() {
  SHARDRT_TRY(shardrt::allReduce(rt, 2, b0, b1, shardrt::DType::F32, {4, 8}, shardrt::ReduceOp::Sum, stream));
  return 0;
}
} // namespace
"""


class LineShapes(unittest.TestCase):
    def test_names_numbers_and_strings_are_placeholders(self):
        a = compile_corpus.line_shapes('const float v1 = p0[i2 * 8]; f("a");')
        b = compile_corpus.line_shapes('const float v7 = p3[i0 * 128]; f("b");')
        self.assertEqual(a, b)
        self.assertEqual(a, {'H:const float # = #[# * N]; f(S);'})

    def test_types_and_callees_stay(self):
        a = compile_corpus.line_shapes("const int64_t v1 = x;")
        b = compile_corpus.line_shapes("const int32_t v1 = x;")
        self.assertNotEqual(a, b)
        self.assertNotEqual(compile_corpus.line_shapes("allReduce(N);"),
                            compile_corpus.line_shapes("allGather(N);"))

    def test_template_arguments_stay(self):
        self.assertNotEqual(
            compile_corpus.line_shapes("shardrt::cuda::Vec<float, 4> v1;"),
            compile_corpus.line_shapes("shardrt::cuda::Vec<float, 2> v1;"))

    def test_a_repeated_item_is_one(self):
        def shape(line):
            return compile_corpus.shape_of(line)
        self.assertEqual(shape("finishInFlight(rt, {p1, p2, p3}, stream);"),
                         "finishInFlight(rt, {#...}, stream);")
        self.assertEqual(shape("v3 = p0[i0 * 64 + i1 * 8 + i2];"),
                         "# = #[# * N... + #];")
        self.assertEqual(shape("main({{a1::run, a1::x}, {b2::run, b2::x}});"),
                         "main({{#::run, #::x}...});")
        # Only whole items: "b" is not a repeat of the end of "ab".
        self.assertEqual(shape("x = ab, b;"), "x = ab, b;")
        self.assertNotEqual(shape("f(a1, b2);"), shape("f(a1, 2);"))

    def test_long_generated_names(self):
        self.assertEqual(
            compile_corpus.shape_of("static const int32_t microbatches10[] = {0, 1};"),
            "static const int32_t #[] = {N...};")

    def test_a_kernel_signature_is_its_parameters(self):
        a = compile_corpus.shape_of(
            "__global__ void k3(float *__restrict p0, const float *__restrict p1, "
            "float *__restrict p2) {")
        b = compile_corpus.shape_of(
            "__global__ void k9(const float *__restrict p0, float *__restrict p1) {")
        self.assertEqual(a, b)
        self.assertNotEqual(a, compile_corpus.shape_of(
            "__global__ void k9(const bool *__restrict p0, float *__restrict p1) {"))

    def test_device_and_host_lines_differ(self):
        shapes = compile_corpus.line_shapes(KERNEL)
        self.assertIn("D:const float # = #[# * N + #];", shapes)
        self.assertIn("D:const shardrt::cuda::Vec<float, 4> # = load(#);",
                      shapes)
        self.assertIn("H:return N;", shapes)
        self.assertIn("H:SHARDRT_TRY(shardrt::allReduce(rt, N, #..., "
                      "shardrt::DType::F32, {N...}, shardrt::ReduceOp::Sum, "
                      "stream));", shapes)
        self.assertFalse(any(s.startswith(("D:#include", "H:#include",
                                           "H://", "D://")) for s in shapes))


class Covering(unittest.TestCase):
    def test_every_shape_is_covered(self):
        programs = [({"a", "b"}, 10), ({"b", "c"}, 10), ({"c"}, 5),
                    ({"a", "b", "c"}, 100), ({"d"}, 1)]
        chosen = compile_corpus.covering(programs)
        self.assertEqual(set().union(*(programs[i][0] for i in chosen)),
                         {"a", "b", "c", "d"})
        self.assertEqual(chosen, [3, 4])

    def test_ties_go_to_the_smaller_source(self):
        self.assertEqual(compile_corpus.covering([({"a"}, 9), ({"a"}, 3)]), [1])

    def test_nothing_to_cover(self):
        self.assertEqual(compile_corpus.covering([]), [])


HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)


def corpus_programs(tests):
    """compile_corpus.programs of the e2e and pass tests under `tests`, with
    `tests` taken out of every path."""
    files = compile_corpus.test_files(tests)
    return [(os.path.relpath(model, tests),
             tuple(f.replace(tests + os.sep, "") for f in flags))
            for model, flags in compile_corpus.programs(files)]


class CorpusCopy(unittest.TestCase):
    def test_checks_words_and_other_tools_go_runs_and_programs_stay(self):
        text = ("// A test of something.\n"
                "// RUN: shard-opt %s --dist-plan-report | FileCheck %s\n"
                "// RUN: shard-run %s --mesh x=2 --check | FileCheck %s\n"
                "// CHECK: check passed\n"
                "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                "  // CHECK-NEXT: nothing\n"
                "  return %a : tensor<4xf32>\n"
                "}\n")
        with tempfile.TemporaryDirectory() as tmp:
            os.makedirs(os.path.join(tmp, "in", "e2e", "Inputs"))
            with open(os.path.join(tmp, "in", "e2e", "f.mlir"), "w") as f:
                f.write(text)
            with open(os.path.join(tmp, "in", "e2e", "Inputs", "g.mlir"), "w") as f:
                f.write(text)
            subprocess.run([sys.executable, os.path.join(HERE, "corpus_programs.py"),
                            os.path.join(tmp, "out"), os.path.join(tmp, "in"),
                            os.path.join(tmp, "in", "e2e", "f.mlir"),
                            os.path.join(tmp, "in", "e2e", "Inputs", "g.mlir")],
                           check=True)
            with open(os.path.join(tmp, "out", "e2e", "f.mlir")) as f:
                copied = f.read()
            self.assertEqual(copied, (
                "// RUN: shard-run %s --mesh x=2 --check | FileCheck %s\n"
                "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                "  return %a : tensor<4xf32>\n"
                "}\n"))
            # Inputs are copied as they are.
            with open(os.path.join(tmp, "out", "e2e", "Inputs", "g.mlir")) as f:
                self.assertEqual(f.read(), text)

    def test_the_copy_holds_every_program_of_the_tests(self):
        """test/BUILD's cuda_corpus against the tests it copies (both are
        this test's data)."""
        copy = os.path.join(TESTS, "cuda", "corpus")
        original = corpus_programs(TESTS)
        self.assertGreater(len(original), 100)
        self.assertEqual(corpus_programs(copy), original)


if __name__ == "__main__":
    unittest.main()
