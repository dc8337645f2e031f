#!/usr/bin/env bash
# deploy/systemd/ on a plain Debian system with systemd as PID 1 (issue 44 items 5 and 6). This
# machine's PID 1 is not systemd, so the system is a container whose init is systemd
# (deploy/tests/images/systemd.Containerfile: Debian's packages on the app's image). In it,
# install.sh --systemd installs the units, the credentials and Debian's Caddy; then:
# - systemd-analyze verify passes for the three units, and systemd-analyze security (the running
#   manager's) rates each service under 3.0;
# - the app answers through Caddy over HTTPS (Caddy's internal CA); kill -9 of its process: systemd
#   starts it again and it answers; systemctl stop ends it cleanly (SIGTERM, exit 0, no kill);
# - the backup unit writes an age-encrypted backup, 0600, that the printed private key opens; the
#   timer is enabled and Persistent.
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"

echo "== systemd: images"
image="$(app_image)"
vm_image="$(standin_image systemd)"
echo "   $vm_image, the release from $image"
timing "images"

vm="onboarding-systemd-test-$$"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/onboarding-systemd-test.XXXXXX")"
cleanup() {
  podman rm -f -t 5 "$vm" >/dev/null 2>&1 || true
  rm -rf "$scratch"
}
trap cleanup EXIT
in_vm() { podman exec "$vm" "$@"; }
# in_vm_wait SECONDS SHELL-CONDITION: polled inside the container (one podman exec, not one a try).
in_vm_wait() {
  in_vm sh -c "i=0; while [ \$i -lt $(($1 * 4)) ]; do if $2; then exit 0; fi; i=\$((i + 1)); sleep 0.25; done; exit 1"
}

echo "== a Debian system with systemd as PID 1"
podman run -d --name "$vm" --systemd=always -v "$repo/deploy:/root/deploy:ro" \
  --mount "type=image,source=$image,destination=/mnt/image" "$vm_image" >/dev/null 2>"$scratch/run.log"
# `degraded` is fine here (units for hardware a container lacks); `running` or `degraded` means up.
check "systemd boots as PID 1 in the container" \
  in_vm_wait 60 "systemctl is-system-running 2>/dev/null | grep -qE '^(running|degraded)\$'"
echo "   PID 1: $(in_vm cat /proc/1/comm), $(in_vm systemctl --version | head -n 1)"
timing "boot"

echo "== install.sh --systemd"
if in_vm /root/deploy/install.sh --systemd --domain localhost --email ops@example.com \
  --skip-network-checks --local-certs >"$scratch/install.log" 2>&1; then
  pass "install.sh --systemd completes"
else
  fail "install.sh --systemd completes"
  cat "$scratch/install.log"
fi
age_secret="$(grep -o 'AGE-SECRET-KEY-[A-Z0-9]*' "$scratch/install.log" || true)"
check "its settings and credentials are 0600 and root's; /var/backups/onboarding 0700 the service user's" \
  bash -c "[ \"\$(podman exec '$vm' stat -c '%a %U' /etc/onboarding/onboarding.env /etc/onboarding/backup.env /etc/onboarding/credentials/DATA_KEY /var/backups/onboarding | tr '\n' ' ')\" = '600 root 600 root 600 root 700 onboarding ' ]"
units=(/etc/systemd/system/onboarding.service /etc/systemd/system/onboarding-backup.service /etc/systemd/system/onboarding-backup.timer)
if in_vm systemd-analyze verify "${units[@]}" >"$scratch/verify.log" 2>&1; then
  pass "systemd-analyze verify: the service, the backup service and the timer"
else
  fail "systemd-analyze verify: the service, the backup service and the timer"
  cat "$scratch/verify.log"
fi
for unit in onboarding.service onboarding-backup.service; do
  exposure="$(in_vm systemd-analyze security "$unit" 2>/dev/null | sed -n 's/.*Overall exposure level for [^:]*: \([0-9.]*\).*/\1/p')"
  echo "   systemd-analyze security $unit: ${exposure:-?}"
  check "systemd-analyze security rates $unit under 3.0" \
    bash -c "[ -n '$exposure' ] && awk 'BEGIN { exit !($exposure < 3.0) }'"
