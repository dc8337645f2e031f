import { adoptedSignatures } from '../../db/schema/adopted-signatures';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { licences } from '../../db/schema/licences';
import { applications } from '../../db/schema/applications';
import type { Db } from '../../db/client';
import { medicalDeclarations } from '../../db/schema/medical-declarations';
import { policyAcknowledgments } from '../../db/schema/policy-acknowledgments';
import { sessions } from '../../db/schema/sessions';
import { stepDrafts } from '../../db/schema/step-drafts';
import { taskStates } from '../../db/schema/task-states';
import { storedFiles } from '../../db/schema/stored-files';
import { submissionRecords } from '../../db/schema/submission-records';
import { superfundChoices } from '../../db/schema/superfund-choices';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { teamMembers } from '../../db/schema/team-members';
import { enqueueJobs } from '../../jobs/enqueue-jobs';
import { hashEmail } from '../../log-redact';
import { writeAudit } from '../audit/write-audit';
import { IDENTITY_JOBS, type MovedNotice } from './identity-job-handlers';

/** Who moved it: shown to both addresses and kept in the audit log. */
export interface MoveContext {
  ip: string;
  userAgent: string;
  maxAttempts: number;
}

/**
 * Moves a whole application from one email to another: the member and every row and file that
 * carries the email, and the sessions acting for it, so nothing is orphaned. The caller has
 * proven both addresses (the current one within its step-up window) and checked that `to` holds
 * nothing of its own. Both addresses are emailed (when, from which device) and the move is
 * audited, in the same transaction.
 */
export async function moveApplication(tx: Db, from: string, to: string, context: MoveContext) {
  const [member] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.email, from));
  for (const table of [
    teamMembers,
    taxDeclarations,
    medicalDeclarations,
    superfundChoices,
    policyAcknowledgments,
    submissionRecords,
  ]) {
    await tx.update(table).set({ email: to }).where(eq(table.email, from));
  }
  await tx.update(stepDrafts).set({ email: to }).where(eq(stepDrafts.email, from));
  await tx.update(taskStates).set({ email: to }).where(eq(taskStates.email, from));
  await tx.update(storedFiles).set({ email: to }).where(eq(storedFiles.email, from));
  await tx.update(licences).set({ email: to }).where(eq(licences.email, from));
  await tx.update(adoptedSignatures).set({ email: to }).where(eq(adoptedSignatures.email, from));
  await tx.update(sessions).set({ email: to }).where(eq(sessions.email, from));
  // HR's application row follows (decision 031), unless HR invited the new address itself.
  await tx.delete(applications).where(and(eq(applications.email, to), isNull(applications.invitedAt)));
  await tx
    .update(applications)
    .set({ email: to })
    .where(
      and(eq(applications.email, from), sql`not exists (select 1 from applications a where a.email = ${to})`),
    );
  const movedAt = new Date().toISOString();
  const device = context.userAgent.slice(0, 300) || 'an unknown device';
  const notice = (address: string): MovedNotice => ({
    to: address,
    from,
    into: to,
    movedAt,
    device,
    ip: context.ip,
  });
  await enqueueJobs(
    tx,
    [from, to].map((address) => ({ kind: IDENTITY_JOBS.applicationMoved, payload: { ...notice(address) } })),
    context.maxAttempts,
  );
  await writeAudit(tx, {
    actor: 'employee',
    action: 'application-moved',
    target: member?.id ?? null,
    ip: context.ip,
    details: { from: hashEmail(from), to: hashEmail(to) },
  });
}
