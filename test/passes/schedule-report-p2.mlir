// The bubble formulas again on two stages of unequal cost (p = 2): the
// second stage does twice the FLOPs, so the first waits for it; with equal
// stages (the second module) the formulas hold exactly.
// RUN: shard-opt %s -split-input-file --dist-schedule-report="schedule=1f1b microbatches=4 training=true" -o /dev/null | FileCheck %s --check-prefix=ONE
// RUN: shard-opt %s -split-input-file --dist-schedule-report="schedule=interleaved-1f1b virtual-stages=2 microbatches=4 training=true" -o /dev/null | FileCheck %s --check-prefix=INT
// RUN: shard-opt %s -split-input-file --dist-schedule-report="schedule=zb-h1 microbatches=4 training=true" -o /dev/null | FileCheck %s --check-prefix=ZB

// Unequal: the time unit is the mean stage (6144 FLOPs); stage 1 takes
// 4/3 of it, stage 0 2/3 and waits for stage 1.
// ONE: pipeline @uneven: 2 stages, 4 microbatches
// ONE: time unit: the mean stage's forward of one microbatch (6144 FLOPs)
// ONE: 0     4096           8.000     10.000    1.2500   2
// ONE: 1     8192           16.000    2.000     0.1250   1
// ONE: rank 1: (idle 0.667) F0 B0 F1 B1 F2 B2 F3 B3
// Equal: (p-1)/m = 0.25, (p-1)/(2m) = 0.125, 2(p-1)/(3m) = 0.1667.
// ONE: pipeline @even: 2 stages, 4 microbatches
// ONE: bubble (idle / busy, worst rank) 0.2500
// INT: pipeline @even
// INT: bubble (idle / busy, worst rank) 0.1250
// ZB: pipeline @even
// ZB: bubble (idle / busy, worst rank) 0.1667

dist.mesh @mesh = <["pp"=2]>
func.func private @s0(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>) {
  %e = tensor.empty() : tensor<8x16xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  dist.send %y on @mesh axes ["pp"] to 1 : tensor<8x16xf32>
  return
}
func.func private @s1(%w: tensor<16x16xf32>) -> tensor<8x16xf32> {
  %x = dist.recv on @mesh axes ["pp"] from 0 : tensor<8x16xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %z = linalg.matmul ins(%y, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %z : tensor<8x16xf32>
}
dist.pipeline @uneven on @mesh axis "pp" microbatches 1 schedule "1f1b" stages [@s0, @s1]

// -----

dist.mesh @mesh = <["pp"=2]>
func.func private @s0(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>) {
  %e = tensor.empty() : tensor<8x16xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  dist.send %y on @mesh axes ["pp"] to 1 : tensor<8x16xf32>
  return
}
func.func private @s1(%w: tensor<16x16xf32>) -> tensor<8x16xf32> {
  %x = dist.recv on @mesh axes ["pp"] from 0 : tensor<8x16xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}
dist.pipeline @even on @mesh axis "pp" microbatches 1 schedule "1f1b" stages [@s0, @s1]
