import { type AnyColumn, sql } from 'drizzle-orm';
import { superfundChoices } from '../../db/schema/superfund-choices';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { teamMembers } from '../../db/schema/team-members';
import { type CellSource, MEMBER_CELLS } from './member-cells';

const TABLES = { m: teamMembers, tax: taxDeclarations, sf: superfundChoices };

/** The Drizzle column a cell's `source` names. */
function sourceColumn(source: CellSource): AnyColumn {
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
