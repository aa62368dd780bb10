// The exact solver: does the side to move win a Clobber position with perfect
// play, and with which move? Clobber has no draws.
//
// It searches win/loss only, and uses the theory of sums of games where it is
// cheap to do so (Albert, Grossman, Nowakowski, Wolfe, "An introduction to
// Clobber", 2005):
//   - the board splits into independent regions; dead regions (one colour)
//     are dropped, they never move again;
//   - with several large regions, each is solved alone first: one that the
//     second player wins alone is worth zero, and adding zero to a sum
//     changes no outcome, so it is dropped too;
//   - a region and its colour-swapped copy cancel (G + (-G) = 0);
//   - if every region left is won by Black whoever starts (G > 0), the sum is
//     positive and Black wins; the same for White;
//   - positions are stored under a key that ignores where each region lies
//     and how it is turned or mirrored, and that also matches the colour-
//     swapped position with the other side to move.
//   - a small region is replaced by its canonical value (core/cgt/cgt.hpp,
//     core/games/clobber/region_values.hpp), and all the small regions of a position by
//     the value of their sum, whose options are far fewer than the regions'
//     moves.
// The outcome classes of single regions come from the same search and the
// same table, so every region is solved at most once per side to move.
//
// A child with no large region left is decided by comparing the value of
// the parts the move left with the negative of the small regions' value,
// without making their sum (makeChild).
//
// At each node all children are made first, the moves in the small regions'
// value among them: one the table knows to be lost for the opponent ends the
// node at once, and the rest are searched after the eight moves that last won
// at the same depth (and, with less weight, two plies up and down), in order
// of fewest replies left to the opponent (the small regions' moves last, a
// ply down), a child that fails lifting the siblings that answer the move
// that refuted it (answerRefutation); at the top of the search, when asked
// (setRootOrder), by a short search of the engine's kind below each move
// instead, random playouts breaking its ties (core/solver/clobber_root_order.hpp),
// and a ply below it, on boards of 34 discs and more, by the same search
// alone where the solver's own scores tie (breakTiesBySearch).
// docs/performance.md has what each step saved.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "cgt/cgt.hpp"
#include "games/clobber/clobber.hpp"
#include "games/clobber/clobber_regions.hpp"
#include "games/clobber/region_values.hpp"
#include "solver/clobber_root_order.hpp"
#include "solver/solver_table.hpp"
#include "solver/solver_threads.hpp"

namespace gametree {

struct SolveProgress {
    uint64_t nodes = 0;
    double seconds = 0;
};

struct SolveResult {
    bool solved = true; // false when the node limit stopped the search
    bool moverWins = false;
    bool hasMove = false; // a winning move, when the mover wins
    ClobberMove move{};
    uint64_t nodes = 0;
    double seconds = 0;
    double cpuSeconds = 0; // processor time of the whole process during the solve
    std::size_t tableBytes = 0;
    uint64_t orderNodes = 0; // of the searches that ordered the root's moves (setRootOrder)
};

// One move tried near the top of a solve (ClobberSolver::setTrace): where the
// nodes go, and what refuted the moves that failed.
struct SolveTraceLine {
    int depth = 0; // 0: a move of the root's side to move
    ClobberMove move{};
    uint64_t nodes = 0; // of the search below the move
    bool wins = false;  // the move wins for the side that made it
    // Of a move that failed: the opponent's move that won there, when the
    // search below found one (else its regions' outcome classes decided).
    bool refuted = false;
    ClobberMove refutation{};
};

template <int W>
class ClobberSolver {
  public:
    using P = Clobber<W>;
    using BB = Bits<W>;
    using Id = GameStore::Id;
    using Progress = std::function<void(const SolveProgress&)>;
    static constexpr uint64_t kProgressInterval = uint64_t{1} << 16;
    // A node early in a large solve can take a millisecond (its regions'
    // values are new), so a time limit reads the clock often.
    static constexpr uint64_t kClockInterval = uint64_t{1} << 6;
    // Regions of at most this many discs are replaced by their value.
    static constexpr int kSmallRegion = 8;
    // The root order's playouts end where the regions are this small.
    static_assert(ClobberPlayouts<W>::kSmallDiscs == kSmallRegion);
    // The most options of the small regions' value keyed at a node before
    // its search (searchMoves); the rest are only searched.
    static constexpr int kEtcOptions = 32;

    explicit ClobberSolver(std::size_t tableBytes = std::size_t{64} << 20)
        : ownTable_(std::make_unique<SolveTable>(tableBytes)), table_(ownTable_.get()) {
        // One list per depth; a game lasts fewer moves than there are squares.
        // Never reallocated, since outer frames hold references into it.
        kids_.resize(BB::kCapacity + 1);
    }

    // Solves start; with a node limit or a time limit (setTimeLimit) it may
    // give up (solved = false). With a node limit and secondsLimit it gives up
    // only once past both, so that budget never shortens the node budget: what
    // the nodes prove does not depend on the machine's speed (the engine
    // relies on that for its tests).
    SolveResult solve(const P& start, Progress progress = {}, uint64_t nodeLimit = 0,
                      double secondsLimit = 0) {
        begin(std::chrono::steady_clock::now(), std::clock(), nodeLimit, secondsLimit);
        progress_ = std::move(progress);
        const uint64_t orderNodesBefore = rootOrderNodes();
        P pos = start;
        SolveResult r;
        if (threads_ > 1) {
            solveThreaded(pos, r);
        } else if (threads_ == 1) {
            rootLarge_ = largeRegions(pos);
            r.moverWins = wins(pos);
            if (r.moverWins && !aborted_) firstWinningMove(pos, r);
        } else {
            solveClassic(pos, r);
        }
        r.solved = !aborted_;
        if (aborted_) r.moverWins = r.hasMove = false;
        r.nodes = nodes_;
        for (const auto& h : helpers_) r.nodes += h->nodes_;
        r.seconds = elapsed();
        r.cpuSeconds = cpuSeconds();
        r.tableBytes = table_->bytes();
        r.orderNodes = rootOrderNodes() - orderNodesBefore;
        return r;
    }

    // Does the side to move win?
    bool wins(const P& start) {
        setBoard(start);
        Region regions[kMaxRegions];
        P pos = start;
        Id v = games_.zero();
        const int n = split(pos, pos.occupied(), regions, v);
        return wins(pos, regions, n, v);
    }

    uint64_t nodes() const { return nodes_; }
    // Memory of the game values beside the table, for reports (of every
    // thread's store).
    std::size_t storeBytes() const {
        std::size_t bytes = games_.bytes();
        for (const auto& h : helpers_) bytes += h->games_.bytes();
        return bytes;
    }

