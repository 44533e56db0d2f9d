#!/usr/bin/env bash
# Attacks chapter 5's storage from outside, as issue 28 describes, and prints what survived.
# Run by hand (not in CI), after `swift build`: scripts/store-faults.sh [kills] [cycles]
# Everything happens under a scratch HOME, removed at the end.
set -uo pipefail
cd "$(dirname "$0")/.."
bin="$(swift build --show-bin-path)/SceneAppStorageSync"
kills="${1:-100}"
cycles="${2:-2000}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
export HOME="$scratch/home"
unset XDG_DATA_HOME XDG_CONFIG_HOME
store="$HOME/.local/share/ListDetailSync.SceneAppStorageSync"
settings="$HOME/.config/ListDetailSync.SceneAppStorageSync.plist"
# NB: exec, so that the pid a pipeline reports is the app itself, which SIGKILL must reach.
run() { exec "$bin" --script - --plain; }
fresh() { rm -rf "$HOME"; mkdir -p "$HOME"; }

echo "== SIGKILL at random points of long scripts ($kills runs)"
fresh
lost=0 empty=0 errors=0
for run_number in $(seq "$kills"); do
  log="$scratch/acks.$run_number"
  # Each add is acknowledged when the next line is read; the title says which run and step.
  ( for step in $(seq 400); do echo "add k$run_number s$step"; echo "sort favorites-first";
      echo "sort newest"; done ) | run >/dev/null 2>"$scratch/err" &
  pid=$!
  sleep "0.$((RANDOM % 9 + 1))"
  kill -9 "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
  [[ -s "$settings" ]] || empty=$((empty + 1))
  out="$(echo dump | run 2>"$scratch/err2")"
  grep -q '^error:' "$scratch/err2" && errors=$((errors + 1))
  # Titles k<run> s1..sN must form an unbroken run: an acknowledged add is never lost.
  steps="$(grep -o "k$run_number s[0-9]*\$" <<<"$out" | sed 's/.* s//' | sort -n)"
  if [[ -n "$steps" ]]; then
    n="$(wc -l <<<"$steps")"; last="$(tail -1 <<<"$steps")"
    [[ "$n" == "$last" ]] || lost=$((lost + 1))
  fi
done
echo "runs with a gap in acknowledged adds: $lost; settings file empty: $empty; launches with error: $errors"

echo "== two processes at once, 200 adds and 200 renames each"
fresh
for name in A B; do
  # They share their settings too: "link t1" + "back" starts at the list whatever was restored.
  ( echo "link t1"; echo back; for step in $(seq 200); do echo "add $name$step"; echo "open t3"; echo "rename $name r$step";
      echo back; done ) | run >/dev/null 2>"$scratch/$name.err" &
done
wait
out="$(echo dump | run 2>/dev/null)"
echo "todos: $(grep -c '^list ' <<<"$out") (expected 420)," \
  "distinct ids: $(grep -o '^list t[0-9]*' <<<"$out" | sort -u | wc -l)," \
  "adds kept: $(grep -cE ' (A|B)[0-9]+$' <<<"$out") of 400," \
  "errors: $(cat "$scratch"/A.err "$scratch"/B.err | grep -c '^error:')"

echo "== a log with mode 000, then a directory in its place"
fresh
echo "add before" | run >/dev/null 2>&1
chmod 000 "$store/changes.log"
echo "add refused?" | run >/dev/null 2>"$scratch/err"
echo "mode 000 (root can still open it): $(grep -c '^error:' "$scratch/err") errors; $(grep -c warning "$scratch/err") warnings"
chmod 644 "$store/changes.log"; rm "$store/changes.log"; mkdir "$store/changes.log"
echo "add refused" | run >/dev/null 2>"$scratch/err"
echo "directory: $(head -1 "$scratch/err" | cut -c1-160)"
echo "           $(grep '^error:' "$scratch/err" | head -1 | cut -c1-160)"

echo "== one flipped byte in the snapshot and in the middle of the log"
fresh
( for n in $(seq 20); do echo "open t$n"; echo "rename renamed $n"; echo back; done ) | run >/dev/null 2>&1
flip() { python3 -c "import sys;p=sys.argv[1];d=bytearray(open(p,'rb').read());L=d.split(b'\n');i=int(sys.argv[2]);off=sum(len(x)+1 for x in L[:i])+len(L[i])//2;d[off]^=4;open(p,'wb').write(d)" "$@"; }
flip "$store/todos.snapshot" 3
flip "$store/changes.log" 10
out="$(echo dump | run 2>"$scratch/err")"
echo "todos shown: $(grep -c '^list ' <<<"$out"), renames kept: $(grep -c 'renamed' <<<"$out") of 20"
sed 's/^/  /' "$scratch/err" | cut -c1-200

echo "== a small full filesystem (tmpfs of 64 KB)"
if mkdir -p "$scratch/small" && mount -t tmpfs -o size=64k tmpfs "$scratch/small" 2>/dev/null; then
  HOME="$scratch/small" bash -c "for n in \$(seq 3000); do echo \"add a todo with a long title to fill the disk \$n\"; done | '$bin' --script - --plain" >/dev/null 2>"$scratch/err"
  echo "errors: $(grep -c '^error:' "$scratch/err"), first: $(grep '^error:' "$scratch/err" | head -1 | cut -c1-150)"
  rm -f "$scratch/small/.local/share/ListDetailSync.SceneAppStorageSync/changes.log.unreadable-"* 2>/dev/null
  find "$scratch/small" -name '*.snapshot.tmp' -delete
  truncate -s 0 "$scratch/small/big" 2>/dev/null
  out="$(echo dump | HOME="$scratch/small" "$bin" --script - --plain 2>"$scratch/err2")"
  echo "after: $(grep -c '^list ' <<<"$out") todos readable, warnings: $(grep -c warning "$scratch/err2")"
  umount "$scratch/small"
else
  echo "skipped: mounting a tmpfs needs root"
fi

echo "== $cycles close/reopen cycles, then 5x as many"
for n in "$cycles" $((cycles * 5)); do
  fresh
  start=$(date +%s.%N)
  ( for _ in $(seq "$n"); do echo "scene 2"; echo "open t4"; echo "close 2"; done ) | run >/dev/null 2>&1
  end=$(date +%s.%N)
  echo "$n cycles: $(echo "$end - $start" | bc) s, settings file $(stat -c %s "$settings") bytes"
done
