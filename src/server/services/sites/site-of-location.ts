import { and, eq } from 'drizzle-orm';
import { LOCATION_REQUIRED } from '../../../shared/schemas/site';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema/sites';
import { badRequest } from '../../http-errors';

type Reader = Pick<Db, 'select'>;

/**
 * The state of the active site a Location names: the hire's work state (decision 089). A name
 * that is no active site is refused as the spec refuses a missing Location, unless it is the
 * Location the hire already holds (`kept`): a site made inactive later does not block an edit.
 */
export async function workStateOf(
  db: Reader,
  location: string,
  kept?: { location: string; workState: string },
): Promise<string> {
  const [site] = await db
    .select({ state: sites.state })
    .from(sites)
    .where(and(eq(sites.name, location), eq(sites.active, true)));
  if (site) return site.state;
  if (kept && kept.location === location) return kept.workState;
  throw badRequest(LOCATION_REQUIRED, { location: LOCATION_REQUIRED });
}
