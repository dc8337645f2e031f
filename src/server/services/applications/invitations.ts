import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import {
  INVITATION_MESSAGES,
  INVITATION_VALID_DAYS,
  type InvitationRefusal,
  type InvitationStatus,
} from '../../../shared/applications';
import type {
  invitationSchema as invitationAnswer,
  InvitationPrefill,
} from '../../../shared/answers/applications';
import type { Invitation } from '../../../shared/schemas/applications';
import { INVITATION_NOT_FOUND } from '../../../shared/schemas/applications';
import type { Db } from '../../db/client';
import { applicationEvents, applications } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { submissionRecords } from '../../db/schema/submission-records';
import { badRequest, conflict, notFound } from '../../http-errors';
import { enqueueJobs } from '../../jobs/enqueue-jobs';
import { defaultBasisOfPayment, employmentView } from '../employment/employment-details';
import { employerName } from '../settings/employer';
import type { AppDeps } from '../../types';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { workStateOf } from '../sites/site-of-location';
import { APPLICATION_JOBS, publicBaseUrl, uncountReminder } from './application-jobs';
import type { InvitationJob, InvitationSmsJob, ReminderJob } from './application-job-payloads';
import { auMobileE164 } from '../sms/sms-provider';
import { isSmsConfigured } from '../sms/sms-providers';
import { isLanguage } from '../../../shared/i18n/languages';
import { hashInvitationToken, newInvitationToken, tokenMatches } from './invitation-token';
import { INVITE_PAGE_PATH, SMS_NEEDS_MOBILE } from '../../../shared/applications';

export type ApplicationRecord = typeof applications.$inferSelect;
type InvitationOut = z.input<typeof invitationAnswer>;

const DAY_MS = 86_400_000;

export const ALREADY_INVITED =
  'This person has already been invited. Use Resend to send them a new link, or Withdraw first.';
export const ALREADY_APPLIED = 'This person has already submitted an application.';
export const INVITATION_OPENED =
  'The new hire has already opened this invitation: they continue with their email address.';
export const INVITATION_WITHDRAWN = 'This invitation has been withdrawn.';

export function invitationStatusOf(row: ApplicationRecord, now = new Date()): InvitationStatus {
  if (!row.invitedAt) return 'none';
  if (row.withdrawnAt) return 'withdrawn';
  if (row.openedAt) return 'opened';
  if (row.tokenExpiresAt && row.tokenExpiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

export function toInvitation(row: ApplicationRecord, now = new Date()): InvitationOut {
  return {
    id: row.id,
    applicationId: row.id,
    email: row.email,
    fullName: row.fullName,
    mobile: row.mobile,
    position: row.position,
    department: row.department,
    location: row.location,
    plannedStartDate: row.plannedStartDate,
    basisOfPayment: (row.basisOfPayment as InvitationOut['basisOfPayment']) ?? null,
    employment: row.employment,
    status: invitationStatusOf(row, now),
    invitedBy: row.invitedBy ?? '',
    invitedAt: row.invitedAt ?? row.createdAt,
    sentAt: row.tokenSentAt ?? row.invitedAt ?? row.createdAt,
    expiresAt: row.tokenExpiresAt ?? row.createdAt,
    openedAt: row.openedAt,
    withdrawnAt: row.withdrawnAt,
    remindersSent: row.remindersSent,
    language: isLanguage(row.language) ? row.language : null,
  };
}

/**
 * What the hire's wizard starts from. The company is the employer's: HR's, not the hire's to
 * change; so is the employment (decision 099), shown to them read-only.
 */
export async function toPrefill(deps: AppDeps, row: ApplicationRecord): Promise<InvitationPrefill> {
  return {
    fullName: row.fullName,
    email: row.email,
    mobile: row.mobile,
    companyBeingEmployedBy: employerName(deps),
    position: row.position,
    department: row.department,
    location: row.location,
    plannedStartDate: row.plannedStartDate,
    basisOfPayment: (row.basisOfPayment as InvitationPrefill['basisOfPayment']) ?? null,
    employment: row.employment ? await employmentView(deps, deps.database.db, row) : null,
  };
}

const lockEmail = (tx: Db, email: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email:${email}`}))`);

async function hasSubmitted(tx: Db, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: submissionRecords.id })
    .from(submissionRecords)
    .where(eq(submissionRecords.email, email))
    .limit(1);
  return !!row;
}

/**
 * A fresh link: the token goes into the (sealed) job payloads and, for a QR code, to HR's screen
 * once (decision 114); only its hash onto the row, so the link before it opens nothing.
 */