    // The solve runs on this many threads (setThreads), 0 when never set.
    int threads() const { return threads_; }
    // Solves on n threads (n >= 1) that share the table of solved positions,
    // and names the winning move by the root's order: the first of the
    // root's moves in rootMoves' order that wins. One thread searches as a
    // solver without threads, node for node, then proves the moves before
    // its winner in that order lost where its search did not, so that its
    // move is the one that any number of threads name; its node count is the
    // same where its search tried them first, as on the measuring sets
    // (docs/performance.md, "The solver: threads"). Without setThreads the
    // move is the first that won in the search (with the root order's
    // bonuses to moves that answer a refutation, not always the first that
    // wins in the root's order) or, failing that, in generation order: the
    // engine's solver, whose move need only win.
    //
    // More threads search the root's moves in that order: all together on
    // the first one not yet settled, each on a move of its own further on
    // when it finds the others on it (below the root likewise to depth
    // kShareDepth, ABDADA), sharing what they prove through the table, until
    // every move before one that wins is lost. Each thread has its own game
    // store, killers and root order; the node count is the sum over them.
    void setThreads(int n) {
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
        n = 1; // a WebAssembly build without threads
#endif
        threads_ = std::max(1, n);
        table_->setShared(threads_ > 1);
        if (threads_ == 1) {
            helpers_.clear();
            shared_ = nullptr;
            return;
        }
        if (!ownShared_) ownShared_ = std::make_unique<SolveShared>();
        shared_ = ownShared_.get();
        while (int(helpers_.size()) < threads_ - 1)
            helpers_.push_back(std::unique_ptr<ClobberSolver>(new ClobberSolver(*table_)));
        helpers_.resize(std::size_t(threads_ - 1));
        for (std::size_t i = 0; i < helpers_.size(); ++i) {
            ClobberSolver& h = *helpers_[i];
            h.shared_ = shared_;
            h.threadIndex_ = int(i) + 1;
            h.threads_ = threads_;
            h.setRootOrder(rootOrderDepth_);
        }
    }

    // The table of solved positions on disk (SolveTable::save and load).
    bool saveTable(const std::string& path) const { return table_->save(path); }
    bool saveTable(std::ostream& out) const { return table_->save(out); }
    std::string loadTable(const std::string& path) { return table_->load(path); }
    std::string loadTable(std::istream& in, const std::string& name) {
        return table_->load(in, name);
    }

    // Gives up after this many seconds (0: never), checked every
    // kProgressInterval nodes: of wall time, or with cpu of the process's
    // processor time (std::clock), which other programs on a shared machine
    // do not eat into. A search that finishes is unaffected, so its result
    // and node count stay deterministic; where it stops is not.
    void setTimeLimit(double seconds, bool cpu = false) {
        timeLimit_ = seconds;
        cpuLimit_ = cpu;
    }
    // The time limit counts only once a solve has searched this many nodes
    // (0: from the first): nodes that were promised, which a slow or busy
    // machine's clock must not take away.
    void setClockFloor(uint64_t nodes) { clockFloor_ = nodes; }

    // Orders the moves at the top of the search (depth 0) by a search of
    // the engine's kind to this depth below each, then by random playouts
    // (core/solver/clobber_root_order.hpp), and, where the root's moves leave at
    // least kTieDiscs discs, breaks ties among the replies to them (depth 1)
    // by the same search alone (with the playouts there too, 2 to 14% more
    // nodes on 6x6 proof jobs and openings than without); 0, the default,
    // orders them as every other node. For long proofs: its searches take
    // about a second on a 32-disc 6x6 position, more than the engine's own
    // solver has for a move.
    void setRootOrder(int depth) {
        rootOrderDepth_ = depth;
        rootOrder_ = depth > 0 ? std::make_unique<ClobberRootOrder<W>>(values_, depth) : nullptr;
        for (const auto& h : helpers_) h->setRootOrder(depth);
    }

    // Reports every move searched at depths 0 to maxDepth once its search
    // ends, with its nodes (the moves in the small regions' value, and moves
    // decided without a search, are not reported). For finding where a
    // proof's nodes go (docs/performance.md, "The solver");
    // the search is the same, node for node.
    using Trace = std::function<void(const SolveTraceLine&)>;
    void setTrace(int maxDepth, Trace trace) {
        traceDepth_ = trace ? maxDepth : -1;
        trace_ = std::move(trace);
    }

  private:
    // Proof-number search (core/solver/clobber_dfpn.hpp) searches the same nodes
    // and uses this search for its leaves.
    template <int>
    friend class ClobberDfpn;

    // A helper thread's solver: its own store, killers and root order, the
    // table of the solver that made it (setThreads).
    explicit ClobberSolver(SolveTable& shared) : table_(&shared) {
        kids_.resize(BB::kCapacity + 1);
    }

    // The state of a new solve.
    void begin(std::chrono::steady_clock::time_point started, std::clock_t cpuStarted,
               uint64_t nodeLimit, double secondsLimit) {
        started_ = started;
        cpuStarted_ = cpuStarted;
        nodes_ = 0;
        nodeLimit_ = nodeLimit;
        secondsLimit_ = secondsLimit;
        aborted_ = false;
        unwindTo_ = -1;
        frames_ = 0;
        rootIndex_ = -1;
        seenStores_ = 0;
        hasTopWin_ = false;
        rootLarge_.reset();
        rootValues_.clear();
    }

    // pos with its small regions taken off, as the search sees it.
    P largeRegions(P pos) {
        setBoard(pos);
        Region regions[kMaxRegions];
        Id v = games_.zero();
        split(pos, pos.occupied(), regions, v);
        return pos;
    }

    uint64_t rootOrderNodes() const {
        uint64_t n = rootOrder_ ? rootOrder_->nodes() : 0;
        for (const auto& h : helpers_) n += h->rootOrderNodes();
        return n;
    }

    // The solver without setThreads: the winning move is the first that won
    // at the top of the search, else the first in generation order that the
    // table knows, else the first that wins in generation order.
    void solveClassic(P& pos, SolveResult& r) {
        r.moverWins = wins(pos);
        if (!r.moverWins || aborted_) return;
        // Find the move that wins; the table makes this quick. The move
        // that last won at the top of the search comes first: tried in
        // generation order, the moves before the winning one are solved
        // in full, and they are usually won for the opponent, which the
        // search did not need to prove (on a 30-disc 6x6 opening that
        // cost 16 times the proof itself).
        typename P::Moves moves;
        pos.generate(moves);
        winnerFirst(pos, moves, hasTopWin_, topWin_);
        // The trace is of the proof: these searches are a node each,
        // unless the table lost the winner's entry.
        const int traceDepth = std::exchange(traceDepth_, -1);
        for (const ClobberMove m : moves) {
            pos.make(m);
            const bool refuted = wins(pos);
            pos.unmake(m);
            if (!refuted && !aborted_) {
                r.hasMove = true;
                r.move = m;
                break;
            }
        }
        traceDepth_ = traceDepth;
    }

    // One of the root's moves, in the order that names the winning move.
    struct RootMove {
        ClobberMove move;
        P child;                  // the whole board after the move
        bool winningLeaf = false; // no large region left, and the mover wins
        int64_t value = 0;        // the root order's
        int score = 0;            // the solver's own (orderScore)
    };

    // The root's moves that may win, in the order that names the winning
    // move: those that leave no large region and win, in generation order;
    // then the others by the root order's value (setRootOrder), the
    // solver's own score (fewest replies first) breaking its ties, and
    // generation order theirs. That is the order the search tries the root's
    // moves in before any has failed (killers aside, which a fresh solver
    // has none of at the root), so its first winner is usually this order's.
    // The moves that leave no large region and lose are left out.
    std::vector<RootMove> rootMoves(const P& root) {
        typename P::Moves moves;
        root.generate(moves);
        setBoard(root);
        const Side mover = root.sideToMove();
        std::vector<RootMove> out;
        for (const ClobberMove m : moves) {
            RootMove r{m, root};
            r.child.make(m);
            P large = r.child;
            Region regions[kMaxRegions];
            Id v = games_.zero();
            if (split(large, large.occupied(), regions, v) == 0) {
                if (moverWinsClass(classOfValue(v), large.sideToMove())) continue;
                r.winningLeaf = true;
            } else {
                r.score = orderScore(large, v);
                r.value = rootOrder_ ? rootValue(m, large, v, mover) : 0;
            }
            out.push_back(r);
        }
        std::stable_sort(out.begin(), out.end(), [](const RootMove& a, const RootMove& b) {
            if (a.winningLeaf != b.winningLeaf) return a.winningLeaf;
            return a.value != b.value ? a.value > b.value : a.score > b.score;
        });
        return out;
    }

