import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema/jobs';
import { STAFF_JOBS } from '../../src/server/services/staff/staff-jobs';
import {
  addAndEnrol,
  ageSignInAttempts,
  type Enrolled,
  nextTotpCode,
  signIn,
  totpCode,
} from '../fixtures/staff';
import { adminCookie, createTestApp, sessionCookie, type TestApp } from '../fixtures/test-app';

// Issue 24: one account's guesses are limited wherever they come from (rotating IPv6 addresses
// within a /64 or across /64s gains nothing), one network's over every account, with a growing
// delay, and the person is emailed when their account is paused. The clock the limits read is
// the audit log's: tests move its rows into the past instead of waiting.

let t: TestApp;
let olive: Enrolled;
let hana: Enrolled;
let ownerCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const pin = await adminCookie(t.app);
  olive = await addAndEnrol(t, pin, { name: 'Olive Owner', email: 'olive@example.com', role: 'owner' });
  const owner = await signIn(t, olive.email, olive.recoveryCodes.shift()!);
  ownerCookie = sessionCookie(owner);
  hana = await addAndEnrol(t, ownerCookie, { name: 'Hana Hr', email: 'hana@example.com', role: 'hr' });
});
afterAll(() => t.close());

describe('sign-in limits', () => {
  it('an account is paused after 5 failures from addresses rotated within a /64 and across /64s', async () => {
    const ips = [
      '2001:db8:1:1::1',
      '2001:db8:1:1::2',
      '2001:db8:2:2::1',
      '2001:db8:3:3::9',
      '2001:db8:4:4::5',
    ];
    for (const [i, ip] of ips.entries()) {
      const res = await signIn(t, hana.email, '000000', ip);
      expect(res.statusCode, `try ${i + 1}`).toBe(401);
      // The growing delay between tries (1 s, 2 s, 4 s after the 2nd, 3rd, 4th): a minute on.
      await ageSignInAttempts(t, 1);
    }
    // Even the right code, from a new /64, is refused until the window has passed.
    const paused = await signIn(t, hana.email, hana.recoveryCodes[0]!, '2001:db8:9:9::1');
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toMatch(/15 minutes/);
    // Another account is not paused by it.
    expect((await signIn(t, olive.email, olive.recoveryCodes[0]!, '2001:db8:9:9::2')).statusCode).toBe(200);
    olive.recoveryCodes.shift();

    // The person is told, by email (queued for durable delivery).
    const notices = await t.deps.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, STAFF_JOBS.signInFailures), sql`${jobs.payload}->>'to' = ${hana.email}`));
    expect(notices).toHaveLength(1);

    await ageSignInAttempts(t, 15);
    expect((await signIn(t, hana.email, hana.recoveryCodes.shift()!, '2001:db8:9:9::3')).statusCode).toBe(
      200,
    );
  });

  it('each try after the second failure waits longer', async () => {
    await ageSignInAttempts(t, 60);
    const ip = '198.51.100.7';
    expect((await signIn(t, olive.email, '111111', ip)).statusCode).toBe(401);
    expect((await signIn(t, olive.email, '111111', ip)).statusCode).toBe(401);
    const third = await signIn(t, olive.email, olive.recoveryCodes[0]!, ip);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/wait 1 seconds/);
    await ageSignInAttempts(t, 1);
    expect((await signIn(t, olive.email, '111111', ip)).statusCode).toBe(401);
    const fourth = await signIn(t, olive.email, olive.recoveryCodes[0]!, ip);
    expect(fourth.json().message).toMatch(/wait 2 seconds/);
  });

  it('one /64 is limited over every account: addresses within it count together', async () => {
    await ageSignInAttempts(t, 60);
    for (let i = 0; i < 10; i++) {
      const res = await signIn(t, `nobody${i}@example.com`, '123456', `2001:db8:77:77::${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const sameNetwork = await signIn(t, olive.email, olive.recoveryCodes[0]!, '2001:db8:77:77:ffff::1');
    expect(sameNetwork.statusCode).toBe(429);
    expect((await signIn(t, olive.email, olive.recoveryCodes[0]!, '2001:db8:78:78::1')).statusCode).toBe(200);
  });

  it("the code just used at enrolment answers 'That code was just used' and counts as no failure", async () => {
    // Issue 35, item 6: the person enrols and signs in at once, in the same 30 s step.
    await ageSignInAttempts(t, 60);
    const pia = await addAndEnrol(t, ownerCookie, {
      name: 'Pia Payroll',
      email: 'pia@example.com',
      role: 'payroll',
    });
    const enrolmentCode = totpCode(pia.secret, pia.confirmedAt);
    const ip = '203.0.113.35';
    // More tries than the account (5) and the network (10) may fail, with no wait between them.
    for (let i = 0; i < 11; i++) {
      const res = await signIn(t, pia.email, enrolmentCode, ip);
      expect(res.statusCode, `try ${i + 1}`).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        message: 'That code was just used; wait for the next one.',
      });
    }
    // The same code with any other email is a wrong code like any other: nothing is told.
    for (const email of [olive.email, 'nobody35@example.com']) {
      const other = await signIn(t, email, enrolmentCode);
      expect(other.json()).toEqual({
        success: false,
        message: 'Incorrect email, password or code. Please try again.',
      });
    }
    // Nothing moved: the next code signs in at once from the same network.
    const next = await signIn(t, pia.email, await nextTotpCode(t, pia), ip);
    expect(next.statusCode).toBe(200);
  });
});
