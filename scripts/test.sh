#!/usr/bin/env bash
# `npm test`: the whole suite — lint (import boundaries), type check, unit and component tests, server tests
# (real yt-dlp and ffmpeg), end-to-end tests in Debian's Chromium against the real server, and every benchmark run
# once on small inputs (a broken benchmark fails here; no figure is judged against a budget: see bench/README.md).
source "$(dirname "$0")/lib.sh"
bash "$ROOT/scripts/setup.sh" test
cd "$ROOT"
export CI="${CI:-}"
# The server tests drive the real engine: they run on a current one, and CI accepts nothing older.
if ! node --import tsx server/src/cli/engine.ts check; then
  [ "$CI" = "true" ] && die "CI runs on a current engine (yt-dlp 2025.11.12 or newer) and none could be had: see npm run engine -- status."
  say "Warning: the tests run on an old engine; results about real sites mean little (npm run engine -- status)."
fi
# The server suites run on SQLite (in-process jobs) and on PostgreSQL + Redis (the cluster stack).
if pg_url="$(bash scripts/ensure-postgres.sh | tail -1)"; then
  export TEST_POSTGRES_URL="$pg_url"
elif [ "$CI" = "true" ]; then
  die "PostgreSQL is required in CI and could not be set up."
else
  say "PostgreSQL is not available: the PostgreSQL runs of the server suites will be skipped (they never are in CI)."
fi
if redis_url="$(bash scripts/ensure-redis.sh | tail -1)"; then
  export TEST_REDIS_URL="$redis_url"
elif [ "$CI" = "true" ]; then
  die "Redis is required in CI and could not be set up."
else
  say "Redis is not available: the Redis runs of the server suites will be skipped (they never are in CI)."
fi
# Each step's heading comes after the time the step before it took, and the last line gives the whole run's time:
# the figures the issue notes give for what a change adds to the suite.
SUITE_START=$SECONDS STEP_START=$SECONDS STEP_NAME=""
took() { [ -z "$STEP_NAME" ] || printf '\033[2m(%s: %d s)\033[0m\n' "$STEP_NAME" $((SECONDS - STEP_START)); }
step() { took; STEP_NAME="$*" STEP_START=$SECONDS; printf '\n\033[1m== %s ==\033[0m\n' "$*"; }
# The suite's own temporary folder: everything a test writes to the temporary folder lands here (each Jest test
# file in a folder of its own inside it, removed after the file: jest/own-tmp.cjs), the run fails if anything is
# left in it, and it goes when the run ends, however it ends. Tools' caches go elsewhere: Jest's and Playwright's
# to node_modules/.cache, rspack's config loader (jiti) keeps none; two programs that have no setting for it keep
# their own folders there: tsx (its cache and IPC sockets, tsx and tsx-<uid>), and Chromium (org.chromium.Chromium.*,
# left when the benchmarks' Lighthouse runs stop it) with the sound client it starts (pulse-*, its runtime folder where
# the system has none).
SUITE_TMP="$(mktemp -d "${TMPDIR:-/tmp}/dl-test-XXXXXX")"
trap 'rm -rf "$SUITE_TMP"' EXIT
export TMPDIR="$SUITE_TMP" PLAYWRIGHT_TRANSFORM_CACHE_DIR="$ROOT/node_modules/.cache/playwright" JITI_FS_CACHE=false
step "lint";        npx --no-install eslint --max-warnings 0 .
step "type check";  bash scripts/typecheck.sh
step "build";       node scripts/build.mjs
step "unit, component and server tests"; npx --no-install jest --ci
step "end-to-end tests (Chromium)"; npx --no-install playwright test -c e2e/playwright.config.ts
step "benchmarks, smoke run (each once, small inputs; no budget judged)"; node --import tsx bench/run.ts --smoke
step "nothing left in the temporary folder"
left="$(find "$SUITE_TMP" -mindepth 1 -maxdepth 1 ! -name tsx ! -name 'tsx-*' ! -name 'pulse-*' ! -name 'org.chromium.Chromium.*' -printf '  %f\n')"
[ -z "$left" ] || die "The tests left these in their temporary folder ($SUITE_TMP):
$left"
say "Nothing left behind."
say "The whole run took $((SECONDS - SUITE_START)) s after the set-up, $SECONDS s in all."
