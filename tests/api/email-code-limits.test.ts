import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailGuessLimits } from '../../src/server/db/schema/email-guess-limits';
import { TOO_MANY_FOR_ADDRESS } from '../../src/server/services/email-codes/email-codes';
import { sweepExpired } from '../../src/server/services/sessions/sweep-expired';
import { readEmailCode } from '../fixtures/read-email-code';
import { createTestApp, sessionCookie, type TestApp } from '../fixtures/test-app';

// Issue 19 item 3: a stranger asking for codes for someone's address used up the address's
// 20 an hour and locked its owner out; guessing had no total cap (5 tries x 20 codes an hour,
// for ever).

let t: TestApp;
beforeAll(async () => {
  // A site office's NAT: the operator raised the per-IP route limit, as docs/operations.md suggests.
  t = await createTestApp({ CODE_REQUESTS_PER_IP: '50' });
});
afterAll(() => t.close());

const mailDir = () => path.join(t.dataDir, 'mail');

const ask = (email: string, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/email-code',
    payload: { email },
    headers: cookie ? { cookie } : {},
    remoteAddress,
  });
const enter = (email: string, code: string, cookie: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-code',
    payload: { email, code },
    headers: { cookie },
    remoteAddress,
  });

/** The `email_device=...` cookie a proof sets: the owner's browser, remembered for the address. */
function deviceCookie(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const found = list.find((c) => c.startsWith('email_device='));
  if (!found) throw new Error('the proof set no email_device cookie');
  return found.split(';')[0]!;
}

