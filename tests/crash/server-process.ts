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
}

/**
 * Starts `src/server/main.ts` as its own process and resolves once it says it is ready;
 * `onOutput` hears what it prints until then (stdout and stderr).
 */
export function startServer(
  env: Record<string, string>,
  onOutput: (text: string) => void = () => {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      onOutput(chunk.toString());
      const ready = /ready at (http:\/\/\S+)/.exec(output);
      if (ready) {
        child.stdout!.off('data', onData);
        resolve({ url: ready[1]!.replace('localhost', '127.0.0.1'), child, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      onOutput(chunk.toString());
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
