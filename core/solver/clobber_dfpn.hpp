// Depth-first proof-number search (df-pn; Nagai 2002) for Clobber, beside the
// exact solver's depth-first search (core/solver/clobber_solver.hpp), whose knowledge
// it uses: the same nodes (the large regions of a position and the value of
// its small ones), the same canonical keys, its table of proven results.
//
// Each node has a proof number (how many leaves must still be shown won for
// the side to move to prove it wins) and a disproof number (the same for a
// loss); a node's proof number is the least disproof number of its children,
// its disproof number the sum of their proof numbers. Df-pn goes down to the
// child of least disproof number until its numbers pass thresholds taken
// from its parent, and keeps the numbers of positions it leaves in a table
// (core/solver/dfpn_table.hpp). A child's threshold is raised by a quarter over the
// second-best child's number (the 1 + epsilon trick of Pawlewicz and Lew,
// 2007), so that the search does not keep switching between two children.
//
// A fresh child is given proof number 1 and disproof number its mover's
// replies (moves plus the options of its small regions' value): the "fewest
// replies" estimate the depth-first solver orders its moves by. Positions of
// few discs, and sums of several large regions (where the depth-first
// solver settles much from the regions' outcome classes), are solved by the
// depth-first solver as leaves.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <memory>
#include <string>
#include <vector>

#include "solver/clobber_solver.hpp"
#include "solver/dfpn_table.hpp"

namespace gametree {

template <int W>
class ClobberDfpn {
  public:
    using Solver = ClobberSolver<W>;
    using P = Clobber<W>;
    using BB = Bits<W>;
    using Id = GameStore::Id;
    using Numbers = DfpnTable::Numbers;
    // Positions of at most this many discs on the board (small regions
    // aside) are left to the depth-first solver.
    static constexpr int kDefaultLeafDiscs = 20;

    // The memory is shared half and half between the table of proven results
    // and that of proof numbers.
    explicit ClobberDfpn(std::size_t tableBytes, int leafDiscs = kDefaultLeafDiscs,
                         uint64_t budget = 0)
        : ab_(std::make_unique<Solver>(tableBytes / 2)), pns_(tableBytes / 2),
          leafDiscs_(leafDiscs), budget_(budget) {
        kids_.resize(BB::kCapacity + 1);
        numbers_.resize(BB::kCapacity + 1);
    }

    // As ClobberSolver::setTimeLimit.
    void setTimeLimit(double seconds, bool cpu = false) { ab_->setTimeLimit(seconds, cpu); }
    std::size_t storeBytes() const { return ab_->storeBytes(); }

    // The depth-first solver's table of proven results on disk (the proof
    // numbers are not kept).
    bool saveTable(const std::string& path) const { return ab_->saveTable(path); }
    std::string loadTable(const std::string& path) { return ab_->loadTable(path); }

    // As ClobberSolver::solve, without progress reports.
    SolveResult solve(const P& start, uint64_t nodeLimit = 0) {
        Solver& s = *ab_;
        s.started_ = std::chrono::steady_clock::now();
        s.cpuStarted_ = std::clock();
        s.progress_ = {};
        s.nodes_ = 0;
        s.nodeLimit_ = nodeLimit;
        s.secondsLimit_ = 0;
        s.aborted_ = false;
        s.setBoard(start);
        P pos = start;
        typename Solver::Region regions[Solver::kMaxRegions];
        Id v = s.games_.zero();
        const int n = s.split(pos, pos.occupied(), regions, v);
        depth_ = 0;
        hasTopWin_ = s.hasTopWin_ = false;
        Numbers root = mid(pos, regions, n, v, kInf, kInf);
        SolveResult r;
        r.moverWins = root.pn == 0;
        if (r.moverWins && !s.aborted_) {
            // The winning move, as the depth-first solver finds it: the
            // proven children are in its table.
            typename P::Moves moves;
            P full = start;
            full.generate(moves);
            // The root's proven child first (see ClobberSolver::solve); a
            // root solved as a leaf leaves it to the depth-first solver.
            s.winnerFirst(full, moves, hasTopWin_ || s.hasTopWin_,
                          hasTopWin_ ? topWin_ : s.topWin_);
            for (const ClobberMove m : moves) {
                full.make(m);
                const bool refuted = s.wins(full);
                full.unmake(m);
                if (!refuted && !s.aborted_) {
                    r.hasMove = true;
                    r.move = m;
                    break;
                }
            }
        }
        r.solved = !s.aborted_;
        if (s.aborted_) r.moverWins = r.hasMove = false;
        r.nodes = s.nodes_;
        r.seconds = s.elapsed();
        r.cpuSeconds = s.cpuSeconds();
        r.tableBytes = s.table_->bytes() + pns_.bytes();
        return r;
    }