    // The root order's value of a root move: as the search at the root
    // found it (orderByRootSearch), else anew.
    int64_t rootValue(ClobberMove m, const P& child, Id v, Side mover) {
        for (const auto& [move, value] : rootValues_)
            if (move == m) return value;
        return rootOrder_->value(child, v, mover, started_, orderTimeMs());
    }

    // One thread: after the proof that the mover wins, the first of
    // rootMoves that wins. The table knows most of them: the moves the
    // search tried before its winner, and the winner. One it does not know
    // is searched, as a child of the root.
    void firstWinningMove(const P& root, SolveResult& r) {
        const std::vector<RootMove> moves = rootMoves(root);
        // The trace is of the proof.
        const int traceDepth = std::exchange(traceDepth_, -1);
        for (const RootMove& m : moves) {
            if (m.winningLeaf) {
                r.hasMove = true;
                r.move = m.move;
                break;
            }
            // A move the table knows lost costs nothing, as without threads;
            // the winner it knows costs a node, as then.
            if (knownResult(m.child) == 1) continue;
            ++depth_;
            const bool refuted = wins(m.child);
            --depth_;
            if (aborted_) break;
            if (!refuted) {
                r.hasMove = true;
                r.move = m.move;
                break;
            }
        }
        traceDepth_ = traceDepth;
    }

    // Threads: each scans the root's moves in rootMoves' order (rootScan)
    // until every move before one that wins is lost, or every move is.
    void solveThreaded(const P& root, SolveResult& r) {
        for (const auto& h : helpers_) {
            h->begin(started_, cpuStarted_, 0, secondsLimit_);
            h->timeLimit_ = timeLimit_;
            h->cpuLimit_ = cpuLimit_;
        }
        const std::vector<RootMove> moves = rootMoves(root);
        if (moves.empty() || moves.front().winningLeaf) {
            r.moverWins = r.hasMove = !moves.empty();
            if (r.hasMove) r.move = moves.front().move;
            return;
        }
        SolveShared& shared = *shared_;
        shared.reset(moves.size(), helpers_.size() + 1);
        // Every thread orders the root as this one did in rootMoves.
        rootLarge_ = largeRegions(root);
        for (const RootMove& m : moves)
            if (!m.winningLeaf) rootValues_.push_back({m.move, m.value});
        for (const auto& h : helpers_) {
            h->rootLarge_ = h->largeRegions(root);
            h->rootValues_ = rootValues_;
        }
        // The node limit counts every thread's nodes (pollShared).
        sharedNodeLimit_ = std::exchange(nodeLimit_, 0);
        // An exception in a thread (memory running out for its store of
        // values, where the threads' stacks have taken the address space)
        // would end the program there: the thread keeps the first one, every
        // thread stops, and it is thrown here after the join.
        std::exception_ptr failure;
        std::mutex failureLock;
        auto run = [&](ClobberSolver& s) {
            try {
                s.threadMain(root, moves);
            } catch (...) {
                const std::lock_guard<std::mutex> hold(failureLock);
                if (!failure) failure = std::current_exception();
                shared.stop.store(true, std::memory_order_relaxed);
            }
        };
        std::vector<std::thread> threads;
        threads.reserve(helpers_.size());
        try {
            for (const auto& h : helpers_) threads.emplace_back([&run, &h] { run(*h); });
        } catch (const std::system_error& e) {
            // Those started stop at their next look at the shared state; a
            // thread left running (or a joinable one destroyed) would end
            // the program.
            shared.stop.store(true, std::memory_order_relaxed);
            for (std::thread& t : threads) t.join();
            nodeLimit_ = std::exchange(sharedNodeLimit_, 0);
            throw ThreadStartError(int(threads.size()) + 1, threads_, e);
        }
        run(*this);
        for (std::thread& t : threads) t.join();
        nodeLimit_ = std::exchange(sharedNodeLimit_, 0);
        if (failure) std::rethrow_exception(failure);
        const int answer = shared.rootResult.load() == 0 ? int(moves.size()) : shared.answer();
        aborted_ = answer < 0;
        r.moverWins = r.hasMove = answer >= 0 && answer < int(moves.size());
        if (r.hasMove) r.move = moves[std::size_t(answer)].move;
    }

    // One thread's part of a threaded solve. First every thread searches
    // the root itself, the threads sharing the work below it (winsShared,
    // ABDADA), so that the root's result comes as fast as the search's own
    // order finds it; the first thread to finish publishes it. Then, if the
    // mover wins, rootScan names the move: most root moves are then known
    // to the table.
    void threadMain(const P& root, const std::vector<RootMove>& moves) {
        SolveShared& sh = *shared_;
        const bool won = wins(root);
        if (!aborted_) {
            sh.rootResult.store(won ? 1 : 0, std::memory_order_relaxed);
            if (!won)
                sh.stop.store(true, std::memory_order_relaxed);
            else
                rootScan(moves);
        }
        sh.nodes[std::size_t(threadIndex_)].store(nodes_, std::memory_order_relaxed);
    }

    // The root's moves in rootMoves' order: the first not yet settled, or,
    // when another thread is on it, the next one no thread is on, else the
    // first again, together. A move's result goes to the shared status; a
    // move after one known to win is dropped (pollShared).

    void rootScan(const std::vector<RootMove>& moves) {
        SolveShared& sh = *shared_;
        const int count = int(moves.size());
        while (!sh.stop.load(std::memory_order_relaxed)) {
            int eldest = -1, free = -1;
            for (int i = 0; i < count && free < 0; ++i) {
                const int status = sh.status[std::size_t(i)].load(std::memory_order_relaxed);
                if (status == SolveShared::kLost) continue;
                if (status == SolveShared::kWon) break;
                if (eldest < 0)
                    eldest = i;
                else if (sh.workers[std::size_t(i)].load(std::memory_order_relaxed) == 0)
                    free = i;
            }
            if (eldest < 0) {
                sh.stop.store(true, std::memory_order_relaxed);
                break;
            }
            const bool alone = sh.workers[std::size_t(eldest)].load(std::memory_order_relaxed) == 0;
            const int pick = alone || free < 0 ? eldest : free;
            sh.workers[std::size_t(pick)].fetch_add(1, std::memory_order_relaxed);
            rootIndex_ = pick;
            ++depth_;
            const bool refuted = wins(moves[std::size_t(pick)].child);
            --depth_;
            rootIndex_ = -1;
            sh.workers[std::size_t(pick)].fetch_sub(1, std::memory_order_relaxed);
            if (aborted_) {
                if (unwindTo_ != kRootFrame) break; // the solve is over
                aborted_ = false, unwindTo_ = -1;
                continue;
            }
            sh.status[std::size_t(pick)].store(refuted ? SolveShared::kLost : SolveShared::kWon,
                                               std::memory_order_relaxed);
            if (!refuted) {
                int first = sh.firstWin.load(std::memory_order_relaxed);
                while (pick < first &&
                       !sh.firstWin.compare_exchange_weak(first, pick, std::memory_order_relaxed)) {
                }
            }
            sh.shallowStores.fetch_add(1, std::memory_order_relaxed);
            if (sh.answer() >= 0) sh.stop.store(true, std::memory_order_relaxed);
        }
    }

