// Option checks with messages that name the actual problem. CLI11's Range
// says "Value abc not in range 1 to 64" for a value that is no number at all,
// and lets "nan" through for floating-point options.
#pragma once

#include <CLI/CLI.hpp>
#include <cmath>
#include <string>

namespace gametree::cli {

inline CLI::Validator wholeNumberIn(long long lo, long long hi) {
    const std::string range = std::to_string(lo) + ".." + std::to_string(hi);
    return CLI::Validator(
        [=](std::string& text) -> std::string {
            long long v = 0;
            if (!CLI::detail::lexical_cast(text, v))
                return "'" + text + "' is not a whole number (expected " + range + ")";
            if (v < lo || v > hi) return text + " is out of range " + range;
            return {};
        },
        "INT in " + range);
}

inline CLI::Validator secondsIn(double lo, double hi) {
    char range[64];
    std::snprintf(range, sizeof range, "%g..%g", lo, hi);
    return CLI::Validator(
        [=](std::string& text) -> std::string {
            double v = 0;
            if (!CLI::detail::lexical_cast(text, v) || !std::isfinite(v))
                return "'" + text + "' is not a number of seconds (expected " + range + ")";
            if (v < lo || v > hi) return text + " is out of range " + range;
            return {};
        },
        std::string("SECONDS in ") + range);
}

} // namespace gametree::cli
