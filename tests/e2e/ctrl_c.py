"""Runs a command as the foreground process group of a new terminal (a
pseudo-terminal), waits until the file PIDFILE has 3 lines, types Ctrl-C,
and prints how the command ended: "signal N" or "exit N".
Usage: ctrl_c.py PIDFILE COMMAND [ARG...]"""
import os
import pty
import sys
import time

pidfile, command = sys.argv[1], sys.argv[2:]
pid, master = pty.fork()
if pid == 0:
    os.execvp(command[0], command)


def lines():
    try:
        with open(pidfile) as f:
            return len(f.read().split())
    except OSError:
        return 0


deadline = time.time() + 20
while lines() < 3 and time.time() < deadline:
    time.sleep(0.05)
os.write(master, b"\x03")  # the terminal sends SIGINT to its foreground process group
_, status = os.waitpid(pid, 0)
print(f"signal {os.WTERMSIG(status)}" if os.WIFSIGNALED(status) else f"exit {os.WEXITSTATUS(status)}")
