#!/usr/bin/env bash
# `npm run serve` (the API server and host of the built apps) and `npm run worker` (a merge worker, entry
# server/src/worker.ts): starts the process as it is run in production, with the Node flags and the environment
# defaults listed in server/runtime.json. The benchmarks and the end-to-end tests read the same file, so they
# measure and test the server as served. A variable already set in the environment wins over its default.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
ENTRY="${1:-server/src/main.ts}"
# A failure to read the file stops here (set -e) rather than starting the server without its settings.
FLAGS="$(node -p "require('./server/runtime.json').nodeFlags.join(' ')")"
DEFAULTS="$(node -e "for (const [k, v] of Object.entries(require('./server/runtime.json').env)) if (process.env[k] === undefined) console.log(k + '=' + v)")"
while IFS= read -r line; do
  if [ -n "$line" ]; then export "$line"; fi
done <<< "$DEFAULTS"
# shellcheck disable=SC2086 # one flag per word
exec node $FLAGS --import tsx "$ENTRY"
