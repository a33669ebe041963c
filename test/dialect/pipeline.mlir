// RUN: shard-opt %s | shard-opt | FileCheck %s

// A two-stage pipeline: stage 0 sends microbatch 0, then sends microbatch 1;
// stage 1 receives each and returns the assembled result.
dist.mesh @mesh = <["pp"=2]>
func.func private @f_stage0(%x: tensor<8x4xf32>) attributes {dist.arg_numbers = array<i64: 0>} {
  %a = tensor.extract_slice %x[0, 0] [4, 4] [1, 1] : tensor<8x4xf32> to tensor<4x4xf32>
  dist.send %a on @mesh axes ["pp"] to 1 : tensor<4x4xf32>
  %b = tensor.extract_slice %x[4, 0] [4, 4] [1, 1] : tensor<8x4xf32> to tensor<4x4xf32>
  dist.send %b on @mesh axes ["pp"] to 1 : tensor<4x4xf32>
  return
}
func.func private @f_stage1() -> tensor<8x4xf32> attributes {dist.arg_numbers = array<i64>} {
  %e = tensor.empty() : tensor<8x4xf32>
  %a = dist.recv on @mesh axes ["pp"] from 0 : tensor<4x4xf32>
  %o = tensor.insert_slice %a into %e[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x4xf32>
  %b = dist.recv on @mesh axes ["pp"] from 0 : tensor<4x4xf32>
  %p = tensor.insert_slice %b into %o[4, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x4xf32>
  return %p : tensor<8x4xf32>
}
dist.pipeline @f on @mesh axis "pp" microbatches 2 schedule "gpipe" stages [@f_stage0, @f_stage1]

// CHECK: func.func private @f_stage0(%{{.*}}: tensor<8x4xf32>) attributes {dist.arg_numbers = array<i64: 0>}
// CHECK: func.func private @f_stage1() -> tensor<8x4xf32> attributes {dist.arg_numbers = array<i64>}
// CHECK: dist.pipeline @f on @mesh axis "pp" microbatches 2 schedule "gpipe" stages [@f_stage0, @f_stage1]

// A partitioned function's microbatch dims.
// CHECK: func.func @one_microbatch(%{{.*}}: tensor<4x4xf32> {dist.microbatch_dim = 0 : i64}) -> (tensor<4x4xf32> {dist.microbatch_dim = 0 : i64})
func.func @one_microbatch(%x: tensor<4x4xf32> {dist.microbatch_dim = 0 : i64}) -> (tensor<4x4xf32> {dist.microbatch_dim = 0 : i64}) {
  return %x : tensor<4x4xf32>
}
