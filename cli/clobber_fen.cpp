#include "clobber_fen.hpp"

#include <sstream>
#include <vector>

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
    if (side != "w" && side != "b") {
        error =
            "FEN '" + std::string(fen) + "': the side to move must be w or b, not '" + side + "'";
        return std::nullopt;
    }
    std::vector<std::string> rows(1);
    for (std::size_t i = 0; i < placement.size(); ++i) {
        const char c = placement[i];
        if (c == '/') {
            rows.emplace_back();
        } else if (c == 'P' || c == 'p') {
            rows.back() += c == 'P' ? 'B' : 'W';
        } else if (c >= '1' && c <= '9') {
            int run = c - '0';
            while (i + 1 < placement.size() && placement[i + 1] >= '0' && placement[i + 1] <= '9')
                run = run * 10 + (placement[++i] - '0');
            if (run > kClobberMaxSide) {
                error = "FEN '" + placement + "': a run of " + std::to_string(run) +
                        " empty squares is wider than any board (at most " +
                        std::to_string(kClobberMaxSide) + ")";
                return std::nullopt;
            }
            rows.back().append(std::size_t(run), '_');
        } else {
            error = "FEN '" + placement + "': '" + std::string(1, c) +
                    "' is not a Clobber disc (P or p), a count of empty squares or '/'";
            return std::nullopt;
        }
    }
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (rows[r].size() != rows[0].size()) {
            error = "FEN '" + placement + "': rank " + std::to_string(rows.size() - r) + " has " +
                    std::to_string(rows[r].size()) + " squares, the top rank " +
                    std::to_string(rows[0].size());
            return std::nullopt;
        }
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