    // Every kClockInterval nodes of a threaded solve: publishes this
    // thread's nodes; stops when the solve is over or past its node limit;
    // drops a root move after one known to win; and, when a result near the
    // top was stored since the last look, unwinds to the outermost node this
    // thread is inside that the table now knows (wins returns its result).
    void pollShared() {
        SolveShared& sh = *shared_;
        sh.nodes[std::size_t(threadIndex_)].store(nodes_, std::memory_order_relaxed);
        if (sh.stop.load(std::memory_order_relaxed)) {
            aborted_ = true, unwindTo_ = -1;
            return;
        }
        if (sharedNodeLimit_ && sh.totalNodes() > sharedNodeLimit_ &&
            (secondsLimit_ <= 0 || elapsed() >= secondsLimit_)) {
            giveUp();
            return;
        }
        if (rootIndex_ > sh.firstWin.load(std::memory_order_relaxed)) {
            aborted_ = true, unwindTo_ = kRootFrame;
            return;
        }
        const uint64_t stores = sh.shallowStores.load(std::memory_order_relaxed);
        if (stores == seenStores_) return;
        seenStores_ = stores;
        for (int f = 0; f < frames_; ++f) {
            if (table_->probe(frameKeys_[f]) >= 0) {
                aborted_ = true, unwindTo_ = f;
                return;
            }
        }
    }

    // A limit is reached: this thread unwinds, and with threads so do the
    // others.
    void giveUp() {
        aborted_ = true, unwindTo_ = -1;
        if (shared_) shared_->stop.store(true, std::memory_order_relaxed);
    }

    // Outcome classes: who wins with each side moving first.
    static constexpr int kZero = 0;  // the second player wins
    static constexpr int kBlack = 1; // Black wins whoever starts
    static constexpr int kWhite = 2; // White wins whoever starts
    static constexpr int kFirst = 3; // the first player wins
    // Large regions hold more than kSmallRegion discs each, so a board holds
    // few of them; region lists live on the stack in every node, and the
    // WebAssembly stack is 16 MiB for a search as deep as the game is long.
    static constexpr int kMaxRegions = 64 * W / (kSmallRegion + 1) + 1;

    struct Region {
        BB mask;
        RegionKey key;
        RegionHash hash; // to update key after a move
    };

    // A move inside a region, as split needs it to update the region's hash.
    struct PlayedIn {
        const Region* region;
        ClobberMove move;
    };

    // Sorts the live parts of `squares` in pos: large regions are appended to
    // out and kept on the board, small ones are added into v and taken off.
    // Returns the number of large regions.
    // When the squares are what is left of a region after a move in it
    // (played), its large parts are hashed from the region's hash where that
    // is cheaper.
    int split(P& pos, const BB& squares, Region* out, Id& v, const PlayedIn* played = nullptr) {
        int n = 0;
        BB small;
        forEachComponent(pos, squares, [&](const BB& mask) {
            if (!isLive(pos, mask)) {
                small |= mask; // dead: worth zero
            } else if (mask.count() <= kSmallRegion) {
                v = games_.add(v, values_.valueOf(pos, mask));
                small |= mask;
            } else {
                Region& r = out[n++];
                r.mask = mask;
                if (!played || !moveHash(pos, *played, mask, r.hash))
                    r.hash = regionHash(pos, mask);
                r.key = r.hash.key();
            }
        });
        if (small.any()) pos.keepOnly(pos.occupied() - small);
        return n;
    }

    // The hash of a large part of a region after a move inside it, from the
    // region's hash before: the squares it lost are taken out and the target
    // square recoloured. False (hash anew) if the part no longer reaches
    // every side of the region's bounding box, or if it lost more squares
    // than it kept.
    bool moveHash(const P& pos, const PlayedIn& played, const BB& part, RegionHash& out) {
        const RegionHash& before = played.region->hash;
        if ((part & rows_[before.minR]).none() ||
            (part & rows_[before.minR + before.h - 1]).none() ||
            (part & columns_[before.minC]).none() ||
            (part & columns_[before.minC + before.w - 1]).none())
            return false;
        BB gone = played.region->mask - part;
        if (2 * gone.count() > part.count()) return false;
        const uint8_t* rowOf = detail::kSquareCoords.row[pos.cols()];
        const uint8_t* colOf = detail::kSquareCoords.col[pos.cols()];
        const Side them = pos.sideToMove(), us = opponent(them);
        const int from = played.move.from, to = played.move.to;
        out = before;
        // Colours before the move: the mover's disc left `from`, the
        // opponent's stood on `to`, every other square is as it was.
        while (gone.any()) {
            const int sq = gone.popLowest();
            const Side s = sq == from                        ? us
                           : sq == to                        ? them
                           : pos.discs(Side::First).test(sq) ? Side::First
                                                             : Side::Second;
            out.toggle(s, rowOf[sq], colOf[sq]);
        }
        if (part.test(to)) {
            out.toggle(them, rowOf[to], colOf[to]);
            out.toggle(us, rowOf[to], colOf[to]);
        }
        return true;
    }

    // Masks of each row and column of the board, for moveHash.
    void setBoard(const P& pos) {
        if (boardRows_ == pos.rows() && boardCols_ == pos.cols()) return;
        boardRows_ = pos.rows(), boardCols_ = pos.cols();
        for (int r = 0; r < kClobberMaxSide; ++r) rows_[r] = BB{};
        for (int c = 0; c < kClobberMaxSide; ++c) columns_[c] = BB{};
        for (int sq = 0; sq < pos.squares(); ++sq) {
            rows_[sq / pos.cols()].set(sq);
            columns_[sq % pos.cols()].set(sq);
        }
    }

    int classOfValue(Id v) { return classFrom(games_.leftWinsFirst(v), games_.rightWinsFirst(v)); }

    // Does the side to move win pos, whose large live regions are given and
    // whose small regions add up to v?
    bool wins(P& pos, const Region* regions, int n, Id v) {
        if ((++nodes_ & (kClockInterval - 1)) == 0) checkClock();
        if (nodeLimit_ && nodes_ > nodeLimit_ &&
            (secondsLimit_ <= 0 || ((nodes_ & 1023) == 0 && elapsed() >= secondsLimit_)))
            giveUp();
        if (aborted_) return false; // unwinding; nothing is stored from here on
        const Side mover = pos.sideToMove();
        if (n == 0) return moverWinsClass(classOfValue(v), mover);
        const uint64_t key = sumKey(regions, n, v, mover);
        if (const int known = table_->probe(key); known >= 0) return known == 1;
        if (shared_ && depth_ <= kShareDepth && frames_ < kMaxFrames)
            return winsShared(pos, regions, n, v, key);
        const uint64_t before = nodes_;
        // A lone large region, with or without small ones beside it, is
        // searched directly: its outcome class alone would cost about as much
        // as the search and settle too little (that doubled the nodes of 4x6;
        // taking the class only when the table knew it cost more in probes
        // than it saved).
        const bool result = n == 1 ? searchMoves(pos, regions, n, v) : winsSum(pos, regions, n, v);
        if (aborted_) return false;
        table_->store(key, result, nodes_ - before);
        return result;
    }

