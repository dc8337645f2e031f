import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/server/db/schema/applications';
import { stepDrafts } from '../../src/server/db/schema/step-drafts';
import { teamMembers } from '../../src/server/db/schema/team-members';
import type { MeStatus } from '../../src/shared/me-status';
import { openInvitationAnswerSchema } from '../../src/shared/answers/applications';
import { openTaskLinkAnswerSchema } from '../../src/shared/task-links';
import { startSmtpPeer } from '../fixtures/delivery-peers';
import { readEmailCode } from '../fixtures/read-email-code';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { createCompleteApplication } from '../fixtures/task-factories';
import {
  adminCookie,
  createTestApp,
  employeeCookie,
  sessionCookie,
  type TestApp,
} from '../fixtures/test-app';

// Issue 36 item 7: an emailed one-time link is a proof of its address only the first time it is
// opened. Re-opened in the same browser it answers 'opened' (the hire is still signed in) but
// proves nothing: no fresh proof (step-up), so an unsubmitted application cannot move to a new
// address with only the new address proven, and a submitted one's numbers stay masked. The
// invitation link and the change request's link (task_links) alike.

let t: TestApp;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
let hr: string;

beforeAll(async () => {
  const port = await smtp.listen();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_URL: 'https://onboarding.example.com',
    JOB_RETRY_BASE_MS: '20',
  });
  const pin = await adminCookie(t.app);
  const owner = await recoverySignIn(
    t,
    await addAndEnrol(t, pin, { name: 'Olive Owner', email: 'olive@example.com', role: 'owner' }),
  );
  hr = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Hana Hr', email: 'hana@example.com', role: 'hr' }),
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.deps.database.db;
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string | undefined, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });
const status = async (cookie: string) => (await get('/api/me/status', cookie)).json<MeStatus>();

const mailText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The token of the newest link to `page` (invite, changes) mailed to `address`. */
async function linkToken(address: string, page: 'invite' | 'changes'): Promise<string> {
  const sent = () =>
    smtp.received.filter((m) => m.to.includes(address) && mailText(m.raw).includes(`/${page}#`));
  await smtp.until(() => sent().length >= 1);
  const match = new RegExp(`https://onboarding\\.example\\.com/${page}#([A-Za-z0-9_-]+)`).exec(
    mailText(sent().at(-1)!.raw),
  );
  if (!match) throw new Error(`no /${page} link in the email to ${address}`);
  return match[1]!;
}

/** The browser's cookie after `res`: the new one when the answer set one. */
const cookieAfter = (res: LightMyRequestResponse, cookie: string) =>
  res.cookies.length > 0 ? sessionCookie(res) : cookie;

/**
 * The browser proves `email` with a code as the wizard's edit mode does (the session's own
 * application moves there only with a fresh proof of its current email too). Answers the verify.
 */
async function proveNewAddress(cookie: string, email: string): Promise<LightMyRequestResponse> {
  const asked = await post('/api/auth/email-code', cookie, { email });
  expect(asked.statusCode, asked.body).toBe(200);
  const code = readEmailCode(path.join(t.dataDir, 'mail'), email)!;
  return post('/api/auth/verify-code', cookie, { email, code, typedSteps: [] });
}

describe('a used invitation link proves nothing', () => {
  it('re-opened in the same browser: still signed in, but no fresh proof, and the unsubmitted application does not move', async () => {
    const email = 'ivy.invited@example.com';
    const invited = await post('/api/admin/invitations', hr, {
      email,
      fullName: 'Ivy Invited',
      mobile: '0412 345 678',
      position: 'Carpenter',
      department: 'Construction',
      location: 'Site',
      plannedStartDate: '2026-12-07',
      basisOfPayment: 'casual',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = await linkToken(email, 'invite');
    const opened = await post('/api/invitations/open', undefined, { token });
    expect(openInvitationAnswerSchema.parse(opened.json())).toMatchObject({ outcome: 'opened', email });
    const cookie = sessionCookie(opened);
    // The hire starts: their basic info is saved under the invited address.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/basic-info',
      headers: { cookie },
      payload: {
        fullName: 'Ivy Invited',
        email,
        mobile: '0412 345 678',
        gender: 'Female',
        dateOfBirth: '1992-03-04',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // The reproduction: the used link tapped again in this browser, then a code for another address.
    const again = await post('/api/invitations/open', cookie, { token });
    expect(again.statusCode, again.body).toBe(200);
    expect(openInvitationAnswerSchema.parse(again.json())).toMatchObject({ outcome: 'opened', email });
    const after = cookieAfter(again, cookie);
    expect((await status(after)).email).toBe(email);
    const moved = await proveNewAddress(after, 'ivy.elsewhere@example.com');
    expect(moved.statusCode).toBe(403);
    expect(moved.json()).toMatchObject({
      error: 'step_up_required',
      message:
        'To move your application to this email, first confirm your current email address with a new code.',
    });
    // Nothing moved: the drafts and the application stay with the invited address.
    const drafts = await db().select().from(stepDrafts).where(eq(stepDrafts.stepId, 'basic-info'));
    expect(drafts.filter((d) => d.email === 'ivy.elsewhere@example.com')).toEqual([]);
    expect(drafts.filter((d) => d.email === email)).toHaveLength(1);
    const rows = await db()
      .select()
      .from(applications)
      .where(eq(applications.email, 'ivy.elsewhere@example.com'));
    expect(rows).toEqual([]);
  });
});

describe("a used change request's link proves nothing", () => {
  it('re-opened in the same browser: still signed in, the numbers stay masked, and the application does not move', async () => {
    const email = 'lee.linked@example.com';
    await createCompleteApplication(t.deps, {
      member: { email, fullName: 'Lee Linked', bankBSB: '062-000', bankAccountNumber: '12345678' },
    });
    const first = await employeeCookie(t.app, email);
    const submitted = await post(`/api/submit-application/${encodeURIComponent(email)}`, first, {
      isResubmission: false,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [row] = await db().select().from(applications).where(eq(applications.email, email));
    const asked = await post(`/api/admin/applications/${row!.id}/request-changes`, hr, {
      taskId: 'personal-information',
      message: 'Please use your new bank account.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const token = await linkToken(email, 'changes');

    const opened = await post('/api/task-links/open', undefined, { token });
    expect(openTaskLinkAnswerSchema.parse(opened.json())).toMatchObject({ outcome: 'opened', email });
    const cookie = sessionCookie(opened);
    const again = await post('/api/task-links/open', cookie, { token });
    expect(again.statusCode, again.body).toBe(200);
    expect(openTaskLinkAnswerSchema.parse(again.json())).toMatchObject({ outcome: 'opened', email });
    const after = cookieAfter(again, cookie);
    expect((await status(after)).email).toBe(email);
    // Not a fresh proof: the submitted numbers stay masked (decision 018's step-up).
    const member = await get(`/api/team-members/by-email/${encodeURIComponent(email)}`, after);
    expect(member.json()).toMatchObject({ bankAccountNumber: '••••5678', masked: true });
    const moved = await proveNewAddress(after, 'lee.elsewhere@example.com');
    expect(moved.statusCode).toBe(403);
    const [stays] = await db().select().from(teamMembers).where(eq(teamMembers.email, email));
    expect(stays).toBeDefined();
  });
});
