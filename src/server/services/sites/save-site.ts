import { eq } from 'drizzle-orm';
import type { SiteRecord } from '../../../shared/answers/site';
import { SITE_NAME_TAKEN, SITE_NOT_FOUND, type SiteUpdate } from '../../../shared/schemas/site';
import type { AuState } from '../../../shared/schemas/site';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { sites } from '../../db/schema/sites';
import { conflict, notFound } from '../../http-errors';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { writeAudit } from '../audit/write-audit';
import { listSites } from './list-sites';

export interface NewSite {
  name: string;
  address: string;
  state: AuState;
  active: boolean;
}

const nameTaken = (err: unknown) => {
  throw isUniqueViolation(err) ? conflict('site_exists', SITE_NAME_TAKEN) : err;
};

async function answer(db: Db, id: string): Promise<SiteRecord> {
  const site = (await listSites(db)).find((s) => s.id === id);
  if (!site) throw notFound(SITE_NOT_FOUND);
  return site;
}

/** Adds a site (owner); a name already used answers 409. Audited. */
export async function addSite(db: Db, input: NewSite, admin: ActingAdmin): Promise<SiteRecord> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(sites).values(input).returning().catch(nameTaken);
    await writeAudit(tx, {
      actor: adminActor(admin),
      admin,
      action: 'site.add',
      target: row!.id,
      details: { name: row!.name, state: row!.state, active: row!.active },
    });
    return row!.id;
  });
  return answer(db, id);
}

/**
 * Changes a site (owner). A hire keeps the Location and work state they saved; a renamed or
 * inactive site is no longer offered, so a hire who edits their position chooses again.
 */
export async function updateSite(
  db: Db,
  id: string,
  change: SiteUpdate,
  admin: ActingAdmin,
): Promise<SiteRecord> {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(sites).set(change).where(eq(sites.id, id)).returning().catch(nameTaken);
    if (!row) throw notFound(SITE_NOT_FOUND);
    await writeAudit(tx, {
      actor: adminActor(admin),
      admin,
      action: 'site.update',
      target: id,
      details: { ...change },
    });
  });
  return answer(db, id);
}
