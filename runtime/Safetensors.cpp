//===- Safetensors.cpp - tensors in the safetensors format ----------------===//

#include "runtime/Safetensors.h"

#include "runtime/Array.h"

#include <fstream>
#include <sstream>

namespace shardrt {
namespace {
constexpr DType kDTypes[] = {DType::F32, DType::F16, DType::BF16,
                             DType::F64, DType::I64, DType::I32,
                             DType::I16, DType::I8,  DType::Bool};

/// Whether `text` is safe inside a JSON string without escapes.
bool isPlain(const std::string &text) {
  for (char c : text)
    if (c == '"' || c == '\\' || static_cast<unsigned char>(c) < 0x20)
      return false;
  return true;
}
} // namespace

const char *safetensorsName(DType dtype) {
  switch (dtype) {
  case DType::F32:
    return "F32";
  case DType::F16:
    return "F16";
  case DType::BF16:
    return "BF16";
  case DType::F64:
    return "F64";
  case DType::I64:
    return "I64";
  case DType::I32:
    return "I32";
  case DType::I16:
    return "I16";
  case DType::I8:
    return "I8";
  case DType::Bool:
    return "BOOL";
  }
  return "";
}

std::optional<DType> dtypeOfSafetensorsName(const std::string &name) {
  for (DType t : kDTypes)
    if (name == safetensorsName(t))
      return t;
  return std::nullopt;
}

Status writeSafetensors(
    const std::string &path, const std::vector<NamedTensor> &tensors,
    const std::vector<std::pair<std::string, std::string>> &metadata) {
  std::ostringstream header;
  header << "{\"__metadata__\":{";
  for (size_t i = 0; i < metadata.size(); ++i) {
    if (!isPlain(metadata[i].first) || !isPlain(metadata[i].second))
      return Status::error("checkpoint metadata '", metadata[i].first,
                           "' needs escapes");
    header << (i ? "," : "") << '"' << metadata[i].first << "\":\""
           << metadata[i].second << '"';
  }
  header << '}';
  uint64_t offset = 0;
  for (const NamedTensor &t : tensors) {
    if (!isPlain(t.name))
      return Status::error("checkpoint tensor name '", t.name,
                           "' needs escapes");
    uint64_t bytes = uint64_t(numElements(t.shape)) * sizeOf(t.dtype);
    header << ",\"" << t.name << "\":{\"dtype\":\"" << safetensorsName(t.dtype)
           << "\",\"shape\":[";
    for (size_t d = 0; d < t.shape.size(); ++d)
      header << (d ? "," : "") << t.shape[d];
    header << "],\"data_offsets\":[" << offset << ',' << offset + bytes
           << "]}";
    offset += bytes;
  }
  header << '}';
  std::string text = header.str();
  // The data starts 8-byte aligned, as the format's writers keep it.
  text.append((8 - text.size() % 8) % 8, ' ');
  std::ofstream out(path, std::ios::binary);
  if (!out)
    return Status::error("cannot create '", path, "'");
  unsigned char length[8];
  for (int i = 0; i < 8; ++i)
    length[i] = static_cast<unsigned char>(uint64_t(text.size()) >> (8 * i));
  out.write(reinterpret_cast<const char *>(length), 8);
  out << text;
  for (const NamedTensor &t : tensors)
    out.write(static_cast<const char *>(t.data),
              std::streamsize(numElements(t.shape) * sizeOf(t.dtype)));
  // Closed here so that a write the stream buffered and could not finish
  // (a full disk) is an error too.
  out.close();
  if (!out)
    return Status::error("failed writing '", path, "'");
  return Status::ok();
}

} // namespace shardrt
