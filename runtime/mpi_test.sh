#!/usr/bin/env bash
# Runs an MPI test binary on 4 ranks (oversubscribed: CI has 2 cores).
set -euo pipefail
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# A session directory of its own: concurrent mpiruns under one TMPDIR race.
session=$(mktemp -d)
trap 'rm -rf "$session"' EXIT
mpirun --oversubscribe --mca mpi_yield_when_idle 1 --timeout 120 \
  --mca orte_tmpdir_base "$session" -np 4 -x XML_OUTPUT_FILE "$@"
