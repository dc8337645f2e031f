// Gzipped size of the JavaScript a first visit to a page loads, measured in a real browser
// against the built app (run `npm run build` first).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

export async function measurePageJs(
  pages: { name: string; path: string; thenClick?: string; waitFor?: string }[],
) {
  const port = 41500;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-bench-js-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PIN: '123456', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    console.log('\ngzipped JavaScript loaded on a first visit');
    for (const p of pages) {
      const page = await browser.newPage();
      const pending = new Map<string, Promise<Buffer>>();
      page.on('response', (res) => {
        if (res.url().endsWith('.js')) pending.set(res.url(), res.body());
      });
      await page.goto(base + p.path, { waitUntil: 'networkidle' });
      if (p.thenClick) {
        // As a person gets there: a tap on the home screen, then the lazy route's chunks load.
        await page.getByRole('button', { name: p.thenClick }).click();
        await page.getByRole('heading', { name: p.waitFor }).waitFor();
        await page.waitForLoadState('networkidle');
      }
      const bodies = new Map<string, Buffer>();
      for (const [url, body] of pending) bodies.set(url, await body);
      const gz = [...bodies.values()].reduce((n, b) => n + zlib.gzipSync(b, { level: 9 }).length, 0);
      const raw = [...bodies.values()].reduce((n, b) => n + b.length, 0);
      console.log(
        '  %s  %s KB gz (%s KB raw, %d files)',
        p.name.padEnd(28),
        (gz / 1024).toFixed(1),
        (raw / 1024).toFixed(1),
        bodies.size,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
