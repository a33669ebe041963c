// RUN: shard-opt %s | FileCheck %s
// RUN: shard-opt %s | shard-opt | FileCheck %s
// RUN: shard-opt %s --mlir-print-op-generic | shard-opt | FileCheck %s

// CHECK: dist.mesh @mesh3d = <["dp"=2, "pp"=2, "tp"=2]>
dist.mesh @mesh3d = <["dp"=2, "pp"=2, "tp"=2]>

// CHECK-NEXT: dist.mesh @single = <["x"=1]>
dist.mesh @single = <["x"=1]>

// Axis names are free strings and keep their declaration order.
// CHECK-NEXT: dist.mesh @pod = <["node"=16, "gpu"=8]> {note = "attrs survive"}
dist.mesh @pod = <[ "node" = 16 , "gpu" = 8 ]> {note = "attrs survive"}

// CHECK-NEXT: dist.mesh @quoted = <["has space"=2, "a.b"=3]>
dist.mesh @quoted = <["has space"=2, "a.b"=3]>
