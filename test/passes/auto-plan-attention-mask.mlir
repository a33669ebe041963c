// The planner costs a fused attention kernel over the blocks of 128 x 128
// scores its mask leaves open (a block the mask covers throughout needs
// no products), as the code generator's kernels skip them. It finds the
// mask where the code generator does: the score modification's select of
// -inf on a condition of the indices alone; and evaluates that condition
// at each block's corners and centre. gen_gpt.py's model at 512 tokens
// has 4 x 4 blocks.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %gen_gpt --layers 1 --batch 2 --seq 512 --hidden 64 --heads 1 > %t/causal.mlir
//
// Causal (keys after the query masked): the diagonal and below, 10 of 16.
// RUN: shard-opt %t/causal.mlir --dist-plan-report="devices=2 cluster=a100 json=true" -o /dev/null | FileCheck %s --check-prefix=CAUSAL
// RUN: shard-opt %t/causal.mlir --dist-plan-report="devices=2 cluster=a100" -o /dev/null | FileCheck %s --check-prefix=TEXT
// CAUSAL: "attention_open_share": 0.625,
// TEXT: model: batch 2, {{.*}}, f32, 62% of attention's score blocks open
//
// The same mask written the other way round: -inf where the condition
// does not hold.
// RUN: sed -e 's/%f = arith.cmpi ugt, %j, %i : index/%f = arith.cmpi ule, %j, %i : index/' -e 's/%r = arith.select %f, %ninf, %%s : f32/%r = arith.select %f, %%s, %ninf : f32/' %t/causal.mlir > %t/kept.mlir
// RUN: shard-opt %t/kept.mlir --dist-plan-report="devices=2 cluster=a100 json=true" -o /dev/null | FileCheck %s --check-prefix=CAUSAL
//
// A sliding window of 128 keys (also masked: keys 128 or more before the
// query): the diagonal and the blocks just below it, 7 of 16.
// RUN: sed -e 's/%f = arith.cmpi ugt, %j, %i : index/%f0 = arith.cmpi ugt, %j, %i : index\n    %w = arith.subi %i, %j : index\n    %c128 = arith.constant 128 : index\n    %f1 = arith.cmpi sge, %w, %c128 : index\n    %f = arith.ori %f0, %f1 : i1/' %t/causal.mlir > %t/window.mlir
// RUN: shard-opt %t/window.mlir --dist-plan-report="devices=2 cluster=a100 json=true" -o /dev/null | FileCheck %s --check-prefix=WINDOW
// WINDOW: "attention_open_share": 0.4375,
//
// Grouped-query attention's scores walk the queries in two dims, the
// group's and the sequence's: the condition reads the sequence's.
// RUN: %python %gen_gpt --layers 1 --batch 2 --seq 512 --hidden 64 --heads 4 --kv-heads 2 > %t/gqa.mlir
// RUN: shard-opt %t/gqa.mlir --dist-plan-report="devices=2 cluster=a100 json=true" -o /dev/null | FileCheck %s --check-prefix=CAUSAL
//
// At 65536 tokens (512 x 512 blocks) 64 block rows are sampled, each
// walking every key block: the causal mask leaves 0.502 of them (all
// blocks: 0.501); the window 2 blocks a row, 1/256 (all: 1023/262144).
// RUN: %python %gen_gpt --layers 1 --batch 2 --seq 65536 --hidden 64 --heads 1 > %t/long.mlir
// RUN: shard-opt %t/long.mlir --dist-plan-report="devices=2 cluster=a100 json=true" -o /dev/null | FileCheck %s --check-prefix=LONG
// LONG: "attention_open_share": 0.501953125,
// RUN: sed -e 's/%f = arith.cmpi ugt, %j, %i : index/%f0 = arith.cmpi ugt, %j, %i : index\n    %w = arith.subi %i, %j : index\n    %c128 = arith.constant 128 : index\n    %f1 = arith.cmpi sge, %w, %c128 : index\n    %f = arith.ori %f0, %f1 : i1/' %t/long.mlir > %t/long-window.mlir
// RUN: shard-opt %t/long-window.mlir --dist-plan-report="devices=2 cluster=a100 json=true" -o /dev/null | FileCheck %s --check-prefix=LONG-WINDOW
// LONG-WINDOW: "attention_open_share": 0.00390625,
// Past 1024 key blocks each sampled row walks every n-th from an offset
// that moves with the row: at 262144 tokens every second, 0.50049 (all
// blocks: 0.50024).
// RUN: %python %gen_gpt --layers 1 --batch 2 --seq 262144 --hidden 64 --heads 1 > %t/longer.mlir
// RUN: shard-opt %t/longer.mlir --dist-plan-report="devices=2 cluster=a100 json=true" -o /dev/null | FileCheck %s --check-prefix=LONGER
// LONGER: "attention_open_share": 0.50048828125,
//
// Keys 300 and later masked (padding by index): 3 of 4 block columns.
// RUN: sed -e 's/%f = arith.cmpi ugt, %j, %i : index/%c300 = arith.constant 300 : index\n    %f = arith.cmpi uge, %j, %c300 : index/' %t/causal.mlir > %t/padding.mlir
// RUN: shard-opt %t/padding.mlir --dist-plan-report="devices=2 cluster=a100 json=true" -o /dev/null | FileCheck %s --check-prefix=PADDING
// PADDING: "attention_open_share": 0.75,
//
// A condition that masks nothing, and a select of 0 rather than -inf (the
// kernel computes every block of both), print no share.
// RUN: sed -e 's/%f = arith.cmpi ugt, %j, %i : index/%f = arith.cmpi ugt, %i, %i : index/' %t/causal.mlir > %t/open.mlir
// RUN: shard-opt %t/open.mlir --dist-plan-report="devices=2 cluster=a100 json=true" -o /dev/null | FileCheck %s --check-prefix=WHOLE
// RUN: shard-opt %t/open.mlir --dist-plan-report="devices=2 cluster=a100" -o /dev/null | FileCheck %s --check-prefix=WHOLE-TEXT
// RUN: sed -e 's/%r = arith.select %f, %ninf, %%s : f32/%r = arith.select %f, %zero, %%s : f32/' %t/causal.mlir > %t/scaled.mlir
// RUN: shard-opt %t/scaled.mlir --dist-plan-report="devices=2 cluster=a100 json=true" -o /dev/null | FileCheck %s --check-prefix=WHOLE
// A condition that reads the head (a mask that differs by head), or one
// that does not fold (a division by 0), is not evaluated: every block.
// RUN: %python %gen_gpt --layers 1 --batch 2 --seq 512 --hidden 64 --heads 2 > %t/heads.mlir
// RUN: sed -e 's/%f = arith.cmpi ugt, %j, %i : index/%h = linalg.index 1 : index\n    %f = arith.cmpi ugt, %j, %h : index/' %t/heads.mlir > %t/head.mlir
// RUN: shard-opt %t/head.mlir --dist-plan-report="devices=2 cluster=a100 json=true" -o /dev/null | FileCheck %s --check-prefix=WHOLE
// RUN: sed -e 's/%f = arith.cmpi ugt, %j, %i : index/%c0 = arith.constant 0 : index\n    %q = arith.divui %j, %c0 : index\n    %f = arith.cmpi ugt, %q, %i : index/' %t/causal.mlir > %t/zero.mlir
// RUN: shard-opt %t/zero.mlir --dist-plan-report="devices=2 cluster=a100 json=true" -o /dev/null | FileCheck %s --check-prefix=WHOLE
// WHOLE: "attention_open_share": 1,
// WHOLE-TEXT: model: batch 2, {{.*}}, f32{{$}}
