//===- Array.cpp - host tensors and .npy I/O ------------------------------===//

#include "runtime/Array.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

#include <sys/stat.h>
#include <unistd.h>

namespace shardrt {

int64_t numElements(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

std::string formatShape(const std::vector<int64_t> &shape) {
  if (shape.empty())
    return "scalar";
  std::string text;
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? "x" : "") + std::to_string(shape[i]);
  return text;
}

Array::Array(DType dtype, std::vector<int64_t> shape)
    : dtype(dtype), shape(std::move(shape)),
      data(size_t(shardrt::numElements(this->shape)) * sizeOf(dtype)) {}

int64_t Array::numElements() const { return shardrt::numElements(shape); }

namespace {
template <typename T> T load(const std::byte *p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}
template <typename T> void store(std::byte *p, T v) {
  std::memcpy(p, &v, sizeof(T));
}
} // namespace

double loadElement(const std::byte *p, DType dtype) {
  switch (dtype) {
  case DType::F32:
    return load<float>(p);
  case DType::F16:
    return f16ToFloat(load<uint16_t>(p));
  case DType::BF16:
    return bf16ToFloat(load<uint16_t>(p));
  case DType::F64:
    return load<double>(p);
  default:
    return double(loadIntElement(p, dtype));
  }
}

void storeElement(std::byte *p, DType dtype, double v) {
  switch (dtype) {
  case DType::F32:
    return store<float>(p, float(v));
  case DType::F16:
    return store<uint16_t>(p, floatToF16(float(v)));
  case DType::BF16:
    return store<uint16_t>(p, floatToBf16(float(v)));
  case DType::F64:
    return store<double>(p, v);
  case DType::Bool:
    return store<uint8_t>(p, v != 0);
  default: // integers: truncated, saturating at int64_t's range (NaN: 0)
    return storeIntElement(
        p, dtype,
        std::isnan(v) ? 0 : int64_t(std::clamp(v, -0x1p63, 0x1p63 - 1024)));
  }
}

int64_t loadIntElement(const std::byte *p, DType dtype) {
  switch (dtype) {
  case DType::I64:
    return load<int64_t>(p);
  case DType::I32:
    return load<int32_t>(p);
  case DType::I16:
    return load<int16_t>(p);
  case DType::I8:
    return load<int8_t>(p);
  case DType::Bool:
    return load<uint8_t>(p) ? 1 : 0;
  default: // floats
    return int64_t(loadElement(p, dtype));
  }
}

void storeIntElement(std::byte *p, DType dtype, int64_t v) {
  switch (dtype) {
  case DType::I64:
    return store<int64_t>(p, v);
  case DType::I32:
    return store<int32_t>(p, int32_t(uint32_t(uint64_t(v))));
  case DType::I16:
    return store<int16_t>(p, int16_t(uint16_t(uint64_t(v))));
  case DType::I8:
    return store<int8_t>(p, int8_t(uint8_t(uint64_t(v))));
  case DType::Bool:
    return store<uint8_t>(p, v & 1);
  default:
    return storeElement(p, dtype, double(v));
  }
}

double Array::get(int64_t i) const {
  return loadElement(data.data() + size_t(i) * sizeOf(dtype), dtype);
}

void Array::set(int64_t i, double v) {
  storeElement(data.data() + size_t(i) * sizeOf(dtype), dtype, v);
}

int64_t Array::getInt(int64_t i) const {
  return loadIntElement(data.data() + size_t(i) * sizeOf(dtype), dtype);
}

void Array::setInt(int64_t i, int64_t v) {
  storeIntElement(data.data() + size_t(i) * sizeOf(dtype), dtype, v);
}

Array convert(const Array &array, DType dtype) {
  if (array.dtype == dtype)
    return array;
  Array out(dtype, array.shape);
  for (int64_t i = 0, e = array.numElements(); i < e; ++i)
    out.set(i, array.get(i));
  return out;
}

//===----------------------------------------------------------------------===//
// .npy
//===----------------------------------------------------------------------===//

namespace {
const char *npyDescr(DType t) {
  switch (t) {
  case DType::F32:
    return "<f4";
  case DType::F16:
    return "<f2";
  case DType::BF16:
    return "|V2";
  case DType::F64:
    return "<f8";
  case DType::I64:
    return "<i8";
  case DType::I32:
    return "<i4";
  case DType::I16:
    return "<i2";
  case DType::I8:
    return "|i1";
  case DType::Bool:
    return "|b1";
  }
  return "";
}

std::optional<DType> dtypeOfDescr(const std::string &descr) {
  for (DType t : {DType::F32, DType::F16, DType::BF16, DType::F64, DType::I64,
                  DType::I32, DType::I16, DType::I8, DType::Bool})
    if (descr == npyDescr(t))
      return t;
  // Byte order marks that mean the same thing for one-byte types.
  if (descr == "<V2")
    return DType::BF16;
  if (descr == "<i1" || descr == "i1")
    return DType::I8;
  return std::nullopt;
}

/// The value of `key` in a .npy header dict: `'descr': '<f4'` -> "<f4".
std::string headerValue(const std::string &header, const std::string &key) {
  size_t at = header.find("'" + key + "'");
  if (at == std::string::npos)
    return "";
  at = header.find(':', at);
  if (at == std::string::npos)
    return "";
  ++at;
  while (at < header.size() && header[at] == ' ')
    ++at;
  if (at < header.size() && (header[at] == '\'' || header[at] == '"')) {
    size_t end = header.find(header[at], at + 1);
    return header.substr(at + 1, end - at - 1);
  }
  if (at < header.size() && header[at] == '(') {
    size_t end = header.find(')', at);
    return header.substr(at, end - at + 1);
  }
  size_t end = header.find_first_of(",}", at);
  return header.substr(at, end - at);
}

/// Reads the magic, the header length and the header dict of the .npy
/// file at `path` from `in`, leaving `in` at the data.
StatusOr<std::string> readNpyHeader(std::ifstream &in,
                                    const std::string &path) {
  char magic[8];
  if (!in.read(magic, 8) || std::memcmp(magic, "\x93NUMPY", 6) != 0)
    return Status::error("'", path, "' is not a .npy file");
  uint32_t headerLen = 0;
  if (magic[6] == 1) {
    unsigned char len[2];
    in.read(reinterpret_cast<char *>(len), 2);
    headerLen = len[0] | (len[1] << 8);
  } else {
    unsigned char len[4];
    in.read(reinterpret_cast<char *>(len), 4);
    headerLen =
        len[0] | (len[1] << 8) | (len[2] << 16) | (uint32_t(len[3]) << 24);
  }
  // Anything numpy writes is far below this; a larger length is a corrupt
  // or hostile file, not a header to allocate.
  constexpr uint32_t kMaxHeader = 1 << 20;
  if (headerLen > kMaxHeader)
    return Status::error("'", path, "' declares a header of ", headerLen,
                         " bytes (the limit is ", kMaxHeader, ")");
  std::string header(headerLen, '\0');
  if (!in.read(header.data(), headerLen))
    return Status::error("'", path, "' has a truncated header");
  return header;
}

/// Parses the header's shape tuple `shapeText` ("(2, 3)") of the file at
/// `path` into `shape`, and the number of elements it holds into `count`.
Status parseNpyShape(const std::string &shapeText, const std::string &path,
                     std::vector<int64_t> &shape, uint64_t &count) {
  count = 1;
  for (size_t i = 1; i < shapeText.size();) {
    size_t end = shapeText.find_first_of(",)", i);
    std::string number = shapeText.substr(i, end - i);
    size_t first = number.find_first_not_of(' ');
    if (first != std::string::npos) {
      size_t last = number.find_last_not_of(' ');
      int64_t size = -1;
      const char *begin = number.data() + first,
                 *stop = number.data() + last + 1;
      auto [ptr, ec] = std::from_chars(begin, stop, size);
      if (ec != std::errc() || ptr != stop || size < 0)
        return Status::error("'", path, "' has a shape entry '",
                             number.substr(first, last - first + 1),
                             "' that is not a dimension size");
      if (__builtin_mul_overflow(count, uint64_t(size), &count))
        return Status::error("'", path,
                             "' has a shape of more than 2^64 "
                             "elements");
      shape.push_back(size);
    }
    if (end == std::string::npos)
      break;
    i = end + 1;
  }
  return Status::ok();
}
} // namespace

StatusOr<NpyFile> readNpyLayout(const std::string &path) {
  // Opening a FIFO blocks until someone writes it, past any timeout; an
  // input is a regular file.
  struct stat info;
  if (::stat(path.c_str(), &info) == 0 && !S_ISREG(info.st_mode))
    return Status::error("'", path, "' is not a regular file");
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return Status::error("cannot open '", path, "'");
  StatusOr<std::string> header = readNpyHeader(in, path);
  SHARDRT_RETURN_IF_ERROR(header.status());
  std::string descr = headerValue(*header, "descr");
  std::optional<DType> dtype = dtypeOfDescr(descr);
  if (!dtype)
    return Status::error("'", path, "' has unsupported dtype '", descr, "'");
  if (headerValue(*header, "fortran_order") != "False")
    return Status::error("'", path,
                         "' is in Fortran order; save it in C order");
  std::string shapeText = headerValue(*header, "shape");
  if (shapeText.size() < 2 || shapeText.front() != '(' ||
      shapeText.back() != ')')
    return Status::error("'", path, "' has no shape tuple in its header");
  NpyFile file;
  file.dtype = *dtype;
  // The elements the shape holds, checked against what the file holds
  // before anything is allocated.
  uint64_t count = 1;
  SHARDRT_RETURN_IF_ERROR(parseNpyShape(shapeText, path, file.shape, count));
  file.dataOffset = uint64_t(in.tellg());
  in.seekg(0, std::ios::end);
  uint64_t available = uint64_t(in.tellg()) - file.dataOffset;
  if (__builtin_mul_overflow(count, uint64_t(sizeOf(*dtype)),
                             &file.dataBytes) ||
      file.dataBytes > available)
    return Status::error("'", path, "' holds fewer than ", count,
                         " elements of shape ", formatShape(file.shape));
  return file;
}

StatusOr<Array> readNpy(const std::string &path) {
  StatusOr<NpyFile> file = readNpyLayout(path);
  SHARDRT_RETURN_IF_ERROR(file.status());
  std::ifstream in(path, std::ios::binary);
  in.seekg(std::streamoff(file->dataOffset));
  Array array(file->dtype, file->shape);
  if (!in.read(reinterpret_cast<char *>(array.data.data()),
               std::streamsize(array.data.size())))
    return Status::error("'", path, "' holds fewer than ", array.numElements(),
                         " elements of shape ", formatShape(file->shape));
  return array;
}

Status NpyWriter::open(const std::string &path, DType dtype,
                       const std::vector<int64_t> &shape) {
  std::ostringstream dict;
  dict << "{'descr': '" << npyDescr(dtype)
       << "', 'fortran_order': False, 'shape': (";
  for (int64_t d : shape)
    dict << d << ", ";
  dict << "), }";
  std::string header = dict.str();
  // Magic (6) + version (2) + length (2) + header + '\n', padded to 64.
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  // A link (shard-run links a user's input file into its run directory)
  // is replaced, never written through: the file it names is not ours.
  struct stat link;
  if (::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode))
    ::unlink(path.c_str());
  out.open(path, std::ios::binary | std::ios::trunc);
  if (!out)
    return Status::error("cannot create '", path, "'");
  this->path = path;
  expected = uint64_t(numElements(shape)) * sizeOf(dtype);
  written = 0;
  out.write("\x93NUMPY\x01\x00", 8);
  unsigned char len[2] = {static_cast<unsigned char>(header.size() & 0xff),
                          static_cast<unsigned char>(header.size() >> 8)};
  out.write(reinterpret_cast<const char *>(len), 2);
  out << header;
  return Status::ok();
}

