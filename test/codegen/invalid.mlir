// What the code generator cannot emit is reported on the op, naming it.
// RUN: shard-translate --emit-cpp %s --split-input-file --verify-diagnostics

func.func @pad(%x: tensor<4xf32>) -> tensor<6xf32> {
  %c = arith.constant 0.0 : f32
  // expected-error @+1 {{'tensor.pad' op is not supported by the code generator}}
  %0 = tensor.pad %x low[1] high[1] { ^bb0(%i: index): tensor.yield %c : f32 } : tensor<4xf32> to tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func private @callee(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'func.call' op is not supported by the code generator; inline the callee first (--inline)}}
  %0 = func.call @callee(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{'func.func' op argument 0 has type 'tensor<?x4xf32>'; the code generator needs statically shaped tensors}}
func.func @dynamic(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  return %x : tensor<?x4xf32>
}

// -----

// expected-error @+1 {{'func.func' op returns 'f32'; the code generator needs statically shaped tensors}}
func.func @scalar_result(%x: tensor<4xf32>) -> f32 {
  %c = arith.constant 0.0 : f32
  return %c : f32
}

// -----

// expected-error @+1 {{'func.func' op has 2 blocks; the code generator needs a single-block function}}
func.func @blocks(%x: tensor<4xf32>) -> tensor<4xf32> {
  cf.br ^next
^next:
  return %x : tensor<4xf32>
}

// -----

func.func @bitcast(%x: tensor<4xf32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xi32>) {
  ^bb0(%v: f32, %o: i32):
    // expected-error @+1 {{'arith.bitcast' op is not supported by the code generator (in a linalg.generic body)}}
    %b = arith.bitcast %v : f32 to i32
    linalg.yield %b : i32
  } -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// expected-error @+1 {{'func.func' op has a tensor of element type 'i4', which the code generator does not support}}
func.func @narrow(%x: tensor<4xi4>) -> tensor<4xi4> {
  return %x : tensor<4xi4>
}

// -----

dist.mesh @a = <["x"=2]>
dist.mesh @b = <["x"=4]>
// expected-error @+1 {{'func.func' op has no collectives and the module declares 2 meshes; keep the one the program runs on}}
func.func @two_meshes(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

dist.mesh @a = <["x"=2]>
dist.mesh @b = <["x"=2]>
func.func @mixed_meshes(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = dist.all_reduce %x on @a axes ["x"] : tensor<4xf32>
  // expected-error @+1 {{'dist.all_reduce' op uses mesh @b but an earlier op uses another; a program runs on one mesh}}
  %1 = dist.all_reduce %0 on @b axes ["x"] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// expected-error @+1 {{the module has 2 public functions with bodies; name the program's entry}}
module {
  func.func @first(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
  func.func @second(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
}

// -----

func.func @resource(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'arith.constant' op holds a builtin.dense_resource_elements; the code generator needs dense elements}}
  %c = arith.constant dense_resource<blob> : tensor<4xf32>
  return %c : tensor<4xf32>
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000000803F000000400000404000008040"
    }
  }
#-}
