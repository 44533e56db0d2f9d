#!/usr/bin/env python3
"""Types random bytes into every chapter's REPL, as a cat walking on the keyboard would, then
asks it to quit, and prints a table of how each run ended.

Run by hand (not in CI), after `swift build`: scripts/random-keys.py [bytes] [seeds]
Each run has a scratch HOME of its own, removed at the end. The bytes leave out the keys a
terminal turns into signals or flow control (Ctrl-C, Ctrl-D, Ctrl-Q, Ctrl-S, Ctrl-Z, Ctrl-\\),
which act while a command runs, before the REPL can read them, as in any program.
"""
import fcntl, os, pty, random, shutil, struct, subprocess, sys, tempfile, termios, time

CHAPTERS = ["NoSync", "SharedObjectSync", "NotificationCenterSync", "PassthroughSubjectSync",
            "DiffableSnapshotSync", "SceneAppStorageSync", "DelegateSync", "AsyncSequenceSync",
            "QuerySync", "StoreSync"]
SIGNAL_KEYS = {0x03, 0x04, 0x11, 0x13, 0x1A, 0x1C}


def run(executable, seed, count, home):
    """Types `count` random bytes, then `quit`, up to four times; how the run ended."""
    rng = random.Random(seed)
    keys = bytes(b for b in (rng.randrange(256) for _ in range(count)) if b not in SIGNAL_KEYS)
    pid, terminal = pty.fork()
    if pid == 0:
        os.environ["HOME"] = home
        os.execv(executable, [executable, "--interactive"])
    fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    os.set_blocking(terminal, False)

    def drain():
        while True:
            try:
                if not os.read(terminal, 1 << 20):
                    return
            except (BlockingIOError, OSError):
                return

    def send(data):
        sent = 0
        while sent < len(data):
            try:
                sent += os.write(terminal, data[sent:sent + 256])
            except BlockingIOError:
                pass
            drain()
            time.sleep(0.001)

    time.sleep(0.5)
    drain()
    send(keys)
    for attempt in range(1, 5):
        # Give up a search, empty the line, then ask to quit, as a person would.
        send(b"\x07\x15\rquit\r")
        waited = time.time()
        while time.time() - waited < 10:
            drain()
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                return f"exit {os.waitstatus_to_exitcode(status)} after {attempt} quit(s)"
            time.sleep(0.1)
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    return "did not quit in 40 s"


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 8192
    seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    folder = subprocess.run(["swift", "build", "--show-bin-path"], capture_output=True,
                            text=True, check=True).stdout.strip()
    print(f"| chapter | {count} random bytes, seeds 1 to {seeds} |\n|---|---|")
    for chapter in CHAPTERS:
        results = []
        for seed in range(1, seeds + 1):
            home = tempfile.mkdtemp()
            try:
                results.append(run(os.path.join(folder, chapter), seed, count, home))
            finally:
                shutil.rmtree(home, ignore_errors=True)
        print(f"| {chapter} | {'; '.join(results)} |")


if __name__ == "__main__":
    main()
