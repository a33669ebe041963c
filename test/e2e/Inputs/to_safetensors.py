#!/usr/bin/env python3
"""Packs .npy files into one safetensors file, tensor i named input<i>, as
a user's weights would come (no numpy: the header and the bytes as the
format says).

    to_safetensors.py OUT.safetensors IN0.npy [IN1.npy ...]
"""
import ast
import json
import struct
import sys

DTYPES = {"<f4": "F32", "<f8": "F64", "<f2": "F16", "<i8": "I64", "<i4": "I32",
          "|i1": "I8", "|b1": "BOOL"}


def read_npy(path):
    raw = open(path, "rb").read()
    assert raw[:6] == b"\x93NUMPY", path
    if raw[6] == 1:
        length, start = struct.unpack("<H", raw[8:10])[0], 10
    else:
        length, start = struct.unpack("<I", raw[8:12])[0], 12
    header = ast.literal_eval(raw[start:start + length].decode())
    return DTYPES[header["descr"]], list(header["shape"]), raw[start + length:]


def main():
    out, inputs = sys.argv[1], sys.argv[2:]
    header, data = {}, b""
    for i, path in enumerate(inputs):
        dtype, shape, raw = read_npy(path)
        header[f"input{i}"] = {"dtype": dtype, "shape": shape,
                               "data_offsets": [len(data), len(data) + len(raw)]}
        data += raw
    text = json.dumps(header).encode()
    with open(out, "wb") as f:
        f.write(struct.pack("<Q", len(text)) + text + data)


if __name__ == "__main__":
    main()
