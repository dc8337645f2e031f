// This workplace's npm mirror serves only the Linux builds of Tailwind's native scanner, so
// `npm install` writes a lock without the other platforms' optional packages, and `npm ci`
// then refuses the lock as out of sync. This adds platform-gated optional entries for them,
// as a lock written against the full registry has; npm skips them on non-matching platforms.
// Run after `npm install` changes package-lock.json.
import fs from 'node:fs';

const PLATFORMS = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'freebsd-x64': { os: ['freebsd'], cpu: ['x64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
let added = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
  if (!key.endsWith('node_modules/@tailwindcss/oxide') || !pkg.optionalDependencies) continue;
  for (const [name, version] of Object.entries(pkg.optionalDependencies)) {
    const entry = `${key}-${name.split('/oxide-')[1]}`;
    const platform = PLATFORMS[name.split('/oxide-')[1]];
    if (lock.packages[entry] || !platform) continue;
    lock.packages[entry] = { version, dev: pkg.dev, optional: true, license: 'MIT', ...platform };
    added++;
  }
}
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: added ${added} platform entries`);
