import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RequestChanges } from '../../../shared/schemas/applications';
import { APPLICATION_NOT_FOUND } from '../../../shared/schemas/applications';
import { taskById } from '../../../shared/tasks';
import { applicationEvents, applications } from '../../db/schema/applications';
import { conflict, notFound } from '../../http-errors';
import { enqueueJobs } from '../../jobs/enqueue-jobs';
import type { AppDeps } from '../../types';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { markEditing } from '../drafts/edit-marker';
import { getStatus } from '../status/get-status';
import { APPLICATION_JOBS } from './application-jobs';
import type { ApprovedJob, ChangesRequestedJob } from './application-job-payloads';
import { findApplicationRow } from './list-applications';
import { createTaskLink } from './task-links';
import { queuePayrollReady } from './payroll-ready';
import { approvalRefusal } from '../work-rights/approval-refusal';
import { dateStamp } from '../format/au-dates';
import { employerTimeZone } from '../format/employer-time-zone';
import type { LicenceAnswer } from '../../../shared/answers/licences';
import type { SiteTicketCheck } from '../../../shared/site-tickets';
import { LICENCE_SIGHTED, memberTicketCheck } from '../licences/member-tickets';

export const NOT_SUBMITTED =
  'This application has not been submitted yet: a task can be sent back, or the application approved, once it is.';
export const TASK_NOT_DONE = 'This task is not complete, so there is nothing to send back yet.';
export const CHANGES_OPEN =
  'HR has asked for changes the new hire has not resubmitted yet: approve after they resubmit.';
export const ALREADY_APPROVED = 'This application is already approved.';
export const ticketMissingMessage = (site: string, label: string) =>
  `${site} requires the ${label}, and the hire has not given a current one: send Personal Information back for it before approving.`;
export const ticketNotSightedMessage = (label: string, number: string) =>
  `Confirm you have sighted the hire's ${label} (number ${number}) before approving.`;

/**
 * Each ticket the hire's site requires (issue 40 item 2) must be one the hire holds now and HR has
 * sighted (`sighted`: licence ids); a 409 in words when not. Answers the licences to record.
 */
function ticketsToRecord(check: SiteTicketCheck<LicenceAnswer> | null, sighted: ReadonlySet<string>) {
  const seen: { id: string; label: string }[] = [];
  for (const ticket of check?.tickets ?? []) {
    if (!ticket.licence) throw conflict('ticket_missing', ticketMissingMessage(check!.site, ticket.label));
    if (!sighted.has(ticket.licence.id))
      throw conflict('ticket_not_sighted', ticketNotSightedMessage(ticket.label, ticket.licence.number));
    seen.push({ id: ticket.licence.id, label: ticket.label });
  }
  return seen;
}

async function lockedApplication(tx: Db, id: string) {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  const found = await findApplicationRow(tx, id);
  if (!found) throw notFound(APPLICATION_NOT_FOUND);
  return { row, state: found.state };
}

/**
 * HR sends one task back (issue 25 item 4): the task reopens for the hire (its edit marker, as
 * when they edit it themselves), their status carries 'HR asked: …' until they resubmit, the
 * hire is emailed the message with a link back, and the request is audited with the person.
 */
