#!/usr/bin/env bash
# Builds every mistake and alternative of the chapters' apps as Examples/Apple/Apps/variant.sh
# makes them, against the project's stand-ins: each change of variants.tsv is made to the
# chapter's lesson file in Sources (the file the app package links), the chapter's target is
# built, and the file is put back. The changes to an app's `@main` line are left out: here the
# chapter runs from its own command line. Takes a few minutes; run it by hand after changing a
# lesson file or variants.tsv. Prints what failed, and exits non-zero when anything did.
set -euo pipefail
cd "$(dirname "$0")/.."
table=Examples/Apple/Apps/variants.tsv
if [ -n "$(git status --porcelain Sources)" ]; then
  echo "error: Sources has changes; commit or stash them first, as this script puts files back" \
    "with git checkout" >&2
  exit 1
fi

swift build --target TodoModel > /dev/null
failed=0
for key in $(grep -v '^#' "$table" | awk -F'\t' '{ print $1 "/" $2 }' | uniq); do
  chapter="${key%%/*}"
  variant="${key#*/}"
  changed=()
  while IFS="$(printf '\t')" read -r _ _ file old new; do
    [ "$file" = App/Main.swift ] && continue
    real="$(realpath --relative-to=. "Examples/Apple/Apps/$chapter.swiftpm/$file")"
    OLD="$old" NEW="$new" awk '
      BEGIN { old = ENVIRON["OLD"]; new = ENVIRON["NEW"] }
      { at = index($0, old); if (at > 0) $0 = substr($0, 1, at - 1) new substr($0, at + length(old)); print }
    ' "$real" > "$real.changed"
    mv "$real.changed" "$real"
    changed+=("$real")
  done < <(grep -v '^#' "$table" | awk -F'\t' -v c="$chapter" -v v="$variant" '$1 == c && $2 == v')
  if [ ${#changed[@]} -eq 0 ]; then
    echo "$key: only the @main line changes"
    continue
  fi
  if log="$(swift build --target "$chapter" 2>&1)"; then
    warnings="$(grep -c 'warning:' <<< "$log" || true)"
    echo "$key: builds ($warnings warnings)"
    grep 'warning:' <<< "$log" | sort -u || true
  else
    echo "$key: does not build"
    grep -E 'error:' <<< "$log" | sort -u | head -5
    failed=1
  fi
  git checkout -- "${changed[@]}"
done
exit $failed
