#!/usr/bin/env bash
# deploy/compose.yml and compose.postgres.yml as an operator runs them (issue 44 items 4 and 6):
# install.sh in a scratch copy of deploy/, then podman-compose with the test's images (the app's,
# and Caddy and PostgreSQL built from Debian's packages). Checks:
# - install.sh: its files and their modes, the keys printed once, the age private key kept nowhere;
#   run again (adding PostgreSQL) it keeps every key it made;
# - the embedded database: Caddy serves the app over HTTPS with its internal CA, HTTP redirects;
#   the app's container is read-only, without capabilities or new privileges;
# - the backup service: an encrypted file (0600, age) from the running app, which the printed
#   private key opens and no other key does; backups past BACKUP_KEEP_DAYS deleted; the
#   decrypted backup restored into a fresh volume starts with the data key and refuses a wrong one;
# - with compose.postgres.yml: HTTPS through Caddy to the app on PostgreSQL, and an encrypted pg_dump.
# Leaves no container, volume or file behind.
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"

echo "== compose: images"
image="$(app_image)"
caddy_image="$(standin_image caddy)"
postgres_image="$(standin_image postgres)"
echo "   app $image, caddy $caddy_image, postgres $postgres_image"
timing "images"

scratch="$(mktemp -d "${TMPDIR:-/tmp}/onboarding-compose-test.XXXXXX")"
project="obtest$$"
extra_volumes=()
extra_containers=()
stack=(-f compose.yml)
compose() { podman-compose -p "$project" "${stack[@]}" "$@"; }
cleanup() {
  set +e
  # Whatever a failed check left running (the stacks are taken down as the checks go).
  if [ -n "$(podman ps -aq --filter "label=io.podman.compose.project=$project")" ]; then
    (cd "$scratch/deploy" && stack=(-f compose.yml -f compose.postgres.yml) && compose down -v -t 5 >/dev/null 2>&1)
  fi
  podman volume ls -q --filter "label=io.podman.compose.project=$project" | xargs -r podman volume rm -f >/dev/null 2>&1
  for c in "${extra_containers[@]}"; do podman rm -f -t 0 "$c" >/dev/null 2>&1; done
  for v in "${extra_volumes[@]}"; do podman volume rm -f "$v" >/dev/null 2>&1; done
  rm -rf "$scratch"
}
trap cleanup EXIT
cp -r deploy "$scratch/deploy"
rm -f "$scratch/deploy/.env" "$scratch/deploy/app.env"
rm -rf "$scratch/deploy/secrets" "$scratch/deploy/backups"
cd "$scratch/deploy" || exit 1
http_port="$(free_port)"
https_port="$(free_port)"

echo "== install.sh (DNS and ports checked against localhost, Caddy's internal CA)"
install_log="$scratch/install.log"
if CHECK_IMAGE="$caddy_image" ENGINE=podman ./install.sh --domain localhost --email ops@example.com \
  --http-port "$http_port" --https-port "$https_port" --local-certs >"$install_log" 2>&1; then
  pass "install.sh checks DNS and both ports, and completes"
else
  fail "install.sh checks DNS and both ports, and completes"
  cat "$install_log"
fi
check "it checked that the name resolves here and that both ports reach this machine" \
  bash -c "grep -q 'DNS: localhost resolves to 127.0.0.1' '$install_log' && grep -q 'Port $http_port: .* reaches this machine' '$install_log' && grep -q 'Port $https_port: .* reaches this machine' '$install_log'"
age_secret="$(grep -o 'AGE-SECRET-KEY-[A-Z0-9]*' "$install_log" || true)"
data_key="$(sed -n 's/.*Data key .*: \([A-Za-z0-9+/=]\{44\}\)$/\1/p' "$install_log")"
check "it prints the backup private key and the data key once" \
  bash -c "[ -n '$age_secret' ] && [ -n '$data_key' ] && [ \$(grep -c AGE-SECRET-KEY '$install_log') = 1 ]"
mode() { stat -c '%a %u' "$1"; }
check ".env and app.env are 0600; secrets/data_key is 0400 and the app's user's (10001)" \
  bash -c "[ '$(mode .env)' = '600 0' ] && [ '$(mode app.env)' = '600 0' ] && [ '$(mode secrets/data_key)' = '400 10001' ]"
