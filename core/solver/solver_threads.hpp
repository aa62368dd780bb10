// What the threads of one solve share besides the table of solved positions
// (ClobberSolver::setThreads): which positions near the top some thread is
// searching now, what each of the root's moves was found to be, and when to
// stop. Standard library only; nothing here takes a lock.
#pragma once

#include <atomic>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <system_error>
#include <vector>

namespace gametree {

// A thread of a threaded solve that the system would not start (its limit
// on threads, or on the memory of their stacks). The threads already started
// are stopped and joined before it is thrown, so nothing of the solve runs
// on; the caller says so and may try fewer threads.
class ThreadStartError : public std::runtime_error {
  public:
    ThreadStartError(int started, int wanted, const std::system_error& e)
        : std::runtime_error("could not start thread " + std::to_string(started + 1) + " of " +
                             std::to_string(wanted) + " (" + e.code().message() + ")") {}
};

// The keys of the positions some thread is searching now, near the top of
// the search: a sibling another thread is on is put off to the end of the
// node's moves, when its result is usually in the table ("ABDADA", Weill
// 1996). Approximate on purpose: a key that does not fit its two slots is
// not marked, and a thread that searches a marked key does not mark it again
// (only the thread that marked it clears it). Only the order of the search
// depends on it, never a result.
class BusyPositions {
  public:
    static constexpr std::size_t kSlots = std::size_t{1} << 12; // 32 KiB

    BusyPositions() : slots_(new std::atomic<uint64_t>[kSlots]) { clear(); }

    void clear() {
        for (std::size_t i = 0; i < kSlots; ++i) slots_[i].store(0, std::memory_order_relaxed);
    }
    bool has(uint64_t key) const {
        const std::size_t i = slot(key);
        return key != 0 && (slots_[i].load(std::memory_order_relaxed) == key ||
                            slots_[(i + 1) & (kSlots - 1)].load(std::memory_order_relaxed) == key);
    }
    // True when this call marked the key: the caller then clears it (leave).
    bool enter(uint64_t key) {
        if (key == 0) return false;
        const std::size_t i = slot(key);
        for (std::size_t j = 0; j < 2; ++j) {
            uint64_t expected = 0;
            std::atomic<uint64_t>& s = slots_[(i + j) & (kSlots - 1)];
            if (s.compare_exchange_strong(expected, key, std::memory_order_relaxed)) return true;
            if (expected == key) return false;
        }
        return false;
    }
    void leave(uint64_t key) {
        const std::size_t i = slot(key);
        for (std::size_t j = 0; j < 2; ++j) {
            std::atomic<uint64_t>& s = slots_[(i + j) & (kSlots - 1)];
            if (s.load(std::memory_order_relaxed) == key) {
                s.store(0, std::memory_order_relaxed);
                return;
            }
        }
    }

  private:
    // The table's buckets take the key's low bits; these take high ones.
    static std::size_t slot(uint64_t key) { return std::size_t(key >> 40) & (kSlots - 1); }

    std::unique_ptr<std::atomic<uint64_t>[]> slots_;
};

// One solve's shared state. The root's moves are numbered in the order that
// names the winning move (ClobberSolver::rootMoves); each is unknown, lost
// or won for the side to move at the root.
struct SolveShared {
    static constexpr int kUnknown = -1, kLost = 0, kWon = 1;

    BusyPositions busy;
    // Set when the solve is over (answered, or a limit reached): every thread
    // unwinds.
    std::atomic<bool> stop{false};
    // Counts the results stored near the top of the search, so that a thread
    // looks whether one of the nodes it is inside was settled by another
    // only when one may have been.
    std::atomic<uint64_t> shallowStores{0};
    // The lowest-numbered root move known to win: a thread on a later one
    // drops it, since the answer is no later than this.
    std::atomic<int> firstWin{INT_MAX};
    // The root's result once a thread's search of it ended: -1 unknown,
    // 0 lost, 1 won (the threads then look for the move that names it).
    std::atomic<int> rootResult{-1};
    std::vector<std::atomic<int>> status;     // per root move: kUnknown, kLost, kWon
    std::vector<std::atomic<int>> workers;    // per root move: threads on it now
    std::vector<std::atomic<uint64_t>> nodes; // per thread, published now and then

    void reset(std::size_t rootMoves, std::size_t threads) {
        busy.clear();
        stop.store(false, std::memory_order_relaxed);
        shallowStores.store(0, std::memory_order_relaxed);
        firstWin.store(INT_MAX, std::memory_order_relaxed);
        rootResult.store(-1, std::memory_order_relaxed);
        status = std::vector<std::atomic<int>>(rootMoves);
        workers = std::vector<std::atomic<int>>(rootMoves);
        nodes = std::vector<std::atomic<uint64_t>>(threads);
        for (auto& s : status) s.store(kUnknown, std::memory_order_relaxed);
        for (auto& w : workers) w.store(0, std::memory_order_relaxed);
        for (auto& n : nodes) n.store(0, std::memory_order_relaxed);
    }

    uint64_t totalNodes() const {
        uint64_t sum = 0;
        for (const auto& n : nodes) sum += n.load(std::memory_order_relaxed);
        return sum;
    }

    // The answer once the moves up to some won one are all lost: its number,
    // -1 while unknown, and the number of moves when every one is lost.
    int answer() const {
        for (std::size_t i = 0; i < status.size(); ++i) {
            const int s = status[i].load(std::memory_order_relaxed);
            if (s == kWon) return int(i);
            if (s == kUnknown) return -1;
        }
        return int(status.size());
    }
};

} // namespace gametree
