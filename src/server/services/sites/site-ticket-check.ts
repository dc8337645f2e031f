import { eq } from 'drizzle-orm';
import { checkSiteTickets, type HeldLicence, type SiteTicketCheck } from '../../../shared/site-tickets';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema/sites';

type Reader = Pick<Db, 'select'>;

/**
 * The tickets the site named `location` requires (issue 40 item 2, decision 098), checked against
 * `licences` on `today` (the employer's day); null when the Location names no site or the site
 * requires none. A site made inactive keeps its requirements for the hires still at it.
 */
export async function siteTicketCheck<L extends HeldLicence>(
  db: Reader,
  location: string,
  licences: readonly L[],
  today: string,
): Promise<SiteTicketCheck<L> | null> {
  if (!location) return null;
  const [site] = await db
    .select({ name: sites.name, required: sites.requiredLicences })
    .from(sites)
    .where(eq(sites.name, location));
  if (!site || site.required.length === 0) return null;
  return checkSiteTickets(site.name, site.required, licences, today);
}