  private:
    using Region = typename Solver::Region;
    using Child = typename Solver::Child;
    using PartialKey = typename Solver::PartialKey;
    // Proven: a win is {0, kInf}, a loss {kInf, 0}; other numbers stay below.
    static constexpr uint32_t kInf = uint32_t{1} << 30;

    static Numbers exact(bool win) { return win ? Numbers{0, kInf} : Numbers{kInf, 0}; }
    static uint32_t clip(uint64_t x) { return x < kInf - 1 ? uint32_t(x) : kInf - 1; }

    // The numbers of the node (pos, its large regions, their small regions'
    // value v) once they reach thpn or thdn, or it is proven.
    Numbers mid(const P& pos, const Region* regions, int n, Id v, uint32_t thpn, uint32_t thdn) {
        Solver& s = *ab_;
        if (s.aborted_) return {1, 1};
        const Side mover = pos.sideToMove();
        if (n == 0) return exact(Solver::moverWinsClass(s.classOfValue(v), mover));
        const uint64_t key = s.sumKey(regions, n, v, mover);
        if (const int known = s.table_->probe(key); known >= 0) return exact(known == 1);
        Numbers seen;
        if (n >= 2 || pos.occupied().count() <= leafDiscs_) {
            P copy = pos;
            const bool won = s.wins(copy, regions, n, v); // stores the result
            return s.aborted_ ? Numbers{1, 1} : exact(won);
        }
        // A position met for the first time is first given to the depth-
        // first solver with a small budget of nodes: many are settled so.
        if (budget_ > 0 && !pns_.probe(key, seen)) {
            const uint64_t limit = s.nodeLimit_;
            s.nodeLimit_ = s.nodes_ + budget_;
            P copy = pos;
            const bool won = s.wins(copy, regions, n, v);
            s.nodeLimit_ = limit;
            if (!s.aborted_) return exact(won);
            // Out of budget; still stopped if out of the real limits.
            s.aborted_ =
                (limit && s.nodes_ > limit) ||
                (s.timeLimit_ > 0 && (s.cpuLimit_ ? s.cpuSeconds() : s.elapsed()) > s.timeLimit_);
            if (s.aborted_) return {1, 1};
        }
        if ((++s.nodes_ & (Solver::kClockInterval - 1)) == 0) s.checkClock();
        if (s.nodeLimit_ && s.nodes_ > s.nodeLimit_) s.aborted_ = true;
        if (s.aborted_) return {1, 1};
        const uint64_t before = s.nodes_;

        // Every child, made and keyed as the depth-first solver does.
        std::vector<Child>& kids = kids_[std::size_t(depth_)];
        std::vector<Numbers>& num = numbers_[std::size_t(depth_)];
        typename P::Moves moves;
        pos.generate(moves);
        const int options = s.optionCount(v, mover);
        const std::size_t most = moves.size() + std::size_t(options);
        if (kids.size() < most) kids.resize(most, Child{pos, {}});
        if (num.size() < most) num.resize(most);
        const PartialKey parentKey = Solver::partialKey(regions, n);
        int count = 0;
        for (const ClobberMove m : moves) {
            Child& c = kids[std::size_t(count)];
            const PartialKey k = s.makeChild(c, pos, regions, n, m, parentKey, v);
            if (c.leaf) {
                if (c.moverWins) return finish(key, exact(true), before);
                continue; // lost for the mover
            }
            c.key = s.finishKey(k, c.value, opponent(mover));
            s.table_->prefetch(c.key);
            pns_.prefetch(c.key);
            ++count;
        }
        // Moves in the small regions: the options of their value.
        for (int o = 0; o < options; ++o) {
            Child& c = kids[std::size_t(count++)];
            c.value = s.option(v, mover, o);
            c.pos = pos;
            c.pos.setSideToMove(opponent(mover));
            c.region = uint8_t(n); // none: every region stays as it is
            c.nParts = 0;
            c.key = s.finishKey(parentKey, c.value, opponent(mover));
        }
        for (int t = 0; t < count; ++t) {
            const Child& c = kids[std::size_t(t)];
            if (const int known = s.table_->probe(c.key); known >= 0) {
                if (known == 0) return finish(key, exact(true), before);
                num[std::size_t(t)] = exact(true);
            } else if (!pns_.probe(c.key, num[std::size_t(t)])) {
                const int theirOptions = s.optionCount(c.value, c.pos.sideToMove());
                num[std::size_t(t)] = {1, clip(std::max<uint64_t>(1, uint64_t(c.pos.countMoves()) +
                                                                         uint64_t(theirOptions)))};
            }
        }

        ++depth_;
        Numbers me{};
        Region child[Solver::kMaxRegions];
        for (;;) {
            // The node's numbers from its children's.
            uint32_t pn = kInf, dn2 = kInf;
            uint64_t dn = 0;
            int best = -1;
            for (int t = 0; t < count; ++t) {
                const Numbers& x = num[std::size_t(t)];
                if (x.dn < pn) {
                    dn2 = pn;
                    pn = x.dn;
                    best = t;
                } else if (x.dn < dn2) {
                    dn2 = x.dn;
                }
                dn += x.pn;
            }
            if (pn == 0) {
                me = exact(true);
                if (depth_ == 1 && kids[std::size_t(best)].region < n)
                    topWin_ = kids[std::size_t(best)].move, hasTopWin_ = true;
            } else if (dn == 0)
                me = exact(false); // no move, or every move proven lost
            else
                me = {clip(pn), clip(dn)};
            if (me.pn >= thpn || me.dn >= thdn || me.pn == 0 || me.dn == 0) break;
            // The best child's thresholds: it stays best until its disproof
            // number passes the second best's by a quarter, and the node's
            // disproof number stays below thdn.
            const Numbers& b = num[std::size_t(best)];
            const uint32_t childThpn = clip(uint64_t(thdn) - me.dn + b.pn);
            const uint32_t childThdn =
                std::min<uint64_t>(thpn, dn2 >= kInf - 1 ? kInf : uint64_t(dn2) + 1 + dn2 / 4);
            const Child& c = kids[std::size_t(best)];
            int cn = 0;
            for (int j = 0; j < n; ++j)
                if (j != c.region) child[cn++] = regions[j];
            for (int j = 0; j < c.nParts; ++j) child[cn++] = c.parts[j];
            num[std::size_t(best)] = mid(c.pos, child, cn, c.value, childThpn, childThdn);
            if (s.aborted_) break;
        }
        --depth_;
        if (s.aborted_) return {1, 1};
        return finish(key, me, before);
    }

    // Stores the node's numbers: proven results in the depth-first solver's
    // table, others in the table of proof numbers.
    Numbers finish(uint64_t key, Numbers me, uint64_t before) {
        Solver& s = *ab_;
        if (me.pn == 0 || me.dn == 0)
            s.table_->store(key, me.pn == 0, s.nodes_ - before);
        else
            pns_.store(key, me, s.nodes_ - before);
        return me;
    }

    std::unique_ptr<Solver> ab_;
    DfpnTable pns_;
    int leafDiscs_;
    uint64_t budget_; // nodes of the depth-first solver's first try, 0: none
    int depth_ = 0;
    ClobberMove topWin_{}; // a Clobber move proven to win at the root
    bool hasTopWin_ = false;
    // Per depth, the children and their numbers, kept across the loop.
    std::vector<std::vector<Child>> kids_;
    std::vector<std::vector<Numbers>> numbers_;
};

} // namespace gametree
