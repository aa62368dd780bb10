// What the Clobber engine keeps between the moves of one game, as a chess
// engine keeps its hash table: the exact solver, with its table of proven
// positions and the game values of the small regions it has met, and the
// search's transposition table.
//
// A fresh engine (`gametree move`) builds all of these anew at every move,
// so the same position and settings give the same move and node count. Kept
// over a game (`gametree uci`), the solver proves later positions from what
// it proved at earlier moves, even from proofs it did not finish (what a
// stopped solve proved stays in its table), and works out no small region's
// value twice; a proven win is found again at once. The moves then depend on
// the game so far as well, as in any engine that keeps its table.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>

#include "search/tt.hpp"
#include "solver/clobber_solver.hpp"

namespace gametree {

struct EngineMemorySizes {
    std::size_t solverTableBytes = std::size_t{64} << 20;
    std::size_t searchTableBytes = std::size_t{16} << 20;
    // The game values grow with every new region the solver meets; past
    // this the memory is made afresh at the next move (a game at 100 ms a
    // move holds some tens of MiB of them at its end).
    std::size_t maxStoreBytes = std::size_t{512} << 20;
};

template <int W>
struct ClobberEngineMemory {
    explicit ClobberEngineMemory(const EngineMemorySizes& sizes)
        : solver(sizes.solverTableBytes), table(sizes.searchTableBytes) {}
    ClobberSolver<W> solver;
    TranspositionTable table;
    // The position the engine's last move left, when that move was a proven
    // win: every reply to it is won for the engine, so the position after
    // any of them is one the solver will prove, given the time.
    std::optional<Clobber<W>> afterProvenWin;

    // Is pos one move after afterProvenWin?
    bool followsProvenWin(const Clobber<W>& pos) const {
        if (!afterProvenWin || pos.sideToMove() == afterProvenWin->sideToMove()) return false;
        typename Clobber<W>::Moves replies;
        Clobber<W> before = *afterProvenWin;
        before.generate(replies);
        for (const ClobberMove r : replies) {
            before.make(r);
            const bool same = before == pos;
            before.unmake(r);
            if (same) return true;
        }
        return false;
    }
};

// The memory of a game on a board of any width: made when the engine first
// moves on it, dropped by clear() (a new game) or when another width comes.
class EngineMemory {
  public:
    explicit EngineMemory(EngineMemorySizes sizes = {}) : sizes_(sizes) {}

    const EngineMemorySizes& sizes() const { return sizes_; }
    void setSizes(const EngineMemorySizes& sizes) {
        sizes_ = sizes;
        clear();
    }
    void clear() {
        w1_.reset();
        w2_.reset();
        w4_.reset();
    }

    // Throws TableAllocationError when the tables cannot be had.
    template <int W>
    ClobberEngineMemory<W>& of() {
        auto& slot = slotOf<W>();
        if (slot && slot->solver.storeBytes() > sizes_.maxStoreBytes) slot.reset();
        if (!slot) {
            clear(); // one game at a time: the tables of another width go first
            slot = std::make_unique<ClobberEngineMemory<W>>(sizes_);
        }
        return *slot;
    }

  private:
    template <int W>
    std::unique_ptr<ClobberEngineMemory<W>>& slotOf() {
        static_assert(W == 1 || W == 2 || W == 4, "the widths of AnyClobber");
        if constexpr (W == 1)
            return w1_;
        else if constexpr (W == 2)
            return w2_;
        else
            return w4_;
    }

    EngineMemorySizes sizes_;
    std::unique_ptr<ClobberEngineMemory<1>> w1_;
    std::unique_ptr<ClobberEngineMemory<2>> w2_;
    std::unique_ptr<ClobberEngineMemory<4>> w4_;
};

} // namespace gametree
