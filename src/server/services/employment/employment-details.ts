import { eq } from 'drizzle-orm';
import type { EmploymentView } from '../../../shared/answers/employment';
import { basisOfPaymentFor } from '../../../shared/employment/employment-types';
import { lslSchemeFor } from '../../../shared/employment/lsl-schemes';
import { APPLICATION_NOT_FOUND } from '../../../shared/schemas/applications';
import type { EmploymentDetails } from '../../../shared/schemas/employment';
import { AU_STATES, type AuState } from '../../../shared/schemas/site';
import { formatAbn } from '../../../shared/validators/abn';
import type { Db } from '../../db/client';
import { applicationEvents, applications } from '../../db/schema/applications';
import { sites } from '../../db/schema/sites';
import { conflict, notFound } from '../../http-errors';
import type { AppDeps } from '../../types';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { writeAudit } from '../audit/write-audit';
import { employerPayer } from '../settings/employer';

// The employer's side of a hire's employment (issue 41 item 1, decision 099): HR gives it at
// invitation or later, and may change it until approval; the hire reads it.

export const EMPLOYMENT_LOCKED =
  'This application is approved: its employment details are what payroll received and cannot change here.';

/**
 * The tax form's default basis of payment for these details: the employment type's (a fixed-term
 * contract's is the hire's to answer, full-time or part-time), else what HR chose before.
 */
export const defaultBasisOfPayment = (employment: EmploymentDetails | null, chosen: string | null) =>
  (employment && basisOfPaymentFor(employment.employmentType)) ?? chosen;

/** The employment with the employing entity and the site's long service leave scheme, as the routes answer it. */
export async function employmentView(
  deps: AppDeps,
  db: Pick<Db, 'select'>,
  row: { employment: EmploymentDetails | null; location: string },
): Promise<EmploymentView> {
  const payer = employerPayer(deps);
  const [site] = row.location
    ? await db.select({ state: sites.state }).from(sites).where(eq(sites.name, row.location))
    : [];
  const state =
    site && (AU_STATES as readonly string[]).includes(site.state) ? (site.state as AuState) : null;
  const scheme = state ? lslSchemeFor(state) : null;
  return {
    employment: row.employment,
    employingEntity: payer.employerAbn
      ? `${payer.companyName} (ABN ${formatAbn(payer.employerAbn)})`
      : payer.companyName,
    lslScheme: scheme && { name: scheme.name, numberLabel: scheme.numberLabel },
  };
}

/**
 * HR changes an application's employment details (owner, HR): refused once approved (payroll
 * works from what was approved). The tax form's default follows; audited with the fields changed.
 */
export async function saveEmploymentDetails(
  deps: AppDeps,
  id: string,
  employment: EmploymentDetails,
  by: ActingAdmin,
  now = new Date(),
): Promise<EmploymentView> {
  const actor = adminActor(by);
  const saved = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    if (row.approvedAt) throw conflict('employment_locked', EMPLOYMENT_LOCKED);
    const before = row.employment;
    const [after] = await tx
      .update(applications)
      .set({ employment, basisOfPayment: defaultBasisOfPayment(employment, row.basisOfPayment) })
      .where(eq(applications.id, id))
      .returning();
    await tx
      .insert(applicationEvents)
      .values({ applicationId: id, kind: 'employment-changed', actor, createdAt: now });
    const changed = (Object.keys(employment) as (keyof EmploymentDetails)[]).filter(
      (key) => before?.[key] !== employment[key],
    );
    // Which fields changed, never the values (a pay rate is the hire's business and payroll's).
    await writeAudit(tx, {
      actor,
      admin: by,
      action: 'application.employment',
      target: id,
      details: { changed },
    });
    return after!;
  });
  return employmentView(deps, deps.database.db, saved);
}
