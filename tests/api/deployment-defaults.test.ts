import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';

let plain: TestApp;
let https: TestApp;
beforeAll(async () => {
  [plain, https] = await Promise.all([
    createTestApp({
      PUBLIC_URL: 'http://onboarding.lan:3000',
      HEADERS_TIMEOUT_MS: '500',
      REQUEST_TIMEOUT_MS: '1000',
    }),
    createTestApp({ PUBLIC_URL: 'https://onboarding.example.com' }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), https.close()]);
});

describe('security headers follow PUBLIC_URL', () => {
  it('a plain-http deployment gets no upgrade-insecure-requests and no HSTS', async () => {
    const res = await plain.app.inject('/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('an https deployment gets both', async () => {
    const res = await https.app.inject('/healthz');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('slow clients', () => {
  let port: number;
  beforeAll(async () => {
    await plain.app.listen({ port: 0, host: '127.0.0.1' });
    port = (plain.app.server.address() as AddressInfo).port;
  });

  /**
   * Opens a raw connection, sends `start`, then `drip` every 100 ms so the socket is never idle.
   * Answers how long until the server closed it and what it said (5 s at most).
   */
  async function holdOpen(start: string, drip: string): Promise<{ closedAfterMs: number; reply: string }> {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {}); // a write after the server's close
    await once(socket, 'connect');
    const started = Date.now();
    let reply = '';
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
    socket.write(start);
    const timer = setInterval(() => socket.writable && socket.write(drip), 100);
    const closed = once(socket, 'close').then(() => Date.now() - started);
    const gaveUp = new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 5000));
    const closedAfterMs = await Promise.race([closed, gaveUp]);
    clearInterval(timer);
    socket.destroy();
    return { closedAfterMs, reply };
  }

  it('a client sending its headers a line at a time is cut off at HEADERS_TIMEOUT_MS', async () => {
    const { closedAfterMs, reply } = await holdOpen(
      'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Slow: a\r\n',
    );
    expect(closedAfterMs).toBeGreaterThanOrEqual(450);
    expect(closedAfterMs).toBeLessThan(2500);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a client trickling its body is cut off at REQUEST_TIMEOUT_MS', async () => {
    const { closedAfterMs, reply } = await holdOpen(
      'POST /api/admin/verify-pin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"pin":"',
      '1',
    );
    expect(closedAfterMs).toBeGreaterThanOrEqual(950);
    expect(closedAfterMs).toBeLessThan(3000);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it('an ordinary request is still answered', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});
