#!/usr/bin/env bash
# What a new user waits for, measured from fresh clones of this repository: the seconds until
# `swift run <Chapter>` prints its first line, for each chapter named (NoSync if none), and the
# wall and CPU time of `swift test`. Each is measured in a clone of its own, so nothing is built
# twice. Run it by hand on an idle machine (`uptime` is printed beside each number); it takes
# several minutes. Usage: scripts/first-run-times.sh [Chapter ...]
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$(pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

for chapter in "${@:-NoSync}"; do
  clone="$scratch/$chapter"
  git clone -q "$repository" "$clone"
  load=$(uptime | sed 's/.*load average: //')
  start=$(date +%s.%N)
  # The chapter's own output goes to standard output; the build's progress to standard error.
  # The chapter may stop writing when `head` has its line: that ends the measurement, not the script.
  (cd "$clone" && swift run "$chapter" </dev/null 2>/dev/null | head -n 1 >/dev/null) || true
  end=$(date +%s.%N)
  printf '%-28s first line after %5.1f s  (load before: %s)\n' \
    "swift run $chapter" "$(echo "$end - $start" | bc)" "$load"
  rm -rf "$clone"
done

clone="$scratch/tests"
git clone -q "$repository" "$clone"
load=$(uptime | sed 's/.*load average: //')
(cd "$clone" && /usr/bin/time -o "$scratch/time" -f '%e %U' swift test >"$scratch/test.log" 2>&1) \
  || { echo "error: swift test failed in the fresh clone:"; tail -n 20 "$scratch/test.log"; exit 1; }
read -r wall user <"$scratch/time"
printf '%-28s %5.0f s wall, %5.0f s user  (load before: %s)\n' "swift test" "$wall" "$user" "$load"
