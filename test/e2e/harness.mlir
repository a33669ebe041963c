// Model files as they are published: the model next to a benchmark
// harness (a main that times it with rtclock and prints with
// printMemrefF32, LLVM and ml_program globals, vector prints). Everything
// upstream parses loads; shard-run runs the function --entry names, and
// the harness is left alone.
// RUN: shard-opt %s | shard-opt | FileCheck %s --check-prefix=PARSE
// RUN: rm -rf %t && shard-run %s --entry forward --mesh tp=1 -o %t/one && %oracle %s %t/one --entry forward
// RUN: shard-run %s --entry forward --check -o %t/tp | FileCheck %s --check-prefix=EXEC
// RUN: %oracle %s %t/tp --entry forward --reference %t/one
// RUN: not shard-run %s --entry main -o %t/main 2>&1 | FileCheck %s --check-prefix=MAIN
// PARSE: llvm.mlir.global internal constant @banner
// PARSE: ml_program.global private mutable @step(dense<0> : tensor<i64>) : tensor<i64>
// PARSE: memref.global "private" constant @scale : memref<1xf32> = dense<2.000000e+00>
// PARSE: vector.print
// EXEC: communication: 1 x all_reduce over {"tp"}, 256 bytes sent per rank
// EXEC: check passed
// MAIN: error: 'func.call' op calls external function @rtclock, which the runtime does not provide; call it outside the program, or give it a body

dist.mesh @mesh = <["tp"=2]>
llvm.mlir.global internal constant @banner("model\0A\00") {addr_space = 0 : i32}
ml_program.global private mutable @step(dense<0> : tensor<i64>) : tensor<i64>
memref.global "private" constant @scale : memref<1xf32> = dense<2.0>
func.func private @rtclock() -> f64
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @forward(%x: tensor<8x16xf32>,
                   %w: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
    -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

func.func @main() {
  %x = arith.constant dense<1.0> : tensor<8x16xf32>
  %w = arith.constant dense<0.5> : tensor<16x8xf32>
  %t0 = func.call @rtclock() : () -> f64
  %y = func.call @forward(%x, %w) : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %t1 = func.call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  vector.print %dt : f64
  %m = bufferization.to_buffer %y : tensor<8x8xf32> to memref<8x8xf32>
  %u = memref.cast %m : memref<8x8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
