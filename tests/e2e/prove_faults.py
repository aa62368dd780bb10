"""A split proof run to the end through faults: scripts/prove.sh is started
again and again on one directory while, at random moments, one of its jobs
is killed (kill -9), the runner alone is killed (its GNU parallel and jobs
run on, holding the lock), or the runner with all its processes is killed;
and often a second runner is started beside the first. Checks that a second
runner is refused while another holds the directory, that no finished result
is ever lost or solved twice, that the files are always whole, and that the
decided result and the proof equal a direct solve.

Usage: prove_faults.py GAMETREE PROVE_SH [SEED] [ROWS COLS DEPTH]
(standard library only; the random moments follow SEED, the default 1).
"""
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

GAMETREE, PROVE = sys.argv[1], sys.argv[2]
SEED = int(sys.argv[3]) if len(sys.argv) > 3 else 1
ROWS, COLS, DEPTH = (int(x) for x in (sys.argv[4:7] if len(sys.argv) > 6 else (4, 5, 3)))
DEADLINE = time.monotonic() + 150  # the whole run, a guard against a hang
MAX_FAULTS = 12
FIRST_FAULTS = ["job", "runner", "group"]
rng = random.Random(SEED)


WORK = tempfile.mkdtemp(prefix="gametree-faults-")


def fail(what):
    print(f"FAIL [prove_faults seed {SEED}]: {what}", file=sys.stderr)
    shutil.rmtree(WORK, ignore_errors=True)
    sys.exit(1)


def run(*args, stdin=None):
    return subprocess.run([GAMETREE, *args], input=stdin, capture_output=True, text=True)


