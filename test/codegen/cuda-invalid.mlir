// What the CUDA target cannot emit is reported on the op, and nothing is
// printed.
// RUN: shard-translate --emit-cuda %s --verify-diagnostics

// A scalar that `run` reads from a tensor would need a device-to-host copy
// and a wait in the middle of the step.
func.func @element_outside_a_kernel(%t: tensor<4xf32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'tensor.extract' op reads an element of a tensor outside a kernel; the CUDA code generator does not support it (the tensor is in device memory)}}
  %s = tensor.extract %t[%c1] : tensor<4xf32>
  %e = tensor.empty() : tensor<8xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %y : tensor<8xf32>
}