    // wins with threads, near the top: the node is a frame that another
    // thread may settle first (pollShared), and its result tells them so.
    bool winsShared(P& pos, const Region* regions, int n, Id v, uint64_t key) {
        const uint64_t before = nodes_;
        const int frame = frames_;
        for (;;) {
            frameKeys_[frame] = key, frames_ = frame + 1;
            const bool result =
                n == 1 ? searchMoves(pos, regions, n, v) : winsSum(pos, regions, n, v);
            frames_ = frame;
            if (!aborted_) {
                table_->store(key, result, nodes_ - before);
                shared_->shallowStores.fetch_add(1, std::memory_order_relaxed);
                return result;
            }
            if (unwindTo_ != frame) return false;
            // Another thread settled this node: its result.
            aborted_ = false, unwindTo_ = -1;
            if (const int known = table_->probe(key); known >= 0) return known == 1;
        }
    }

    // A sum of components: settle it from their outcome classes where theory
    // allows, else search the components that matter.
    //
    // With several large regions each is solved alone first: that is far
    // cheaper than searching their sum, and often settles it. A lone large
    // region beside small ones goes straight to the search (see wins).
    bool winsSum(P& pos, const Region* regions, int n, Id v) {
        const Side mover = pos.sideToMove();
        int classOf[kMaxRegions];
        bool dropped[kMaxRegions] = {};
        for (int i = 0; i < n; ++i) {
            classOf[i] = regionClass(pos, regions[i]);
            dropped[i] = classOf[i] == kZero;
        }
        for (int i = 0; i < n; ++i) {
            for (int j = i + 1; j < n && !dropped[i]; ++j) {
                if (!dropped[j] && regions[i].key.key == regions[j].key.swapped)
                    dropped[i] = dropped[j] = true;
            }
        }
        Region kept[kMaxRegions];
        int left = 0, black = 0, white = 0, first = 0;
        BB keptSquares;
        auto count = [&](int cls) {
            ++left;
            black += cls == kBlack;
            white += cls == kWhite;
            first += cls == kFirst;
        };
        for (int i = 0; i < n; ++i) {
            if (dropped[i]) continue;
            kept[left] = regions[i];
            keptSquares |= regions[i].mask;
            count(classOf[i]);
        }
        const int keptRegions = left;
        if (v != games_.zero()) count(classOfValue(v));
        if (left == 0) return false; // a zero sum: the second player wins
        // All components positive: Black wins whoever starts. With one
        // first-player-win component besides, Black moving first plays there
        // to a non-negative position and still wins. The same for White.
        if (black == left) return mover == Side::First;
        if (white == left) return mover == Side::Second;
        if (first == 1 && black == left - 1 && mover == Side::First) return true;
        if (first == 1 && white == left - 1 && mover == Side::Second) return true;
        if (left == 1) return first == 1; // a lone first-player win
        if (keptRegions == n) return searchMoves(pos, regions, n, v);
        P reduced = pos;
        reduced.keepOnly(keptSquares);
        return searchMoves(reduced, kept, keptRegions, v);
    }

    static bool moverWinsClass(int cls, Side mover) {
        return cls == kFirst || (cls == kBlack && mover == Side::First) ||
               (cls == kWhite && mover == Side::Second);
    }

    static int classFrom(bool blackFirst, bool whiteFirst) {
        return blackFirst && whiteFirst ? kFirst
               : blackFirst             ? kBlack
               : whiteFirst             ? kWhite
                                        : kZero;
    }
    int regionClass(const P& pos, const Region& region) {
        P alone = pos;
        alone.keepOnly(region.mask);
        alone.setSideToMove(Side::First);
        const bool blackFirst = wins(alone, &region, 1, games_.zero());
        alone.setSideToMove(Side::Second);
        const bool whiteFirst = wins(alone, &region, 1, games_.zero());
        return classFrom(blackFirst, whiteFirst);
    }

    // Order-free combination of the components' keys. The colour-swapped
    // position with the other side to move has the same outcome for the
    // mover, so both map to the smaller of their two keys.
    static uint64_t mix(uint64_t x) {
        x ^= x >> 31;
        x *= 0x7FB5D329728EA185ULL;
        x ^= x >> 27;
        return x;
    }
    uint64_t sumKey(const Region* regions, int n, Id v, Side mover) {
        return finishKey(partialKey(regions, n), v, mover);
    }

    // One child of a node: the position after a move, with what the region
    // the move was played in splits into. A move empties its from-square,
    // which has at most four neighbours, so a region splits into at most four.
    struct Child {
        P pos;
        Region parts[4];
        uint8_t region = 0; // index of the region the move was played in
        uint8_t nParts = 0;
        bool leaf = false;      // no large region left (makeChild)
        bool moverWins = false; // of a leaf: the parent's mover wins by this move
        Id value = 0;           // the child's small regions, summed
        uint64_t key = 0;
        ClobberMove move{};
    };

    // Keys of the large regions, summed as sumKey does, before the value and
    // the side to move are added.
    struct PartialKey {
        uint64_t a = 0, b = 0;
    };
    static PartialKey partialKey(const Region* regions, int n) {
        PartialKey k;
        for (int i = 0; i < n; ++i) {
            k.a += mix(regions[i].key.key);
            k.b += mix(regions[i].key.swapped);
        }
        return k;
    }
    // The value enters by its form's hash, not its id: ids depend on the
    // order a process met the values, and a table saved to a file must mean
    // the same positions to the next process (an id-keyed table gave 3 wrong
    // 6x6 job results in 47; docs/performance.md, "Proofs and books").
    uint64_t finishKey(PartialKey k, Id v, Side mover) {
        constexpr uint64_t kValueSalt = 0xD6E8FEB86659FD93ULL;
        k.a += mix(kValueSalt ^ games_.formHash(v));
        k.b += mix(kValueSalt ^ games_.formHash(games_.negate(v)));
        const uint64_t sideKey = zobrist::sideKey();
        k.a += mover == Side::Second ? sideKey : 0;
        k.b += mover == Side::First ? sideKey : 0;
        return std::min(k.a, k.b);
    }

    // Makes child c: move m of pos, played in one of its n large regions.
    // The child's components are the other regions as they were, plus what
    // that region splits into (in c.parts, the small ones added to c.value);
    // returns the key of its large regions before finishKey.
    //
    // A child with no large region left (c.leaf) is a sum of small ones: v
    // and w, the value of the parts. The mover wins there (c.moverWins) when
    // the opponent loses moving first in v + w: when w <= -v (the opponent
    // Left) or -v <= w (Right). The comparison is answered without making
    // the sum v + w, which costs a canonical form when it is new, as it often
    // is: most nodes are such children of a lone region of 9 to 16 discs.
    // Then c.value is not v + w and the key is not made.
    PartialKey makeChild(Child& c, const P& pos, const Region* regions, int n, ClobberMove m,
                         const PartialKey& parentKey, Id v) {
        int i = 0;
        while (!regions[i].mask.test(m.from)) ++i;
        c.region = uint8_t(i);
        c.move = m;
        c.pos = pos;
        c.pos.make(m);
        BB rest = regions[i].mask;
        rest.reset(m.from);
        Id w = games_.zero();
        const PlayedIn played{&regions[i], m};
        c.nParts = uint8_t(split(c.pos, rest, c.parts, w, &played));
        c.leaf = n - 1 + c.nParts == 0;
        if (c.leaf) {
            const Id negV = games_.negate(v);
            c.moverWins =
                pos.sideToMove() == Side::Second ? games_.leq(w, negV) : games_.leq(negV, w);
            return {};
        }
        c.value = games_.add(v, w);
        PartialKey k = parentKey;
        k.a -= mix(regions[i].key.key);
        k.b -= mix(regions[i].key.swapped);
        const PartialKey added = partialKey(c.parts, c.nParts);
        k.a += added.a;
        k.b += added.b;
        return k;
    }

