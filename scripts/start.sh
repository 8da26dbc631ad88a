#!/usr/bin/env bash
# `npm start`: installs what is missing, builds the five apps and the server (each skipped when unchanged) and starts
# the whole site.
source "$(dirname "$0")/lib.sh"
bash "$ROOT/scripts/setup.sh"
cd "$ROOT"
node scripts/build.mjs
say "Starting the site on http://localhost:${PORT:-8080} (Ctrl+C to stop)"
exec bash scripts/serve.sh
