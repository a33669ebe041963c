// Where an all_reduce's wait goes (CollectiveOverlap.cpp): before the first
// kernel that reads its result or writes its operand, before other
// communication of its group, before a loop starts or ends, or at the end;
// with nothing in between it stays a plain call. Its operand and result stay live until
// the wait, so no temp made in between takes their bytes.
// RUN: shard-translate --emit-plan %s --split-input-file | FileCheck %s
// RUN: shard-translate --emit-cpp %s --split-input-file | FileCheck %s --check-prefix=CPP

dist.mesh @mesh = <["dp"=2]>

#id = affine_map<(i, j) -> (i, j)>

// The all_reduce runs while %u and %v are computed; the wait goes before
// the add that reads the sum. %u is the last to read %g (b1), at op 4, but
// b1 stays live until the wait's op (8), so %v's temp (b4, made at op 6)
// does not take its bytes while the collective sends them. The results are
// written where the caller reads them (output buffers).
// CHECK-LABEL: plan @independent:
// CHECK:      b1: temp 64 x f32 (256 bytes) at 0, live ops 2..8
// CHECK-NEXT: b2: output 64 x f32 (256 bytes) result 0, live ops 3..9
// CHECK-NEXT: b3: output 64 x f32 (256 bytes) result 1, live ops 4..9
// CHECK-NEXT: b4: temp 8 x f32 (32 bytes) at 256, live ops 6..8
// CHECK:      k0: loop 2 parallel 0 reduction (8, 8) b0 -> b1
// CHECK-NEXT: k1: dist.all_reduce group 0 b1 -> b2 (started)
// CHECK-NEXT: k2: loop 2 parallel 0 reduction (8, 8) b1 -> b3
// CHECK-NEXT: k3: loop 1 parallel 0 reduction (8) -> b4
// CHECK-NEXT: k4: loop 1 parallel 1 reduction (8, 8) b0 -> b4
// CHECK-NEXT: k5: wait k1
// CHECK-NEXT: k6: loop 2 parallel 0 reduction (8, 8) b2 b4 -> b2
// CPP-LABEL: from @independent
// CPP:      shardrt::Pending pending1;
// CPP-NEXT: SHARDRT_TRY(shardrt::startAllReduce(rt, 0, b1, b2, shardrt::DType::F32, {8, 8}, shardrt::ReduceOp::Sum, stream, pending1));  // loc(
// CPP-NEXT: k2(b1, b3);
// CPP-NEXT: k3(b4);
// CPP-NEXT: k4(b0, b4);
// CPP-NEXT: SHARDRT_TRY(shardrt::wait(rt, pending1, stream));  // loc(
// CPP-NEXT: k6(
func.func @independent(%x: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %s = dist.all_reduce %g on @mesh axes ["dp"] : tensor<8x8xf32>
  %u = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %ev = tensor.empty() : tensor<8xf32>
  %zv = linalg.fill ins(%zero : f32) outs(%ev : tensor<8xf32>) -> tensor<8xf32>
  %v = linalg.reduce ins(%x : tensor<8x8xf32>) outs(%zv : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  %r = linalg.generic {indexing_maps = [#id, affine_map<(i, j) -> (i)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %v : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  return %r, %u : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

dist.mesh @mesh = <["dp"=2]>

#id = affine_map<(i, j) -> (i, j)>

// Read at once: nothing to overlap, a plain call.
// CHECK-LABEL: plan @read_at_once:
// CHECK:      k1: dist.all_reduce group 0 b1 -> b1
// CHECK-NEXT: k2: loop
// CHECK-NOT:  wait
// CPP-LABEL: from @read_at_once
// CPP:      SHARDRT_TRY(shardrt::allReduce(rt, 0, b1, b1,
func.func @read_at_once(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %s = dist.all_reduce %g on @mesh axes ["dp"] : tensor<8x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

dist.mesh @mesh = <["dp"=2]>

#id = affine_map<(i, j) -> (i, j)>

// The operand dies in an elementwise op that writes over it: the wait goes
// before that op, which may read the operand but must not overwrite it
// while it is sent.
// CHECK-LABEL: plan @operand_overwritten:
// CHECK:      k0: loop 2 parallel 0 reduction (8, 8) b0 -> b1
// CHECK-NEXT: k1: dist.all_reduce group 0 b1 -> b2 (started)
// CHECK-NEXT: k2: loop 2 parallel 0 reduction (8, 8) b0 -> b3
// CHECK-NEXT: k3: wait k1
// CHECK-NEXT: k4: loop 2 parallel 0 reduction (8, 8) b1 -> b1
func.func @operand_overwritten(%x: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<8x8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %s = dist.all_reduce %g on @mesh axes ["dp"] : tensor<8x8xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.negf %a : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  return %s, %u, %n : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

dist.mesh @mesh = <["dp"=2]>

#id = affine_map<(i, j) -> (i, j)>

// One collective in flight: the next one (here an all_gather) waits for
// the first.
// CHECK-LABEL: plan @next_collective:
// CHECK:      k1: dist.all_reduce group 0 b1 -> b1 (started)
// CHECK-NEXT: k2: loop 2 parallel 0 reduction (8, 8) b0 -> [[U:b[0-9]+]]
// CHECK-NEXT: k3: wait k1
// CHECK-NEXT: k4: dist.all_gather group 0 [[U]] -> b{{[0-9]+}}
func.func @next_collective(%x: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x16xf32>) {
  %e = tensor.empty() : tensor<8x8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %s = dist.all_reduce %g on @mesh axes ["dp"] : tensor<8x8xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %gathered = dist.all_gather %u on @mesh axes ["dp"] dim 1 : tensor<8x8xf32> -> tensor<8x16xf32>
  return %s, %gathered : tensor<8x8xf32>, tensor<8x16xf32>
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>

#id = affine_map<(i, j) -> (i, j)>

// A collective of another group runs while one is in flight (each group's
// communicator runs its own): the dp all_reduce stays in flight through
// the tp all_reduce, which is started too, and the two are waited for
// where their results are read, the tp one first. A collective that reads
// the in-flight result waits for it (@reads_in_flight).
// CHECK-LABEL: plan @other_group:
// CHECK:      k1: dist.all_reduce group 0 b1 -> b1 (started)
// CHECK-NEXT: k2: loop 2 parallel 0 reduction (8, 8) b0 -> b2
// CHECK-NEXT: k3: dist.all_reduce group 1 b2 -> b2 (started)
// CHECK-NEXT: k4: loop 1 parallel 0 reduction (8) -> b3
// CHECK-NEXT: k5: loop 1 parallel 1 reduction (8, 8) b0 -> b3
// CHECK-NEXT: k6: loop 1 parallel 0 reduction (8) -> b4
// CHECK-NEXT: k7: wait k3
// CHECK-NEXT: k8: loop 1 parallel 1 reduction (8, 8) b2 -> b4
// CHECK-NEXT: k9: wait k1
// CHECK-NEXT: k10: loop 2 parallel 0 reduction (8, 8) b1 b3 b4 -> b1
// CPP-LABEL: from @other_group
// CPP:      shardrt::Pending pending1;
// CPP-NEXT: SHARDRT_TRY(shardrt::startAllReduce(rt, 0, b1, b1, {{.*}}, pending1));
// CPP-NEXT: k2(b0, b2);
// CPP-NEXT: shardrt::Pending pending3;
// CPP-NEXT: SHARDRT_TRY(shardrt::startAllReduce(rt, 1, b2, b2, {{.*}}, pending3));
// CPP-NEXT: k4(b3);
// CPP-NEXT: k5(b0, b3);
// CPP-NEXT: k6(b4);
// CPP-NEXT: SHARDRT_TRY(shardrt::wait(rt, pending3, stream));
// CPP-NEXT: k8(b2, b4);
// CPP-NEXT: SHARDRT_TRY(shardrt::wait(rt, pending1, stream));
// CPP-NEXT: k10(b1, b3, b4);
func.func @other_group(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %s = dist.all_reduce %g on @mesh axes ["dp"] : tensor<8x8xf32>
  %u = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %su = dist.all_reduce %u on @mesh axes ["tp"] : tensor<8x8xf32>
  %ev = tensor.empty() : tensor<8xf32>
  %zv = linalg.fill ins(%zero : f32) outs(%ev : tensor<8xf32>) -> tensor<8xf32>
  %v = linalg.reduce ins(%x : tensor<8x8xf32>) outs(%zv : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  %w = linalg.reduce ins(%su : tensor<8x8xf32>) outs(%zv : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  %r = linalg.generic {indexing_maps = [#id, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %v, %w : tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    %t2 = arith.addf %t, %c : f32
    linalg.yield %t2 : f32
  } -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

dist.mesh @mesh = <["dp"=2, "tp"=2]>

#id = affine_map<(i, j) -> (i, j)>

// CHECK-LABEL: plan @reads_in_flight:
// CHECK:      k1: dist.all_reduce group 0 b1 -> b1 (started)
// CHECK-NEXT: k2: loop 2 parallel 0 reduction (8, 8) b0 -> [[U:b[0-9]+]]
// CHECK-NEXT: k3: wait k1
// CHECK-NEXT: k4: dist.all_reduce group 1 b1 -> b1
func.func @reads_in_flight(%x: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<8x8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %s = dist.all_reduce %g on @mesh axes ["dp"] : tensor<8x8xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %st = dist.all_reduce %s on @mesh axes ["tp"] : tensor<8x8xf32>
  return %st, %u : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

dist.mesh @mesh = <["dp"=2]>

#id = affine_map<(i, j) -> (i, j)>

// A wait stays in the loop iteration that started it; an all_reduce before
// a loop is waited for before the loop starts.
// CHECK-LABEL: plan @loops:
// CHECK:      k1: dist.all_reduce group 0 b1 -> b1 (started)
// CHECK-NEXT: k2: loop 2 parallel 0 reduction (8, 8) b0 -> b2
// CHECK-NEXT: k3: wait k1
// CHECK-NEXT: k4: copy b1 -> b3 [8, 8]
// CHECK-NEXT: k5: copy b2 -> b4 [8, 8]
// CHECK-NEXT: k6: for 0 to 3 step 1 {
// CHECK-NEXT: k7: loop 2 parallel 0 reduction (8, 8) b3 -> b5
// CHECK-NEXT: k8: dist.all_reduce group 0 b5 -> b5 (started)
// CHECK-NEXT: k9: loop 2 parallel 0 reduction (8, 8) b0 -> b6
// CHECK-NEXT: k10: wait k8
// CHECK-NEXT: k11: copy b5 -> b3 [8, 8]
// CHECK-NEXT: k12: copy b6 -> b4 [8, 8]
// CHECK-NEXT: k13: }
// CPP-LABEL: from @loops
// CPP:      for (int64_t iv6 = 0; iv6 < 3; iv6 += 1) {
// CPP:      shardrt::Pending pending8;
// CPP:      SHARDRT_TRY(shardrt::wait(rt, pending8, stream));
// CPP:      }
func.func @loops(%x: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<8x8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %s = dist.all_reduce %g on @mesh axes ["dp"] : tensor<8x8xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%c = %s, %d = %u) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
    %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%c : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %v = math.tanh %a : f32
      linalg.yield %v : f32
    } -> tensor<8x8xf32>
    %m = dist.all_reduce %t on @mesh axes ["dp"] : tensor<8x8xf32>
    %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %v = math.exp %a : f32
      linalg.yield %v : f32
    } -> tensor<8x8xf32>
    scf.yield %m, %w : tensor<8x8xf32>, tensor<8x8xf32>
  }
  return %r#0, %r#1 : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

dist.mesh @mesh = <["dp"=2]>

#id = affine_map<(i, j) -> (i, j)>

// In a dist.schedule's region the sum is made straight into the buffer the
// region stores it to (here the caller's output, b1), and no kernel of the
// region reads it: the wait goes before the case ends. Its operand (b3)
// stays live until the region's last op (11), not only until the schedule
// starts, so the GEMM's temp made after the start (b4) does not take its
// bytes while the collective reads them.
// CHECK-LABEL: plan @in_case:
// CHECK:      b3: temp 64 x f32 (256 bytes) at 0, live ops 5..11
// CHECK-NEXT: b4: temp 64 x f32 (256 bytes) at 256, live ops 8..9
// CHECK:      k1: case 0 forward chunk 0 {
// CHECK-NEXT: k2: loop 2 parallel 0 reduction (8, 8) b0 -> b3
// CHECK-NEXT: k3: dist.all_reduce group 0 b3 -> b1 (started)
// CHECK-NEXT: k4: gemm m=8 n=8 k=8 b0 lda=8 b0 ldb=8 -> b4 ldc=8 beta=0
// CHECK-NEXT: k5: loop 2 parallel 0 reduction (8, 8) b4 -> b2
// CHECK-NEXT: k6: wait k3
// CHECK-NEXT: k7: }
func.func @in_case(%x: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %sum = dist.buffer : !dist.buffer<tensor<8x8xf32>>
  %out = dist.buffer : !dist.buffer<tensor<8x8xf32>>
  dist.schedule cases [0, 0] microbatches [0, 1]
  forward chunk 0 (%mb) {
    %e = tensor.empty() : tensor<8x8xf32>
    %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %t = math.tanh %a : f32
      linalg.yield %t : f32
    } -> tensor<8x8xf32>
    %s = dist.all_reduce %g on @mesh axes ["dp"] : tensor<8x8xf32>
    %zero = arith.constant 0.0 : f32
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %u = linalg.matmul ins(%x, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
    %v = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%u : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %t = math.sin %a : f32
      linalg.yield %t : f32
    } -> tensor<8x8xf32>
    dist.store %s, %sum : tensor<8x8xf32>, !dist.buffer<tensor<8x8xf32>>
    dist.store %v, %out : tensor<8x8xf32>, !dist.buffer<tensor<8x8xf32>>
  }
  %r = dist.load %sum : !dist.buffer<tensor<8x8xf32>> -> tensor<8x8xf32>
  %w = dist.load %out : !dist.buffer<tensor<8x8xf32>> -> tensor<8x8xf32>
  return %r, %w : tensor<8x8xf32>, tensor<8x8xf32>
}
