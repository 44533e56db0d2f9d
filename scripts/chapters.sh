#!/usr/bin/env bash
# Prints the chapters, one name a line, in reading order: the registry at the top of
# Package.swift. CI and scripts/benchmarks.sh take the list from here, so a new chapter is added
# in one place.
set -euo pipefail
cd "$(dirname "$0")/.."
sed -n '/^let chapters = \[/,/^\]/p' Package.swift | grep -o '"[A-Za-z0-9]*"' | tr -d '"'
