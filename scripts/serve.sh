#!/usr/bin/env bash
# `npm run serve`: starts the API server (and host of the built apps) with the Node flags it is run with in
# production, listed in server/node-flags.json (read by the benchmarks too, so they measure the server as served).
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
# A failure to read the list stops here (set -e) rather than starting the server without its flags.
FLAGS="$(node -p "require('./server/node-flags.json').join(' ')")"
# shellcheck disable=SC2086 # one flag per word
exec node $FLAGS --import tsx server/src/main.ts
