//===- Array.h - a host tensor and its .npy form ---------------*- C++ -*-===//

#ifndef SHARD_RUNTIME_ARRAY_H
#define SHARD_RUNTIME_ARRAY_H

#include "runtime/DType.h"
#include "runtime/Status.h"

#include <cstddef>
#include <fstream>
#include <string>
#include <vector>

namespace shardrt {

/// A dense, row-major host tensor.
struct Array {
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
  std::vector<std::byte> data;

  Array() = default;
  Array(DType dtype, std::vector<int64_t> shape);

  int64_t numElements() const;
  size_t numBytes() const { return data.size(); }
  /// Element `i` (row-major) widened to double; converts f16/bf16.
  double get(int64_t i) const;
  /// Stores `value` into element `i`, rounding to the dtype (integers:
  /// truncated toward zero, then as setInt).
  void set(int64_t i, double value);
  /// Element `i` of an integer (or bool) array, exactly.
  int64_t getInt(int64_t i) const;
  /// Stores `value` into element `i` of an integer array, wrapping to its
  /// width.
  void setInt(int64_t i, int64_t value);
};

/// The element of `dtype` at `p` widened to double (f16/bf16 converted);
/// integers exactly with the Int forms. Stores round as Array::set and
/// wrap as Array::setInt.
double loadElement(const std::byte *p, DType dtype);
void storeElement(std::byte *p, DType dtype, double value);
int64_t loadIntElement(const std::byte *p, DType dtype);
void storeIntElement(std::byte *p, DType dtype, int64_t value);

/// The product of `shape`.
int64_t numElements(const std::vector<int64_t> &shape);
/// "8x16" for error messages.
std::string formatShape(const std::vector<int64_t> &shape);

/// Where a .npy file's elements are: what its header says and the bytes
/// after it, checked to be in the file.
struct NpyFile {
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
  uint64_t dataOffset = 0;
  uint64_t dataBytes = 0;
};

/// Reads a .npy file's header (format 1.0-3.0, little-endian, C order)
/// without its data: for files read in parts (training datasets).
StatusOr<NpyFile> readNpyLayout(const std::string &path);

/// Reads a .npy file (format 1.0-3.0, little-endian, C order).
StatusOr<Array> readNpy(const std::string &path);

/// Max |got - want| / max |want| over finite elements: the error relative
/// to the tensor's scale, so that elements near zero do not dominate;
/// `absolute` is max |got - want|. Non-finite values must be the same on
/// both sides (NaN where NaN, the same infinity); otherwise the error is
/// infinite and `mismatch` says where.
double relativeError(const Array &got, const Array &want, double &absolute,
                     std::string &mismatch);
/// A .npy 1.0 file written in parts, so that a tensor need not be in memory
/// at once: the header, then its elements in order. A symbolic link at the
/// path is replaced by the file, not written through.
class NpyWriter {
public:
  Status open(const std::string &path, DType dtype,
              const std::vector<int64_t> &shape);
  Status write(const void *data, size_t bytes);
  /// Fails if a write failed or the elements written are not the shape's.
  Status close();

private:
  std::ofstream out;
  std::string path;
  uint64_t expected = 0;
  uint64_t written = 0;
};

/// Writes `array` as a .npy 1.0 file. bf16 is written as 2-byte void ('|V2').
Status writeNpy(const std::string &path, const Array &array);

/// `array` converted to `dtype` (through double).
Array convert(const Array &array, DType dtype);

} // namespace shardrt

#endif // SHARD_RUNTIME_ARRAY_H
