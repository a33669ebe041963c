// Where a run's data goes (runtime/ProgramIo.h): each rank reads its own
// blocks of the inputs straight from the files (--io direct, the
// default), or rank 0 reads every rank's blocks and sends them (--io root).
// Either way blocks move in pieces (SHARDRT_IO_CHUNK_BYTES; 24 bytes here,
// so pieces end mid-row and mid-block) and MPI messages are cut at
// SHARDRT_MPI_MAX_COUNT elements. Split, blocked ("blocks 3") and partial
// inputs all give mlir-runner's outputs, and the same bits both ways. The
// ranks' own shards stay, with an index of which file holds which block.
// RUN: rm -rf %t
// RUN: env SHARDRT_IO_CHUNK_BYTES=24 SHARDRT_MPI_MAX_COUNT=5 shard-run %s --mesh dp=2,tp=2 --check -o %t/direct | FileCheck %s
// RUN: %oracle %s %t/direct
// RUN: env SHARDRT_IO_CHUNK_BYTES=24 SHARDRT_MPI_MAX_COUNT=5 shard-run %s --mesh dp=2,tp=2 --io root --check -o %t/root | FileCheck %s
// RUN: %oracle %s %t/root
// RUN: cmp %t/direct/output0.npy %t/root/output0.npy
// RUN: FileCheck %s --input-file %t/direct/work/partitioned/inputs.plan --check-prefix=PLAN
// RUN: FileCheck %s --input-file %t/direct/outputs.json --check-prefix=INDEX
// CHECK: shard-run: @layer ran on dp=2,tp=2 (4 ranks); outputs in
// CHECK: check passed

// The inputs as one safetensors file (tensors input<i>, as a user's
// weights come): the ranks read their blocks from it alike, and the run
// gives the bits of the one above (checked against mlir-runner). A tensor
// the file lacks is named.
// RUN: python3 %S/Inputs/to_safetensors.py %t/w.safetensors %t/direct/inputs/input0.npy %t/direct/inputs/input1.npy %t/direct/inputs/input2.npy
// RUN: shard-run %s --mesh dp=2,tp=2 --inputs %t/w.safetensors -o %t/st | FileCheck %s --check-prefix=ST
// RUN: cmp %t/st/output0.npy %t/direct/output0.npy
// RUN: FileCheck %s --input-file %t/st/work/partitioned/inputs.plan --check-prefix=STPLAN
// RUN: python3 %S/Inputs/to_safetensors.py %t/two.safetensors %t/direct/inputs/input0.npy %t/direct/inputs/input1.npy
// RUN: not shard-run %s --mesh dp=2,tp=2 --inputs %t/two.safetensors -o %t/st2 2>&1 | FileCheck %s --check-prefix=STMISSING
// RUN: not shard-run %s --mesh dp=2,tp=2 --inputs %t/direct/inputs/input0.npy.safetensors -o %t/st3 2>&1 | FileCheck %s --check-prefix=STNONE
// ST: shard-run: @layer ran on dp=2,tp=2 (4 ranks); outputs in
// STPLAN: input 1 all f32 [16,24] [-,1] [1,3] [] sum 1 {{[0-9]+}} {{.*}}/w.safetensors
// STMISSING: shard-run: error: '{{.*}}two.safetensors' holds no tensor 'input2'
// STNONE: shard-run: error: cannot read '{{.*}}input0.npy.safetensors'

// A user's .npy inputs are linked into -o DIR/inputs, not copied; a later
// run into the same directory replaces the links instead of writing its
// own inputs through them into the user's files.
// RUN: mkdir -p %t/mine && cp %t/direct/inputs/input*.npy %t/mine/ && cp -r %t/mine %t/pristine
// RUN: shard-run %s --mesh dp=2,tp=2 --inputs %t/mine -o %t/relink > /dev/null
// RUN: test -L %t/relink/inputs/input1.npy
// RUN: shard-run %s --mesh dp=2,tp=2 --seed 9 -o %t/relink > /dev/null
// RUN: test ! -L %t/relink/inputs/input1.npy
// RUN: cmp %t/mine/input0.npy %t/pristine/input0.npy
// RUN: cmp %t/mine/input1.npy %t/pristine/input1.npy
// RUN: cmp %t/mine/input2.npy %t/pristine/input2.npy

