# shellcheck shell=bash
# Sourced by deploy/tests/*.sh (run by scripts/test-deploy.sh): podman set up for this machine
# (scripts/deploy-podman-env.sh), the tools the checks use, PASS/FAIL lines and timings, and the
# images: the app's (scripts/deploy-build-image.sh) and the test stand-ins for Caddy and
# PostgreSQL, built from Debian's packages on the same base (no container registry is reachable
# here). Every image is cached in podman's storage by its recipe.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$repo"
# shellcheck source=../../scripts/deploy-podman-env.sh
. scripts/deploy-podman-env.sh

deploy_tests_tools() {
  local missing=()
  command -v podman-compose >/dev/null 2>&1 || missing+=(podman-compose)
  command -v age >/dev/null 2>&1 || missing+=(age)
  command -v systemd-analyze >/dev/null 2>&1 || missing+=(systemd)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing ${missing[*]} (apt-get)..." >&2
    apt-get update -qq -o DPkg::Lock::Timeout=600
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      -o DPkg::Lock::Timeout=600 "${missing[@]}" >/dev/null
  fi
}
deploy_tests_tools

failures=0
t_suite=$SECONDS
t_step=$SECONDS
timing() {
  echo "   ($1: $((SECONDS - t_step)) s)"
  t_step=$SECONDS
}
pass() { echo "PASS $1"; }
fail() {
  echo "FAIL $1"
  failures=$((failures + 1))
}
check() { # check NAME COMMAND...: PASS when the command succeeds
  local name="$1"
  shift
  if "$@"; then pass "$name"; else fail "$name"; fi
}
finish() { # the suite's last line; its exit status is the number of failures (0: all passed)
  echo "   ($1: $((SECONDS - t_suite)) s in all)"
  if [ "$failures" -gt 0 ]; then echo "$1: $failures check(s) FAILED"; fi
  exit "$failures"
}

# A TCP port nothing listens on (for Caddy's 80 and 443, published on this machine).
free_port() {
  local port
  while :; do
    port=$((20000 + RANDOM % 20000))
    ss -Hltn "sport = :$port" | grep -q . || { echo "$port"; return; }
  done
}

# Polls COMMAND every half second until it succeeds or SECONDS pass (a deployment coming up is
# waited for, not timed).
wait_for() { # wait_for SECONDS COMMAND...
  local limit=$(($1 * 2))
  shift
  for _ in $(seq 1 "$limit"); do
    "$@" >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  return 1
}

# The images. DEPLOY_TEST_IMAGE may name an app image already built (scripts/test-deploy.sh
# passes the one it built and checked).
base_image() { bash scripts/deploy-base-image.sh; }
app_image() {
  if [ -n "${DEPLOY_TEST_IMAGE:-}" ]; then echo "$DEPLOY_TEST_IMAGE"; else bash scripts/deploy-build-image.sh; fi
}
# standin_image NAME: localhost/onboarding-test-NAME:<hash of its Containerfile and the base>,
# built from deploy/tests/images/NAME.Containerfile on the base image unless podman has it.
standin_image() {
  local name="$1" base hash image log
  base="$(base_image)"
  hash="$(cat "deploy/tests/images/$name.Containerfile" deploy/tests/images/*.sh <(echo "$base") | sha256sum | cut -c1-16)"
  image="localhost/onboarding-test-$name:$hash"
  if ! podman image exists "$image"; then
    log="$(mktemp)"
    if ! podman build --format docker --build-arg "BASE_IMAGE=$base" -f "deploy/tests/images/$name.Containerfile" \
      -t "$image" deploy/tests/images >"$log" 2>&1; then
      tail -n 30 "$log" >&2
      rm -f "$log"
      return 1
    fi
    rm -f "$log"
  fi
  echo "$image"
}
