#include "file_io.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/plain_number.hpp"

namespace gametree::cli {

namespace {

std::string reason(int error) { return std::strerror(error); }

// The checks before reading path: it exists, is no directory, and a regular
// file is within limit.
std::string checkReadable(const std::string& path, std::size_t limit, const char* what) {
    if (path.empty()) return std::string("no file name given for the ") + what;
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return "cannot read " + path + ": " + reason(errno);
    if (S_ISDIR(st.st_mode)) return "cannot read " + path + ": it is a directory, not a " + what;
    if (S_ISREG(st.st_mode) && uint64_t(st.st_size) > limit)
        return path + " is " + std::to_string(st.st_size) + " bytes, more than the " +
               std::to_string(limit) + " a " + what + " may have";
    return {};
}

std::string tooLong(const std::string& path, std::size_t limit, const char* what) {
    return path + " holds more than the " + std::to_string(limit) + " bytes a " + what +
           " may have";
}

// Flushes what was written to fd's file, or to the directory at path, to the disk.
bool syncPath(const std::string& path, bool directory) {
    const int fd = ::open(path.c_str(), directory ? O_RDONLY | O_DIRECTORY : O_RDONLY);
    if (fd < 0) return false;
    const bool ok = ::fsync(fd) == 0;
    ::close(fd);
    return ok;
}

// What a file that is not a regular one is, for messages.
const char* fileKind(mode_t mode) {
    if (S_ISDIR(mode)) return "a directory";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISFIFO(mode)) return "a FIFO (a named pipe)";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a regular file";
}

// The file that writing path replaces: path itself, or the end of the
// chain of symbolic links it starts (a link is kept, and what it names is
// written); empty with the reason in error when that is not a regular file
// or a new name in an existing directory (a device, a FIFO, a socket, a
// directory), which an output never replaces.
std::string outputTarget(const std::string& path, std::string& error) {
    namespace fs = std::filesystem;
    std::string at = path;
    for (int links = 0;; ++links) {
        struct stat st {};
        if (::lstat(at.c_str(), &st) != 0) {
            if (errno == ENOENT) return at;
            error = "cannot write " + path + ": " + reason(errno);
            return {};
        }
        if (S_ISREG(st.st_mode)) return at;
        if (!S_ISLNK(st.st_mode)) {
            error = "cannot write " + path + ": " +
                    (at == path ? std::string("it is ") : "it leads to " + at + ", ") +
                    fileKind(st.st_mode) +
                    ", not a regular file (an output is written whole to a new file, which "
                    "replaces only a regular one)";
            return {};
        }
        if (links == 40) {
            error = "cannot write " + path + ": " + reason(ELOOP);
            return {};
        }
        std::error_code ec;
        const fs::path next = fs::read_symlink(at, ec);
        if (ec) {
            error = "cannot write " + path + ": " + ec.message();
            return {};
        }
        at = (next.is_absolute() ? next : fs::path(at).parent_path() / next).string();
    }
}

} // namespace

std::string readFile(const std::string& path, std::size_t limit, const char* what,
                     std::string& bytes, std::string_view magic) {
    if (std::string error = checkReadable(path, limit, what); !error.empty()) return error;
    std::ifstream in(path, std::ios::binary);
    if (!in) return "cannot read " + path + ": " + reason(errno);
    bytes.clear();
    char buffer[1 << 16];
    while (in) {
        in.read(buffer, sizeof buffer);
        const std::size_t got = std::size_t(in.gcount());
        if (bytes.size() + got > limit) return tooLong(path, limit, what);
        bytes.append(buffer, got);
        const std::size_t n = std::min(bytes.size(), magic.size());
        if (bytes.compare(0, n, magic.substr(0, n)) != 0) break;
    }
    if (in.bad()) return "cannot read " + path + ": " + reason(errno);
    return {};
}

std::string openToRead(const std::string& path, std::size_t limit, const char* what,
                       std::ifstream& in) {
    if (std::string error = checkReadable(path, limit, what); !error.empty()) return error;
    in.open(path, std::ios::binary);
    if (!in) return "cannot read " + path + ": " + reason(errno);
    return {};
}

std::string writeFileWith(const std::string& given,
                          const std::function<bool(std::ostream&)>& write) {
    namespace fs = std::filesystem;
    if (std::string error = writableFileError(given); !error.empty()) return error;
    std::string problem;
    const std::string path = outputTarget(given, problem);
    if (path.empty()) return problem;
    const fs::path target(path);
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    std::string temp = (dir / (std::string(".") + target.filename().string() + ".XXXXXX")).string();
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) return "cannot write " + given + ": " + reason(errno);
    // The permissions an ordinary new file gets, or the old file's.
    struct stat st {};
    mode_t mode = 0;
    if (::stat(path.c_str(), &st) == 0) {
        mode = st.st_mode & 07777;
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    ::fchmod(fd, mode);
    ::close(fd);
    auto fail = [&](const std::string& why) {
        std::error_code ec;
        fs::remove(temp, ec);
        return "cannot write " + given + ": " + why;
    };
    errno = 0;
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        const bool written = out && write(out) && out.flush();
        const int error = errno;
        out.close();
        if (!written || !out) return fail(error ? reason(error) : "the write failed");
    }
    if (!syncPath(temp, false)) return fail(reason(errno));
    if (::rename(temp.c_str(), path.c_str()) != 0) return fail(reason(errno));
    // The rename itself is on the disk once the directory is.
    syncPath(dir.string(), true);
    return {};
}

