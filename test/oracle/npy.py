#!/usr/bin/env python3
"""Writes a small .npy file from values on the command line (no numpy).

    npy.py PATH DTYPE SHAPE VALUES

DTYPE is f32, f64, bf16, i32, i64 or i1; SHAPE is like 2x4; VALUES are
comma-separated (inf, -inf and nan allowed), VALUE*N standing for N of
them. bf16 is stored as shard stores it (descr |V2: the upper half of the
f32, rounded to nearest even). Tests use it for known-answer inputs and
expected outputs.
"""
import struct
import sys

FORMATS = {"f32": ("<f4", "f"), "f64": ("<f8", "d"), "bf16": ("|V2", "H"),
           "i32": ("<i4", "i"), "i64": ("<i8", "q"), "i1": ("|b1", "?")}


def bf16_bits(value):
    """The bf16 nearest `value` (ties to even), as its 16 bits."""
    bits = struct.unpack("<I", struct.pack("<f", value))[0]
    return (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16


def write(path, dtype, shape, values):
    """Writes `values` (a flat list) as a .npy file of `dtype` (a key of
    FORMATS) and `shape`."""
    descr, fmt = FORMATS[dtype]
    if dtype == "i1":
        values = [bool(v) for v in values]
    if dtype == "bf16":
        values = [bf16_bits(v) for v in values]
    header = ("{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" %
              (descr, "".join(f"{d}, " for d in shape)))
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
        f.write(header.encode("latin1"))
        f.write(struct.pack(f"<{len(values)}{fmt}", *values))


def main():
    path, dtype, shape_text, values_text = sys.argv[1:5]
    shape = [int(d) for d in shape_text.split("x")]
    values = []
    for item in values_text.split(","):
        value, _, repeat = item.partition("*")
        number = (float(value) if dtype.startswith(("f", "bf"))
                  else int(float(value)))
        values += [number] * (int(repeat) if repeat else 1)
    count = 1
    for d in shape:
        count *= d
    if len(values) != count:
        raise SystemExit(f"npy.py: {len(values)} values for shape {shape_text}")
    write(path, dtype, shape, values)


if __name__ == "__main__":
    main()
