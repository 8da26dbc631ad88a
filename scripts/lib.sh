#!/usr/bin/env bash
# Shared set-up steps of `npm start` and `npm test`: what npm cannot install comes from Debian's packages.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }
die() { printf '\033[31m[setup] %s\033[0m\n' "$*" >&2; exit 1; }

# The Node.js LTS line the README recommends (active LTS since October 2026); 22 and 24 are in maintenance.
LTS_NODE_MAJOR=26
check_node() {
  command -v node >/dev/null || die "Node.js is not installed. Install Node.js $LTS_NODE_MAJOR (the active LTS; 22 and 24 work too), then run this command again."
  local v; v=$(node -p 'process.versions.node')
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' \
    || die "Node.js $v is too old: this project needs 20.19 or newer, and recommends $LTS_NODE_MAJOR (the active LTS)."
  if [ "${v%%.*}" -le 20 ]; then
    say "Warning: Node.js $v is past its end of life (Node 20 ended on 2026-04-30: no more security fixes). It still runs this project; use Node.js $LTS_NODE_MAJOR (the active LTS), or 22 or 24."
  fi
}

# ensure_lts_node — a Node.js of the active LTS line in .tools/node/<major>/ (the npm package node-linux-<arch>,
# whose binary is in the package itself), for the suite's run of the production server on it. Never a dependency of
# the project: a root `node` dependency would put itself first on the PATH of every npm script.
ensure_lts_node() {
  local dir="$ROOT/.tools/node/$LTS_NODE_MAJOR" arch
  [ -x "$dir/bin/node" ] && return 0
  case "$(uname -m)" in x86_64) arch=x64 ;; aarch64) arch=arm64 ;; *) say "No Node.js $LTS_NODE_MAJOR package for $(uname -m): the run on the LTS Node is left out."; return 0 ;; esac
  say "Fetching Node.js $LTS_NODE_MAJOR (npm package node-linux-$arch) into .tools/node/$LTS_NODE_MAJOR for the run of the server on the LTS Node…"
  local tmp; tmp="$(mktemp -d)"
  if (cd "$tmp" && npm pack "node-linux-$arch@$LTS_NODE_MAJOR" --silent >/dev/null && tar -xzf node-linux-*.tgz) && "$tmp/package/bin/node" --version >/dev/null \
    && mkdir -p "$(dirname "$dir")" && rm -rf "$dir" && mv "$tmp/package" "$dir"; then
    :
  else
    say "Warning: Node.js $LTS_NODE_MAJOR could not be fetched from the npm registry: the run on the LTS Node will fail in CI and be skipped elsewhere."
  fi
  rm -rf "$tmp"
}

