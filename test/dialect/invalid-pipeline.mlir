// RUN: shard-opt %s -split-input-file -verify-diagnostics

// C1: the axis exists on the mesh ...
dist.mesh @mesh = <["dp"=2]>
func.func private @s0() { return }
// expected-error @below {{'dist.pipeline' op unknown axis "pp" on mesh @mesh (its axes are {"dp"})}}
dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "gpipe" stages [@s0]

// -----

// ... and has as many devices as there are stages.
dist.mesh @mesh = <["pp"=2]>
func.func private @s0() { return }
// expected-error @below {{'dist.pipeline' op has 1 stages but mesh axis "pp" has size 2}}
dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "gpipe" stages [@s0]

// -----

// C2: every stage is a function with a body.
dist.mesh @mesh = <["pp"=2]>
func.func private @s0() { return }
func.func private @s1()
// expected-error @below {{'dist.pipeline' op stage 1 is @s1, which is not a func.func with a body}}
dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "gpipe" stages [@s0, @s1]

// -----

// C2: another kind of function is no stage.
dist.mesh @mesh = <["pp"=1]>
llvm.func @s0() {
  llvm.return
}
// expected-error @below {{'dist.pipeline' op stage 0 is @s0, which is not a func.func with a body}}
dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "gpipe" stages [@s0]

// -----

// C3: at least one microbatch ...
dist.mesh @mesh = <["pp"=1]>
func.func private @s0() { return }
// expected-error @below {{'dist.pipeline' op needs at least one microbatch, not 0}}
dist.pipeline @f on @mesh axis "pp" microbatches 0 schedule "gpipe" stages [@s0]

// -----

// ... and a schedule the runtime follows.
dist.mesh @mesh = <["pp"=1]>
func.func private @s0() { return }
// expected-error @below {{'dist.pipeline' op has schedule "pipedream"; pipelines run gpipe, 1f1b, interleaved-1f1b or zb-h1}}
dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "pipedream" stages [@s0]

// -----

// C4: both stages receive first, so neither ever sends.
dist.mesh @mesh = <["pp"=2]>
func.func private @s0() -> tensor<4xf32> {
  // expected-note @below {{the transfer that never completes}}
  %a = dist.recv on @mesh axes ["pp"] from 1 : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  dist.send %a on @mesh axes ["pp"] to 1 : tensor<4xf32>
  return %a : tensor<4xf32>
}
func.func private @s1() -> tensor<4xf32> {
  %a = dist.recv on @mesh axes ["pp"] from 0 : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  dist.send %a on @mesh axes ["pp"] to 0 : tensor<4xf32>
  return %a : tensor<4xf32>
}
// expected-error @below {{'dist.pipeline' op schedule deadlocks: stage 0 (@s0) waits forever to receive from stage 1}}
dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "1f1b" stages [@s0, @s1]

// -----

// C4: the same exchange posted together (adjacent ops) completes.
dist.mesh @mesh = <["pp"=2]>
func.func private @s0(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = dist.recv on @mesh axes ["pp"] from 1 : tensor<4xf32>
  dist.send %x on @mesh axes ["pp"] to 1 : tensor<4xf32>
  return %a : tensor<4xf32>
}
func.func private @s1(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = dist.recv on @mesh axes ["pp"] from 0 : tensor<4xf32>
  dist.send %x on @mesh axes ["pp"] to 0 : tensor<4xf32>
  return %a : tensor<4xf32>
}
dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "1f1b" stages [@s0, @s1]

// -----

// C4: a send meets a receive of another type.
dist.mesh @mesh = <["pp"=2]>
func.func private @s0(%x: tensor<4xf32>) {
  // expected-note @below {{the send}}
  dist.send %x on @mesh axes ["pp"] to 1 : tensor<4xf32>
  return
}
func.func private @s1() -> tensor<8xf32> {
  // expected-note @below {{the receive}}
  %a = dist.recv on @mesh axes ["pp"] from 0 : tensor<8xf32>
  return %a : tensor<8xf32>
}
// expected-error @below {{'dist.pipeline' op stage 0 sends 'tensor<4xf32>' where stage 1 receives 'tensor<8xf32>'}}
dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "gpipe" stages [@s0, @s1]

// -----

// C4: a send nobody receives.
dist.mesh @mesh = <["pp"=2]>
func.func private @s0(%x: tensor<4xf32>) {
  // expected-note @below {{the transfer that never completes}}
  dist.send %x on @mesh axes ["pp"] to 1 : tensor<4xf32>
  return
}
func.func private @s1() { return }
// expected-error @below {{'dist.pipeline' op schedule deadlocks: stage 0 (@s0) waits forever to send to stage 1}}
dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "gpipe" stages [@s0, @s1]

// -----

// C4: transfers in a region cannot be counted.
dist.mesh @mesh = <["pp"=2]>
func.func private @s0(%x: tensor<4xf32>, %b: i1) {
  scf.if %b {
    dist.send %x on @mesh axes ["pp"] to 1 : tensor<4xf32>
  }
  return
}
func.func private @s1() { return }
// expected-error @below {{'dist.pipeline' op stage 0 (@s0) transfers inside a region; stages send and receive at the top level of their function or of a dist.schedule region}}
dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "gpipe" stages [@s0, @s1]

// -----

