import { eq } from 'drizzle-orm';
import type { LicenceAnswer } from '../../../shared/answers/licences';
import type { SiteTicketCheck } from '../../../shared/site-tickets';
import type { Db } from '../../db/client';
import { applicationEvents } from '../../db/schema/applications';
import { teamMembers } from '../../db/schema/team-members';
import { siteTicketCheck } from '../sites/site-ticket-check';
import { licencesOfMember } from './licences';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The event that records HR sighting a hire's licence (issue 40 item 2): by whom, when, which. */
export const LICENCE_SIGHTED = 'licence-sighted';

/**
 * The tickets the member's site requires, checked against the licences they hold now (not those
 * of a submission: HR sights the cards in front of them), on `today` (the employer's day).
 */
export async function memberTicketCheck(
  db: Db | Tx,
  memberId: string,
  today: string,
): Promise<SiteTicketCheck<LicenceAnswer> | null> {
  const [member] = await db
    .select({ location: teamMembers.location })
    .from(teamMembers)
    .where(eq(teamMembers.id, memberId));
  if (!member) return null;
  return siteTicketCheck(db, member.location, await licencesOfMember(db, memberId), today);
}

type Event = Pick<typeof applicationEvents.$inferSelect, 'kind' | 'licenceId' | 'actor' | 'createdAt'>;

/** HR's latest sighting of the licence `licenceId`, from the application's events; null when none. */
export function sightingOf(events: readonly Event[], licenceId: string | null) {
  if (!licenceId) return null;
  const seen = events.filter((e) => e.kind === LICENCE_SIGHTED && e.licenceId === licenceId).at(-1);
  return seen ? { by: seen.actor ?? '', at: seen.createdAt } : null;
}
