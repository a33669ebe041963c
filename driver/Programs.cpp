//===- Programs.cpp - model to partitioned and reference C++ programs -----===//

#include "driver/Programs.h"

#include "driver/CommunicationSummary.h"
#include "driver/Driver.h"
#include "driver/ProgramState.h"

#include "codegen/Emitters.h"
#include "codegen/KernelPlan.h"
#include "dialect/DistOps.h"
#include "passes/Passes.h"
#include "passes/pipeline/Stages.h"
#include "passes/spmd/Reshard.h"
#include "rules/Rules.h"
#include "support/ParserGuard.h"
#include "tmtensor/TMTensorOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using shardrt::Status;
using shardrt::StatusOr;

namespace shard::driver {
namespace {

/// Counts the errors MLIR reports; the source manager's handler, registered
/// before, prints them.
class ErrorCounter {
public:
  explicit ErrorCounter(MLIRContext &context) : context(context) {
    id = context.getDiagEngine().registerHandler([this](Diagnostic &d) {
      if (d.getSeverity() == DiagnosticSeverity::Error)
        ++errors;
      return failure(); // on to the printing handler
    });
  }
  ~ErrorCounter() { context.getDiagEngine().eraseHandler(id); }

  /// The error of a failed `step`: empty (already reported, with its
  /// location) if MLIR reported one, else one naming the step.
  Status failed(const char *step) const {
    if (errors)
      return Status::reported();
    return Status::error(step, " failed");
  }

private:
  MLIRContext &context;
  DiagnosticEngine::HandlerID id;
  unsigned errors = 0;
};

/// Fails unless the mesh has at most kMaxRanks devices.
Status checkMeshSize(const shardrt::MeshShape &mesh) {
  int64_t devices = 1;
  for (int64_t size : mesh.sizes)
    if (__builtin_mul_overflow(devices, size, &devices) || devices > kMaxRanks)
      return Status::error("the mesh has more than ", kMaxRanks,
                           " devices; shard-run starts every rank on this "
                           "machine");
  return Status::ok();
}

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
  if (!dist::staticTensorBytes(tensor)) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << type;
    return Status::error("has type ", text, ", more than 2^63 bytes");
  }
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
  boundary.spec.dimBlocks.assign(sharding.getBlocks().begin(),
                                 sharding.getBlocks().end());
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

/// The C++ (or CUDA C++) of `module`'s program `entry`; `which` names it in
/// errors MLIR did not report.
StatusOr<std::string> emit(ModuleOp module, const std::string &entry,
                           const std::string &which, Target target,
                           const dist::codegen::EmitOptions &options,
                           const ErrorCounter &counter) {
  if (failed(dist::codegen::formKernels(module)))
    return counter.failed(("forming the kernels of " + which).c_str());
  FailureOr<Operation *> program = dist::codegen::findEntry(module, entry);
  if (failed(program))
    return counter.failed("finding the entry function");
  std::string text;
  llvm::raw_string_ostream os(text);
  if (failed(target == Target::Cuda
                 ? dist::codegen::emitCuda(*program, os, options)
                 : dist::codegen::emitCpp(*program, os, options)))
    return counter.failed(("generating code for " + which).c_str());
  return text;
}

/// True if `fn` already communicates (dist collectives or group ranks) and
/// carries no sharding annotations: a per-device program.
bool isPartitioned(func::FuncOp fn) {
  bool communicates = false, annotated = false;
  fn.walk([&](Operation *op) {
    communicates |= isa<dist::CollectiveOpInterface, dist::GroupRankOp>(op);
    annotated |= isa<dist::ShardOp>(op) ||
                 op->hasAttr(dist::DistDialect::kShardingAttrName);
  });
  for (unsigned i = 0; i < fn.getNumArguments(); ++i)
    annotated |= bool(fn.getArgAttr(i, dist::DistDialect::kShardingAttrName));
  for (unsigned i = 0; i < fn.getNumResults(); ++i)
    annotated |=
        bool(fn.getResultAttr(i, dist::DistDialect::kShardingAttrName));
  return communicates && !annotated;
}

/// Fills the name, mesh, inputs and outputs of `programs` from `fn`'s
/// signature and sharding annotations.
Status describeBoundary(func::FuncOp fn, Programs &programs) {
  programs.name = fn.getSymName().str();
  programs.mesh = meshShapeOf(fn->getParentOfType<ModuleOp>());
  for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
    StatusOr<BoundaryTensor> in = boundaryOf(
        fn.getArgumentTypes()[i],
        fn.getArgAttr(i, dist::DistDialect::kShardingAttrName), programs.mesh);
    if (!in.isOk())
      return Status::error("argument ", i, " of @", programs.name, " ",
                           in.status().message());
    programs.inputs.push_back(*in);
  }
  for (unsigned i = 0; i < fn.getNumResults(); ++i) {
    StatusOr<BoundaryTensor> out =
        boundaryOf(fn.getResultTypes()[i],
                   fn.getResultAttr(i, dist::DistDialect::kShardingAttrName),
                   programs.mesh);
    if (!out.isOk())
      return Status::error("result ", i, " of @", programs.name, " ",
                           out.status().message());
    programs.outputs.push_back(*out);
  }
  return Status::ok();
}