APT_UPDATED=0
# ensure_programs "cmd:package" ... — installs the Debian package of every missing command.
ensure_programs() {
  local missing=() pair cmd pkg
  for pair in "$@"; do
    cmd=${pair%%:*}; pkg=${pair#*:}
    command -v "$cmd" >/dev/null 2>&1 || [ -x "/usr/bin/$cmd" ] || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo="sudo"; else
      die "Missing programs: ${missing[*]}. Install them with your package manager (Debian/Ubuntu: sudo apt-get install ${missing[*]}), then run this command again."
    fi
  fi
  command -v apt-get >/dev/null || die "Missing programs: ${missing[*]}, and apt-get is not available on this machine. Install ${missing[*]} with your system's package manager, then run this command again."
  say "Installing ${missing[*]} from Debian's packages (apt-get)…"
  if [ $APT_UPDATED -eq 0 ]; then $sudo apt-get update -qq || die "apt-get update failed: cannot install ${missing[*]}."; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
    || die "apt-get could not install ${missing[*]}. Install them by hand, then run this command again."
}

# unpack_deb <what> <dir> <package>… — the first of the Debian packages apt-get downloads (after an `apt-get update`
# when the lists lack it), unpacked into <dir>/pkg rather than installed; dies naming <what> when none can be.
unpack_deb() {
  local what="$1" tmp="$2"; shift 2
  local pkgs=("$@") name
  command -v apt-get >/dev/null && command -v dpkg-deb >/dev/null \
    || die "Missing program: $what, and apt-get is not available on this machine. Install ${pkgs[-1]} with your system's package manager, then run this command again."
  fetch_deb() { (cd "$tmp" && for name in "${pkgs[@]}"; do apt-get download -qq "$name" >/dev/null 2>&1 && return 0; done; return 1); }
  if ! fetch_deb && [ $APT_UPDATED -eq 0 ]; then
    local sudo=""; [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && sudo -n true 2>/dev/null && sudo="sudo"
    if [ "$(id -u)" -eq 0 ] || [ -n "$sudo" ]; then $sudo apt-get update -qq && APT_UPDATED=1 && fetch_deb || true; fi
  fi
  local deb; deb="$(ls "$tmp"/*.deb 2>/dev/null | head -1 || true)"
  if [ -z "$deb" ] || ! dpkg-deb -x "$deb" "$tmp/pkg"; then
    rm -rf "$tmp"
    die "Missing program: $what, and apt-get could not download its package. Install it (Debian/Ubuntu: sudo apt-get install ${pkgs[-1]}), then run this command again."
  fi
}

# ensure_tinyproxy — Debian's tinyproxy for the tests' upstream-proxy runs (server/test/proxies.ts): the system's own
# when there is one, else the program alone in .tools/tinyproxy/, taken out of the Debian package (tinyproxy-bin; the
# program links only libc) rather than installed, so no proxy service is left running on the machine.
ensure_tinyproxy() {
  local dir="$ROOT/.tools/tinyproxy" p
  for p in "$(command -v tinyproxy 2>/dev/null || true)" /usr/bin/tinyproxy /usr/sbin/tinyproxy "$dir/tinyproxy"; do
    [ -n "$p" ] && [ -x "$p" ] && return 0
  done
  say "Fetching tinyproxy (Debian's package, unpacked into .tools/tinyproxy, not installed) for the tests' proxy runs…"
  local tmp; tmp="$(mktemp -d)"; chmod 755 "$tmp"
  # Debian 12 and later ship the program in tinyproxy-bin, older releases in tinyproxy itself.
  unpack_deb "tinyproxy (the tests' HTTP proxy)" "$tmp" tinyproxy-bin tinyproxy
  for p in "$tmp/pkg/usr/bin/tinyproxy" "$tmp/pkg/usr/sbin/tinyproxy"; do
    if [ -x "$p" ] && "$p" -v >/dev/null 2>&1; then mkdir -p "$dir" && mv "$p" "$dir/tinyproxy"; break; fi
  done
  rm -rf "$tmp"
  [ -x "$dir/tinyproxy" ] || die "The tinyproxy package fetched by apt-get holds no runnable program. Install tinyproxy (Debian/Ubuntu: sudo apt-get install tinyproxy), then run this command again."
}

# ensure_prometheus — Debian's Prometheus for the tests that have a real Prometheus scrape the server's metrics
# (server/test/prometheus.ts), and its promtool for the alert rules of docs/operations.md: the system's own when it has
# both, else the two programs in .tools/prometheus/, taken out of the Debian package (Go programs that link only libc)
# rather than installed, so no Prometheus service is left running on the machine.
ensure_prometheus() {
  local dir="$ROOT/.tools/prometheus" p
  for p in "$(command -v prometheus 2>/dev/null || true)" /usr/bin/prometheus "$dir/prometheus"; do
    [ -n "$p" ] && [ -x "$p" ] && [ -x "$(dirname "$p")/promtool" ] && return 0
  done
  say "Fetching prometheus (Debian's package, unpacked into .tools/prometheus, not installed) for the tests' metrics scrapes…"
  local tmp; tmp="$(mktemp -d)"; chmod 755 "$tmp"
  unpack_deb "prometheus (the tests' metrics scraper)" "$tmp" prometheus
  p="$tmp/pkg/usr/bin/prometheus"
  # promtool beside it: the tests check the alert rules docs/operations.md gives with it.
  if [ -x "$p" ] && "$p" --version >/dev/null 2>&1; then mkdir -p "$dir" && mv "$p" "$tmp/pkg/usr/bin/promtool" "$dir/"; fi
  rm -rf "$tmp"
  [ -x "$dir/prometheus" ] || die "The prometheus package fetched by apt-get holds no runnable program. Install prometheus (Debian/Ubuntu: sudo apt-get install prometheus), then run this command again."
}

ensure_node_modules() {
  cd "$ROOT"
  # Installed once per content of the lockfile and the package files (npm itself rewrites the lockfile's date, so
  # dates would say nothing): a copy pruned of its development packages after building stays as it is.
  local stamp="node_modules/.install-stamp"
  packages_hash() { cat package-lock.json package.json */package.json 2>/dev/null | sha256sum | cut -d' ' -f1; }
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$(packages_hash)" ]; then
    say "Installing npm packages…"
    # `npm ci` refuses a lockfile whose optional platform builds (rspack and swc for other systems) this
    # registry does not carry; `npm install` honours the lockfile and skips them.
    # --include=dev: the build tools are development packages, which npm leaves out under NODE_ENV=production.
    # --prefer-offline: a package already in npm's cache is taken from it without asking the registry again (the
    # lockfile pins each one with its checksum); about 30 s less on a fresh clone of this project.
    npm install --include=dev --no-audit --no-fund --loglevel=error --prefer-offline
    packages_hash > "$stamp"
  fi
}

# ensure_engine — the extraction engine, a current yt-dlp in the project, and its JavaScript runtime (Deno from
# npm, with the challenge solver's libraries cached): server/src/features/engine (npm run engine -- setup). The
# distribution's own yt-dlp is the last resort, installed only when nothing newer could be had.
ensure_engine() {
  cd "$ROOT"
  node --import tsx server/src/cli/engine.ts setup && return 0
  ensure_programs "yt-dlp:yt-dlp"
  node --import tsx server/src/cli/engine.ts setup || die "No extraction engine (yt-dlp) could be set up."
}
