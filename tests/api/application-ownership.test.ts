import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { emailGuessLimits } from '../../src/server/db/schema/email-guess-limits';
import { sessions } from '../../src/server/db/schema/sessions';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { sweepExpired } from '../../src/server/services/sessions/sweep-expired';
import { startSmtpPeer } from '../fixtures/delivery-peers';
import { makeInitialPng } from '../fixtures/make-initial';
import { memberFields, multipart } from '../fixtures/member-form';
import { readEmailCode } from '../fixtures/read-email-code';
import { createCompleteApplication } from '../fixtures/task-factories';
import { createTestApp, employeeCookie, proveEmailCode, type TestApp } from '../fixtures/test-app';

// Issue 19 items 1 and 2: the security review's reproductions, replayed with the owner's cookie.

let t: TestApp;
let INITIAL: string;
/** Requests this file sends (reported in the issue). */
let requests = 0;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));

beforeAll(async () => {
  const port = await smtp.listen();
  INITIAL = await makeInitialPng({ width: 400 });
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'onboarding@example.com' });
  const inject = t.app.inject.bind(t.app);
  t.app.inject = ((opts: InjectOptions) => {
    requests++;
    return inject(opts);
  }) as typeof t.app.inject;
});
afterAll(async () => {
  console.info(`application-ownership: ${requests} requests`);
  await t.close();
  await smtp.close();
});

const db = () => t.deps.database.db;
const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });
const status = async (cookie: string) => (await get(cookie, '/api/me/status')).json();
const submit = (cookie: string, email: string) =>
  t.app.inject({ method: 'POST', url: `/api/submit-application/${email}`, headers: { cookie }, payload: {} });

/** The decoded text of every message the SMTP peer received for `address`. */
const mailsTo = (address: string) =>
  smtp.received
    .filter((m) => m.to.includes(address))
    .map((m) =>
      m.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );

/** A new hire who completed every task and submitted, on the browser they used. */
async function submittedHire(email: string) {
  const member = await createCompleteApplication(t.deps, {
    withTaskPdfs: true,
    member: { email, bankBSB: '062-000', bankAccountNumber: '12345678', visaNumber: 'VZ7788123' },
    superfund: {
      fundChoice: 'custom',
      isSMSF: 'yes',
      smsfBSB: t.deps.cipher.encrypt('063-111'),
      smsfAccountNumber: t.deps.cipher.encrypt('87655678'),
    },
  });
  const cookie = await employeeCookie(t.app, email);
  const res = await submit(cookie, email);
  expect(res.statusCode).toBe(200);
  return { member, cookie };
}

const attackerBank = { bankBSB: '999-999', bankAccountNumber: '66666666', bankAccountName: 'M Allory' };

describe('issue 19 item 1: an application stays with its owner', () => {
  it('a session left open cannot move the application to another email by proving only the new one', async () => {
    const owner = 'owner1@example.com';
    const { member, cookie } = await submittedHire(owner);

    // The reproduction: with the owner's cookie, a code for the attacker's address, entered.
    const attacker = 'attacker1@example.com';
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      headers: { cookie },
      payload: { email: attacker },
    });
    expect(asked.statusCode).toBe(200);
    const code = readEmailCode(path.join(t.dataDir, 'mail'), attacker)!;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      headers: { cookie },
      payload: { email: attacker, code },
    });
    expect(verified.statusCode).toBe(403);
    expect(verified.json()).toMatchObject({
      error: 'step_up_required',
      message:
        'To move your application to this email, first confirm your current email address with a new code.',
    });
    // Nothing moved: the owner's session still acts for the owner, who still has the application.
    expect((await status(cookie)).email).toBe(owner);
    const [row] = await db().select().from(teamMembers).where(eq(teamMembers.id, member.id));
    expect(row!.email).toBe(owner);
    expect((await get(cookie, `/api/team-members/by-email/${owner}`)).statusCode).toBe(200);
    expect(mailsTo(owner).some((m) => m.includes('moved'))).toBe(false);
  });

  it("the owner moves it with both addresses' codes; both are told when and from which device; it is audited", async () => {
    const owner = 'owner2@example.com';
    const { member, cookie } = await submittedHire(owner);
    const stepped = await proveEmailCode(t.app, owner, cookie);
    const moved = await proveEmailCode(t.app, 'owner2.new@example.com', stepped);
    expect((await status(moved)).email).toBe('owner2.new@example.com');
    const [row] = await db().select().from(teamMembers).where(eq(teamMembers.id, member.id));
    expect(row!.email).toBe('owner2.new@example.com');

    const told = (address: string) => mailsTo(address).find((m) => m.includes(`was moved from ${owner}`));
    await smtp.until(() => !!told(owner) && !!told('owner2.new@example.com'));
    for (const address of [owner, 'owner2.new@example.com']) {
      const text = told(address)!;
      expect(text).toContain(`was moved from ${owner} to owner2.new@example.com on `);
      // light-my-request's user agent: the device that did it.
      expect(text).toContain('It was done from this device: lightMyRequest');
    }
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'application-moved'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.target).toBe(member.id);
    expect(JSON.stringify(audit[0]!.details)).not.toContain('@');
  });
});

