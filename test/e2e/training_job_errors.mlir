// shard-run --steps with bad options or files: one line saying what is
// wrong and exit code 1, before any rank starts (training_job.mlir's job).
// RUN: rm -rf %t && mkdir -p %t/data %t/short
// RUN: %python %S/Inputs/linear_sgd.py make %t/data
// RUN: not shard-run %S/training_job.mlir --steps -1 -o %t/o 2>&1 | FileCheck %s --check-prefix=COUNT --implicit-check-not=error:
// RUN: not shard-run %S/training_job.mlir --checkpoint-every 2 -o %t/o 2>&1 | FileCheck %s --check-prefix=NOSTEPS --implicit-check-not=error:
// RUN: not shard-run %S/training_job.mlir --steps 2 --checkpoint-dir %t/c -o %t/o 2>&1 | FileCheck %s --check-prefix=NOTHING --implicit-check-not=error:
// RUN: not shard-run %S/training_job.mlir --steps 2 --repeat 3 -o %t/o 2>&1 | FileCheck %s --check-prefix=REPEAT --implicit-check-not=error:
// RUN: not shard-run %S/training_job.mlir --inputs %t/data --steps 9 -o %t/o 2>&1 | FileCheck %s --check-prefix=ROWS --implicit-check-not=error:
// RUN: cp %t/data/input0.npy %t/data/input1.npy %t/data/input2.npy %t/data/input4.npy %t/short/
// RUN: %npy %t/short/input3.npy f32 3x8 1,2,3,4,5,6,7,8,1,2,3,4,5,6,7,8,1,2,3,4,5,6,7,8
// RUN: not shard-run %S/training_job.mlir --inputs %t/short --steps 2 -o %t/o 2>&1 | FileCheck %s --check-prefix=SHAPE --implicit-check-not=error:
// RUN: not shard-run %S/training_job.mlir --inputs %t/data --steps 2 --resume %t/none -o %t/o 2>&1 | FileCheck %s --check-prefix=NOINDEX --implicit-check-not=error:
// RUN: shard-run %S/training_job.mlir --inputs %t/data --steps 2 --checkpoint-every 2 -o %t/run
// RUN: not shard-run %S/training_job.mlir --inputs %t/data --steps 2 --resume %t/run/checkpoints/step2 -o %t/o 2>&1 | FileCheck %s --check-prefix=DONE --implicit-check-not=error:
// A checkpoint index nested 50,000 deep is refused before it is parsed.
// RUN: mkdir -p %t/deep && %python -c "print('{\"tensors\":' + '[' * 50000)" > %t/deep/index.json
// RUN: not shard-run %S/training_job.mlir --inputs %t/data --steps 2 --resume %t/deep -o %t/o 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// COUNT: shard-run: error: --steps -1 is not a count from 1 to 1000000000
// NOSTEPS: shard-run: error: --checkpoint-every, --checkpoint-dir and --resume belong to a training job; give --steps N
// NOTHING: shard-run: error: --checkpoint-dir without --checkpoint-every K saves nothing
// REPEAT: shard-run: error: --steps runs a job of steps; --repeat, --trace and --graph time or replay one run
// ROWS: shard-run: error: dataset '{{.*}}input1.npy' holds 8 steps; --steps 9 needs as many
// SHAPE: shard-run: error: input 3 ('{{.*}}input3.npy') has shape 3x8 but @train expects 16x8, or for --steps a dataset of steps of it ([T, ...] or [T*16, ...])
// NOINDEX: shard-run: error: cannot read '{{.*}}none/index.json': No such file or directory
// DEEP: shard-run: error: checkpoint '{{.*}}deep/index.json': nests arrays and objects 50001 deep (the limit is 16)
// DONE: shard-run: error: checkpoint '{{.*}}step2' is at step 2; --steps 2 leaves none to run