check "the backups folder is 0700 and the app's user's" test "$(mode backups)" = "700 10001"
check "the data key file holds the printed key" test "$(cat secrets/data_key)" = "$data_key"
check "BACKUP_AGE_RECIPIENT in .env is the printed private key's public key" \
  test "$(sed -n 's/^BACKUP_AGE_RECIPIENT=//p' .env)" = "$(age-keygen -y <(echo "$age_secret"))"
check "the backup private key is kept nowhere on this machine (only printed)" \
  bash -c "! grep -rqF '$age_secret' '$scratch/deploy'"
check "every image in .env.example is pinned by a version, none 'latest'" \
  bash -c "grep -E '^[A-Z_]*IMAGE=' '$repo/deploy/.env.example' | grep -vE ':latest|=[^:]*$' | wc -l | grep -qx \"\$(grep -cE '^[A-Z_]*IMAGE=' '$repo/deploy/.env.example')\""
# The images this machine can have (what an operator changes when moving a pin).
sed -i "s|^ONBOARDING_IMAGE=.*|ONBOARDING_IMAGE=$image|; s|^CADDY_IMAGE=.*|CADDY_IMAGE=$caddy_image|; s|^POSTGRES_IMAGE=.*|POSTGRES_IMAGE=$postgres_image|" .env
echo "BACKUP_RETRY_SECONDS=2" >>.env
timing "install.sh"

root_crt="$scratch/caddy-root.crt"
fetch_root_crt() { podman cp "${project}_caddy_1:/data/caddy/pki/authorities/local/root.crt" "$root_crt"; }
https_healthz() { curl -sf --cacert "$root_crt" "https://localhost:$https_port/healthz"; }
wait_https() { wait_for 120 fetch_root_crt && wait_for 120 https_healthz; }

echo "== compose.yml: the embedded database"
up_log="$scratch/up.log"
compose up -d --no-build >"$up_log" 2>&1 || { cat "$up_log"; fail "podman-compose up"; }
if wait_https; then pass "Caddy serves the app over HTTPS, its certificate from Caddy's internal CA"; else
  fail "Caddy serves the app over HTTPS, its certificate from Caddy's internal CA"
  podman logs --tail 20 "${project}_app_1" 2>&1
  podman logs --tail 20 "${project}_caddy_1" 2>&1
fi
check "/healthz through Caddy says the embedded database (pglite)" \
  bash -c "https_healthz() { curl -sf --cacert '$root_crt' 'https://localhost:$https_port/healthz'; }; https_healthz | grep -q '\"database\":\"pglite\"'"
check "plain HTTP is redirected to HTTPS" \
  bash -c "curl -s -o /dev/null -w '%{http_code} %{redirect_url}' 'http://localhost:$http_port/' | grep -q '^308 https://localhost/'"
app_c="${project}_app_1"
check "the app's container: read-only root, every capability dropped, no new privileges" \
  bash -c "[ \"\$(podman inspect -f '{{.HostConfig.ReadonlyRootfs}} {{.HostConfig.SecurityOpt}}' '$app_c')\" = 'true [no-new-privileges]' ] && [ -z \"\$(podman inspect -f '{{.EffectiveCaps}}' '$app_c' | tr -d '[]')\" ]"
users="$(podman top "$app_c" user comm 2>/dev/null | awk 'NR > 1 {print $1 ":" $2}' | sort -u | tr '\n' ' ')"
echo "   processes (user:command): $users"
check "no process of the app's container runs as root" \
  bash -c "grep -q 'onboarding:node' <<<'$users' && ! grep -q 'root:' <<<'$users'"
timing "embedded stack up"

echo "== the backup service"
first_backup() { ls backups/onboarding-*.tar.gz.age 2>/dev/null | head -n 1 || true; }
wait_for 120 bash -c 'ls backups/onboarding-*.tar.gz.age' || true
backup="$(first_backup)"
if [ -n "$backup" ]; then pass "the backup service wrote a backup through the running app"; else
  fail "the backup service wrote a backup through the running app"
  podman logs --tail 20 "${project}_backup_1" 2>&1
