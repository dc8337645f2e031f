import { and, asc, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { RegisterLicence } from '../../../shared/answers/licence-register';
import { isSensitiveLicence, licenceKindLabel } from '../../../shared/licence-kinds';
import type { LicenceRegisterQuery } from '../../../shared/schemas/licence-register';
import { seesUnionMembership, type StaffRole } from '../../../shared/staff-roles';
import type { Db } from '../../db/client';
import { licences } from '../../db/schema/licences';
import { teamMembers } from '../../db/schema/team-members';
import { addDays, daysBetween } from '../format/au-dates';
import { csvLines } from '../format/csv';

/**
 * Every current employee's licences (a member not approved for deletion), soonest expiry first,
 * those without an expiry last (issue 40 item 3). `today` is the employer's. Union cards are left
 * out for a role that may not see union membership (decision 094).
 */
export async function licenceRegister(
  db: Db,
  query: LicenceRegisterQuery,
  today: string,
  role: StaffRole,
): Promise<RegisterLicence[]> {
  const where: SQL[] = [eq(teamMembers.approvedForDeletion, false)];
  if (query.expiringWithinDays !== undefined)
    where.push(
      ne(licences.expiryDate, ''),
      lte(licences.expiryDate, addDays(today, query.expiringWithinDays)),
    );
  if (query.kind) where.push(eq(licences.kind, query.kind));
  if (query.site) where.push(eq(teamMembers.location, query.site));
  const rows = await db
    .select({ licence: licences, member: teamMembers })
    .from(licences)
    .innerJoin(teamMembers, eq(teamMembers.id, licences.memberId))
    .where(and(...where))
    .orderBy(
      sql`case when ${licences.expiryDate} = '' then 1 else 0 end`,
      asc(licences.expiryDate),
      asc(teamMembers.fullName),
      asc(licences.position),
    );
  return rows
    .filter(({ licence }) => seesUnionMembership(role) || !isSensitiveLicence(licence.kind))
    .map(({ licence: l, member: m }) => ({
      licenceId: l.id,
      memberId: m.id,
      fullName: m.fullName,
      email: m.email,
      position: m.position,
      site: m.location,
      kind: l.kind,
      label: licenceKindLabel(l.kind),
      number: l.number,
      licenceClass: l.licenceClass,
      issuer: l.issuer,
      issueDate: l.issueDate,
      expiryDate: l.expiryDate,
      daysToExpiry: l.expiryDate ? daysBetween(today, l.expiryDate) : null,
      frontFileId: l.frontFileId,
      backFileId: l.backFileId,
    }));
}

const CSV_COLUMNS: [header: string, value: (l: RegisterLicence) => string | number | null][] = [
  ['Name', (l) => l.fullName],
  ['Email', (l) => l.email],
  ['Position', (l) => l.position],
  ['Site', (l) => l.site],
  ['Kind code', (l) => l.kind],
  ['Kind', (l) => l.label],
  ['Number', (l) => l.number],
  ['Class', (l) => l.licenceClass],
  ['Issued by', (l) => l.issuer],
  ['Issue date', (l) => l.issueDate],
  ['Expiry date', (l) => l.expiryDate],
  ['Days to expiry', (l) => l.daysToExpiry],
];

/** The register as CSV, one licence a line. */
export function licenceRegisterCsv(rows: RegisterLicence[]): string {
  return csvLines([
    CSV_COLUMNS.map(([header]) => header),
    ...rows.map((row) => CSV_COLUMNS.map(([, value]) => value(row))),
  ]);
}