/// The stage that returns each of `pipeline`'s outputs.
std::vector<int64_t> outputStages(dist::PipelineOp pipeline) {
  std::vector<int64_t> stages;
  for (auto [s, name] :
       llvm::enumerate(pipeline.getStages().getAsRange<FlatSymbolRefAttr>())) {
    auto fn =
        SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(pipeline, name);
    auto numbers = fn->getAttrOfType<DenseI64ArrayAttr>(
        dist::DistDialect::kResultNumbersAttrName);
    if (!numbers)
      continue;
    for (int64_t number : numbers.asArrayRef()) {
      if (size_t(number) >= stages.size())
        stages.resize(size_t(number) + 1, 0);
      stages[size_t(number)] = int64_t(s);
    }
  }
  return stages;
}

/// Fails if microbatches, recomputation or sharded gradients are asked for
/// without a pipeline.
Status checkPipeline(func::FuncOp fn, bool pipelined,
                     const PipelineOptions &pipeline) {
  if (!pipelined && pipeline.microbatches > 1)
    return Status::error("--microbatches ", pipeline.microbatches,
                         " needs a pipeline, but @", fn.getSymName().str(),
                         " has no dist.stage_boundary cuts and its mesh no \"",
                         pipeline.axis, "\" axis");
  if (const char *flag = pipeline.recomputation(); flag && !pipelined)
    return Status::error(
        flag, " needs a pipeline, but @", fn.getSymName().str(),
        " has no dist.stage_boundary cuts and its mesh no \"", pipeline.axis,
        "\" axis (one of one device runs the step as one stage)");
  if (pipeline.shardGradients && !pipelined)
    return Status::error(
        "--shard-gradients needs a pipeline, but @", fn.getSymName().str(),
        " has no dist.stage_boundary cuts, and its mesh no \"", pipeline.axis,
        "\" axis of several devices nor one of one device with "
        "--microbatches");
  return Status::ok();
}

/// Removes mesh axis `name` (if there) from `programs`' mesh and from the
/// shardings of its boundary tensors.
void dropAxis(Programs &programs, const std::string &name) {
  int index = programs.mesh.axisIndex(name);
  if (index < 0)
    return;
  programs.mesh.axes.erase(programs.mesh.axes.begin() + index);
  programs.mesh.sizes.erase(programs.mesh.sizes.begin() + index);
  auto renumber = [&](std::vector<int> &axes) {
    llvm::erase(axes, index);
    for (int &a : axes)
      a -= a > index;
  };
  for (std::vector<BoundaryTensor> *list :
       {&programs.inputs, &programs.outputs})
    for (BoundaryTensor &t : *list) {
      for (std::vector<int> &axes : t.spec.dimAxes)
        renumber(axes);
      renumber(t.spec.partialAxes);
    }
}

/// The programs of a model that is already per-device: the same program on
/// every rank, its tensors each rank's own, no reference.
StatusOr<Programs> buildSpmdProgram(ModuleOp module, func::FuncOp fn,
                                    Target target,
                                    const dist::codegen::EmitOptions &options,
                                    const ErrorCounter &counter) {
  Programs programs;
  programs.spmd = true;
  SHARDRT_RETURN_IF_ERROR(describeBoundary(fn, programs));
  programs.communication = summarizeCommunication(fn);
  if (failed(runPasses(
          module, [&](OpPassManager &pm) { dist::buildDistFrontEnd(pm); })))
    return counter.failed("preparing the program");
  StatusOr<std::string> text =
      emit(module, programs.name, "the program", target, options, counter);
  if (!text.isOk())
    return text.status();
  programs.partitioned = *text;
  return programs;
}

