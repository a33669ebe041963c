// Collectives become libshardrt calls with their group, dtype, operand
// shape and parameters, enqueued on the program's stream; groups are
// numbered in order of first use. Adjacent sends and receives of one group
// are posted together as one exchange.
// RUN: shard-translate --emit-cpp %s | FileCheck %s

dist.mesh @mesh = <["dp"=2, "tp"=2]>

// CHECK-LABEL: shardrt::Status run(shardrt::Runtime &rt, shardrt::Stream stream,
// CHECK: const float *b0 = static_cast<const float *>(inputs[0]);
// CHECK: const uint16_t *b1 = static_cast<const uint16_t *>(inputs[1]);
// The results are written where the caller reads them; the all_slice's,
// which only the all_gather reads, is in the arena.
// CHECK-NEXT: float *[[R:b[0-9]+]] = static_cast<float *>(outputs[0]);
// CHECK:      float *[[L:b[0-9]+]] = reinterpret_cast<float *>(arena + 0);
// CHECK:      uint16_t *[[V:b[0-9]+]] = static_cast<uint16_t *>(outputs[6]);
// CHECK-NEXT: float *[[L2:b[0-9]+]] = static_cast<float *>(outputs[4]);
// CHECK: rt.allReduce(0, b0, [[R]], shardrt::DType::F32, {4, 8}, shardrt::ReduceOp::Sum, stream));
// CHECK-NEXT: rt.allGather(0, b0, [[G:b[0-9]+]], shardrt::DType::F32, {4, 8}, 1, stream));
// CHECK-NEXT: rt.reduceScatter(1, b0, [[S:b[0-9]+]], shardrt::DType::F32, {4, 8}, 0, shardrt::ReduceOp::Max, stream));
// CHECK-NEXT: rt.allToAll(1, b0, [[A:b[0-9]+]], shardrt::DType::F32, {4, 8}, 1, 0, stream));
// CHECK-NEXT: rt.allSlice(2, b0, [[L]], shardrt::DType::F32, {4, 8}, 1, stream));
// CHECK-NEXT: rt.broadcast(3, b0, [[B:b[0-9]+]], shardrt::DType::F32, {4, 8}, 3, stream));
// CHECK-NEXT: rt.exchange(1, {
// CHECK-NEXT:   shardrt::Runtime::sendTo(b1, shardrt::DType::F16, {4, 8}, 1),  // loc(
// CHECK-NEXT:   shardrt::Runtime::recvFrom([[V]], shardrt::DType::F16, {4, 8}, 0),  // loc(
// CHECK-NEXT: }, stream));
// CHECK-NEXT: rt.allGather(1, [[L]], [[L2]], shardrt::DType::F32, {4, 2}, 1, stream));
// CHECK-NEXT: return shardrt::Status::ok();
// CHECK-LABEL: shardrt::ProgramInfo programInfo()
// CHECK: info.mesh.axes = {"dp", "tp"};
// CHECK-NEXT: info.mesh.sizes = {2, 2};
// CHECK-NEXT: info.groups = {{[{][{]}}"tp"}, {"dp"}, {"tp", "dp"}, {"dp", "tp"}};
// CHECK-NEXT: info.inputs.push_back({shardrt::DType::F32, {4, 8}});
// CHECK-NEXT: info.inputs.push_back({shardrt::DType::F16, {4, 8}});
func.func @collectives(%x: tensor<4x8xf32>, %h: tensor<4x8xf16>)
    -> (tensor<4x8xf32>, tensor<4x16xf32>, tensor<2x8xf32>, tensor<8x4xf32>,
        tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf16>) {
  %r = dist.all_reduce %x on @mesh axes ["tp"] : tensor<4x8xf32>
  %g = dist.all_gather %x on @mesh axes ["tp"] dim 1 : tensor<4x8xf32> -> tensor<4x16xf32>
  %s = dist.reduce_scatter %x on @mesh axes ["dp"] dim 0 reduce max : tensor<4x8xf32> -> tensor<2x8xf32>
  %a = dist.all_to_all %x on @mesh axes ["dp"] split 1 concat 0 : tensor<4x8xf32> -> tensor<8x4xf32>
  %l = dist.all_slice %x on @mesh axes ["tp", "dp"] dim 1 : tensor<4x8xf32> -> tensor<4x2xf32>
  %b = dist.broadcast %x on @mesh axes ["dp", "tp"] root 3 : tensor<4x8xf32>
  dist.send %h on @mesh axes ["dp"] to 1 : tensor<4x8xf16>
  %v = dist.recv on @mesh axes ["dp"] from 0 : tensor<4x8xf16>
  %l2 = dist.all_gather %l on @mesh axes ["dp"] dim 1 : tensor<4x2xf32> -> tensor<4x4xf32>
  return %r, %g, %s, %a, %l2, %b, %v
      : tensor<4x8xf32>, tensor<4x16xf32>, tensor<2x8xf32>, tensor<8x4xf32>,
        tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf16>
}
