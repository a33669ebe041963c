// shard-run's bad inputs: each ends the run with exit code 1 and one
// located line saying what is wrong (no operation dump, no second line
// about the step that failed); nothing hangs, nothing crashes (`not` fails
// on a crash).

// RUN: rm -rf %t && split-file %s %t && mkdir -p %t/f64
// RUN: not shard-run %t/unsupported.mlir -o %t/u 2>&1 | FileCheck %s --check-prefix=GENERATE --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --mesh pp=2 -o %t/m 2>&1 | FileCheck %s --check-prefix=AXIS --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --mesh dp=two -o %t/m 2>&1 | FileCheck %s --check-prefix=SIZE --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --mesh dp=99999999999999999999 -o %t/m 2>&1 | FileCheck %s --check-prefix=BIG --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --mesh dp=4294967297 -o %t/m 2>&1 | FileCheck %s --check-prefix=BIG --implicit-check-not=error:
// RUN: not shard-run %t/other.mlir --mesh dp=4096,tp=2 -o %t/m 2>&1 | FileCheck %s --check-prefix=RANKS --implicit-check-not=error:
// RUN: not shard-run %t/sharded.mlir --mesh dp=3 -o %t/m 2>&1 | FileCheck %s --check-prefix=DIVIDE --implicit-check-not=error:
// RUN: not shard-run %t/huge.mlir -o %t/h 2>&1 | FileCheck %s --check-prefix=HUGE --implicit-check-not=error:
// RUN: not shard-run %t/large.mlir --no-assemble -o %t/h 2>&1 | FileCheck %s --check-prefix=LARGE --implicit-check-not=error:
// RUN: not shard-run %t/many.mlir --no-assemble -o %t/h 2>&1 | FileCheck %s --check-prefix=MANY --implicit-check-not=error:
// RUN: not shard-run %t/large.mlir -o %t/h 2>&1 | FileCheck %s --check-prefix=ASSEMBLE --implicit-check-not=error:
// RUN: echo "localhost slots=4" > %t/hosts
// RUN: not shard-run %t/large.mlir --hostfile %t/hosts -o %t/h 2>&1 | FileCheck %s --check-prefix=ASSEMBLE --implicit-check-not=error:
// RUN: not shard-run %t/large.mlir --hostfile %t/hosts --no-assemble -o %t/disk 2>&1 | FileCheck %s --check-prefix=DISK --implicit-check-not=error:
// RUN: shard-run %t/other.mlir -o %t/other
// RUN: not shard-run %t/good.mlir --inputs %t/other/inputs -o %t/i 2>&1 | FileCheck %s --check-prefix=SHAPES --implicit-check-not=error:
// RUN: %npy %t/f64/input0.npy f64 8x4 1,2,3,4,5,6,7,8,1,2,3,4,5,6,7,8,1,2,3,4,5,6,7,8,1,2,3,4,5,6,7,8
// RUN: not shard-run %t/good.mlir --inputs %t/f64 -o %t/d 2>&1 | FileCheck %s --check-prefix=DTYPE --implicit-check-not=error:
// .npy headers are parsed with bounds (shape entries past int64 or not
// numbers, a shape larger than the file): an error, never an abort.
// RUN: mkdir -p %t/npy1 %t/npy2 %t/npy3
// RUN: printf "\223NUMPY\001\000\121\000{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999999999999999, 4), }" > %t/npy1/input0.npy
// RUN: not shard-run %t/good.mlir --inputs %t/npy1 -o %t/n 2>&1 | FileCheck %s --check-prefix=NPYBIG --implicit-check-not=error:
// RUN: printf "\223NUMPY\001\000\077\000{'descr': '<f4', 'fortran_order': False, 'shape': (eight, 4), }" > %t/npy2/input0.npy
// RUN: not shard-run %t/good.mlir --inputs %t/npy2 -o %t/n 2>&1 | FileCheck %s --check-prefix=NPYWORD --implicit-check-not=error:
// RUN: printf "\223NUMPY\001\000\107\000{'descr': '<f4', 'fortran_order': False, 'shape': (4000000000000, 4), }" > %t/npy3/input0.npy
// RUN: not shard-run %t/good.mlir --inputs %t/npy3 -o %t/n 2>&1 | FileCheck %s --check-prefix=NPYFILE --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir -o '' 2>&1 | FileCheck %s --check-prefix=NOOUT --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir -o /tmp/.. 2>&1 | FileCheck %s --check-prefix=ROOTOUT --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --json /dev/full -o %t/full 2>&1 | FileCheck %s --check-prefix=JSONFULL --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --trace /dev/full -o %t/full 2>&1 | FileCheck %s --check-prefix=TRACEFULL --implicit-check-not=error:
// RUN: mkdir -p %t/fifo && rm -f %t/fifo/input0.npy && mkfifo %t/fifo/input0.npy
// RUN: not shard-run %t/good.mlir --inputs %t/fifo -o %t/f 2>&1 | FileCheck %s --check-prefix=FIFO --implicit-check-not=error:
// RUN: not shard-run %t/index_array.mlir -o %t/x 2>&1 | FileCheck %s --check-prefix=ARRAY --implicit-check-not=error:
// RUN: not shard-run %t/missing.mlir -o %t/x 2>&1 | FileCheck %s --check-prefix=MISSING --implicit-check-not=error:
// RUN: not shard-run %t/two.mlir -o %t/two 2>&1 | FileCheck %s --check-prefix=ENTRY --implicit-check-not=error:
// RUN: not shard-run %t/two.mlir --entry third -o %t/two 2>&1 | FileCheck %s --check-prefix=NOENTRY --implicit-check-not=error:
// RUN: not shard-run %t/external.mlir -o %t/e 2>&1 | FileCheck %s --check-prefix=EXTERNAL --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --tolerance -1 -o %t/o 2>&1 | FileCheck %s --check-prefix=TOL --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --tolerance nan -o %t/o 2>&1 | FileCheck %s --check-prefix=TOLNAN --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --timeout 0 -o %t/o 2>&1 | FileCheck %s --check-prefix=TIMEOUT0 --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --timeout -1 -o %t/o 2>&1 | FileCheck %s --check-prefix=TIMEOUTNEG --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --repeat -1 -o %t/o 2>&1 | FileCheck %s --check-prefix=REPEAT --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --sync-runs -o %t/o 2>&1 | FileCheck %s --check-prefix=SYNC --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --target cuda --cuda-arch 90 -o %t/o 2>&1 | FileCheck %s --check-prefix=ARCH --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --target cuda --cuda-arch "sm_9;rm" -o %t/o 2>&1 | FileCheck %s --check-prefix=ARCHCHARS --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --compile-only --check -o %t/o 2>&1 | FileCheck %s --check-prefix=COMPILEONLY --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --target gpu -o %t/o 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not shard-run %t/good.mlir --microbatches 0 -o %t/o 2>&1 | FileCheck %s --check-prefix=MICRO0 --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --virtual-stages 0 -o %t/o 2>&1 | FileCheck %s --check-prefix=VIRTUAL0 --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --bucket-bytes 0 -o %t/o 2>&1 | FileCheck %s --check-prefix=BUCKET0 --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --collective-matmul 0 -o %t/o 2>&1 | FileCheck %s --check-prefix=CHUNKS0 --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --microbatches 2 -o %t/o 2>&1 | FileCheck %s --check-prefix=NOPIPE --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --recompute -o %t/o 2>&1 | FileCheck %s --check-prefix=NORECOMPUTE --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --selective-recompute -o %t/o 2>&1 | FileCheck %s --check-prefix=NOSELECTIVE --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --shard-optimizer=dp -o %t/o 2>&1 | FileCheck %s --check-prefix=NOSTEP --implicit-check-not=error:
// RUN: not shard-run %t/partitioned.mlir --shard-optimizer=dp -o %t/o 2>&1 | FileCheck %s --check-prefix=ZEROSPMD --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --shard-optimizer= -o %t/o 2>&1 | FileCheck %s --check-prefix=ZEROAXIS --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --fsdp= -o %t/o 2>&1 | FileCheck %s --check-prefix=FSDPAXIS --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --fsdp=dp --shard-optimizer=dp -o %t/o 2>&1 | FileCheck %s --check-prefix=FSDPZERO --implicit-check-not=error:
// RUN: not shard-run %t/partitioned.mlir --fsdp=dp -o %t/o 2>&1 | FileCheck %s --check-prefix=FSDPSPMD --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --sequence-parallel= -o %t/o 2>&1 | FileCheck %s --check-prefix=SPAXIS --implicit-check-not=error:
// RUN: not shard-run %t/partitioned.mlir --sequence-parallel=tp -o %t/o 2>&1 | FileCheck %s --check-prefix=SPSPMD --implicit-check-not=error:
// RUN: not shard-run %t/partitioned.mlir --narrow-f64 -o %t/o 2>&1 | FileCheck %s --check-prefix=NARROWSPMD --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --schedule pipedream -o %t/o 2>&1 | FileCheck %s --check-prefix=SCHEDULE --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --target cuda --trace %t/t.json -o %t/o 2>&1 | FileCheck %s --check-prefix=TRACECUDA --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --graph -o %t/o 2>&1 | FileCheck %s --check-prefix=GRAPHHOST --implicit-check-not=error:
// RUN: not shard-run %t/good.mlir --target cuda --compile-only --graph -o %t/o 2>&1 | FileCheck %s --check-prefix=COMPILEONLY --implicit-check-not=error:
// RUN: not shard-run %t/forever.mlir --timeout 8 -o %t/t 2>&1 | FileCheck %s --check-prefix=SLOW
// RUN: shard-run %t/two_axes.mlir --mesh tp=2 -o %t/fewer 2>&1 | FileCheck %s --check-prefix=FEWER --implicit-check-not=error:
// RUN: env SHARDRT_FAIL_RANK=1 not shard-run %t/good.mlir --mesh dp=4 -o %t/f 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: not shard-run %t/slot.mlir -o %t/s 2>&1 | FileCheck %s --check-prefix=SLOT

