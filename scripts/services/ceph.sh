#!/usr/bin/env bash
# A throwaway single-node Ceph (1 mon, 1 bluestore-on-sparse-file OSD, radosgw) on 127.0.0.1: the S3
# server of the storage driver contract suite. radosgw checks SigV4 and implements the multipart calls.
#   scripts/services/ceph.sh start   -> installs Ceph when missing (ensure-test-deps.sh), starts it or reuses
#                                       the running one, prints TEST_S3_* KEY=value lines on stdout
#   scripts/services/ceph.sh stop    -> stops the daemons and removes the cluster's directory
# Progress goes to stderr. CEPH_TEST_DIR (default /tmp/cloudpaste-ceph) and CEPH_TEST_PORT (radosgw,
# default 7480) move it; the mon also takes 3300 and 6789, the OSD 6800-6807, all on 127.0.0.1.
set -euo pipefail

dir="${CEPH_TEST_DIR:-/tmp/cloudpaste-ceph}"
port="${CEPH_TEST_PORT:-7480}"
endpoint="http://127.0.0.1:${port}"
# Throwaway credentials of a loopback-only test server.
access_key="cloudpaste-test"
secret_key="cloudpaste-test-secret"
conf="$dir/ceph.conf"
started=$SECONDS

log() { echo "[ceph] [$((SECONDS - started))s] $*" >&2; }
fail() { echo "[ceph] $*; logs in $dir/log" >&2; exit 1; }
ceph_cli() { timeout 30 ceph -c "$conf" "$@"; }

install_if_missing() {
  local program
  for program in radosgw ceph-mon ceph-osd uuidgen curl; do
    if ! command -v "$program" >/dev/null 2>&1; then
      log "installing Ceph"
      bash "$(dirname "$0")/../ensure-test-deps.sh" radosgw >&2
      return
    fi
  done
}

print_env() {
  echo "TEST_S3_ENDPOINT=${endpoint}"
  echo "TEST_S3_ACCESS_KEY=${access_key}"
  echo "TEST_S3_SECRET_KEY=${secret_key}"
  echo "TEST_S3_REGION=us-east-1"
}

answers() { curl -s -o /dev/null --max-time 2 "$endpoint/"; }

pid_alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

write_conf() {
  local fsid="$1"
  cat > "$conf" <<CONF
[global]
fsid = $fsid
mon host = v2:127.0.0.1:3300,v1:127.0.0.1:6789
public addr = 127.0.0.1
cluster addr = 127.0.0.1
keyring = $dir/keyring
auth allow insecure global id reclaim = false
mon warn on insecure global id reclaim allowed = false
run dir = $dir/run
log file = $dir/log/\$name.log
admin socket = $dir/run/\$name.asok
pid file = $dir/run/\$name.pid
osd pool default size = 1
osd pool default min size = 1
mon allow pool size one = true
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
mon max pg per osd = 1000
osd crush chooseleaf type = 0
mon warn on pool no redundancy = false
ms bind ipv4 = true
ms bind ipv6 = false
[mon]
mon data = $dir/\$name
mon cluster log file = $dir/log/cluster.log
[osd]
osd data = $dir/\$name
osd objectstore = bluestore
bluestore block path = $dir/\$name/block.img
bluestore block create = true
bluestore block size = 10737418240
bluestore fsck on mkfs = false
bluestore fsck on mount = false
osd max object size = 134217728
[client.rgw.a]
rgw frontends = beast endpoint=127.0.0.1:$port
rgw data = $dir/rgw
rgw dns name = 127.0.0.1
rgw enable usage log = false
# Deleted objects' data is reclaimed within seconds, not after the default 2 hours: benchmarks
# write and delete many GiB, more than the 10 GiB OSD holds.
rgw gc obj min wait = 0
rgw gc processor period = 5
rgw gc processor max time = 5
CONF
}

