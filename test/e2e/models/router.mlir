// A top-2 mixture-of-experts router (export_models.py --models router;
// hidden 16, 4 experts with MLPs of 32, 2 x 8 tokens): positions from a
// cumsum, the two best experts from topk, their softmaxed weights
// index_add-ed into a flat [tokens x experts] table, every expert's MLP
// weighted by it. torch-mlir exports tm_tensor.scan, .sort and .scatter;
// the file runs unedited but for the annotations (each expert's up
// projection split by output over tp, its down projection by input; the
// batch over dp), against PyTorch's output.
// Collectives: one all_reduce per expert over tp (its down projection).
// Under dp, the index_add is a sum over its 32 updates (a generic whose
// loop over the updates adds where an update's slot is the element's,
// see --dist-convert-tm-tensor): each rank adds its own tokens' updates
// into the flat table and one reduce_scatter leaves each rank its half.
// RUN: rm -rf %t
// RUN: shard-run %S/Inputs/router_args.mlir --inputs %S/Inputs/router_ref --mesh tp=2 --check -o %t/tp | FileCheck %s --check-prefixes=CHECK,TP
// RUN: %oracle %S/Inputs/router_args.mlir %t/tp --expected %S/Inputs/router_ref
// RUN: shard-run %S/Inputs/router_args.mlir --inputs %S/Inputs/router_ref --mesh dp=2 --check -o %t/dp | FileCheck %s --check-prefixes=CHECK,DP
// RUN: %oracle %S/Inputs/router_args.mlir %t/dp --expected %S/Inputs/router_ref
// RUN: shard-run %S/Inputs/router_args.mlir --inputs %S/Inputs/router_ref --mesh dp=2,tp=2 --check -o %t/dptp | FileCheck %s --check-prefixes=CHECK,DPTP
// RUN: %oracle %S/Inputs/router_args.mlir %t/dptp --expected %S/Inputs/router_ref
// RUN: grep -o "tm_tensor\.[a-z]*" %S/Inputs/router_args.mlir | sort | uniq -c | FileCheck %s --check-prefix=OPS
// OPS: 1 tm_tensor.scan
// OPS-NEXT: 1 tm_tensor.scatter
// OPS-NEXT: 1 tm_tensor.sort
// OPS-NEXT: 3 tm_tensor.yield
// TP: communication: 4 x all_reduce over {"tp"}, 4096 bytes sent per rank
// TP-NOT: communication:
// DP: communication: 1 x reduce_scatter over {"dp"}, 128 bytes sent per rank
// DP-NOT: communication:
// DPTP: communication: 1 x reduce_scatter over {"dp"}, 128 bytes sent per rank
// DPTP-NEXT: communication: 4 x all_reduce over {"tp"}, 2048 bytes sent per rank
// CHECK: check passed
