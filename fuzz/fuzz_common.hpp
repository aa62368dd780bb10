// What the fuzz targets share: the games by index, and a check that stops
// the fuzzer with a message when an invariant breaks.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "session/session.hpp"

namespace gametree::fuzz {

inline const char* gameName(uint8_t byte) {
    static const char* const kNames[] = {"clobber", "halma", "tictactoe"};
    return kNames[byte % 3];
}

// A failed invariant is a finding: print it and abort, which libFuzzer
// reports with the input that caused it.
inline void require(bool ok, const char* what, std::string_view detail = {}) {
    if (ok) return;
    std::fprintf(stderr, "invariant broken: %s\n%.*s\n", what, int(detail.size()), detail.data());
    std::abort();
}

// Reads the fuzzer's bytes one at a time; zeros once they run out.
struct Bytes {
    const uint8_t* data;
    std::size_t size;
    std::size_t at = 0;
    bool empty() const { return at >= size; }
    uint8_t next() { return at < size ? data[at++] : 0; }
    std::string text(std::size_t n) {
        std::string out;
        while (n-- > 0 && !empty()) out += char(next());
        return out;
    }
};

} // namespace gametree::fuzz
