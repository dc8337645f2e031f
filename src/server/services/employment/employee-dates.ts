import { eq } from 'drizzle-orm';
import type { EmployeeDates } from '../../../shared/answers/employee';
import { APPLICATION_NOT_FOUND } from '../../../shared/schemas/applications';
import {
  END_BEFORE_START,
  END_REASON_LABELS,
  NOT_AN_EMPLOYEE,
  NOT_STARTED,
  START_AFTER_END,
  type EmployeeEnd,
  type EmployeeStart,
  type EndReason,
} from '../../../shared/schemas/employee';
import { applicationEvents, applications } from '../../db/schema/applications';
import { badRequest, conflict, notFound } from '../../http-errors';
import type { AppDeps } from '../../types';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { writeAudit } from '../audit/write-audit';
import type { Tx } from '../signatures/store-signature';
import { formatAuDate } from '../format/au-dates';

// The employee file's dates (issue 42 item 1, decision 107): an approved application is an
// employee record; HR (owner, HR) records the day the employee actually started and, at
// offboarding, the last day and why. Each is audited and in the application's history. The
// retention periods (issue 42 item 2) run from the end date.

type ApplicationRow = typeof applications.$inferSelect;

/** The stored dates of an application row, as the routes answer them. */
export const employeeDates = (
  row: Pick<ApplicationRow, 'startedOn' | 'endedOn' | 'endReason'>,
): EmployeeDates => ({
  startedOn: row.startedOn,
  endedOn: row.endedOn,
  endReason: row.endReason as EndReason | null,
});

/**
 * The day employment began for what a start date drives (the CEIS reminders): the actual start
 * date once recorded, else the planned one.
 */
export const effectiveStartDate = (row: Pick<ApplicationRow, 'startedOn' | 'plannedStartDate'>) =>
  row.startedOn ?? row.plannedStartDate;

/** The approved application, locked for the change; 404 when none, 409 before approval. */
async function lockEmployee(tx: Tx, id: string): Promise<ApplicationRow> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  if (!row.approvedAt || row.withdrawnAt) throw conflict('not_an_employee', NOT_AN_EMPLOYEE);
  return row;
}

/**
 * HR records (or corrects) the actual start date (owner, HR): 409 before approval; 400 when it
 * would fall after a recorded end date.
 */
export async function recordStartDate(
  deps: AppDeps,
  id: string,
  input: EmployeeStart,
  by: ActingAdmin,
  now = new Date(),
): Promise<EmployeeDates> {
  const actor = adminActor(by);
  return deps.database.db.transaction(async (tx) => {
    const row = await lockEmployee(tx, id);
    if (row.endedOn && input.startedOn > row.endedOn)
      throw badRequest(START_AFTER_END, { startedOn: START_AFTER_END });
    const [after] = await tx
      .update(applications)
      .set({ startedOn: input.startedOn })
      .where(eq(applications.id, id))
      .returning();
    await tx.insert(applicationEvents).values({
      applicationId: id,
      kind: 'employee-started',
      actor,
      message: `Started on ${formatAuDate(input.startedOn)}`,
      createdAt: now,
    });
    await writeAudit(tx, {
      actor,
      admin: by,
      action: 'application.start_date',
      target: id,
      details: { startedOn: input.startedOn, before: row.startedOn },
    });
    return employeeDates(after!);
  });
}

/**
 * HR records (or corrects) the end date and why (owner, HR): 409 before approval and before a
 * start date is recorded; 400 when the end is before the start.
 */
export async function recordEndDate(
  deps: AppDeps,
  id: string,
  input: EmployeeEnd,
  by: ActingAdmin,
  now = new Date(),
): Promise<EmployeeDates> {
  const actor = adminActor(by);
  return deps.database.db.transaction(async (tx) => {
    const row = await lockEmployee(tx, id);
    if (!row.startedOn) throw conflict('not_started', NOT_STARTED);
    if (input.endedOn < row.startedOn) throw badRequest(END_BEFORE_START, { endedOn: END_BEFORE_START });
    const [after] = await tx
      .update(applications)
      .set({ endedOn: input.endedOn, endReason: input.endReason })
      .where(eq(applications.id, id))
      .returning();
    await tx.insert(applicationEvents).values({
      applicationId: id,
      kind: 'employee-ended',
      actor,
      message: `Ended on ${formatAuDate(input.endedOn)}: ${END_REASON_LABELS[input.endReason]}`,
      createdAt: now,
    });
    await writeAudit(tx, {
      actor,
      admin: by,
      action: 'application.end_date',
      target: id,
      details: { endedOn: input.endedOn, endReason: input.endReason, before: row.endedOn },
    });
    return employeeDates(after!);
  });
}
