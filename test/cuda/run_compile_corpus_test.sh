#!/usr/bin/env bash
# The unit tests of test/cuda/compile_corpus.py's choice of programs.
exec python3 test/cuda/compile_corpus_test.py -v