// GENERATE: unsupported.mlir:3:8: error: 'tensor.generate' op is not supported by the code generator
// AXIS: shard-run: error: unknown mesh axis 'pp' on the command line; mesh @mesh has axes {"dp"}
// SIZE: shard-run: error: --mesh: mesh axis 'dp' has size 'two'; sizes are integers from 1 to 1048576
// BIG: shard-run: error: --mesh: mesh axis 'dp' has size '{{[0-9]+}}'; sizes are integers from 1 to 1048576
// RANKS: shard-run: error: the mesh has more than 4096 devices; shard-run starts every rank on this machine
// DIVIDE: sharded.mlir:2:1: error: argument 0: dim 0 of size 8 is not divisible by 3 (axes {"dp"})
// HUGE: huge.mlir:1:1: error: 'func.func' op has a tensor of type 'tensor<4294967296x4294967296xf32>' whose size in bytes does not fit in 64 bits
// LARGE: shard-run: error: the ranks' inputs and outputs take 1099511627776 bytes, more than this machine's {{[0-9]+}} bytes of memory; run the ranks on more machines (--hostfile, srun) or a smaller model or mesh
// MANY: shard-run: error: the ranks' inputs and outputs take 1374389534720 bytes, more than this machine's {{[0-9]+}} bytes of memory; run the ranks on more machines (--hostfile, srun) or a smaller model or mesh
// ASSEMBLE: shard-run: error: putting output 0 together takes 1099511627776 bytes, more than this machine's {{[0-9]+}} bytes of memory; --no-assemble leaves the outputs as the ranks' shards and their index
// DISK: shard-run: error: the run's files take 549755813888 bytes but '{{.*}}/disk/inputs' has {{[0-9]+}} bytes free
// SHAPES: shard-run: error: input 0 ('{{.*}}input0.npy') has shape 4x4 but @good expects 8x4
// DTYPE: shard-run: error: input 0 ('{{.*}}input0.npy') holds f64 elements but @good expects f32; convert the file (numpy: a.astype(...))
// NPYBIG: shard-run: error: '{{.*}}npy1/input0.npy' has a shape entry '99999999999999999999999' that is not a dimension size
// NPYWORD: shard-run: error: '{{.*}}npy2/input0.npy' has a shape entry 'eight' that is not a dimension size
// NPYFILE: shard-run: error: '{{.*}}npy3/input0.npy' holds fewer than 16000000000000 elements of shape 4000000000000x4
// NOOUT: shard-run: error: -o '' names no directory; give the directory the run's files go to
// ROOTOUT: shard-run: error: -o '/tmp/..' is the filesystem root; give the run a directory of its own
// JSONFULL: shard-run: error: cannot write --json file '/dev/full': No space left on device
// TRACEFULL: shard-run: error: cannot write the trace '/dev/full'
// FIFO: shard-run: error: '{{.*}}fifo/input0.npy' is not a regular file
// ARRAY: index_array.mlir:1:50: error: a dense array of index elements (array<index: ...>) crashes MLIR 22's parser; use i64 elements
// MISSING: shard-run: error: {{.*}}missing.mlir{{.*}}No such file or directory
// ENTRY: two.mlir:5:1: error: 'func.func' op is a second public function with a body (@first, @second); name the program's entry with --entry
// NOENTRY: error: no function @third with a body in the module; its public functions are @first, @second
// EXTERNAL: external.mlir:4:8: error: 'func.call' op calls external function @rtclock, which the runtime does not provide; call it outside the program, or give it a body
// TOL: shard-run: error: --tolerance -1 is not a finite number >= 0
// TOLNAN: shard-run: error: --tolerance nan is not a finite number >= 0
// TIMEOUT0: shard-run: error: --timeout 0 is not a number of seconds from 1 to 604800
// TIMEOUTNEG: shard-run: error: --timeout -1 is not a number of seconds from 1 to 604800
// REPEAT: shard-run: error: --repeat -1 is not a count from 0 to 1000000
// SYNC: shard-run: error: --sync-runs times repeated runs; give --repeat N
// ARCH: shard-run: error: --cuda-arch '90' is not a GPU architecture like sm_90
// ARCHCHARS: shard-run: error: --cuda-arch 'sm_9;rm' is not a GPU architecture like sm_90
// MICRO0: shard-run: error: --microbatches 0 is not a count from 1 to 100000
// VIRTUAL0: shard-run: error: --virtual-stages 0 is not a count from 1 to 64
// BUCKET0: shard-run: error: --bucket-bytes 0 is not a size in bytes of at least 1
// CHUNKS0: shard-run: error: --collective-matmul 0 is not a count of chunks of at least 1
// NOPIPE: shard-run: error: --microbatches 2 needs a pipeline, but @good has no dist.stage_boundary cuts and its mesh no "pp" axis
// NORECOMPUTE: shard-run: error: --recompute needs a pipeline, but @good has no dist.stage_boundary cuts and its mesh no "pp" axis (one of one device runs the step as one stage)
// NOSELECTIVE: shard-run: error: --selective-recompute needs a pipeline, but @good has no dist.stage_boundary cuts and its mesh no "pp" axis (one of one device runs the step as one stage)
// NOSTEP: good.mlir:2:1: error: @good is no training step (a public function that returns the next values of the weights its loss is computed from) whose optimizer state --dist-shard-optimizer could shard
// ZEROAXIS: shard-run: error: --shard-optimizer names the mesh axis to shard the optimizer's state over, e.g. --shard-optimizer=dp
// ZEROSPMD: shard-run: error: @partitioned is already partitioned: --shard-optimizer rewrites the model before partitioning
// FSDPAXIS: shard-run: error: --fsdp names the mesh axis to shard the weights and the optimizer's state over, e.g. --fsdp=dp
// FSDPZERO: shard-run: error: --fsdp shards the optimizer's state too: give one of --fsdp and --shard-optimizer
// FSDPSPMD: shard-run: error: @partitioned is already partitioned: --fsdp rewrites the model before partitioning
// SPAXIS: shard-run: error: --sequence-parallel names the tensor-parallel mesh axis to split the tokens over, e.g. --sequence-parallel=tp
// SPSPMD: shard-run: error: @partitioned is already partitioned: --sequence-parallel rewrites the model before partitioning
// NARROWSPMD: shard-run: error: @partitioned is already partitioned: --narrow-f64 rewrites the model before partitioning
// SCHEDULE: shard-run: error: --schedule 'pipedream' is not gpipe, 1f1b, interleaved-1f1b or zb-h1
// TRACECUDA: shard-run: error: --trace times host programs; a CUDA program's work runs after its host calls return
// COMPILEONLY: shard-run: error: --compile-only runs nothing: --check, --repeat, --trace and --graph need a run
// GRAPHHOST: shard-run: error: --graph replays a CUDA graph; it needs --target cuda
// TARGET: shard-run: for the --target option: Cannot find option named 'gpu'!
// A slot the verifier cannot see (its index is computed) outside its
// buffer: the run stops at the copy, before it writes.
// SLOT: [rank 0] error in stage: the copy at loc("{{.*}}slot.mlir":7:5) starts at element 32, outside 0..16 of its buffer
// SLOT: shard-run: error: the job failed
// SLOW: shard-run: error: --timeout {{(of 8 s )?}}reached while

