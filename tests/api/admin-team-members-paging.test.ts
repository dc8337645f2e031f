import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { submissionRecords } from '../../src/server/db/schema/submission-records';
import { teamMembers } from '../../src/server/db/schema/team-members';
import type { RetentionMember, RetentionPage } from '../../src/shared/answers/retention';
import { createMember, createSubmissionRecord, memberValues, type Member } from '../fixtures/factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// GET /api/admin/team-members a page at a time (issue 13, item 4), and the approval that needs
// the records system or the officer's tick (issue 12, item 7).

let t: TestApp;
let cookie: string;
let members: Member[];
const MEMBER_COUNT = 137;
const base = Date.parse('2026-03-02T00:00:00Z');

/** Members in bulk: five share each onboarding time (ties in the sort key); every 7th downloaded… */
async function seed() {
  const db = t.deps.database.db;
  const values = Array.from({ length: MEMBER_COUNT }, (_, i) =>
    memberValues(t.deps.cipher, {
      fullName: i % 10 === 3 ? `Zara O'Neil ${i}` : `Alex Builder ${i}`,
      email: `seed-${i}@example.com`,
      createdAt: new Date(base - Math.floor(i / 5) * 1000),
      dataDownloadedAt: i % 7 === 1 || i % 7 === 2 ? new Date(base) : null,
      dataDownloadedBy: i % 7 === 1 || i % 7 === 2 ? 'Jane Officer' : null,
      approvedForDeletion: i % 7 === 2,
      approvedBy: i % 7 === 2 ? 'Sam Approver' : null,
    }),
  );
  const rows = await db.insert(teamMembers).values(values).returning();
  rows.sort((a, b) => Number(a.email.split(/[-@]/)[1]) - Number(b.email.split(/[-@]/)[1]));
  // Latest submission failed for i % 11 === 0; an earlier failure then a delivery for i % 11 === 1;
  // an earlier delivery then a failure for i % 11 === 2 (ties in created_at are broken by id).
  const at = (s: number) => new Date(base + s * 1000);
  const submissions = rows.flatMap((m, i) => {
    const row = (status: string, createdAt: Date) => ({
      memberId: m.id,
      email: m.email,
      fullName: m.fullName,
      submissionData: 'x',
      recordsSystemStatus: status,
      createdAt,
    });
    if (i % 11 === 0) return [row('failed', at(1))];
    if (i % 11 === 1) return [row('failed', at(1)), row('delivered', at(2))];
    if (i % 11 === 2) return [row('delivered', at(1)), row('failed', at(2))];
    return [];
  });
  await db.insert(submissionRecords).values(submissions);
  return rows;
}

const get = async (query: string, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ url: `/api/admin/team-members${query}`, headers });
const page = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  return res.json() as RetentionPage;
};

/** Every page of a query, in order. */
async function allPages(query: string) {
  const first = await page(`?${query}`);
  const seen = [...first.members];
  for (let p = 2; p <= Math.ceil(first.total / first.pageSize); p++) {
    seen.push(...(await page(`?${query}&page=${p}`)).members);
  }
  return { total: first.total, seen };
}

const newestFirst = (a: Member, b: Member) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);
const isPending = (m: Member) => !m.dataDownloadedAt && !m.approvedForDeletion;
const isDownloaded = (m: Member) => !!m.dataDownloadedAt && !m.approvedForDeletion;
const failedIndexes = (i: number) => i % 11 === 0 || i % 11 === 2;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await adminCookie(t.app);
  members = await seed();
});
afterAll(() => t.close());

