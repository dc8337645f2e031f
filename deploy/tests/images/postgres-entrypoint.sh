#!/bin/sh
# The official postgres image's first start, for the test stand-in: as root, make the cluster
# owned by postgres; when empty, initdb with POSTGRES_USER and the password read from
# POSTGRES_PASSWORD_FILE, create POSTGRES_DB; then run the server as postgres, listening on all
# of the container's addresses with password (scram-sha-256) authentication.
set -eu
user="${POSTGRES_USER:-postgres}"
db="${POSTGRES_DB:-$user}"
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups -- "$@"; }
if [ "$(id -u)" = 0 ]; then
  chown postgres:postgres "$PGDATA"
  chmod 0700 "$PGDATA"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile="$(mktemp)"
  cat "${POSTGRES_PASSWORD_FILE:?POSTGRES_PASSWORD_FILE is required}" > "$pwfile"
  chown postgres "$pwfile"
  as_postgres initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" --encoding=UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo 'host all all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
  if [ "$db" != postgres ]; then
    echo "CREATE DATABASE \"$db\" OWNER \"$user\";" | as_postgres postgres --single -D "$PGDATA" postgres >/dev/null
  fi
  echo "postgres-entrypoint: initialised $PGDATA (user $user, database $db)"
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups -- "$@" -c listen_addresses='*'
