// The board text: what it tolerates, and every error with its line and column.
#include <catch2/catch.hpp>

#include "clobber_text.hpp"

using namespace gametree;

namespace {

ParseError errorOf(const std::string& text) {
    const ClobberParse p = parseClobber(text);
    REQUIRE_FALSE(p.position.has_value());
    REQUIRE(p.error.has_value());
    return *p.error;
}

std::string reformat(const std::string& text) {
    const ClobberParse p = parseClobber(text);
    REQUIRE(p.position.has_value());
    return clobberText(*p.position, true);
}

} // namespace

TEST_CASE("layout is tolerated: tabs, spaces, CRLF, no final newline, blank lines", "[text]") {
    const std::string canonical = "B W _\nW B W\nturn: B\n";
    CHECK(reformat("B W _\nW B W\n") == canonical);
    CHECK(reformat("B\tW\t_\nW   B  W   \n") == canonical);
    CHECK(reformat("B W _\r\nW B W\r\n") == canonical);
    CHECK(reformat("B W _\nW B W") == canonical);
    CHECK(reformat("\n\n  B W _\nW B W\n\n") == canonical);
    CHECK(reformat("B W _\nW B W\n\nturn:   B  \n") == canonical);
    CHECK(reformat("B W _\r\nW B W\r\nturn: W") == "B W _\nW B W\nturn: W\n");
}

TEST_CASE("text round-trips through a position", "[text]") {
    const std::string text = clobberText(startClobber(16, 16), true);
    CHECK(reformat(text) == text);
    CHECK(reformat("_\nturn: W\n") == "_\nturn: W\n");
}

TEST_CASE("rows are read top first, columns from the left", "[text]") {
    auto pos = parseClobber("B _\n_ W\n").position.value();
    std::visit(
        [](auto& p) {
            CHECK(p.discs(Side::First).test(1 * 2 + 0));  // a2
            CHECK(p.discs(Side::Second).test(0 * 2 + 1)); // b1
            CHECK(p.sideToMove() == Side::First);
        },
        pos);
}

TEST_CASE("unknown symbols name their line and column", "[text][errors]") {
    ParseError e = errorOf("B W\nW X\n");
    CHECK(e.line == 2);
    CHECK(e.column == 3);
    CHECK_THAT(e.message, Catch::Contains("unknown symbol 'X'") && Catch::Contains("B, W or _"));
    e = errorOf("B W\nb W\n");
    CHECK(e.line == 2);
    CHECK(e.column == 1);
    e = errorOf("BW _\n");
    CHECK(e.column == 1);
    CHECK_THAT(e.message, Catch::Contains("separated by spaces"));
    CHECK(e.describe() == "line 1, column 1: " + e.message);
}

TEST_CASE("rows of different lengths", "[text][errors]") {
    ParseError e = errorOf("B W B\nW B\n");
    CHECK(e.line == 2);
    CHECK(e.column == 4); // just after the short row
    CHECK_THAT(e.message, Catch::Contains("expected 3 items") && Catch::Contains("found 2"));
    e = errorOf("B W\nW B W\n");
    CHECK(e.line == 2);
    CHECK(e.column == 5);
    CHECK_THAT(e.message, Catch::Contains("expected 2 items"));
}

TEST_CASE("no board", "[text][errors]") {
    for (const std::string text : {"", "\n\n", "   \n\t\n"}) {
        const ParseError e = errorOf(text);
        CHECK(e.line == 1);
        CHECK(e.column == 1);
        CHECK_THAT(e.message, Catch::Contains("no board"));
    }
    const ParseError e = errorOf("\nturn: B\n");
    CHECK(e.line == 2);
    CHECK_THAT(e.message, Catch::Contains("no board"));
}

TEST_CASE("too many rows or columns", "[text][errors]") {
    std::string rows;
    for (int i = 0; i < 17; ++i) rows += "B\n";
    ParseError e = errorOf(rows);
    CHECK(e.line == 17);
    CHECK_THAT(e.message, Catch::Contains("too many rows") && Catch::Contains("16"));
    std::string cols;
    for (int i = 0; i < 17; ++i) cols += "W ";
    e = errorOf(cols + "\n");
    CHECK(e.line == 1);
    CHECK(e.column == 33);
    CHECK_THAT(e.message, Catch::Contains("too many columns"));
}

TEST_CASE("bad turn lines", "[text][errors]") {
    ParseError e = errorOf("B W\nturn B\n");
    CHECK(e.line == 2);
    CHECK(e.column == 6);
    CHECK_THAT(e.message, Catch::Contains("expected ':'"));
    e = errorOf("B W\nturn: X\n");
    CHECK(e.column == 7);
    CHECK_THAT(e.message, Catch::Contains("bad side to move 'X'") && Catch::Contains("B or W"));
    e = errorOf("B W\nturn:\n");
    CHECK_THAT(e.message, Catch::Contains("expected the side to move"));
    e = errorOf("B W\nturn: B please\n");
    CHECK(e.column == 9);
    CHECK_THAT(e.message, Catch::Contains("unexpected 'please'"));
    e = errorOf("B W\nturn: B\nturn: W\n");
    CHECK(e.line == 3);
    CHECK_THAT(e.message, Catch::Contains("second turn line"));
    e = errorOf("B W\nturn: B\nB W\n");
    CHECK(e.line == 3);
    CHECK_THAT(e.message, Catch::Contains("nothing may follow"));
}

TEST_CASE("rows after a blank line", "[text][errors]") {
    const ParseError e = errorOf("B W\n\nW B\n");
    CHECK(e.line == 3);
    CHECK_THAT(e.message, Catch::Contains("after a blank line"));
}

TEST_CASE("move names", "[text]") {
    CHECK(moveName(ClobberMove{0, 1}, 5) == "a1b1");
    CHECK(moveName(ClobberMove{uint8_t(15 * 16 + 15), uint8_t(14 * 16 + 15)}, 16) == "p16p15");
    const auto m = parseMoveName("b2b3", 6, 5);
    REQUIRE(m);
    CHECK(m->from == 1 * 5 + 1);
    CHECK(m->to == 2 * 5 + 1);
    CHECK_FALSE(parseMoveName("f1f2", 6, 5)); // no column f on 5 columns
    CHECK_FALSE(parseMoveName("a7a6", 6, 5));
    CHECK_FALSE(parseMoveName("a1", 6, 5));
    CHECK_FALSE(parseMoveName("a1b1x", 6, 5));
}

TEST_CASE("board sizes", "[text]") {
    CHECK_FALSE(clobberSizeError(1, 1));
    CHECK_FALSE(clobberSizeError(16, 16));
    CHECK(clobberSizeError(0, 5));
    CHECK_THAT(*clobberSizeError(17, 5), Catch::Contains("17x5"));
}
