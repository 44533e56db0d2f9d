#!/usr/bin/env bash
# Checks that every chapter builds only the stand-ins it uses: each chapter target's dependencies
# on the stand-in modules (the list `standInsOfChapter` in Package.swift) are exactly the stand-ins
# its files import. A stand-in listed and not imported is built for nothing; one imported and not
# listed builds only by accident, through another module. Exits 1 and says which, otherwise 0.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v python3 >/dev/null || { echo "error: python3 is needed to read the package description"; exit 1; }

description=$(mktemp)
trap 'rm -f "$description"' EXIT
swift package dump-package >"$description"
python3 - "$description" "$(scripts/chapters.sh)" <<'EOF'
import json, pathlib, re, sys

# The modules that stand in for Apple's frameworks, and the hosting layers that show a
# SwiftUI-shaped or UIKit-shaped app on the runner's screens.
STAND_INS = {"HeadlessUIKit", "HeadlessSwiftUI", "SwiftUIHosting", "UIKitHosting",
             "HeadlessSwiftData", "HeadlessCombine", "FoundationShims"}

def module_aliases(target):
    """The `-module-alias Apple=StandIn` flags of a target: the Apple names its files import."""
    flags = []
    for setting in target.get("settings", []):
        unsafe = setting.get("kind", {}).get("unsafeFlags", {})
        flags += unsafe.get("_0", [])
    return dict(flags[i + 1].split("=", 1) for i, flag in enumerate(flags[:-1])
                if flag == "-module-alias")

package = json.load(open(sys.argv[1]))
chapters = sys.argv[2].split()
targets = {target["name"]: target for target in package["targets"]}
failures = []
for chapter in chapters:
    target = targets.get(chapter)
    if target is None:
        failures.append(f"{chapter} is in the registry but has no target")
        continue
    listed = set()
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                listed.add(dependency[kind][0])
    listed &= STAND_INS
    aliases = module_aliases(target)
    imported = set()
    for file in pathlib.Path("Sources", chapter).rglob("*.swift"):
        for match in re.finditer(r"^\s*(?:@\w+\s+)*import\s+(\w+)", file.read_text(), re.M):
            imported.add(aliases.get(match.group(1), match.group(1)))
    imported &= STAND_INS
    for name in sorted(listed - imported):
        failures.append(f"{chapter} depends on {name}, which none of its files imports: "
                        f"take it out of standInsOfChapter in Package.swift")
    for name in sorted(imported - listed):
        failures.append(f"{chapter}'s files import {name}, which it does not list: "
                        f"add it to standInsOfChapter in Package.swift")
for failure in failures:
    print(f"error: {failure}")
if failures:
    sys.exit(1)
print(f"{len(chapters)} chapters depend on exactly the stand-ins they import")
EOF