export function newLink(deps: AppDeps, row: ApplicationRecord, now: Date) {
  const { token, hash } = newInvitationToken();
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS);
  const link = `${publicBaseUrl(deps.env)}${INVITE_PAGE_PATH}#${token}`;
  const payload: InvitationJob = {
    applicationId: row.id,
    to: row.email,
    name: row.fullName,
    sealedLink: deps.cipher.encrypt(link),
    expiresAt: expiresAt.toISOString(),
  };
  return { fields: { tokenHash: hash, tokenSentAt: now, tokenExpiresAt: expiresAt }, payload, link };
}

/** Where a fresh link goes: by email, by SMS to the mobile HR gave, or to HR's screen alone. */
interface LinkChannels {
  email: boolean;
  sms: boolean;
}

/**
 * A fresh link, sent through the job queue by `channels` (in the caller's transaction): the email
 * and the SMS carry the same link. Answers the row's new fields and the plain link.
 */
async function sendLink(
  deps: AppDeps,
  tx: Db,
  row: ApplicationRecord,
  now: Date,
  channels: LinkChannels = { email: true, sms: false },
) {
  const { fields, payload, link } = newLink(deps, row, now);
  const jobs = [];
  if (channels.email) jobs.push({ kind: APPLICATION_JOBS.invitation, payload: { ...payload } });
  if (channels.sms) {
    const sms: InvitationSmsJob = {
      applicationId: row.id,
      to: smsNumberOf(deps, row.mobile),
      sealedLink: payload.sealedLink,
      expiresAt: payload.expiresAt,
    };
    jobs.push({ kind: APPLICATION_JOBS.invitationSms, payload: { ...sms } });
  }
  if (jobs.length > 0) await enqueueJobs(tx, jobs, deps.env.JOB_MAX_ATTEMPTS);
  return { fields, link };
}

export const SMS_NOT_SET_UP =
  'Invitations by SMS are not set up on this install. Send the invitation by email, or show its QR code.';

/** The mobile in E.164 for the SMS, or a refusal naming the field; SMS must be set up. */
function smsNumberOf(deps: AppDeps, mobile: string): string {
  if (!isSmsConfigured(deps.env)) throw conflict('sms_not_configured', SMS_NOT_SET_UP);
  const to = auMobileE164(mobile);
  if (!to) throw badRequest(SMS_NEEDS_MOBILE, { mobile: SMS_NEEDS_MOBILE });
  return to;
}

/** Every job that carries this invitation's link: a new link makes them send a dead one. */
const LINK_JOBS = [APPLICATION_JOBS.invitation, APPLICATION_JOBS.invitationSms];

/** POST /api/admin/invitations: HR invites a new hire with what HR already knows. */
export async function createInvitation(
  deps: AppDeps,
  input: Invitation,
  by: ActingAdmin,
  now = new Date(),
): Promise<InvitationOut> {
  const actor = adminActor(by);
  const row = await deps.database.db.transaction(async (tx) => {
    await lockEmail(tx, input.email);
    const [existing] = await tx.select().from(applications).where(eq(applications.email, input.email));
    if (existing?.invitedAt && !existing.withdrawnAt) throw conflict('already_invited', ALREADY_INVITED);
    if (await hasSubmitted(tx, input.email)) throw conflict('already_applied', ALREADY_APPLIED);
    await workStateOf(tx, input.location);
    const details = {
      fullName: input.fullName,
      mobile: input.mobile,
      position: input.position,
      department: input.department,
      location: input.location,
      plannedStartDate: input.plannedStartDate,
      employment: input.employment ?? null,
      basisOfPayment: defaultBasisOfPayment(input.employment ?? null, input.basisOfPayment ?? null),
      // HR's choice of the hire's language, until the hire chooses (decision 114).
      ...(input.language ? { language: input.language } : {}),
      invitedBy: actor,
      invitedAt: now,
      openedAt: null,
      withdrawnAt: null,
      remindersSent: 0,
      lastReminderAt: null,
    };
    const [saved] = existing
      ? await tx.update(applications).set(details).where(eq(applications.id, existing.id)).returning()
      : await tx
          .insert(applications)
          .values({ email: input.email, ...details })
          .returning();
    const sms = input.sendSms === true;
    const { fields } = await sendLink(deps, tx, saved!, now, { email: true, sms });
    const [linked] = await tx
      .update(applications)
      .set(fields)
      .where(eq(applications.id, saved!.id))
      .returning();
    await tx
      .insert(applicationEvents)
      .values([
        { applicationId: saved!.id, kind: 'invited', actor, createdAt: now },
        ...(sms ? [{ applicationId: saved!.id, kind: 'invitation-texted', actor, createdAt: now }] : []),
      ]);
    await writeAudit(tx, { actor, admin: by, action: 'invitation.create', target: saved!.id });
    return linked!;
  });
  deps.jobs.wake();
  return toInvitation(row, now);
}

