import { eq, sql, type SQL } from 'drizzle-orm';
import { stepDrafts } from '../../db/schema/step-drafts';
import type { SessionRow } from '../sessions/session-store';

/**
 * Who a draft belongs to: the session's proven email, or, before proof, the session alone
 * (DESIGN.md §3.2). A session never reads or writes drafts stored under an email it has not proven.
 */
export type DraftOwner = { email: string; sessionId?: never } | { sessionId: string; email?: never };

export const draftOwnerOf = (session: SessionRow): DraftOwner =>
  session.email ? { email: session.email } : { sessionId: session.id };

export const ownsDraft = (owner: DraftOwner): SQL =>
  owner.email !== undefined ? eq(stepDrafts.email, owner.email) : eq(stepDrafts.sessionId, owner.sessionId);

/** The partial unique index an upsert for this owner conflicts on. */
export const draftConflict = (owner: DraftOwner) =>
  owner.email !== undefined
    ? { target: [stepDrafts.email, stepDrafts.stepId], targetWhere: sql`email is not null` }
    : { target: [stepDrafts.sessionId, stepDrafts.stepId], targetWhere: sql`session_id is not null` };
