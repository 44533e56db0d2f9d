#!/usr/bin/env bash
# Attacks chapter 5's SQLite store from outside and prints a table of what survived.
# Run by hand (not in CI), after `swift build`: scripts/store-faults.sh [kills]
# Everything happens under a scratch HOME, removed at the end. Needs python3 (its sqlite3 module
# holds the lock and crafts bad data, as another program on the machine would).
set -uo pipefail
cd "$(dirname "$0")/.."
bin="$(swift build --show-bin-path)/SceneAppStorageSync"
kills="${1:-30}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
export HOME="$scratch/home"
unset XDG_DATA_HOME XDG_CONFIG_HOME
store="$HOME/.local/share/ListDetailSync.SceneAppStorageSync"
db="$store/todos.sqlite"
# NB: exec, so that the pid a pipeline reports is the app itself, which SIGKILL must reach.
run() { exec "$bin" --script - --plain; }
fresh() { rm -rf "$HOME"; mkdir -p "$HOME"; echo dump | run >/dev/null 2>&1; }
rows=()
row() { rows+=("| $1 | $2 | $3 |"); }
errors_in() { grep -c '^error:' "$1"; }
traps_in() { grep -ciE 'fatal error|trap|illegal instruction' "$1"; }

echo "== SIGKILL at random points, three processes adding at once ($kills rounds)" >&2
fresh
gaps=0 duplicates=0 launch_errors=0
for round in $(seq "$kills"); do
  pids=()
  for name in A B C; do
    ( for step in $(seq 300); do echo "add $name$round s$step"; done ) | run >/dev/null 2>&1 &
    pids+=($!)
  done
  sleep "0.$((RANDOM % 9 + 1))"
  kill -9 "${pids[$((RANDOM % 3))]}" 2>/dev/null
  wait 2>/dev/null
  out="$(echo dump | run 2>"$scratch/err")"
  [[ -s "$scratch/err" ]] && launch_errors=$((launch_errors + 1))
  for name in A B C; do
    # Each add is committed before the next line is read: the stored ones form an unbroken run.
    steps="$(grep -o " $name$round s[0-9]*\$" <<<"$out" | sed 's/.* s//' | sort -n)"
    [[ -z "$steps" ]] && continue
    [[ "$(wc -l <<<"$steps")" == "$(tail -1 <<<"$steps")" ]] || gaps=$((gaps + 1))
  done
  ids="$(grep -o '^list t[0-9]*' <<<"$out")"
  [[ "$(sort <<<"$ids" | uniq -d | wc -l)" == 0 ]] || duplicates=$((duplicates + 1))
done
row "kill -9 one of three adding processes, $kills rounds" \
  "runs with a gap in acknowledged adds: $gaps; rounds with a repeated id: $duplicates" \
  "launches with a warning after a kill: $launch_errors"

echo "== a lock holder that stops" >&2
fresh
python3 - "$db" 6 <<'EOF' &
import sqlite3, sys, time
c = sqlite3.connect(sys.argv[1], isolation_level=None)
c.execute("BEGIN IMMEDIATE")
time.sleep(float(sys.argv[2]))
c.execute("ROLLBACK")
EOF
holder=$!
sleep 0.5
start=$(date +%s.%N)
echo "add while held" | run >/dev/null 2>"$scratch/err"
end=$(date +%s.%N)
wait "$holder"
kept="$(echo dump | run 2>/dev/null | grep -c 'while held$')"
row "another process holds the write lock for 6 s" "$(head -1 "$scratch/err" | cut -c1-70)…" \
  "add kept after $(printf '%.1f' "$(echo "$end - $start" | bc)") s: $kept"
python3 - "$db" 40 <<'EOF' &
import sqlite3, sys, time
c = sqlite3.connect(sys.argv[1], isolation_level=None)
c.execute("BEGIN IMMEDIATE")
time.sleep(float(sys.argv[2]))
EOF
holder=$!
sleep 0.5
echo "add refused while held" | run >/dev/null 2>"$scratch/err"
kill "$holder" 2>/dev/null; wait "$holder" 2>/dev/null
row "…and for 40 s" "$(grep '^error:' "$scratch/err" | head -1 | cut -c1-70)…" \
  "acknowledged and lost: $(echo dump | run 2>/dev/null | grep -c 'refused while held$')"

echo "== --reset from another process" >&2
fresh
mkfifo "$scratch/in"
"$bin" --interactive --plain <"$scratch/in" >/dev/null 2>"$scratch/err" &
app=$!
exec 7>"$scratch/in"
echo "add before the reset" >&7
sleep 1
"$bin" --reset >/dev/null 2>&1
echo "add after the reset" >&7
exec 7>&-
wait "$app"
row "--reset while another run adds" "$(grep -c '^error:' "$scratch/err") refusals" \
  "adds in the new store: $(echo dump | run 2>/dev/null | grep -c 'the reset$')"

