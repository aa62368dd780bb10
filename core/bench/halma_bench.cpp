#include "bench/halma_bench.hpp"

#include <chrono>

#include "search/agent.hpp"

namespace gametree {

HalmaRun benchHalmaSearch(int size, Algorithm algorithm, int depth, HalmaHeuristic h) {
    Halma p = Halma::start(size);
    auto eval = [h](const Halma& q, Side me) { return evaluate(q, h, me); };
    const auto start = std::chrono::steady_clock::now();
    const auto r = search(p, algorithm, depth, eval);
    HalmaRun run;
    run.seconds = secondsSince(start);
    run.nodes = r.nodes;
    run.best = r.best;
    run.value = r.value;
    return run;
}

HalmaRun benchHalmaGame(int size, Algorithm algorithm, int depth, HalmaHeuristic h) {
    Halma p = Halma::start(size);
    auto eval = [h](const Halma& q, Side me) { return evaluate(q, h, me); };
    HalmaRun run;
    const auto start = std::chrono::steady_clock::now();
    while (p.result() == Result::Ongoing) {
        const auto r = search(p, algorithm, depth, eval);
        run.nodes += r.nodes;
        p.make(r.best);
    }
    run.seconds = secondsSince(start);
    run.plies = p.plies();
    run.result = p.result();
    return run;
}

} // namespace gametree
