#!/usr/bin/env bash
# tests/api/admin-excel-libreoffice.test.ts opens the Excel export in Debian's LibreOffice Calc
# (converted headless to CSV), so the check runs in CI rather than being skipped.
set -euo pipefail
if command -v libreoffice >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's libreoffice-calc for the Excel export test..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends libreoffice-calc >/dev/null