// --no-assemble leaves only the shards and their index (for outputs larger
// than shard-run's machine); the shards are the same bits. --check needs
// whole outputs, and a per-device program has no shards.
// RUN: shard-run %s --mesh dp=2,tp=2 --no-assemble --json %t/shards.json -o %t/shards | FileCheck %s --check-prefix=SHARDS
// RUN: not ls %t/shards/output0.npy
// RUN: cmp %t/shards/work/partitioned/rank3/output0.npy %t/direct/work/partitioned/rank3/output0.npy
// RUN: FileCheck %s --input-file %t/shards.json --check-prefix=SHARDSJSON
// RUN: not shard-run %s --mesh dp=2,tp=2 --no-assemble --check -o %t/bad 2>&1 | FileCheck %s --check-prefix=NOCHECK
// RUN: not shard-run %S/collectives.mlir --entry all_gather --no-assemble -o %t/bad 2>&1 | FileCheck %s --check-prefix=SPMD
// SHARDS: shard-run: @layer ran on dp=2,tp=2 (4 ranks); output shards in {{.*}}/shards (index: outputs.json)
// SHARDSJSON: "output_index": "{{.*}}/shards/outputs.json",
// SHARDSJSON-NEXT: "outputs": [],
// NOCHECK: shard-run: error: --check compares whole outputs; --no-assemble leaves them in shards
// SPMD: shard-run: error: @all_gather is a per-device program: its outputs are each rank's own, whole, not shards to --no-assemble

// The plan: each input's file, its global shape, its split and where its
// elements start; the partial bias is cut into parts from its seed.
// PLAN:      input 0 all f32 [8,16] [0,-] [1,1] [] sum 0 128 {{.*}}/direct/inputs/input0.npy
// PLAN-NEXT: input 1 all f32 [16,24] [-,1] [1,3] [] sum 1 128 {{.*}}/direct/inputs/input1.npy
// PLAN-NEXT: input 2 all f32 [8,24] [0,-] [1,1] [1] sum 2 128 {{.*}}/direct/inputs/input2.npy

// INDEX:      "output0": {
// INDEX-NEXT:   "blocks": [
// INDEX-NEXT:     1,
// INDEX-NEXT:     3
// INDEX-NEXT:   ],
// INDEX-NEXT:   "dims": [
// INDEX-NEXT:     [
// INDEX-NEXT:       "dp"
// INDEX-NEXT:     ],
// INDEX-NEXT:     [
// INDEX-NEXT:       "tp"
// INDEX-NEXT:     ]
// INDEX-NEXT:   ],
// INDEX-NEXT:   "dtype": "F32",
// INDEX-NEXT:   "files": [
// INDEX-NEXT:     "work/partitioned/rank0/output0.npy",
// INDEX-NEXT:     "work/partitioned/rank1/output0.npy",
// INDEX-NEXT:     "work/partitioned/rank2/output0.npy",
// INDEX-NEXT:     "work/partitioned/rank3/output0.npy"
// INDEX-NEXT:   ],
// INDEX-NEXT:   "shape": [
// INDEX-NEXT:     8,
// INDEX-NEXT:     24
// INDEX-NEXT:   ]

dist.mesh @mesh = <["dp"=1, "tp"=1]>
func.func @layer(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                 %w: tensor<16x24xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"} blocks 3]>},
                 %b: tensor<8x24xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}], partial = {"tp"}>})
    -> (tensor<8x24xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"} blocks 3]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x24xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x24xf32>) -> tensor<8x24xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x24xf32>) outs(%z : tensor<8x24xf32>) -> tensor<8x24xf32>
  %r = linalg.add ins(%y, %b : tensor<8x24xf32>, tensor<8x24xf32>) outs(%e : tensor<8x24xf32>) -> tensor<8x24xf32>
  return %r : tensor<8x24xf32>
}
