// Option checks with messages that name the actual problem, and one strict
// reading of numbers for every option (core/base/plain_number.hpp, which
// proof.conf, result lines and uci's commands use too). CLI11 would take
// "0x3", "+3", " 3" or "3 " as 3, wrap "-1" and "99999999999999999999999"
// into a huge unsigned value, and let "nan" through for floating-point
// options; a number option here accepts plain decimal digits (a minus sign
// where the range allows it), and nothing else.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>
#include <utility>

#include "base/plain_number.hpp"

namespace gametree::cli {

// A whole number in lo..hi, stored in an option of type T (int, uint64_t...).
template <class T = long long>
CLI::Validator wholeNumberIn(T lo, T hi) {
    return CLI::Validator(
        [=](std::string& text) -> std::string {
            std::string error;
            return parseWholeNumber<T>(text, lo, hi, &error) ? std::string() : error;
        },
        "INT in " + rangeText(lo, hi));
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
            if (!plainDecimal(text))
                return "'" + text + "' is not a number of seconds (expected " + range +
                       ", like 10 or 0.5)";
            std::string error;
            return parsePlainDecimal(text, lo, hi, &error) ? std::string() : error;
        },
        std::string("SECONDS in ") + range);
}

// A flag takes no value: "--quiet=3" is an error, not a way to say yes.
inline CLI::Option* strictFlag(CLI::App& app, const std::string& names, bool& target,
                               const std::string& description) {
    return app.add_flag(names, target, description)->disable_flag_override();
}

// "K/N" with 1 <= K <= N, each in plain decimal digits, as {K, N}; {0, 0} if
// the text is not that.
inline std::pair<int, int> parsePart(const std::string& text) {
    return parsePartText(text).value_or(std::pair<int, int>{0, 0});
}

} // namespace gametree::cli
