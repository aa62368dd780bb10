// Option checks with messages that name the actual problem, and one strict
// reading of numbers for every option. CLI11 would take "0x3", "+3", " 3" or
// "3 " as 3, wrap "-1" and "99999999999999999999999" into a huge unsigned
// value, and let "nan" through for floating-point options; a number option
// here accepts plain decimal digits (a minus sign where the range allows it),
// and nothing else.
#pragma once

#include <CLI/CLI.hpp>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>
#include <string_view>
#include <utility>

namespace gametree::cli {

// "-?[0-9]+": the only spelling of a whole number the options accept.
inline bool plainInteger(std::string_view text) {
    if (!text.empty() && text[0] == '-') text.remove_prefix(1);
    if (text.empty()) return false;
    for (const char c : text)
        if (c < '0' || c > '9') return false;
    return true;
}

// A whole number in lo..hi, stored in an option of type T (int, uint64_t...).
template <class T = long long>
CLI::Validator wholeNumberIn(T lo, T hi) {
    const std::string range = std::to_string(lo) + ".." + std::to_string(hi);
    return CLI::Validator(
        [=](std::string& text) -> std::string {
            if (!plainInteger(text))
                return "'" + text + "' is not a whole number (expected " + range +
                       ", in plain decimal digits)";
            T v{};
            const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
            // A number that does not fit T (too large, or negative for an
            // unsigned T) is outside the range all the same.
            if (ec != std::errc() || end != text.data() + text.size() || v < lo || v > hi)
                return text + " is out of range " + range;
            return {};
        },
        "INT in " + range);
}

// Every value of an unsigned 64-bit option, such as a seed.
inline CLI::Validator anyUnsigned64() {
    return wholeNumberIn<uint64_t>(0, std::numeric_limits<uint64_t>::max());
}

// Seconds as plain decimals: "10", "0.5"; no sign, exponent, hex or blanks.
inline CLI::Validator secondsIn(double lo, double hi) {
    char range[64];
    std::snprintf(range, sizeof range, "%g..%g", lo, hi);
    return CLI::Validator(
        [=](std::string& text) -> std::string {
            const std::size_t dot = text.find('.');
            const bool plain = plainInteger(text.substr(0, dot)) && text[0] != '-' &&
                               (dot == std::string::npos ||
                                (dot + 1 < text.size() && plainInteger(text.substr(dot + 1)) &&
                                 text[dot + 1] != '-'));
            if (!plain)
                return "'" + text + "' is not a number of seconds (expected " + range +
                       ", like 10 or 0.5)";
            const double v = std::strtod(text.c_str(), nullptr);
            if (!std::isfinite(v) || v < lo || v > hi) return text + " is out of range " + range;
            return {};
        },
        std::string("SECONDS in ") + range);
}

// A flag takes no value: "--quiet=3" is an error, not a way to say yes.
inline CLI::Option* strictFlag(CLI::App& app, const std::string& names, bool& target,
                               const std::string& description) {
    return app.add_flag(names, target, description)->disable_flag_override();
}

// "K/N" with 1 <= K <= N, as {K, N}; {0, 0} if the text is not that.
inline std::pair<int, int> parsePart(const std::string& text) {
    const auto slash = text.find('/');
    if (slash == std::string::npos) return {0, 0};
    try {
        std::size_t used = 0, usedN = 0;
        const int k = std::stoi(text.substr(0, slash), &used);
        const int n = std::stoi(text.substr(slash + 1), &usedN);
        if (used != slash || slash + 1 + usedN != text.size() || k < 1 || n < k) return {0, 0};
        return {k, n};
    } catch (const std::exception&) {
        return {0, 0};
    }
}

} // namespace gametree::cli
