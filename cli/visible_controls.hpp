// Standard error with its control characters shown, not sent. The program's
// messages quote what they were given (a board line, an option's value, a
// file name, a uci command), which may hold a NUL, a carriage return or an
// escape sequence; written raw, those hide or rewrite what the terminal
// shows. Through this buffer each such byte (below 0x20 but the newline and
// the tab, and 0x7f) appears as \xNN; everything else passes unchanged.
#pragma once

#include <cstdio>
#include <streambuf>

namespace gametree::cli {

class VisibleControls : public std::streambuf {
  public:
    explicit VisibleControls(std::streambuf* to) : to_(to) {}

  protected:
    int overflow(int c) override {
        if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
        const auto byte = static_cast<unsigned char>(c);
        if ((byte < 0x20 && byte != '\n' && byte != '\t') || byte == 0x7f) {
            char shown[5];
            std::snprintf(shown, sizeof shown, "\\x%02x", byte);
            return to_->sputn(shown, 4) == 4 ? c : traits_type::eof();
        }
        return traits_type::eq_int_type(to_->sputc(char(byte)), traits_type::eof())
                   ? traits_type::eof()
                   : c;
    }
    int sync() override { return to_->pubsync(); }

  private:
    std::streambuf* to_;
};

} // namespace gametree::cli
