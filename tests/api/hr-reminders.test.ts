import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { appJobHandlers } from '../../src/server/app-job-handlers';
import { jobs } from '../../src/server/db/schema/jobs';
import { APPLICATION_JOBS } from '../../src/server/services/applications/application-jobs';
import {
  reminderJobHandlers,
  scheduleReminderSweep,
  sendDueReminders,
} from '../../src/server/services/applications/reminders';
import type { ApplicationRow, ApplicationsPage } from '../../src/shared/answers/applications';
import type { DeliveriesPage } from '../../src/shared/answers/deliveries';
import { startSmtpPeer } from '../fixtures/delivery-peers';
import { runJobs } from '../fixtures/run-jobs';
import { createCompleteApplication } from '../fixtures/task-factories';
import {
  adminCookie,
  createTestApp,
  employeeWithBasicInfo,
  employeeCookie,
  type TestApp,
  submitAsHire,
} from '../fixtures/test-app';

// Issue 25 item 5: reminders through the durable job queue, at most three, never after a
// submission or a withdrawal. The tests drive the clock: the sweep takes `now`.

const DAY = 86_400_000;
let t: TestApp;
let admin: string;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
const start = Date.now();
const at = (days: number) => new Date(start + days * DAY);

beforeAll(async () => {
  const port = await smtp.listen();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_URL: 'https://onboarding.example.com',
    // The idle time is a setting: 2 days here, the invitation's the default 3.
    REMINDER_IDLE_DAYS: '2',
  });
  admin = await adminCookie(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const reminders = (address: string) =>
  smtp.received.filter((m) => m.to.includes(address) && mailText(m.raw).includes('A reminder'));
const untilReminders = (address: string, n: number) => smtp.until(() => reminders(address).length >= n);

async function row(email: string): Promise<ApplicationRow> {
  const res = await t.app.inject({
    url: `/api/admin/applications?search=${encodeURIComponent(email)}`,
    headers: { cookie: admin },
  });
  return res.json<ApplicationsPage>().applications.find((a) => a.email === email)!;
}

async function invite(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/invitations',
    headers: { cookie: admin },
    payload: {
      email,
      fullName: 'Ria Remind',
      position: 'Labourer',
      department: 'Civil',
      location: 'Site',
      plannedStartDate: '2026-12-14',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ invitation: { id: string } }>().invitation.id;
}

/** HR's action on an invitation (POST /api/admin/invitations/{id}/withdraw or /resend). */
const invitationAction = (id: string, action: 'withdraw' | 'resend') =>
  t.app.inject({ method: 'POST', url: `/api/admin/invitations/${id}/${action}`, headers: { cookie: admin } });

describe('reminders', () => {
  it('an unopened invitation is reminded once after 3 days, then every 3 days, at most three times; then it is stalled', async () => {
    const email = 'ria@example.com';
    await invite(email);
    await sendDueReminders(t.deps, at(2.9));
    expect((await row(email)).remindersSent).toBe(0);

    await sendDueReminders(t.deps, at(3.01));
    await untilReminders(email, 1);
    expect(mailText(reminders(email)[0]!.raw)).toMatch(/https:\/\/onboarding\.example\.com\/invite#[\w-]+/);
    // The same moment again: nothing more is due.
    await sendDueReminders(t.deps, at(3.02));
    expect((await row(email)).remindersSent).toBe(1);
    expect((await row(email)).stalled).toBe(false);

    await sendDueReminders(t.deps, at(6.05));
    await sendDueReminders(t.deps, at(9.1));
    await untilReminders(email, 3);
    // The 7-day link had expired by the third: it carries a new one.
    const links = reminders(email).map((m) => /invite#([\w-]+)/.exec(mailText(m.raw))![1]);
    expect(links[2]).not.toBe(links[0]);

    await sendDueReminders(t.deps, at(12.2));
    await sendDueReminders(t.deps, at(30));
    const after = await row(email);
    expect(after).toMatchObject({ remindersSent: 3, stalled: true, state: 'invited' });
    expect(reminders(email)).toHaveLength(3);
    const page = await t.app.inject({ url: '/api/admin/applications', headers: { cookie: admin } });
    expect(page.json<ApplicationsPage>().counts.stalled).toBeGreaterThanOrEqual(1);
  });

  it('an application idle for the configured 2 days gets one reminder, and not a second at once', async () => {
    const email = 'ivy@example.com';
    await employeeWithBasicInfo(t.app, email);
    await sendDueReminders(t.deps, at(1.9));
    expect((await row(email)).remindersSent).toBe(0);
    await sendDueReminders(t.deps, at(2.1));
    await untilReminders(email, 1);
    expect(mailText(reminders(email)[0]!.raw)).toContain('your onboarding application');
    await sendDueReminders(t.deps, at(2.2));
    expect((await row(email)).remindersSent).toBe(1);
  });

  it('never to someone who has submitted, nor to a withdrawn invitation', async () => {
    const member = await createCompleteApplication(t.deps, { member: { email: 'sub@example.com' } });
    const cookie = await employeeCookie(t.app, member.email);
    const submitted = await submitAsHire(t.app, member.email, cookie);
    expect(submitted.statusCode).toBe(200);
    const withdrawnId = await invite('wendy@example.com');
    const res = await invitationAction(withdrawnId, 'withdraw');
    expect(res.statusCode).toBe(200);

    await sendDueReminders(t.deps, at(40));
    expect((await row('sub@example.com')).remindersSent).toBe(0);
    expect(reminders('sub@example.com')).toHaveLength(0);
    const invitations = await t.app.inject({ url: '/api/admin/invitations', headers: { cookie: admin } });
    const wendy = invitations
      .json<{ invitations: { email: string; remindersSent: number }[] }>()
      .invitations.find((i) => i.email === 'wendy@example.com');
    expect(wendy).toMatchObject({ remindersSent: 0 });
  });

  it('the sweep is a durable job: queued once however many instances start', async () => {
    const db = t.deps.database.db;
    const pending = () =>
      db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, APPLICATION_JOBS.reminderSweep), eq(jobs.status, 'pending')));
    await scheduleReminderSweep(db, new Date(Date.now() + 3600_000));
    await scheduleReminderSweep(db, new Date(Date.now() + 3600_000));
    expect(await pending()).toHaveLength(1);
  });
});

