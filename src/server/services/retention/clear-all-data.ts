import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailCodes } from '../../db/schema/email-codes';
import { policyAcknowledgments } from '../../db/schema/policy-acknowledgments';
import { stepDrafts } from '../../db/schema/step-drafts';
import { storedFiles } from '../../db/schema/stored-files';
import { teamMembers } from '../../db/schema/team-members';
import { writeAudit } from '../audit/write-audit';
import { forgetSessions } from './forget-emails';

export const CLEAR_ALL_CONFIRMATION = 'DELETE ALL DATA';

export interface ClearedCounts {
  teamMembers: number;
  policyAcknowledgments: number;
}

/**
 * Wipes every application (DESIGN.md §3.4): members and all they own, drafts, files,
 * submissions, email codes and employee sessions. Policy documents, notification recipients,
 * admin sessions and the audit log stay.
 */
export async function clearAllData(db: Db, actor: string): Promise<ClearedCounts> {
  return db.transaction(async (tx) => {
    const [members] = await tx.select({ n: count() }).from(teamMembers);
    const [acks] = await tx.select({ n: count() }).from(policyAcknowledgments);
    const cleared = { teamMembers: members?.n ?? 0, policyAcknowledgments: acks?.n ?? 0 };
    // Acknowledgments, declarations, superfund choices, submissions and member files cascade.
    await tx.delete(teamMembers);
    await tx.delete(stepDrafts);
    await tx.delete(storedFiles);
    await tx.delete(emailCodes);
    await forgetSessions(tx, sql`true`);
    await writeAudit(tx, { actor, action: 'data.clear_all', details: { ...cleared } });
    return cleared;
  });
}
