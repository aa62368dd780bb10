// Proof files with one entry cut out, for the tests that check the walk
// rejects them (the format: core/proof/proof_tree.hpp).
#pragma once

#include <cstdint>
#include <string>

// bytes, a proof file of n entries, without entry i: its key, its value, and
// the header's count one less.
inline std::string withoutEntry(const std::string& bytes, std::size_t n, std::size_t i) {
    std::string cut = bytes.substr(0, 40) + bytes.substr(40, 8 * i) +
                      bytes.substr(40 + 8 * (i + 1), 8 * (n - i - 1)) +
                      bytes.substr(40 + 8 * n, 2 * i) + bytes.substr(40 + 8 * n + 2 * (i + 1));
    const uint32_t count = uint32_t(n - 1);
    for (int k = 0; k < 4; ++k) cut[std::size_t(12 + k)] = char(count >> (8 * k) & 0xFF);
    return cut;
}
