#!/usr/bin/env bash
# `npm test`: the whole suite — lint (import boundaries), type check, unit and component tests, server tests
# (real yt-dlp and ffmpeg), and end-to-end tests in Debian's Chromium against the real server.
source "$(dirname "$0")/lib.sh"
bash "$ROOT/scripts/setup.sh" test
cd "$ROOT"
export CI="${CI:-}"
step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }
step "lint";        npx --no-install eslint --max-warnings 0 .
step "type check";  bash scripts/typecheck.sh
step "build";       node scripts/build.mjs
step "unit, component and server tests"; npx --no-install jest --ci
step "end-to-end tests (Chromium)"; npx --no-install playwright test -c e2e/playwright.config.ts
