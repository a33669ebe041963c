//===- shard-translate.cpp - mlir-translate with shard's emitters ---------===//

#include "codegen/Emitters.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
  mlir::dist::codegen::registerCodegenTranslations();
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "shard translation driver\n"));
}
