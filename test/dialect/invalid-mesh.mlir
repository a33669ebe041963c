// RUN: shard-opt %s -split-input-file -verify-diagnostics

// C1
// expected-error @+1 {{'dist.mesh' op needs at least one axis}}
dist.mesh @empty = <[]>

// -----

// C2
// expected-error @+1 {{'dist.mesh' op axis "tp" is declared twice}}
dist.mesh @dup = <["tp"=2, "dp"=2, "tp"=4]>

// -----

// C2
// expected-error @+1 {{'dist.mesh' op axis names must not be empty}}
dist.mesh @noname = <[""=2]>

// -----

// C3
// expected-error @+1 {{'dist.mesh' op axis "tp" has size 0; sizes must be at least 1}}
dist.mesh @zero = <["dp"=2, "tp"=0]>

// -----

// C3
// expected-error @+1 {{'dist.mesh' op axis "dp" has size -2; sizes must be at least 1}}
dist.mesh @negative = <["dp"=-2]>

// -----

// The generic form can disagree on the number of names and sizes.
// expected-error @+1 {{'dist.mesh' op has 2 axis names but 1 sizes}}
"dist.mesh"() <{axis_names = ["a", "b"], shape = array<i64: 2>, sym_name = "m"}> : () -> ()

// -----

// expected-error @+1 {{expected integer value}}
dist.mesh @nosize = <["dp"=two]>

// -----

// expected-error @+1 {{expected '='}}
dist.mesh @noequal = <["dp" 2]>

// -----

// expected-note @+1 {{see existing symbol definition here}}
dist.mesh @m = <["dp"=2]>
// expected-error @+1 {{redefinition of symbol named 'm'}}
dist.mesh @m = <["dp"=4]>
