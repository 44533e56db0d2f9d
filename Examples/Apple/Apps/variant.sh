#!/usr/bin/env bash
# Makes a copy of a chapter's app with one of its mistakes or alternatives in place, to open in
# Xcode: `./variant.sh NoSync refetch-on-appear` writes NoSync-refetch-on-appear.swiftpm into
# ~/ListDetailSync (or the folder given third), shows the change it made, and changes nothing
# here; `./variant.sh NoSync` lists the chapter's variants. The changes are in variants.tsv.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

usage() {
  echo "usage: $0 <chapter> <variant> [folder], or $0 <chapter> for its variants" >&2
  echo "the chapters: $(cd "$here" && ls -d *.swiftpm | sed 's/\.swiftpm$//' | tr '\n' ' ')" >&2
  exit 2
}

# The variants of chapter $1 that variants.tsv lists, one a line.
variants_of() {
  grep -v '^#' "$here/variants.tsv" | awk -F'\t' -v c="$1" '$1 == c { print $2 }' | uniq
}

[ $# -ge 1 ] && [ $# -le 3 ] || usage
# `NoSync.swiftpm/`, as a shell completes it, names the chapter too.
chapter="${1%/}"
chapter="${chapter%.swiftpm}"
chapter="${chapter##*/}"
variant="${2:-}"
folder="${3:-$HOME/ListDetailSync}"
folder="${folder%/}"

if [ ! -d "$here/$chapter.swiftpm" ]; then
  echo "error: no app for the chapter '$chapter'" >&2
  usage
fi
if [ -z "$variant" ]; then
  echo "$chapter's mistakes and alternatives, each one change to its app, $chapter.swiftpm:"
  variants_of "$chapter" | sed 's/^/  /'
  exit 0
fi
changes="$(grep -v '^#' "$here/variants.tsv" | awk -F'\t' -v c="$chapter" -v v="$variant" \
  '$1 == c && $2 == v' || true)"
if [ -z "$changes" ]; then
  echo "error: $chapter has no variant '$variant'; its variants here are:" \
    "$(variants_of "$chapter" | tr '\n' ' ')" >&2
  echo "(its first variant is the app itself: open -a Xcode $chapter.swiftpm)" >&2
  exit 2
fi
target="$folder/$chapter-$variant.swiftpm"
if [ -e "$target" ]; then
  echo "error: $target already exists; remove it, or name another folder third" >&2
  exit 1
fi

# A copy whose links are files: the lesson files become yours to change. On any failure the
# half-made copy goes, and the folder too when this made it.
[ -d "$folder" ] && made_folder="" || made_folder="$folder"
mkdir -p "$folder"
scratch="$(mktemp -d "$folder/.making.XXXXXX")"
trap 'rm -rf "$scratch"; [ -z "$made_folder" ] || rmdir "$made_folder" 2>/dev/null || true' EXIT
cp -RL "$here/$chapter.swiftpm" "$scratch/app"

while IFS="$(printf '\t')" read -r _ _ file old new; do
  path="$scratch/app/$file"
  [ -f "$path.original" ] || cp "$path" "$path.original"
  # Replaces the text where it is, and fails unless it is there exactly once; awk reads both
  # texts from the environment, literally.
  if ! OLD="$old" NEW="$new" awk '
    BEGIN { old = ENVIRON["OLD"]; new = ENVIRON["NEW"]; found = 0 }
    {
      rest = $0
      line = ""
      while ((at = index(rest, old)) > 0) {
        found++
        line = line substr(rest, 1, at - 1) new
        rest = substr(rest, at + length(old))
      }
      print line rest
    }
    END { if (found != 1) exit 1 }
  ' "$path" > "$path.changed"; then
    echo "error: '$old' is not found exactly once in $chapter.swiftpm/$file;" \
      "variants.tsv no longer matches the chapter's files" >&2
    exit 1
  fi
  mv "$path.changed" "$path"
done <<< "$changes"

echo "The change that makes $chapter's app $variant:"
for original in $(cd "$scratch/app" && find . -name '*.original' | sort); do
  file="${original%.original}"
  (cd "$scratch/app" && diff -u --label "a/${file#./}" --label "b/${file#./}" "$original" "$file") \
    || true
  rm "$scratch/app/$original"
done
mv "$scratch/app" "$target"
echo
echo "Open it in Xcode: open -a Xcode '$target'"
