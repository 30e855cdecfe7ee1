#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on 127.0.0.1 for the dialect contract tests.
#   scripts/services/postgres.sh start   -> installs PostgreSQL when missing (ensure-test-deps.sh), starts, prints the URL
#   scripts/services/postgres.sh stop
# PG_TEST_DIR (default /tmp/cloudpaste-pg) and PG_TEST_PORT (default 54329) move it.
set -euo pipefail

dir="${PG_TEST_DIR:-/tmp/cloudpaste-pg}"
port="${PG_TEST_PORT:-54329}"
password="cloudpaste-test"
url="postgres://postgres:${password}@127.0.0.1:${port}/postgres"

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

install_if_missing() {
  [ -n "$(pg_bin)" ] || bash "$(dirname "$0")/../ensure-test-deps.sh" postgresql >&2
}

as_postgres() { runuser -u postgres -- "$@"; }

start() {
  install_if_missing
  local bin; bin="$(pg_bin)"
  if "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; then echo "$url"; return 0; fi
  mkdir -p "$dir"
  chown postgres:postgres "$dir"
  if [ ! -f "$dir/data/PG_VERSION" ]; then
    printf '%s\n' "$password" > "$dir/pwfile"
    chown postgres:postgres "$dir/pwfile"
    as_postgres "$bin/initdb" -D "$dir/data" -U postgres --auth=scram-sha-256 --pwfile="$dir/pwfile" >/dev/null
  fi
  as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off" start >/dev/null
  echo "$url"
}

stop() {
  local bin; bin="$(pg_bin)"
  [ -n "$bin" ] && [ -f "$dir/data/postmaster.pid" ] && as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null || true
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
