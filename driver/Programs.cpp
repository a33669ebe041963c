//===- Programs.cpp - model to partitioned and reference C++ programs -----===//

#include "driver/Programs.h"

#include "codegen/EmitCpp.h"
#include "codegen/KernelPlan.h"
#include "dialect/DistOps.h"
#include "passes/Passes.h"
#include "passes/Reshard.h"
#include "rules/Rules.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using shardrt::Status;
using shardrt::StatusOr;

namespace shard::driver {
namespace {

StatusOr<shardrt::DType> dtypeOf(Type type) {
  if (type.isF32())
    return shardrt::DType::F32;
  if (type.isF16())
    return shardrt::DType::F16;
  if (type.isBF16())
    return shardrt::DType::BF16;
  if (type.isF64())
    return shardrt::DType::F64;
  if (type.isInteger(1))
    return shardrt::DType::Bool;
  if (type.isInteger(8))
    return shardrt::DType::I8;
  if (type.isInteger(16))
    return shardrt::DType::I16;
  if (type.isInteger(32))
    return shardrt::DType::I32;
  if (type.isInteger(64))
    return shardrt::DType::I64;
  std::string name;
  llvm::raw_string_ostream os(name);
  os << type;
  return Status::error("has element type ", name,
                       ", which shard-run does not support");
}

/// Sets the sizes of the module's mesh from "dp=2,tp=2" (axes not named get
/// size 1), or declares the mesh if the module has none.
Status applyMesh(ModuleOp module, const std::string &text) {
  auto meshes = llvm::to_vector(module.getOps<dist::MeshOp>());
  if (meshes.size() > 1)
    return Status::error("the model declares ", meshes.size(),
                         " meshes; shard-run runs a program on one");
  if (text.empty())
    return Status::ok();
  StatusOr<shardrt::MeshShape> cli = shardrt::MeshShape::parse(text);
  if (!cli.isOk())
    return Status::error("--mesh: ", cli.status().message());
  OpBuilder b(module.getContext());
  if (meshes.empty()) {
    b.setInsertionPointToStart(module.getBody());
    dist::MeshOp::create(
        b, module.getLoc(), "mesh",
        b.getStrArrayAttr(llvm::to_vector_of<StringRef>(cli->axes)),
        b.getDenseI64ArrayAttr(cli->sizes));
    return Status::ok();
  }
  // Axes --mesh does not name have size 1: `--mesh tp=2` on a dp x tp model
  // runs tensor parallelism alone, on 2 ranks.
  dist::MeshOp mesh = meshes.front();
  SmallVector<int64_t> sizes(mesh.getShape().size(), 1);
  for (size_t i = 0; i < cli->axes.size(); ++i) {
    std::optional<unsigned> axis = mesh.getAxisIndex(cli->axes[i]);
    if (!axis)
      return Status::error("unknown mesh axis '", cli->axes[i],
                           "' on the command line; mesh @",
                           mesh.getSymName().str(), " has axes ",
                           dist::formatAxes(mesh.getAxisNameRefs()));
    sizes[*axis] = cli->sizes[i];
  }
  for (StringRef axis : mesh.getAxisNameRefs())
    if (!llvm::is_contained(cli->axes, axis.str()))
      llvm::errs() << "shard-run: note: --mesh does not name axis \"" << axis
                   << "\" of mesh @" << mesh.getSymName()
                   << "; it has size 1\n";
  mesh.setShape(sizes);
  return Status::ok();
}

shardrt::MeshShape meshShapeOf(ModuleOp module) {
  shardrt::MeshShape shape;
  auto meshes = llvm::to_vector(module.getOps<dist::MeshOp>());
  if (meshes.empty()) {
    shape.axes = {"device"};
    shape.sizes = {1};
    return shape;
  }
  for (StringRef axis : meshes.front().getAxisNameRefs())
    shape.axes.push_back(axis.str());
  llvm::append_range(shape.sizes, meshes.front().getShape());
  return shape;
}

/// The boundary tensor of type `type` annotated with `attr` (or replicated).
StatusOr<BoundaryTensor> boundaryOf(Type type, Attribute attr,
                                    const shardrt::MeshShape &mesh) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape()) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << type;
    return Status::error("has type ", text,
                         "; arguments and results must be statically "
                         "shaped tensors");
  }
  StatusOr<shardrt::DType> dtype = dtypeOf(tensor.getElementType());
  if (!dtype.isOk())
    return dtype.status();
  BoundaryTensor boundary{
      *dtype,
      std::vector<int64_t>(tensor.getShape().begin(), tensor.getShape().end()),
      shardrt::ShardSpec::replicated(tensor.getRank())};
  auto sharding = dyn_cast_or_null<dist::ShardingAttr>(attr);
  if (!sharding)
    return boundary;
  for (int64_t d = 0; d < tensor.getRank(); ++d)
    for (StringRef axis : sharding.getDimAxes(d))
      boundary.spec.dimAxes[d].push_back(mesh.axisIndex(axis.str()));
  for (StringRef axis : sharding.getPartialAxes())
    boundary.spec.partialAxes.push_back(mesh.axisIndex(axis.str()));
  boundary.spec.partialOp = shardrt::ReduceOp(int(sharding.getReduction()));
  return boundary;
}

