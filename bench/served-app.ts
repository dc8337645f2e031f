// The app as `npm start` serves it (the bundled server and its bundled worker threads, with the
// start script's malloc settings), in a process group of its own, for benches that measure the
// serving process itself: its processes, their RSS and CPU time read from /proc.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { groupProcesses } from '../tests/fixtures/process-group';

/** A port nothing listens on now (the system's choice), so a leftover server cannot collide. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Clock ticks a second of /proc/<pid>/stat's CPU times (Linux's USER_HZ, 100 on every arch). */
const TICKS_PER_SECOND = 100;

/**
 * A process's CPU time so far (user and system, all its threads), its minor page faults so far
 * (memory it touched for the first time: on some machines here a fault costs 15 µs, not 0.5) and
 * its RSS now.
 */
export function processUsage(pid: number): { cpuMs: number; minorFaults: number; rssBytes: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 10, 14 and 15 of stat(5) (minflt, utime, stime), counted here from field 3 (state).
  const ticks = Number(fields[11]) + Number(fields[12]);
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { cpuMs: (ticks * 1000) / TICKS_PER_SECOND, minorFaults: Number(fields[7]), rssBytes: rssKb * 1024 };
}

export interface ServedApp {
  url: string;
  /** The serving process (node running scripts/start.mjs), not npm's. */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Runs `npm start` with `env` on a free port and answers once /healthz answers 200; a start that
 * fails (or gives no answer in two minutes) rejects with the end of its stderr.
 */
export async function startServedApp(env: NodeJS.ProcessEnv): Promise<ServedApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  const started = performance.now();
  try {
    for (;;) {
      if (child.exitCode !== null || performance.now() - started > 120_000) {
        throw new Error(`npm start gave no ${url}/healthz (exit ${child.exitCode}):\n${stderr.slice(-2000)}`);
      }
      const ok = await fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const server = groupProcesses(child.pid!).find((p) =>
      fs.readFileSync(`/proc/${p.pid}/cmdline`, 'utf8').includes('scripts/start.mjs'),
    );
    if (!server) throw new Error('npm start is serving, but no process runs scripts/start.mjs');
    return { url, pid: server.pid, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