describe('queued reminder jobs, run by the queue when the test says', () => {
  // The app's worker is off here: what the sweep queues waits until runJobs, so the hire can
  // submit (or HR withdraw) in between, as happens when the queue has a backlog or a retry.
  beforeAll(() => t.deps.jobs.stop());
  afterAll(() => t.deps.jobs.start(t.app.log));

  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
  const queued = (kind: string, applicationId: string) =>
    t.deps.database.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, kind),
          eq(jobs.status, 'pending'),
          sql`${jobs.payload}->>'applicationId' = ${applicationId}`,
        ),
      );
  /** What Deliveries shows the admin of the emails to `address`, newest first. */
  const deliveriesTo = async (address: string) => {
    const res = await t.app.inject({ url: '/api/admin/deliveries?status=all', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    return res
      .json<DeliveriesPage>()
      .deliveries.filter((d) => d.recipient === address)
      .map(({ what, state, reason, lastError }) => ({ what, state, reason, lastError }));
  };

  it('a reminder queued before the hire submits is not sent when its job runs', async () => {
    const member = await createCompleteApplication(t.deps, { member: { email: 'sadie@example.com' } });
    const cookie = await employeeCookie(t.app, member.email);
    // Another hire idle as long: the queue runs, and her reminder goes out.
    await employeeWithBasicInfo(t.app, 'irma@example.com');
    await sendDueReminders(t.deps, at(20));
    const { id } = await row(member.email);
    expect(await queued(APPLICATION_JOBS.reminder, id)).toHaveLength(1);

    const submitted = await submitAsHire(t.app, member.email, cookie);
    expect(submitted.statusCode).toBe(200);
    await runJobs(t);

    expect(reminders('irma@example.com')).toHaveLength(1);
    expect(reminders(member.email)).toHaveLength(0);
    // Her confirmation did go out: the address works, the reminder alone was dropped.
    expect(mailsTo(member.email).some((m) => mailText(m.raw).includes('we have received'))).toBe(true);
    expect(await row(member.email)).toMatchObject({ state: 'submitted', remindersSent: 0 });
    expect((await row('irma@example.com')).remindersSent).toBe(1);
    // Deliveries says so, and why: not 'Delivered'.
    expect(await deliveriesTo(member.email)).toContainEqual({
      what: 'Reminder to the new hire',
      state: 'not-sent',
      reason: 'The application had been submitted',
      lastError: null,
    });
    expect(await deliveriesTo('irma@example.com')).toContainEqual({
      what: 'Reminder to the new hire',
      state: 'delivered',
      reason: null,
      lastError: null,
    });
    // HR's timeline of her application shows no reminder.
    const detail = await t.app.inject({ url: `/api/admin/applications/${id}`, headers: { cookie: admin } });
    expect(detail.statusCode).toBe(200);
    expect(JSON.stringify(detail.json())).not.toContain('"reminded"');
  });

  it('withdrawing an invitation stops its queued invitation email and reminder; another invitation still goes out', async () => {
    const withdrawnId = await invite('wes@example.com');
    const keptId = await invite('kit@example.com');
    // Neither email has been sent yet; by the sweep's clock both are 3 days unopened.
    await sendDueReminders(t.deps, at(25));
    for (const id of [withdrawnId, keptId]) {
      expect(await queued(APPLICATION_JOBS.invitation, id)).toHaveLength(1);
      expect(await queued(APPLICATION_JOBS.reminder, id)).toHaveLength(1);
    }

    expect((await invitationAction(withdrawnId, 'withdraw')).statusCode).toBe(200);
    await runJobs(t);

    expect(mailsTo('wes@example.com')).toEqual([]);
    // Taken out of the queue, not sent: no delivery to list, and the reminder counts for nothing.
    expect(await deliveriesTo('wes@example.com')).toEqual([]);
    // A withdrawn invitation nobody acted on is listed with the invitations, not the applications.
    const invitations = await t.app.inject({ url: '/api/admin/invitations', headers: { cookie: admin } });
    const wes = invitations
      .json<{ invitations: { email: string; remindersSent: number }[] }>()
      .invitations.find((i) => i.email === 'wes@example.com');
    expect(wes).toMatchObject({ remindersSent: 0 });
    expect((await row('kit@example.com')).remindersSent).toBe(1);
    const kept = mailsTo('kit@example.com').map((m) => mailText(m.raw));
    expect(kept).toHaveLength(2);
    expect(kept.filter((text) => text.includes('A reminder'))).toHaveLength(1);
  });

  it('a resend drops the queued email of the link it voids: the hire gets one email, with the link that works', async () => {
    const id = await invite('ron@example.com');
    const resent = await invitationAction(id, 'resend');
    expect(resent.statusCode).toBe(200);
    expect(await queued(APPLICATION_JOBS.invitation, id)).toHaveLength(1);
    await runJobs(t);

    const mails = mailsTo('ron@example.com');
    expect(mails).toHaveLength(1);
    const token = /invite#([\w-]+)/.exec(mailText(mails[0]!.raw))![1]!;
    const opened = await t.app.inject({ method: 'POST', url: '/api/invitations/open', payload: { token } });
    expect(opened.json()).toMatchObject({ outcome: 'opened' });
  });

  it('an invitation email a worker already holds when HR withdraws it is not sent', async () => {
    const id = await invite('hal@example.com');
    const handlers = appJobHandlers(t.deps);
    const invitation = handlers[APPLICATION_JOBS.invitation]!;
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const ran = runJobs(t, {
      handlers: {
        ...handlers,
        // The worker has claimed the email (it is running, past any cancelling) when HR withdraws.
        [APPLICATION_JOBS.invitation]: {
          ...invitation,
          async run(payload) {
            holding();
            await released;
            return invitation.run(payload);
          },
        },
      },
    });
    await held;
    expect((await invitationAction(id, 'withdraw')).statusCode).toBe(200);
    release();
    await ran;
    expect(mailsTo('hal@example.com')).toEqual([]);
    // Deliveries says it was not sent, and why: not 'Delivered'.
    expect(await deliveriesTo('hal@example.com')).toEqual([
      {
        what: 'Invitation to a new hire',
        state: 'not-sent',
        reason: 'The invitation was withdrawn',
        lastError: null,
      },
    ]);
    const notSent = await t.app.inject({
      url: '/api/admin/deliveries?status=not-sent',
      headers: { cookie: admin },
    });
    const page = notSent.json<DeliveriesPage>();
    expect(page.counts['not-sent']).toBeGreaterThanOrEqual(2);
    expect(page.deliveries.length).toBe(page.counts['not-sent']);
    expect(page.deliveries.every((d) => d.state === 'not-sent' && d.reason !== null)).toBe(true);
  });

  it('an invitation reminder queued before the hire opens the link is not sent', async () => {
    const email = 'oona@example.com';
    await invite(email);
    await runJobs(t);
    const token = /invite#([\w-]+)/.exec(mailText(mailsTo(email)[0]!.raw))![1]!;
    // 4 days unopened: reminded with the same link (it lasts 7).
    await sendDueReminders(t.deps, at(4));
    expect(await queued(APPLICATION_JOBS.reminder, (await row(email)).id)).toHaveLength(1);

    const opened = await t.app.inject({ method: 'POST', url: '/api/invitations/open', payload: { token } });
    expect(opened.json<{ outcome: string }>().outcome).toBe('opened');
    await runJobs(t);
    expect(reminders(email)).toHaveLength(0);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('the sweep job, run by the queue, sends what is due by its clock and queues its next run an hour after it', async () => {
    const db = t.deps.database.db;
    const pendingSweeps = () =>
      db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, APPLICATION_JOBS.reminderSweep), eq(jobs.status, 'pending')));
    // The one waiting (an hour away) makes way for one due now.
    await db
      .delete(jobs)
      .where(and(eq(jobs.kind, APPLICATION_JOBS.reminderSweep), eq(jobs.status, 'pending')));
    await scheduleReminderSweep(db, new Date());
    const [first] = await pendingSweeps();
    const email = 'sven@example.com';
    await invite(email);

    const clock = at(60);
    const heard = await runJobs(t, {
      handlers: { ...appJobHandlers(t.deps), ...reminderJobHandlers(t.deps, () => clock) },
    });
    expect(heard.filter((o) => o.kind === APPLICATION_JOBS.reminderSweep).map((o) => o.outcome)).toEqual([
      'done',
    ]);
    const next = await pendingSweeps();
    expect(next).toHaveLength(1);
    expect(next[0]!.id).not.toBe(first!.id);
    // An hour later, unless REMINDER_SWEEP_SECONDS says otherwise.
    expect(next[0]!.runAt.getTime()).toBe(clock.getTime() + 3600_000);

    // By its clock the invitation was 60 days unopened: the sweep queued a reminder, sent next.
    await runJobs(t);
    expect(reminders(email)).toHaveLength(1);
  });
});
