// Reads a position that a test knows to be well formed, failing the test if not.
#pragma once

#include <catch2/catch.hpp>
#include <string>

#include "games/clobber/clobber_text.hpp"

inline gametree::AnyClobber parsed(const std::string& text) {
    gametree::ClobberParse p = gametree::parseClobber(text);
    REQUIRE(p.position.has_value());
    return std::move(*p.position);
}