// Axes --mesh does not name have size 1, and shard-run says so.
// FEWER: shard-run: note: --mesh does not name axis "dp" of mesh @mesh; it has size 1
// FEWER: shard-run: @two_axes ran on dp=1,tp=2 (2 ranks)

// One rank fails; the job ends with its message instead of hanging.
// RANK: [rank 1] error in good: injected failure (SHARDRT_FAIL_RANK=1)
// RANK: shard-run: error: the job failed (mpirun exited with code

//--- unsupported.mlir
func.func @generate(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant 0.0 : f32
  %0 = tensor.generate { ^bb0(%i: index): tensor.yield %c : f32 } : tensor<4xf32>
  return %0 : tensor<4xf32>
}

//--- good.mlir
dist.mesh @mesh = <["dp"=2]>
func.func @good(%x: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> tensor<8x4xf32> {
  return %x : tensor<8x4xf32>
}

//--- partitioned.mlir
dist.mesh @mesh = <["dp"=2]>
func.func @partitioned(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = dist.all_reduce %x on @mesh axes ["dp"] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

//--- two_axes.mlir
dist.mesh @mesh = <["dp"=2, "tp"=2]>
func.func @two_axes(%x: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) -> tensor<8x4xf32> {
  return %x : tensor<8x4xf32>
}

//--- sharded.mlir
dist.mesh @mesh = <["dp"=2]>
func.func @sharded(%x: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> tensor<8x4xf32> {
  return %x : tensor<8x4xf32>
}

//--- huge.mlir
func.func @huge(%x: tensor<4294967296x4294967296xf32>) -> tensor<4294967296x4294967296xf32> {
  return %x : tensor<4294967296x4294967296xf32>
}

//--- large.mlir
func.func @large(%x: tensor<65536x65536x32xf32>) -> tensor<65536x65536x32xf32> {
  return %x : tensor<65536x65536x32xf32>
}

//--- many.mlir
// Each tensor alone may fit, not all of them together (a mutant found by
// the fuzzer generated 20 GB of inputs).
func.func @many(%x: tensor<68719476736xi32>, %y: tensor<68719476736xi32>, %z: tensor<68719476736xi32>)
    -> (tensor<68719476736xi32>, tensor<68719476736xi32>) {
  return %x, %y : tensor<68719476736xi32>, tensor<68719476736xi32>
}

//--- index_array.mlir
"dist.mesh"() <{axis_names = ["a", "b"], shape = array<index: 2>, sym_name = "m"}> : () -> ()

//--- other.mlir
func.func @other(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  return %x : tensor<4x4xf32>
}

//--- two.mlir
func.func @first(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

func.func @second(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

//--- external.mlir
// A timing harness around the model: the call stays in the program.
func.func private @rtclock() -> f64
func.func @timed(%x: tensor<4xf32>) -> tensor<4xf32> {
  %t = func.call @rtclock() : () -> f64
  return %x : tensor<4xf32>
}

//--- forever.mlir
// 2^40 iterations: stopped by --timeout.
func.func @forever(%x: tensor<4xf32>) -> tensor<4xf32> {
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

//--- slot.mlir
// Microbatch 2 stores to slot 2 of a buffer of two.
func.func @stage(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %two = dist.buffer : !dist.buffer<tensor<2x4x4xf32>>
  dist.schedule cases [0, 0] microbatches [0, 2]
  forward chunk 0 (%mb) {
    dist.store %x, %two[%mb] : tensor<4x4xf32>, !dist.buffer<tensor<2x4x4xf32>>
  }
  %r = dist.load %two[%c0] : !dist.buffer<tensor<2x4x4xf32>> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
