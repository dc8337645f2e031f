#!/usr/bin/env bash
# First install of the onboarding app on one machine (issue 44 item 6; docs/operations.md
# "Production: compose with Caddy and encrypted backups"; decision 113). Run it as root from deploy/:
#
#   ./install.sh --domain onboarding.example.com.au --email it@example.com.au [--postgres]
#   ./install.sh --systemd --domain ... --email ...      (a VM without containers: systemd + Caddy)
#
# 1. Checks that DOMAIN resolves, to this machine, and that ports 80 and 443 reach it (a throw-away
#    web server answers a random word there; Caddy needs both for its certificates).
# 2. Generates the data key, the database password and the age key pair for the backups.
# 3. Writes the settings and secrets, each 0600 (0400 for the app's own user), and the backups
#    folder (0700). Nothing that exists is overwritten: run again, it keeps the keys it made.
# 4. Prints, once, what to keep in a password manager. The age private key (the only key that opens
#    the backups) is not kept on this machine at all.
#
# Options: --http-port/--https-port (default 80/443), --skip-network-checks (an internal trial),
# --local-certs (certificates from Caddy's internal CA instead of Let's Encrypt). Environment:
# ENGINE=docker|podman (default: docker if present, else podman).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# The app image's user (deploy/Containerfile): its secrets must be readable by it alone.
APP_UID=10001
domain='' email='' postgres=0 systemd=0 checks=1 local_certs=0 http_port=80 https_port=443

usage() { sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
die() { echo "install.sh: $*" >&2; exit 1; }
say() { echo "== $*"; }

while [ $# -gt 0 ]; do
  case "$1" in
    --domain) domain="${2:-}"; shift 2 ;;
    --email) email="${2:-}"; shift 2 ;;
    --postgres) postgres=1; shift ;;
    --systemd) systemd=1; shift ;;
    --skip-network-checks) checks=0; shift ;;
    --local-certs) local_certs=1; shift ;;
    --http-port) http_port="${2:-}"; shift 2 ;;
    --https-port) https_port="${2:-}"; shift 2 ;;
    -h | --help) usage ;;
    *) echo "unknown option: $1" >&2; usage ;;
  esac
done
[ -n "$domain" ] || { [ -t 0 ] && read -rp 'Domain people will use (e.g. onboarding.example.com.au): ' domain; }
[ -n "$email" ] || { [ -t 0 ] && read -rp 'Email for certificate notices: ' email; }
[[ "$domain" =~ ^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$ ]] || die "--domain must be a host name (got '$domain')"
[[ "$email" == *@*.* ]] || die "--email must be an email address (got '$email')"
[ "$(id -u)" = 0 ] || die "run it as root (it writes secrets owned by the app's user, and binds ports 80 and 443 for the check)"

engine="${ENGINE:-}"
if [ "$systemd" = 1 ]; then
  [ -x /usr/local/bin/node ] || die "Node 22 must be at /usr/local/bin/node (docs/operations.md \"On a VM with systemd\")"
  # The units run the release in /opt/onboarding (a checkout built with npm ci && npm run build).
  [ -f /opt/onboarding/dist/server/main.mjs ] || die "put the app in /opt/onboarding and build it first: npm ci && npm run build"
  command -v caddy >/dev/null 2>&1 || { say "Installing Caddy (Debian package)"; DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy >/dev/null; }
  # Debian's Caddy starts on port 80 with its welcome page: stopped until it has our Caddyfile.
  systemctl stop caddy 2>/dev/null || true
elif [ -z "$engine" ]; then
  if command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then engine=docker
  elif command -v podman >/dev/null 2>&1; then engine=podman
  else die "neither docker nor podman is installed (Debian: apt-get install podman podman-compose)"; fi
fi

# ---------------------------------------------------------------- 1. DNS and ports
random_word() { head -c 18 /dev/urandom | base64 | tr -d '/+=\n'; }

check_dns() {
  local resolved local_addrs
  resolved="$(getent ahosts "$domain" | awk '{print $1}' | sort -u | tr '\n' ' ')"
  [ -n "$resolved" ] || die "$domain does not resolve: add its A (and AAAA) record pointing at this machine, wait for it to propagate, and run this again"
  local_addrs="$(ip -o addr show 2>/dev/null | awk '{sub(/\/.*/, "", $4); print $4}' | tr '\n' ' ')"
  for a in $resolved; do
    if [[ " $local_addrs " == *" $a "* ]]; then
      say "DNS: $domain resolves to $a, an address of this machine"
      return 0
    fi
  done
  # Behind NAT (most cloud VMs) the public address is not on an interface: the port check below,
  # which goes out to that address and must come back here, is then the proof.
  say "DNS: $domain resolves to $resolved, not an address on this machine's interfaces ($local_addrs); checking that it leads here..."
}

