#!/usr/bin/env bash
# Runs an MPI test binary on 4 ranks (oversubscribed: CI has 2 cores).
set -euo pipefail
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
exec mpirun --oversubscribe --mca mpi_yield_when_idle 1 --timeout 120 \
  -np 4 -x XML_OUTPUT_FILE "$@"
