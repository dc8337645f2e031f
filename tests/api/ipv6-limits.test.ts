import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNPROVEN_BYTES_PER_IP, UNPROVEN_STORAGE_FULL } from '../../src/server/auth/draft-write-limits';
import { PIN_LOCKED_MESSAGE } from '../../src/server/services/admin/verify-admin-pin';
import { measureUnprovenStorage } from '../../src/server/services/drafts/unproven-storage';
import { createTestApp, employeeCookie, TEST_ADMIN_PIN, type TestApp } from '../fixtures/test-app';

// Issue 19 item 4: one IPv6 subscriber holds a /64 and can send each request from a new address
// in it. Every limit of ours must count that /64 as one client.

let t: TestApp;
let big: string;
beforeAll(async () => {
  t = await createTestApp();
  // Random pixels do not compress: a pad-sized PNG of about 460 KB as a data URL.
  const png = await sharp(crypto.randomBytes(480 * 240 * 3), {
    raw: { width: 480, height: 240, channels: 3 },
  })
    .png()
    .toBuffer();
  big = `data:image/png;base64,${png.toString('base64')}`;
});
afterAll(() => t.close());

let host = 0;
/** A new address in the attacker's /64 for every request, as the review did. */
const rotated = (prefix = '2001:db8:77:1') => `${prefix}:${(++host).toString(16)}:0:0:${host % 7}`;

const saveBig = (app: TestApp, remoteAddress: string, cookie?: string) =>
  app.app.inject({
    method: 'PUT',
    url: '/api/me/drafts/workplace-behaviour?autosave=1',
    payload: { initial: big },
    headers: cookie ? { cookie } : {},
    remoteAddress,
  });

describe('a /64 rotating its addresses is one client', () => {
  it('cookieless drafts from a rotating /64 stop at one address’s byte budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 120 && !statuses.includes(429); i++)
      statuses.push((await saveBig(t, rotated())).statusCode);
    const stored = statuses.filter((s) => s === 200).length;
    expect(statuses.at(-1)).toBe(429);
    expect(stored * big.length).toBeLessThanOrEqual(UNPROVEN_BYTES_PER_IP);
    // Another /64 is another client.
    expect((await saveBig(t, '2001:db8:78::1')).statusCode).toBe(200);
  });

  it('admin PIN guesses from a rotating /64 stop after 5, even for the right PIN; another /64 signs in', async () => {
    const verify = (pin: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/verify-pin', payload: { pin }, remoteAddress });
    for (let i = 0; i < 5; i++)
      expect((await verify('000009', rotated('2001:db8:99:5'))).statusCode).toBe(401);
    const locked = await verify(TEST_ADMIN_PIN, rotated('2001:db8:99:5'));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(PIN_LOCKED_MESSAGE);
    // An IPv4 client and its IPv4-mapped IPv6 form are one client too.
    for (let i = 0; i < 5; i++) expect((await verify('000009', '203.0.113.77')).statusCode).toBe(401);
    expect((await verify(TEST_ADMIN_PIN, '::ffff:203.0.113.77')).statusCode).toBe(429);
    expect((await verify(TEST_ADMIN_PIN, '2001:db8:99:6::1')).statusCode).toBe(200);
  });

  it('the route limit on code requests counts a /64 as one client (@fastify/rate-limit)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/email-code',
        payload: { email: `rotating-${i}@example.com` },
        remoteAddress: rotated('2001:db8:55:1'),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('sessions without a proven email have one storage budget between them', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ UNPROVEN_STORAGE_MB: '3' });
  });
  afterAll(() => small.close());

  it('many addresses together stop at UNPROVEN_STORAGE_MB; a proven new hire still saves', async () => {
    const budget = 3 * 1024 * 1024;
    const statuses: number[] = [];
    let last = '';
    // Each save from a different /64, so no per-address budget answers.
    for (let i = 0; i < 40 && !statuses.includes(429); i++) {
      const res = await saveBig(small, `2001:db8:${(i + 1).toString(16)}::1`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) last = res.json().message;
    }
    expect(statuses.at(-1)).toBe(429);
    expect(last).toBe(UNPROVEN_STORAGE_FULL);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(2);
    // What is stored is within the budget (each save counted before it is written).
    expect(await measureUnprovenStorage(small.deps.database.db)).toBeLessThanOrEqual(budget);

    const proven = await employeeCookie(small.app, 'proven-hire@example.com');
    expect((await saveBig(small, '2001:db8:ffff::1', proven)).statusCode).toBe(200);
  });
});
