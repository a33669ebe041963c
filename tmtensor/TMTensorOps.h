//===- TMTensorOps.h - torch-mlir's tm_tensor ops, as shard reads them ----===//

#ifndef SHARD_TMTENSOR_TMTENSOROPS_H
#define SHARD_TMTENSOR_TMTENSOROPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tmtensor/TMTensorDialect.h.inc"

#define GET_OP_CLASSES
#include "tmtensor/TMTensorOps.h.inc"

#endif // SHARD_TMTENSOR_TMTENSOROPS_H