fi
if [ -n "$backup" ]; then
  check "it is 0600 and the app's user's" test "$(mode "$backup")" = "600 10001"
  check "it is age-encrypted (not a readable tar.gz)" \
    bash -c "head -n 1 '$backup' | grep -qx 'age-encryption.org/v1' && ! head -c 2 '$backup' | od -An -tx1 | grep -q '1f 8b'"
  check "the app took it (its log: 'backup taken'), not a copy of the live files" \
    bash -c "podman logs '$app_c' 2>&1 | grep -q 'backup taken'"
  mkdir -p "$scratch/restore"
  chmod 0755 "$scratch/restore"
  if age -d -i <(echo "$age_secret") -o "$scratch/restore/backup.tar.gz" "$backup"; then
    pass "the printed private key decrypts it"
  else fail "the printed private key decrypts it"; fi
  check "it is the app's snapshot (gzip)" bash -c "head -c 2 '$scratch/restore/backup.tar.gz' | od -An -tx1 | grep -q '1f 8b'"
  check "another age key cannot decrypt it" \
    bash -c "! age -d -i <(age-keygen 2>/dev/null) '$backup' >/dev/null 2>&1"
  chmod 0644 "$scratch/restore/backup.tar.gz"

  # BACKUP_KEEP_DAYS (14): a backup from 20 days ago goes after the next backup, one from 2 days ago stays.
  install -o 10001 -g 10001 -m 0600 /dev/null backups/onboarding-2000-01-01T000000Z.tar.gz.age
  touch -d '20 days ago' backups/onboarding-2000-01-01T000000Z.tar.gz.age
  install -o 10001 -g 10001 -m 0600 /dev/null backups/onboarding-2000-01-02T000000Z.tar.gz.age
  touch -d '2 days ago' backups/onboarding-2000-01-02T000000Z.tar.gz.age
  count_before="$(ls backups/onboarding-*.tar.gz.age | wc -l)"
  if podman exec "${project}_backup_1" deploy/backup/backup.sh once >"$scratch/once.log" 2>&1; then
    pass "a backup by hand in the backup service (backup.sh once)"
  else
    fail "a backup by hand in the backup service (backup.sh once)"
    cat "$scratch/once.log"
  fi
  check "the backup over 14 days old is deleted, the 2-day-old one kept, the new one written" \
    bash -c "[ ! -e backups/onboarding-2000-01-01T000000Z.tar.gz.age ] && [ -e backups/onboarding-2000-01-02T000000Z.tar.gz.age ] && [ \$(ls backups/onboarding-*.tar.gz.age | wc -l) = '$count_before' ]"
fi
timing "backup service"

echo "== restore into a fresh volume"
compose down -t 15 >/dev/null 2>&1 || true
fresh="$project-restored"
podman volume create "$fresh" >/dev/null
extra_volumes+=("$fresh")
key_file="$scratch/deploy/secrets/data_key"
wrong_key="$scratch/wrong_key"
openssl rand -base64 32 >"$wrong_key"
chown 10001:10001 "$wrong_key"
chmod 0400 "$wrong_key"
strict=(--read-only --cap-drop=all --security-opt=no-new-privileges --tmpfs /tmp)
with_key() { echo "-v $1:/run/secrets/data_key:ro -e DATA_KEY_FILE=/run/secrets/data_key"; }
# The steps of docs/operations.md "Restore (compose)": the decrypted file into the app's image.
# shellcheck disable=SC2046
restore_out="$(podman run --rm "${strict[@]}" -v "$fresh:/data" -v "$scratch/restore:/restore:ro" \
  $(with_key "$key_file") "$image" node dist/cli/restore.mjs /restore/backup.tar.gz 2>&1)" &&
  restore_rc=0 || restore_rc=$?
echo "   $(grep -m1 '^Restored' <<<"$restore_out" || tail -n 1 <<<"$restore_out")"
check "the backup restores into a fresh volume" test "$restore_rc" = 0
# shellcheck disable=SC2046
wrong_out="$(timeout 120 podman run --rm "${strict[@]}" -v "$fresh:/data" $(with_key "$wrong_key") "$image" 2>&1)" &&
  wrong_rc=0 || wrong_rc=$?
