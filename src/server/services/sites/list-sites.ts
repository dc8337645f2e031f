import { asc, eq, sql } from 'drizzle-orm';
import type { ActiveSite, SiteRecord } from '../../../shared/answers/site';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema/sites';

export type SiteRow = typeof sites.$inferSelect;

/**
 * Current hires at a site: a member whose Location names it, or an invitation not yet a member.
 * 'Current' leaves out members approved for deletion.
 */
const hireCount = sql<number>`(
  (select count(*) from team_members m where m.location = ${sites.name} and not m.approved_for_deletion)
  + (select count(*) from applications a where a.location = ${sites.name} and a.withdrawn_at is null
       and not exists (select 1 from team_members m2 where m2.email = a.email))
)::int`;

/** Every site, active first then by name, with how many current hires it has (admin list). */
export async function listSites(db: Db): Promise<SiteRecord[]> {
  return db
    .select({
      id: sites.id,
      name: sites.name,
      address: sites.address,
      state: sites.state,
      active: sites.active,
      requiredLicences: sites.requiredLicences,
      hireCount,
      createdAt: sites.createdAt,
    })
    .from(sites)
    .orderBy(sql`${sites.active} desc`, asc(sites.name));
}

/** The sites a Location may name today (the position step and an invitation). */
export async function listActiveSites(db: Db): Promise<ActiveSite[]> {
  return db
    .select({ name: sites.name, state: sites.state, requiredLicences: sites.requiredLicences })
    .from(sites)
    .where(eq(sites.active, true))
    .orderBy(asc(sites.name));
}
