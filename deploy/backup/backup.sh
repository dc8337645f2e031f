#!/usr/bin/env bash
# Encrypted backups of the running app (issue 44 items 4 and 5; decision 113).
#
#   backup.sh once   one backup now: exit 0 when it is written, non-zero (and no file) when not
#   backup.sh loop   the compose backup service: one backup now unless one is under a day old
#                    (as systemd's Persistent=true), then one every day at BACKUP_AT
#
# The embedded database is backed up through the running app (npm run backup's client: it asks
# the app over DATA_DIR/backup.sock and never opens the database files while the app holds
# them); with DATABASE_URL, pg_dump's custom format. Either is piped straight into age,
# encrypted to BACKUP_AGE_RECIPIENT (a public key: the private key never comes near this
# machine), so no plain copy touches a disk. Each file is written 0600 under a hidden name and
# renamed once whole; after a backup succeeds, those older than BACKUP_KEEP_DAYS are deleted.
#
# Environment:
#   BACKUP_AGE_RECIPIENT   age public key (age1...), or BACKUP_AGE_RECIPIENT_FILE
#   BACKUP_DIR             where the .age files go (default /backups)
#   BACKUP_KEEP_DAYS       days kept (default 14)
#   BACKUP_AT              loop: the daily time, HH:MM in TZ (default 02:30)
#   BACKUP_RETRY_SECONDS   loop: wait between tries while the app is not answering yet (default 60)
#   DATA_DIR               the app's data directory (its socket), as the app has it
#   DATABASE_URL           PostgreSQL instead (or DATABASE_URL_FILE, or the DATABASE_URL credential)
set -euo pipefail

app_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
backup_dir="${BACKUP_DIR:-/backups}"
keep_days="${BACKUP_KEEP_DAYS:-14}"

log() { printf '%s backup: %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >&2; }

# A secret's value from NAME, NAME_FILE or systemd's $CREDENTIALS_DIRECTORY/NAME (as the app reads it).
secret() {
  local name="$1" file_var="${1}_FILE"
  if [ -n "${!name:-}" ]; then
    printf '%s' "${!name}"
  elif [ -n "${!file_var:-}" ]; then
    tr -d '\n' < "${!file_var}"
  elif [ -n "${CREDENTIALS_DIRECTORY:-}" ] && [ -f "$CREDENTIALS_DIRECTORY/$name" ]; then
    tr -d '\n' < "$CREDENTIALS_DIRECTORY/$name"
  fi
}

recipient="$(secret BACKUP_AGE_RECIPIENT)"
case "$recipient" in
  age1*) ;;
  *) log "BACKUP_AGE_RECIPIENT must be an age public key (age1...): nothing can be encrypted"; exit 2 ;;
esac
case "$keep_days" in
  '' | *[!0-9]*) log "BACKUP_KEEP_DAYS must be a whole number of days"; exit 2 ;;
esac
if [ ! -d "$backup_dir" ] || [ ! -w "$backup_dir" ]; then
  log "$backup_dir is not a directory this user ($(id -u)) can write"
  exit 2
fi

# Written whole or not at all. Every step is checked by hand: `set -e` does not apply inside a
# function called as a condition (`if once`), and a dump that fails half-way must never be renamed
# into place (age would have encrypted what came, with a valid ending).
once() {
  umask 077
  local database_url stamp kind out tmp
  database_url="$(secret DATABASE_URL)"
  stamp="$(date -u +%Y-%m-%dT%H%M%SZ)"
  if [ -n "$database_url" ]; then kind=pgdump; else kind=tar.gz; fi
  out="$backup_dir/onboarding-$stamp.$kind.age"
  tmp="$backup_dir/.onboarding-$stamp.$kind.age.partial"
  local status
  if [ -n "$database_url" ]; then
    pg_dump --format=custom --no-password --dbname="$database_url" | age --encrypt -r "$recipient" -o "$tmp"
    status="${PIPESTATUS[*]}"
  else
    # npm run backup's own client, as `npm run build` bundles it (dist/cli; no npm, no tsx).
    node "$app_dir/dist/cli/backup.mjs" - |
      age --encrypt -r "$recipient" -o "$tmp"
    status="${PIPESTATUS[*]}"
  fi
  if [ "$status" != "0 0" ]; then
    rm -f "$tmp"
    log "FAILED (exit statuses of the dump and age: $status): nothing written"
    return 1
  fi
  if ! { chmod 0600 "$tmp" && sync "$tmp" && mv "$tmp" "$out" && sync "$backup_dir"; }; then
    rm -f "$tmp"
    log "FAILED writing $out: nothing written"
    return 1
  fi
  log "written $out ($(stat -c %s "$out") bytes, encrypted to ${recipient:0:16}...)"
  # Only after a backup succeeded: those older than BACKUP_KEEP_DAYS go (never the one just written).
  find "$backup_dir" -maxdepth 1 -type f -name 'onboarding-*.age' ! -path "$out" \
    -mmin "+$((keep_days * 1440))" -print -delete | while read -r old; do log "deleted $old (over $keep_days days)"; done
  # Hidden leftovers of a backup killed mid-way (a crash, a reboot).
  find "$backup_dir" -maxdepth 1 -type f -name '.onboarding-*.partial' -mmin +1440 -delete
  return 0
}

recent_backup() {
  [ -n "$(find "$backup_dir" -maxdepth 1 -type f -name 'onboarding-*.age' -mmin -1440 -print -quit)" ]
}

loop() {
  local at="${BACKUP_AT:-02:30}" retry="${BACKUP_RETRY_SECONDS:-60}" tries next now
  trap 'log "stopping"; exit 0' TERM INT
  date -d "today $at" >/dev/null 2>&1 || { log "BACKUP_AT must be a time of day, HH:MM ($at)"; exit 2; }
  log "daily at $at ${TZ:-UTC}, into $backup_dir, kept $keep_days days"
  # A day missed (the stack was down at BACKUP_AT) is made up now, once the app answers.
  if ! recent_backup; then
    for tries in 1 2 3 4 5 6 7 8 9 10; do
      if once; then break; fi
      log "try $tries failed (the app may still be starting); again in ${retry} s"
      sleep "$retry" & wait $!
    done
  fi
  while true; do
    now="$(date +%s)"
    next="$(date -d "today $at" +%s)"
    [ "$next" -gt "$now" ] || next="$(date -d "tomorrow $at" +%s)"
    sleep "$((next - now))" & wait $!
    once || log "FAILED: no backup was written tonight (see above); the next try is tomorrow at $at"
  done
}

case "${1:-}" in
  # `if`: the function's own checks decide, not `set -e` half-way through a pipe.
  once) if once; then exit 0; else exit 1; fi ;;
  loop) loop ;;
  *) echo "usage: $0 once|loop" >&2; exit 2 ;;
esac