describe('issue 19 item 2: a session left open after submitting', () => {
  it('reads only masked numbers and cannot redirect pay or change the TFN without a fresh code', async () => {
    const email = 'left-open@example.com';
    const { member, cookie } = await submittedHire(email);

    const tax = (await get(cookie, `/api/tax-declarations/${email}`)).json();
    expect(tax).toMatchObject({ taxFileNumber: '••• ••• 782', masked: true });
    const superChoice = (await get(cookie, '/api/superfund-choices')).json();
    expect(superChoice).toMatchObject({
      taxFileNumber: '••• ••• 782',
      smsfBSB: '•••-111',
      smsfAccountNumber: '••••5678',
      masked: true,
    });
    const shown = (await get(cookie, `/api/team-members/by-email/${email}`)).json();
    expect(shown).toMatchObject({
      bankBSB: '•••-000',
      bankAccountNumber: '••••5678',
      visaNumber: '••••123',
      masked: true,
    });

    // Changing the bank account, the TFN declaration or the fund is refused, and nothing changes.
    const form = multipart(memberFields(email, attackerBank));
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/team-members/${member.id}`,
      headers: { cookie, ...form.headers },
      payload: form.payload,
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().error).toBe('step_up_required');
    const [row] = await db().select().from(teamMembers).where(eq(teamMembers.id, member.id));
    expect(t.deps.cipher.decrypt(row!.bankAccountNumber)).toBe('12345678');
    const newTax = await t.app.inject({
      method: 'POST',
      url: '/api/tax-declarations',
      headers: { cookie },
      payload: {
        email,
        taxFileNumber: '876 543 210',
        tfnExemption: '',
        basisOfPayment: 'full-time',
        australianResident: 'resident',
        claimTaxFreeThreshold: 'yes',
        hasHELPDebt: 'no',
        previousFamilyName: '',
        taxDeclarationDate: '2026-11-22',
        taxDeclarationSignature: INITIAL,
      },
    });
    expect(newTax.statusCode).toBe(403);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/tax-declarations/${email}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(403);
    expect((await get(cookie, `/api/tax-declarations/${email}`)).statusCode).toBe(200);
  });

  it('a fresh code asked for after the submission shows and changes them; the resubmission is emailed by field name', async () => {
    const email = 'stepped-up@example.com';
    const { member, cookie } = await submittedHire(email);
    const stepped = await proveEmailCode(t.app, email, cookie);
    const tax = (await get(stepped, `/api/tax-declarations/${email}`)).json();
    expect(tax).toMatchObject({ taxFileNumber: '123456782', masked: false });
    const form = multipart(memberFields(email, attackerBank));
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/team-members/${member.id}`,
      headers: { cookie: stepped, ...form.headers },
      payload: form.payload,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ bankAccountNumber: '66666666', masked: false });
    const again = await submit(stepped, email);
    expect(again.json()).toMatchObject({ isResubmission: true, alreadySubmitted: false });

    const confirmation = () =>
      mailsTo(email).find((m) => m.includes('What changed since your last submission'));
    await smtp.until(() => !!confirmation());
    expect(confirmation()).toContain('- Personal Information: Bank account number');
    expect(confirmation()).not.toContain('66666666');
    // The proof made before this resubmission no longer counts: masked again.
    expect((await get(stepped, `/api/team-members/by-email/${email}`)).json()).toMatchObject({
      bankAccountNumber: '••••6666',
      masked: true,
    });
  });

  it('before the first submission the new hire sees their own numbers in full', async () => {
    const member = await createCompleteApplication(t.deps, { member: { bankAccountNumber: '11112222' } });
    const cookie = await employeeCookie(t.app, member.email);
    const shown = (await get(cookie, `/api/team-members/by-email/${member.email}`)).json();
    expect(shown).toMatchObject({ bankBSB: '062-000', bankAccountNumber: '11112222', masked: false });
    expect((await get(cookie, `/api/tax-declarations/${member.email}`)).json().taxFileNumber).toBe(
      '123456782',
    );
  });

  it('Sign out ends the session on the server; a submitted session expires after hours idle', async () => {
    const email = 'signs-out@example.com';
    const { cookie } = await submittedHire(email);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^sid=;/);
    // The same cookie, sent again (a copy kept by whoever sits down next), reads nothing.
    expect((await status(cookie)).email).toBeNull();
    expect((await get(cookie, `/api/team-members/by-email/${email}`)).statusCode).toBe(403);
    expect((await get(cookie, `/api/tax-declarations/${email}`)).statusCode).toBe(403);

    const { cookie: open } = await submittedHire('idle-after-submit@example.com');
    const typing = await employeeCookie(t.app, 'still-typing@example.com');
    const [idle] = await db()
      .select({ idleSeconds: sessions.idleSeconds })
      .from(sessions)
      .where(eq(sessions.email, 'idle-after-submit@example.com'));
    expect(idle!.idleSeconds).toBe(2 * 3600);
    // Three hours later the submitted application's session is gone; one still typing is kept.
    await sweepExpired(db(), new Date(Date.now() + 3 * 3600_000));
    expect((await status(open)).email).toBeNull();
    expect((await status(typing)).email).toBe('still-typing@example.com');
  });
});