write_keyring() {
  local keyring="$dir/keyring"
  ceph-authtool --create-keyring "$keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
  ceph-authtool "$keyring" --gen-key -n client.admin --cap mon 'allow *' --cap osd 'allow *' --cap mgr 'allow *' >/dev/null
  ceph-authtool "$keyring" --gen-key -n client.rgw.a --cap mon 'allow rw' --cap osd 'allow rwx' --cap mgr 'allow rw' >/dev/null
  ceph-authtool "$keyring" --gen-key -n osd.0 --cap mon 'allow profile osd' --cap osd 'allow *' --cap mgr 'allow profile osd' >/dev/null
}

start() {
  install_if_missing
  if answers; then
    pid_alive "$dir/run/rgw.pid" || fail "port $port already answers but not from a cluster in $dir (set CEPH_TEST_PORT)"
    log "reusing the cluster running in $dir"
    print_env
    return 0
  fi
  stop_daemons
  rm -rf "$dir"
  mkdir -p "$dir"/{mon.a,osd.0,log,run,rgw}
  local fsid osd_uuid osd_id
  fsid="$(uuidgen)"
  write_conf "$fsid"
  write_keyring
  monmaptool --create --fsid "$fsid" --addv a '[v2:127.0.0.1:3300,v1:127.0.0.1:6789]' "$dir/monmap" >/dev/null
  ceph-mon -c "$conf" --mkfs -i a --monmap "$dir/monmap" --keyring "$dir/keyring" >>"$dir/log/setup.log" 2>&1
  # The daemons fork; their output goes to files so no pipe of the caller stays open.
  ceph-mon -c "$conf" -i a </dev/null >>"$dir/log/setup.log" 2>&1 || fail "ceph-mon did not start"
  ceph_cli -s >/dev/null || fail "the monitor does not answer"
  log "monitor up"
  osd_uuid="$(uuidgen)"
  osd_id="$(ceph_cli osd new "$osd_uuid")"
  ceph-osd -c "$conf" -i "$osd_id" --mkfs --osd-uuid "$osd_uuid" </dev/null >>"$dir/log/setup.log" 2>&1 || fail "OSD mkfs failed"
  ceph-osd -c "$conf" -i "$osd_id" </dev/null >>"$dir/log/setup.log" 2>&1 || fail "ceph-osd did not start"
  local i
  for i in $(seq 1 120); do
    ceph_cli osd stat 2>/dev/null | grep -q '1 up' && break
    [ "$i" -eq 120 ] && fail "the OSD did not come up"
    sleep 0.5
  done
  log "OSD up"
  nohup radosgw -c "$conf" -n client.rgw.a -f </dev/null >"$dir/log/rgw.out" 2>&1 &
  echo $! > "$dir/run/rgw.pid"
  for i in $(seq 1 240); do
    answers && break
    pid_alive "$dir/run/rgw.pid" || fail "radosgw exited"
    [ "$i" -eq 240 ] && fail "radosgw does not answer on $endpoint"
    sleep 0.5
  done
  log "radosgw answers on $endpoint"
  timeout 60 radosgw-admin -c "$conf" user create --uid=cloudpaste-test --display-name=cloudpaste-test \
    --access-key="$access_key" --secret-key="$secret_key" >/dev/null 2>>"$dir/log/setup.log" || fail "could not create the S3 user"
  log "ready"
  print_env
}

# Stops radosgw, the OSD and the monitor by their pid files and waits until they are gone.
stop_daemons() {
  local file i alive
  for file in "$dir/run/rgw.pid" "$dir/run/osd.0.pid" "$dir/run/mon.a.pid"; do
    pid_alive "$file" && kill "$(cat "$file")" 2>/dev/null || true
  done
  for i in $(seq 1 80); do
    alive=0
    for file in "$dir/run/rgw.pid" "$dir/run/osd.0.pid" "$dir/run/mon.a.pid"; do
      pid_alive "$file" && alive=1
    done
    [ "$alive" -eq 0 ] && return 0
    sleep 0.25
  done
  for file in "$dir/run/rgw.pid" "$dir/run/osd.0.pid" "$dir/run/mon.a.pid"; do
    pid_alive "$file" && kill -9 "$(cat "$file")" 2>/dev/null || true
  done
}

stop() {
  [ -d "$dir" ] || return 0
  stop_daemons
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