describe('GET /api/admin/team-members, a page at a time', () => {
  it('returns every member exactly once across the pages, newest first, ties broken by id', async () => {
    const { total, seen } = await allPages('');
    expect(total).toBe(MEMBER_COUNT);
    expect(seen.map((m) => m.id)).toEqual([...members].sort(newestFirst).map((m) => m.id));
    const first = await page('');
    expect(first.members).toHaveLength(50);
    expect(first).toMatchObject({ page: 1, pageSize: 50 });
    expect((await page('?page=3')).members).toHaveLength(MEMBER_COUNT - 100);
    expect((await page('?page=4')).members).toEqual([]);
  });

  it('counts every member by status and failed delivery, as counted by hand', async () => {
    const { counts } = await page('?page=2&search=zara&status=approved');
    expect(counts).toEqual({
      pendingDownload: members.filter(isPending).length,
      downloaded: members.filter(isDownloaded).length,
      approvedForDeletion: members.filter((m) => m.approvedForDeletion).length,
      failedDeliveries: members.filter((_, i) => failedIndexes(i)).length,
    });
  });

  it('shows the latest submission of each member, whatever came before', async () => {
    const { seen } = await allPages('');
    const byEmail = new Map(seen.map((m) => [m.email, m]));
    expect(byEmail.get('seed-0@example.com')!.recordsSystemStatus).toBe('failed');
    expect(byEmail.get('seed-1@example.com')!.recordsSystemStatus).toBe('delivered');
    expect(byEmail.get('seed-2@example.com')!.recordsSystemStatus).toBe('failed');
    expect(byEmail.get('seed-3@example.com')!.recordsSystemStatus).toBeNull();
  });

  it('filters by each status the page shows', async () => {
    const cases: [string, (m: Member, i: number) => boolean, string][] = [
      ['pending-download', isPending, 'Pending Download'],
      ['downloaded', isDownloaded, 'Data Downloaded'],
      ['approved', (m) => m.approvedForDeletion, 'Approved for Deletion'],
    ];
    for (const [status, expected, label] of cases) {
      const { total, seen } = await allPages(`status=${status}`);
      const want = members.filter(expected);
      expect(total).toBe(want.length);
      expect(seen.map((m) => m.id)).toEqual(want.sort(newestFirst).map((m) => m.id));
      expect(new Set(seen.map((m) => m.status))).toEqual(new Set([label]));
    }
    const failed = await allPages('status=delivery-failed');
    expect(failed.seen.map((m) => m.email).sort()).toEqual(
      members
        .filter((_, i) => failedIndexes(i))
        .map((m) => m.email)
        .sort(),
    );
    expect(failed.total).toBe(failed.seen.length);
  });

  it('searches by part of a name or an email, in any case, with the filter', async () => {
    const zaras = members.filter((m) => m.fullName.startsWith('Zara'));
    const byName = await allPages('search=%20zArA%20o%27n');
    expect(byName.total).toBe(zaras.length);
    expect(byName.seen.map((m) => m.id)).toEqual([...zaras].sort(newestFirst).map((m) => m.id));

    // More matches than a page: the total is counted, not read off the page.
    expect((await page('?search=SEED-')).total).toBe(MEMBER_COUNT);
    expect((await page('?search=SEED-&page=3')).total).toBe(MEMBER_COUNT);

    const byEmail = await page('?search=SEED-42%40');
    expect(byEmail.members.map((m) => m.email)).toEqual(['seed-42@example.com']);
    expect(byEmail.total).toBe(1);

    const pendingZaras = await allPages('search=zara&status=pending-download');
    expect(pendingZaras.seen.map((m) => m.id).sort()).toEqual(
      zaras
        .filter(isPending)
        .map((m) => m.id)
        .sort(),
    );
  });

  it('matches % and _ as typed, not as wildcards', async () => {
    expect((await page('?search=%25')).total).toBe(0);
    expect((await page('?search=seed_4')).total).toBe(0);
  });

  it('answers 400 to a bad page or status, and 401 to anyone but an admin', async () => {
    for (const query of ['?page=0', '?page=x', '?status=everyone', `?search=${'a'.repeat(101)}`]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect((await get('', {})).statusCode).toBe(401);
    const employee = await employeeCookie(t.app, 'seed-5@example.com');
    expect((await get('', { cookie: employee })).statusCode).toBe(401);
  });
});

describe('approving a deletion the records system has not received', () => {
  const approve = (id: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/approve-deletion/${id}`,
      payload: { officerName: 'Sam Approver', ...body },
      headers: { cookie },
    });
  const downloaded = async (status?: string) => {
    const member = await createMember(t.deps, { dataDownloadedAt: new Date(), dataDownloadedBy: 'Jane' });
    if (status) await createSubmissionRecord(t.deps, member, { recordsSystemStatus: status });
    return member;
  };

  it('refuses without the tick, with a message saying what to do', async () => {
    for (const status of [undefined, 'pending', 'failed']) {
      const member = await downloaded(status);
      const res = await approve(member.id, {});
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'not_delivered',
        message:
          'This record has not reached the records system. Tick that you have the data another way to approve its deletion.',
      });
      const [row] = await t.deps.database.db.select().from(teamMembers).where(eq(teamMembers.id, member.id));
      expect(row!.approvedForDeletion).toBe(false);
    }
  });

  it('approves with the tick, keeps it with the approval and in the audit', async () => {
    const member = await downloaded('failed');
    const res = await approve(member.id, { hasDataElsewhere: true });
    expect(res.statusCode).toBe(200);
    expect(res.json() as RetentionMember).toMatchObject({
      status: 'Approved for Deletion',
      approvedWithoutDelivery: true,
    });
    const [entry] = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.target, member.id));
    expect(entry).toMatchObject({
      action: 'retention.approve_deletion',
      details: { hasNotes: false, withoutDelivery: true, recordsSystemStatus: 'failed' },
    });
  });

  it('approves a delivered record without the tick, and records no tick', async () => {
    const member = await downloaded('delivered');
    const res = await approve(member.id, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ approvedForDeletion: true, approvedWithoutDelivery: false });
  });

  it('answers 400 to a tick that is not true or false', async () => {
    const member = await downloaded();
    expect((await approve(member.id, { hasDataElsewhere: 'yes' })).statusCode).toBe(400);
  });
});

describe('the counters after changes', () => {
  it('still equal a count by hand after approvals, a deletion and new members', async () => {
    const db = t.deps.database.db;
    await createMember(t.deps);
    await t.app.inject({ method: 'DELETE', url: '/api/admin/delete-approved', headers: { cookie } });
    await createMember(t.deps, { dataDownloadedAt: new Date() });
    const rows = await db.select().from(teamMembers);
    const { counts } = await page('');
    expect(counts).toMatchObject({
      pendingDownload: rows.filter(isPending).length,
      downloaded: rows.filter(isDownloaded).length,
      approvedForDeletion: 0,
    });
    expect(counts.pendingDownload + counts.downloaded).toBe(rows.length);
  });
});
