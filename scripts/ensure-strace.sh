#!/usr/bin/env bash
# The crash tests trace the embedded database's commits with strace (tests/crash/commit-fsync.test.ts).
set -euo pipefail
if command -v strace >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's strace for the crash tests..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq strace >/dev/null
