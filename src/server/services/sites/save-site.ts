import { eq, sql } from 'drizzle-orm';
import type { SiteRecord } from '../../../shared/answers/site';
import { SITE_NAME_TAKEN, SITE_NOT_FOUND, type SiteUpdate } from '../../../shared/schemas/site';
import type { AuState } from '../../../shared/schemas/site';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { applications } from '../../db/schema/applications';
import { policyDocuments } from '../../db/schema/policy-documents';
import { sites } from '../../db/schema/sites';
import { teamMembers } from '../../db/schema/team-members';
import { conflict, notFound } from '../../http-errors';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { writeAudit } from '../audit/write-audit';
import { listSites, type SiteRow } from './list-sites';

export interface NewSite {
  name: string;
  address: string;
  state: AuState;
  active: boolean;
  requiredLicences: string[];
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
      details: {
        name: row!.name,
        state: row!.state,
        active: row!.active,
        requiredLicences: row!.requiredLicences,
      },
    });
    return row!.id;
  });
  return answer(db, id);
}

/**
 * Changes a site (owner). A site is one place under any name: a rename carries to the Location of
 * the hires at it and to the employer documents aimed at it, and a changed state to those hires'
 * work state, in the same transaction, so no hire drops out of a document or a site's count
 * (decision 089). A hire keeps a site made inactive; it is no longer offered to new choices.
 */
export async function updateSite(
  db: Db,
  id: string,
  change: SiteUpdate,
  admin: ActingAdmin,
): Promise<SiteRecord> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(sites).where(eq(sites.id, id)).for('update');
    if (!before) throw notFound(SITE_NOT_FOUND);
    const [row] = await tx.update(sites).set(change).where(eq(sites.id, id)).returning().catch(nameTaken);
    const carried = await carryToHires(tx, before, row!);
    await writeAudit(tx, {
      actor: adminActor(admin),
      admin,
      action: 'site.update',
      target: id,
      details: { ...change, ...carried },
    });
  });
  return answer(db, id);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a rename or a new state changes beyond the site itself: counted for the audit trail. */
async function carryToHires(tx: Tx, before: SiteRow, after: SiteRow) {
  let hiresMoved = 0;
  let documentsRetargeted = 0;
  if (before.name !== after.name) {
    const members = await tx
      .update(teamMembers)
      .set({ location: after.name })
      .where(eq(teamMembers.location, before.name))
      .returning({ id: teamMembers.id });
    const invited = await tx
      .update(applications)
      .set({ location: after.name })
      .where(eq(applications.location, before.name))
      .returning({ id: applications.id });
    hiresMoved = members.length + invited.length;
    const documents = await tx
      .update(policyDocuments)
      .set({
        appliesTo: sql`jsonb_set(${policyDocuments.appliesTo}, '{names}', (
          select jsonb_agg(case when n.name = ${before.name} then ${after.name} else n.name end order by n.i)
            from jsonb_array_elements_text(${policyDocuments.appliesTo}->'names') with ordinality n(name, i)))`,
      })
      .where(
        sql`${policyDocuments.appliesTo}->>'kind' = 'sites' and ${policyDocuments.appliesTo}->'names' ? ${before.name}`,
      )
      .returning({ id: policyDocuments.id });
    documentsRetargeted = documents.length;
  }
  if (before.state !== after.state) {
    await tx.update(teamMembers).set({ workState: after.state }).where(eq(teamMembers.location, after.name));
  }
  return { hiresMoved, documentsRetargeted };
}
