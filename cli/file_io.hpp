// Files in and out: whole files read with a size limit, files replaced
// atomically, the check that an output can be written before long work, and
// the lock that keeps two runs out of one proof's directory. These use POSIX
// (fstat, fsync, flock), which the core does not: the program's edge.
#pragma once

#include <cstddef>
#include <fstream>
#include <functional>
#include <initializer_list>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

namespace gametree::cli {

// The most a proof or book file may hold (26 million entries; the largest
// shipped book is 439 KB, the 6x6 proof 21 KB).
inline constexpr std::size_t kMaxProofFileBytes = std::size_t{256} << 20;

// Reads the whole file into bytes, at most limit bytes of it. On failure an
// error naming the path and the reason: it does not exist, is a directory,
// cannot be read, or is larger than limit ("... is 300000000 bytes, more than
// the 268435456 a proof file may have"); `what` names the kind of file. A
// device or pipe (/dev/zero) is read only up to the limit. With a magic,
// the first bytes the file's format begins with, reading stops as soon as
// the file is seen not to begin so, and the parser names the problem.
std::string readFile(const std::string& path, std::size_t limit, const char* what,
                     std::string& bytes, std::string_view magic = {});

// Opens a file for a reader that streams it, with readFile's checks of the
// path (a regular file larger than limit is refused before any reading); the
// reader itself keeps to the limit.
std::string openToRead(const std::string& path, std::size_t limit, const char* what,
                       std::ifstream& in);

// Replaces path's contents atomically: the bytes go to a temporary file in
// the same directory, which is flushed to the disk (fsync) and renamed over
// path, and the directory is flushed too. Where path is a symbolic link, the
// file it leads to is replaced so, and the link kept; a path that is (or
// leads to) a device, a FIFO or a socket is refused, never replaced. If anything fails (a full
// disk, no permission), path keeps its old contents, the temporary file is removed, and the error
// names the path and the reason; empty when done.
std::string writeFile(const std::string& path, std::string_view bytes);
// The same with the bytes written by write to a stream (false: it failed).
std::string writeFileWith(const std::string& path, const std::function<bool(std::ostream&)>& write);

// Removes the temporary files that writeFile left in dir for these file
// names when it was killed before its rename; call it only while no other
// process can be writing them (under the directory's lock).
void removeTemporaries(const std::string& dir, std::initializer_list<const char*> names);

// Appends a newline to a non-empty file that does not end with one (a
// writer killed in the middle of a line), so that the next line appended
// starts on its own; empty when done or nothing was needed.
std::string endWithNewline(const std::string& path);

// Whether a file can be written at path, checked before long work (a book
// build) rather than after it: an empty name, a directory, a missing or
// unwritable directory are errors, and so is a path that names (or links
// to) a device, a FIFO or a socket, which writeFile would otherwise replace
// with a regular file; empty when it looks writable. A symbolic link is
// kept: writeFile replaces the file it names.
std::string writableFileError(const std::string& path);

// Whether a and b name one existing file (the same device and inode, links
// followed).
bool sameFile(const std::string& a, const std::string& b);

// An error when path exists and is not a regular file (links followed): a
// FIFO, a socket, a device or a directory, which the files of a proof's
// directory never are (a FIFO would block its reader forever); `what`
// names the kind of file. Empty otherwise.
std::string regularFileError(const std::string& path, const char* what);

// Appends text to the regular file at path (made if missing) with
// O_APPEND, and flushes it to the disk: it lands after whatever other
// processes appended, and nothing in the file is rewritten. Empty when
// done, else the error naming the path.
std::string appendText(const std::string& path, std::string_view text);

// An exclusive lock on a directory (flock on DIR/.lock), held until the
// object is destroyed or the process ends, even by kill -9. Held by `gametree
// prove` and by scripts/prove.sh for their whole run, so that no two runs
// read and write one proof's files at once.
class DirectoryLock {
  public:
    // The lock of dir, taken without waiting; nothing if another process
    // holds it (then *busy is set) or it cannot be made, with the reason in
    // error. A lock the caller already holds
    // and passed down on the descriptor named by the environment variable
    // GAMETREE_LOCK_FD (as scripts/prove.sh does) counts as taken.
    static std::optional<DirectoryLock> take(const std::string& dir, std::string& error,
                                             bool* busy = nullptr);
    DirectoryLock(DirectoryLock&& other) noexcept : fd_(other.fd_) { other.fd_ = -1; }
    DirectoryLock& operator=(DirectoryLock&& other) noexcept;
    DirectoryLock(const DirectoryLock&) = delete;
    ~DirectoryLock();

  private:
    DirectoryLock(int fd, bool own) : fd_(own ? fd : -1) {}
    int fd_ = -1; // closed at the end when this object opened it
};

} // namespace gametree::cli
