#!/usr/bin/env bash
# Draws every storyboard the docs show into docs/storyboards/: each chapter's story
# (<Chapter>.svg) and the story of each broken variant (<Chapter>-<variant>.svg), from the
# chapters' own runs. A test fails when a committed picture differs from what a chapter draws.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build
bin=$(swift build --show-bin-path)
mkdir -p docs/storyboards
rm -f docs/storyboards/*.svg
for chapter in $(scripts/chapters.sh); do
  "$bin/$chapter" --storyboard >"docs/storyboards/$chapter.svg"
  for variant in $("$bin/$chapter" --list-variants | awk '/\[broken\]/ && !/\(default\)/ { print $1 }'); do
    "$bin/$chapter" --storyboard --variant "$variant" >"docs/storyboards/$chapter-$variant.svg"
  done
done
ls docs/storyboards | wc -l | xargs echo "storyboards written:"
