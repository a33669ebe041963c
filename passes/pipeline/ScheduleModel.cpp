//===- ScheduleModel.cpp - pipeline schedules and their cost model --------===//

#include "passes/pipeline/ScheduleModel.h"

#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <limits>
#include <map>
#include <tuple>

namespace mlir::dist::schedule {
namespace {

using Key = std::tuple<Pass, int, int>; // pass, microbatch, virtual stage

int virtualStage(const Action &a, int rank, int ranks) {
  return a.chunk * ranks + rank;
}

/// The passes `a` (on `rank`) needs done first.
llvm::SmallVector<Key, 2> dependencies(const Action &a, int rank,
                                       const Shape &shape) {
  int vs = virtualStage(a, rank, shape.ranks);
  int last = shape.ranks * shape.chunks - 1;
  llvm::SmallVector<Key, 2> deps;
  switch (a.pass) {
  case Pass::Forward:
    if (vs > 0)
      deps.push_back({Pass::Forward, a.microbatch, vs - 1});
    break;
  case Pass::Backward:
    deps.push_back({Pass::Forward, a.microbatch, vs});
    if (vs < last)
      deps.push_back({Pass::Backward, a.microbatch, vs + 1});
    break;
  case Pass::WeightGradient:
    deps.push_back({Pass::Backward, a.microbatch, vs});
    break;
  }
  return deps;
}

/// Where the end of (pass, microbatch, virtual stage) is kept: the
/// planner simulates thousands of schedules, so no map.
size_t slotOf(const Key &k, const Shape &shape) {
  auto [pass, microbatch, vs] = k;
  return (size_t(pass) * size_t(shape.microbatches) + size_t(microbatch)) *
             size_t(shape.ranks * shape.chunks) +
         size_t(vs);
}

/// 1F1B on one rank over `total` (virtual) microbatches: `warmup` forwards,
/// then one forward and one backward at a time, then the backwards left.
/// `forward(k)` and `backward(k)` give the k-th of each.
template <typename F, typename B>
std::vector<Action> oneForwardOneBackward(int total, int warmup, F forward,
                                          B backward) {
  std::vector<Action> order;
  warmup = std::min(warmup, total);
  for (int k = 0; k < warmup; ++k)
    order.push_back(forward(k));
  for (int k = 0; k < total - warmup; ++k) {
    order.push_back(forward(warmup + k));
    order.push_back(backward(k));
  }
  for (int k = total - warmup; k < total; ++k)
    order.push_back(backward(k));
  return order;
}

/// ZB-H1: the 1F1B order of forwards and input-gradient backwards; each
/// weight gradient waits until its rank would otherwise idle for at least
/// its length (its inputs are ready), or until the end. Weight gradients
/// are off the backward's critical path, so the cooldown's waits fill with
/// them. A microbatch's activations live from its forward to its weight
/// gradient, so a rank runs a pending weight gradient before a forward
/// that would hold more microbatches than 1F1B holds on it (p - r): no
/// rank needs more memory than under 1F1B. (Qi et al.'s H1 lets every
/// rank hold p, 1F1B's first rank's count, which halves the bubble again
/// for equal stages but exceeds 1F1B's bytes where later stages' are
/// larger.) Built by simulating: `costs` decide where they go.
Schedule zeroBubble(const Shape &shape, const Costs &costs) {
  int p = shape.ranks, m = shape.microbatches;
  std::vector<std::vector<Action>> templates(p);
  for (int r = 0; r < p; ++r)
    templates[r] = oneForwardOneBackward(
        m, p - r - 1,
        [](int k) {
          return Action{Pass::Forward, k, 0};
        },
        [](int k) {
          return Action{Pass::Backward, k, 0};
        });
  Schedule schedule;
  schedule.ranks.resize(p);
  // End times; negative: not run yet.
  std::vector<double> end(3 * size_t(shape.microbatches) *
                              size_t(shape.ranks * shape.chunks),
                          -1.0);
  std::vector<double> free(p, 0);
  std::vector<size_t> next(p, 0);
  std::vector<std::vector<int>> pendingW(p);
  // Microbatches whose forward ran and whose weight gradient did not.
  std::vector<int> live(p, 0);
  const double never = std::numeric_limits<double>::infinity();
  // Events happen in order of their start: each rank offers its next one
  // (a weight gradient if one fits before its next pass can start).
  for (;;) {
    int bestRank = -1;
    double bestStart = never;
    Action bestAction{};
    for (int r = 0; r < p; ++r) {
      double ready = never;
      if (next[r] < templates[r].size()) {
        ready = free[r];
        for (const Key &k : dependencies(templates[r][next[r]], r, shape)) {
          double done = end[slotOf(k, shape)];
          ready = done < 0 ? never : std::max(ready, done);
        }
      }
      Action action;
      double start;
      bool full = next[r] < templates[r].size() &&
                  templates[r][next[r]].pass == Pass::Forward &&
                  live[r] >= p - r;
      if (!pendingW[r].empty() &&
          (ready == never || full ||
           free[r] + passCost(
                         Action{Pass::WeightGradient, pendingW[r].front(), 0},
                         r, shape, Kind::ZeroBubbleH1, costs) <=
               ready)) {
        action = Action{Pass::WeightGradient, pendingW[r].front(), 0};
        start = free[r];
      } else if (ready != never) {
        action = templates[r][next[r]];
        start = ready;
      } else {
        continue;
      }
      if (start < bestStart) {
        bestStart = start;
        bestRank = r;
        bestAction = action;
      }
    }
    if (bestRank < 0)
      break;
    int r = bestRank;
    if (bestAction.pass == Pass::WeightGradient) {
      pendingW[r].erase(pendingW[r].begin());
      --live[r];
    } else if (++next[r]; bestAction.pass == Pass::Backward) {
      pendingW[r].push_back(bestAction.microbatch);
    } else {
      ++live[r];
    }
    free[r] =
        bestStart + passCost(bestAction, r, shape, Kind::ZeroBubbleH1, costs);
    end[slotOf({bestAction.pass, bestAction.microbatch,
                virtualStage(bestAction, r, p)},
               shape)] = free[r];
    schedule.ranks[r].push_back(bestAction);
  }
  return schedule;
}

} // namespace

double passCost(const Action &a, int rank, const Shape &shape, Kind kind,
                const Costs &costs) {
  int vs = virtualStage(a, rank, shape.ranks);
  double scale =
      size_t(vs) < costs.stageScale.size() ? costs.stageScale[vs] : 1.0;
  switch (a.pass) {
  case Pass::Forward:
    return scale * costs.forward;
  case Pass::Backward:
    return scale * (kind == Kind::ZeroBubbleH1
                        ? costs.backward
                        : costs.backward + costs.weightGradient);
  case Pass::WeightGradient:
    return scale * costs.weightGradient;
  }
  return 0;
}

Schedule build(Kind kind, const Shape &shape, const Costs &costs) {
  Schedule schedule;
  int p = shape.ranks, m = shape.microbatches, v = shape.chunks;
  if (p < 1 || m < 1 || v < 1) {
    schedule.error = "ranks, microbatches and chunks must be at least 1";
    return schedule;
  }
  if (kind != Kind::Interleaved && v != 1) {
    schedule.error = std::string(kindName(kind)) +
                     " runs one model chunk per rank; virtual stages need " +
                     kindName(Kind::Interleaved);
    return schedule;
  }
  if (kind == Kind::Interleaved && m % p != 0) {
    schedule.error = "interleaved-1f1b needs a microbatch count divisible by "
                     "the " +
                     std::to_string(p) + " stages, not " + std::to_string(m);
    return schedule;
  }
  if (kind == Kind::ZeroBubbleH1 && shape.forwardOnly) {
    schedule.error = "zb-h1 splits the backward pass; a forward program has "
                     "none";
    return schedule;
  }
  if (kind == Kind::ZeroBubbleH1)
    return zeroBubble(shape, costs);
  schedule.ranks.resize(p);
  // Interleaved: the k-th forward of a rank runs chunk (k mod pv) / p of
  // microbatch (k / pv) p + k mod p; backwards take the chunks in reverse.
  auto forward = [&](int k) {
    return Action{Pass::Forward, (k / (p * v)) * p + k % p, (k % (p * v)) / p};
  };
  auto backward = [&](int k) {
    return Action{Pass::Backward, (k / (p * v)) * p + k % p,
                  v - 1 - (k % (p * v)) / p};
  };
  for (int r = 0; r < p; ++r) {
    std::vector<Action> &order = schedule.ranks[r];
    int total = m * v;
    if (shape.forwardOnly) {
      for (int k = 0; k < total; ++k)
        order.push_back(forward(k));
      continue;
    }
    switch (kind) {
    case Kind::GPipe:
      for (int k = 0; k < m; ++k)
        order.push_back(Action{Pass::Forward, k, 0});
      for (int k = 0; k < m; ++k)
        order.push_back(Action{Pass::Backward, k, 0});
      break;
    case Kind::OneFOneB:
      order = oneForwardOneBackward(total, p - r - 1, forward, backward);
      break;
    case Kind::Interleaved:
      order = oneForwardOneBackward(total, (p - r - 1) * 2 + (v - 1) * p,
                                    forward, backward);
      break;
    case Kind::ZeroBubbleH1:
      break;
    }
  }
  return schedule;
}

const Schedule &Orders::of(Kind kind, const Shape &shape) {
  auto key = std::make_tuple(kind, shape.ranks, shape.microbatches,
                             shape.chunks, shape.forwardOnly);
  auto found = built.find(key);
  if (found == built.end())
    found = built.emplace(key, build(kind, shape)).first;
  return found->second;
}

std::vector<Group> transferGroups(const std::vector<Action> &order, Kind kind) {
  std::vector<Group> groups;
  // Whether a forward follows a backward: the order has a steady state.
  // Without one (every forward is warm-up: interleaved 1F1B with m = p on
  // more than 2 ranks) the last forward and the first backward are not a
  // step, as in Megatron's all-warm-up case: pairing them would make each
  // rank's pair wait for its neighbour's.
  auto firstBackward = std::find_if(order.begin(), order.end(), [](auto &a) {
    return a.pass == Pass::Backward;
  });
  bool steady = std::any_of(firstBackward, order.end(), [](const auto &a) {
    return a.pass == Pass::Forward;
  });
  for (size_t i = 0; i < order.size(); ++i) {
    auto next = [&](size_t k) {
      return i + k < order.size() ? std::optional(order[i + k].pass)
                                  : std::nullopt;
    };
    // Interleaved 1F1B's steady state runs a forward and a backward as one
    // step, as Megatron does: both receives, both passes, both sends, so
    // that one rank's step exchanges with its neighbours' in one group
    // each (separate groups deadlock when a chunk boundary crosses from
    // the last rank to the first).
    if (kind == Kind::Interleaved && steady && order[i].pass == Pass::Forward &&
        next(1) == Pass::Backward) {
      Span both{i, i + 2};
      groups.push_back({both, both, both});
      ++i;
      continue;
    }
    // ZB-H1's steady state, B W F: the backward's sends go in one group
    // with the forward's receives, as the neighbour posts its own exchange,
    // and the weight gradient runs while they move (a schedule's exchanges
    // stay in flight until a pass touches their buffers). A send alone
    // would wait for the neighbour's next exchange. In the cooldown (no
    // forward follows) the gradient goes at once.
    if (kind == Kind::ZeroBubbleH1 && order[i].pass == Pass::Backward &&
        next(1) == Pass::WeightGradient && next(2) == Pass::Forward) {
      Span backward{i, i + 1}, forward{i + 2, i + 3};
      groups.push_back({backward, backward, backward});
      groups.push_back({forward, {i + 1, i + 3}, forward});
      i += 2;
      continue;
    }
    Span one{i, i + 1};
    groups.push_back({one, one, one});
  }
  return groups;
}

int64_t heldAtPeak(const std::vector<Action> &order,
                   const std::vector<Kept> &kept) {
  // held[i + 1] - held[i]: what starts being held at action i, less what
  // stopped after action i - 1.
  std::vector<int64_t> change(order.size() + 1, 0);
  for (const Kept &k : kept) {
    auto runs = [&](Pass pass) {
      return std::any_of(order.begin(), order.end(), [&](const Action &a) {
        return a.chunk == k.chunk && a.pass == pass;
      });
    };
    std::vector<Pass> readers;
    for (Pass reader : k.readers)
      readers.push_back(runs(reader) ? reader : Pass::Backward);
    // Per microbatch: where it starts being held and its last reader.
    std::map<int, std::pair<size_t, size_t>> spans;
    for (size_t i = 0; i < order.size(); ++i) {
      const Action &a = order[i];
      if (a.chunk != k.chunk)
        continue;
      if (a.pass == k.from && !spans.count(a.microbatch))
        spans[a.microbatch] = {i, i};
      auto span = spans.find(a.microbatch);
      if (span != spans.end() &&
          std::find(readers.begin(), readers.end(), a.pass) != readers.end())
        span->second.second = i;
    }
    for (const auto &[microbatch, span] : spans) {
      // A value no later pass reads is not held.
      if (span.second == span.first)
        continue;
      change[span.first] += k.bytes;
      change[span.second + 1] -= k.bytes;
    }
  }
  int64_t held = 0, most = 0;
  for (int64_t c : change) {
    held += c;
    most = std::max(most, held);
  }
  return most;
}

Timeline simulate(const Schedule &schedule, const Shape &shape, Kind kind,
                  const Costs &costs) {
  int p = shape.ranks;
  Timeline timeline;
  timeline.ranks.resize(p);
  timeline.peakInFlight.assign(p, 0);
  timeline.peakAwaitingW.assign(p, 0);
  timeline.peakHeldBytes.assign(p, 0);
  auto weight = [](const std::vector<double> &bytes, int vs) {
    return size_t(vs) < bytes.size() ? bytes[vs] : 0.0;
  };
  // End times; negative: not run yet.
  std::vector<double> end(3 * size_t(shape.microbatches) *
                              size_t(shape.ranks * shape.chunks),
                          -1.0);
  std::vector<double> free(p, 0);
  std::vector<size_t> next(p, 0);
  std::vector<int> inFlight(p, 0), awaitingW(p, 0);
  std::vector<double> held(p, 0);
  for (bool progress = true; progress;) {
    progress = false;
    for (int r = 0; r < p; ++r) {
      const std::vector<Action> &order = schedule.ranks[r];
      while (next[r] < order.size()) {
        const Action &a = order[next[r]];
        double start = free[r];
        bool ready = true;
        for (const Key &k : dependencies(a, r, shape)) {
          double done = end[slotOf(k, shape)];
          if (done < 0) {
            ready = false;
            break;
          }
          start = std::max(start, done);
        }
        if (!ready)
          break;
        double finish = start + passCost(a, r, shape, kind, costs);
        int vs = virtualStage(a, r, p);
        end[slotOf({a.pass, a.microbatch, vs}, shape)] = finish;
        timeline.ranks[r].push_back({a, start, finish});
        free[r] = finish;
        ++next[r];
        progress = true;
        // A microbatch's activations live from its forward to its backward,
        // or, split, to its weight gradient (which reads the layers' inputs
        // and output gradients: most of them); a forward program keeps none
        // after its forward.
        Pass last =
            kind == Kind::ZeroBubbleH1 ? Pass::WeightGradient : Pass::Backward;
        bool releases = shape.forwardOnly || a.pass == last;
        if (a.pass == Pass::Forward) {
          timeline.peakInFlight[r] =
              std::max(timeline.peakInFlight[r], ++inFlight[r]);
          held[r] += weight(costs.stageActivations, vs);
        }
        bool splitW = kind == Kind::ZeroBubbleH1 && !shape.forwardOnly;
        if (splitW && a.pass == Pass::Backward) {
          timeline.peakAwaitingW[r] =
              std::max(timeline.peakAwaitingW[r], ++awaitingW[r]);
          held[r] += weight(costs.stageAwaitingW, vs);
        }
        timeline.peakHeldBytes[r] =
            std::max(timeline.peakHeldBytes[r], held[r]);
        if (releases) {
          --inFlight[r];
          held[r] -= weight(costs.stageActivations, vs);
        }
        if (splitW && a.pass == Pass::WeightGradient) {
          --awaitingW[r];
          held[r] -= weight(costs.stageAwaitingW, vs);
        }
      }
    }
  }
  for (int r = 0; r < p; ++r) {
    if (next[r] < schedule.ranks[r].size()) {
      const Action &a = schedule.ranks[r][next[r]];
      const char *names[] = {"F", "B", "W"};
      timeline.error = "rank " + std::to_string(r) + " waits forever at " +
                       names[int(a.pass)] + std::to_string(a.microbatch) +
                       " of chunk " + std::to_string(a.chunk);
      return timeline;
    }
    timeline.makespan = std::max(timeline.makespan, free[r]);
  }
  for (int r = 0; r < p; ++r) {
    double busy = 0;
    for (const Timed &t : timeline.ranks[r])
      busy += t.end - t.start;
    if (busy > 0)
      timeline.bubble =
          std::max(timeline.bubble, (timeline.makespan - busy) / busy);
  }
  return timeline;
}

} // namespace mlir::dist::schedule
