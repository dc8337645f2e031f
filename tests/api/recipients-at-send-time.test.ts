import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveriesPage, Delivery } from '../../src/shared/answers/deliveries';
import type { RecipientList } from '../../src/shared/answers/notification-recipient';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { SUBMISSION_JOBS } from '../../src/server/services/submission/submission-kinds';
import { attachmentNames, startSmtpPeer } from '../fixtures/delivery-peers';
import { runJobs } from '../fixtures/run-jobs';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, submitAsHire, type TestApp } from '../fixtures/test-app';
import { recipientResponseSchema } from '../../src/shared/answers/notification-recipient';
import { fairWorkLinksAnswerSchema } from '../../src/shared/answers/fair-work';

// Issue 36 item 3: the notify job reads its recipient as it sends (first try, the queue's retry,
// Retry in Deliveries); removing a recipient drops its queued and failed emails; only an owner
// gives health information; the owners hear of HR's recipients and Fair Work links. The app's
// worker is off: each test runs the queue (runJobs), so 'nothing was sent' is read once every due
// job has run, not after a wait. The mail server's refusal (451) is the injected fault.

let t: TestApp;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
let owner: string;
let hr: string;

const OLIVE = 'olive.owner@example.com';
const OMAR = 'omar.owner@example.com';
const HANA = 'hana.hr@example.com';