echo "   with a wrong key: exit $wrong_rc: $(grep -m1 'DATA_KEY' <<<"$wrong_out" | cut -c1-160)"
refused=no
if [ "$wrong_rc" != 0 ] && grep -q DATA_KEY <<<"$wrong_out"; then refused=yes; fi
check "with a wrong data key the restored copy refuses to start (non-zero exit naming DATA_KEY)" test "$refused" = yes
restored_c="$project-restored-app"
extra_containers+=("$restored_c")
# shellcheck disable=SC2046
podman run -d --name "$restored_c" "${strict[@]}" -v "$fresh:/data" -p 127.0.0.1::3000 $(with_key "$key_file") "$image" >/dev/null 2>&1
restored_healthz() { curl -sf "http://$(podman port "$restored_c" 3000/tcp)/healthz"; }
check "with the data key the restored copy starts and /healthz answers 200" wait_for 120 restored_healthz
check "the restored copy starts with its deliveries paused" \
  bash -c "podman logs '$restored_c' 2>&1 | grep -qi 'paused'"
podman rm -f -t 5 "$restored_c" >/dev/null 2>&1
compose down -v -t 5 >/dev/null 2>&1 || true
timing "restore"

echo "== install.sh again, adding PostgreSQL: it keeps every key"
key_before="$(sha256sum <secrets/data_key)"
env_before="$(sha256sum <.env)"
if CHECK_IMAGE="$caddy_image" ENGINE=podman ./install.sh --domain localhost --email ops@example.com \
  --http-port "$http_port" --https-port "$https_port" --local-certs --postgres --skip-network-checks >"$install_log" 2>&1; then
  pass "install.sh --postgres on an installed copy completes"
else
  fail "install.sh --postgres on an installed copy completes"
  cat "$install_log"
fi
check "it keeps the data key and .env, and prints neither key again" \
  bash -c "[ '$key_before' = '$(sha256sum <secrets/data_key)' ] && [ '$env_before' = '$(sha256sum <.env)' ] && ! grep -qE 'AGE-SECRET-KEY|Data key' '$install_log'"
check "it prints the new PostgreSQL password once; db_password 0600 root's, database_url 0400 the app's" \
  bash -c "grep -q 'PostgreSQL password' '$install_log' && [ '$(mode secrets/db_password)' = '600 0' ] && [ '$(mode secrets/database_url)' = '400 10001' ]"
timing "install.sh again"

echo "== compose.yml + compose.postgres.yml"
stack=(-f compose.yml -f compose.postgres.yml)
rm -f "$root_crt"
# The service backs up at once only when no backup is under a day old (as Persistent=true).
rm -f backups/onboarding-*.age
compose up -d --no-build >"$up_log" 2>&1 || { cat "$up_log"; fail "podman-compose up (PostgreSQL)"; }
if wait_https; then pass "Caddy serves the app on PostgreSQL over HTTPS (internal CA)"; else
  fail "Caddy serves the app on PostgreSQL over HTTPS (internal CA)"
  podman logs --tail 20 "${project}_db_1" 2>&1
  podman logs --tail 20 "${project}_app_1" 2>&1
fi
check "/healthz through Caddy says PostgreSQL" \
  bash -c "curl -sf --cacert '$root_crt' 'https://localhost:$https_port/healthz' | grep -q '\"database\":\"postgres\"'"
check "the PostgreSQL server is version 15 (the pinned major)" \
  bash -c "podman exec '${project}_db_1' postgres --version | grep -q ' 15\\.'"
pg_backup() { ls backups/onboarding-*.pgdump.age 2>/dev/null | head -n 1 || true; }
wait_for 120 bash -c 'ls backups/onboarding-*.pgdump.age' || true
backup="$(pg_backup)"
if [ -n "$backup" ]; then pass "the backup service wrote an encrypted pg_dump"; else
  fail "the backup service wrote an encrypted pg_dump"
  podman logs --tail 20 "${project}_backup_1" 2>&1
fi
check "the printed private key decrypts it to a pg_dump custom-format archive (PGDMP)" \
  bash -c "[ -n '$backup' ] && [ \"\$(age -d -i <(echo '$age_secret') '$backup' | head -c 5)\" = PGDMP ] && [ '$(mode "${backup:-/}")' = '600 10001' ]"
compose down -v -t 15 >/dev/null 2>&1 || true
timing "PostgreSQL stack"

finish "compose"
