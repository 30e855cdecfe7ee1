#!/usr/bin/env bash
# A throwaway WebDAV server (`rclone serve webdav` over a temp folder) on 127.0.0.1 with basic auth: the
# WebDAV server of the storage driver contract suite.
#   scripts/services/webdav.sh start   -> installs rclone when missing (ensure-test-deps.sh), starts it or
#                                         reuses the running one, prints TEST_WEBDAV_* KEY=value lines on stdout
#   scripts/services/webdav.sh stop    -> stops it and removes its folder
# WEBDAV_TEST_DIR (default /tmp/cloudpaste-webdav) and WEBDAV_TEST_PORT (default 7490) move it.
set -euo pipefail

dir="${WEBDAV_TEST_DIR:-/tmp/cloudpaste-webdav}"
port="${WEBDAV_TEST_PORT:-7490}"
url="http://127.0.0.1:${port}"
# Throwaway credentials of a loopback-only test server.
user="cloudpaste-test"
password="cloudpaste-test-secret"

log() { echo "[webdav] $*" >&2; }

print_env() {
  echo "TEST_WEBDAV_URL=${url}"
  echo "TEST_WEBDAV_USERNAME=${user}"
  echo "TEST_WEBDAV_PASSWORD=${password}"
}

# Any HTTP answer (401 without credentials) means it is up.
answers() { [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$url/")" != "000" ]; }

pid_alive() { [ -f "$dir/rclone.pid" ] && kill -0 "$(cat "$dir/rclone.pid")" 2>/dev/null; }

start() {
  command -v rclone >/dev/null 2>&1 && command -v curl >/dev/null 2>&1 ||
    bash "$(dirname "$0")/../ensure-test-deps.sh" rclone curl >&2
  if answers; then print_env; return 0; fi
  mkdir -p "$dir/root"
  # --config /dev/null: no rclone.conf of the machine's is read or written.
  setsid rclone serve webdav "$dir/root" --config /dev/null --addr "127.0.0.1:${port}" \
    --user "$user" --pass "$password" --log-file "$dir/rclone.log" </dev/null >/dev/null 2>&1 &
  echo $! > "$dir/rclone.pid"
  for _ in $(seq 1 300); do
    if answers; then log "rclone serve webdav at $url (root $dir/root)"; print_env; return 0; fi
    pid_alive || break
    sleep 0.2
  done
  log "rclone serve webdav did not start; log in $dir/rclone.log"
  exit 1
}

stop() {
  if pid_alive; then kill "$(cat "$dir/rclone.pid")"; fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
