# shard's CMake package: find_package(shard CONFIG) with this install
# prefix on CMAKE_PREFIX_PATH gives the imported target shard::shard
# (libshard.so: the dist dialect, the passes and the code generators; the
# headers shard/Dialect.h, shard/Passes.h and shard/Codegen.h). It links
# Debian's libMLIR.so and libLLVM.so 22: put their CMake packages on the
# path too (/usr/lib/llvm-22).
include(CMakeFindDependencyMacro)
find_dependency(MLIR CONFIG)
get_filename_component(_shard_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
if(NOT TARGET shard::shard)
  add_library(shard::shard SHARED IMPORTED)
  set_target_properties(shard::shard PROPERTIES
    IMPORTED_LOCATION "${_shard_prefix}/lib/libshard.so"
    INTERFACE_INCLUDE_DIRECTORIES "${_shard_prefix}/include;${MLIR_INCLUDE_DIRS};${LLVM_INCLUDE_DIRS}"
    INTERFACE_LINK_LIBRARIES "MLIR;LLVM")
endif()
file(STRINGS "${_shard_prefix}/share/shard/VERSION" _shard_version LIMIT_COUNT 1)
set(shard_VERSION "${_shard_version}")
set(shard_FOUND TRUE)
unset(_shard_prefix)
unset(_shard_version)
