#!/usr/bin/env bash
# Runs shard-run MODEL --launcher srun ... (the rest of the arguments) with
# a stand-in `srun` first on PATH: it records the arguments shard-run gave
# it in OUT/srun-args, then starts the ranks as srun would, here with
# mpirun (with SRUN_ABANDONS set, one that a SIGTERM ends without stopping
# them). Usage: fake_srun.sh OUT shard-run-arguments..., or
# fake_srun.sh OUT --exec COMMAND... to run another command (one that
# starts shard-run --launcher srun) with the stand-in on PATH.
set -euo pipefail
out=$1
shift
mkdir -p "$out/bin"
cat >"$out/bin/srun" <<'SRUN'
#!/usr/bin/env bash
set -euo pipefail
printf "%s\n" "$*" >>"$SRUN_ARGS"
ranks=1
while [[ "$1" == -* ]]; do
  [[ "$1" == -n ]] && { ranks=$2; shift; }
  shift
done
session=$(mktemp -d)
trap 'rm -rf "$session"' EXIT
launch=(mpirun --oversubscribe --mca orte_tmpdir_base "$session"
  --mca btl_vader_backing_directory "$session" -np "$ranks" "$@")
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
if [[ -n "${SRUN_ABANDONS:-}" ]]; then
  # A launcher that leaves its job behind: mpirun in a process group of
  # its own (job control), and a SIGTERM ends this script at once.
  set -m
  "${launch[@]}" &
  trap 'exit 143' TERM
  wait
  exit
fi
"${launch[@]}"
SRUN
chmod +x "$out/bin/srun"
if [[ "${1:-}" == --exec ]]; then
  shift
  SRUN_ARGS="$out/srun-args" PATH="$out/bin:$PATH" exec "$@"
fi
SRUN_ARGS="$out/srun-args" PATH="$out/bin:$PATH" shard-run --launcher srun "$@"
