// --check and non-finite values: a NaN or an infinity in an output passes
// only where the reference has the same value. A sum split over x adds
// 3e38 + 3e38 (inf) on one device and -inf on the other: NaN, where one
// device sums to inf; the check fails and says where. NaN on both sides
// passes.
// RUN: rm -rf %t && mkdir -p %t/inf %t/nan
// RUN: %npy %t/inf/input0.npy f32 4 3e38,3e38,-3e38,-3e38
// RUN: %npy %t/nan/input0.npy f32 4 nan,1,2,3
// RUN: not shard-run %s --mesh x=2 --inputs %t/inf --check -o %t/a | FileCheck %s --check-prefix=INF
// RUN: shard-run %s --mesh x=2 --inputs %t/nan --check -o %t/b | FileCheck %s --check-prefix=NAN
// INF: communication: 1 x all_reduce over {"x"}
// INF: 0      scalar           f32   inf          inf          1.0e-05    FAIL
// INF: output 0: element 0 is nan but the reference has inf
// INF: check FAILED
// NAN: 0      scalar           f32   0.000e+00    0.000e+00    1.0e-05    ok
// NAN: check passed

dist.mesh @mesh = <["x"=2]>
func.func @sum(%x: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>})
    -> (tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce ins(%x : tensor<4xf32>) outs(%z : tensor<f32>) dimensions = [0]
    (%v: f32, %acc: f32) {
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    }
  return %s : tensor<f32>
}
