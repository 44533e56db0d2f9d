#!/usr/bin/env bash
# Plays every order of up to N held pushes and answers (default 8) after the explorer's scenarios,
# in every chapter and variant that keeps its screens in sync, and prints the shortest failing
# order as a script if there is one. Run by hand: scripts/delivery-orders.sh [N]
# `swift test` explores up to 4 deliveries, CI (LISTDETAILSYNC_THOROUGH=1) up to 6.
set -euo pipefail
cd "$(dirname "$0")/.."
deliveries="${1:-8}"
case "$deliveries" in
  '' | *[!0-9]*) echo "error: give the number of deliveries as a whole number, as in 'scripts/delivery-orders.sh 8'" >&2; exit 2 ;;
esac
swift build --build-tests
start=$(date +%s)
LISTDETAILSYNC_DELIVERIES="$deliveries" swift test --skip-build --filter DeliveryOrderTests
echo "every order of up to $deliveries deliveries explored in $(( $(date +%s) - start )) s"
