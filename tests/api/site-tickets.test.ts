import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import type { ApplicationDetail, ApplicationsPage } from '../../src/shared/answers/applications';
import { siteListSchema, type Site } from '../../src/shared/answers/site';
import { meStatusSchema } from '../../src/shared/me-status';
import { mailPlainText, startSmtpPeer } from '../fixtures/delivery-peers';
import { createRecipient } from '../fixtures/factories';
import { runJobs } from '../fixtures/run-jobs';
import { sightedAll, WHITE_CARD } from '../fixtures/sighted-tickets';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { createCompleteApplication } from '../fixtures/task-factories';
import {
  adminCookie,
  createTestApp,
  employeeCookie,
  proveEmailCode,
  type TestApp,
} from '../fixtures/test-app';

// Issue 40 item 2 (decision 098): the owner says which tickets a site requires (a White Card by
// default); a hire at the site without one is told on their home before submitting, HR's email
// and detail flag it, and approval asks HR to confirm having sighted each required ticket,
// recorded with the person and the time.

let t: TestApp;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
let owner: string;
let hr: string;
const HR_INBOX = 'site-office@example.com';

beforeAll(async () => {
  const port = await smtp.listen();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { runJobs: false });
  const pin = await adminCookie(t.app);
  owner = await recoverySignIn(
    t,
    await addAndEnrol(t, pin, { name: 'Olive Owner', email: 'olive@example.com', role: 'owner' }),
  );
  hr = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Hana Hr', email: 'hana@example.com', role: 'hr' }),
  );
  await createRecipient(t.deps, { name: 'Site office', email: HR_INBOX });
  await runJobs(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

const siteNamed = async (name: string): Promise<Site> =>
  siteListSchema.parse((await send('GET', '/api/admin/sites', owner)).json()).find((s) => s.name === name)!;

const statusOf = async (cookie: string) =>
  meStatusSchema.parse((await send('GET', '/api/me/status', cookie)).json());

async function applicationId(email: string) {
  const page = (
    await send('GET', `/api/admin/applications?search=${encodeURIComponent(email)}`, hr)
  ).json<ApplicationsPage>();
  return page.applications.find((a) => a.email === email)!.id;
}

const detail = async (id: string) =>
  (await send('GET', `/api/admin/applications/${id}`, hr)).json<ApplicationDetail>();

const submit = async (cookie: string, email: string, isResubmission = false) => {
  const res = await send('POST', `/api/submit-application/${encodeURIComponent(email)}`, cookie, {
    isResubmission,
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** The text of the HR email about `email`'s submission, once the queue has sent it. */
async function hrEmail(email: string): Promise<string> {
  await runJobs(t);
  const mail = smtp.received.find(
    (m) => m.to.includes(HR_INBOX) && mailPlainText(m.raw).includes(`(${email})`),
  );
  expect(mail, `an HR email about ${email}`).toBeDefined();
  return mailPlainText(mail!.raw);
}

describe("a site's required tickets", () => {
  it('are a White Card for the seeded sites; the owner changes them, and a union card or an unknown kind is refused', async () => {
    const site = await siteNamed('Site');
    expect(site.requiredLicences).toEqual(['WHITE_CARD']);
    expect((await siteNamed('Factory')).requiredLicences).toEqual(['WHITE_CARD']);

    const union = await send('PATCH', `/api/admin/sites/${site.id}`, owner, {
      requiredLicences: ['WHITE_CARD', 'UNION'],
    });
    expect(union.statusCode).toBe(400);
    expect(union.json().fields).toEqual({
      'requiredLicences.1': 'Choose each required ticket from the list (a union card cannot be required)',
    });
    expect(
      (await send('PATCH', `/api/admin/sites/${site.id}`, owner, { requiredLicences: ['MOON'] })).statusCode,
    ).toBe(400);
    expect(
      (await send('PATCH', `/api/admin/sites/${site.id}`, hr, { requiredLicences: [] })).statusCode,
    ).toBe(403);

    const added = await send('POST', '/api/admin/sites', owner, {
      name: 'Rouse Hill Depot',
      state: 'NSW',
      requiredLicences: ['WHITE_CARD', 'LF'],
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<Site>().requiredLicences).toEqual(['WHITE_CARD', 'LF']);
    const factory = await siteNamed('Factory');
    const none = await send('PATCH', `/api/admin/sites/${factory.id}`, owner, { requiredLicences: [] });
    expect(none.json<Site>().requiredLicences).toEqual([]);
    const [audit] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'site.update'), eq(auditLog.target, factory.id)));
    expect(audit!.details).toMatchObject({ requiredLicences: [] });
  });

  it('a hire without them is told on their home, and HR in the email and on the detail; approval is refused until HR sights each', async () => {
    const member = await createCompleteApplication(t.deps, {
      member: { fullName: 'Nate Noticket', location: 'Rouse Hill Depot' },
      licences: [{ kind: 'LF', number: 'LF0099887', expiryDate: '2020-01-31' }],
    });
    let cookie = await employeeCookie(t.app, member.email);
    // The forklift licence expired in 2020: it does not count either.
    expect((await statusOf(cookie)).missingTickets).toEqual({
      site: 'Rouse Hill Depot',
      tickets: [
        { code: 'WHITE_CARD', label: 'White Card (general construction induction)' },
        { code: 'LF', label: 'Forklift truck (LF)' },
      ],
    });

    await submit(cookie, member.email);
    const text = await hrEmail(member.email);
    expect(text).toContain(
      '- Missing ticket: Rouse Hill Depot requires the White Card (general construction induction), and the hire has not given a current one. They must not do construction work without general construction induction training (WHS Regulations r 317).',
    );
    expect(text).toContain(
      '- Missing ticket: Rouse Hill Depot requires the Forklift truck (LF), and the hire has not given a current one. They must not do that high risk work without the licence (WHS Regulations r 81).',
    );

    const id = await applicationId(member.email);
    const flagged = await detail(id);
    expect(flagged.toDos.filter((d) => d.id === 'ticket-missing')).toHaveLength(2);
    expect(flagged.requiredTickets).toEqual({
      site: 'Rouse Hill Depot',
      tickets: [
        {
          code: 'WHITE_CARD',
          label: 'White Card (general construction induction)',
          licenceId: null,
          number: null,
          sighted: null,
        },
        { code: 'LF', label: 'Forklift truck (LF)', licenceId: null, number: null, sighted: null },
      ],
    });
    const refused = await send('POST', `/api/admin/applications/${id}/approve`, hr, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'ticket_missing',
      message:
        'Rouse Hill Depot requires the White Card (general construction induction), and the hire has not given a current one: send Personal Information back for it before approving.',
    });

    // The hire adds both on step 5's list (after a submission, with a fresh code from their
    // email); the home no longer names them.
    const stale = await send('PUT', '/api/me/licences', cookie, { licences: [] });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ error: 'step_up_required' });
    cookie = await proveEmailCode(t.app, member.email, cookie);
    const put = await send('PUT', '/api/me/licences', cookie, {
      licences: [
        { ...WHITE_CARD, licenceClass: '', issueDate: '', expiryDate: '' },
        {
          kind: 'LF',
          number: 'LF0123456',
          licenceClass: '',
          issuer: 'SafeWork NSW',
          issueDate: '2024-02-01',
          expiryDate: '2029-02-01',
        },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await statusOf(cookie)).missingTickets).toBeNull();
    // The wizard's last step saves Personal Information again; then the hire resubmits.
    expect((await send('DELETE' as 'GET', '/api/me/editing/personal-information', cookie)).statusCode).toBe(
      200,
    );
    await submit(cookie, member.email, true);

    const ready = await detail(id);
    expect(ready.toDos.map((d) => d.id)).not.toContain('ticket-missing');
    expect(ready.requiredTickets?.tickets.map((t) => [t.code, t.number, t.sighted])).toEqual([
      ['WHITE_CARD', 'WC-0412345', null],
      ['LF', 'LF0123456', null],
    ]);
    // Sighting one of the two, or naming a licence that is not the hire's, is not enough.
    const [whiteCard, forklift] = ready.requiredTickets!.tickets;
    const one = await send('POST', `/api/admin/applications/${id}/approve`, hr, {
      sightedLicenceIds: [whiteCard!.licenceId, '00000000-0000-4000-8000-000000000000'],
    });
    expect(one.statusCode).toBe(409);
    expect(one.json()).toMatchObject({
      error: 'ticket_not_sighted',
      message: "Confirm you have sighted the hire's Forklift truck (LF) (number LF0123456) before approving.",
    });
    expect((await detail(id)).application.state).toBe('submitted');

    const approved = await send('POST', `/api/admin/applications/${id}/approve`, hr, sightedAll(ready));
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await detail(id);
    for (const ticket of after.requiredTickets!.tickets)
      expect(ticket.sighted).toMatchObject({ by: 'Hana Hr <hana@example.com>' });
    expect(
      after.history.filter((h) => h.kind === 'licence-sighted').map((h) => [h.actor, h.message]),
    ).toEqual([
      ['Hana Hr <hana@example.com>', 'White Card (general construction induction)'],
      ['Hana Hr <hana@example.com>', 'Forklift truck (LF)'],
    ]);
    const [audit] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.approve'), eq(auditLog.target, id)));
    expect(audit!.details).toMatchObject({
      sightedLicences: ['White Card (general construction induction)', 'Forklift truck (LF)'],
    });
    expect(forklift!.licenceId).not.toBeNull();
  });

  it('a site that requires none asks nothing: no flag, no sighting, approval as before', async () => {
    const member = await createCompleteApplication(t.deps, {
      member: { fullName: 'Fay Factory', location: 'Factory' },
    });
    const cookie = await employeeCookie(t.app, member.email);
    expect((await statusOf(cookie)).missingTickets).toBeNull();
    await submit(cookie, member.email);
    expect(await hrEmail(member.email)).not.toContain('Missing ticket');
    const id = await applicationId(member.email);
    expect((await detail(id)).requiredTickets).toBeNull();
    const approved = await send('POST', `/api/admin/applications/${id}/approve`, hr);
    expect(approved.statusCode, approved.body).toBe(200);
  });
});
