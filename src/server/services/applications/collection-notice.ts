import { and, eq, isNull } from 'drizzle-orm';
import type { NoticeEmployer } from '../../../shared/collection-notice';
import { formatPhone } from '../../../shared/validators/phone';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import type { SettingsCache } from '../settings/settings-cache';

// The collection notice (APP 5, decision 106) is shown above the Basic Information questions. The
// hire need not acknowledge it (it is a notice); the application keeps when they first went on
// from that screen, and the application PDF prints the notice with that time.

/** The employer as the notice names it, from the settings in memory. */
export function noticeEmployer(deps: { settings: SettingsCache }): NoticeEmployer {
  const s = deps.settings.current();
  return {
    legalName: s.legalName,
    email: s.email,
    phone: s.phone ? formatPhone(s.phone) : '',
    address: s.address,
    privacyPolicyUrl: s.privacyPolicyUrl,
  };
}

/** The first time only: a later visit to Basic Information keeps the first. */
export async function recordCollectionNoticeShown(db: Db, email: string, at = new Date()): Promise<void> {
  await db
    .update(applications)
    .set({ collectionNoticeShownAt: at })
    .where(and(eq(applications.email, email), isNull(applications.collectionNoticeShownAt)));
}

export async function collectionNoticeShownAt(db: Db, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: applications.collectionNoticeShownAt })
    .from(applications)
    .where(eq(applications.email, email));
  return row?.at ?? null;
}
