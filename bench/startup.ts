// Time from `npm start` (client already built) to the first 200 of /healthz on an empty data
// dir, against a baseline in the same run: a bare node:http server answering its first request.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

async function firstAnswer(
  cmd: string,
  args: string[],
  url: string,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const started = performance.now();
  // Its own process group: `npm start` runs the server as a grandchild, which a signal to npm alone misses.
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  try {
    for (;;) {
      try {
        const res = await fetch(url);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

export async function benchStartup(runs = 3) {
  const baseline: number[] = [];
  const app: number[] = [];
  for (let i = 0; i < runs; i++) {
    const port = 41000 + i;
    baseline.push(
      await firstAnswer(
        process.execPath,
        ['-e', `require('http').createServer((q,s)=>s.end('ok')).listen(${port})`],
        `http://127.0.0.1:${port}/`,
        {},
      ),
    );
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-bench-start-'));
    app.push(
      await firstAnswer('npm', ['start', '--silent'], `http://127.0.0.1:${port + 100}/healthz`, {
        PORT: String(port + 100),
        DATA_DIR: dataDir,
        ADMIN_PIN: '123456',
        LOG_LEVEL: 'warn',
      }),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const b = median(baseline);
  const a = median(app);
  console.log('\nstart-up to first /healthz, empty data dir (median of %d)', runs);
  console.log('  baseline node:http first answer  %s ms', b.toFixed(0));
  console.log('  npm start -> /healthz 200        %s ms  (%sx baseline)', a.toFixed(0), (a / b).toFixed(1));
}
