#!/usr/bin/env bash
# Builds in release, runs every chapter's benchmark, and writes docs/Benchmarks.md and
# docs/benchmarks.svg. Takes several minutes: chapter 5 rewrites its whole list on every edit.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release
bin=$(swift build -c release --show-bin-path)
results=$(mktemp)
trap 'rm -f "$results"' EXIT

for chapter in NoSync SharedObjectSync NotificationCenterSync PassthroughSubjectSync DiffableSnapshotSync; do
  echo "benchmarking $chapter" >&2
  "$bin/$chapter" --bench --json --sizes 1000,10000,100000,1000000 >>"$results"
done
# Chapter 5 costs seconds per edit at 100,000 todos, so it measures fewer edits and stops there.
echo "benchmarking SceneAppStorageSync" >&2
"$bin/SceneAppStorageSync" --bench --json --sizes 1000,10000,100000 --edits 20 >>"$results"

cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo "?")
memory=$(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo 2>/dev/null || echo "?")
"$bin/BenchmarkReport" --input "$results" --markdown docs/Benchmarks.md --svg docs/benchmarks.svg \
  --machine "$(uname -sm), $cores cores, $memory, $(swift --version 2>&1 | head -1)" \
  --command "scripts/benchmarks.sh"