/// Parses the model at `modelPath` into `module`, applies --mesh to it and
/// verifies it on that mesh.
Status parseModel(MLIRContext &context, llvm::SourceMgr &sourceMgr,
                  const std::string &modelPath, const std::string &meshText,
                  const ErrorCounter &counter, OwningOpRef<ModuleOp> &module) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> file = openInputFile(modelPath, &error);
  if (!file)
    return Status::error(error);
  // Inputs upstream's parser would crash on are reported instead.
  if (std::optional<ParserCrash> crash = findParserCrash(file->getBuffer())) {
    emitError(
        FileLineColLoc::get(&context, modelPath, crash->line, crash->column))
        << crash->message;
    return Status::reported();
  }
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return counter.failed("parsing the model");
  SHARDRT_RETURN_IF_ERROR(applyMesh(*module, meshText));
  SHARDRT_RETURN_IF_ERROR(checkMeshSize(meshShapeOf(*module)));
  if (failed(verify(*module)))
    return counter.failed("verifying the model on this mesh");
  return Status::ok();
}

/// The reference program's text: `module` without annotations, on one
/// device.
StatusOr<std::string> buildReference(ModuleOp module, const std::string &entry,
                                     const ErrorCounter &counter) {
  OwningOpRef<ModuleOp> reference = module.clone();
  if (failed(runPasses(*reference, [&](OpPassManager &pm) {
        pm.addPass(dist::createDistStripAnnotations());
        dist::buildDistFrontEnd(pm);
      })))
    return counter.failed("preparing the unsharded program");
  return emit(*reference, entry, "the unsharded program", Target::Host, {},
              counter);
}

/// Propagates the shardings through `module` and records in `programs` the
/// boundary tensors and mesh they imply.
Status propagateShardings(ModuleOp module, const std::string &entry,
                          bool pipelined, const PipelineOptions &pipeline,
                          const std::string &sequenceAxis,
                          const ErrorCounter &counter, Programs &programs) {
  // Propagation decides the shardings of the boundary too: inputs are
  // scattered and outputs gathered by what it recorded.
  // Microbatches are a sequential mesh axis until --dist-pipeline; the
  // tokens split over tp within a microbatch, so after it.
  if (failed(runPasses(module, [&](OpPassManager &pm) {
        dist::buildDistFrontEnd(pm);
        if (pipelined)
          pm.addPass(dist::createDistMicrobatch(dist::DistMicrobatchOptions{
              pipeline.microbatches, pipeline.axis}));
        if (!sequenceAxis.empty())
          pm.addPass(dist::createDistSequenceParallel(
              dist::DistSequenceParallelOptions{sequenceAxis}));
        pm.addPass(dist::createDistPropagate());
      })))
    return counter.failed("propagating the shardings");
  FailureOr<Operation *> fn = dist::codegen::findEntry(module, entry);
  if (failed(fn))
    return counter.failed("finding the entry function");
  SHARDRT_RETURN_IF_ERROR(describeBoundary(cast<func::FuncOp>(*fn), programs));
  dropAxis(programs, dist::DistDialect::kMicrobatchAxis.str());
  if (pipelined)
    programs.pipelineAxis = programs.mesh.axisIndex(pipeline.axis);
  return Status::ok();
}

/// Partitions (and pipelines) the propagated `module` and records the
/// partitioned program's text and communication in `programs`.
Status buildPartitioned(ModuleOp module, const std::string &entry,
                        const CollectiveOptions &collectives, Target target,
                        const dist::codegen::EmitOptions &options,
                        bool pipelined, const PipelineOptions &pipeline,
                        const ErrorCounter &counter, Programs &programs) {
  if (failed(runPasses(module, [&](OpPassManager &pm) {
        // Pipelines bucket each stage's all_reduces once cut: bucketed
        // before, a one-microbatch step's loss joins its gradients'.
        dist::buildDistPartitioning(pm, collectives.optimize,
                                    pipelined ? 0 : collectives.bucketBytes,
                                    pipeline.axis);
        if (pipelined)
          dist::buildDistPipelining(
              pm, pipeline.axis, pipeline.schedule, pipeline.virtualStages,
              collectives.optimize, collectives.bucketBytes, pipeline.recompute,
              pipeline.selectiveRecompute, pipeline.balance,
              pipeline.shardGradients);
        dist::buildDistCollectiveMatmul(pm, collectives.collectiveMatmulChunks);
      })))
    return counter.failed(pipelined ? "pipelining" : "partitioning");
  FailureOr<Operation *> fn = dist::codegen::findEntry(module, entry);
  if (failed(fn))
    return counter.failed("finding the entry function");
  programs.communication = summarizeCommunication(*fn);
  if (auto pipelineOp = dyn_cast<dist::PipelineOp>(*fn))
    programs.outputStages = outputStages(pipelineOp);
  StatusOr<std::string> partitioned =
      emit(module, entry, "the partitioned program", target, options, counter);
  if (!partitioned.isOk())
    return partitioned.status();
  programs.partitioned = *partitioned;
  return Status::ok();
}

} // namespace

