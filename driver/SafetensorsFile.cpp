//===- SafetensorsFile.cpp - where a tensor is in a safetensors file -----===//

#include "driver/SafetensorsFile.h"

#include "runtime/Safetensors.h"
#include "support/BoundedJson.h"

#include <fstream>

using shardrt::Status;
using shardrt::StatusOr;

namespace shard::driver {
std::optional<std::vector<int64_t>> jsonCounts(const llvm::json::Array *array) {
  if (!array)
    return std::nullopt;
  std::vector<int64_t> values;
  for (const llvm::json::Value &v : *array) {
    std::optional<int64_t> n = v.getAsInteger();
    if (!n || *n < 0)
      return std::nullopt;
    values.push_back(*n);
  }
  return values;
}

namespace {

/// A safetensors file's parsed header, and where its data starts and ends.
struct Header {
  llvm::json::Value json = nullptr;
  uint64_t dataStart = 0;
  uint64_t size = 0;
};

StatusOr<Header> readHeader(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  unsigned char length[8];
  if (!in || !in.read(reinterpret_cast<char *>(length), 8))
    return Status::error("cannot read '", path, "'");
  uint64_t headerBytes = 0;
  for (int i = 0; i < 8; ++i)
    headerBytes |= uint64_t(length[i]) << (8 * i);
  in.seekg(0, std::ios::end);
  uint64_t size = uint64_t(in.tellg());
  if (headerBytes > kMaxHeaderBytes || headerBytes > size - 8)
    return Status::error("'", path, "' declares a header of ", headerBytes,
                         " bytes in a file of ", size);
  std::string header(headerBytes, '\0');
  in.seekg(8);
  in.read(header.data(), std::streamsize(headerBytes));
  llvm::Expected<llvm::json::Value> json =
      shard::parseBoundedJson(header, kMaxJsonDepth);
  if (!json)
    return Status::error("'", path, "' has a malformed header: ",
                         llvm::toString(json.takeError()));
  if (!json->getAsObject())
    return Status::error("'", path, "' has a header that is not an object");
  return Header{std::move(*json), 8 + headerBytes, size};
}

} // namespace

StatusOr<bool> hasSafetensor(const std::string &path, const std::string &name) {
  StatusOr<Header> header = readHeader(path);
  SHARDRT_RETURN_IF_ERROR(header.status());
  return header->json.getAsObject()->getObject(name) != nullptr;
}

StatusOr<SafetensorsEntry> locateSafetensor(const std::string &path,
                                            const std::string &name) {
  StatusOr<Header> header = readHeader(path);
  SHARDRT_RETURN_IF_ERROR(header.status());
  const llvm::json::Object *entry = header->json.getAsObject()->getObject(name);
  if (!entry)
    return Status::error("'", path, "' holds no tensor '", name, "'");
  std::optional<shardrt::DType> dtype = shardrt::dtypeOfSafetensorsName(
      entry->getString("dtype").value_or("").str());
  std::optional<std::vector<int64_t>> shape =
      jsonCounts(entry->getArray("shape"));
  std::optional<std::vector<int64_t>> range =
      jsonCounts(entry->getArray("data_offsets"));
  if (!dtype || !shape || !range || range->size() != 2 ||
      (*range)[0] > (*range)[1] ||
      uint64_t((*range)[1]) > header->size - header->dataStart)
    return Status::error("'", path, "' describes tensor '", name,
                         "' with a dtype, shape or byte range it cannot hold");
  uint64_t count = 1;
  for (int64_t d : *shape)
    if (__builtin_mul_overflow(count, uint64_t(d), &count))
      return Status::error("'", path, "': tensor '", name, "' is too large");
  if (count * sizeOf(*dtype) != uint64_t((*range)[1] - (*range)[0]))
    return Status::error("'", path, "': tensor '", name, "' has ",
                         (*range)[1] - (*range)[0],
                         " bytes, not what its shape holds");
  return SafetensorsEntry{*dtype, *shape,
                          header->dataStart + uint64_t((*range)[0])};
}

} // namespace shard::driver
