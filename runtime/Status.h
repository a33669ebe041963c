//===- Status.h - status-returning errors for libshardrt -------*- C++ -*-===//
//
// Every runtime call returns a Status. An error carries a message that names
// the operation that failed; programMain adds the rank before reporting.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_STATUS_H
#define SHARD_RUNTIME_STATUS_H

#include <sstream>
#include <string>
#include <utility>

namespace shardrt {

class [[nodiscard]] Status {
public:
  static Status ok() { return Status(); }
  /// An error whose message is the concatenation of `parts`.
  template <typename... Parts> static Status error(const Parts &...parts) {
    std::ostringstream os;
    (os << ... << parts);
    return Status(os.str());
  }

  /// An error already shown to the user (a compiler diagnostic printed with
  /// its location): its message is empty, and callers print nothing more.
  static Status reported() { return Status(std::string()); }

  bool isOk() const { return !failed; }
  explicit operator bool() const { return isOk(); }
  const std::string &message() const { return text; }

private:
  Status() = default;
  explicit Status(std::string message)
      : failed(true), text(std::move(message)) {}
  bool failed = false;
  std::string text;
};

/// A value or the error that prevented it.
template <typename T> class [[nodiscard]] StatusOr {
public:
  StatusOr(T value) : result(std::move(value)), state(Status::ok()) {}
  StatusOr(Status error) : state(std::move(error)) {}
  bool isOk() const { return state.isOk(); }
  const Status &status() const { return state; }
  T &value() { return result; }
  T &operator*() { return result; }
  T *operator->() { return &result; }

private:
  T result{};
  Status state;
};

/// A failed call's Status as it crosses the program ABI (ProgramAbi.h).
struct Error {
  Status status;
};

/// `status` as the program ABI returns it: null when it is ok.
inline Error *toError(Status status) {
  return status.isOk() ? nullptr : new Error{std::move(status)};
}

/// Takes back an error the program ABI returned (null: ok).
inline Status fromError(Error *error) {
  if (!error)
    return Status::ok();
  Status status = std::move(error->status);
  delete error;
  return status;
}

} // namespace shardrt

/// Returns from the enclosing function if `expr` is an error.
#define SHARDRT_RETURN_IF_ERROR(expr)                                          \
  do {                                                                         \
    ::shardrt::Status shardrtStatus_ = (expr);                                 \
    if (!shardrtStatus_.isOk())                                                \
      return shardrtStatus_;                                                   \
  } while (false)

#endif // SHARD_RUNTIME_STATUS_H
