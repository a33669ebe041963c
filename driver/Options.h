//===- Options.h - shard-run's option values, checked ----------*- C++ -*-===//

#ifndef SHARD_DRIVER_OPTIONS_H
#define SHARD_DRIVER_OPTIONS_H

#include "driver/Driver.h"
#include "runtime/Status.h"

namespace shard::driver {

/// Checks the option values a user can get wrong, before anything runs:
/// one error naming the option.
shardrt::Status validateOptions(const RunOptions &options);

} // namespace shard::driver

#endif // SHARD_DRIVER_OPTIONS_H
