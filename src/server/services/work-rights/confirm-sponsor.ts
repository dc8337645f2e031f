import { eq } from 'drizzle-orm';
import { APPLICATION_NOT_FOUND } from '../../../shared/schemas/applications';
import { applicationEvents, applications } from '../../db/schema/applications';
import { conflict, notFound } from '../../http-errors';
import type { AppDeps } from '../../types';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { findApplicationRow } from '../applications/list-applications';
import { collectApplication } from '../submission/collect-application';
import { visaConditionCodes } from '../submission/hr-flags';
import { latestVevo } from './latest-vevo';

export const NO_SPONSOR_CONDITION =
  "This hire's visa names no sponsor condition (8607 or 8107): there is nothing to confirm.";

/**
 * HR confirms this employer is the sponsor of a visa with condition 8607 or 8107 (issue 40
 * item 4): an `application_events` row 'sponsor-confirmed' with the person and time, as
 * payroll's set-up is; the to-do then shows who confirmed and when. Audited with the person.
 */
export async function confirmSponsor(deps: AppDeps, id: string, by: ActingAdmin, now = new Date()) {
  const actor = adminActor(by);
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, id))
      .for('update');
    if (!locked) throw notFound(APPLICATION_NOT_FOUND);
    const found = await findApplicationRow(tx, id, now);
    if (!found) throw notFound(APPLICATION_NOT_FOUND);
    const snapshot = found.memberId ? await collectApplication(tx, deps.cipher, found.memberId) : null;
    const codes = snapshot ? visaConditionCodes(snapshot, await latestVevo(tx, found.memberId)) : new Set();
    if (!snapshot?.personal.tagVisaCitizen || !(codes.has('8607') || codes.has('8107')))
      throw conflict('no_sponsor_condition', NO_SPONSOR_CONDITION);
    await tx
      .insert(applicationEvents)
      .values({ applicationId: id, kind: 'sponsor-confirmed', actor, createdAt: now });
    await writeAudit(tx, {
      actor,
      admin: by,
      action: 'application.confirm-sponsor',
      target: id,
      details: { memberId: found.memberId },
    });
  });
  return (await findApplicationRow(db, id))!.row;
}
