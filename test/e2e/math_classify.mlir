// math.isinf and math.isnormal have no upstream lowering to compare with:
// they are checked on known answers instead (infinities, NaN, zero, a
// subnormal, normal numbers), split over x.
// RUN: rm -rf %t && mkdir -p %t/in %t/want
// RUN: %npy %t/in/input0.npy f32 8 inf,-inf,nan,0,1e-40,1.0,-2.5,3e38
// RUN: %npy %t/want/output0.npy i1 8 1,1,0,0,0,0,0,0
// RUN: %npy %t/want/output1.npy i1 8 0,0,0,0,0,1,1,1
// RUN: shard-run %s --mesh x=1 --inputs %t/in -o %t/one && %oracle %s %t/one --expected %t/want
// RUN: shard-run %s --mesh x=2 --inputs %t/in -o %t/r2 | FileCheck %s --check-prefix=R2
// RUN: %oracle %s %t/r2 --expected %t/want
// RUN: shard-run %s --mesh x=4 --inputs %t/in -o %t/r4 | FileCheck %s --check-prefix=R4
// RUN: %oracle %s %t/r4 --expected %t/want
// R2: communication: 1 x all_gather over {"x"}, 8 bytes sent per rank
// R4: communication: 1 x all_gather over {"x"}, 12 bytes sent per rank

dist.mesh @mesh = <["x"=2]>
#id = affine_map<(i) -> (i)>
func.func @classify(%x: tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>})
    -> (tensor<8xi1> {dist.sharding = #dist.sharding<@mesh, [{}]>},
        tensor<8xi1> {dist.sharding = #dist.sharding<@mesh, [{}]>}) {
  %e = tensor.empty() : tensor<8xi1>
  %r:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e, %e : tensor<8xi1>, tensor<8xi1>) {
  ^bb0(%v: f32, %o1: i1, %o2: i1):
    %inf = math.isinf %v : f32
    %normal = math.isnormal %v : f32
    linalg.yield %inf, %normal : i1, i1
  } -> (tensor<8xi1>, tensor<8xi1>)
  return %r#0, %r#1 : tensor<8xi1>, tensor<8xi1>
}
