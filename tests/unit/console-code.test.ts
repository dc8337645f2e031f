import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { readEmailCode } from '../fixtures/read-email-code';

/** The real server process (`node src/server/main.ts`), with what it prints collected. */
async function startServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-console-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PIN: '135790',
      DATA_KEY: crypto.randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const ready = /ready at (http:\/\/\S+)/.exec(out);
      if (ready) resolve(ready[1]!.replace('localhost', '127.0.0.1'));
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  running.push({ child, dataDir });
  return { url, dataDir, output: () => out };
}

const running: Array<{ child: ChildProcess; dataDir: string }> = [];
afterEach(async () => {
  for (const { child, dataDir } of running.splice(0)) {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

const askForCode = (url: string, email: string) =>
  fetch(`${url}/api/auth/email-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

describe('email codes on a machine without SMTP', () => {
  it('the server prints the code on its console, the same one it mailed', { timeout: 120_000 }, async () => {
    const server = await startServer({});
    expect((await askForCode(server.url, 'trying@example.com')).status).toBe(200);
    const mailed = readEmailCode(path.join(server.dataDir, 'mail'), 'trying@example.com');
    expect(mailed).toMatch(/^\d{6}$/);
    expect(server.output()).toContain(`Email code for trying@example.com: ${mailed}`);
  });

  it('with SMTP_URL set, the code reaches only the mailbox', { timeout: 120_000 }, async () => {
    const received: string[] = [];
    const peer = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString()));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    try {
      const port = (peer.server.address() as AddressInfo).port;
      const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      expect((await askForCode(server.url, 'prod@example.com')).status).toBe(200);
      expect(received).toHaveLength(1);
      const code = /code[^\n]*?\b(\d{6})\b/.exec(received[0]!)![1]!;
      expect(server.output()).not.toContain(code);
    } finally {
      await new Promise<void>((resolve) => peer.close(() => resolve()));
    }
  });
});
