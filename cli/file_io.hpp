// Whole files in and out, as byte strings: the proof trees, books and the
// lists of a split proof.
#pragma once

#include <string>

namespace gametree::cli {

// False if the file cannot be opened.
bool readFile(const std::string& path, std::string& bytes);
// False if the file cannot be written in full.
bool writeFile(const std::string& path, const std::string& bytes);

} // namespace gametree::cli