export async function listInvitations(db: Db, now = new Date()): Promise<InvitationOut[]> {
  const rows = await db
    .select()
    .from(applications)
    .where(isNotNull(applications.invitedAt))
    .orderBy(desc(applications.invitedAt), desc(applications.id));
  return rows.map((row) => toInvitation(row, now));
}

async function invitationForChange(tx: Db, id: string): Promise<ApplicationRecord> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  if (!row?.invitedAt) throw notFound(INVITATION_NOT_FOUND);
  if (row.withdrawnAt) throw conflict('invitation_withdrawn', INVITATION_WITHDRAWN);
  if (await hasSubmitted(tx, row.email)) throw conflict('already_applied', ALREADY_APPLIED);
  return row;
}

/** A new link (7 days from now); the old one no longer opens anything. */
export async function resendInvitation(deps: AppDeps, id: string, by: ActingAdmin, now = new Date()) {
  const actor = adminActor(by);
  const row = await deps.database.db.transaction(async (tx) => {
    const found = await invitationForChange(tx, id);
    if (found.openedAt) throw conflict('invitation_opened', INVITATION_OPENED);
    // The old link is void from now on: an email still queued with it (the mail server was down)
    // would only deliver a dead link, so it goes, and the new link's email takes its place.
    await dropQueuedEmails(tx, id, LINK_JOBS);
    const { fields } = await sendLink(deps, tx, found, now);
    const [saved] = await tx.update(applications).set(fields).where(eq(applications.id, id)).returning();
    await tx
      .insert(applicationEvents)
      .values({ applicationId: id, kind: 'invitation-resent', actor, createdAt: now });
    await writeAudit(tx, { actor, admin: by, action: 'invitation.resend', target: id });
    return saved!;
  });
  deps.jobs.wake();
  return toInvitation(row, now);
}

/**
 * A new link for HR's screen (decision 114): shown as a QR code (and copied or printed) for a
 * hire standing in the site office. As Resend does, it replaces the link: the one emailed or
 * texted before stops working and a queued message with it is dropped, so one link at a time
 * opens the application and only its hash is stored. The plain link is answered once, never
 * stored; showing it again makes another. Audited.
 */
export async function showInvitationLink(
  deps: AppDeps,
  id: string,
  by: ActingAdmin,
  now = new Date(),
): Promise<{ invitation: InvitationOut; link: string }> {
  const actor = adminActor(by);
  const { row, link } = await deps.database.db.transaction(async (tx) => {
    const found = await invitationForChange(tx, id);
    if (found.openedAt) throw conflict('invitation_opened', INVITATION_OPENED);
    await dropQueuedEmails(tx, id, LINK_JOBS);
    const issued = await sendLink(deps, tx, found, now, { email: false, sms: false });
    const [saved] = await tx
      .update(applications)
      .set(issued.fields)
      .where(eq(applications.id, id))
      .returning();
    await tx
      .insert(applicationEvents)
      .values({ applicationId: id, kind: 'invitation-link-shown', actor, createdAt: now });
    await writeAudit(tx, { actor, admin: by, action: 'invitation.show_link', target: id });
    return { row: saved!, link: issued.link };
  });
  return { invitation: toInvitation(row, now), link };
}

/**
 * A new link by SMS to the mobile HR gave (decision 114): the link before it stops working, as
 * with Resend; the text goes through the job queue (retried, listed in Deliveries). Audited.
 */
export async function textInvitation(deps: AppDeps, id: string, by: ActingAdmin, now = new Date()) {
  const actor = adminActor(by);
  const row = await deps.database.db.transaction(async (tx) => {
    const found = await invitationForChange(tx, id);
    if (found.openedAt) throw conflict('invitation_opened', INVITATION_OPENED);
    smsNumberOf(deps, found.mobile);
    await dropQueuedEmails(tx, id, LINK_JOBS);
    const { fields } = await sendLink(deps, tx, found, now, { email: false, sms: true });
    const [saved] = await tx.update(applications).set(fields).where(eq(applications.id, id)).returning();
    await tx
      .insert(applicationEvents)
      .values({ applicationId: id, kind: 'invitation-texted', actor, createdAt: now });
    await writeAudit(tx, { actor, admin: by, action: 'invitation.sms', target: id });
    return saved!;
  });
  deps.jobs.wake();
  return toInvitation(row, now);
}

