// The one reading of numbers for everything the program reads: options,
// proof.conf, result lines, uci commands, --part and --seed. A whole number
// is plain decimal digits (a minus sign where the range allows one), and
// nothing else: not "0x3", "+3", " 3", "3 ", "3e0" or "" (the C library and
// streams take many of those, wrap "-1" into a huge unsigned value, or stop
// silently at "2abc"). A value outside its range is an error naming the
// value and the range, never a value cut down to fit.
#pragma once

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>

namespace gametree {

// At most the first 32 characters of text, in quotes, with how long it was
// when it is longer: an error message never repeats a long input whole. A
// control character (a NUL, a carriage return, an escape) is shown as \xNN,
// never sent to the terminal as it is.
inline std::string quotedText(std::string_view text) {
    constexpr std::size_t kShown = 32;
    std::string out(1, '\'');
    for (const char c : text.substr(0, kShown)) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x20 && byte != 0x7f) {
            out += c;
            continue;
        }
        char shown[5];
        std::snprintf(shown, sizeof shown, "\\x%02x", byte);
        out += shown;
    }
    if (text.size() <= kShown) return out.append(1, '\'');
    out.append("...' (");
    out.append(std::to_string(text.size()));
    return out.append(" characters)");
}

// "-?[0-9]+"
inline bool plainInteger(std::string_view text) {
    if (!text.empty() && text[0] == '-') text.remove_prefix(1);
    if (text.empty()) return false;
    for (const char c : text)
        if (c < '0' || c > '9') return false;
    return true;
}

// "[0-9]+(\.[0-9]+)?": a number of seconds, say.
inline bool plainDecimal(std::string_view text) {
    const std::size_t dot = text.find('.');
    const std::string_view whole = text.substr(0, dot);
    if (whole.empty() || whole[0] == '-' || !plainInteger(whole)) return false;
    if (dot == std::string_view::npos) return true;
    const std::string_view fraction = text.substr(dot + 1);
    return !fraction.empty() && fraction[0] != '-' && plainInteger(fraction);
}

// "lo..hi"
template <class T>
std::string rangeText(T lo, T hi) {
    return std::to_string(lo) + ".." + std::to_string(hi);
}

// The whole number that text spells, in lo..hi; nothing if it spells none
// or one out of range, with the reason in *error:
//   "'0x3' is not a whole number (expected 1..64, in plain decimal digits)"
//   "65 is out of range 1..64"
template <class T>
std::optional<T> parseWholeNumber(std::string_view text, T lo, T hi, std::string* error = nullptr) {
    if (!plainInteger(text)) {
        if (error)
            *error = quotedText(text) + " is not a whole number (expected " + rangeText(lo, hi) +
                     ", in plain decimal digits)";
        return std::nullopt;
    }
    T v{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    // A number that does not fit T (too large, or negative for an unsigned
    // T) is outside the range all the same.
    if (ec != std::errc() || end != text.data() + text.size() || v < lo || v > hi) {
        if (error)
            *error = (text.size() <= 32 ? std::string(text) : quotedText(text)) +
                     " is out of range " + rangeText(lo, hi);
        return std::nullopt;
    }
    return v;
}

// A plain decimal ("10", "0.5") in lo..hi, as parseWholeNumber.
inline std::optional<double> parsePlainDecimal(std::string_view text, double lo, double hi,
                                               std::string* error = nullptr) {
    char range[64];
    std::snprintf(range, sizeof range, "%g..%g", lo, hi);
    if (!plainDecimal(text)) {
        if (error)
            *error = quotedText(text) + " is not a plain decimal number (expected " +
                     std::string(range) + ", like 10 or 0.5)";
        return std::nullopt;
    }
    const double v = std::strtod(std::string(text).c_str(), nullptr);
    if (!std::isfinite(v) || v < lo || v > hi) {
        if (error)
            *error = (text.size() <= 32 ? std::string(text) : quotedText(text)) +
                     " is out of range " + range;
        return std::nullopt;
    }
    return v;
}

// "K/N" with 1 <= K <= N <= maxParts, as {K, N}; nothing otherwise.
inline std::optional<std::pair<int, int>> parsePartText(std::string_view text,
                                                        int maxParts = 1'000'000) {
    const std::size_t slash = text.find('/');
    if (slash == std::string_view::npos) return std::nullopt;
    const auto n = parseWholeNumber<int>(text.substr(slash + 1), 1, maxParts);
    if (!n) return std::nullopt;
    const auto k = parseWholeNumber<int>(text.substr(0, slash), 1, *n);
    if (!k) return std::nullopt;
    return std::pair<int, int>{*k, *n};
}

} // namespace gametree
