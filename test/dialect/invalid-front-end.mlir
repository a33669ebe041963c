// RUN: shard-opt %s -split-input-file -verify-diagnostics
// dist.front_end: a module the front end (--dist-front-end) has run on,
// which it then leaves alone (a unit attribute on a module).

// expected-error @below {{'dist.front_end' must be a unit attribute on a module}}
module attributes {dist.front_end = 1 : i64} {
}

// -----

// expected-error @below {{'dist.front_end' must be a unit attribute on a module}}
func.func @f() attributes {dist.front_end} {
  return
}
