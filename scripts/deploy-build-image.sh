#!/usr/bin/env bash
# Builds the app's image (deploy/Containerfile) with podman on a base made of Debian packages and
# npm's Node (scripts/deploy-base-image.sh), as the deploy tests use it. Prints the image's name.
#
#   scripts/deploy-build-image.sh [TAG]   (default localhost/onboarding:test-deploy-<checkout>)
#
# The default tag names the checkout (a hash of its path), so that two checkouts on one machine
# test their own images; builds by this script are taken one at a time (a lock file), so that the
# pruning below never removes a layer another build is about to use.
# The base is cached by its recipe's hash; the build's layers by podman: an unchanged
# package-lock.json reuses both `npm ci` layers (tagged TAG-deps and TAG-runtime-deps, so that
# they survive the pruning below), an unchanged tree the whole image. What earlier builds of the
# image left untagged is pruned (only images labelled as this app's), so that a CI machine that
# builds every commit does not fill its disk.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/deploy-podman-env.sh
. scripts/deploy-podman-env.sh
tag="${1:-localhost/onboarding:test-deploy-$(pwd -P | sha256sum | cut -c1-8)}"
exec 9>/var/tmp/onboarding-deploy-build.lock
if ! flock -n 9; then
  echo "Waiting for another build of the image to finish (/var/tmp/onboarding-deploy-build.lock)..." >&2
  waited=$SECONDS
  flock 9
  echo "Waited $((SECONDS - waited)) s." >&2
fi
base="$(bash scripts/deploy-base-image.sh)"
log="$(mktemp "${TMPDIR:-/tmp}/onboarding-build.XXXXXX")"
build() { # build TAG [--target STAGE]
  local out="$1"
  shift
  # Docker format: the OCI format has no HEALTHCHECK.
  if ! podman build --format docker --layers --build-arg "BASE_IMAGE=$base" -f deploy/Containerfile \
    -t "$out" "$@" . >>"$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "podman build failed (whole log: $log)" >&2
    exit 1
  fi
}
build "$tag"
build "$tag-deps" --target deps
build "$tag-runtime-deps" --target runtime-deps
rm -f "$log"
podman image prune -f --filter label=org.opencontainers.image.title=onboarding >/dev/null 2>&1 || true
echo "$tag"