/// Runs `build`'s passes on `module`; diagnostics go to the handler.
LogicalResult runPasses(ModuleOp module,
                        function_ref<void(OpPassManager &)> build) {
  PassManager pm(module.getContext());
  build(pm);
  return pm.run(module);
}

/// One line per kind of collective in `module` (in order of first use).
std::vector<std::string> summarizeCommunication(ModuleOp module) {
  llvm::MapVector<std::string, std::pair<int64_t, int64_t>,
                  llvm::StringMap<unsigned>>
      kinds;
  module.walk([&](dist::CollectiveOpInterface op) {
    auto mesh = cast<dist::MeshOp>(
        SymbolTable::lookupNearestSymbolFrom(op, op.getMeshAttr()));
    std::string key = op->getName().stripDialect().str() + " over " +
                      dist::formatAxes(op.getAxisNames());
    auto &[count, bytes] = kinds[key];
    ++count;
    bytes += op.getBytesSent(mesh.getGroupSize(op.getAxisNames()));
  });
  std::vector<std::string> lines;
  for (auto &[key, counts] : kinds)
    lines.push_back(std::to_string(counts.first) + " x " + key + ", " +
                    std::to_string(counts.second) + " bytes sent per rank");
  return lines;
}

StatusOr<std::string> emit(ModuleOp module, const std::string &entry,
                           const char *which) {
  if (failed(dist::codegen::formKernels(module)))
    return Status::error("forming the kernels of the ", which,
                         " program failed");
  FailureOr<func::FuncOp> fn = dist::codegen::findEntry(module, entry);
  if (failed(fn))
    return Status::error("no entry function");
  std::string text;
  llvm::raw_string_ostream os(text);
  if (failed(dist::codegen::emitCpp(*fn, os)))
    return Status::error("the code generator rejected the ", which, " program");
  return text;
}

} // namespace

StatusOr<Programs> buildPrograms(const std::string &modelPath,
                                 const std::string &meshText,
                                 const std::string &entry, bool optimize) {
  // Everything upstream parses: models arrive with harness code (timers,
  // prints, LLVM globals) beside the program.
  DialectRegistry registry;
  registerAllDialects(registry);
  registry.insert<dist::DistDialect>();
  registerAllExtensions(registry);
  dist::registerShardingRules(registry);
  MLIRContext context(registry);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);

  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> file = openInputFile(modelPath, &error);
  if (!file)
    return Status::error(error);
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return Status::error("cannot parse '", modelPath, "'");
  SHARDRT_RETURN_IF_ERROR(applyMesh(*module, meshText));
  if (failed(verify(*module)))
    return Status::error("the model is invalid on this mesh");

  // The reference: no annotations, one device.
  OwningOpRef<ModuleOp> reference = module->clone();
  if (failed(runPasses(*reference, [&](OpPassManager &pm) {
        pm.addPass(dist::createDistStripAnnotations());
        dist::buildDistFrontEnd(pm);
      })))
    return Status::error("preparing the unsharded program failed");
  StatusOr<std::string> referenceText = emit(*reference, entry, "unsharded");
  if (!referenceText.isOk())
    return referenceText.status();

  // Propagation decides the shardings of the boundary too: inputs are
  // scattered and outputs gathered by what it recorded.
  if (failed(runPasses(*module, [&](OpPassManager &pm) {
        dist::buildDistFrontEnd(pm);
        pm.addPass(dist::createDistPropagate());
      })))
    return Status::error("propagating the shardings failed");
  FailureOr<func::FuncOp> fn = dist::codegen::findEntry(*module, entry);
  if (failed(fn))
    return Status::error("no entry function");
  Programs programs;
  programs.reference = *referenceText;
  programs.name = fn->getSymName().str();
  programs.mesh = meshShapeOf(*module);
  for (unsigned i = 0; i < fn->getNumArguments(); ++i) {
    StatusOr<BoundaryTensor> in = boundaryOf(
        fn->getArgumentTypes()[i],
        fn->getArgAttr(i, dist::DistDialect::kShardingAttrName), programs.mesh);
    if (!in.isOk())
      return Status::error("argument ", i, " of @", programs.name, " ",
                           in.status().message());
    programs.inputs.push_back(*in);
  }
  for (unsigned i = 0; i < fn->getNumResults(); ++i) {
    StatusOr<BoundaryTensor> out =
        boundaryOf(fn->getResultTypes()[i],
                   fn->getResultAttr(i, dist::DistDialect::kShardingAttrName),
                   programs.mesh);
    if (!out.isOk())
      return Status::error("result ", i, " of @", programs.name, " ",
                           out.status().message());
    programs.outputs.push_back(*out);
  }

  // The partitioned program.
  if (failed(runPasses(*module, [&](OpPassManager &pm) {
        dist::buildDistPartitioning(pm, optimize);
      })))
    return Status::error("partitioning failed");
  programs.communication = summarizeCommunication(*module);
  StatusOr<std::string> partitioned = emit(*module, entry, "partitioned");
  if (!partitioned.isOk())
    return partitioned.status();
  programs.partitioned = *partitioned;
  return programs;
}

} // namespace shard::driver
