import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type Database, openPostgres } from '../../src/server/db/client';
import { isDatabaseUnavailable } from '../../src/server/db/is-database-unavailable';
import { adminCookie, createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 20 item 1: with the database away the app answers 503 (retry later), not 500, and its
// readiness check says so. The fault is real: a PostgreSQL address on which nothing listens
// (connection refused).

let t: TestApp;
let away: Database;
let app: FastifyInstance;
let cookie: string;

/** A local port that refuses connections: taken, then given back. */
async function refusingPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  t = await createTestApp({}, { runJobs: false });
  cookie = await adminCookie(t.app);
  away = await openPostgres(`postgres://postgres@127.0.0.1:${await refusingPort()}/gone`, {
    onConnectionError: () => {},
  });
  // The same app, its database gone.
  app = await buildApp({ ...t.deps, database: away }, { logLevel: 'silent', runJobs: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await away.close();
  await t.close();
});

describe('database away', () => {
  it('answers /healthz with 503 and database_unreachable, so a load balancer takes it out', async () => {
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ ok: false, error: 'database_unreachable' });
  });

  it('answers a request that needs the database with a 503 to retry, not a 500', async () => {
    const code = await app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      payload: { email: 'new.hire@example.com' },
    });
    expect(code.statusCode).toBe(503);
    expect(code.headers['retry-after']).toBe('5');
    expect(code.json()).toEqual({
      error: 'database_unavailable',
      message: 'The service is briefly unavailable. Please try again.',
    });
    const admin = await app.inject({ url: '/api/admin/team-members?page=1', headers: { cookie } });
    expect(admin.statusCode).toBe(503);
  });

  it('tells a lost connection from a query the database refused', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(new Error('x', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true);
    // node-postgres's own connect timeout, as a cut network gives it.
    expect(isDatabaseUnavailable(new Error('timeout expired'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('protocol violation'), { code: '08P01' }))).toBe(
      true,
    );
  });
});
