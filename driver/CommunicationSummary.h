//===- CommunicationSummary.h - what a program's collectives send -*- C++
//-*-===//
//
// shard-run's "communication:" lines: per kind of collective (and its
// reduction and axes), how many run and the bytes each rank sends.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DRIVER_COMMUNICATIONSUMMARY_H
#define SHARD_DRIVER_COMMUNICATIONSUMMARY_H

#include "mlir/IR/Operation.h"

#include <string>
#include <vector>

namespace shard::driver {

/// What `program` (a function, or a dist.pipeline of stage functions)
/// communicates: one line per kind of collective, in order of first use,
/// per stage of a pipeline.
std::vector<std::string> summarizeCommunication(mlir::Operation *program);

} // namespace shard::driver

#endif // SHARD_DRIVER_COMMUNICATIONSUMMARY_H
