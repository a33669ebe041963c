//===- TMTensorOps.td - torch-mlir's tm_tensor ops, as shard reads them ---===//
//
// torch-mlir lowers the PyTorch ops that linalg cannot express (cumsum,
// sort and topk, scatter and index_put, scaled dot-product attention) to
// its own `tm_tensor` dialect.
// shard parses those ops in torch-mlir's textual form (on tensors) so that
// an exported file runs unedited, and converts them to linalg.generic in its
// front end (--dist-convert-tm-tensor), where the sharding rules of
// linalg apply. Only what torch-mlir's linalg-on-tensors output contains is
// defined here.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TMTENSOR_TMTENSOROPS_TD
#define SHARD_TMTENSOR_TMTENSOROPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TMTensor_Dialect : Dialect {
  let name = "tm_tensor";
  let cppNamespace = "::shard::tmtensor";
  let summary = "torch-mlir's tm_tensor ops on tensors, for shard's front end";
  let description = [{
    The ops torch-mlir emits beside linalg for what linalg cannot express.
    Each takes its inputs (`ins`) and its destinations (`outs`) and returns
    new tensors of the destinations' types; a region says how values
    combine or compare. shard converts them to `linalg.generic` before
    propagation (`--dist-convert-tm-tensor`, part of
    `--dist-parallelize` and of shard-run).
  }];
}

class TMTensor_Op<string mnemonic, list<Trait> traits = []>
    : Op<TMTensor_Dialect, mnemonic,
         !listconcat(traits, [Pure, AttrSizedOperandSegments, SingleBlock])> {
  let hasVerifier = 1;
}

def TMTensor_ScanOp : TMTensor_Op<"scan"> {
  let summary = "inclusive or exclusive scan along one dimension";
  let description = [{
    `ins` is one tensor X; `outs` are the scan's destination (X's type) and
    an accumulator A (X's shape without `dimension`). The region combines
    the running value (first argument) with the next element (second) and
    yields the new running value. Along `dimension`, an inclusive scan gives
    `out[0] = X[0]`, `out[i] = f(out[i-1], X[i])`; an exclusive one
    `out[0] = A`, `out[i] = f(out[i-1], X[i-1])`. The second result is the
    scan's final value: `out[n-1]` (inclusive) or `f(out[n-1], X[n-1])`
    (exclusive). torch.cumsum is an inclusive scan with `arith.addf`.

    ```mlir
    %r:2 = tm_tensor.scan dimension(1) inclusive(true)
        ins(%x : tensor<3x5xf32>) outs(%o, %a : tensor<3x5xf32>, tensor<3xf32>) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      tm_tensor.yield %s : f32
    } -> tensor<3x5xf32>, tensor<3xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$inputs,
                       Variadic<AnyRankedTensor>:$outputs,
                       I64Attr:$dimension, BoolAttr:$inclusive);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    `dimension` `(` $dimension `)` `inclusive` `(` $inclusive `)` attr-dict
    `ins` `(` $inputs `:` type($inputs) `)`
    `outs` `(` $outputs `:` type($outputs) `)`
    $region (`->` type($results)^)?
  }];
}

def TMTensor_ScatterOp : TMTensor_Op<"scatter"> {
  let summary = "combines update slices into a tensor at given indices";
  let description = [{
    `ins` are the updates U (`N x slice`) and the indices I (`N x depth`,
    integers); `outs` is the original tensor O. For update n, index column k
    gives the position along O's dimension `dimension_map[k]`; the slice's
    dimensions are O's last ones, and where a slice dimension is also
    indexed, the index is its offset. Each O element an update lands on
    becomes `region(update, O element)`, updates applied in order (so
    repeated indices accumulate or the last one wins, as the region says).
    `unique_indices` states that no index repeats. torch's index_put,
    index_add and scatter_add lower to it.
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$inputs,
                       Variadic<AnyRankedTensor>:$outputs,
                       DenseI64ArrayAttr:$dimension_map,
                       DefaultValuedAttr<BoolAttr, "true">:$unique_indices);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    attr-dict `unique_indices` `(` $unique_indices `)`
    (`ins` `(` $inputs^ `:` type($inputs) `)`)?
    `outs` `(` $outputs `:` type($outputs) `)`
    $region (`->` type($results)^)?
  }];
}

def TMTensor_SortOp : TMTensor_Op<"sort"> {
  let summary = "sorts tensors together along one dimension";
  let description = [{
    `outs` are tensors of one shape, sorted together along `dimension` by
    the region: given the first tensor's two elements and then each other
    tensor's (`lhs0, rhs0, lhs1, rhs1, ...`), it yields whether lhs goes
    before rhs. Elements that compare both ways or neither keep their
    order. torch.sort and torch.topk lower to it, the second tensor holding
    the positions.
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$inputs,
                       Variadic<AnyRankedTensor>:$outputs,
                       I64Attr:$dimension);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    attr-dict `dimension` `(` $dimension `)`
    (`ins` `(` $inputs^ `:` type($inputs) `)`)?
    `outs` `(` $outputs `:` type($outputs) `)`
    $region (`->` type($results)^)?
  }];
}

def TMTensor_AttentionOp : TMTensor_Op<"attention"> {
  let summary = "softmax(scale Q K^T + mask) V over batch dimensions";
  let description = [{
    `ins` are the query Q (`[batch..., M, D]`), the key K (`[batch..., N,
    D]`), the value V (`[batch..., N, E]`) and optionally a mask
    (`[batch..., M, N]`); `outs` is the result's destination
    (`[batch..., M, E]`, overwritten). With S = `scale` Q K^T (1/sqrt(D)
    without the attribute), plus the mask (added if it is of the element
    type; an i1 mask keeps S where it is true and makes it -inf
    elsewhere), each row of S becomes its softmax P, a row that is -inf
    throughout all zeros, and the result is P V. torch-mlir lowers
    `scaled_dot_product_attention` (a causal flag as a mask, heads folded
    into one batch dimension) to it.

    ```mlir
    %r = tm_tensor.attention
        ins(%q, %k, %v : tensor<8x16x32xf32>, tensor<8x16x32xf32>,
                         tensor<8x16x32xf32>)
        outs(%o : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$inputs,
                       Variadic<AnyRankedTensor>:$outputs,
                       OptionalAttr<F64Attr>:$scale);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let assemblyFormat = [{
    attr-dict
    `ins` `(` $inputs `:` type($inputs) `)`
    `outs` `(` $outputs `:` type($outputs) `)`
    (`->` type($results)^)?
  }];
}

def TMTensor_YieldOp : Op<TMTensor_Dialect, "yield",
                          [Pure, Terminator,
                           ParentOneOf<["ScanOp", "ScatterOp", "SortOp"]>]> {
  let summary = "the value a tm_tensor region computes";
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

#endif // SHARD_TMTENSOR_TMTENSOROPS_TD
