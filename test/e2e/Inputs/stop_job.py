#!/usr/bin/env python3
"""Starts `shard-run MODEL ARGS...` (the one on PATH) in a session of its
own, waits until its ranks run, sends it SIGNAL and prints what of the
session is left after 5 s (`left: none` when the whole job ended), then
kills the rest.

    stop_job.py SIGNAL MODEL ARGS...

(The RUN lines that use it do not name shard-run: the CUDA corpus,
test/cuda/compile_corpus.py, takes every shard-run line's program, and
this one never ends.)
"""
import os
import signal
import subprocess
import sys
import time


def members(session):
    """(pid, name) of the live processes of `session` but zombies."""
    out = subprocess.run(["ps", "-s", str(session), "-o", "pid=,stat=,comm="],
                         capture_output=True, text=True).stdout
    return [(int(pid), name) for pid, stat, name in
            (line.split(None, 2) for line in out.splitlines() if line.strip())
            if not stat.startswith("Z")]


def main():
    sig = getattr(signal, sys.argv[1])
    job = subprocess.Popen(["shard-run"] + sys.argv[2:], start_new_session=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while not any(name == "program" for _, name in members(job.pid)):
        if job.poll() is not None or time.monotonic() > deadline:
            print("the ranks never ran")
            return 1
        time.sleep(0.1)
    os.kill(job.pid, sig)
    deadline = time.monotonic() + 5
    while (job.poll() is None or members(job.pid)) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = members(job.pid)
    print("left:", ", ".join(name for _, name in left) if left else "none")
    for pid, _ in left:
        os.kill(pid, signal.SIGKILL)
    job.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
