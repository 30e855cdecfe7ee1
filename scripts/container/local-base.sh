#!/usr/bin/env bash
# A Node 20 base image made on this machine, for building the image where no registry can be
# reached (scripts/container/smoke-test.sh with LOCAL_BASE=1): Debian bookworm (minbase, from the
# Debian mirror apt uses) with this machine's node and npm, their headers (native modules compile
# against them offline), npm's settings and this machine's certificate authorities (a proxy that
# inspects TLS is trusted inside as outside). Skipped when the image exists.
#   scripts/container/local-base.sh [image name]
set -euo pipefail
image="${1:-localhost/cloudpaste-node-base:20}"
podman image exists "$image" && exit 0

node_version="$(node -p 'process.versions.node.split(".")[0]')"
[ "$node_version" = 20 ] || { echo "local-base: this machine's node is $node_version, not 20" >&2; exit 1; }
mirror="$(grep -m1 -oP '^URIs: \K\S+' /etc/apt/sources.list.d/debian.sources 2>/dev/null || echo http://deb.debian.org/debian)"
rootfs="$(mktemp -d /tmp/cloudpaste-base-XXXXXX)"
trap 'rm -rf "$rootfs"' EXIT

echo "[local-base] debootstrap bookworm from $mirror" >&2
debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >/dev/null
install -m 0755 "$(command -v node)" "$rootfs/usr/bin/node"
node_prefix="$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")"
mkdir -p "$rootfs/usr/lib/node_modules" "$rootfs/usr/etc"
cp -a "$node_prefix/lib/node_modules/npm" "$rootfs/usr/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/bin/npx"
cp -a "$node_prefix/include/node" "$rootfs/usr/include/node"
mkdir -p "$rootfs/usr/local/share/ca-certificates" "$rootfs/etc/ssl/certs"
cp -a /usr/local/share/ca-certificates/. "$rootfs/usr/local/share/ca-certificates/"
cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
printf 'nodedir=/usr\ncafile=/etc/ssl/certs/ca-certificates.crt\nfund=false\naudit=false\nupdate-notifier=false\n' \
  > "$rootfs/usr/etc/npmrc"
tar -C "$rootfs" -c . | podman import --change 'CMD ["node"]' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' - "$image" >/dev/null
echo "[local-base] made $image" >&2
