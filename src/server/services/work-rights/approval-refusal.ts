import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema/team-members';
import { conflict, type HttpError } from '../../http-errors';
import { formatAuDate } from '../format/au-dates';
import { latestVevo } from './latest-vevo';

// No approval without the right to work (issue 40 item 4; Migration Act s245AB/AC): a visa
// holder is approved only after a VEVO check that found work rights, and with a visa not expired.

export const VEVO_CHECK_NEEDED =
  'This hire holds a visa and their work rights have not been checked: record a VEVO check before approving.';
export const NO_WORK_RIGHTS =
  'The latest VEVO check found no work rights: a visa holder without the right to work cannot be approved (Migration Act s245AB).';
export const visaExpiredMessage = (expiry: string) =>
  `The hire's visa expired on ${formatAuDate(expiry)}: check their current visa on VEVO and ask them to update their visa details before approving.`;

/**
 * Why a member may not be approved yet, as a 409 to throw; null when they may. `today` is the
 * employer's day ('YYYY-MM-DD').
 */
export async function approvalRefusal(
  db: Db,
  memberId: string | null,
  today: string,
): Promise<HttpError | null> {
  if (!memberId) return null;
  const [member] = await db
    .select({ isVisaHolder: teamMembers.tagVisaCitizen, visaExpiry: teamMembers.visaExpiry })
    .from(teamMembers)
    .where(eq(teamMembers.id, memberId));
  if (!member?.isVisaHolder) return null;
  const vevo = await latestVevo(db, memberId);
  if (!vevo) return conflict('vevo_check_needed', VEVO_CHECK_NEEDED);
  if (vevo.result === 'no-work-rights') return conflict('no_work_rights', NO_WORK_RIGHTS);
  if (/^\d{4}-\d{2}-\d{2}$/.test(member.visaExpiry) && member.visaExpiry < today)
    return conflict('visa_expired', visaExpiredMessage(member.visaExpiry));
  return null;
}
