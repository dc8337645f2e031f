import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import { E2E_ADMIN_PIN } from '../../../playwright.config';
import { E2E_MAIL_DIR } from './email-code';

export interface OwnServer {
  /** http://localhost:PORT: a name, as WebAuthn takes no IP address for its relying party. */
  url: string;
  dataDir: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A second e2e server with its own embedded database, for a spec that changes state every other
 * spec depends on (an enrolled owner retires the PIN they all sign in with: decision 029). The
 * same app and SMTP peer as playwright.config.ts's, mailing into the same inbox (messages are
 * found by their recipient), so the mail helpers work unchanged.
 */
export async function startOwnServer(
  env: Record<string, string> = {},
): Promise<{ server: OwnServer; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-e2e-own-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/e2e/helpers/serve-with-smtp-peer.ts'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SMTP_INBOX: E2E_MAIL_DIR,
        CODE_REQUESTS_PER_IP: '1000',
        ADMIN_PIN: E2E_ADMIN_PIN,
        LOG_LEVEL: 'warn',
        COMPANY_NAME: 'E2E Builders Pty Ltd',
        ...env,
      },
    },
  );
  const url = `http://localhost:${port}`;
  // A server that did not come up is stopped all the same: a fixture that throws here never
  // reaches its teardown, and the process would outlive the run.
  const up = expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
        return fetch(`http://127.0.0.1:${port}/healthz`).then(
          (res) => res.ok,
          () => false,
        );
      },
      { message: 'the spec’s own server is up', timeout: 60_000 },
    )
    .toBe(true);
  await up.catch(async (err: unknown) => {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { server: { url, dataDir }, stop };
}

/**
 * `test` with a server of its own (startOwnServer, with `env` added to its environment) for the
 * spec, as every page's and request's baseURL; the spec reads it as the `ownServer` fixture (its
 * URL and data directory). Call it once in each spec, never share its answer: Playwright knows a
 * worker fixture by its function and runs files with the same worker fixtures in one worker,
 * handing the next file the same server (a shared `test` was reverted for that). Each call makes
 * the fixture a new function, so each spec gets a worker, and a server, of its own.
 */
export function ownServerTest(env: Record<string, string> = {}) {
  return base.extend<object, { ownServer: OwnServer }>({
    ownServer: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const { server, stop } = await startOwnServer(env);
        await use(server);
        await stop();
      },
      { scope: 'worker', timeout: 90_000 },
    ],
    baseURL: async ({ ownServer }, use) => use(ownServer.url),
  });
}
