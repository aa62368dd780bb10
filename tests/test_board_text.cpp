// The board text: what it tolerates, and every error with its line, column and
// what was expected there.
#include <catch2/catch.hpp>

#include "games/clobber/clobber_text.hpp"
#include "reference_clobber.hpp"

using namespace gametree;
using Catch::Contains;

namespace {

ParseError errorOf(const std::string& text) {
    const ClobberParse p = parseClobber(text);
    INFO(text);
    REQUIRE_FALSE(p.position.has_value());
    REQUIRE(p.error.has_value());
    return *p.error;
}

std::string reformat(const std::string& text) {
    const ClobberParse p = parseClobber(text);
    INFO(text);
    if (p.error) INFO(p.error->describe());
    REQUIRE(p.position.has_value());
    return clobberText(*p.position, true);
}

// n copies of s after `out`.
std::string repeat(const std::string& s, int n, std::string out = "") {
    for (int i = 0; i < n; ++i) out += s;
    return out;
}

struct ErrorCase {
    std::string text;
    int line, column;
    std::vector<std::string> says; // parts of the message
};

void checkErrors(const std::vector<ErrorCase>& cases) {
    for (const ErrorCase& c : cases) {
        const ParseError e = errorOf(c.text);
        INFO("text: " << c.text << "\nerror: " << e.describe());
        CHECK(e.line == c.line);
        CHECK(e.column == c.column);
        for (const std::string& part : c.says) CHECK_THAT(e.message, Contains(part));
        CHECK(e.describe() == "line " + std::to_string(c.line) + ", column " +
                                  std::to_string(c.column) + ": " + e.message);
    }
}

} // namespace

TEST_CASE("layout is tolerated: tabs, spaces, CRLF, no final newline, blank lines", "[text]") {
    const std::string canonical = "B W _\nW B W\nturn: B\n";
    CHECK(reformat("B W _\nW B W\n") == canonical);
    CHECK(reformat("B\tW\t_\nW\t\tB W\n") == canonical);    // tabs
    CHECK(reformat("B   W  _\n  W B    W\n") == canonical); // several spaces
    CHECK(reformat("B W _   \nW B W \t \n") == canonical);  // trailing blanks
    CHECK(reformat("B W _\r\nW B W\r\n") == canonical);     // CRLF
    CHECK(reformat("B W _\nW B W") == canonical);           // no final newline
    CHECK(reformat("\n\n  \nB W _\nW B W\n") == canonical); // blank lines before
    CHECK(reformat("B W _\nW B W\n\n\n \n") == canonical);  // blank lines after
    CHECK(reformat("B W _\nW B W\n\nturn:   B  \n\n") == canonical);
    CHECK(reformat("B W _\nW B W\nturn:B\n") == canonical);
    CHECK(reformat("B W _\r\nW B W\r\n\r\nturn: W") == "B W _\nW B W\nturn: W\n");
    CHECK(reformat("B W _\nW B W\n \tturn :\tW\t\n") == "B W _\nW B W\nturn: W\n");
}

TEST_CASE("text round-trips through a position", "[text]") {
    for (const auto& [r, c] : {std::pair{1, 1}, {5, 6}, {6, 5}, {10, 10}, {16, 16}, {1, 16}}) {
        const std::string text = clobberText(startClobber(r, c), true);
        CHECK(reformat(text) == text);
        CHECK(text == ref::toText(ref::start(r, c))); // bottom-left black, Black to move
    }
    CHECK(reformat("_\nturn: W\n") == "_\nturn: W\n");
    // Random positions written with random layout come back in canonical form.
    std::mt19937 rng(21);
    const char* gaps[] = {" ", "  ", "\t", " \t "};
    for (int i = 0; i < 200; ++i) {
        const ref::Board b = ref::randomBoard(rng, 1 + int(rng() % 16), 1 + int(rng() % 16), 30);
        const std::string canonical = ref::toText(b);
        std::string messy = rng() % 2 ? "\n" : "";
        for (char ch : canonical) {
            if (ch == ' ')
                messy += gaps[rng() % 4];
            else if (ch == '\n')
                messy += rng() % 2 ? "\r\n" : " \n";
            else
                messy += ch;
        }
        CHECK(reformat(messy) == canonical);
        CHECK(reformat(canonical) == canonical);
    }
}

TEST_CASE("rows are read top first, columns from the left", "[text]") {
    const AnyClobber pos = parseClobber("B _\n_ W\n").position.value();
    std::visit(
        [](const auto& p) {
            CHECK(p.rows() == 2);
            CHECK(p.cols() == 2);
            CHECK(p.discs(Side::First).test(1 * 2 + 0));  // a2: top left
            CHECK(p.discs(Side::Second).test(0 * 2 + 1)); // b1: bottom right
            CHECK(p.occupied().count() == 2);
            CHECK(p.sideToMove() == Side::First);
        },
        pos);
}

