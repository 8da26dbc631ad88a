#!/usr/bin/env bash
# Installs everything the site needs to run (and, with "test", to be tested): npm packages, the extraction engine
# (a current yt-dlp in .tools/engine, with Deno from npm as its JavaScript runtime), ffmpeg, Chromium, tinyproxy and
# Prometheus (tests).
source "$(dirname "$0")/lib.sh"
check_node
# make, g++ and python3 build the native modules (better-sqlite3) where no prebuilt binary fits.
programs=("ffmpeg:ffmpeg" "ffprobe:ffmpeg" "make:make" "g++:g++" "python3:python3")
# The tests also run every benchmark once (bench/run.ts --smoke), whose download client is curl.
[ "${1:-}" = "test" ] && programs+=("chromium:chromium" "curl:curl")
ensure_programs "${programs[@]}"
ensure_node_modules
ensure_engine
# The tests also start the production server on the active LTS Node (server/src/suites/ltsNode.test.ts).
if [ "${1:-}" = "test" ]; then ensure_lts_node; fi
# The tests of the server's upstream proxies run Debian's tinyproxy as a real HTTP proxy (server/test/proxies.ts).
if [ "${1:-}" = "test" ]; then ensure_tinyproxy; fi
# The tests of the server's metrics have Debian's Prometheus scrape them for real (server/test/prometheus.ts).
if [ "${1:-}" = "test" ]; then ensure_prometheus; fi
