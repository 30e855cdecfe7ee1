#!/usr/bin/env bash
# Installs the system programs the test suite drives (Debian packages); idempotent and silent when all are present.
#
# Usage: scripts/ensure-test-deps.sh [dependency...]   (no argument: every dependency)
# To add one: write ensure_<name> below and append <name> to ALL_DEPS.
set -euo pipefail

ALL_DEPS=(chromium postgresql radosgw litmus rclone curl ffmpeg nginx)

APT_UPDATED=0

log() { echo "[ensure-test-deps] $*"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo -n "$@"
  else
    log "need root to run: $*" >&2
    return 1
  fi
}

# Another apt/dpkg run (an unattended install, a parallel job) holds the lock: wait for it.
wait_for_apt() {
  command -v pgrep >/dev/null 2>&1 || return 0
  while pgrep -x apt-get >/dev/null || pgrep -x dpkg >/dev/null; do
    sleep 5
  done
}

# apt_install PACKAGE...: refreshes the package lists once per run, then installs without extras.
apt_install() {
  if ! command -v apt-get >/dev/null 2>&1; then
    log "apt-get is not available; install these yourself: $*" >&2
    return 1
  fi
  wait_for_apt
  if [ "$APT_UPDATED" -eq 0 ]; then
    log "apt-get update"
    as_root apt-get update -qq
    APT_UPDATED=1
  fi
  log "installing $*"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# Browser for the end-to-end specs (playwright-core launches it; never a downloaded build).
ensure_chromium() {
  [ -x /usr/bin/chromium ] && return 0
  apt_install chromium
  [ -x /usr/bin/chromium ] || { log "chromium still missing after install" >&2; return 1; }
}

# Server binaries for the PostgreSQL dialect suite; scripts/services/postgres.sh runs a throwaway cluster.
ensure_postgresql() {
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null && return 0
  apt_install postgresql
}

# Ceph radosgw (one mon, one OSD) as the S3 server of the storage contract suite; scripts/services/ceph.sh runs it.
ensure_radosgw() {
  local program missing=0
  for program in radosgw ceph-mon ceph-osd uuidgen curl; do
    command -v "$program" >/dev/null 2>&1 || missing=1
  done
  [ "$missing" -eq 0 ] && return 0
  apt_install radosgw ceph-mon ceph-osd curl uuid-runtime
}

# litmus, the WebDAV protocol test suite, run against /dav by the e2e specs.
ensure_litmus() {
  command -v litmus >/dev/null 2>&1 && return 0
  apt_install litmus
}

# rclone, a real WebDAV client, copies trees up and back in the e2e specs; `rclone serve webdav`
# is the WebDAV server of the storage contract suite (scripts/services/webdav.sh runs it).
ensure_rclone() {
  command -v rclone >/dev/null 2>&1 && return 0
  apt_install rclone
}

# curl, a real multipart/form-data client (`curl -F`), in the form upload route tests.
ensure_curl() {
  command -v curl >/dev/null 2>&1 && return 0
  apt_install curl
}

# ffmpeg makes the short HLS and FLV videos the streaming preview specs play (e2e/support/videos.ts).
ensure_ffmpeg() {
  command -v ffmpeg >/dev/null 2>&1 && return 0
  apt_install ffmpeg
}

# nginx, the round-robin load balancer in front of three server instances in the cluster suite
# (e2e/specs/cluster-balancer.spec.ts); run as an ordinary process on a loopback port, never as a service.
ensure_nginx() {
  [ -x /usr/sbin/nginx ] && return 0
  apt_install nginx-light
}

main() {
  local deps=("$@")
  [ ${#deps[@]} -gt 0 ] || deps=("${ALL_DEPS[@]}")
  for dep in "${deps[@]}"; do
    if ! declare -F "ensure_${dep}" >/dev/null; then
      log "unknown dependency: ${dep} (known: ${ALL_DEPS[*]})" >&2
      return 2
    fi
    "ensure_${dep}"
  done
}

main "$@"
