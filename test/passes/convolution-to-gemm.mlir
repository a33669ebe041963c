// Convolutions as an im2col copy and a contraction the code generator runs
// as one GEMM (--dist-convolution-to-gemm, part of the front end): NCHW
// with a stride and a bias as the init (the init moved to the GEMM's
// layout, the result moved back), NHWC with a dilation from a zero fill
// (the output is the GEMM's layout: nothing moved); pooling and a
// depthwise convolution stay as they are. Each entry runs against
// upstream's lowering of the convolution itself under mlir-runner, on one
// device and split over the batch and the output channels. Other forms
// become one GEMM too, against mlir-runner on 4 devices: 1-D NCW with a
// stride and a dilation, NHWC/FHWC (TOSA's), 3-D NDHWC, and bf16 operands
// accumulating in f32 (a bf16 GEMM).
// RUN: shard-opt %s --dist-convolution-to-gemm | FileCheck %s
// RUN: shard-opt %s --dist-front-end | shard-translate --emit-plan --entry nchw | FileCheck %s --check-prefix=NCHWPLAN
// RUN: shard-opt %s --dist-front-end | shard-translate --emit-plan --entry nhwc | FileCheck %s --check-prefix=NHWCPLAN
// RUN: rm -rf %t && shard-run %s --entry nchw --mesh x=1 -o %t/nchw && %oracle %s %t/nchw --entry nchw
// RUN: shard-run %s --entry nchw --mesh x=2,y=2 --check -o %t/nchw4 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/nchw4 --entry nchw --reference %t/nchw
// RUN: shard-run %s --entry nhwc --mesh x=1 -o %t/nhwc && %oracle %s %t/nhwc --entry nhwc
// RUN: shard-run %s --entry nhwc --mesh x=2,y=2 --check -o %t/nhwc4 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/nhwc4 --entry nhwc --reference %t/nhwc
// RUN: shard-opt %s --dist-front-end | shard-translate --emit-plan --entry ncw | FileCheck %s --check-prefix=NCWPLAN
// RUN: shard-run %s --entry ncw --mesh x=2,y=2 --check -o %t/ncw | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/ncw --entry ncw
// RUN: shard-opt %s --dist-front-end | shard-translate --emit-plan --entry fhwc | FileCheck %s --check-prefix=FHWCPLAN
// RUN: shard-run %s --entry fhwc --mesh x=2,y=2 --check -o %t/fhwc | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/fhwc --entry fhwc
// RUN: shard-opt %s --dist-front-end | shard-translate --emit-plan --entry ndhwc | FileCheck %s --check-prefix=NDHWCPLAN
// RUN: shard-run %s --entry ndhwc --mesh x=2,y=2 --check -o %t/ndhwc | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/ndhwc --entry ndhwc
// RUN: shard-opt %s --dist-front-end | shard-translate --emit-plan --entry bf16 | FileCheck %s --check-prefix=BF16PLAN
// RUN: shard-run %s --entry bf16 --mesh x=2,y=2 --check -o %t/bf16 | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/bf16 --entry bf16

dist.mesh @mesh = <["x"=2, "y"=2]>

// CHECK-DAG: #[[$BIAS:.+]] = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-DAG: #[[$ID4:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[$WINDOW:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 * 2 + d4, d2 * 2 + d5)>
// CHECK-DAG: #[[$ID6:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>
// CHECK-DAG: #[[$TOGEMM:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
// CHECK-DAG: #[[$COL:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5, d6)>
// CHECK-DAG: #[[$FCHW:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// CHECK-DAG: #[[$OUT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[$BACK:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
// CHECK-DAG: #[[$DILATED:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d3 * 2, d2 + d4 * 2, d5)>
// CHECK-DAG: #[[$HWCF:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>

