import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited (after a signal or by itself). */
  exited: Promise<number | null>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
}

/**
 * Starts `src/server/main.ts` as its own process and resolves once it says it is ready. `prefix`
 * runs it under another command (`unshare --pid --fork --kill-child …`: another PID namespace);
 * `onOutput` hears everything it prints (stdout and stderr).
 */
export function startServer(
  env: Record<string, string>,
  opts: { prefix?: string[]; onOutput?: (text: string) => void } = {},
): Promise<ServerProcess> {
  const [command = process.execPath, ...prefixArgs] = opts.prefix ?? [];
  const args = [
    ...prefixArgs,
    ...(opts.prefix?.length ? [process.execPath] : []),
    '--import',
    'tsx',
    'src/server/main.ts',
  ];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    let isReady = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      opts.onOutput?.(chunk.toString());
      const ready = isReady ? null : /ready at (http:\/\/\S+)/.exec(output);
      if (ready) {
        isReady = true;
        resolve({ url: ready[1]!.replace('localhost', '127.0.0.1'), child, exited, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      opts.onOutput?.(chunk.toString());
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before it was ready:\n${output}`)));
  });
}

/** A new, empty PostgreSQL database next to `base`; returns its URL and a drop function. */
export async function createDatabase(base: string) {
  const name = `onb_crash_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Calls `check` every few milliseconds until it is true; throws after `ms`. */
export async function until(check: () => boolean, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
