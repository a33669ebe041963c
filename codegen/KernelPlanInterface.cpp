//===- KernelPlanInterface.cpp - the interface's generated definitions ----===//

#include "codegen/KernelPlanInterface.h"

#include "codegen/KernelPlanInterface.cpp.inc"