    // Tries every move: the Clobber moves in the large regions, then the
    // options of the small regions' value. A Clobber move changes only the
    // region it is played in; the child's components are the other regions as
    // they were, plus what that region splits into.
    //
    // All children are made and keyed first: a child the table already knows
    // to be lost for the opponent wins at once, without searching any other
    // ("enhanced transposition cutoff"); the others are tried in order of a
    // cheap estimate of how good they are for the mover.
    bool searchMoves(const P& pos, const Region* regions, int n, Id v) {
        const Side mover = pos.sideToMove();
        typename P::Moves moves;
        pos.generate(moves);
        std::vector<Child>& kids = kids_[std::size_t(depth_)];
        if (kids.size() < moves.size()) kids.resize(moves.size(), Child{pos, {}});
        const PartialKey parentKey = partialKey(regions, n);
        int count = 0;
        for (const ClobberMove m : moves) {
            Child& c = kids[std::size_t(count)];
            const PartialKey k = makeChild(c, pos, regions, n, m, parentKey, v);
            if (c.leaf) {
                if (c.moverWins) return noteWin(m);
                continue; // a lost move: never worth trying
            }
            c.key = finishKey(k, c.value, opponent(mover));
            table_->prefetch(c.key);
            ++count;
        }
        // The moves in the small regions (the options of their value) are
        // keyed too, so that one the table knows to be lost for the
        // opponent also ends the node before any search: 7% fewer nodes on
        // a 32-disc 6x6 job. They are searched last, as before.
        uint64_t optionKeys[kEtcOptions];
        const int keyedOptions = std::min(optionCount(v, mover), kEtcOptions);
        for (int o = 0; o < keyedOptions; ++o) {
            // By index: keying may make a negative, and the store's options
            // move when it grows.
            optionKeys[o] = finishKey(parentKey, option(v, mover, o), opponent(mover));
            table_->prefetch(optionKeys[o]);
        }
        // The probes come after all the prefetches, so that their cache
        // misses overlap instead of following one another.
        // Children are ordered through a list of (score, index) pairs: the
        // children themselves are too big to move around.
        uint32_t order[P::kMaxMoves];
        int kept = 0;
        for (int t = 0; t < count; ++t) {
            const Child& c = kids[std::size_t(t)];
            if (const int known = table_->probe(c.key); known >= 0) {
                if (known == 0) return noteWin(c.move);
                continue; // the opponent wins there
            }
            // Scores stay within +-2^15 (replies and capturers are at most
            // 736 on 16x16, times 16): shifted up by 2^15 they sort as
            // unsigned, above the index.
            const int score = orderScore(c) + killerBonus(c.move);
            order[kept++] = uint32_t(score + (1 << 15)) << 16 | uint32_t(t);
        }
        for (int o = 0; o < keyedOptions; ++o)
            if (table_->probe(optionKeys[o]) == 0) return true;
        count = kept;
        uint32_t answerBonus = kAnswerBonus;
        if (depth_ == 0 && rootOrder_ && count > 1) {
            orderByRootSearch(kids, order, count, mover, rootLarge_ && pos == *rootLarge_);
            answerBonus = kRootAnswerBonus;
        }
        if (depth_ == 1 && rootOrder_ && count > 1 && pos.occupied().count() >= kTieDiscs) {
            breakTiesBySearch(kids, order, count, mover);
            answerBonus *= kTieRanks;
        }
        // Best first: a selection sort, since a cutoff often comes early.
        // Equal scores keep the generation order (lower index first).
        ++depth_;
        bool won = false;
        ClobberMove winner{};
        Region child[kMaxRegions];
        // With threads, near the top a child that another thread is
        // searching waits until the node's other children are tried; by then
        // its result is usually in the table (ABDADA). Every thread that
        // comes here searches the first child.
        const bool share = shared_ && depth_ <= kShareDepth;
        uint16_t later[P::kMaxMoves];
        int deferred = 0;
        // The children in order, then those put off.
        for (int t = 0; !won; ++t) {
            const Child* pc;
            if (t < count) {
                int best = t;
                for (int u = t + 1; u < count; ++u)
                    if (better(order[u], order[best])) best = u;
                std::swap(order[t], order[best]);
                pc = &kids[order[t] & 0xFFFF];
                if (share && t > 0 && shared_->busy.has(pc->key)) {
                    later[deferred++] = uint16_t(order[t] & 0xFFFF);
                    continue;
                }
            } else if (t - count < deferred && !aborted_) {
                pc = &kids[later[t - count]];
            } else {
                break;
            }
            const Child& c = *pc;
            int cn = 0;
            for (int j = 0; j < n; ++j)
                if (j != c.region) child[cn++] = regions[j];
            for (int j = 0; j < c.nParts; ++j) child[cn++] = c.parts[j];
            P next = c.pos;
            refutedAt_ = -1;
            const uint64_t nodesBefore = nodes_;
            const bool marked = share && shared_->busy.enter(c.key);
            const bool childWins = wins(next, child, cn, c.value);
            if (marked) shared_->busy.leave(c.key);
            if (!childWins && !aborted_) {
                won = true;
                winner = c.move;
                killers_[depth_ - 1].note(c.move);
            } else if (t < count && refutedAt_ == depth_ && !aborted_) {
                answerRefutation(kids, order, t + 1, count, answerBonus);
            }
            // depth_ is already the child's: the move was made a ply up.
            if (const int moveDepth = depth_ - 1; moveDepth <= traceDepth_ && !aborted_)
                trace_({moveDepth, c.move, nodes_ - nodesBefore, won, !won && refutedAt_ == depth_,
                        refutation_});
        }
        --depth_;
        if (won) return noteWin(winner);
        // The small regions' moves are children too, a ply down: searched at
        // the same depth, they read and overwrite this side's killers with
        // the opponent's winning moves. Half the nodes of a 32-disc opening
        // lie under such children; a ply down, 9-10% fewer nodes on the
        // proof's 32-disc jobs (docs/performance.md, "Tried and not kept").
        const int options = optionCount(v, mover);
        ++depth_;
        bool optionWins = false;
        for (int k = 0; k < options && !optionWins; ++k) {
            P next = pos;
            next.setSideToMove(opponent(mover));
            optionWins = !wins(next, regions, n, option(v, mover, k)) && !aborted_;
        }
        --depth_;
        return optionWins;
    }

    // The options of v for the mover, by index: the store may grow (and move
    // its options) between two calls.
    int optionCount(Id v, Side mover) const {
        return int(mover == Side::First ? games_.left(v).size() : games_.right(v).size());
    }
    Id option(Id v, Side mover, int k) const {
        return mover == Side::First ? games_.left(v)[std::size_t(k)]
                                    : games_.right(v)[std::size_t(k)];
    }

    // Puts first among the moves of pos the one most likely to win: `top`
    // if given and among them, else the first whose position the table knows
    // to be lost for the opponent (as after a table loaded from disk, where the
    // search ends at the root).
    void winnerFirst(const P& pos, typename P::Moves& moves, bool hasTop, ClobberMove top) {
        ClobberMove* chosen = nullptr;
        for (ClobberMove& m : moves)
            if (hasTop && m == top) chosen = &m;
        for (ClobberMove& m : moves) {
            if (chosen) break;
            if (knownLost(pos, m)) chosen = &m;
        }
        if (chosen) std::swap(*chosen, *moves.begin());
    }
    // Does the table (or the small regions' value alone) say that the
    // opponent loses after m? Searches nothing.
    bool knownLost(const P& pos, ClobberMove m) {
        P child = pos;
        child.make(m);
        return knownResult(child) == 0;
    }
    // Does the side to move win pos, by the table or the small regions'
    // value alone: 1 yes, 0 no, -1 unknown. Searches nothing.
    int knownResult(P pos) {
        Region regions[kMaxRegions];
        Id v = games_.zero();
        const int n = split(pos, pos.occupied(), regions, v);
        if (n == 0) return moverWinsClass(classOfValue(v), pos.sideToMove()) ? 1 : 0;
        return table_->probe(sumKey(regions, n, v, pos.sideToMove()));
    }

