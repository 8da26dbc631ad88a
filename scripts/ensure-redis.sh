#!/usr/bin/env bash
# Makes a Redis server available for the test suite at TEST_REDIS_URL (default redis://127.0.0.1:6379). Where
# none answers, installs Debian's redis-server and starts it on 127.0.0.1 only. Prints the URL on its last line.
source "$(dirname "$0")/lib.sh"
URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
answers() { node -e "const {Redis}=require('ioredis');const r=new Redis(process.argv[1],{lazyConnect:true,connectTimeout:3000,maxRetriesPerRequest:0,retryStrategy:()=>null});r.on('error',()=>{});r.connect().then(()=>r.ping()).then(()=>{r.disconnect();process.exit(0)},()=>process.exit(1))" "$1" 2>/dev/null; }
cd "$ROOT"
if answers "$URL"; then echo "$URL"; exit 0; fi
say "Redis does not answer at $URL: setting one up for the tests…" >&2
ensure_programs "redis-server:redis-server" >&2
port=$(node -e "console.log(new URL(process.argv[1]).port||6379)" "$URL")
redis-server --bind 127.0.0.1 --port "$port" --daemonize yes --save '' --appendonly no --dir /tmp >&2 \
  || die "redis-server could not be started on 127.0.0.1:$port."
for _ in $(seq 1 30); do answers "$URL" && break; sleep 0.5; done
answers "$URL" || die "Redis was started but $URL does not answer."
echo "$URL"
