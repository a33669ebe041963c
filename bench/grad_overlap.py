#!/usr/bin/env python3
"""Data-parallel training step: gradient all_reduces overlapped or in line.

    bench/grad_overlap.py [--width D] [--layers L] [--batch B] [--ranks N]
                          [--runs R] [--rounds K] [--before SHARD_RUN]

Generates bench/gen_train_mlp.py's SGD step (L layers of D x D, batch B),
runs it on N ranks over dp with shard-run --repeat R --sync-runs (so a run
is one step's latency), and prints the median step time of K rounds for:

  - in line: the host's default; each gradient's all_reduce starts where
    the gradient is made (Runtime::startAllReduce) and completes before
    the next kernel runs (MPI_Allreduce);
  - overlapped: SHARDRT_OVERLAP=1, the same program with each started
    all_reduce an MPI_Iallreduce, waited for before the next collective or
    the first read of the sum (what device backends do on a stream of
    their own);
  - before: with --before, a shard-run built before the change (all_reduces
    in line where the sum is first read), to show what the host gained or
    lost.

The variants alternate within each round, so drift hits them alike.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def step_ms(shard_run, program, ranks, runs, out, env):
    result = subprocess.run(
        [shard_run, program, '--mesh', f'dp={ranks}', '--repeat', str(runs),
         '--sync-runs', '-o', out],
        capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f'{shard_run} failed:\n{result.stderr}')
    found = re.search(r'([0-9.]+) ms per run', result.stdout)
    if not found:
        sys.exit(f'no time in the output of {shard_run}:\n{result.stdout}')
    return float(found.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--width', type=int, default=1024)
    parser.add_argument('--layers', type=int, default=8)
    parser.add_argument('--batch', type=int, default=64)
    parser.add_argument('--ranks', type=int, default=2)
    parser.add_argument('--runs', type=int, default=20)
    parser.add_argument('--rounds', type=int, default=5)
    parser.add_argument('--shard-run',
                        default=os.path.join(ROOT, 'bazel-bin/tools/shard-run'))
    parser.add_argument('--before', help='a shard-run from before the change')
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix='grad-overlap-')
    program = os.path.join(work, 'train.mlir')
    with open(program, 'w') as f:
        subprocess.run([sys.executable, os.path.join(HERE, 'gen_train_mlp.py'),
                        '--width', str(args.width), '--layers',
                        str(args.layers), '--batch', str(args.batch)],
                       stdout=f, check=True)

    base = dict(os.environ)
    base.pop('SHARDRT_OVERLAP', None)
    variants = [('in line (host default)', args.shard_run, base),
                ('overlapped (SHARDRT_OVERLAP=1)', args.shard_run,
                 dict(base, SHARDRT_OVERLAP='1'))]
    if args.before:
        variants.append(('before the change', args.before, base))
    times = {name: [] for name, _, _ in variants}
    for round_ in range(args.rounds):
        for name, shard_run, env in variants:
            out = os.path.join(work, f'run{len(times[name])}')
            times[name].append(
                step_ms(shard_run, program, args.ranks, args.runs, out, env))

    weights = args.layers * args.width * args.width * 4
    print(f'SGD step of {args.layers} layers of {args.width}x{args.width} '
          f'f32, batch {args.batch}, dp={args.ranks} '
          f'({weights / 2**20:.0f} MiB of gradients all-reduced per step); '
          f'median of {args.rounds} rounds of {args.runs} synchronized steps')
    print()
    reference = statistics.median(times[variants[0][0]])
    print(f'| {"variant":<30} | step ms (median) | min..max | vs in line |')
    print(f'|{"-" * 32}|------------------|----------|------------|')
    for name, _, _ in variants:
        median = statistics.median(times[name])
        spread = f'{min(times[name]):.1f}..{max(times[name]):.1f}'
        print(f'| {name:<30} | {median:16.2f} | {spread:>8} | '
              f'{reference / median:9.3f}x |')


if __name__ == '__main__':
    main()
