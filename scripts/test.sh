#!/usr/bin/env bash
# `npm test`: everything CI runs, in order. API tests also run on PostgreSQL when
# TEST_DATABASE_URL is set (each test file gets a fresh database there).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== lint and format"
npx eslint .
npx prettier --check .

echo "== typecheck"
npx tsc --noEmit -p tsconfig.json

echo "== unit and API tests (PGlite)"
npx vitest run

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests (PostgreSQL)"
  npx vitest run tests/api
fi

echo "== end-to-end tests (Chromium, 390x844)"
bash scripts/ensure-chromium.sh
npx vite build --logLevel warn
npx playwright test
