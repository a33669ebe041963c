// shard-run reuses a compiled program only while everything that made it
// is unchanged: here the runtime it is built against changes (a copy of
// it, under --runtime-root), and the program is compiled again. -v prints
// the compiler's command line when it compiles and "cached:" when not.
// The runtime headers are precompiled into the cache first and the
// program's compile includes them from there. The runs unset the lit
// suites' $SHARD_CXXFLAGS: this is shard-run's default command line.
// RUN: rm -rf %t && mkdir -p %t/root/runtime
// RUN: cp -L %runtime_root/runtime/*.h %runtime_root/runtime/libshardrt.so %t/root/runtime/
// RUN: env -u SHARD_CXXFLAGS SHARD_CACHE_DIR=%t/cache shard-run %s --runtime-root %t/root -o %t/a -v > %t/a.txt 2>&1
// RUN: FileCheck %s --check-prefix=COMPILED < %t/a.txt
// RUN: FileCheck %s --check-prefix=PCH < %t/a.txt
// RUN: ls %t/cache | FileCheck %s --check-prefix=PCHFILE
// RUN: env -u SHARD_CXXFLAGS SHARD_CACHE_DIR=%t/cache shard-run %s --runtime-root %t/root -o %t/b -v 2>&1 | FileCheck %s --check-prefix=CACHED
// RUN: echo "// a changed runtime" >> %t/root/runtime/ProgramAbi.h
// RUN: env -u SHARD_CXXFLAGS SHARD_CACHE_DIR=%t/cache shard-run %s --runtime-root %t/root -o %t/c -v 2>&1 | FileCheck %s --check-prefix=COMPILED
// RUN: env -u SHARD_CXXFLAGS SHARD_CACHE_DIR=%t/cache shard-run %s --runtime-root %t/root -o %t/d -v 2>&1 | FileCheck %s --check-prefix=CACHED
// --no-cache compiles; tuning for this CPU (--native) is another binary,
// and the default one has no -march.
// RUN: env -u SHARD_CXXFLAGS SHARD_CACHE_DIR=%t/cache shard-run %s --runtime-root %t/root --no-cache -o %t/e -v 2>&1 | FileCheck %s --check-prefix=COMPILED
// RUN: env -u SHARD_CXXFLAGS SHARD_CACHE_DIR=%t/cache shard-run %s --runtime-root %t/root --native -o %t/f -v 2>&1 | FileCheck %s --check-prefix=NATIVE
// $SHARD_CXXFLAGS go to the compiler before --Xcxx's, and are part of the
// key: another binary.
// RUN: env -u SHARD_CXXFLAGS SHARD_CACHE_DIR=%t/cache SHARD_CXXFLAGS=" -DFROM_ENV  -O2 " shard-run %s --runtime-root %t/root --Xcxx=-O0 -o %t/h -v 2>&1 | FileCheck %s --check-prefix=ENVFLAGS
// The cache keeps at most $SHARD_CACHE_MAX_MB: with 0, nothing stays.
// RUN: env -u SHARD_CXXFLAGS SHARD_CACHE_DIR=%t/cache SHARD_CACHE_MAX_MB=0 shard-run %s --runtime-root %t/root --Xcxx=-DNEW_KEY -o %t/g
// RUN: ls %t/cache | wc -l | FileCheck %s --check-prefix=EMPTY
// A cache entry that cannot be written (its name taken by a directory
// here; a full disk alike) fails the run with one line naming it, and no
// partial copy stays behind.
// RUN: env -u SHARD_CXXFLAGS SHARD_CACHE_DIR=%t/wc shard-run %s --runtime-root %t/root -o %t/w1
// RUN: bash -c 'for e in %t/wc/*; do case "${e##*/}" in *.*) ;; *) rm "$e"; mkdir "$e" ;; esac; done'
// RUN: env -u SHARD_CXXFLAGS SHARD_CACHE_DIR=%t/wc not shard-run %s --runtime-root %t/root -o %t/w2 2>&1 | FileCheck %s --check-prefix=WRITE
// RUN: ls %t/wc | FileCheck %s --check-prefix=NOPARTIAL
// WRITE: shard-run: error: cannot write the compile cache entry '{{.*}}/wc/{{[0-9A-F]+}}': Is a directory (--no-cache runs without the cache; $SHARD_CACHE_DIR moves it)
// WRITE-NOT: shard-run
// NOPARTIAL-NOT: partial
// COMPILED-NOT: cached:
// COMPILED: -std=c++17 -O3 -fopenmp -fno-trapping-math
// COMPILED-NOT: -march
// COMPILED-NOT: cached:
// COMPILED: shard-run: @double ran
// CACHED: cached: {{.*}}cache/{{[0-9A-F]+}}
// CACHED-NOT: -fopenmp
// CACHED: shard-run: @double ran
// NATIVE: -fopenmp {{.*}}-march=native
// ENVFLAGS-NOT: cached:
// ENVFLAGS: -fopenmp -fno-trapping-math -I{{[^ ]+}} -DFROM_ENV -O2 -O0 {{.*}}program.cpp
// EMPTY: {{^0$}}
// PCH: -x c++-header {{.*}}/cache/pch.partial{{[0-9]+}}.h -o
// PCH: -include {{.*}}/cache/{{[0-9A-F]+}}.pch.h {{.*}}program.cpp
// PCHFILE: {{^[0-9A-F]+}}.pch.h.gch{{$}}

func.func @double(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.add ins(%x, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
