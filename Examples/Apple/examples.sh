#!/usr/bin/env bash
# Prints the examples, one name a line: the list `examples` at the top of Package.swift, which
# makes one library (and so one Xcode scheme) per example. The Apple workflow builds each of them.
set -euo pipefail
cd "$(dirname "$0")"
sed -n '/^let examples = \[/,/^\]/p' Package.swift | grep -o '"[A-Za-z0-9]*"' | tr -d '"'