// CHECK-LABEL: func.func @nchw
// CHECK: %[[INIT:.+]] = linalg.generic {indexing_maps = [#[[$BIAS]], #[[$ID4]]]
// CHECK: %[[COLE:.+]] = tensor.empty() : tensor<2x4x4x3x3x3xf32>
// CHECK: %[[COLV:.+]] = linalg.generic {indexing_maps = [#[[$WINDOW]], #[[$ID6]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x3x9x9xf32>) outs(%[[COLE]] : tensor<2x4x4x3x3x3xf32>)
// CHECK: %[[MOVED:.+]] = linalg.generic {indexing_maps = [#[[$TOGEMM]], #[[$ID4]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[INIT]] : tensor<2x4x4x4xf32>)
// CHECK: %[[GEMM:.+]] = linalg.generic {indexing_maps = [#[[$COL]], #[[$FCHW]], #[[$OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[COLV]], %arg1 : tensor<2x4x4x3x3x3xf32>, tensor<4x3x3x3xf32>) outs(%[[MOVED]] : tensor<2x4x4x4xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: f32, %[[W:.+]]: f32, %[[ACC:.+]]: f32):
// CHECK-NEXT: %[[MUL:.+]] = arith.mulf %[[IN]], %[[W]] : f32
// CHECK-NEXT: %[[ADD:.+]] = arith.addf %[[ACC]], %[[MUL]] : f32
// CHECK-NEXT: linalg.yield %[[ADD]] : f32
// CHECK: %[[RESULT:.+]] = linalg.generic {indexing_maps = [#[[$BACK]], #[[$ID4]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[GEMM]] : tensor<2x4x4x4xf32>)
// CHECK: return %[[RESULT]] : tensor<2x4x4x4xf32>
// NCHWPLAN: k{{[0-9]+}}: gemm m=32 n=4 k=27 b{{[0-9]+}} lda=27 b{{[0-9]+}}^T ldb=27 -> b{{[0-9]+}} ldc=4 beta=1
func.func @nchw(%x: tensor<2x3x9x9xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}, {}]>},
                %w: tensor<4x3x3x3xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}, {}, {}, {}]>},
                %b: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"y"}]>}) -> tensor<2x4x4x4xf32> {
  %e = tensor.empty() : tensor<2x4x4x4xf32>
  %init = linalg.generic {indexing_maps = [affine_map<(n, f, h, w) -> (f)>, affine_map<(n, f, h, w) -> (n, f, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<4xf32>) outs(%e : tensor<2x4x4x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<2x4x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<2x3x9x9xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  return %c : tensor<2x4x4x4xf32>
}

// CHECK-LABEL: func.func @nhwc
// CHECK: %[[ZERO:.+]] = linalg.fill
// CHECK: %[[COLV:.+]] = linalg.generic {indexing_maps = [#[[$DILATED]], #[[$ID6]]]
// CHECK: %[[GEMM:.+]] = linalg.generic {indexing_maps = [#[[$COL]], #[[$HWCF]], #[[$OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[COLV]], %arg1 : tensor<2x5x5x3x3x3xf32>, tensor<3x3x3x4xf32>) outs(%[[ZERO]] : tensor<2x5x5x4xf32>)
// CHECK: return %[[GEMM]] : tensor<2x5x5x4xf32>
// NHWCPLAN: k{{[0-9]+}}: gemm m=50 n=4 k=27 b{{[0-9]+}} lda=27 b{{[0-9]+}} ldb=4 -> b{{[0-9]+}} ldc=4 beta=0
func.func @nhwc(%x: tensor<2x9x9x3xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}, {}]>},
                %w: tensor<3x3x3x4xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}, {}, {"y"}]>}) -> tensor<2x5x5x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x5x5x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x5x5x4xf32>) -> tensor<2x5x5x4xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<2x9x9x3xf32>, tensor<3x3x3x4xf32>) outs(%z : tensor<2x5x5x4xf32>) -> tensor<2x5x5x4xf32>
  return %c : tensor<2x5x5x4xf32>
}

// CHECK-LABEL: func.func @left_alone
// CHECK: linalg.pooling_nchw_max
// CHECK: linalg.depthwise_conv_2d_nchw_chw
func.func @left_alone(%x: tensor<2x3x9x9xf32>, %k: tensor<3x3xf32>, %dw: tensor<3x3x3xf32>) -> (tensor<2x3x7x7xf32>, tensor<2x3x7x7xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x7x7xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x7x7xf32>) -> tensor<2x3x7x7xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %k : tensor<2x3x9x9xf32>, tensor<3x3xf32>) outs(%z : tensor<2x3x7x7xf32>) -> tensor<2x3x7x7xf32>
  %d = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %dw : tensor<2x3x9x9xf32>, tensor<3x3x3xf32>) outs(%z : tensor<2x3x7x7xf32>) -> tensor<2x3x7x7xf32>
  return %p, %d : tensor<2x3x7x7xf32>, tensor<2x3x7x7xf32>
}

// NCWPLAN: k{{[0-9]+}}: gemm m=10 n=5 k=9 b{{[0-9]+}} lda=9 b{{[0-9]+}}^T ldb=9 -> b{{[0-9]+}} ldc=5 beta=0
// FHWCPLAN: k{{[0-9]+}}: gemm m=72 n=4 k=27 b{{[0-9]+}} lda=27 b{{[0-9]+}}^T ldb=27 -> b{{[0-9]+}} ldc=4 beta=0
// NDHWCPLAN: k{{[0-9]+}}: gemm m=128 n=3 k=16 b{{[0-9]+}} lda=16 b{{[0-9]+}} ldb=3 -> b{{[0-9]+}} ldc=3 beta=0
// BF16PLAN: k{{[0-9]+}}: gemm bf16 m=98 n=4 k=27 b{{[0-9]+}} lda=27 b{{[0-9]+}}^T ldb=27 -> b{{[0-9]+}} ldc=4 beta=0
func.func @ncw(%x: tensor<2x3x13xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>}, %w: tensor<5x3x3xf32>) -> tensor<2x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x5x5xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
  %c = linalg.conv_1d_ncw_fcw {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%x, %w : tensor<2x3x13xf32>, tensor<5x3x3xf32>) outs(%z : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
  return %c : tensor<2x5x5xf32>
}
func.func @fhwc(%x: tensor<2x8x8x3xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}, {}]>}, %w: tensor<4x3x3x3xf32>) -> tensor<2x6x6x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x6x6x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<2x8x8x3xf32>, tensor<4x3x3x3xf32>) outs(%z : tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
  return %c : tensor<2x6x6x4xf32>
}
func.func @ndhwc(%x: tensor<2x5x5x5x2xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}, {}, {}]>}, %w: tensor<2x2x2x2x3xf32>) -> tensor<2x4x4x4x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x4x4x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x4x4x3xf32>) -> tensor<2x4x4x4x3xf32>
  %c = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%x, %w : tensor<2x5x5x5x2xf32>, tensor<2x2x2x2x3xf32>) outs(%z : tensor<2x4x4x4x3xf32>) -> tensor<2x4x4x4x3xf32>
  return %c : tensor<2x4x4x4x3xf32>
}
func.func @bf16(%x: tensor<2x3x9x9xbf16> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}, {}]>}, %w: tensor<4x3x3x3xbf16>) -> tensor<2x4x7x7xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x7x7xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x7x7xf32>) -> tensor<2x4x7x7xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<2x3x9x9xbf16>, tensor<4x3x3x3xbf16>) outs(%z : tensor<2x4x7x7xf32>) -> tensor<2x4x7x7xf32>
  return %c : tensor<2x4x7x7xf32>
}

// EXEC: check passed
