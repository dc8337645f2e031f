import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences } from '../../src/server/db/schema/licences';
import { policyDocuments } from '../../src/server/db/schema/policy-documents';
import { sites } from '../../src/server/db/schema/sites';
import { sessions } from '../../src/server/db/schema/sessions';
import { stepDrafts } from '../../src/server/db/schema/step-drafts';
import { createMember, createSubmissionRecord, createTaxDeclaration } from '../fixtures/factories';
import { createCompleteApplication } from '../fixtures/task-factories';
import {
  adminCookie,
  createTestApp,
  employeeCookie,
  proveEmailCode,
  type TestApp,
} from '../fixtures/test-app';

// GET /api/me/status is answered from memory while nothing it reads has changed (issue 13 item 2).
// Each test first polls until the answer is cached (a 304 to its own ETag), then changes something
// and expects the very next poll to show it: through the API, and straight in the database, where
// no service could have told the cache (the database's triggers do).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { runJobs: false });
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());

interface Poll {
  code: number;
  etag: string;
  status: {
    email: string | null;
    memberId: string | null;
    draftSteps: string[];
    tasks: { id: string; isCompleted: boolean; isSubmitted: boolean }[];
    documentChanged: string[];
    submittedAt: string | null;
    missingTickets: { site: string; tickets: { code: string }[] } | null;
  };
}

/** The home screen's poll: its last ETag sent back; a 304 keeps the last status. */
function screen(cookie: string) {
  let last: Poll | undefined;
  return async (): Promise<Poll> => {
    const res = await t.app.inject({
      url: '/api/me/status',
      headers: { cookie, ...(last ? { 'if-none-match': last.etag } : {}) },
    });
    if (res.statusCode === 304) {
      expect(res.headers.etag).toBe(last!.etag);
      return (last = { ...last!, code: 304 });
    }
    expect(res.statusCode).toBe(200);
    return (last = { code: 200, etag: String(res.headers.etag), status: res.json() });
  };
}

/** Polls twice: the second is an unchanged 304 (the answer is cached now). */
async function settled(poll: () => Promise<Poll>) {
  const first = await poll();
  expect((await poll()).code).toBe(304);
  return first;
}

/**
 * A write straight to the database, as no service would announce it; then waits until the app has
 * heard its commit (on PostgreSQL the notification arrives on another connection a moment later).
 */
async function direct<T>(write: Promise<T>): Promise<T> {
  const result = await write;
  await t.deps.live.sync();
  return result;
}

const task = (p: Poll, id: string) => p.status.tasks.find((x) => x.id === id)!;
const put = (cookie: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: payload as Record<string, unknown> });

