import { eq, inArray } from 'drizzle-orm';
import {
  FAIR_WORK_STATEMENT_DEFAULT_URLS,
  FAIR_WORK_STATEMENT_TITLES,
  FAIR_WORK_STATEMENTS,
  type FairWorkStatement,
  fairWorkStatementsFor,
} from '../../../shared/choice-labels';
import type {
  FairWorkLinksAnswer,
  FairWorkStatementGiven,
  FairWorkStatementLink,
} from '../../../shared/answers/fair-work';
import type { FairWorkLinks } from '../../../shared/schemas/fair-work';
import type { EmploymentDetails } from '../../../shared/schemas/employment';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema/app-settings';
import { applications } from '../../db/schema/applications';
import {
  statementsForEmploymentType,
  type EmploymentType,
} from '../../../shared/employment/employment-types';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { teamMembers } from '../../db/schema/team-members';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { queueOwnerNotice } from '../staff/owner-notice';

// The Fair Work statements an employer must give a new employee (Fair Work Act s125, s125A,
// s333K; decisions 032, 099): which apply follows the employer's employment type, or without one
// the tax declaration's basis of payment; the links are the
// Fair Work Ombudsman's pages unless the admin set others (app_settings).

const settingKey = (statement: FairWorkStatement) => `fair_work_url_${statement}`;

/** The link given for each statement: the admin's, or the official one. */
export async function readFairWorkLinks(db: Db): Promise<FairWorkLinks> {
  const rows = await db
    .select()
    .from(appSettings)
    .where(inArray(appSettings.key, FAIR_WORK_STATEMENTS.map(settingKey)));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return {
    fwis: stored.get(settingKey('fwis')) ?? FAIR_WORK_STATEMENT_DEFAULT_URLS.fwis,
    ceis: stored.get(settingKey('ceis')) ?? FAIR_WORK_STATEMENT_DEFAULT_URLS.ceis,
    ftcis: stored.get(settingKey('ftcis')) ?? FAIR_WORK_STATEMENT_DEFAULT_URLS.ftcis,
  };
}

export async function fairWorkLinksAnswer(db: Db): Promise<FairWorkLinksAnswer> {
  return { links: await readFairWorkLinks(db), defaults: { ...FAIR_WORK_STATEMENT_DEFAULT_URLS } };
}

/** Stores the admin's links (audited with the person acting: the old and new addresses). */
export async function saveFairWorkLinks(
  db: Db,
  links: FairWorkLinks,
  by: ActingAdmin,
  /** Tries of the owners' notice email (JOB_MAX_ATTEMPTS). */
  maxAttempts: number,
): Promise<FairWorkLinksAnswer> {
  const actor = adminActor(by);
  await db.transaction(async (tx) => {
    const before = await readFairWorkLinks(tx);
    // HR's change of what new hires are given is told to every owner (issue 36 item 3).
    if (FAIR_WORK_STATEMENTS.some((s) => before[s] !== links[s]))
      await queueOwnerNotice(tx, { event: 'fair-work-links', before, after: links }, by, maxAttempts);
    for (const statement of FAIR_WORK_STATEMENTS) {
      await tx
        .insert(appSettings)
        .values({ key: settingKey(statement), value: links[statement] })
        .onConflictDoUpdate({
          target: appSettings.key,
          set: { value: links[statement], updatedAt: new Date() },
        });
    }
    await writeAudit(tx, {
      actor,
      admin: by,
      action: 'settings.fair_work_links',
      details: { before, after: links },
    });
  });
  return fairWorkLinksAnswer(db);
}

/**
 * The statements that apply: by the employer's employment type when HR gave one (Fair Work Act
 * s 15A: the employer's determination, decision 099), else by the tax declaration's basis of
 * payment; with their titles and links.
 */
export function statementLinks(
  basisOfPayment: string,
  links: FairWorkLinks,
  employmentType: EmploymentType | null = null,
): FairWorkStatementLink[] {
  const statements = employmentType
    ? statementsForEmploymentType(employmentType)
    : fairWorkStatementsFor(basisOfPayment);
  return statements.map((statement) => ({
    statement,
    title: FAIR_WORK_STATEMENT_TITLES[statement],
    url: links[statement],
  }));
}

/**
 * The statements a hire is shown before submitting: by their tax declaration's basis of payment
 * (everyone gets the Fair Work Information Statement, even before the declaration is made).
 */
export async function hireStatements(db: Db, email: string): Promise<FairWorkStatementLink[]> {
  const [tax] = await db
    .select({ basisOfPayment: taxDeclarations.basisOfPayment })
    .from(taxDeclarations)
    .innerJoin(teamMembers, eq(teamMembers.id, taxDeclarations.memberId))
    .where(eq(teamMembers.email, email));
  return statementLinks(
    tax?.basisOfPayment ?? '',
    await readFairWorkLinks(db),
    await employmentTypeOf(db, email),
  );
}

/** The employment details HR gave the hire's application; null when none (decision 099). */
export async function employmentOf(db: Db, email: string): Promise<EmploymentDetails | null> {
  const [row] = await db
    .select({ employment: applications.employment })
    .from(applications)
    .where(eq(applications.email, email));
  return row?.employment ?? null;
}

/** The employment type HR gave the hire's application; null when none (decision 099). */
export async function employmentTypeOf(db: Db, email: string): Promise<EmploymentType | null> {
  return (await employmentOf(db, email))?.employmentType ?? null;
}

/** What a submission records as given: the statements shown, their links, and when. */
export async function statementsGiven(
  db: Db,
  basisOfPayment: string,
  givenAt: Date,
  employmentType: EmploymentType | null = null,
): Promise<FairWorkStatementGiven[]> {
  return statementLinks(basisOfPayment, await readFairWorkLinks(db), employmentType).map((s) => ({
    ...s,
    givenAt: givenAt.toISOString(),
  }));
}

/** A submission's recorded statements (the column's JSON); [] for a row made before decision 032. */
export function parseStatementsGiven(json: string): FairWorkStatementGiven[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as FairWorkStatementGiven[]) : [];
}

/**
 * Each statement as first given, from the records of a hire's submissions in the order made
 * (HR's application screen): a resubmission gives them again, but the first time is what counts.
 */
export function firstGivenStatements(records: readonly string[]): FairWorkStatementGiven[] {
  const first = new Map<FairWorkStatementGiven['statement'], FairWorkStatementGiven>();
  for (const record of records) {
    for (const given of parseStatementsGiven(record)) {
      if (!first.has(given.statement)) first.set(given.statement, given);
    }
  }
  return [...first.values()];
}