echo "== links, directories, damaged files" >&2
# Plants a link to someone else's file at $1, runs the command $2, and adds a row of what it did.
link_attack() {
  fresh
  echo "someone else's file" >"$scratch/target"
  rm -f "$1"; ln -s "$scratch/target" "$1"
  printf '%s\n' "$2" | run >/dev/null 2>"$scratch/err"
  row "a link at ${1##*/}" "$(errors_in "$scratch/err") error, $(traps_in "$scratch/err") traps" \
    "target untouched: $(grep -c "someone else's file" "$scratch/target")"
}
for name in todos.sqlite todos.sqlite-wal todos.sqlite-shm; do
  link_attack "$store/$name" "add through a link"
done
fresh
rm -f "$db"; mkdir "$db"
echo "add into a directory" | run >/dev/null 2>"$scratch/err"
row "a directory at todos.sqlite" "$(errors_in "$scratch/err") error, $(traps_in "$scratch/err") traps" \
  "$(head -1 "$scratch/err" | cut -c1-60)…"
fresh
printf 'S' | dd of="$db" bs=1 seek=3 conv=notrunc 2>/dev/null
out="$(echo dump | run 2>"$scratch/err")"
row "one flipped byte in the header" "todos shown: $(grep -c '^list ' <<<"$out")" \
  "kept aside: $(ls "$store" | grep -c 'unreadable-[0-9]*$')"
fresh
: >"$db"
row "an empty file" "todos shown: $(echo dump | run 2>"$scratch/err" | grep -c '^list ')" \
  "warnings: $(wc -l <"$scratch/err")"
fresh
python3 -c "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute(\"UPDATE sqlite_sequence SET seq=9223372036854775807\"); c.commit()" "$db"
echo "add one too many" | run >/dev/null 2>"$scratch/err"
row "a counter at Int64.max" "$(errors_in "$scratch/err") error, $(traps_in "$scratch/err") traps" \
  "$(grep '^error:' "$scratch/err" | cut -c1-60)…"

echo "== settings" >&2
settings="$HOME/.config/ListDetailSync.SceneAppStorageSync.plist"
link_attack "$settings" "sort favorites-first"
fresh
# A opens scene 2 while B, started before A's write, sorts: each keeps the other's key.
( echo "scene 2"; sleep 1; echo "open t4" ) | "$bin" --interactive --plain >/dev/null 2>&1 &
( sleep 0.5; echo "sort favorites-first" ) | "$bin" --interactive --plain >/dev/null 2>&1 &
wait
keys="$(python3 -c "import plistlib,sys; print(' '.join(sorted(plistlib.load(open(sys.argv[1],'rb')))))" "$settings")"
row "two processes write different settings" \
  "sortOrder kept: $(grep -c sortOrder <<<"$keys"), open scenes kept: $(grep -c sessions.scenes <<<"$keys")" ""

echo "== a small full filesystem (tmpfs of 256 KB)" >&2
if mkdir -p "$scratch/small" && mount -t tmpfs -o size=256k tmpfs "$scratch/small" 2>/dev/null; then
  HOME="$scratch/small" bash -c "for n in \$(seq 3000); do echo \"add a todo with a long title to fill the disk \$n\"; done | '$bin' --script - --plain" >/dev/null 2>"$scratch/err"
  out="$(echo dump | HOME="$scratch/small" "$bin" --script - --plain 2>"$scratch/err2")"
  acknowledged="$(grep -c 'fill the disk' <<<"$out")"
  row "a full disk" "$(errors_in "$scratch/err") refusals, $(traps_in "$scratch/err") traps" \
    "adds readable after: $acknowledged"
  umount "$scratch/small"
else
  row "a full disk" "skipped: mounting a tmpfs needs root" ""
fi

echo "== a disk mounted read-only (tmpfs, remounted)" >&2
if mkdir -p "$scratch/ro" && mount -t tmpfs -o size=4m tmpfs "$scratch/ro" 2>/dev/null; then
  echo "add Stored before the disk went read-only" | HOME="$scratch/ro" "$bin" --script - --plain >/dev/null 2>&1
  mount -o remount,ro "$scratch/ro"
  out="$(printf 'dump\nadd Typed on a read-only disk\n' | HOME="$scratch/ro" "$bin" --script - --plain 2>"$scratch/err")"
  row "a disk mounted read-only" "$(errors_in "$scratch/err") refusals, $(traps_in "$scratch/err") traps" \
    "todo stored before shown: $(grep -c 'Stored before the disk went read-only' <<<"$out")"
  umount "$scratch/ro"
else
  row "a disk mounted read-only" "skipped: mounting a tmpfs needs root" ""
fi

printf '| attack | what happened | what was kept |\n|---|---|---|\n'
printf '%s\n' "${rows[@]}"