std::string writeFile(const std::string& path, std::string_view bytes) {
    return writeFileWith(path, [&](std::ostream& out) {
        out.write(bytes.data(), std::streamsize(bytes.size()));
        return bool(out);
    });
}

void removeTemporaries(const std::string& dir, std::initializer_list<const char*> names) {
    namespace fs = std::filesystem;
    std::error_code ec;
    for (const fs::directory_entry& e : fs::directory_iterator(dir, ec)) {
        const std::string file = e.path().filename().string();
        for (const char* name : names) {
            // ".NAME.XXXXXX", as writeFileWith makes them.
            const std::string prefix = std::string(".") + name + ".";
            if (file.size() == prefix.size() + 6 && file.compare(0, prefix.size(), prefix) == 0)
                fs::remove(e.path(), ec);
        }
    }
}

std::string endWithNewline(const std::string& path) {
    struct stat before {};
    if (::stat(path.c_str(), &before) != 0 || !S_ISREG(before.st_mode)) return {};
    const int fd = ::open(path.c_str(), O_RDWR | O_APPEND);
    if (fd < 0)
        return errno == ENOENT ? std::string() : "cannot open " + path + ": " + reason(errno);
    struct stat st {};
    std::string error;
    char last = '\n';
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        ::pread(fd, &last, 1, st.st_size - 1) == 1 && last != '\n') {
        if (::write(fd, "\n", 1) != 1 || ::fsync(fd) != 0)
            error = "cannot write " + path + ": " + reason(errno);
    }
    ::close(fd);
    return error;
}

std::string writableFileError(const std::string& given) {
    namespace fs = std::filesystem;
    if (given.empty()) return "no file name given to write";
    std::error_code ec;
    if (fs::is_directory(fs::path(given), ec))
        return "cannot write " + given + ": it is a directory";
    std::string error;
    const std::string path = outputTarget(given, error);
    if (path.empty()) return error;
    const fs::path target(path);
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    if (!fs::is_directory(dir, ec))
        return "cannot write " + given + ": no directory " + dir.string();
    if (::access(dir.c_str(), W_OK) != 0)
        return "cannot write " + given + ": " + dir.string() + ": " + reason(errno);
    if (fs::exists(target, ec) && ::access(path.c_str(), W_OK) != 0)
        return "cannot write " + given + ": " + reason(errno);
    return {};
}

bool sameFile(const std::string& a, const std::string& b) {
    struct stat sa {
    }, sb{};
    return !a.empty() && !b.empty() && ::stat(a.c_str(), &sa) == 0 && ::stat(b.c_str(), &sb) == 0 &&
           sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

std::string regularFileError(const std::string& path, const char* what) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 || S_ISREG(st.st_mode)) return {};
    return "cannot read " + path + ": it is " + fileKind(st.st_mode) + ", not a " + what;
}

std::string appendText(const std::string& path, std::string_view text) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0) return "cannot write " + path + ": " + reason(errno);
    struct stat st {};
    std::string error;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        error = "cannot write " + path + ": it is " + fileKind(st.st_mode) + ", not a regular file";
    } else {
        // With O_APPEND each write goes to the end of the file as it is then,
        // after whatever others appended, and a line of result lines is
        // written by one call.
        for (std::size_t done = 0; done < text.size() && error.empty();) {
            const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0)
                error = "cannot write " + path + ": " + reason(errno);
            else
                done += std::size_t(n);
        }
        if (error.empty() && ::fsync(fd) != 0)
            error = "cannot write " + path + ": " + reason(errno);
    }
    ::close(fd);
    return error;
}

std::optional<DirectoryLock> DirectoryLock::take(const std::string& dir, std::string& error,
                                                 bool* busy) {
    if (busy) *busy = false;
    const std::string path = (std::filesystem::path(dir) / ".lock").string();
    // A lock passed down by the caller: the same file, and its lock ours
    // (flock on a descriptor that shares the holder's open file succeeds).
    if (const char* inherited = std::getenv("GAMETREE_LOCK_FD")) {
        struct stat mine {
        }, file{};
        if (const auto fd = parseWholeNumber<int>(inherited, 3, 1 << 20);
            fd && ::fstat(*fd, &mine) == 0 && ::stat(path.c_str(), &file) == 0 &&
            mine.st_dev == file.st_dev && mine.st_ino == file.st_ino &&
            ::flock(*fd, LOCK_EX | LOCK_NB) == 0)
            return DirectoryLock(*fd, false);
    }
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0) {
        error = "cannot create the lock " + path + ": " + reason(errno);
        return std::nullopt;
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        const int why = errno;
        ::close(fd);
        if (busy) *busy = why == EWOULDBLOCK;
        error = why == EWOULDBLOCK
                    ? dir +
                          " is in use by another run (scripts/prove.sh, gametree prove or their "
                          "jobs hold " +
                          path + "); wait for it to end, or stop it"
                    : "cannot lock " + path + ": " + reason(why);
        return std::nullopt;
    }
    return DirectoryLock(fd, true);
}

DirectoryLock& DirectoryLock::operator=(DirectoryLock&& other) noexcept {
    if (this != &other) {
        if (fd_ >= 0) ::close(fd_);
        fd_ = other.fd_;
        other.fd_ = -1;
    }
    return *this;
}

DirectoryLock::~DirectoryLock() {
    if (fd_ >= 0) ::close(fd_);
}

} // namespace gametree::cli
