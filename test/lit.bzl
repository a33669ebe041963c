"""A lit suite of programs run under Bazel, in shards."""

def program_suite(name, folders, data, shard_count, filter_out = None):
    """An sh_test running the lit tests under `folders` (test/run_lit.sh),
    split into `shard_count` Bazel shards that run side by side, with a
    timeout well above what a shard takes on a busy 2-core machine.
    `filter_out`: a regular expression of test paths to leave to another
    suite."""
    native.sh_test(
        name = name,
        size = "large",
        timeout = "long",
        srcs = ["run_lit.sh"],
        args = folders + (["--", "--filter-out", filter_out] if filter_out else []),
        data = data,
        shard_count = shard_count,
    )
