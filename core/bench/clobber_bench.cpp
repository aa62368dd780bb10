#include "bench/clobber_bench.hpp"

#include <chrono>

#include "engine/clobber_agent.hpp"

namespace gametree {

const std::vector<BenchPosition>& benchPositions() {
    static const std::vector<BenchPosition> positions{
        {6, 5, 0, 9},    {6, 5, 4, 9},   {6, 5, 10, 12},  {5, 6, 2, 9},  {6, 6, 0, 8},
        {6, 6, 6, 9},    {8, 8, 0, 6},   {8, 8, 10, 7},   {8, 8, 24, 8}, {10, 10, 0, 5},
        {10, 10, 30, 6}, {16, 16, 0, 4}, {16, 16, 80, 5}, {4, 6, 6, 20},
    };
    return positions;
}

AnyClobber benchStart(const BenchPosition& b, uint64_t seed) {
    AnyClobber any = startClobber(b.rows, b.cols);
    uint64_t state =
        seed ^ (uint64_t(b.rows) << 40) ^ (uint64_t(b.cols) << 32) ^ uint64_t(b.randomPlies);
    std::visit(
        [&](auto& p) {
            for (int ply = 0; ply < b.randomPlies; ++ply) {
                typename std::decay_t<decltype(p)>::Moves moves;
                p.generate(moves);
                if (moves.empty()) break;
                p.make(moves[zobrist::splitmix64(state) % moves.size()]);
            }
        },
        any);
    return any;
}

BenchReport runBench(const std::function<void(const BenchLine&)>& onLine) {
    BenchReport report;
    for (const BenchPosition& b : benchPositions()) {
        AnyClobber pos = benchStart(b, kBenchSeed);
        AgentSettings s;
        s.algorithm = Algorithm::Engine;
        s.heuristic = kDefaultEngineHeuristic;
        s.depth = b.depth;
        s.tableBytes = kBenchTableBytes;
        s.useBook = false;
        const MoveReport r = think(pos, s);
        BenchLine line;
        line.position = clobberText(pos, true);
        line.depth = b.depth;
        line.move = r.hasMove ? moveName(r.move, b.cols) : "-";
        line.value = r.value;
        line.nodes = r.nodes;
        line.seconds = r.seconds;
        report.nodes += r.nodes;
        report.seconds += r.seconds;
        if (onLine) onLine(line);
        report.lines.push_back(std::move(line));
    }
    return report;
}

} // namespace gametree
