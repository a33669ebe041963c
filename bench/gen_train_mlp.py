#!/usr/bin/env python3
"""Prints an SGD training step of an MLP as MLIR (linalg on tensors).

    bench/gen_train_mlp.py [--layers L] [--batch B] [--width D]

One function @train: L layers a_i = tanh(a_{i-1} W_i) (weights alternately
column- and row-parallel over tp, the batch over dp; inputs and labels
marked `dist.microbatch_dim = 0`), the mean squared error, the backward
written out (dW_i = a_{i-1}^T dH_i, dA_{i-1} = dH_i W_i^T), and
W_i - 0.5 dW_i; it returns the loss and the new weights. The mesh is
dp=1,pp=1,tp=1 (shard-run --mesh sets it). With the defaults it is the
body of test/e2e/pipeline_training.mlir.
"""
import argparse


def generate(L, B, D):
    o = []
    col = '#dist.sharding<@mesh, [{}, {"tp"}]>'
    row = '#dist.sharding<@mesh, [{"tp"}, {}]>'
    bat = '#dist.sharding<@mesh, [{"dp"}, {}]>'
    T = f'tensor<{B}x{D}xf32>'
    W = f'tensor<{D}x{D}xf32>'
    o.append('#id = affine_map<(i, j) -> (i, j)>')
    o.append('#all = affine_map<(i, j) -> ()>')
    o.append('// dW = A^T dH (a reduction over the batch) and dA = dH W^T.')
    o.append('#ta = affine_map<(i, j, b) -> (b, i)>')
    o.append('#tb = affine_map<(i, j, b) -> (b, j)>')
    o.append('#tc = affine_map<(i, j, b) -> (i, j)>')
    o.append('#ma = affine_map<(b, i, j) -> (b, j)>')
    o.append('#mb = affine_map<(b, i, j) -> (i, j)>')
    o.append('#mc = affine_map<(b, i, j) -> (b, i)>')
    o.append('dist.mesh @mesh = <["dp"=1, "pp"=1, "tp"=1]>')
    args = [f'%x: {T} {{dist.sharding = {bat}, dist.microbatch_dim = 0}}',
            f'%y: {T} {{dist.sharding = {bat}, dist.microbatch_dim = 0}}']
    sh = [col if i % 2 == 1 else row for i in range(1, L + 1)]
    for i in range(1, L + 1):
        args.append(f'%w{i}: {W} {{dist.sharding = {sh[i-1]}}}')
    res = ['tensor<f32> {dist.sharding = #dist.sharding<@mesh, []>}'] + [f'{W} {{dist.sharding = {sh[i-1]}}}' for i in range(1, L + 1)]
    o.append('func.func @train(' + ',\n                  '.join(args) + ')\n    -> (' + ',\n        '.join(res) + ') {')
    o.append('  %zero = arith.constant 0.0 : f32')
    o.append('  %one = arith.constant 1.0 : f32')
    o.append(f'  %scale = arith.constant {1.0/(B*D):.10e} : f32')
    o.append(f'  %gscale = arith.constant {2.0/(B*D):.10e} : f32')
    o.append('  %lr = arith.constant 0.5 : f32')
    o.append(f'  %e = tensor.empty() : {T}')
    o.append(f'  %z = linalg.fill ins(%zero : f32) outs(%e : {T}) -> {T}')
    o.append(f'  %ew = tensor.empty() : {W}')
    o.append(f'  %zw = linalg.fill ins(%zero : f32) outs(%ew : {W}) -> {W}')
    o.append('  // Forward: a_i = tanh(a_{i-1} W_i).')
    prev = '%x'
    for i in range(1, L + 1):
        o.append(f'  %h{i} = linalg.matmul ins({prev}, %w{i} : {T}, {W}) outs(%z : {T}) -> {T}')
        o.append(f'  %a{i} = linalg.generic {{indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}}')
        o.append(f'      ins(%h{i} : {T}) outs(%e : {T}) {{')
        o.append('  ^bb0(%v: f32, %o: f32):')
        o.append('    %t = math.tanh %v : f32')
        o.append('    linalg.yield %t : f32')
        o.append(f'  }} -> {T}')
        prev = f'%a{i}'
    o.append('  // Loss: the mean squared error.')
    o.append(f'  %el = tensor.empty() : tensor<f32>')
    o.append(f'  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>')
    o.append('  %loss = linalg.generic {indexing_maps = [#id, #id, #all], iterator_types = ["reduction", "reduction"]}')
    o.append(f'      ins({prev}, %y : {T}, {T}) outs(%zl : tensor<f32>) {{')
    o.append('  ^bb0(%u: f32, %v: f32, %acc: f32):')
    o.append('    %d = arith.subf %u, %v : f32')
    o.append('    %sq = arith.mulf %d, %d : f32')
    o.append('    %sc = arith.mulf %sq, %scale : f32')
    o.append('    %r = arith.addf %acc, %sc : f32')
    o.append('    linalg.yield %r : f32')
    o.append('  } -> tensor<f32>')
    o.append('  // Backward.')
    o.append(f'  %da{L} = linalg.generic {{indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}}')
    o.append(f'      ins({prev}, %y : {T}, {T}) outs(%e : {T}) {{')
    o.append('  ^bb0(%u: f32, %v: f32, %o: f32):')
    o.append('    %d = arith.subf %u, %v : f32')
    o.append('    %r = arith.mulf %d, %gscale : f32')
    o.append('    linalg.yield %r : f32')
    o.append(f'  }} -> {T}')
    for i in range(L, 0, -1):
        o.append(f'  %dh{i} = linalg.generic {{indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}}')
        o.append(f'      ins(%da{i}, %a{i} : {T}, {T}) outs(%e : {T}) {{')
        o.append('  ^bb0(%g: f32, %a: f32, %o: f32):')
        o.append('    %sq = arith.mulf %a, %a : f32')
        o.append('    %d = arith.subf %one, %sq : f32')
        o.append('    %r = arith.mulf %g, %d : f32')
        o.append('    linalg.yield %r : f32')
        o.append(f'  }} -> {T}')
        inp = '%x' if i == 1 else f'%a{i-1}'
        o.append(f'  %dw{i} = linalg.generic {{indexing_maps = [#ta, #tb, #tc], iterator_types = ["parallel", "parallel", "reduction"]}}')
        o.append(f'      ins({inp}, %dh{i} : {T}, {T}) outs(%zw : {W}) {{')
        o.append('  ^bb0(%u: f32, %v: f32, %acc: f32):')
        o.append('    %m = arith.mulf %u, %v : f32')
        o.append('    %r = arith.addf %acc, %m : f32')
        o.append('    linalg.yield %r : f32')
        o.append(f'  }} -> {W}')
        if i > 1:
            o.append(f'  %da{i-1} = linalg.generic {{indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}}')
            o.append(f'      ins(%dh{i}, %w{i} : {T}, {W}) outs(%z : {T}) {{')
            o.append('  ^bb0(%u: f32, %v: f32, %acc: f32):')
            o.append('    %m = arith.mulf %u, %v : f32')
            o.append('    %r = arith.addf %acc, %m : f32')
            o.append('    linalg.yield %r : f32')
            o.append(f'  }} -> {T}')
    o.append('  // SGD.')
    for i in range(1, L + 1):
        o.append(f'  %n{i} = linalg.generic {{indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}}')
        o.append(f'      ins(%w{i}, %dw{i} : {W}, {W}) outs(%ew : {W}) {{')
        o.append('  ^bb0(%w: f32, %g: f32, %o: f32):')
        o.append('    %s = arith.mulf %g, %lr : f32')
        o.append('    %r = arith.subf %w, %s : f32')
        o.append('    linalg.yield %r : f32')
        o.append(f'  }} -> {W}')
    o.append(f'  return %loss, ' + ', '.join(f'%n{i}' for i in range(1, L + 1)) + ' : tensor<f32>, ' + ', '.join([W] * L))
    o.append('}')
    return '\n'.join(o)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=4)
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--width", type=int, default=32)
    a = parser.parse_args()
    print(generate(a.layers, a.batch, a.width))


if __name__ == "__main__":
    main()
