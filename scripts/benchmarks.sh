#!/usr/bin/env bash
# Builds in release, runs every chapter's benchmark, and writes docs/Benchmarks.md and
# docs/benchmarks.svg. Takes several minutes: a costly default variant rewrites its whole list
# on every edit, so it is measured with fewer edits and up to 100,000 todos.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release
bin=$(swift build -c release --show-bin-path)
results=$(mktemp)
trap 'rm -f "$results"' EXIT

for chapter in $(scripts/chapters.sh); do
  echo "benchmarking $chapter" >&2
  if "$bin/$chapter" --list-variants | grep '(default)' | grep -q '\[costly\]'; then
    "$bin/$chapter" --bench --json --sizes 1000,10000,100000 --edits 20 >>"$results"
  else
    "$bin/$chapter" --bench --json --sizes 1000,10000,100000,1000000 >>"$results"
  fi
done

cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo "?")
memory=$(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo 2>/dev/null || echo "?")
"$bin/BenchmarkReport" --input "$results" --markdown docs/Benchmarks.md --svg docs/benchmarks.svg \
  --machine "$(uname -sm), $cores cores, $memory, $(swift --version 2>&1 | head -1)" \
  --command "scripts/benchmarks.sh"
