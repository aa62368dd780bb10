// The one strict reading of numbers (core/base/plain_number.hpp): options,
// proof.conf, result lines, uci commands, --part and --seed all take plain
// decimal digits in range, and nothing else.
#include <catch2/catch.hpp>

#include <cstdint>
#include <limits>
#include <string>

#include "base/plain_number.hpp"

using namespace gametree;

TEST_CASE("whole numbers are plain decimal digits in range, nothing else", "[numbers]") {
    std::string error;
    CHECK(parseWholeNumber<int>("2", 1, 40, &error) == 2);
    CHECK(parseWholeNumber<int>("40", 1, 40, &error) == 40);
    CHECK(parseWholeNumber<int>("-3", -5, 5, &error) == -3);
    for (const char* bad : {"2abc", "0x3", "+3", " 3", "3 ", "3e0", "", "-", "3.0"}) {
        INFO(bad);
        CHECK_FALSE(parseWholeNumber<int>(bad, 1, 40, &error));
        CHECK(error.find("is not a whole number (expected 1..40") != std::string::npos);
    }
    // Out of range, also where the value does not fit the type: never cut
    // down or wrapped (4294967298 read with atoi into 32 bits was 2).
    for (const char* big : {"41", "0", "4294967298", "99999999999", "-1"}) {
        INFO(big);
        CHECK_FALSE(parseWholeNumber<int>(big, 1, 40, &error));
        CHECK(error == std::string(big) + " is out of range 1..40");
    }
    const uint64_t max = std::numeric_limits<uint64_t>::max();
    CHECK(parseWholeNumber<uint64_t>("18446744073709551615", 0, max) == max);
    CHECK_FALSE(parseWholeNumber<uint64_t>("18446744073709551616", 0, max, &error));
    CHECK(error == "18446744073709551616 is out of range 0..18446744073709551615");
    CHECK_FALSE(parseWholeNumber<uint64_t>("-1", 0, max, &error));
    CHECK(error == "-1 is out of range 0..18446744073709551615");
}

TEST_CASE("a long bad number is not repeated whole in the message", "[numbers]") {
    std::string error;
    const std::string junk(50'000'000 / 1000, 'x');
    CHECK_FALSE(parseWholeNumber<int>(junk, 1, 9, &error));
    CHECK(error.size() < 200);
    const std::string digits(1000, '9');
    CHECK_FALSE(parseWholeNumber<int>(digits, 1, 9, &error));
    CHECK(error.size() < 200);
    CHECK(error.find("is out of range 1..9") != std::string::npos);
}

TEST_CASE("plain decimals and K/N parts", "[numbers]") {
    std::string error;
    CHECK(parsePlainDecimal("0.52", 0, 1e9, &error) == Approx(0.52));
    CHECK(parsePlainDecimal("12", 0, 1e9, &error) == 12);
    for (const char* bad : {".5", "5.", "+1", "1e3", "0x1", "nan", "inf", " 1", "-1", "1.-2"}) {
        INFO(bad);
        CHECK_FALSE(parsePlainDecimal(bad, 0, 1e9, &error));
    }
    CHECK(parsePartText("1/3") == std::pair<int, int>{1, 3});
    CHECK(parsePartText("3/3") == std::pair<int, int>{3, 3});
    for (const char* bad : {" 1/3", "+1/3", "1/+3", "1/3 ", "0/3", "4/3", "3", "x/2", "1//3", "1/0",
                            "-1/3", "1/99999999999"}) {
        INFO(bad);
        CHECK_FALSE(parsePartText(bad));
    }
}

TEST_CASE("quoted text shows control characters as \\xNN and is cut at 32 characters",
          "[numbers]") {
    CHECK(quotedText("abc") == "'abc'");
    // A NUL, a carriage return, an escape and DEL never reach a message raw.
    CHECK(quotedText(std::string("a\0b", 3)) == "'a\\x00b'");
    CHECK(quotedText("x\r\n\t\x1b[2J\x7f") == "'x\\x0d\\x0a\\x09\\x1b[2J\\x7f'");
    // Bytes above 0x7f (UTF-8) pass as they are.
    CHECK(quotedText("caf\xc3\xa9") == "'caf\xc3\xa9'");
    const std::string shown = quotedText(std::string(40, '\r'));
    CHECK(shown.find('\r') == std::string::npos);
    CHECK(shown.size() == 1 + 32 * 4 + std::string("...' (40 characters)").size());
    CHECK(shown.substr(shown.size() - 20) == "...' (40 characters)");
}
