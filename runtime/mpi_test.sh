#!/usr/bin/env bash
# Runs a program (an MPI test binary, a generated program) on 4 ranks
# (oversubscribed: CI has 2 cores).
set -euo pipefail
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# A session directory of its own: concurrent mpiruns under one TMPDIR race.
# The shared-memory segments get a directory of their own too: by default
# they are named after the job id in /dev/shm, and two tests that start
# mpirun first thing in sandboxes of their own (PID namespaces) get the same
# job id and attach to each other's segments (seen as a crash in
# MPI_Waitall and a hang).
session=$(mktemp -d)
segments=$(mktemp -d -p /dev/shm 2> /dev/null || echo "$session")
trap 'rm -rf "$session" "$segments"' EXIT
# SHARDRT_MPI_MAX_COUNT (runtime/MpiCommunicator.cpp) and SHARDRT_OVERLAP
# (runtime/Runtime.cpp) reach every rank.
forward=(-x XML_OUTPUT_FILE)
[[ -n "${SHARDRT_MPI_MAX_COUNT:-}" ]] && forward+=(-x SHARDRT_MPI_MAX_COUNT)
[[ -n "${SHARDRT_OVERLAP:-}" ]] && forward+=(-x SHARDRT_OVERLAP)
mpirun --oversubscribe --mca mpi_yield_when_idle 1 --timeout 120 \
  --mca orte_tmpdir_base "$session" \
  --mca btl_vader_backing_directory "$segments" \
  -np 4 "${forward[@]}" "$@"
