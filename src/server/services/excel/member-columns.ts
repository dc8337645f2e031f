import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { submissionRecords } from '../../db/schema/submission-records';
import { superfundChoices } from '../../db/schema/superfund-choices';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { teamMembers } from '../../db/schema/team-members';
import { vevoChecks } from '../../db/schema/vevo-checks';
import { type CellSource, MEMBER_CELLS } from './member-cells';

const TABLES = { m: teamMembers, tax: taxDeclarations, sf: superfundChoices, vc: vevoChecks };

/** What a computed source selects. */
const COMPUTED: Record<string, SQL> = {
  // The member's last change, or the latest resubmission (new data for HR) when later.
  'calc.lastUpdated': sql`greatest(${teamMembers.updatedAt}, (select max(${submissionRecords.createdAt})
    from ${submissionRecords} where ${submissionRecords.memberId} = ${teamMembers.id}
    and ${submissionRecords.isResubmission} = 'true'))`,
  'calc.needsVevoCheck': sql`(${teamMembers.tagVisaCitizen} and ${vevoChecks.memberId} is null)`,
  // The employer gives the fund the declaration's TFN (NAT 13080, decision 030): a choice saved
  // without one carries the declaration's. Both are sealed with the same keys; '' is stored as ''.
  'calc.superTaxFileNumber': sql`case when ${superfundChoices.memberId} is null then null
    else coalesce(nullif(${superfundChoices.taxFileNumber}, ''), ${taxDeclarations.taxFileNumber}, '') end`,
};

/** The Drizzle column a cell's `source` names (or the expression a computed one selects). */
function sourceColumn(source: CellSource): AnyColumn | SQL {
  const computed = COMPUTED[source];
  if (computed) return computed;
  const [table, name] = source.split('.') as [keyof typeof TABLES, string];
  const column = (TABLES[table] as unknown as Record<string, AnyColumn | undefined>)[name];
  if (!column) throw new Error(`The Excel column source ${source} is not a column`);
  return column;
}

/**
 * The select list of the export query: one JSON array per member, in MEMBER_CELLS order; a
 * date-and-time column as seconds since 1970 (JSON has no timestamps).
 */
export const MEMBER_ROW_JSON = sql`json_build_array(${sql.join(
  MEMBER_CELLS.map((c) =>
    c.kind === 'dateTime' ? sql`extract(epoch from ${sourceColumn(c.source)})` : sourceColumn(c.source),
  ),
  sql`, `,
)})::text`;