# A throw-away web server on the ports Caddy will use answers a random word; fetching it through
# DOMAIN proves that the name leads to this machine and that both ports are open to it.
check_ports() {
  local word port answer failed=0 image="${CHECK_IMAGE:-}" ran=()
  word="$(random_word)"
  for port in "$http_port" "$https_port"; do
    if ss -Hltn "sport = :$port" 2>/dev/null | grep -q .; then
      die "port $port is already in use on this machine ($(ss -Hltnp "sport = :$port" | head -n1)): stop what holds it (Caddy must have it)"
    fi
  done
  if [ "$systemd" = 1 ]; then
    command -v caddy >/dev/null 2>&1 || die "caddy is not installed (apt-get install caddy), or use --skip-network-checks"
    for port in "$http_port" "$https_port"; do
      caddy respond --listen ":$port" --body "$word" >/dev/null 2>&1 &
      ran+=("$!")
    done
    trap 'kill "${ran[@]}" 2>/dev/null || true' RETURN
  else
    [ -n "$image" ] || image="$(sed -n 's/^CADDY_IMAGE=//p' "$here/.env" 2>/dev/null || sed -n 's/^CADDY_IMAGE=//p' "$here/.env.example")"
    for port in "$http_port" "$https_port"; do
      ran+=("$("$engine" run -d --rm -p "$port:$port" "$image" caddy respond --listen ":$port" --body "$word")")
    done
    trap '"$engine" rm -f "${ran[@]}" >/dev/null 2>&1 || true' RETURN
  fi
  for port in "$http_port" "$https_port"; do
    answer=''
    for _ in 1 2 3 4 5 6 7 8 9 10; do
      answer="$(curl -s --max-time 5 "http://$domain:$port/" || true)"
      [ "$answer" = "$word" ] && break
      sleep 1
    done
    if [ "$answer" = "$word" ]; then
      say "Port $port: http://$domain:$port/ reaches this machine"
    else
      echo "Port $port: http://$domain:$port/ did not reach the check server on this machine." >&2
      echo "  Open TCP $port to this machine (cloud firewall or security group, the router's port forwarding)." >&2
      failed=1
    fi
  done
  [ "$failed" = 0 ] || die "fix the above and run this again (a trial without a public name: --skip-network-checks --local-certs)"
}

if [ "$checks" = 1 ]; then
  check_dns
  check_ports
else
  say "Skipping the DNS and port checks (--skip-network-checks)"
fi

# ---------------------------------------------------------------- 2. keys
command -v age-keygen >/dev/null 2>&1 || {
  command -v apt-get >/dev/null 2>&1 || die "age is not installed (https://age-encryption.org)"
  say "Installing age (Debian package)"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq age >/dev/null
}

umask 077
shown=()   # what to print once at the end

# Writes FILE with VALUE unless it exists (never a second key for an install that has one).
new_secret() {
  local file="$1" value="$2" owner="$3" mode="$4"
  if [ -s "$file" ]; then
    echo "  keeping $file (it exists)"
    return 1
  fi
  install -d -m 0700 "$(dirname "$file")"
  printf '%s\n' "$value" > "$file.tmp"
  chown "$owner" "$file.tmp"
  chmod "$mode" "$file.tmp"
  mv "$file.tmp" "$file"
  return 0
}

data_key="$(head -c 32 /dev/urandom | base64)"
db_password="$(random_word)$(random_word)"
age_key="$(age-keygen 2>/dev/null)"
age_secret="$(printf '%s\n' "$age_key" | grep '^AGE-SECRET-KEY-')"
age_public="$(printf '%s\n' "$age_key" | age-keygen -y)"
unset age_key

# ---------------------------------------------------------------- 3. files
set_var() { # FILE NAME VALUE: replace NAME=... in FILE
  local file="$1" name="$2" value="$3"
  if grep -q "^$name=" "$file"; then
    sed -i "s|^$name=.*|$name=$value|" "$file"
  else
    printf '%s=%s\n' "$name" "$value" >> "$file"
  fi
}

if [ "$systemd" = 0 ]; then
  cd "$here"
  if [ -s .env ]; then
    echo "  keeping $here/.env (it exists)"
    age_public="$(sed -n 's/^BACKUP_AGE_RECIPIENT=//p' .env)"
    age_secret=''
  else
    cp .env.example .env.tmp
    set_var .env.tmp DOMAIN "$domain"
    set_var .env.tmp ACME_EMAIL "$email"
    set_var .env.tmp BACKUP_AGE_RECIPIENT "$age_public"
    set_var .env.tmp HTTP_PORT "$http_port"
    set_var .env.tmp HTTPS_PORT "$https_port"
    [ "$local_certs" = 0 ] || set_var .env.tmp CADDY_GLOBAL_OPTIONS local_certs
    chmod 0600 .env.tmp
    mv .env.tmp .env
    shown+=("Backup private key (opens the backups; NOT kept on this machine): $age_secret")
  fi
  if [ ! -e app.env ]; then
    cat > app.env <<EOF
