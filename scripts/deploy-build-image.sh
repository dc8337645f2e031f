#!/usr/bin/env bash
# Builds the app's image (deploy/Containerfile) with podman on a base made of Debian packages and
# npm's Node (scripts/deploy-base-image.sh), as the deploy tests use it. Prints the image's name.
#
#   scripts/deploy-build-image.sh [TAG]        (default localhost/onboarding:test-deploy)
#
# The base is cached by its recipe's hash; the build's layers by podman (an unchanged
# package-lock.json reuses the `npm ci` layer, an unchanged tree the whole image).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=deploy-podman-env.sh
. scripts/deploy-podman-env.sh
tag="${1:-localhost/onboarding:test-deploy}"
base="$(bash scripts/deploy-base-image.sh)"
log="$(mktemp "${TMPDIR:-/tmp}/onboarding-build.XXXXXX")"
# Docker format: the OCI format has no HEALTHCHECK.
if ! podman build --format docker --layers --build-arg "BASE_IMAGE=$base" -f deploy/Containerfile -t "$tag" . >"$log" 2>&1; then
  tail -n 40 "$log" >&2
  echo "podman build failed (whole log: $log)" >&2
  exit 1
fi
rm -f "$log"
echo "$tag"
