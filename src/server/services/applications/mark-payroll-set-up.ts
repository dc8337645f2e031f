import { eq } from 'drizzle-orm';
import { APPLICATION_NOT_FOUND } from '../../../shared/schemas/applications';
import { applicationEvents, applications } from '../../db/schema/applications';
import { conflict, notFound } from '../../http-errors';
import type { AppDeps } from '../../types';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { findApplicationRow } from './list-applications';

export const NOT_APPROVED = 'Only an approved application can be marked set up in payroll.';
export const ALREADY_SET_UP = 'This application is already marked set up in payroll.';

/**
 * Payroll has set the approved hire up (issue 35 item 11): an `application_events` row of kind
 * 'payroll-set-up' with the person (no column: the fact is one event, as HR's actions are), so
 * the application leaves 'Ready for payroll' until a new approval. Audited with the person.
 */
export async function markPayrollSetUp(deps: AppDeps, id: string, by: ActingAdmin, now = new Date()) {
  const actor = adminActor(by);
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    // The row lock orders two payroll officers marking at once: the second sees the first's event.
    const [locked] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, id))
      .for('update');
    if (!locked) throw notFound(APPLICATION_NOT_FOUND);
    const found = await findApplicationRow(tx, id, now);
    if (!found) throw notFound(APPLICATION_NOT_FOUND);
    if (found.state !== 'approved') throw conflict('not_approved', NOT_APPROVED);
    if (!found.row.readyForPayroll) throw conflict('already_set_up', ALREADY_SET_UP);
    await tx
      .insert(applicationEvents)
      .values({ applicationId: id, kind: 'payroll-set-up', actor, createdAt: now });
    await writeAudit(tx, { actor, admin: by, action: 'application.payroll-set-up', target: id });
  });
  return (await findApplicationRow(db, id))!.row;
}