# The app's settings (docs/operations.md "Configuration"), 0600: SMTP_URL holds a password.
# Uncomment and fill in; an empty value counts as set. Until SMTP_URL is set, emails are files
# in the data volume and sign-in codes are printed in the app's log.
# SMTP_URL=smtps://user:password@smtp.example.com:465
# MAIL_FROM=onboarding@$domain
# COMPANY_NAME=Example Constructions Pty Ltd
# EMPLOYER_ABN=
EOF
    chmod 0600 app.env
  fi
  if new_secret secrets/data_key "$data_key" "$APP_UID:$APP_UID" 0400; then
    shown+=("Data key (DATA_KEY; decrypts TFNs, bank details, files; needed with every restore): $data_key")
  fi
  if [ "$postgres" = 1 ]; then
    if new_secret secrets/db_password "$db_password" 0:0 0600; then
      new_secret secrets/database_url "postgres://onboarding:$db_password@db:5432/onboarding" "$APP_UID:$APP_UID" 0400 || true
      shown+=("PostgreSQL password (user onboarding): $db_password")
    fi
  fi
  backups="$(sed -n 's/^BACKUP_DIR=//p' .env)"
  install -d -m 0700 -o "$APP_UID" -g "$APP_UID" "${backups:-./backups}"
  compose_files='-f compose.yml'
  [ "$postgres" = 0 ] || compose_files='-f compose.yml -f compose.postgres.yml'
  if [ "$engine" = podman ]; then
    next="cd $here && podman-compose $compose_files up -d --build   (podman 4.7+: podman compose)"
  else
    next="cd $here && docker compose $compose_files up -d --build"
  fi
else
  etc=/etc/onboarding
  install -d -m 0700 "$etc" "$etc/credentials"
  id onboarding >/dev/null 2>&1 || useradd --system --user-group --home-dir /var/lib/onboarding \
    --no-create-home --shell /usr/sbin/nologin onboarding
  install -d -m 0700 -o onboarding -g onboarding /var/backups/onboarding
  if [ ! -s "$etc/onboarding.env" ]; then
    cat > "$etc/onboarding.env" <<EOF
# The app's settings (docs/operations.md "Configuration"); secrets are files in credentials/
# (each named as its variable, e.g. credentials/SMTP_URL; add a LoadCredential= line for it
# with \`systemctl edit onboarding\`). Uncomment and fill in: an empty value counts as set.
PUBLIC_URL=https://$domain
# MAIL_FROM=onboarding@$domain
# COMPANY_NAME=Example Constructions Pty Ltd
EOF
    chmod 0600 "$etc/onboarding.env"
  fi
  if new_secret "$etc/credentials/DATA_KEY" "$data_key" 0:0 0600; then
    shown+=("Data key (DATA_KEY; decrypts TFNs, bank details, files; needed with every restore): $data_key")
  fi
  if [ ! -s "$etc/backup.env" ]; then
    printf 'BACKUP_AGE_RECIPIENT=%s\nBACKUP_KEEP_DAYS=14\n' "$age_public" > "$etc/backup.env"
    chmod 0600 "$etc/backup.env"
    shown+=("Backup private key (opens the backups; NOT kept on this machine): $age_secret")
  fi
  printf 'DOMAIN=%s\nACME_EMAIL=%s\nUPSTREAM=127.0.0.1:3000\nCADDY_GLOBAL_OPTIONS=%s\n' \
    "$domain" "$email" "$([ "$local_certs" = 1 ] && echo local_certs)" > "$etc/caddy.env"
  chmod 0644 "$etc/caddy.env"
  install -m 0644 "$here/Caddyfile" /etc/caddy/Caddyfile
  install -d /etc/systemd/system/caddy.service.d
  printf '[Service]\nEnvironmentFile=%s/caddy.env\n' "$etc" > /etc/systemd/system/caddy.service.d/onboarding.conf
  install -m 0644 "$here"/systemd/onboarding.service "$here"/systemd/onboarding-backup.service \
    "$here"/systemd/onboarding-backup.timer /etc/systemd/system/
  next="systemctl daemon-reload && systemctl enable --now onboarding.service onboarding-backup.timer && systemctl restart caddy"
fi
unset data_key db_password age_secret

# ---------------------------------------------------------------- 4. once
if [ "${#shown[@]}" -gt 0 ]; then
  cat <<EOF

================================================================================
 Keep these in a password manager NOW. They are shown this once.
 Without the data key and the backup private key no backup can ever be read.
--------------------------------------------------------------------------------
EOF
  for line in "${shown[@]}"; do printf ' %s\n' "$line"; done
  cat <<EOF
================================================================================
EOF
else
  say "Nothing new was generated: the keys from the first install are kept."
fi
echo
say "Next: $next"
