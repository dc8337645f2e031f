#!/usr/bin/env bash
# `npm test`: everything CI runs, in order. API tests also run on PostgreSQL when
# TEST_DATABASE_URL is set (each test file gets a fresh database there). Ends with one line
# counting every test run: 'tests: N passed, N failed'.
set -euo pipefail
cd "$(dirname "$0")/.."
reports="$(mktemp -d)"
# Which routes answered a checked success, per test process (scripts/contract-coverage.mjs).
contracts="$(mktemp -d)"
trap 'rm -rf "$reports" "$contracts"' EXIT

echo "== lint and format"
npx eslint .
npx prettier --check .

echo "== typecheck"
npx tsc --noEmit -p tsconfig.json

echo "== unit and API tests (PGlite)"
bash scripts/ensure-libreoffice.sh
# Without TEST_DATABASE_URL, or this run too would be on PostgreSQL (.ci/run exports it).
# Each JSON route must give some test a success answer that parses with its declared schema
# (tests/fixtures/response-contract.ts records them; scripts/contract-coverage.mjs checks).
env -u TEST_DATABASE_URL CONTRACT_ANSWERS_DIR="$contracts/pglite" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest-pglite.json"
node scripts/contract-coverage.mjs "$contracts/pglite" PGlite

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests (PostgreSQL)"
  CONTRACT_ANSWERS_DIR="$contracts/postgres" \
    npx vitest run tests/api --reporter=default --reporter=json --outputFile.json="$reports/vitest-postgres.json"
  node scripts/contract-coverage.mjs "$contracts/postgres" PostgreSQL
fi

echo "== end-to-end tests (Chromium, 390x844)"
bash scripts/ensure-chromium.sh
npx vite build --logLevel warn
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" npx playwright test --reporter=list,json

node scripts/count-tests.mjs "$reports"
