// `npm test`, after a whole run of the API tests: every JSON route (tests/api/response-contract
// .test.ts lists them) must have given some test a success answer that parsed with its declared
// schema (tests/fixtures/response-contract.ts records them), so the contract is proven route by
// route, not only for the answers the tests happen to receive (issue 21). Usage:
// node scripts/contract-coverage.mjs <dir> <label>
import fs from 'node:fs';
import path from 'node:path';

const [dir, label = 'API tests'] = process.argv.slice(2);
const routesFile = path.join(dir ?? '', 'routes.json');
if (!dir || !fs.existsSync(routesFile)) {
  console.error(`contract coverage (${label}): no route list in ${dir}; did the API tests run?`);
  process.exit(1);
}
const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8'));
const answered = new Set(
  fs
    .readdirSync(dir)
    .filter((name) => name.startsWith('answered-'))
    .flatMap((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'))),
);
const missing = routes.filter((route) => !answered.has(route));
if (missing.length) {
  console.error(
    `contract coverage (${label}): ${missing.length} of ${routes.length} JSON routes gave no test a success answer checked against its schema:\n  ${missing.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `contract coverage (${label}): all ${routes.length} JSON routes answered a success that parsed with its schema`,
);
