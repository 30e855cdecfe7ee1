#!/usr/bin/env bash
# Builds the container image with podman and checks it works (docs/DEPLOY.md, "Container"):
# the health check passes, the app and the API answer, the server runs as an unprivileged user,
# the generated admin password signs in, a share survives a restart on the same /data volume, and
# SIGTERM stops the container with exit code 0.
#
#   scripts/container/smoke-test.sh                # base image: NODE_IMAGE, default node:20-bookworm-slim
#   LOCAL_BASE=1 scripts/container/smoke-test.sh   # no registry reachable: a Debian base made here
#                                                  # (debootstrap) with this machine's Node 20
#
# Needs root, podman, and for LOCAL_BASE debootstrap (apt-get install podman runc debootstrap).
# Builds use chroot isolation and containers run with runc, so it also works inside a container.
set -euo pipefail
cd "$(dirname "$0")/../.."

image=localhost/cloudpaste:smoke
port="${SMOKE_PORT:-18787}"
name="cloudpaste-smoke-$$"
volume="cloudpaste-smoke-$$"
run=(podman --runtime runc)
log() { printf '[smoke] %s\n' "$*" >&2; }
fail() { log "FAILED: $*"; "${run[@]}" logs "$name" >&2 2>/dev/null || true; exit 1; }

cleanup() {
  "${run[@]}" rm -f "$name" >/dev/null 2>&1 || true
  podman volume rm -f "$volume" >/dev/null 2>&1 || true
}
trap cleanup EXIT

if [ -n "${LOCAL_BASE:-}" ]; then
  NODE_IMAGE=localhost/cloudpaste-node-base:20
  bash scripts/container/local-base.sh "$NODE_IMAGE"
fi
log "building $image from ${NODE_IMAGE:-node:20-bookworm-slim}"
podman build --format docker --isolation chroot --network host \
  ${NODE_IMAGE:+--build-arg "NODE_IMAGE=$NODE_IMAGE"} -t "$image" . >&2

start() {
  "${run[@]}" run -d --name "$name" --network host --ulimit nofile=4096:4096 --ulimit nproc=4096:4096 \
    -e PORT="$port" -v "$volume:/data" "$image" >/dev/null
  for _ in $(seq 1 120); do
    if "${run[@]}" healthcheck run "$name" >/dev/null 2>&1; then return 0; fi
    [ "$("${run[@]}" inspect "$name" --format '{{.State.Running}}')" = true ] || fail "the server exited"
    sleep 1
  done
  fail "the health check never passed"
}

api() { curl -fsS "http://127.0.0.1:$port$1" "${@:2}"; }

start
log "healthy on port $port"
api / | grep -q '<div id="root"' || fail "GET / did not serve the web app"
[ "$("${run[@]}" exec "$name" id -u)" != 0 ] || fail "the server runs as root"
password="$("${run[@]}" logs "$name" 2>&1 | grep -oP 'Password: \K\S+' | head -n 1)"
[ -n "$password" ] || fail "no generated admin password in the first start's log"
token="$(api /api/admin/login -H 'Content-Type: application/json' \
  -d "{\"username\":\"admin\",\"password\":\"$password\"}" | grep -oP '"token":"\K[^"]+')"
[ -n "$token" ] || fail "the generated password did not sign in"
api /api/paste -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
  -d '{"content":"kept across restarts","slug":"smoke-test"}' >/dev/null
log "signed in with the generated password and made a share"

"${run[@]}" stop -t 30 "$name" >/dev/null
code="$("${run[@]}" inspect "$name" --format '{{.State.ExitCode}}')"
[ "$code" = 0 ] || fail "SIGTERM ended the server with exit code $code"
"${run[@]}" rm "$name" >/dev/null
log "SIGTERM: exit code 0"

start
api /api/paste/smoke-test | grep -q 'kept across restarts' || fail "the share did not survive a restart"
"${run[@]}" logs "$name" 2>&1 | grep -q 'Password: ' && fail "a second start printed a new password"
log "a restart on the same volume keeps the share and the admin"
log "passed"
