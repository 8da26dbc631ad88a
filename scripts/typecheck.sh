#!/usr/bin/env bash
# Type-checks every package (tsc with noEmit, one project per package) and the root build files, two packages at a
# time (tsc uses one core for the check itself); each package's errors are printed together.
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
check() {
  if npx --no-install tsc -p "$1/tsconfig.json" > "$out/$1.log" 2>&1; then rm -f "$out/$1.log"; else echo "type errors in $1" >> "$out/$1.log"; fi
}
export -f check
export out
printf '%s\n' scripts contract shared-config federation shell mf-downloader mf-auth mf-preview mf-content server e2e bench \
  | while read -r p; do [ ! -f "$p/tsconfig.json" ] || echo "$p"; done \
  | xargs -P 2 -I{} bash -c 'check {}'
if compgen -G "$out/*.log" > /dev/null; then
  cat "$out"/*.log
  exit 1
fi