done
timing "install and analyze"

echo "== the service behind Debian's Caddy"
in_vm sh -c 'systemctl daemon-reload && systemctl enable --now onboarding.service onboarding-backup.timer && systemctl restart caddy' >"$scratch/enable.log" 2>&1 ||
  cat "$scratch/enable.log"
root_crt=/var/lib/caddy/.local/share/caddy/pki/authorities/local/root.crt
https_ok="curl -sf -o /dev/null --cacert $root_crt https://localhost/healthz"
if in_vm_wait 120 "$https_ok"; then pass "Caddy (Debian's package) serves the app over HTTPS"; else
  fail "Caddy (Debian's package) serves the app over HTTPS"
  in_vm journalctl -u onboarding -u caddy --no-pager -n 30
fi
main_pid() { in_vm systemctl show -p MainPID --value onboarding.service; }
pid_before="$(main_pid)"
check "the app runs as the service's own user" test "$(in_vm stat -c %U "/proc/$pid_before")" = onboarding
timing "service up"

echo "== kill -9"
in_vm sh -c "kill -9 $pid_before"
restarted="p=\$(systemctl show -p MainPID --value onboarding.service); [ \$p != 0 ] && [ \$p != $pid_before ] && $https_ok"
if in_vm_wait 120 "$restarted"; then pass "after kill -9 systemd starts it again and it answers (new pid $(main_pid))"; else
  fail "after kill -9 systemd starts it again and it answers"
  in_vm journalctl -u onboarding --no-pager -n 20
fi
check "systemd counted one restart" test "$(in_vm systemctl show -p NRestarts --value onboarding.service)" = 1
timing "kill -9"

echo "== the backup unit and its timer"
if in_vm systemctl start onboarding-backup.service >"$scratch/backup.log" 2>&1; then
  pass "onboarding-backup.service (hardened, the app's user) writes a backup through the running app"
else
  fail "onboarding-backup.service (hardened, the app's user) writes a backup through the running app"
  in_vm journalctl -u onboarding-backup --no-pager -n 20
fi
backup="$(in_vm sh -c 'ls /var/backups/onboarding/onboarding-*.tar.gz.age 2>/dev/null | head -n 1' || true)"
check "it is 0600, the service user's, and age-encrypted" \
  bash -c "[ -n '$backup' ] && [ \"\$(podman exec '$vm' stat -c '%a %U' '$backup')\" = '600 onboarding' ] && podman exec '$vm' head -n 1 '$backup' | grep -qx 'age-encryption.org/v1'"
check "the private key install.sh printed decrypts it to the app's snapshot (gzip)" \
  bash -c "[ -n '$age_secret' ] && podman exec '$vm' cat '$backup' | age -d -i <(echo '$age_secret') | head -c 2 | od -An -tx1 | grep -q '1f 8b'"
timer="$(in_vm systemctl show -p UnitFileState,ActiveState,Persistent onboarding-backup.timer | sort | tr '\n' ' ')"
echo "   timer: $timer"
check "the nightly timer is enabled, active and Persistent" \
  test "$timer" = "ActiveState=active Persistent=yes UnitFileState=enabled "
timing "backup"

echo "== systemctl stop"
stop_started=$SECONDS
in_vm systemctl stop onboarding.service
state="$(in_vm systemctl show -p ActiveState,Result,ExecMainCode,ExecMainStatus onboarding.service | tr '\n' ' ')"
echo "   $state($((SECONDS - stop_started)) s)"
# inactive, not activating (auto-restart): a stop is not a failure that Restart= would act on.
check "it stops cleanly: inactive (no restart), result success (no timeout, no SIGKILL), exit 0" \
  bash -c "grep -q 'ActiveState=inactive' <<<'$state' && grep -q 'Result=success' <<<'$state' && grep -q 'ExecMainStatus=0' <<<'$state'"
timing "stop"

finish "systemd"