StatusOr<Programs>
buildPrograms(const std::string &modelPath, const std::string &meshText,
              const std::string &entry, const CollectiveOptions &collectives,
              Target target, const dist::codegen::EmitOptions &options,
              const PipelineOptions &pipeline, const ModelRewrites &rewrites) {
  const StateSharding &state = rewrites.state;
  const std::string &sequenceAxis = rewrites.sequenceAxis;
  // Everything upstream parses: models arrive with harness code (timers,
  // prints, LLVM globals) beside the program.
  DialectRegistry registry;
  registerAllDialects(registry);
  registry.insert<dist::DistDialect, shard::tmtensor::TMTensorDialect>();
  registerAllExtensions(registry);
  dist::registerShardingRules(registry);
  MLIRContext context(registry);
  // The mesh --mesh declares may be the first dist op of the module.
  context.loadDialect<dist::DistDialect>();
  // One located line per error: no dump of the operation after it.
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  ErrorCounter counter(context);

  OwningOpRef<ModuleOp> module;
  SHARDRT_RETURN_IF_ERROR(
      parseModel(context, sourceMgr, modelPath, meshText, counter, module));

  // A program that already communicates runs as it is on every rank.
  FailureOr<Operation *> entryOp = dist::codegen::findEntry(*module, entry);
  if (failed(entryOp))
    return counter.failed("finding the entry function");
  auto entryFn = dyn_cast<func::FuncOp>(*entryOp);
  if (!entryFn)
    return Status::error("@", SymbolTable::getSymbolName(*entryOp).str(),
                         " is already a pipeline; shard-run runs the model "
                         "it was made from");
  if (isPartitioned(entryFn)) {
    if (!state.axis.empty() || !sequenceAxis.empty() || rewrites.narrowF64)
      return Status::error("@", entryFn.getSymName().str(),
                           " is already partitioned: ",
                           rewrites.narrowF64      ? "--narrow-f64"
                           : !sequenceAxis.empty() ? "--sequence-parallel"
                           : state.weights         ? "--fsdp"
                                                   : "--shard-optimizer",
                           " rewrites the model before partitioning");
    return buildSpmdProgram(*module, entryFn, target, options, counter);
  }
  // Globals become state before the job's facts are read: the lifted
  // arguments are updated by their results and start from initial values.
  if (failed(runPasses(*module, [](OpPassManager &pm) {
        pm.addPass(createInlinerPass());
        pm.addPass(dist::createDistLiftGlobals());
      })))
    return counter.failed("making the globals arguments");
  // The distributed optimizer tells a weight's next value from its state's
  // by dist.updated_by, so it runs before the job's facts are taken.
  if (!state.axis.empty() && failed(runPasses(*module, [&](OpPassManager &pm) {
        dist::buildDistFrontEnd(pm);
        pm.addPass(dist::createDistShardOptimizer(
            dist::DistShardOptimizerOptions{state.axis, state.weights}));
      })))
    return counter.failed("sharding the optimizer");
  // Verified above; a fact about the job, not the computation, which the
  // passes that propagate, microbatch and cut need not keep consistent.
  std::vector<int> updatedBy = takeUpdatedBy(entryFn);
  std::vector<ElementsAttr> initialValues = takeInitialValues(entryFn);
  // Cut at its cuts, or automatically on a mesh with stages.
  bool pipelined = llvm::is_contained(
      dist::functionsToPipeline(*module, pipeline.axis, pipeline.microbatches,
                                pipeline.recomputation() != nullptr),
      entryFn);
  SHARDRT_RETURN_IF_ERROR(checkPipeline(entryFn, pipelined, pipeline));

  // The reference: no annotations, one device.
  StatusOr<std::string> referenceText = buildReference(*module, entry, counter);
  if (!referenceText.isOk())
    return referenceText.status();

  Programs programs;
  programs.updatedBy = updatedBy;
  programs.reference = *referenceText;
  // After the reference, which computes what the model says.
  if (rewrites.narrowF64 && failed(runPasses(*module, [](OpPassManager &pm) {
        dist::buildDistFrontEnd(pm);
        pm.addPass(dist::createDistNarrowF64());
      })))
    return counter.failed("computing f64 in f32");
  SHARDRT_RETURN_IF_ERROR(propagateShardings(
      *module, entry, pipelined, pipeline, sequenceAxis, counter, programs));
  for (auto [value, input] : llvm::zip(initialValues, programs.inputs))
    programs.initialValues.push_back(
        value ? std::optional(arrayOf(value, input.dtype)) : std::nullopt);
  // The partitioned program.
  SHARDRT_RETURN_IF_ERROR(buildPartitioned(*module, entry, collectives, target,
                                           options, pipelined, pipeline,
                                           counter, programs));
  return programs;
}

} // namespace shard::driver
