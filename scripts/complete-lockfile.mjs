// Adds the other platforms' optional entries for Tailwind's native scanner
// (`@tailwindcss/oxide-<platform>`) to package-lock.json, so that `npm ci` accepts the lock on
// every platform. A lock written where only some of those packages resolved lacks the others, and
// `npm ci` then refuses it as out of sync with package.json. Each entry is gated by os/cpu, as in
// a lock written with all of them, so npm installs only the one for the machine it runs on.
// Run after `npm install` changes package-lock.json; running it again adds nothing.
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
