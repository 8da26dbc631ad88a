#!/usr/bin/env bash
# `npm run serve` (the API server and host of the built apps), `npm run worker` (a merge worker: entry
# server/dist/worker.js) and `npm run dev`'s server: starts the process as it is run in production, the server
# compiled to JavaScript (server/dist, made by scripts/build.mjs) run by plain node, with the Node flags and the
# environment defaults listed in server/runtime.json. The tests, the benchmarks and the end-to-end tests start it
# the same way (serverCommand in server/test/processes.ts), so they measure and test the server as served. A
# variable already set in the environment wins over its default. Arguments after the entry are passed to it.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
ENTRY="${1:-server/dist/main.js}"
shift || true
[ -f "$ENTRY" ] || die "$ENTRY is missing: build the server first (node scripts/build.mjs; npm start builds and serves)."
# One setting per line ("flag <flag>" or "env <NAME>=<value>", the latter only where the variable is unset); a
# failure to read the file, or a setting that is not one clean line, stops here (set -e) rather than starting the
# server without its settings.
SETTINGS="$(node -e "
  const runtime = require('./server/runtime.json');
  const fail = (why) => { console.error('server/runtime.json: ' + why); process.exit(1); };
  const clean = (s) => typeof s === 'string' && s !== '' && !/[\\n\\0]/.test(s);
  if (!Array.isArray(runtime.nodeFlags) || !runtime.nodeFlags.every(clean)) fail('nodeFlags must be a list of flags');
  for (const [k, v] of Object.entries(runtime.env ?? {})) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*\$/.test(k) || typeof v !== 'string' || /[\\n\\0]/.test(v)) fail('env.' + k + ' is not a variable name with a one-line value');
  }
  for (const f of runtime.nodeFlags) console.log('flag ' + f);
  for (const [k, v] of Object.entries(runtime.env ?? {})) if (process.env[k] === undefined) console.log('env ' + k + '=' + v);
")"
FLAGS=()
while IFS= read -r line; do
  case "$line" in
    "flag "*) FLAGS+=("${line#flag }") ;;
    "env "*) export "${line#env }" ;;
  esac
done <<< "$SETTINGS"
exec node "${FLAGS[@]}" "$ENTRY" "$@"