    // A move that wins at the top of the search (depth 0), for solve to try
    // first when it looks for the winning move. Search never reads it.
    bool noteWin(ClobberMove m) {
        if (depth_ == 0) topWin_ = m, hasTopWin_ = true;
        refutation_ = m, refutedAt_ = depth_;
        return true;
    }

    // A child that failed was refuted by the opponent's move r (noteWin, one
    // ply down; where the child was settled by its regions' outcome classes
    // instead, r is the last move that won in those searches, still a move
    // of one of the child's regions). The same capture usually refutes the
    // siblings too, except those that take the capturing disc (onto r.from)
    // or move the attacked disc away (from r.to): they rise in
    // order[from, count), by as much as one reply fewer for each refutation
    // they answer. 6-9% fewer nodes on the proof's 32-disc jobs and
    // openings, 6% on 34-disc replies, 28% on the engine's 6x5 positions
    // (docs/performance.md, "Tried and not kept").
    // The bonus is in units of the node's scores (breakTiesBySearch scales
    // them). At the root ordered by a search the scores are ranks, and a
    // move that answers a refutation rises 48 places: a root move that fails
    // costs millions of nodes on a 34-disc reply, and the moves that answer
    // its refutation are the likeliest winners (16 places: 228 million nodes
    // on a1a2 d1d2, 48: 191 million; docs/performance.md, "Tried and not
    // kept").
    static constexpr uint32_t kAnswerBonus = 16;
    static constexpr uint32_t kRootAnswerBonus = 48;
    void answerRefutation(const std::vector<Child>& kids, uint32_t* order, int from, int count,
                          uint32_t bonus) {
        const ClobberMove r = refutation_;
        for (int u = from; u < count; ++u) {
            const ClobberMove m = kids[order[u] & 0xFFFF].move;
            if ((m.from == r.to || m.to == r.from) && (order[u] >> 16) + bonus <= 0xFFFF)
                order[u] += bonus << 16;
        }
    }

    // At the root's children (depth 1), the opponent's replies to each of the
    // root's moves: the solver's score still decides, but among equal scores
    // (common: many replies leave as many replies and capturers) the root
    // order's search ranks them, its best kTieRanks - 1 moves lifted by less
    // than one unit of the score. On a 34-disc reply, where a root move that
    // fails costs 5 to 100 million nodes, most of them in the opponent's
    // wrong tries before its refutation, 13% fewer nodes (262 to 228 million,
    // a1a2 d1d2); deeper, the searches cost more time than they save
    // (docs/performance.md, "Tried and not kept"). The scores are scaled by
    // kTieRanks.
    static constexpr int kTieRanks = 16;
    // Each rank of the search lifts a move by kTieStep scaled units, so the
    // search's best move passes moves scored up to 15 units above it (less
    // than one reply, 16; an answer to a refutation, kTieRanks times 16,
    // still passes it): the search also decides between moves that differ
    // only by the small regions' bonus or a killer's. 4% fewer nodes on 12
    // 34-disc replies: 6 of the 8 slow ones 3-11% fewer, 2 of them 2% and 5%
    // more, the 4 fast ones the same; a step of 33 took more
    // (docs/performance.md, "Tried and not kept"). 1 was ties only.
    static constexpr int kTieStep = 17;
    // Only where the root's moves leave at least this many discs in large
    // regions (the children of 34-disc replies, not of 32-disc proof jobs):
    // the searches cost some 0.35 s a node there, paid at every root move
    // tried, so at every root move of a lost root, and below 34 discs the
    // solve is too short to repay them. Without them, 24 32-disc proof jobs
    // of 1 to 4 million nodes took the same nodes in 30% less time, and 9 of
    // 3 to 9 million 28% more nodes in 32% less time (docs/performance.md,
    // "Tried and not kept").
    static constexpr int kTieDiscs = 33;
    void breakTiesBySearch(const std::vector<Child>& kids, uint32_t* order, int count, Side mover) {
        int64_t values[P::kMaxMoves];
        rootSearchValues(kids, order, count, mover, false, values);
        struct Ranked {
            int64_t value;
            int t;
        };
        Ranked ranked[P::kMaxMoves];
        for (int t = 0; t < count; ++t) ranked[t] = {values[t], t};
        std::stable_sort(ranked, ranked + count,
                         [](const Ranked& a, const Ranked& b) { return a.value > b.value; });
        for (int r = 0; r < count; ++r) {
            uint32_t& e = order[ranked[r].t];
            const int score = int(e >> 16) - (1 << 15);
            const int scaled =
                std::clamp(score * kTieRanks + std::max(0, kTieRanks - 1 - r) * kTieStep,
                           1 - (1 << 15), (1 << 15) - 1);
            e = uint32_t(scaled + (1 << 15)) << 16 | (e & 0xFFFF);
        }
    }

    // The root order's value of each child in order[0, count), by position:
    // with the playouts' tie-break, or the search's value alone.
    void rootSearchValues(const std::vector<Child>& kids, const uint32_t* order, int count,
                          Side mover, bool playouts, int64_t* values) {
        for (int t = 0; t < count; ++t) {
            const Child& c = kids[order[t] & 0xFFFF];
            values[t] =
                playouts ? rootOrder_->value(c.pos, c.value, mover, started_, orderTimeMs())
                         : rootOrder_->searchValue(c.pos, c.value, mover, started_, orderTimeMs());
            // The order's searches can take seconds (a 6x6 start in
            // WebAssembly on a slow machine): progress says the solve is
            // alive before its own nodes begin.
            if (progress_) progress_({nodes_, elapsed()});
        }
    }

    // Replaces the scores of the children in order[0, count) by their rank
    // under the root order's value, the solver's own score breaking ties.
    // At the solve's root (atRoot) the values are kept for rootMoves.
    void orderByRootSearch(const std::vector<Child>& kids, uint32_t* order, int count, Side mover,
                           bool atRoot) {
        int64_t values[P::kMaxMoves];
        bool known = atRoot && !rootValues_.empty();
        for (int t = 0; t < count && known; ++t) {
            const ClobberMove m = kids[order[t] & 0xFFFF].move;
            known = false;
            for (const auto& [move, value] : rootValues_)
                if (move == m) values[t] = value, known = true;
        }
        if (!known) rootSearchValues(kids, order, count, mover, true, values);
        if (atRoot && !known)
            for (int t = 0; t < count; ++t)
                rootValues_.push_back({kids[order[t] & 0xFFFF].move, values[t]});
        struct Ranked {
            int64_t value;
            uint32_t entry;
        };
        Ranked ranked[P::kMaxMoves];
        for (int t = 0; t < count; ++t) ranked[t] = {values[t], order[t]};
        std::stable_sort(ranked, ranked + count, [](const Ranked& a, const Ranked& b) {
            return a.value != b.value ? a.value > b.value : better(a.entry, b.entry);
        });
        for (int t = 0; t < count; ++t)
            order[t] = uint32_t((1 << 15) + count - t) << 16 | (ranked[t].entry & 0xFFFF);
    }