beforeAll(async () => {
  const port = await smtp.listen();
  t = await createTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://onboarding.example.com',
      JOB_MAX_ATTEMPTS: '2',
      JOB_RETRY_BASE_MS: '20',
    },
    { runJobs: false },
  );
  const pin = await adminCookie(t.app);
  owner = await recoverySignIn(
    t,
    await addAndEnrol(t, pin, { name: 'Olive Owner', email: OLIVE, role: 'owner' }),
  );
  await addAndEnrol(t, owner, { name: 'Omar Owner', email: OMAR, role: 'owner' });
  hr = await recoverySignIn(t, await addAndEnrol(t, owner, { name: 'Hana Hr', email: HANA, role: 'hr' }));
  await runJobs(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const mailText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The messages to `address` about the hire `about`. */
const mailsTo = (address: string, about: string) =>
  smtp.received.filter((m) => m.to.includes(address) && mailText(m.raw).includes(about));

const hasMedical = (raw: string) => attachmentNames(raw).some((n) => n.startsWith('medical-declaration'));
const hasApplication = (raw: string) => attachmentNames(raw).some((n) => n.startsWith('application-'));

async function addRecipient(cookie: string, body: object): Promise<string> {
  const res = await send('POST', '/api/admin/notifications', cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return recipientResponseSchema.parse(res.json()).id;
}

/** A hire with every task done (the medical declaration too), who submits; answers their email. */
async function submittedHire(fullName: string): Promise<string> {
  const member = await createCompleteApplication(t.deps, {
    member: { fullName, position: 'Formworker', location: 'Parramatta site', plannedStartDate: '2026-12-07' },
    withTaskPdfs: true,
  });
  const cookie = await employeeCookie(t.app, member.email);
  const res = await submitAsHire(t.app, member.email, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return member.email;
}

async function deliveriesTo(address: string): Promise<Delivery[]> {
  const res = await get('/api/admin/deliveries', owner);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<DeliveriesPage>()
    .deliveries.filter(
      (d) => d.recipient === address && d.what === 'Application to a notification recipient',
    );
}

const notifyOutcomes = (outcomes: Awaited<ReturnType<typeof runJobs>>, to: string) =>
  outcomes.filter((o) => o.kind === SUBMISSION_JOBS.notifyRecipient && o.payload.to === to);

describe('the recipient is read at send time', () => {
  it('a recipient removed while its email waits for the retry gets nothing; its queued email leaves Deliveries, audited with how many', async () => {
    const gone = await addRecipient(owner, { name: 'Gone Soon', email: 'gone@example.com' });
    await addRecipient(owner, { name: 'Site Office', email: 'site@example.com' });
    const hire = await submittedHire('Rory Removed');
    // The mail server is down: the first try of each email fails and waits for its retry.
    smtp.refuse({ code: 451, text: '4.3.2 Service currently unavailable' });
    const first = await runJobs(t);
    expect(notifyOutcomes(first, 'gone@example.com').map((o) => o.outcome)).toEqual(['retry']);
    expect(await deliveriesTo('gone@example.com')).toEqual([expect.objectContaining({ state: 'pending' })]);

    const removed = await send('DELETE', `/api/admin/notifications/${gone}`, owner);
    expect(removed.statusCode, removed.body).toBe(200);
    smtp.refuse(null);
    await runJobs(t, {
      until: (heard) => heard.some((o) => o.kind === SUBMISSION_JOBS.notifyRecipient && o.outcome === 'done'),
    });
    await runJobs(t);
    expect(mailsTo('site@example.com', `(${hire})`)).toHaveLength(1);
    expect(mailsTo('gone@example.com', `(${hire})`)).toHaveLength(0);
    expect(await deliveriesTo('gone@example.com')).toEqual([]);
    const [row] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recipient.delete'), eq(auditLog.target, gone)));
    expect(row!.details).toMatchObject({ droppedDeliveries: 1 });
    await send('DELETE', `/api/admin/notifications/${(await siteId())!}`, owner);
  });

  it('a recipient whose health tick was cleared after the submission gets the application PDF, not the medical PDF', async () => {
    const id = await addRecipient(owner, {
      name: 'Health Officer',
      email: 'health@example.com',
      receivesHealthInformation: true,
    });
    const hire = await submittedHire('Cleo Cleared');
    const cleared = await send('PATCH', `/api/admin/notifications/${id}`, owner, {
      receivesHealthInformation: false,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    await runJobs(t);
    const [mail] = mailsTo('health@example.com', `(${hire})`);
    expect(mail).toBeDefined();
    expect(hasApplication(mail!.raw)).toBe(true);
    expect(hasMedical(mail!.raw)).toBe(false);
    await send('DELETE', `/api/admin/notifications/${id}`, owner);
  });

  it('Retry in Deliveries follows the same rule: no medical PDF once the tick is cleared, nothing to an inactive recipient', async () => {
    const ticked = await addRecipient(owner, {
      name: 'Ticked Then Not',
      email: 'ticked@example.com',
      receivesHealthInformation: true,
    });
    const paused = await addRecipient(owner, { name: 'Paused', email: 'paused@example.com' });
    const removedLater = await addRecipient(owner, { name: 'Removed Later', email: 'later@example.com' });
    const hire = await submittedHire('Reta Retried');
    smtp.refuse({ code: 451, text: '4.3.2 Service currently unavailable' });
    const failedAll = (heard: Awaited<ReturnType<typeof runJobs>>) =>
      ['ticked@example.com', 'paused@example.com', 'later@example.com'].every((to) =>
        notifyOutcomes(heard, to).some((o) => o.outcome === 'failed'),
      );
    await runJobs(t, { until: failedAll });
    smtp.refuse(null);

    expect(
      (await send('PATCH', `/api/admin/notifications/${ticked}`, owner, { receivesHealthInformation: false }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send('PATCH', `/api/admin/notifications/${paused}`, owner, { active: false })).statusCode,
    ).toBe(200);
    // A failed email of a removed recipient leaves Deliveries: there is nothing to retry.
    const [later] = await deliveriesTo('later@example.com');
    expect(later).toMatchObject({ state: 'failed' });
    expect((await send('DELETE', `/api/admin/notifications/${removedLater}`, owner)).statusCode).toBe(200);
    expect(await deliveriesTo('later@example.com')).toEqual([]);
    expect((await send('POST', `/api/admin/deliveries/${later!.id}/retry`, owner)).statusCode).toBe(404);

    for (const to of ['ticked@example.com', 'paused@example.com']) {
      const [failed] = await deliveriesTo(to);
      expect(failed).toMatchObject({ state: 'failed' });
      const retried = await send('POST', `/api/admin/deliveries/${failed!.id}/retry`, owner);
      expect(retried.statusCode, retried.body).toBe(200);
    }
    await runJobs(t);
    const [mail] = mailsTo('ticked@example.com', `(${hire})`);
    expect(hasApplication(mail!.raw)).toBe(true);
    expect(hasMedical(mail!.raw)).toBe(false);
    expect(mailsTo('paused@example.com', `(${hire})`)).toHaveLength(0);
    expect(await deliveriesTo('paused@example.com')).toEqual([
      expect.objectContaining({ state: 'not-sent', reason: 'The recipient is inactive' }),
    ]);
    for (const id of [ticked, paused]) await send('DELETE', `/api/admin/notifications/${id}`, owner);
  });
});

describe('only an owner gives health information', () => {
  it('HR adding a health-information recipient, or ticking it, is refused with 403; an owner may', async () => {
    const added = await send('POST', '/api/admin/notifications', hr, {
      name: 'Clinic',
      email: 'clinic@example.com',
      receivesHealthInformation: true,
    });
    expect(added.statusCode).toBe(403);
    expect(added.json()).toMatchObject({
      message: 'Only an owner can choose who receives health information. Please ask an owner.',
    });
    const plain = await addRecipient(hr, { name: 'Clinic', email: 'clinic@example.com' });
    const ticked = await send('PATCH', `/api/admin/notifications/${plain}`, hr, {
      receivesHealthInformation: true,
    });
    expect(ticked.statusCode).toBe(403);
    const list = (await get('/api/admin/notifications', owner)).json<RecipientList>();
    expect(list.recipients.find((r) => r.id === plain)).toMatchObject({ receivesHealthInformation: false });

    const byOwner = await send('PATCH', `/api/admin/notifications/${plain}`, owner, {
      receivesHealthInformation: true,
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(recipientResponseSchema.parse(byOwner.json())).toMatchObject({ receivesHealthInformation: true });
    // HR may not send a health recipient's emails elsewhere either, but may clear the tick.
    const moved = await send('PATCH', `/api/admin/notifications/${plain}`, hr, {
      email: 'hana.hr@example.com',
    });
    expect(moved.statusCode).toBe(403);
    const untick = await send('PATCH', `/api/admin/notifications/${plain}`, hr, {
      receivesHealthInformation: false,
    });
    expect(untick.statusCode, untick.body).toBe(200);
    expect(
      await addRecipient(owner, {
        name: 'Doctor',
        email: 'doctor@example.com',
        receivesHealthInformation: true,
      }),
    ).toBeTruthy();
  });
});

describe('the owners are emailed when HR adds a recipient or changes a Fair Work link', () => {
  it('each active owner is emailed once per change by HR (through the queue), and not for their own changes', async () => {
    // What earlier tests queued has gone: the counts below are of this test's own emails.
    await runJobs(t);
    const before = (address: string) => smtp.received.filter((m) => m.to.includes(address)).length;
    const olive = before(OLIVE);
    const omar = before(OMAR);
    await addRecipient(owner, { name: 'Owner Added', email: 'owner-added@example.com' });
    await runJobs(t);
    expect(before(OLIVE)).toBe(olive);

    await addRecipient(hr, { name: 'Extra Inbox', email: 'extra@example.com' });
    const links = await send('PUT', '/api/admin/fair-work-statements', hr, {
      fwis: 'https://example.com/fwis.pdf',
      ceis: 'https://example.com/ceis.pdf',
      ftcis: 'https://example.com/ftcis.pdf',
    });
    expect(links.statusCode, links.body).toBe(200);
    fairWorkLinksAnswerSchema.parse(links.json());
    await runJobs(t);
    for (const [address, count] of [
      [OLIVE, olive],
      [OMAR, omar],
    ] as const) {
      const texts = smtp.received
        .filter((m) => m.to.includes(address))
        .slice(count)
        .map((m) => mailText(m.raw));
      expect(texts).toHaveLength(2);
      expect(texts.find((x) => x.includes('extra@example.com'))).toContain(
        'Hana Hr (HR) added Extra Inbox (extra@example.com) as a notification recipient',
      );
      expect(texts.find((x) => x.includes('Fair Work'))).toContain('https://example.com/fwis.pdf');
    }
    expect(
      smtp.received.filter((m) => m.to.includes(HANA)).some((m) => mailText(m.raw).includes('extra@')),
    ).toBe(false);
  });
});

async function siteId(): Promise<string | undefined> {
  const list = (await get('/api/admin/notifications', owner)).json<RecipientList>();
  return list.recipients.find((r) => r.email === 'site@example.com')?.id;
}
