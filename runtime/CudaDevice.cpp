//===- CudaDevice.cpp - streams, memory and copies on the GPU -------------===//

#include "runtime/CudaDevice.h"

namespace shardrt {

using cuda::streamOf;

StatusOr<Stream> DeviceCommunicator::createStream() {
  cudaStream_t stream;
  SHARDRT_CUDA(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  return Stream{stream};
}

void DeviceCommunicator::destroyStream(Stream stream) {
  cudaStreamDestroy(streamOf(stream));
}

StatusOr<bool> DeviceCommunicator::isComplete(Stream stream) {
  cudaError_t state = cudaStreamQuery(streamOf(stream));
  if (state == cudaSuccess)
    return true;
  if (state == cudaErrorNotReady)
    return false;
  return Status::error("work on the stream failed: ",
                       cudaGetErrorString(state));
}

StatusOr<void *> DeviceCommunicator::allocate(size_t bytes) {
  void *p = nullptr;
  SHARDRT_CUDA(cudaMalloc(&p, bytes ? bytes : 1));
  return p;
}

void DeviceCommunicator::deallocate(void *pointer) { cudaFree(pointer); }

Status DeviceCommunicator::copy2D(void *dst, size_t dstPitch, const void *src,
                                  size_t srcPitch, size_t width, size_t rows,
                                  Stream stream) {
  SHARDRT_CUDA(cudaMemcpy2DAsync(dst, dstPitch, src, srcPitch, width, rows,
                                 cudaMemcpyDeviceToDevice, streamOf(stream)));
  return Status::ok();
}

Status DeviceCommunicator::copyFromHost(void *dst, const void *src,
                                        size_t bytes, Stream stream) {
  SHARDRT_CUDA(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyHostToDevice,
                               streamOf(stream)));
  return Status::ok();
}

Status DeviceCommunicator::copyToHost(void *dst, const void *src, size_t bytes,
                                      Stream stream) {
  SHARDRT_CUDA(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToHost,
                               streamOf(stream)));
  return Status::ok();
}

} // namespace shardrt