TEST_CASE("up to 26 rows or columns, and 256 squares, are allowed", "[text]") {
    const std::string row16 = repeat("B ", 15) + "W\n";
    CHECK(reformat(repeat(row16, 16)) == repeat(repeat("B ", 15) + "W\n", 16) + "turn: B\n");
    const std::string row26 = repeat("B ", 25) + "W\n";
    CHECK(reformat(repeat(row26, 9)) == repeat(row26, 9) + "turn: B\n");
    CHECK(reformat(repeat("B\n", 26)) == repeat("B\n", 26) + "turn: B\n");
}

TEST_CASE("unknown symbols", "[text][errors]") {
    checkErrors({
        {"B W\nW X\n", 2, 3, {"unknown symbol 'X'", "expected B, W or _"}},
        {"B W\nb W\n", 2, 1, {"unknown symbol 'b'", "B, W or _"}},
        {"B\tW\t.\n", 1, 5, {"unknown symbol '.'", "B, W or _"}},
        {"\n\n  B W\n  W 0\n", 4, 5, {"'0'"}},
        {"B W\r\nW ?\r\n", 2, 3, {"'?'"}},
        {"BW _\nW B W\n", 1, 1, {"'BW'", "separated by spaces"}},
        {"B W\nW B_\n", 2, 3, {"'B_'", "separated by spaces"}},
        {"Turn: B\n", 1, 1, {"unknown symbol 'Turn:'", "B, W or _"}},
    });
}

TEST_CASE("rows of different lengths", "[text][errors]") {
    checkErrors({
        // Shorter: the column just after the row's end.
        {"B W B\nW B\n", 2, 4, {"rows of different lengths", "expected 3 items", "found 2"}},
        {"B W B\nW B\r\n", 2, 4, {"expected 3 items", "found 2"}},
        {"B W B\nW B W\nB  \n", 3, 4, {"expected 3 items", "found 1"}},
        // Longer: the first item too many.
        {"B W\nW B W\n", 2, 5, {"rows of different lengths", "expected 2 items", "found more"}},
        {"B\nW\tB\n", 2, 3, {"expected 1 item", "found more"}},
    });
}

TEST_CASE("no board", "[text][errors]") {
    checkErrors({
        {"", 1, 1, {"no board", "expected rows of B, W or _"}},
        {"\n\n", 1, 1, {"no board", "expected rows of B, W or _"}},
        {"   \n\t\n\r\n", 1, 1, {"no board"}},
        {"turn: B\n", 1, 1, {"no board", "expected rows of B, W or _ before the turn line"}},
        {"\n  turn: W\n", 2, 3, {"no board", "before the turn line"}},
    });
}

TEST_CASE("too many rows or columns", "[text][errors]") {
    checkErrors({
        {repeat("B\n", 27), 27, 1, {"too many rows", "at most 26"}},
        {repeat("W B\n", 30, "\n"), 28, 1, {"too many rows", "at most 26"}},
        {repeat("W ", 27) + "\n", 1, 53, {"too many columns", "at most 26"}},
        {repeat("_\t", 40) + "\n", 1, 53, {"too many columns", "at most 26"}},
        // 10 rows of 26: the tenth row is one too many for 256 squares.
        {repeat(repeat("B ", 25) + "W\n", 10), 10, 1, {"too many squares", "more than 256"}},
    });
}

TEST_CASE("bad turn lines", "[text][errors]") {
    checkErrors({
        {"B W\nturn B\n", 2, 6, {"expected ':' after 'turn'", "'turn: B'"}},
        {"B W\nturn\n", 2, 5, {"expected ':'"}},
        {"B W\nturnip: W\n", 2, 5, {"expected ':'"}},
        {"B W\nturn: X\n", 2, 7, {"bad side to move 'X'", "expected B or W"}},
        {"B W\nturn: b\n", 2, 7, {"bad side to move 'b'", "expected B or W"}},
        {"B W\nturn: _\n", 2, 7, {"bad side to move '_'"}},
        {"B W\nturn: BW\n", 2, 7, {"bad side to move 'BW'"}},
        {"B W\nturn:\n", 2, 6, {"expected the side to move (B or W)"}},
        {"B W\nturn:   \r\n", 2, 9, {"expected the side to move"}},
        {"B W\nturn: B please\n", 2, 9, {"unexpected 'please'", "after the turn line's side"}},
        {"B W\nturn: W W\n", 2, 9, {"unexpected 'W'"}},
        {"B W\nturn: B\nturn: W\n", 3, 1, {"a second turn line", "expected only one"}},
        {"B W\nturn: B\n\n turn: B\n", 4, 2, {"second turn line"}},
        {"B W\nturn: B\nB W\n", 3, 1, {"unexpected 'B'", "nothing may follow the turn line"}},
    });
}

