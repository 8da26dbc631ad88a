#!/usr/bin/env bash
# `npm run serve`: starts the API server (and host of the built apps) with the Node flags it is run with in
# production, listed in server/node-flags.json (read by the benchmarks too, so they measure the server as served).
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
mapfile -t FLAGS < <(node -e "for (const f of require('./server/node-flags.json')) console.log(f)")
exec node "${FLAGS[@]}" --import tsx server/src/main.ts
