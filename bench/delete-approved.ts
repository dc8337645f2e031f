// DELETE /api/admin/delete-approved of 50 members among KEPT others (issue 19 item 5, decision
// 020): the delete's transaction alone (the baseline, measured in the same run on the same data)
// against the whole request, which then rewrites the touched tables (VACUUM FULL), switches the
// WAL and checkpoints. On an on-disk PGlite (as `npm start` keeps it) and on PostgreSQL
// (BENCH_DATABASE_URL, default the local test server). Each member carries what a submitted
// application stores: a 60 KB photo, a 150 KB application PDF, task rows, a submission and its jobs.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { storedFiles } from '../src/server/db/schema/stored-files';
import { teamMembers } from '../src/server/db/schema/team-members';
import { deleteApprovedMembers } from '../src/server/services/retention/delete-approved-members';
import { eraseDeletedCopies } from '../src/server/services/retention/erase-deleted-copies';
import { createSubmissionRecord } from '../tests/fixtures/factories';
import { createCompleteApplication } from '../tests/fixtures/task-factories';
import { createTestApp } from '../tests/fixtures/test-app';
import { record } from './report';

/** The bulk delete acts as an admin would: the bootstrap PIN's owner, audited as 'admin'. */
const BENCH_ADMIN = {
  staffId: null,
  staffName: null,
  staffEmail: null,
  role: 'owner',
  sessionId: 'bench',
  ip: '127.0.0.1',
} as const;

const DELETED = 50;
const KEPT = Number(process.env.BENCH_KEPT ?? 200);
const quiet = { warn: () => {} };

async function run(label: string) {
  const t = await createTestApp({}, { pgliteOnDisk: true, runJobs: false });
  try {
    const { db } = t.deps.database;
    for (let i = 0; i < KEPT + DELETED; i++) {
      const member = await createCompleteApplication(t.deps, { withTaskPdfs: true });
      const submission = await createSubmissionRecord(t.deps, member);
      for (const [kind, size] of [
        ['profile-photo-original', 60_000],
        ['application-pdf', 150_000],
      ] as const) {
        const bytes = crypto.randomBytes(size);
        await db.insert(storedFiles).values({ memberId: member.id, kind, contentType: 'x', size, bytes });
      }
      await db.execute(
        sql`insert into jobs (kind, payload, status)
            select k, jsonb_build_object('submissionId', ${submission.id}::text), 'done'
            from unnest(array['submission.notify-recipient', 'submission.confirm-employee',
              'submission.deliver-records']) k`,
      );
      if (i < DELETED) {
        await db
          .update(teamMembers)
          .set({ dataDownloadedAt: new Date(), approvedForDeletion: true })
          .where(eq(teamMembers.id, member.id));
      }
    }
    await db.execute(sql`checkpoint`);
    let started = performance.now();
    const deleted = await deleteApprovedMembers(db, BENCH_ADMIN, new Date().toISOString().slice(0, 10));
    const deleteMs = performance.now() - started;
    started = performance.now();
    await eraseDeletedCopies(t.deps, deleted, quiet);
    const eraseMs = performance.now() - started;
    if (deleted.count !== DELETED) throw new Error(`deleted ${deleted.count}`);
    const total = deleteMs + eraseMs;
    record({
      name: `delete-approved-${DELETED}-of-${KEPT + DELETED}/${label}`,
      value: total,
      unit: 'ms',
      baseline: deleteMs,
      ratio: total / deleteMs,
      goal: '< 10000 ms (delete + purge)',
      met: total < 10_000,
      detail: { deleteMs: Math.round(deleteMs), purgeAndFilesMs: Math.round(eraseMs) },
    });
  } finally {
    await t.close();
  }
}

export async function benchDeleteApproved() {
  console.log(`\ndelete ${DELETED} approved members among ${KEPT} others, then purge their copies`);
  const saved = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL;
  await run('pglite');
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  await run('postgres');
  if (saved === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = saved;
}