/** The owner proves the address on their phone, as they did when they started. */
async function ownerProves(email: string, remoteAddress: string, cookie?: string) {
  const asked = await ask(email, remoteAddress, cookie);
  expect(asked.statusCode).toBe(200);
  const sid = sessionCookie(asked);
  const code = readEmailCode(mailDir(), email)!;
  const proven = await enter(email, code, cookie ? `${cookie}; ${sid}` : sid, remoteAddress);
  expect(proven.statusCode).toBe(200);
  return { device: deviceCookie(proven), session: sessionCookie(proven) };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Messages in the outbox to `email` whose subject says `subject`. */
function mailsTo(email: string, subject: RegExp): number {
  if (!fs.existsSync(mailDir())) return 0;
  return (
    fs
      .readdirSync(mailDir())
      // Long headers are folded onto continuation lines.
      .map((f) => fs.readFileSync(path.join(mailDir(), f), 'utf8').replace(/\r?\n[ \t]+/g, ' '))
      .filter((m) => m.includes(`To: ${email}`) && subject.test(m)).length
  );
}

describe('code requests per address and requester', () => {
  it("one IP asking for someone's codes (a new session each time) gets 5; the owner elsewhere still gets one", async () => {
    const target = 'site-hire@example.com';
    const statuses: number[] = [];
    let refusal = '';
    for (let i = 0; i < 25; i++) {
      const res = await ask(target, '10.60.0.1');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refusal = res.json().message;
    }
    expect(statuses.filter((s) => s === 200).length).toBe(5);
    expect(refusal).toBe(TOO_MANY_FOR_ADDRESS);
    // The owner, on their own phone's network, asks and proves.
    await ownerProves(target, '10.61.0.9');
  });

  it("clearing the asking session (a fresh start) does not give back the stranger's share", async () => {
    const target = 'cleared-asker@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await ask(target, '10.66.0.1');
      statuses.push(res.statusCode);
      if (res.statusCode !== 200) continue;
      const cleared = await t.app.inject({
        method: 'POST',
        url: '/api/me/clear',
        payload: {},
        headers: { cookie: sessionCookie(res) },
        remoteAddress: '10.66.0.1',
      });
      expect(cleared.statusCode).toBe(200);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('many networks together stop at 20 an hour for new devices; the owner’s earlier device still gets a code', async () => {
    const target = 'known-phone@example.com';
    const owner = await ownerProves(target, '10.62.0.9');
    const accepted: number[] = [];
    for (let net = 1; net <= 5; net++) {
      let n = 0;
      for (let i = 0; i < 6; i++) if ((await ask(target, `10.63.${net}.1`)).statusCode === 200) n++;
      accepted.push(n);
    }
    // 5 per network, and 20 in the hour in all (the owner's own code was one of them).
    expect(accepted).toEqual([5, 5, 5, 4, 0]);
    const fresh = await ask(target, '10.64.0.1');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toBe(TOO_MANY_FOR_ADDRESS);
    // The phone that proved it before, even with its session gone, is not held to the address cap.
    const again = await ask(target, '10.65.0.1', owner.device);
    expect(again.statusCode).toBe(200);
  });
});

describe('wrong codes for one address have a total cap', () => {
  it('past 100 the address locks for new devices, its owner is emailed, and their earlier device unlocks it', async () => {
    const target = 'guessed@example.com';
    const owner = await ownerProves(target, '10.70.0.9');

    // Two attacker devices on other networks each hold a code.
    const a = await ask(target, '10.71.0.1');
    const aCode = readEmailCode(mailDir(), target)!;
    const b = await ask(target, '10.72.0.1');
    const bCode = readEmailCode(mailDir(), target)!;
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);

    // 96 wrong codes over earlier hours (5 tries of each of 20 codes an hour was the old ceiling).
    await t.deps.database.db.insert(emailGuessLimits).values({ email: target, failed: 96 });
    const guesses = [];
    for (let i = 0; i < 4; i++)
      guesses.push((await enter(target, wrong(aCode), sessionCookie(a), '10.71.0.1')).statusCode);
    expect(guesses).toEqual([400, 400, 400, 400]);

    // The 100th wrong code locked the address: even the right code fails on a device that never proved it.
    const right = await enter(target, bCode, sessionCookie(b), '10.72.0.1');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(
      /^Too many incorrect codes were entered for this email address\. For your security, it can only be proven on a device where you have continued this application before until /,
    );
    expect(
      (await t.app.inject({ url: '/api/me/status', headers: { cookie: sessionCookie(b) } })).json().email,
    ).toBeNull();
    const fresh = await ask(target, '10.73.0.1');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toBe(right.json().message);

    // The owner is told, once.
    const warning = /^Subject: .*too many incorrect codes were entered for your email address/im;
    await expect.poll(() => mailsTo(target, warning), { timeout: 20_000 }).toBe(1);

    // The owner's earlier phone (its session expired: only the device cookie) asks and proves.
    await ownerProves(target, '10.74.0.1', owner.device);
    // Proven again, the count starts over: a new device may ask once more.
    expect((await ask(target, '10.75.0.1')).statusCode).toBe(200);
    expect(mailsTo(target, warning)).toBe(1);
  });

  it('wrong codes sent at once all count: the cap is reached once, and the owner gets one email', async () => {
    const target = 'raced-guesses@example.com';
    await t.deps.database.db.insert(emailGuessLimits).values({ email: target, failed: 90 });
    const devices = [];
    for (let i = 0; i < 4; i++) {
      const res = await ask(target, `10.80.${i}.1`);
      devices.push({
        cookie: sessionCookie(res),
        code: readEmailCode(mailDir(), target)!,
        ip: `10.80.${i}.1`,
      });
    }
    // 4 devices x 4 wrong codes at once: 16 guesses from 90 cross 100 exactly once.
    const results = await Promise.all(
      devices.flatMap((d) => Array.from({ length: 4 }, () => enter(target, wrong(d.code), d.cookie, d.ip))),
    );
    expect(results.every((r) => r.statusCode === 400 || r.statusCode === 429)).toBe(true);
    const warning = /^Subject: .*too many incorrect codes were entered for your email address/im;
    await expect.poll(() => mailsTo(target, warning), { timeout: 20_000 }).toBe(1);
    expect((await ask(target, '10.81.0.1')).statusCode).toBe(429);
  });
});

describe('the count of wrong codes', () => {
  it('is kept while a lock runs, and forgotten 90 days after the last wrong code', async () => {
    const db = t.deps.database.db;
    const day = 24 * 3600_000;
    const now = Date.now();
    await db.insert(emailGuessLimits).values([
      { email: 'idle-count@example.com', failed: 40 },
      // Its last wrong code long ago, but locked for another 30 days.
      {
        email: 'long-lock@example.com',
        trips: 5,
        lockedUntil: new Date(now + 30 * day),
        updatedAt: new Date(now - 100 * day),
      },
    ]);
    const left = async () => (await db.select().from(emailGuessLimits)).map((r) => r.email);
    await sweepExpired(db, new Date(now + 29 * day));
    expect(await left()).toEqual(expect.arrayContaining(['idle-count@example.com', 'long-lock@example.com']));
    await sweepExpired(db, new Date(now + 31 * day));
    expect(await left()).toContain('idle-count@example.com');
    expect(await left()).not.toContain('long-lock@example.com');
    await sweepExpired(db, new Date(now + 91 * day));
    expect(await left()).not.toContain('idle-count@example.com');
  });
});

describe('a code whose mail is refused', () => {
  let refusing = false;
  // A real SMTP peer that refuses every recipient while `refusing` is set.
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  let m: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    m = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await m.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("does not count against the hire's limits", async () => {
    const askAs = (email: string, cookie?: string) =>
      m.app.inject({
        method: 'POST',
        url: '/api/auth/email-code',
        payload: { email },
        headers: cookie ? { cookie } : {},
        remoteAddress: '10.90.0.1',
      });
    const first = await askAs('mail-refused-0@example.com');
    expect(first.statusCode).toBe(200);
    const cookie = sessionCookie(first);
    refusing = true;
    for (let i = 1; i <= 4; i++)
      expect((await askAs(`mail-refused-${i}@example.com`, cookie)).statusCode).toBe(503);
    refusing = false;
    // 5 codes per session in 15 minutes: the 4 that never left are not among them.
    const later = [];
    for (let i = 5; i <= 8; i++)
      later.push((await askAs(`mail-refused-${i}@example.com`, cookie)).statusCode);
    expect(later).toEqual([200, 200, 200, 200]);
  });
});
