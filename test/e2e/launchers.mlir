// What starts the ranks. --launcher srun runs `srun -n N
// --kill-on-bad-exit=1 --export=ALL` plus the --launcher-arg's, here
// through a stand-in srun that records its arguments and starts the ranks
// with mpirun. --hostfile goes to mpirun, which then neither
// oversubscribes nor sets OMP_NUM_THREADS: the hosts' slots and cores are
// the user's. A bad --hostfile is an error.
// RUN: rm -rf %t && mkdir -p %t
// RUN: bash %S/Inputs/fake_srun.sh %t %s --mesh x=2 --launcher-arg=--partition=debug --check -o %t/srun | FileCheck %s
// RUN: FileCheck %s --input-file %t/srun-args --check-prefix=SRUNARGS
// RUN: %oracle %s %t/srun
// RUN: echo "localhost slots=4" > %t/hosts
// RUN: shard-run %s --mesh x=4 --hostfile %t/hosts --check -o %t/hosts-run -v 2>&1 | FileCheck %s --check-prefixes=CHECK,HOSTS
// RUN: %oracle %s %t/hosts-run --reference %t/srun
// RUN: shard-run %s --mesh x=4 -o %t/local -v 2>&1 | FileCheck %s --check-prefix=LOCAL
// Unbound also when the ranks fit the cores: a rank's OpenMP threads
// spread over them (OpenMPI would bind each of 2 ranks to one core), and
// spin a while between kernels (libgomp's default) where ranks' threads
// do not outnumber the cores, as one rank's never do; elsewhere (4 ranks
// of 64 threads) they wait passively (OMP_WAIT_POLICY=PASSIVE, passed on).
// RUN: env -u OMP_WAIT_POLICY shard-run %s --mesh x=1 -o %t/one-rank -v 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: env -u OMP_WAIT_POLICY OMP_NUM_THREADS=64 shard-run %s --mesh x=4 -o %t/crowded -v 2>&1 | FileCheck %s --check-prefix=CROWDED
// RUN: not shard-run %s --hostfile %t/missing -o %t/bad 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not shard-run %s --launcher srun --hostfile %t/hosts -o %t/bad 2>&1 | FileCheck %s --check-prefix=BOTH
// HOSTS: mpirun -np 4 --hostfile {{.*}}/hosts --mca orte_tmpdir_base {{.*}} -x OMP_WAIT_POLICY {{.*}}/program
// CHECK: check passed
// SRUNARGS: -n 2 --kill-on-bad-exit=1 --export=ALL --partition=debug {{.*}}/partitioned/program --inputs
// SRUNARGS-NEXT: -n 1 --kill-on-bad-exit=1 --export=ALL --partition=debug {{.*}}/reference/program --inputs
// LOCAL: mpirun -np 4 {{.*}}--bind-to none --mca mpi_yield_when_idle 1 {{.*}} -x OMP_NUM_THREADS {{.*}}/program
// ONE: mpirun -np 1 --bind-to none --mca mpi_yield_when_idle 1 {{.*}} --timeout {{[0-9]+}} -x OMP_NUM_THREADS {{.*}}/program
// CROWDED: mpirun -np 4 {{.*}} --timeout {{[0-9]+}} -x OMP_WAIT_POLICY -x OMP_NUM_THREADS {{.*}}/program
// MISSING: shard-run: error: --hostfile '{{.*}}/missing' does not exist
// BOTH: shard-run: error: --hostfile is mpirun's; under srun or --launcher none the allocation says where the ranks run

dist.mesh @mesh = <["x"=1]>
func.func @scaled_rows(%a: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
                       %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %c = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%z : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %c : tensor<8x4xf32>
}