// The attack review of these fixes (2026-11-25): each of these got through before its fix.
describe('issue 19: what the review of the fixes found', () => {
  it('a PUT with the right bank account answers as one with a wrong guess: no oracle for the masked digits', async () => {
    const email = 'oracle@example.com';
    const { member, cookie } = await submittedHire(email);
    for (const bankAccountNumber of ['12345678', '99995678']) {
      const form = multipart(memberFields(email, { bankBSB: '062-000', bankAccountNumber }));
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/team-members/${member.id}`,
        headers: { cookie, ...form.headers },
        payload: form.payload,
      });
      expect(put.statusCode).toBe(403);
      expect(put.json().error).toBe('step_up_required');
    }
  });

  it('a window opened before the latest submission does not let the session move the application', async () => {
    const owner = 'early-window@example.com';
    const member = await createCompleteApplication(t.deps, { withTaskPdfs: true, member: { email: owner } });
    const cookie = await employeeCookie(t.app, owner);
    const stepped = await proveEmailCode(t.app, owner, cookie);
    expect((await submit(stepped, owner)).statusCode).toBe(200);
    const attacker = 'early-window.attacker@example.com';
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      headers: { cookie: stepped },
      payload: { email: attacker },
    });
    expect(asked.statusCode).toBe(200);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      headers: { cookie: stepped },
      payload: { email: attacker, code: readEmailCode(path.join(t.dataDir, 'mail'), attacker)! },
    });
    expect(verified.statusCode).toBe(403);
    const [row] = await db().select().from(teamMembers).where(eq(teamMembers.id, member.id));
    expect(row!.email).toBe(owner);
  });

  it('a session left open cannot plant bank, visa, TFN or fund numbers in drafts after submitting', async () => {
    const email = 'planted@example.com';
    const { cookie } = await submittedHire(email);
    for (const [stepId, body] of [
      ['bank-details', attackerBank],
      ['tax-declaration', { taxFileNumber: '876543210' }],
      ['superfund-choice', { fundChoice: 'custom', smsfAccountNumber: '66666666' }],
    ] as const) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/me/drafts/${stepId}?autosave=1`,
        headers: { cookie },
        payload: body,
      });
      expect(put.statusCode, stepId).toBe(403);
      expect(put.json().error).toBe('step_up_required');
    }
    // Once the owner enters a code, there is nothing planted to load.
    const stepped = await proveEmailCode(t.app, email, cookie);
    const drafts = (await get(stepped, '/api/me/drafts')).json().drafts as Record<string, unknown>;
    expect(JSON.stringify(drafts)).not.toContain('66666666');
    expect(JSON.stringify(drafts)).not.toContain('876543210');
  });

  it('sign-out and Clear All Data forget that this browser proved the address (email_device)', async () => {
    const cookie = await employeeCookie(t.app, 'device-cookie@example.com');
    for (const url of ['/api/auth/sign-out', '/api/me/clear']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie } });
      const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      const device = setCookies.find((c) => c.startsWith('email_device='));
      expect(device, url).toMatch(/^email_device=;.*Expires=Thu, 01 Jan 1970/);
    }
  });

  it("a second trip of the wrong-code cap locks the owner's earlier device too", async () => {
    const email = 'second-trip@example.com';
    const cookie = await employeeCookie(t.app, email);
    const lockedUntil = new Date(Date.now() + 3_600_000);
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/email-code', headers: { cookie }, payload: { email } });
    await db().insert(emailGuessLimits).values({ email, failed: 0, trips: 1, lockedUntil });
    expect((await ask()).statusCode).toBe(200);
    await db().update(emailGuessLimits).set({ trips: 2 }).where(eq(emailGuessLimits.email, email));
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('it cannot be proven again until');
  });
});