def session_processes(sid):
    """The processes of the session sid (a runner started in a new session)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                cmdline = f.read().split(b"\0")
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        if int(fields[3]) == sid and fields[0] != "Z":
            found.append((int(entry), [c.decode(errors="replace") for c in cmdline if c]))
    return found


def start_runner(directory):
    # Each job slot keeps its table in a file: a job killed while saving it
    # must leave the old one whole, or the next job of the slot refuses it.
    env = dict(os.environ, GAMETREE=GAMETREE, TABLE_MB="16", NICE="0", BATCH="3",
               TABLE_DIR=os.path.join(os.path.dirname(directory), "tables"))
    return subprocess.Popen([PROVE, directory, "-j2"], env=env, start_new_session=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def lines_of(path):
    try:
        with open(path) as f:
            text = f.read()
    except FileNotFoundError:
        return []
    # Only whole lines: the last may be one being written.
    return text.split("\n")[:-1]


def check_files(directory, seen):
    """The files are whole, and every result line seen before is still there."""
    results = lines_of(os.path.join(directory, "results.txt"))
    now = set(results)
    lost = [line for line in seen if line not in now]
    if lost:
        fail(f"{len(lost)} finished results lost, as {lost[0]!r}")
    seen.update(now)
    for line in lines_of(os.path.join(directory, "jobs.txt")):
        if not line or ":" not in line:
            fail(f"jobs.txt holds a broken line {line!r}")
    proof = os.path.join(directory, "proof.gtp")
    if os.path.exists(proof):
        with open(proof, "rb") as f:
            if f.read(8) != b"GTPROOF\x01":
                fail("proof.gtp is not whole")


def wait_until(condition, seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


def main():
    directory = os.path.join(WORK, "p")
    root = run("start", "--rows", str(ROWS), "--cols", str(COLS)).stdout
    direct = run("solve", "--table-mb", "64", stdin=root).stdout
    winner = direct.split()[1]
    started = run("prove", directory, "--depth", str(DEPTH), stdin=root)
    if started.returncode != 0:
        fail(f"prove: {started.stderr}")
    seen = set()
    faults = {"job": 0, "runner": 0, "group": 0, "refused": 0, "rounds": 0}
    finished = None
    while finished is None:
        if time.monotonic() > DEADLINE:
            fail(f"not decided in time; faults {faults}")
        faults["rounds"] += 1
        runner = start_runner(directory)
        second = None
        # Faults at random moments until the runner ends or is killed; after
        # MAX_FAULTS none, so that the proof ends.
        while runner.poll() is None and sum(faults[k] for k in ("job", "runner", "group")) < MAX_FAULTS:
            time.sleep(rng.uniform(0.05, 0.8))
            # A second runner beside the first: always in the first round,
            # once the first holds the lock (batch.txt is made under it).
            if second is None and (rng.random() < 0.3 or (
                    faults["rounds"] == 1 and os.path.exists(os.path.join(directory, "batch.txt")))):
                second = start_runner(directory)
                continue
            if runner.poll() is not None:
                break
            # The first rounds take one fault of each kind, then at random.
            action = (FIRST_FAULTS[faults["rounds"] - 1] if faults["rounds"] <= len(FIRST_FAULTS)
                      else rng.choice(["job", "job", "job", "runner", "group", "none"]))
            processes = session_processes(runner.pid)
            # A job is gametree itself: GNU parallel's own command line also
            # holds "solve" and "--job", and parallel killed while it reserves
            # its slots would leave sleeps that hold the pipes for hours.
            jobs = [pid for pid, cmd in processes
                    if cmd and os.path.basename(cmd[0]) == os.path.basename(GAMETREE)
                    and "solve" in cmd and "--job" in cmd]
            if action == "job" and jobs:
                os.kill(rng.choice(jobs), signal.SIGKILL)
                faults["job"] += 1
            elif action == "runner":
                os.kill(runner.pid, signal.SIGKILL)
                faults["runner"] += 1
                break
            elif action == "group":
                # The runner's process group at once (the script, parallel
                # and the processes parallel keeps), then its jobs, which
                # parallel puts in groups of their own.
                os.killpg(runner.pid, signal.SIGKILL)
                for pid, _ in session_processes(runner.pid):
                    try:
                        os.kill(pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
                faults["group"] += 1
                break
        # An orphaned parallel (the runner alone killed) keeps the pipes open
        # until its jobs end.
        outcomes = []
        for process in (runner, second):
            if process is None:
                continue
            try:
                o, e = process.communicate(timeout=max(1, DEADLINE - time.monotonic()))
            except subprocess.TimeoutExpired:
                hung = session_processes(process.pid)
                for pid, _ in hung:
                    os.kill(pid, signal.SIGKILL)
                fail(f"a runner hung; its processes: {hung}")
            outcomes.append((process, o, e))
        for process, o, e in outcomes:
            if process.returncode == 6:
                if "is in use by another run" not in e:
                    fail(f"a refused runner without the reason: {e!r}")
                faults["refused"] += 1
            elif process.returncode == 0:
                if "Proven: " not in o:
                    fail(f"a runner ended with 0 while the root is open:\n{o}")
                finished = o
            elif process.returncode not in (-9, 1):
                fail(f"a runner ended with {process.returncode}: {e}")
        # An orphaned parallel (the runner alone killed) keeps the lock and
        # appends its jobs' lines: wait until its session has ended.
        wait_until(lambda: not session_processes(runner.pid), 60)
        if second is not None:
            wait_until(lambda: not session_processes(second.pid), 60)
        check_files(directory, seen)
    if f"Proven: {winner} wins" not in finished:
        fail(f"the proof says {finished!r}, a direct solve {direct!r}")
    results = lines_of(os.path.join(directory, "results.txt"))
    positions = [line.split(" ")[0] for line in results if line.count(" ") == 4]
    if len(positions) != len(set(positions)):
        fail(f"{len(positions) - len(set(positions))} jobs solved twice")
    verified = run("verify-proof", os.path.join(directory, "proof.gtp"), "--table-mb", "16")
    if verified.returncode != 0 or f"Proof: {winner} wins" not in verified.stdout:
        fail(f"verify-proof: {verified.stdout} {verified.stderr}")
    left = [f for f in os.listdir(directory) if f.startswith(".") and f != ".lock"]
    if left:
        fail(f"temporary files left: {left}")
    if faults["job"] + faults["runner"] + faults["group"] == 0 or faults["refused"] == 0:
        fail(f"too few faults to mean anything: {faults}")
    print(f"seed {SEED}: {ROWS}x{COLS} depth {DEPTH}, {winner} wins as a direct solve; "
          f"{len(results)} results, faults {faults}")
    shutil.rmtree(WORK, ignore_errors=True)


main()
