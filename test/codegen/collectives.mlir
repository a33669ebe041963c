// Collectives become libshardrt calls with their group, dtype, operand
// shape and parameters, enqueued on the program's stream; groups are
// numbered in order of first use. Adjacent sends and receives of one group
// are posted together as one exchange.
// RUN: shard-translate --emit-cpp %s | FileCheck %s

dist.mesh @mesh = <["dp"=2, "tp"=2]>

// CHECK-LABEL: shardrt::Error *run(shardrt::Runtime &rt, shardrt::Stream stream,
// CHECK: const float *b0 = static_cast<const float *>(inputs[0]);
// CHECK: const uint16_t *b1 = static_cast<const uint16_t *>(inputs[1]);
// The results are written where the caller reads them; the all_slice's,
// which only the all_gather reads, is in the arena.
// CHECK-NEXT: float *[[R:b[0-9]+]] = static_cast<float *>(outputs[0]);
// CHECK:      float *[[L:b[0-9]+]] = reinterpret_cast<float *>(arena + 0);
// CHECK:      uint16_t *[[V:b[0-9]+]] = static_cast<uint16_t *>(outputs[6]);
// CHECK-NEXT: float *[[L2:b[0-9]+]] = static_cast<float *>(outputs[4]);
// CHECK: shardrt::allReduce(rt, 0, b0, [[R]], shardrt::DType::F32, {4, 8}, shardrt::ReduceOp::Sum, stream));
// The tp all_gather runs while the other groups' collectives do
// (CollectiveOverlap.cpp); the exchange waits for it.
// CHECK-NEXT: shardrt::Pending pending1;
// CHECK-NEXT: shardrt::startAllGather(rt, 0, b0, [[G:b[0-9]+]], shardrt::DType::F32, {4, 8}, 1, stream, pending1));
// CHECK-NEXT: shardrt::reduceScatter(rt, 1, b0, [[S:b[0-9]+]], shardrt::DType::F32, {4, 8}, 0, shardrt::ReduceOp::Max, stream));
// CHECK-NEXT: shardrt::allToAll(rt, 1, b0, [[A:b[0-9]+]], shardrt::DType::F32, {4, 8}, 1, 0, stream));
// CHECK-NEXT: shardrt::allSlice(rt, 2, b0, [[L]], shardrt::DType::F32, {4, 8}, 1, stream));
// CHECK-NEXT: shardrt::broadcast(rt, 3, b0, [[B:b[0-9]+]], shardrt::DType::F32, {4, 8}, 3, stream));
// CHECK-NEXT: shardrt::wait(rt, pending1, stream));
// CHECK-NEXT: shardrt::exchange(rt, 1, {
// CHECK-NEXT:   shardrt::sendTo(b1, shardrt::DType::F16, {4, 8}, 1),  // loc(
// CHECK-NEXT:   shardrt::recvFrom([[V]], shardrt::DType::F16, {4, 8}, 0),  // loc(
// CHECK-NEXT: }, stream));
// CHECK-NEXT: shardrt::allGather(rt, 1, [[L]], [[L2]], shardrt::DType::F32, {4, 2}, 1, stream));
// CHECK-NEXT: return nullptr;
// CHECK-LABEL: void describe(shardrt::ProgramInfo &info)
// CHECK-NEXT: shardrt::describeProgram(info, "collectives", 256);
// CHECK-NEXT: shardrt::addMeshAxis(info, "dp", 2);
// CHECK-NEXT: shardrt::addMeshAxis(info, "tp", 2);
// CHECK-NEXT: shardrt::addGroup(info, {"tp"});
// CHECK-NEXT: shardrt::addGroup(info, {"dp"});
// CHECK-NEXT: shardrt::addGroup(info, {"tp", "dp"});
// CHECK-NEXT: shardrt::addGroup(info, {"dp", "tp"});
// CHECK-NEXT: shardrt::addInput(info, shardrt::DType::F32, {4, 8}, 0);
// CHECK-NEXT: shardrt::addInput(info, shardrt::DType::F16, {4, 8}, 1);
// CHECK-NEXT: shardrt::addOutput(info, shardrt::DType::F32, {4, 8}, 0);
// CHECK:      shardrt::addOutput(info, shardrt::DType::F16, {4, 8}, 6);
// CHECK-NEXT: }
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