export async function requestChanges(
  deps: AppDeps,
  id: string,
  input: RequestChanges,
  by: ActingAdmin,
  now = new Date(),
) {
  const actor = adminActor(by);
  const task = taskById(input.taskId);
  await deps.database.db.transaction(async (tx) => {
    const { row, state } = await lockedApplication(tx, id);
    if (state === 'invited' || state === 'in-progress') throw conflict('not_submitted', NOT_SUBMITTED);
    const status = await getStatus(tx, row.email);
    const done = status.tasks.find((t) => t.id === input.taskId)?.isCompleted ?? false;
    const alreadyAsked = status.changeRequests.some((c) => c.taskId === input.taskId);
    if (!done && !alreadyAsked) throw conflict('task_not_done', TASK_NOT_DONE);
    // HR's write, not the hire's activity: their last activity stays as it was.
    await markEditing(tx, row.email, input.taskId, 'hr');
    await tx.insert(applicationEvents).values({
      applicationId: id,
      kind: 'changes-requested',
      taskId: input.taskId,
      actor,
      message: input.message,
      createdAt: now,
    });
    // The link signs the hire in on any device and lands on the task (issue 35 item 2).
    const { sealedLink } = await createTaskLink(deps, tx, id, input.taskId, now);
    const payload: ChangesRequestedJob = {
      applicationId: id,
      to: row.email,
      name: status.fullName ?? row.fullName,
      taskTitle: task.title,
      sealedMessage: deps.cipher.encrypt(input.message),
      sealedLink,
    };
    await enqueueJobs(
      tx,
      [{ kind: APPLICATION_JOBS.changesRequested, payload: { ...payload } }],
      deps.env.JOB_MAX_ATTEMPTS,
    );
    // The audit names the task, never the message (it may hold personal data).
    await writeAudit(tx, {
      actor,
      admin: by,
      action: 'application.request-changes',
      target: id,
      details: { taskId: input.taskId, memberId: status.memberId },
    });
  });
  deps.jobs.wake();
  return (await findApplicationRow(deps.database.db, id))!.row;
}

/**
 * HR approves the latest submission: the state becomes approved, the hire is told they are all
 * set, and every active payroll staff member that the hire is ready for payroll. A visa holder
 * without a VEVO check with work rights, or with an expired visa, is refused (409, in words); so
 * is a hire without each ticket their site requires, or one HR does not confirm having sighted.
 * Each sighting is recorded with the person and the time.
 */
export async function approveApplication(
  deps: AppDeps,
  id: string,
  by: ActingAdmin,
  input: { sightedLicenceIds: readonly string[] } = { sightedLicenceIds: [] },
  now = new Date(),
) {
  const actor = adminActor(by);
  await deps.database.db.transaction(async (tx) => {
    const { row, state } = await lockedApplication(tx, id);
    if (state === 'invited' || state === 'in-progress') throw conflict('not_submitted', NOT_SUBMITTED);
    if (state === 'changes-requested') throw conflict('changes_open', CHANGES_OPEN);
    if (state === 'approved') throw conflict('already_approved', ALREADY_APPROVED);
    const status = await getStatus(tx, row.email);
    // A visa holder: a VEVO check with work rights, and a visa not expired (issue 40 item 4).
    const today = dateStamp(employerTimeZone(deps), now);
    const refusal = await approvalRefusal(tx, status.memberId, today);
    if (refusal) throw refusal;
    const tickets = status.memberId ? await memberTicketCheck(tx, status.memberId, today) : null;
    const sighted = ticketsToRecord(tickets, new Set(input.sightedLicenceIds));
    if (sighted.length > 0)
      await tx.insert(applicationEvents).values(
        sighted.map((licence) => ({
          applicationId: id,
          kind: LICENCE_SIGHTED,
          licenceId: licence.id,
          message: licence.label,
          actor,
          createdAt: now,
        })),
      );
    await tx.update(applications).set({ approvedAt: now, approvedBy: actor }).where(eq(applications.id, id));
    await tx.insert(applicationEvents).values({ applicationId: id, kind: 'approved', actor, createdAt: now });
    const payload: ApprovedJob = { applicationId: id, to: row.email, name: status.fullName ?? row.fullName };
    await enqueueJobs(
      tx,
      [{ kind: APPLICATION_JOBS.approved, payload: { ...payload } }],
      deps.env.JOB_MAX_ATTEMPTS,
    );
    // Payroll is told too: 'ready for payroll' to each active payroll staff member (issue 35).
    await queuePayrollReady(tx, deps, { id, email: row.email });
    await writeAudit(tx, {
      actor,
      admin: by,
      action: 'application.approve',
      target: id,
      details: { memberId: status.memberId, sightedLicences: sighted.map((l) => l.label) },
    });
  });
  deps.jobs.wake();
  return (await findApplicationRow(deps.database.db, id))!.row;
}
