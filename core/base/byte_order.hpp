// Little-endian integers in the byte strings of the files gametree writes
// (proof trees, swindle books), the same on every machine.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace gametree {

template <class T>
void putLittleEndian(std::string& out, T v) {
    for (std::size_t i = 0; i < sizeof(T); ++i) out.push_back(char(uint64_t(v) >> (8 * i) & 0xFF));
}

// The caller checks that in holds sizeof(T) bytes at `at`.
template <class T>
T getLittleEndian(std::string_view in, std::size_t at) {
    uint64_t v = 0;
    for (std::size_t i = 0; i < sizeof(T); ++i) v |= uint64_t(uint8_t(in[at + i])) << (8 * i);
    return T(v);
}

} // namespace gametree