// C4: a stage does not talk to itself.
dist.mesh @mesh = <["pp"=2]>
func.func private @s0(%x: tensor<4xf32>) {
  dist.send %x on @mesh axes ["pp"] to 0 : tensor<4xf32>
  return
}
func.func private @s1() { return }
// expected-error @below {{'dist.pipeline' op stage 0 (@s0) sends to or receives from itself}}
dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "gpipe" stages [@s0, @s1]

// -----

// expected-error @below {{'dist.arg_numbers' must be on a function, an array of one integer per argument}}
func.func private @wrong_count(%x: tensor<4xf32>) attributes {dist.arg_numbers = array<i64: 0, 1>} { return }

// -----

// expected-error @below {{argument 0: 'dist.microbatch_dim' must be a dim of its tensor ('tensor<4xf32>'), not 1 : i64}}
func.func private @wrong_dim(%x: tensor<4xf32> {dist.microbatch_dim = 1 : i64}) { return }

// -----

// C4, schedules: the table's rows run the exchanges. Stage 0 sends twice
// (rows 0 and 1 run its exchange region), stage 1 receives once.
dist.mesh @mesh = <["pp"=2]>
func.func private @s0() {
  %b = dist.buffer : !dist.buffer<tensor<4xf32>>
  dist.schedule cases [0, 0] microbatches [0, 1]
  exchange (%mb) {
    // expected-note @below {{the transfer that never completes}}
    dist.exchange on @mesh axes ["pp"] send %b : !dist.buffer<tensor<4xf32>> to [1]
  }
  return
}
func.func private @s1() {
  %b = dist.buffer : !dist.buffer<tensor<4xf32>>
  dist.schedule cases [0] microbatches [0]
  exchange (%mb) {
    dist.exchange on @mesh axes ["pp"] recv %b : !dist.buffer<tensor<4xf32>> from [0]
  }
  return
}
// expected-error @below {{'dist.pipeline' op schedule deadlocks: stage 0 (@s0) waits forever to send to stage 1}}
dist.pipeline @f on @mesh axis "pp" microbatches 2 schedule "gpipe" stages [@s0, @s1]

// -----

// C4, schedules: an exchange sends to its own stage.
dist.mesh @mesh = <["pp"=2]>
func.func private @s0() {
  %b = dist.buffer : !dist.buffer<tensor<4xf32>>
  dist.schedule cases [0] microbatches [0]
  exchange (%mb) {
    dist.exchange on @mesh axes ["pp"] send %b : !dist.buffer<tensor<4xf32>> to [0]
  }
  return
}
func.func private @s1() { return }
// expected-error @below {{'dist.pipeline' op stage 0 (@s0) sends to or receives from itself}}
dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "gpipe" stages [@s0, @s1]

// -----

// C4, schedules: a region transfers with dist.exchange only.
dist.mesh @mesh = <["pp"=2]>
func.func private @s0(%x: tensor<4xf32>) {
  dist.schedule cases [0] microbatches [0]
  forward chunk 0 (%mb) {
    dist.send %x on @mesh axes ["pp"] to 1 : tensor<4xf32>
  }
  return
}
func.func private @s1() { return }
// expected-error @below {{'dist.pipeline' op stage 0 (@s0) has a dist.send or dist.recv in a dist.schedule region; a schedule's transfers are dist.exchange ops}}
dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "gpipe" stages [@s0, @s1]

// -----

// C4, schedules: an exchange nested deeper in a region cannot be counted.
dist.mesh @mesh = <["pp"=2]>
func.func private @s0(%c: i1) {
  %b = dist.buffer : !dist.buffer<tensor<4xf32>>
  dist.schedule cases [0] microbatches [0]
  forward chunk 0 (%mb) {
    scf.if %c {
      dist.exchange on @mesh axes ["pp"] send %b : !dist.buffer<tensor<4xf32>> to [1]
    }
  }
  return
}
func.func private @s1() { return }
// expected-error @below {{'dist.pipeline' op stage 0 (@s0) transfers inside a region; stages send and receive at the top level of their function or of a dist.schedule region}}
dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "gpipe" stages [@s0, @s1]

// -----

// C5: a row's microbatch is one of the pipeline's.
dist.mesh @mesh = <["pp"=1]>
func.func private @s0() {
  dist.schedule cases [0, 0] microbatches [0, 2]
  forward chunk 0 (%mb) {
  }
  return
}
// expected-error @below {{'dist.pipeline' op stage 0 (@s0) runs microbatch 2 in row 1 of its schedule, but the pipeline has 2}}
dist.pipeline @f on @mesh axis "pp" microbatches 2 schedule "gpipe" stages [@s0]

// -----

// C4: a send of what its run receives starts a run of its own (it waits
// for the receive), as the code generator posts it: stage 0 receives, then
// relays; stage 1 waits for stage 0's send before it sends.
dist.mesh @mesh = <["pp"=2]>
func.func private @s0() {
  // expected-note @below {{the transfer that never completes}}
  %y = dist.recv on @mesh axes ["pp"] from 1 : tensor<4xf32>
  dist.send %y on @mesh axes ["pp"] to 1 : tensor<4xf32>
  return
}
func.func private @s1(%x: tensor<4xf32>) {
  %z = dist.recv on @mesh axes ["pp"] from 0 : tensor<4xf32>
  %c = arith.constant 0 : index
  dist.send %x on @mesh axes ["pp"] to 0 : tensor<4xf32>
  return
}
// expected-error @below {{'dist.pipeline' op schedule deadlocks: stage 0 (@s0) waits forever to receive from stage 1}}
dist.pipeline @f on @mesh axis "pp" microbatches 1 schedule "gpipe" stages [@s0, @s1]