    // The time the root order may take: that of a wall-clock limit, and of a
    // processor-time limit as if it were one (processor time runs no faster
    // than the wall clock, so the order stops no later than the solve would).
    int orderTimeMs() const { return timeLimit_ > 0 ? std::max(1, int(timeLimit_ * 1000)) : 0; }

    static bool better(uint32_t a, uint32_t b) {
        return (a >> 16) != (b >> 16) ? (a >> 16) > (b >> 16) : (a & 0xFFFF) < (b & 0xFFFF);
    }

    // Fewer replies first: each adjacent pair of opposite discs left is a
    // reply for the opponent, and a child with few replies is more often lost
    // for them, and cheaper to prove so (the measure proof-number search
    // starts from). Counted twice, in a way, for the opponent's discs that can
    // still capture: fewer of those left ordered 5x6 subproblems best (about
    // a tenth fewer nodes than replies alone). Among equals, a move that
    // leaves the small regions at a value the opponent cannot win by moving
    // first in.
    int orderScore(const Child& c) { return orderScore(c.pos, c.value); }
    // Of a child's large regions and its small regions' value.
    [[gnu::always_inline]] int orderScore(const P& child, Id value) {
        const Side me = opponent(child.sideToMove());
        const bool holds =
            me == Side::First ? !games_.rightWinsFirst(value) : !games_.leftWinsFirst(value);
        const int replies = child.countMoves();
        const int capturers = child.attackers(child.sideToMove()).count();
        return -16 * (replies + capturers) + (holds ? 8 : 0);
    }

    // Every kClockInterval nodes: the time limit and, now and then, progress.
    // Processor time costs a system call to read, so it is read only then.
    void checkClock() {
        const bool report = (nodes_ & (kProgressInterval - 1)) == 0;
        if (shared_) {
            pollShared();
            if (aborted_) return;
        }
        if (report && progress_) progress_({shared_ ? shared_->totalNodes() : nodes_, elapsed()});
        if (timeLimit_ > 0 && nodes_ >= clockFloor_ &&
            (cpuLimit_ ? report && cpuSeconds() > timeLimit_ : elapsed() > timeLimit_))
            giveUp();
    }

    double cpuSeconds() const { return double(std::clock() - cpuStarted_) / CLOCKS_PER_SEC; }

    double elapsed() const {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
    }

    std::unique_ptr<SolveTable> ownTable_; // none in a helper thread's solver
    SolveTable* table_;
    RegionValues<W> values_;
    GameStore& games_ = values_.games();
    Progress progress_;
    std::chrono::steady_clock::time_point started_;
    uint64_t nodes_ = 0;
    uint64_t nodeLimit_ = 0;  // 0: none
    double secondsLimit_ = 0; // with nodeLimit_: also run this long before giving up
    double timeLimit_ = 0;    // seconds, 0: none
    uint64_t clockFloor_ = 0; // nodes before the time limit counts
    bool cpuLimit_ = false;   // timeLimit_ counts processor time
    std::clock_t cpuStarted_ = 0;
    int depth_ = 0;
    // Per depth, the last eight moves that won there, the latest first
    // ("killers"): the same capture often wins again in the next position
    // searched at that depth, which mostly differs elsewhere. The latest is
    // tried ahead of children with up to six more replies and capturers
    // (6 x 16), older ones with fewer. On two 5x6 subproblems 9.9M nodes
    // without killers, 7.3M with one, 5.6M with two; eight took 12% fewer
    // nodes than two on 35 32-disc 6x6 jobs and openings, 18% fewer on 30-disc
    // openings (docs/performance.md, "Tried and not kept"). Their weights
    // at 1.5 times those of then: 4% fewer nodes on the proof's jobs, 19% on
    // the 38 34-disc replies proven within 60 s with and without them, but
    // as many proven (the same table).
    static constexpr int kKillers = 8;
    static constexpr int kKillerBonus[kKillers] = {96, 72, 60, 48, 36, 24, 12, 6};
    struct Killers {
        ClobberMove move[kKillers]{};

        int bonus(ClobberMove m) const {
            for (int i = 0; i < kKillers; ++i)
                if (move[i] == m) return kKillerBonus[i];
            return 0;
        }
        // m won: it moves to the front, the oldest falls out.
        void note(ClobberMove m) {
            int at = kKillers - 1;
            for (int i = 0; i < kKillers - 1; ++i)
                if (move[i] == m) at = i;
            for (; at > 0; --at) move[at] = move[at - 1];
            move[0] = m;
        }
    };
    // The killers of the same side two plies up and two plies down count
    // too, at three quarters and a quarter: a capture that won for this side
    // a move earlier, or a move later in the last position searched there,
    // often wins here as well, the position differing mostly elsewhere.
    // 15-22% fewer nodes on 30- and 32-disc 6x6 openings and proof jobs
    // (docs/performance.md, "Tried and not kept").
    [[gnu::always_inline]] int killerBonus(ClobberMove m) const {
        int bonus = 4 * killers_[depth_].bonus(m) + killers_[depth_ + 2].bonus(m);
        if (depth_ >= 2) bonus += 3 * killers_[depth_ - 2].bonus(m);
        return bonus / 4;
    }
    // Two more than the depths, for killerBonus's look two plies down.
    Killers killers_[BB::kCapacity + 3] = {};
    int boardRows_ = 0, boardCols_ = 0;
    BB rows_[kClobberMaxSide], columns_[kClobberMaxSide];
    std::vector<std::vector<Child>> kids_; // per depth, kept to avoid allocating per node
    bool aborted_ = false;
    std::unique_ptr<ClobberRootOrder<W>> rootOrder_; // see setRootOrder
    int traceDepth_ = -1;                            // see setTrace
    Trace trace_;
    ClobberMove topWin_{};     // see noteWin
    ClobberMove refutation_{}; // the last move that won, at depth refutedAt_ (noteWin)
    int refutedAt_ = -1;
    bool hasTopWin_ = false;
    // The root's large regions when setThreads names the move by the root's
    // order, and the root order's values of the root's moves as the search
    // at the root found them (rootValue).
    std::optional<P> rootLarge_;
    std::vector<std::pair<ClobberMove, int64_t>> rootValues_;

    // Threads (setThreads). 0: never set.
    int threads_ = 0;
    int threadIndex_ = 0; // 0: the thread that called solve
    int rootOrderDepth_ = 0;
    std::vector<std::unique_ptr<ClobberSolver>> helpers_;
    std::unique_ptr<SolveShared> ownShared_;
    SolveShared* shared_ = nullptr; // set with more than one thread
    uint64_t sharedNodeLimit_ = 0;  // of all threads' nodes
    // Threads share the work at nodes up to this depth (frames that another
    // thread may settle, siblings put off while another thread is on them).
    static constexpr int kShareDepth = 10;
    // When a root move ahead of this thread's one wins, it unwinds to the
    // root (pollShared).
    static constexpr int kRootFrame = -2;
    static constexpr int kMaxFrames = 128;
    uint64_t frameKeys_[kMaxFrames] = {}; // of the nodes up to kShareDepth this thread is in
    int frames_ = 0;
    int unwindTo_ = -1;       // the frame an abort unwinds to: -1 all, kRootFrame the root
    int rootIndex_ = -1;      // the root move this thread is on (rootScan)
    uint64_t seenStores_ = 0; // SolveShared::shallowStores at the last look
};

} // namespace gametree
