#!/usr/bin/env bash
# Builds every mistake and alternative of the chapters' apps, as Examples/Apple/Apps/variant.sh
# makes them, against the project's stand-ins: variant.sh writes each variant's copy of the app,
# each lesson file it changed is put over the file in Sources that the app links, the chapter's
# target is built, and the file is put back. A change to the app's `@main` line is left out: here
# the chapter runs from its own command line. Takes a minute or two; run it by hand after changing
# a lesson file or variants.tsv. Prints what failed, and exits non-zero when anything did.
set -euo pipefail
cd "$(dirname "$0")/.."
apps=Examples/Apple/Apps
if [ -n "$(git status --porcelain Sources)" ]; then
  echo "error: Sources has changes; commit or stash them first, as this script puts files back" \
    "with git checkout" >&2
  exit 1
fi
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

swift build --target TodoModel > /dev/null
failed=0
for key in $(grep -v '^#' "$apps/variants.tsv" | awk -F'\t' '{ print $1 "/" $2 }' | uniq); do
  chapter="${key%%/*}"
  variant="${key#*/}"
  "$apps/variant.sh" "$chapter" "$variant" "$scratch" > "$scratch/change.diff"
  copy="$scratch/$chapter-$variant.swiftpm"
  changed=()
  # The files the change touched, from the diff variant.sh prints (`+++ b/App/…`).
  for file in $(sed -n 's|^+++ b/||p' "$scratch/change.diff"); do
    [ "$file" = App/Main.swift ] && continue
    real="$(realpath --relative-to=. "$apps/$chapter.swiftpm/$file")"
    cp "$copy/$file" "$real"
    changed+=("$real")
  done
  rm -rf "$copy"
  if [ ${#changed[@]} -eq 0 ]; then
    echo "$key: only the @main line changes"
    continue
  fi
  if log="$(swift build --target "$chapter" 2>&1)"; then
    warnings="$(grep '^/.*: warning:' <<< "$log" | sort -u || true)"
    echo "$key: builds ($(grep -c . <<< "$warnings" || true) warnings)"
    [ -z "$warnings" ] || echo "$warnings"
  else
    echo "$key: does not build"
    grep -E 'error:' <<< "$log" | sort -u | head -5
    failed=1
  fi
  git checkout -- "${changed[@]}"
done
exit $failed
