#!/usr/bin/env bash
# Builds in release, runs every chapter's benchmark, and writes docs/Benchmarks.md and
# docs/benchmarks.svg. The report says how long the sweep took (docs/Benchmarks.md, under
# Machine): a costly variant's cost grows with the list, so it is measured with fewer edits and up
# to 100,000 todos, beside its chapter's default. Run it by hand and commit what it writes: every
# number in the docs comes from one such run.
#
# `scripts/benchmarks.sh --quick DIR` measures 1,000 and 10,000 todos only and writes the report
# and the chart into DIR, leaving the docs alone: CI's check that the benchmark, the report and
# the chart still work, and that the goals the report checks hold at those sizes, in a minute or
# two. `LISTDETAILSYNC_RELEASE_BUILD=DIR` builds in DIR instead of .build, so that the release
# build can be made while another SwiftPM command holds .build (CI makes it beside the tests).
set -euo pipefail
cd "$(dirname "$0")/.."

quick=""
if [ "${1:-}" = "--quick" ]; then
  quick="${2:?--quick needs the folder to write the report and the chart into}"
  mkdir -p "$quick"
fi

release=(-c release)
[ -z "${LISTDETAILSYNC_RELEASE_BUILD:-}" ] || release+=(--scratch-path "$LISTDETAILSYNC_RELEASE_BUILD")
swift build "${release[@]}"
bin=$(swift build "${release[@]}" --show-bin-path)
results=$(mktemp)
trap 'rm -f "$results"' EXIT
# The full sweep keeps its records beside the report, so the report can be written again from
# them, and read by other tools.
[ -n "$quick" ] || trap 'cp "$results" docs/benchmarks.jsonl; rm -f "$results"' EXIT

started=$SECONDS
for chapter in $(scripts/chapters.sh); do
  echo "benchmarking $chapter" >&2
  if [ -n "$quick" ]; then
    "$bin/$chapter" --bench --json --sizes 1000,10000 --edits 10 >>"$results"
    for variant in $("$bin/$chapter" --list-variants | awk '/\[costly\]/ && !/\(default\)/ { print $1 }'); do
      "$bin/$chapter" --bench --json --variant "$variant" --sizes 1000,10000 --edits 5 >>"$results"
    done
    continue
  fi
  if "$bin/$chapter" --list-variants | grep '(default)' | grep -q '\[costly\]'; then
    "$bin/$chapter" --bench --json --sizes 1000,10000,100000 --edits 20 >>"$results"
  else
    "$bin/$chapter" --bench --json --sizes 1000,10000,100000,1000000 >>"$results"
  fi
  # Every costly variant beside its chapter's default: its cost grows with the list, so it stops
  # at 100,000 todos and takes fewer edits.
  for variant in $("$bin/$chapter" --list-variants | awk '/\[costly\]/ && !/\(default\)/ { print $1 }'); do
    echo "benchmarking $chapter --variant $variant" >&2
    "$bin/$chapter" --bench --json --variant "$variant" --sizes 1000,10000,100000 --edits 20 \
      >>"$results"
  done
done

cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo "?")
memory=$(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo 2>/dev/null || echo "?")
machine="$(uname -sm), $cores cores, $memory, $(swift --version 2>&1 | head -1)"
took="$(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s"
if [ -n "$quick" ]; then
  "$bin/BenchmarkReport" --input "$results" --markdown "$quick/Benchmarks.md" \
    --svg "$quick/benchmarks.svg" --machine "$machine" --command "scripts/benchmarks.sh --quick" \
    --took "$took" --check-goals yes
  exit 0
fi
"$bin/BenchmarkReport" --input "$results" --markdown docs/Benchmarks.md --svg docs/benchmarks.svg \
  --machine "$machine" --command "scripts/benchmarks.sh" --took "$took" --docs .
