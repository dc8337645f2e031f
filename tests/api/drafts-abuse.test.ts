import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNPROVEN_BYTES_PER_IP } from '../../src/server/auth/draft-write-limits';
import { makeInitialPng } from '../fixtures/make-initial';
import { pngDataUrl, pngOfDataUrl, withTextBomb } from '../fixtures/png-chunks';
import { createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// An attacker's autosave: initials that cost the server far more than a drawn one, sent faster
// than anyone types.

let t: TestApp;
let initial: string;
beforeAll(async () => {
  t = await createTestApp();
  initial = await makeInitialPng();
});
afterAll(() => t.close());

let ip = 0;
/** A new address per request, so only the per-session limit can answer. */
const nextIp = () => `198.51.${(++ip >> 8) & 255}.${ip & 255}`;

const saveInitial = (cookie: string, value: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/drafts/workplace-behaviour?autosave=1',
    payload: { initial: value },
    headers: { cookie },
    remoteAddress: nextIp(),
  });

describe('autosaved initials an attacker sends', () => {
  it('a PNG carrying a compressed text bomb is refused, not inflated and kept', async () => {
    const cookie = await employeeCookie(t.app, 'bomb@example.com');
    const bomb = pngDataUrl(withTextBomb(pngOfDataUrl(initial), 300));
    expect(bomb.length).toBeLessThan(500_000);
    const res = await saveInitial(cookie, bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { initial: 'The initial is not a readable PNG image' } });
    // A real initial with a short comment (as some encoders write) is still kept.
    expect((await saveInitial(cookie, pngDataUrl(withTextBomb(pngOfDataUrl(initial), 1)))).statusCode).toBe(
      200,
    );
  });

  it('saves refused for their body count against the write limit, so a script is stopped', async () => {
    const cookie = await employeeCookie(t.app, 'flood@example.com');
    const unreadable = `data:image/png;base64,${Buffer.from('\x89PNG\r\n\x1a\n' + 'x'.repeat(64)).toString('base64')}`;
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) statuses.push((await saveInitial(cookie, unreadable)).statusCode);
    expect(new Set(statuses)).toEqual(new Set([400]));
    // The 121st write of the minute is refused before its initial is decoded, whatever it holds.
    expect((await saveInitial(cookie, unreadable)).statusCode).toBe(429);
    expect((await saveInitial(cookie, initial)).statusCode).toBe(429);
  });
});

describe('the complete flag', () => {
  const basicInfo = (email: string) => ({
    fullName: 'Nina Newhire',
    email,
    mobile: '0412 345 678',
    gender: 'Female',
    dateOfBirth: '1995-03-03',
  });
  const saveBasicInfo = (cookie: string, email: string, autosave: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/me/drafts/basic-info${autosave ? '?autosave=1' : ''}`,
      payload: basicInfo(email),
      headers: { cookie },
      remoteAddress: nextIp(),
    });
  const draftSteps = async (cookie: string) =>
    (await t.app.inject({ url: '/api/me/status', headers: { cookie } })).json().draftSteps;

  it('an autosave that swaps in an email this session has not proven un-confirms Basic Information', async () => {
    const cookie = await employeeCookie(t.app, 'nina@example.com');
    expect((await saveBasicInfo(cookie, 'nina@example.com', false)).json()).toMatchObject({ proven: true });
    expect(await draftSteps(cookie)).toEqual(['basic-info']);
    // The same email as typed with capitals: still the proven one, still confirmed.
    expect((await saveBasicInfo(cookie, ' Nina@Example.com', true)).statusCode).toBe(200);
    expect(await draftSteps(cookie)).toEqual(['basic-info']);
    // Another valid email, never confirmed with Next nor proven with a code: not a saved step.
    expect((await saveBasicInfo(cookie, 'someone-else@example.com', true)).statusCode).toBe(200);
    expect(await draftSteps(cookie)).toEqual([]);
  });
});

describe('what sessions without a proven email may store', () => {
  it('one address stops at its byte budget; a proven person and another address still save', async () => {
    // Random pixels do not compress: a pad-sized PNG of about 460 KB as a data URL, near the largest a save takes.
    const noise = crypto.randomBytes(480 * 240 * 3);
    const png = await sharp(noise, { raw: { width: 480, height: 240, channels: 3 } })
      .png()
      .toBuffer();
    const big = `data:image/png;base64,${png.toString('base64')}`;
    const save = (headers: Record<string, string>, remoteAddress: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me/drafts/workplace-behaviour?autosave=1',
        payload: { initial: big },
        headers,
        remoteAddress,
      });

    const attacker = '203.0.113.50';
    const cookieless: number[] = [];
    for (let i = 0; i < 100 && !cookieless.includes(429); i++)
      cookieless.push((await save({}, attacker)).statusCode);
    const stored = cookieless.filter((s) => s === 200).length;
    expect(cookieless.at(-1)).toBe(429);
    // Every refusal came after the budget, and the budget is what was stored.
    expect(stored * big.length).toBeLessThanOrEqual(UNPROVEN_BYTES_PER_IP);
    expect((stored + 1) * (big.length + 30)).toBeGreaterThan(UNPROVEN_BYTES_PER_IP);

    const proven = await employeeCookie(t.app, 'same-site-office@example.com');
    expect((await save({ cookie: proven }, attacker)).statusCode).toBe(200);
    expect((await save({}, '203.0.113.51')).statusCode).toBe(200);
  });

  it('a body sent in chunks (no Content-Length) counts its UTF-8 bytes, not its characters', async () => {
    // 99 answers of 2,000 three-byte characters: about 594 KB as UTF-8, 198k characters.
    const answers = Object.fromEntries(Array.from({ length: 99 }, (_, i) => [`q${i}`, '語'.repeat(2000)]));
    const body = JSON.stringify({ answers });
    const bytes = Buffer.byteLength(body);
    const save = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me/drafts/workplace-behaviour?autosave=1',
        payload: Readable.from([Buffer.from(body)]),
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        remoteAddress: '203.0.113.60',
      });
    const statuses: number[] = [];
    const most = Math.floor(UNPROVEN_BYTES_PER_IP / bytes) + 1;
    for (let i = 0; i <= most && !statuses.includes(429); i++) statuses.push((await save()).statusCode);
    expect(statuses.filter((s) => s === 200).length * bytes).toBeLessThanOrEqual(UNPROVEN_BYTES_PER_IP);
    expect(statuses.at(-1)).toBe(429);
  });
});