/**
 * Deletes this application's emails of `kinds` still waiting in the queue (not one a worker
 * holds); a reminder dropped so no longer counts towards the three nor shows on HR's timeline.
 */
async function dropQueuedEmails(tx: Db, applicationId: string, kinds: string[]) {
  const dropped = await tx
    .delete(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        eq(jobs.status, 'pending'),
        sql`${jobs.payload}->>'applicationId' = ${applicationId}`,
      ),
    )
    .returning({ kind: jobs.kind, payload: jobs.payload });
  for (const job of dropped) {
    if (job.kind === APPLICATION_JOBS.reminder)
      await uncountReminder(tx, job.payload as unknown as ReminderJob);
  }
}

/**
 * The link stops working and no invitation or reminder goes out, even one already queued; a hire
 * who already started keeps their application.
 */
export async function withdrawInvitation(deps: AppDeps, id: string, by: ActingAdmin, now = new Date()) {
  const actor = adminActor(by);
  const row = await deps.database.db.transaction(async (tx) => {
    await invitationForChange(tx, id);
    const [saved] = await tx
      .update(applications)
      .set({ withdrawnAt: now })
      .where(eq(applications.id, id))
      .returning();
    // An invitation or reminder still waiting in the queue is not sent (nor listed in Deliveries
    // as due). One a worker holds already checks the withdrawal itself as it sends.
    await dropQueuedEmails(tx, id, [...LINK_JOBS, APPLICATION_JOBS.reminder]);
    await tx
      .insert(applicationEvents)
      .values({ applicationId: id, kind: 'invitation-withdrawn', actor, createdAt: now });
    await writeAudit(tx, { actor, admin: by, action: 'invitation.withdraw', target: id });
    return saved!;
  });
  return toInvitation(row, now);
}

/**
 * `proves`: this open used the link up, so it is a proof of the address (the first open only). A
 * used link tapped again in the browser already acting for its address is answered as opened
 * but proves nothing (issue 36 item 7): it must not count as a fresh proof.
 */
export type OpenResult =
  | { outcome: 'opened'; row: ApplicationRecord; proves: boolean }
  | { outcome: InvitationRefusal; message: string };

const refused = (outcome: InvitationRefusal): OpenResult => ({
  outcome,
  message: INVITATION_MESSAGES[outcome],
});

/**
 * The link's token checked and used up, in one conditional update (works once, also under a
 * race). `sessionEmail`: the email the opening browser already acts for; the same link tapped
 * again there is answered as opened, and proves nothing (`proves: false`).
 */
export async function claimInvitation(
  db: Db,
  token: string,
  sessionEmail: string | null,
  now = new Date(),
): Promise<OpenResult> {
  const [row] = await db
    .select()
    .from(applications)
    .where(eq(applications.tokenHash, hashInvitationToken(token)));
  if (!row || !tokenMatches(row.tokenHash, token)) return refused('invalid');
  if (row.withdrawnAt) return refused('withdrawn');
  if (await hasSubmitted(db, row.email)) return refused('moved-on');
  if (row.openedAt)
    return sessionEmail === row.email ? { outcome: 'opened', row, proves: false } : refused('used');
  if (row.tokenExpiresAt && row.tokenExpiresAt.getTime() <= now.getTime()) return refused('expired');
  const [claimed] = await db
    .update(applications)
    .set({ openedAt: now })
    .where(
      and(
        eq(applications.id, row.id),
        sql`${applications.openedAt} is null and ${applications.withdrawnAt} is null`,
        eq(applications.tokenHash, row.tokenHash!),
      ),
    )
    .returning();
  if (!claimed) return refused('used');
  await db.insert(applicationEvents).values({ applicationId: row.id, kind: 'opened', createdAt: now });
  return { outcome: 'opened', row: claimed, proves: true };
}

/** GET /api/me/invitation: the signed-in hire's invitation details, while it is not withdrawn. */
export async function myInvitation(db: Db, email: string): Promise<ApplicationRecord | null> {
  const [row] = await db.select().from(applications).where(eq(applications.email, email));
  return row?.invitedAt && !row.withdrawnAt ? row : null;
}
