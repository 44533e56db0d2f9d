#!/usr/bin/env bash
# Draws every storyboard the docs show into docs/storyboards/: each chapter's story
# (<Chapter>.svg) and the story of each broken variant (<Chapter>-<variant>.svg), from the
# chapters' own runs; the Japanese ones, with --lang ja, into docs/storyboards/ja/. A test fails
# when a committed picture differs from what a chapter draws.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build
bin=$(swift build --show-bin-path)
mkdir -p docs/storyboards/ja
rm -f docs/storyboards/*.svg docs/storyboards/ja/*.svg
for chapter in $(scripts/chapters.sh); do
  for lang in en ja; do
    folder=docs/storyboards
    [ "$lang" = en ] || folder="docs/storyboards/$lang"
    "$bin/$chapter" --storyboard --lang "$lang" >"$folder/$chapter.svg"
    for variant in $("$bin/$chapter" --list-variants | awk '/\[broken\]/ && !/\(default\)/ { print $1 }'); do
      "$bin/$chapter" --storyboard --lang "$lang" --variant "$variant" >"$folder/$chapter-$variant.svg"
    done
  done
done
ls docs/storyboards/*.svg docs/storyboards/ja/*.svg | wc -l | xargs echo "storyboards written:"