Status NpyWriter::write(const void *data, size_t bytes) {
  out.write(static_cast<const char *>(data), std::streamsize(bytes));
  written += bytes;
  if (!out)
    return Status::error("failed writing '", path, "'");
  return Status::ok();
}

Status NpyWriter::close() {
  // Closed here, so that a write the stream buffered and could not finish
  // (a full disk) is an error too.
  out.close();
  if (!out)
    return Status::error("failed writing '", path, "'");
  if (written != expected)
    return Status::error("'", path, "' got ", written, " bytes of its ",
                         expected);
  return Status::ok();
}

Status writeNpy(const std::string &path, const Array &array) {
  NpyWriter writer;
  SHARDRT_RETURN_IF_ERROR(writer.open(path, array.dtype, array.shape));
  SHARDRT_RETURN_IF_ERROR(writer.write(array.data.data(), array.numBytes()));
  return writer.close();
}

double relativeError(const Array &got, const Array &want, double &absolute,
                     std::string &mismatch) {
  double scale = 0;
  absolute = 0;
  auto text = [](double v) -> std::string {
    if (std::isnan(v))
      return "nan";
    if (std::isinf(v))
      return v < 0 ? "-inf" : "inf";
    char buffer[32];
    std::snprintf(buffer, sizeof(buffer), "%g", v);
    return buffer;
  };
  for (int64_t i = 0; i < want.numElements(); ++i) {
    double a = got.get(i), b = want.get(i);
    if (!std::isfinite(a) || !std::isfinite(b)) {
      if ((std::isnan(a) && std::isnan(b)) || a == b)
        continue;
      mismatch = "element " + std::to_string(i) + " is " + text(a) +
                 " but the reference has " + text(b);
      absolute = INFINITY;
      return INFINITY;
    }
    scale = std::max(scale, std::fabs(b));
    absolute = std::max(absolute, std::fabs(a - b));
  }
  return scale > 0 ? absolute / scale : absolute;
}

} // namespace shardrt
