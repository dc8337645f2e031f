import { eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { sessions } from '../../src/server/db/schema/sessions';
import { teamMembers } from '../../src/server/db/schema/team-members';
import {
  createMember,
  createMemberWithEverything,
  createSession,
  createSubmissionRecord,
  createSuperfundChoice,
  type Member,
} from '../fixtures/factories';
import { adminCookie, createTestApp, type TestApp, TEST_OWNER_ACTOR, TEST_OWNER } from '../fixtures/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await adminCookie(t.app);
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const markDownloaded = (id: string, officerName = 'Jane Officer') =>
  post(`/api/admin/mark-downloaded/${id}`, { officerName });
// These members never reached the records system: the officer ticks they hold the data (see
// admin-team-members-paging.test.ts for the tick itself).
const approve = (id: string, officerName = 'Sam Approver', notes?: string) =>
  post(`/api/admin/approve-deletion/${id}`, { officerName, notes, hasDataElsewhere: true });
const list = async () => (await t.app.inject({ url: '/api/admin/team-members', headers: { cookie } })).json();

/** The tables whose rows contain `needle` anywhere (every table of the schema, every column). */
async function tablesMentioning(needle: string): Promise<string[]> {
  const hits: string[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const rows = await t.deps.database.db.select().from(table);
    if (JSON.stringify(rows).includes(needle)) hits.push(getTableName(table));
  }
  return hits;
}

describe('data retention', () => {
  it('answers 401 without an admin session', async () => {
    const member = await createMember(t.deps);
    expect((await t.app.inject('/api/admin/team-members')).statusCode).toBe(401);
    expect((await post(`/api/admin/mark-downloaded/${member.id}`, { officerName: 'X' }, {})).statusCode).toBe(
      401,
    );
    expect(
      (await post(`/api/admin/approve-deletion/${member.id}`, { officerName: 'X' }, {})).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/delete-approved' })).statusCode).toBe(
      401,
    );
    const [row] = await t.deps.database.db.select().from(teamMembers).where(eq(teamMembers.id, member.id));
    expect(row!.dataDownloadedAt).toBeNull();
  });

  it('lists members with their retention status, records-system status and counters', async () => {
    const fresh = await createMember(t.deps, { fullName: 'Pat Pending' });
    const submitted = await createMember(t.deps, { fullName: 'Sue Submitted' });
    await createSubmissionRecord(t.deps, submitted, {
      recordsSystemStatus: 'failed',
      recordsSystemError: 'HTTP 503',
      createdAt: new Date(Date.now() - 60_000),
    });
    const latest = await createSubmissionRecord(t.deps, submitted, { recordsSystemStatus: 'delivered' });
    const failing = await createMember(t.deps, { fullName: 'Fay Failed' });
    await createSubmissionRecord(t.deps, failing, {
      recordsSystemStatus: 'failed',
      recordsSystemError: 'HTTP 400',
    });

    const res = await t.app.inject({ url: '/api/admin/team-members', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const pat = body.members.find((m: { id: string }) => m.id === fresh.id);
    expect(pat).toEqual({
      id: fresh.id,
      fullName: 'Pat Pending',
      email: fresh.email,
      createdAt: fresh.createdAt.toISOString(),
      status: 'Pending Download',
      dataDownloadedBy: null,
      dataDownloadedAt: null,
      approvedForDeletion: false,
      approvedBy: null,
      approvedAt: null,
      approvalNotes: null,
      approvedWithoutDelivery: false,
      submissionId: null,
      recordsSystemStatus: null,
      recordsSystemError: null,
      isStapledSuper: false,
      recordsSystemDeliveredAt: null,
      isVisaHolder: false,
      vevoCheck: null,
      needsVevoCheck: false,
      // Never an employee (no approved application): deletable any day (decision 108).
      retention: {
        rule: 'never-employed',
        deletableFrom: null,
        isDeletable: true,
        lastActivityAt: new Date(Math.max(+fresh.createdAt, +fresh.updatedAt)).toISOString(),
      },
      legalHold: null,
    });
    const sue = body.members.find((m: { id: string }) => m.id === submitted.id);
    expect(sue).toMatchObject({
      submissionId: latest.id,
      recordsSystemStatus: 'delivered',
      recordsSystemError: null,
    });
    expect(body.counts).toEqual({
      pendingDownload: body.members.length,
      downloaded: 0,
      approvedForDeletion: 0,
      failedDeliveries: 1,
    });
  });

  it('marks the members whose super choice is the stapled fund, for payroll to ask the ATO', async () => {
    const stapled = await createMember(t.deps, { fullName: 'Stella Stapled' });
    await createSuperfundChoice(t.deps, stapled, { fundChoice: 'stapled' });
    const cbus = await createMember(t.deps, { fullName: 'Colin Cbus' });
    await createSuperfundChoice(t.deps, cbus, { fundChoice: 'cbus' });
    const { members } = await list();
    const find = (id: string) => members.find((m: { id: string }) => m.id === id);
    expect(find(stapled.id)).toMatchObject({ isStapledSuper: true });
    expect(find(cbus.id)).toMatchObject({ isStapledSuper: false });
  });

  // Every admin session is a staff member's now (the bootstrap PIN only creates the owner,
  // issue 36 item 6): a blank officer name is the signed-in person's.
  it("a blank officer name is the signed-in person's", async () => {
    const member = await createMember(t.deps);
    const res = await markDownloaded(member.id, '   ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dataDownloadedBy: TEST_OWNER.name });
  });

  it('marks a download once, then approves the deletion once, with notes kept', async () => {
    const member = await createMember(t.deps);
    const before = await list();

    const tooEarly = await approve(member.id);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json()).toMatchObject({
      error: 'not_downloaded',
      message: 'This record must be marked as downloaded before it can be approved for deletion',
    });

    const downloaded = await markDownloaded(member.id, '  Jane Officer ');
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.json()).toMatchObject({
      id: member.id,
      status: 'Data Downloaded',
      dataDownloadedBy: 'Jane Officer',
      dataDownloadedAt: expect.any(String),
    });
    const again = await markDownloaded(member.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'already_downloaded',
      message: 'This record has already been marked as downloaded',
    });

    const approved = await approve(member.id, 'Sam Approver', 'Copied to the payroll system');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'Approved for Deletion',
      approvedForDeletion: true,
      approvedBy: 'Sam Approver',
      approvedAt: expect.any(String),
      approvalNotes: 'Copied to the payroll system',
      dataDownloadedBy: 'Jane Officer',
    });
    const twice = await approve(member.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: 'already_approved' });

    const after = await list();
    expect(after.counts).toEqual({
      pendingDownload: before.counts.pendingDownload - 1,
      downloaded: before.counts.downloaded,
      approvedForDeletion: before.counts.approvedForDeletion + 1,
      failedDeliveries: before.counts.failedDeliveries,
    });

    const audit = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.target, member.id));
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ['retention.mark_downloaded', `${TEST_OWNER_ACTOR} (Jane Officer)`],
      ['retention.approve_deletion', `${TEST_OWNER_ACTOR} (Sam Approver)`],
    ]);
    expect(JSON.stringify(audit)).not.toContain(member.email);
    expect(JSON.stringify(audit)).not.toContain('payroll');
  });

  it('does not touch the member updatedAt (it dates the employee changes)', async () => {
    const member = await createMember(t.deps, { updatedAt: new Date('2025-01-01T00:00:00Z') });
    await markDownloaded(member.id);
    const [row] = await t.deps.database.db.select().from(teamMembers).where(eq(teamMembers.id, member.id));
    expect(row!.updatedAt.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('answers 404 for an unknown member and 400 for a malformed id', async () => {
    const unknown = await markDownloaded('6f1c2b8e-8d0a-4d6e-9a53-2f1e0b7c4d21');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found', message: 'Team member not found' });
    expect((await approve('6f1c2b8e-8d0a-4d6e-9a53-2f1e0b7c4d21')).statusCode).toBe(404);
    expect((await markDownloaded('nope')).statusCode).toBe(400);
  });
});

describe('deleting approved records', () => {
  let doomed: Member;
  let kept: Member;
  let keptDownloaded: Member;
  let deletedCount = 0;

  beforeAll(async () => {
    doomed = await createMemberWithEverything(t.deps, { fullName: 'Delia Deleteme' });
    kept = await createMemberWithEverything(t.deps, { fullName: 'Kim Keepme' });
    keptDownloaded = await createMemberWithEverything(t.deps, { fullName: 'Dana Downloaded' });
    // An admin who also tried the employee flow in this browser: the session stays, unbound.
    await createSession(t.deps, doomed.email, { admin: true });
    expect((await markDownloaded(doomed.id)).statusCode).toBe(200);
    expect((await approve(doomed.id)).statusCode).toBe(200);
    expect((await markDownloaded(keptDownloaded.id)).statusCode).toBe(200);
  });

  it('deletes every approved member and leaves no row of theirs in any table', async () => {
    expect(await tablesMentioning(doomed.email)).not.toEqual([]);
    const previous = await list();

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/delete-approved',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: previous.counts.approvedForDeletion });
    deletedCount = res.json().deletedCount;
    expect(deletedCount).toBeGreaterThanOrEqual(1);

    expect(await tablesMentioning(doomed.email)).toEqual([]);
    expect(await tablesMentioning('Delia Deleteme')).toEqual([]);
    // Only the audit log may still name the member, by id (mark downloaded / approve).
    expect(await tablesMentioning(doomed.id)).toEqual(['audit_log']);

    const remaining = await list();
    expect(remaining.counts.approvedForDeletion).toBe(0);
    expect(remaining.members.map((m: { id: string }) => m.id)).toEqual(
      expect.arrayContaining([kept.id, keptDownloaded.id]),
    );
  });

  it('keeps everything of the members not approved', async () => {
    for (const member of [kept, keptDownloaded]) {
      expect((await tablesMentioning(member.email)).sort()).toEqual([
        'email_codes',
        'medical_declarations',
        'policy_acknowledgments',
        'sessions',
        'step_drafts',
        'stored_files',
        'submission_records',
        'superfund_choices',
        'task_states',
        'tax_declarations',
        'team_members',
      ]);
    }
  });

  it('keeps the admin session and this admin logged in', async () => {
    const admins = await t.deps.database.db.select().from(sessions).where(eq(sessions.email, doomed.email));
    expect(admins).toEqual([]);
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(200);
  });

  it('writes one audit entry with the count and no personal data', async () => {
    const entries = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'retention.delete_approved'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: TEST_OWNER_ACTOR,
      target: null,
      details: { count: deletedCount },
    });
  });

  it('answers deletedCount 0 when nothing is approved', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/delete-approved',
      headers: { cookie },
    });
    expect(res.json()).toEqual({ deletedCount: 0 });
  });
});
