#!/usr/bin/env bash
# Makes a PostgreSQL server available for the test suite at TEST_POSTGRES_URL (default
# postgres://postgres@127.0.0.1:5432/test). Where none answers, installs Debian's postgresql, starts it,
# gives the postgres role a password and creates the database. Prints the URL to use on its last line.
source "$(dirname "$0")/lib.sh"
URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}"
answers() { node -e "const {Client}=require('pg');const c=new Client({connectionString:process.argv[1],connectionTimeoutMillis:3000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$1" 2>/dev/null; }
cd "$ROOT"
if answers "$URL"; then echo "$URL"; exit 0; fi
say "PostgreSQL does not answer at $URL: setting one up for the tests…" >&2
ensure_programs "pg_ctlcluster:postgresql" >&2
version=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -1)
[ -n "$version" ] || die "PostgreSQL was installed but no cluster exists (/etc/postgresql is empty)."
pg_ctlcluster --skip-systemctl-redirect "$version" main start >&2 2>&1 || true
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
as_postgres() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/sh -c "$1"; else sudo -u postgres sh -c "$1"; fi; }
as_postgres "psql -q -c \"ALTER USER postgres PASSWORD 'postgres'\"" >&2
as_postgres "psql -q -tc \"SELECT 1 FROM pg_database WHERE datname='test'\" | grep -q 1 || createdb test" >&2
URL="postgres://postgres:postgres@127.0.0.1:5432/test"
answers "$URL" || die "PostgreSQL was started but $URL does not answer."
echo "$URL"