describe('an unchanged status poll', () => {
  it('answers 304 with only its ETag and cache-control, no security headers or body', async () => {
    const cookie = await employeeCookie(t.app, 'lean@example.com');
    const first = await t.app.inject({ url: '/api/me/status', headers: { cookie } });
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const again = await t.app.inject({
      url: '/api/me/status',
      headers: { cookie, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('every write that changes the status changes the next poll', () => {
  it('a draft saved, and a draft removed in the database', async () => {
    const cookie = await employeeCookie(t.app, 'drafts@example.com');
    const poll = screen(cookie);
    expect((await settled(poll)).status.draftSteps).toEqual([]);
    const address = {
      addrsHouseNumber: '12',
      addrsStreetName: 'Hammer St',
      addrsSuburb: 'Parramatta',
      addrsState: 'NSW',
      addrsPostcode: '2150',
    };
    // Next saves a whole step: it counts.
    const saved = await put(cookie, '/api/me/drafts/address', address);
    expect(saved.statusCode).toBe(200);
    expect((await poll()).status.draftSteps).toEqual(['address']);
    await settled(poll);
    // An autosave that empties a required field makes the step incomplete again.
    const typed = await put(cookie, '/api/me/drafts/address?autosave=1', { ...address, addrsSuburb: '' });
    expect(typed.statusCode).toBe(200);
    expect((await poll()).status.draftSteps).toEqual([]);
    expect((await put(cookie, '/api/me/drafts/address', address)).statusCode).toBe(200);
    expect((await poll()).status.draftSteps).toEqual(['address']);
    await settled(poll);
    await direct(t.deps.database.db.delete(stepDrafts).where(eq(stepDrafts.email, 'drafts@example.com')));
    expect((await poll()).status.draftSteps).toEqual([]);
  });

  it('tasks written straight to the database: a member, a tax declaration', async () => {
    const cookie = await employeeCookie(t.app, 'tasks@example.com');
    const poll = screen(cookie);
    expect((await settled(poll)).status.memberId).toBeNull();
    const member = await direct(createMember(t.deps, { email: 'tasks@example.com' }));
    const withMember = await poll();
    expect(withMember.status.memberId).toBe(member.id);
    expect(task(withMember, 'personal-information').isCompleted).toBe(true);
    await settled(poll);
    await direct(createTaxDeclaration(t.deps, member));
    expect(task(await poll(), 'tax-declaration').isCompleted).toBe(true);
  });

  it("a licence written in the database, and a site's required tickets changed (decision 098)", async () => {
    const email = 'tickets@example.com';
    const member = await createMember(t.deps, { email, location: 'Site' });
    const cookie = await employeeCookie(t.app, email);
    const poll = screen(cookie);
    const missing = (p: Poll) => p.status.missingTickets?.tickets.map((x) => x.code) ?? null;
    expect(missing(await settled(poll))).toEqual(['WHITE_CARD']);
    await direct(
      t.deps.database.db
        .insert(licences)
        .values({ email, memberId: member.id, kind: 'WHITE_CARD', number: 'WC-1' }),
    );
    expect(missing(await poll())).toBeNull();
    await settled(poll);
    await direct(
      t.deps.database.db
        .update(sites)
        .set({ requiredLicences: ['WHITE_CARD', 'FIRST_AID'] })
        .where(eq(sites.name, 'Site')),
    );
    expect(missing(await poll())).toEqual(['FIRST_AID']);
    await direct(
      t.deps.database.db
        .update(sites)
        .set({ requiredLicences: ['WHITE_CARD'] })
        .where(eq(sites.name, 'Site')),
    );
  });

  it('a submission, a reset (Delete and Resubmit) and a submission recorded in the database', async () => {
    const member = await createCompleteApplication(t.deps, { member: { email: 'submit@example.com' } });
    const cookie = await employeeCookie(t.app, member.email);
    let poll = screen(cookie);
    expect((await settled(poll)).status.submittedAt).toBeNull();
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/submit-application/${member.email}`,
      headers: { cookie },
      payload: { isResubmission: false },
    });
    expect(submitted.statusCode).toBe(200);
    const after = await poll();
    expect(after.status.submittedAt).not.toBeNull();
    expect(task(after, 'tax-declaration').isSubmitted).toBe(true);
    await settled(poll);

    // After a submission, Delete and Resubmit needs a fresh code (the step-up window, decision 018).
    const stepped = await proveEmailCode(t.app, member.email, cookie);
    poll = screen(stepped);
    await settled(poll);
    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/tax-declarations/${member.email}`,
      headers: { cookie: stepped },
    });
    expect(reset.statusCode).toBeLessThan(300);
    expect(task(await poll(), 'tax-declaration').isCompleted).toBe(false);
    await settled(poll);

    await direct(createTaxDeclaration(t.deps, member));
    expect(task(await poll(), 'tax-declaration').isSubmitted).toBe(false);
    await settled(poll);
    await direct(createSubmissionRecord(t.deps, member));
    expect(task(await poll(), 'tax-declaration').isSubmitted).toBe(true);
  });

  it('a new policy document version (admin), and an edit of the active one in the database', async () => {
    const member = await createCompleteApplication(t.deps, { member: { email: 'policy@example.com' } });
    const cookie = await employeeCookie(t.app, member.email);
    const poll = screen(cookie);
    expect((await settled(poll)).status.documentChanged).toEqual([]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/policy-documents',
      headers: { cookie: admin },
      payload: {
        title: 'Workplace Behaviour Policy',
        content: '<p>Be kind on site.</p>',
        documentType: 'workplace-behaviour',
        version: '2.0',
        isActive: true,
      },
    });
    expect(created.statusCode).toBeLessThan(300);
    expect((await poll()).status.documentChanged).toEqual(['workplace-behaviour']);
    await settled(poll);
    await direct(
      t.deps.database.db
        .update(policyDocuments)
        .set({ updatedAt: sql`now() + interval '1 minute'` })
        .where(
          sql`${policyDocuments.documentType} = 'confidentiality-agreement' and ${policyDocuments.isActive}`,
        ),
    );
    expect((await poll()).status.documentChanged).toEqual([
      'workplace-behaviour',
      'confidentiality-agreement',
    ]);
  });

  it('retention: an approved member deleted by the admin', async () => {
    const member = await createCompleteApplication(t.deps, { member: { email: 'retention@example.com' } });
    const cookie = await employeeCookie(t.app, member.email);
    const poll = screen(cookie);
    expect((await settled(poll)).status.memberId).toBe(member.id);
    const officerName = 'Sam Officer';
    for (const url of [
      `/api/admin/mark-downloaded/${member.id}`,
      `/api/admin/approve-deletion/${member.id}`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: admin },
        // Never submitted, so never delivered: the officer ticks that the data is held elsewhere.
        payload: { officerName, hasDataElsewhere: true },
      });
      expect(res.statusCode).toBe(200);
    }
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/delete-approved',
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(200);
    // The member's sessions went with them: the screen now acts for nobody.
    expect((await poll()).status).toMatchObject({ email: null, memberId: null });
  });
});

describe('an ended session is refused at once', () => {
  it("'Clear All Data & Start Fresh'", async () => {
    const cookie = await employeeCookie(t.app, 'clear@example.com');
    const poll = screen(cookie);
    expect((await settled(poll)).status.email).toBe('clear@example.com');
    const res = await t.app.inject({ method: 'POST', url: '/api/me/clear', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect((await poll()).status.email).toBeNull();
  });

  it('a session deleted or expired in the database (another instance, the hourly sweep)', async () => {
    const deleted = await employeeCookie(t.app, 'deleted@example.com');
    const expired = await employeeCookie(t.app, 'expired@example.com');
    const pollDeleted = screen(deleted);
    const pollExpired = screen(expired);
    await settled(pollDeleted);
    await settled(pollExpired);
    const { db } = t.deps.database;
    await direct(db.delete(sessions).where(eq(sessions.email, 'deleted@example.com')));
    await direct(
      db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.email, 'expired@example.com')),
    );
    expect((await pollDeleted()).status.email).toBeNull();
    expect((await pollExpired()).status.email).toBeNull();
  });

  it('admin sign-out ends the admin grant', async () => {
    const cookie = await adminCookie(t.app);
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it("the admin's Clear All Data", async () => {
    const cookie = await employeeCookie(t.app, 'wiped@example.com');
    const poll = screen(cookie);
    expect((await settled(poll)).status.email).toBe('wiped@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clear-all-data',
      headers: { cookie: admin },
      payload: { confirm: 'DELETE ALL DATA' },
    });
    expect(res.statusCode).toBe(200);
    expect((await poll()).status.email).toBeNull();
  });
});
