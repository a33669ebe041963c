#!/usr/bin/env python3
"""Annotates arguments of a bench/gen_gpt.py model for the planner's tests.

    annotate.py MODEL MESH [NAME=DIMS ...]

Prints MODEL with the mesh line MESH (e.g. 'dist.mesh @m = <["dp"=1]>')
first and, for each NAME=DIMS, argument %NAME annotated
{dist.sharding = #dist.sharding<@MESHNAME, DIMS>} (DIMS like [{}, {"tp"}]).
"""
import re
import sys

model, mesh, *pairs = sys.argv[1:]
text = open(model).read()
name = re.search(r"@(\w+)", mesh).group(1)
for pair in pairs:
    arg, dims = pair.split("=", 1)
    text, count = re.subn(rf"(%{arg}: tensor<[^>]*>)",
                          rf"\1 {{dist.sharding = #dist.sharding<@{name}, {dims}>}}",
                          text, count=1)
    if count != 1:
        sys.exit(f"annotate.py: no argument %{arg}")
print(mesh)
print(text, end="")
