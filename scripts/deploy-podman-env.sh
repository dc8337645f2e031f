# shellcheck shell=bash
# Sourced by the deploy scripts (scripts/test-deploy.sh, scripts/deploy-build-image.sh): installs
# podman and what builds the base image, when missing, and points podman at a containers.conf
# that works on this CI machine, which is itself a VM without systemd:
# - runtime runc: crun 1.8 refuses cgroups in hybrid mode ("drop all controllers from cgroupv2":
#   this kernel mounts cgroup v1 with a cgroup2 at /sys/fs/cgroup/unified holding hugetlb);
# - cgroup manager cgroupfs and the file events logger: there is no systemd;
# - ulimits within this machine's hard limits: podman's defaults for root (nofile 1048576,
#   nproc 4194304) would be raised with setrlimit, which needs CAP_SYS_RESOURCE, absent here.
# Storage is podman's default (overlay on the root file system), shared with every other podman
# user of the machine, so that the base image and the build's layers stay cached between runs.
# Requires root (apt-get, mmdebstrap's root mode, rootful podman).

deploy_install_tools() {
  local missing=()
  command -v podman >/dev/null 2>&1 || missing+=(podman)
  command -v runc >/dev/null 2>&1 || missing+=(runc)
  command -v mmdebstrap >/dev/null 2>&1 || missing+=(mmdebstrap)
  command -v netavark >/dev/null 2>&1 || [ -x /usr/lib/podman/netavark ] || missing+=(netavark)
  [ -x /usr/lib/podman/aardvark-dns ] || missing+=(aardvark-dns)
  command -v curl >/dev/null 2>&1 || missing+=(curl)
  # netavark sets up a container's network with iptables; without it, 'netavark: No such file or
  # directory' at the first `podman run` on a fresh machine.
  command -v iptables >/dev/null 2>&1 || missing+=(iptables)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing ${missing[*]} (apt-get)..." >&2
    local sudo=""
    [ "$(id -u)" = "0" ] || sudo="sudo"
    $sudo apt-get update -qq -o DPkg::Lock::Timeout=600
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
      -o DPkg::Lock::Timeout=600 podman runc mmdebstrap netavark aardvark-dns uidmap curl iptables >/dev/null
  fi
}

deploy_podman_conf() {
  local dir="${TMPDIR:-/tmp}/onboarding-podman"
  mkdir -p "$dir"
  local nofile nproc
  nofile="$(ulimit -Hn)"
  nproc="$(ulimit -Hu)"
  [ "$nofile" = "unlimited" ] && nofile=1048576
  if [ "$nproc" = "unlimited" ] || [ "$nproc" -gt 4096 ]; then nproc=4096; fi
  cat >"$dir/containers.conf.$$" <<EOF
[containers]
default_ulimits = ["nofile=$nofile:$nofile", "nproc=$nproc:$nproc"]
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
EOF
  mv "$dir/containers.conf.$$" "$dir/containers.conf"
  export CONTAINERS_CONF="$dir/containers.conf"
}

deploy_install_tools
deploy_podman_conf
