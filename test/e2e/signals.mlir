// A signal to shard-run ends the whole job: SIGTERM, SIGINT and SIGHUP
// stop its process group (mpirun forwards to the ranks), and when the
// driver is killed outright its launcher gets SIGTERM as it dies. Checked
// by what is left of shard-run's session 5 s after the signal, while the
// ranks run a loop of 2^40 iterations. Under --launcher srun (a stand-in
// srun that starts the ranks with mpirun, as in launchers.mlir) the same
// process group holds srun. mpirun runs each rank in a process group of
// its own, and a second SIGTERM within 5 s makes it exit at once, leaving
// them: shard-run sends one. A launcher that ends and leaves its ranks
// running anyway (the stand-in srun with SRUN_ABANDONS: mpirun in a group
// of its own) has them killed by the mark shard-run's children carry in
// their environment.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/Inputs/stop_job.py SIGTERM %s --timeout 120 -o %t/term | FileCheck %s
// RUN: python3 %S/Inputs/stop_job.py SIGINT %s --timeout 120 -o %t/int | FileCheck %s
// RUN: python3 %S/Inputs/stop_job.py SIGHUP %s --timeout 120 -o %t/hup | FileCheck %s
// RUN: python3 %S/Inputs/stop_job.py SIGKILL %s --timeout 120 -o %t/kill | FileCheck %s
// RUN: bash %S/Inputs/fake_srun.sh %t/srun --exec python3 %S/Inputs/stop_job.py SIGTERM %s --launcher srun --timeout 120 -o %t/srun-term | FileCheck %s
// RUN: env SRUN_ABANDONS=1 bash %S/Inputs/fake_srun.sh %t/abandons --exec python3 %S/Inputs/stop_job.py SIGTERM %s --launcher srun --timeout 120 -o %t/srun-abandons | FileCheck %s
// CHECK: left: none

dist.mesh @mesh = <["dp"=2]>
func.func @forever(%x: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}]>}) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1099511627776 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %s = linalg.add ins(%a, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