TEST_CASE("text after a blank line after the board", "[text][errors]") {
    checkErrors({
        {"B W\n\nW B\n", 3, 1, {"unexpected 'W'", "after a blank line", "expected a 'turn:' line"}},
        {"B W\nW B\n \t\n\n  x\n", 5, 3, {"unexpected 'x'", "after a blank line"}},
        {"B W\r\n\r\nW B\r\nturn: B\r\n", 3, 1, {"after a blank line"}},
    });
}

TEST_CASE("the board text reader serves other games' symbols", "[text]") {
    const BoardSyntax ticTacToe{"XO.", "XO", 3, 3};
    const BoardParse ok = parseBoardText("X . O\n. X .\nO . .\nturn: O\n", ticTacToe);
    REQUIRE(ok);
    CHECK(ok.board->rows == 3);
    CHECK(ok.board->cols == 3);
    CHECK(ok.board->cells == std::vector<std::string>{"X.O", ".X.", "O.."});
    CHECK(ok.board->turn == 'O');
    CHECK(formatBoardText(ok.board->cells, ok.board->turn) == "X . O\n. X .\nO . .\nturn: O\n");
    CHECK(formatBoardText(ok.board->cells, std::nullopt) == "X . O\n. X .\nO . .\n");

    const BoardParse noTurn = parseBoardText("X\n", ticTacToe);
    REQUIRE(noTurn);
    CHECK_FALSE(noTurn.board->turn.has_value());

    const BoardParse bad = parseBoardText("X B\n", ticTacToe);
    REQUIRE_FALSE(bad);
    CHECK(bad.error->column == 3);
    CHECK_THAT(bad.error->message, Contains("expected X, O or ."));
    const BoardParse tooMany = parseBoardText("X\nO\nX\nO\n", ticTacToe);
    REQUIRE_FALSE(tooMany);
    CHECK(tooMany.error->line == 4);
    CHECK_THAT(tooMany.error->message, Contains("at most 3"));
    const BoardParse badTurn = parseBoardText("X\nturn: B\n", ticTacToe);
    REQUIRE_FALSE(badTurn);
    CHECK_THAT(badTurn.error->message, Contains("expected X or O"));
}

TEST_CASE("move and square names", "[text]") {
    CHECK(squareName(0, 5) == "a1");
    CHECK(squareName(4, 5) == "e1");
    CHECK(squareName(5, 5) == "a2");
    CHECK(moveName(ClobberMove{0, 1}, 5) == "a1b1");
    CHECK(moveName(ClobberMove{uint8_t(15 * 16 + 15), uint8_t(14 * 16 + 15)}, 16) == "p16p15");
    const auto m = parseMoveName("b2b3", 6, 5);
    REQUIRE(m);
    CHECK(m->from == 1 * 5 + 1);
    CHECK(m->to == 2 * 5 + 1);
    const auto far = parseMoveName("p16o16", 16, 16);
    REQUIRE(far);
    CHECK(far->from == 255);
    CHECK(far->to == 254);
    CHECK_FALSE(parseMoveName("f1f2", 6, 5)); // no column f on 5 columns
    CHECK_FALSE(parseMoveName("a7a6", 6, 5)); // no row 7 on 6 rows
    CHECK_FALSE(parseMoveName("a0a1", 6, 5));
    CHECK_FALSE(parseMoveName("a1", 6, 5));
    CHECK_FALSE(parseMoveName("a1b1x", 6, 5));
    CHECK_FALSE(parseMoveName("A1B1", 6, 5));
    CHECK_FALSE(parseMoveName("", 6, 5));
    // Every square's name reads back as the same square.
    for (int rows = 1; rows <= 16; rows += 5)
        for (int cols = 1; cols <= 16; cols += 3)
            for (int sq = 0; sq < rows * cols; ++sq) {
                const std::string name = squareName(sq, cols) + squareName(0, cols);
                const auto back = parseMoveName(name, rows, cols);
                REQUIRE(back);
                CHECK(back->from == sq);
            }
}

TEST_CASE("board sizes", "[text]") {
    CHECK_FALSE(clobberSizeError(1, 1));
    CHECK_FALSE(clobberSizeError(16, 16));
    CHECK_FALSE(clobberSizeError(1, 16));
    CHECK_FALSE(clobberSizeError(2, 26));
    CHECK_FALSE(clobberSizeError(26, 9));
    for (const auto& [r, c] : {std::pair{0, 5}, {5, 0}, {27, 5}, {5, 27}, {-1, 3}}) {
        const auto e = clobberSizeError(r, c);
        REQUIRE(e);
        CHECK_THAT(*e, Contains(std::to_string(r) + "x" + std::to_string(c)) &&
                           Contains("between 1 and 26"));
    }
    const auto tooMany = clobberSizeError(10, 26);
    REQUIRE(tooMany);
    CHECK_THAT(*tooMany, Contains("10x26") && Contains("at most 256 squares"));
}
