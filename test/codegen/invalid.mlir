// What the code generator cannot emit is reported on the op, naming it.
// RUN: shard-translate --emit-cpp %s --split-input-file --verify-diagnostics

// A pad whose value depends on the position becomes a tensor.generate.
func.func @pad_by_position(%x: tensor<4xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{'tensor.generate' op is not supported by the code generator}}
  %0 = tensor.pad %x low[1] high[1] {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i32
    %f = arith.sitofp %v : i32 to f32
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
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

func.func @extended(%x: tensor<4xi32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%v: i32, %o: i32):
    // expected-error @+1 {{'arith.addui_extended' op is not supported by the code generator}}
    %sum, %overflow = arith.addui_extended %v, %v : i32, i1
    linalg.yield %sum : i32
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

module {
  func.func @first(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
  // expected-error @+1 {{'func.func' op is a second public function with a body (@first, @second); name the program's entry with --entry}}
  func.func @second(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
}

// -----

// A blob of another size than its tensor.
func.func @resource(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'arith.constant' op holds dense_resource<blob> of 8 bytes, but 'tensor<4xf32>' needs 16}}
  %c = arith.constant dense_resource<blob> : tensor<4xf32>
  return %c : tensor<4xf32>
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000000803F00000040"
    }
  }
#-}

// -----

// Printed with --mlir-elide-resource-strings-if-larger: the weights are not
// in the file.
func.func @elided(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'arith.constant' op holds dense_resource<__elided__> whose data is not in the file (elided); export the model with its weights}}
  %c = arith.constant dense_resource<__elided__> : tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

func.func private @rtclock() -> f64
func.func @timed(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'func.call' op calls external function @rtclock, which the runtime does not provide; call it outside the program, or give it a body}}
  %t = func.call @rtclock() : () -> f64
  return %x : tensor<4xf32>
}

// -----

// Sizes are counted in bytes before anything is planned.
// expected-error @+1 {{'func.func' op has a tensor of type 'tensor<4294967296x4294967296xf32>' whose size in bytes does not fit in 64 bits}}
func.func @huge(%x: tensor<4294967296x4294967296xf32>) -> tensor<4294967296x4294967296xf32> {
  return %x : tensor<4294967296x4294967296xf32>
}

// -----

func.func @huge_temp(%x: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.empty' op has a tensor of type 'tensor<4294967296x4294967296xf32>' whose size in bytes does not fit in 64 bits}}
  %e = tensor.empty() : tensor<4294967296x4294967296xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4294967296x4294967296xf32>) -> tensor<4294967296x4294967296xf32>
  %s = tensor.extract_slice %f[0, 0] [1, 4] [1, 1] : tensor<4294967296x4294967296xf32> to tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// Index tensors have 8-byte elements; tensor.gather itself is not emitted.
func.func @gather(%t: tensor<8x4xf32>, %i: tensor<3x1xindex>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'tensor.gather' op is not supported by the code generator}}
  %g = tensor.gather %t[%i] gather_dims([0]) unique : (tensor<8x4xf32>, tensor<3x1xindex>) -> tensor<3x4xf32>
  return %g : tensor<3x4xf32>
}

// -----

// A cut the code generator would ignore: the program would run every
// stage on every device.
func.func @cut(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'dist.stage_boundary' op reached the code generator: cut the program into stages with --dist-pipeline (shard-run does) or remove the cut}}
  %c = dist.stage_boundary %x : tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// A program on a mesh with pipeline stages that is not a stage: every pp
// device would run all of it.
dist.mesh @mesh = <["pp"=2, "tp"=2]>
// expected-error @+1 {{'func.func' op runs on mesh @mesh whose axis "pp" has 2 devices, but is not a pipeline stage: every device of the axis would compute the same; cut it with --dist-pipeline or give the axis size 1}}
func.func @unpipelined(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = dist.all_reduce %x on @mesh axes ["tp"] : tensor<4xf32>
  return %r : tensor<4xf32>
}
