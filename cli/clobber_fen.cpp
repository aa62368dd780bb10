#include "clobber_fen.hpp"

#include <sstream>
#include <vector>

#include "base/plain_number.hpp"
#include "games/clobber/clobber.hpp"

namespace gametree::cli {

std::optional<std::string> boardTextFromFen(std::string_view fen, std::string& error) {
    std::istringstream in{std::string(fen)};
    std::string placement, side;
    in >> placement >> side;
    if (placement.empty()) {
        error = "empty FEN";
        return std::nullopt;
    }
    // Every error names the FEN and where in it, never the board text this
    // becomes.
    const auto fail = [&](const std::string& why) {
        error = "FEN " + quotedText(placement) + ": " + why;
        return std::nullopt;
    };
    if (side != "w" && side != "b") {
        error =
            "FEN " + quotedText(fen) + ": the side to move must be w or b, not " + quotedText(side);
        return std::nullopt;
    }
    std::vector<std::string> rows(1);
    for (std::size_t i = 0; i < placement.size(); ++i) {
        const char c = placement[i];
        if (c == '/') {
            if (rows.size() == std::size_t(kClobberMaxSide))
                return fail("more than " + std::to_string(kClobberMaxSide) + " ranks");
            rows.emplace_back();
        } else if (c == 'P' || c == 'p') {
            rows.back() += c == 'P' ? 'B' : 'W';
        } else if (c >= '1' && c <= '9') {
            std::size_t end = i + 1;
            while (end < placement.size() && placement[end] >= '0' && placement[end] <= '9') ++end;
            const std::string_view digits = std::string_view(placement).substr(i, end - i);
            std::string why;
            const auto run = parseWholeNumber<int>(digits, 1, kClobberMaxSide, &why);
            if (!run)
                return fail("character " + std::to_string(i + 1) +
                            ": a run of empty squares: " + why + " (a board is at most " +
                            std::to_string(kClobberMaxSide) + " squares wide)");
            rows.back().append(std::size_t(*run), '_');
            i = end - 1;
        } else {
            return fail("character " + std::to_string(i + 1) + ": " + quotedText({&c, 1}) +
                        " is not a Clobber disc (P or p), a count of empty squares or '/'");
        }
    }
    // Ranks are numbered from the bottom, rank 1 the first player's, as in
    // chess.
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const std::string rank = "rank " + std::to_string(rows.size() - r);
        if (rows[r].empty()) return fail(rank + " is empty");
        if (rows[r].size() > std::size_t(kClobberMaxSide))
            return fail(rank + " has " + std::to_string(rows[r].size()) + " squares, more than " +
                        std::to_string(kClobberMaxSide));
        if (rows[r].size() != rows[0].size())
            return fail(rank + " has " + std::to_string(rows[r].size()) +
                        " squares, the top rank " + std::to_string(rows[0].size()));
    }
    std::string text;
    for (const std::string& row : rows) {
        for (std::size_t c = 0; c < row.size(); ++c) {
            if (c) text += ' ';
            text += row[c];
        }
        text += '\n';
    }
    text += side == "w" ? "turn: B\n" : "turn: W\n";
    return text;
}

std::string fenFromBoardText(std::string_view text) {
    std::string fen;
    char turn = 'w';
    std::istringstream in{std::string(text)};
    std::string line;
    bool firstRank = true;
    while (std::getline(in, line)) {
        if (line.rfind("turn:", 0) == 0) {
            turn = line.find('W') != std::string::npos ? 'b' : 'w';
            continue;
        }
        if (line.find_first_of("BW_") == std::string::npos) continue;
        if (!firstRank) fen += '/';
        firstRank = false;
        int empty = 0;
        for (const char c : line) {
            if (c == '_') {
                ++empty;
            } else if (c == 'B' || c == 'W') {
                if (empty) fen += std::to_string(empty);
                empty = 0;
                fen += c == 'B' ? 'P' : 'p';
            }
        }
        if (empty) fen += std::to_string(empty);
    }
    fen += ' ';
    fen += turn;
    return fen + " - - 0 1";
}

} // namespace gametree::cli
