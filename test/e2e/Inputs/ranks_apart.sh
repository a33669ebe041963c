#!/usr/bin/env bash
# Starts a command as N ranks of a plain mpirun (the user's own launcher),
# each rank in a directory of its own, OUT/node<r>, as ranks on machines
# without a shared file system would be.
# Usage: ranks_apart.sh OUT N command...
set -euo pipefail
out=$1
ranks=$2
shift 2
mkdir -p "$out/session"
OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 exec mpirun \
  --oversubscribe --mca orte_tmpdir_base "$out/session" \
  --mca btl_vader_backing_directory "$out/session" -np "$ranks" \
  bash -c 'dir="$0/node$OMPI_COMM_WORLD_RANK" && mkdir -p "$dir" &&
           cd "$dir" && exec "$@"' "$out" "$@"
