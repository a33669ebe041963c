//===- MappedFile.cpp - a file mapped read-only ---------------------------===//

#include "runtime/MappedFile.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace shardrt {

MappedFile::~MappedFile() {
  if (base)
    ::munmap(base, size);
}

void MappedFile::dropPages() const {
  // Advice only: if the kernel declines, the pages stay mapped and count
  // as this process's memory, nothing worse.
  if (base)
    ::madvise(base, size, MADV_DONTNEED);
}

Status MappedFile::open(const std::string &path, uint64_t needed,
                        const std::string &what) {
  // O_NONBLOCK: opening a FIFO must not wait for a writer.
  int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK);
  if (fd < 0)
    return Status::error("cannot open ", what, " '", path,
                         "': ", std::strerror(errno));
  struct stat info;
  bool regular = ::fstat(fd, &info) == 0 && S_ISREG(info.st_mode);
  if (!regular || uint64_t(info.st_size) < needed) {
    ::close(fd);
    return Status::error(what, " '", path, "' is ",
                         regular ? "shorter than its header says"
                                 : "not a regular file");
  }
  size_t length = size_t(info.st_size);
  void *p =
      length ? ::mmap(nullptr, length, PROT_READ, MAP_PRIVATE, fd, 0) : nullptr;
  ::close(fd);
  if (p == MAP_FAILED)
    return Status::error("cannot map ", what, " '", path,
                         "': ", std::strerror(errno));
  if (base)
    ::munmap(base, size);
  base = p;
  size = length;
  return Status::ok();
}

} // namespace shardrt
