// Sums the JSON reports of a `npm test` run into one closing line: 'tests: N passed, N failed'.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
for (const name of fs.readdirSync(dir)) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  if (name.startsWith('vitest')) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);
if (passed === 0) process.exit(1);
