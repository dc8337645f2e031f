import { and, eq, lte, ne } from 'drizzle-orm';
import { z } from 'zod';
import { licenceKindLabel } from '../../../shared/licence-kinds';
import { applications } from '../../db/schema/applications';
import { licenceReminders } from '../../db/schema/licence-reminders';
import { licences } from '../../db/schema/licences';
import { teamMembers } from '../../db/schema/team-members';
import { defineJob } from '../../jobs/define-job';
import { enqueueJobs, type NewJob } from '../../jobs/enqueue-jobs';
import type { AppDeps } from '../../types';
import { publicBaseUrl } from '../applications/application-jobs';
import { createTaskLink } from '../applications/task-links';
import { emailDelivery } from '../deliveries/delivery-kind';
import { dateStamp, formatAuDate } from '../format/au-dates';
import { employerTimeZone } from '../format/employer-time-zone';
import { sendFromJob } from '../mail/mail-failure';
import { receivingRecipients } from '../notifications/receiving-recipients';
import { employerName } from '../settings/employer';
import { hireEmail, hireLanguageOf } from '../mail/hire-emails';
import { addDays, daysBetween } from '../format/au-dates';

// Expiry reminders for licences and tickets (issue 40 item 3): the holder at 60 and 14 days
// before, with a link that signs them in to upload the renewal; HR at 30 days and on expiry.

export const LICENCE_JOBS = {
  holder: 'licences.expiry-to-holder',
  hr: 'licences.expiry-to-hr',
} as const;

/** Days before the expiry at which each audience is told; 0 is the day it expires (or after). */
export const REMINDER_THRESHOLDS = { holder: [60, 14], hr: [30, 0] } as const;
type Audience = keyof typeof REMINDER_THRESHOLDS;

const holderPayload = z.object({
  to: z.string(),
  name: z.string(),
  label: z.string(),
  expiryDate: z.string(),
  days: z.number(),
  sealedLink: z.string().optional(),
  link: z.string(),
});
const hrPayload = z.object({
  to: z.string(),
  name: z.string(),
  hireEmail: z.string(),
  label: z.string(),
  number: z.string(),
  expiryDate: z.string(),
  days: z.number(),
  link: z.string(),
});

const when = (days: number, expiryDate: string) =>
  days < 0
    ? `expired on ${formatAuDate(expiryDate)}`
    : days === 0
      ? `expires today (${formatAuDate(expiryDate)})`
      : `expires on ${formatAuDate(expiryDate)}, in ${days} day${days === 1 ? '' : 's'}`;

export const licenceExpiryToHolderJob = defineJob({
  kind: LICENCE_JOBS.holder,
  payload: holderPayload,
  delivery: emailDelivery('Licence expiry reminder to its holder'),
  async run(job, deps) {
    const company = employerName(deps);
    const link = job.sealedLink ? deps.cipher.decrypt(job.sealedLink) : job.link;
    await sendFromJob(deps.mail, {
      to: job.to,
      ...hireEmail(
        await hireLanguageOf(deps.database.db, job.to),
        employerTimeZone(deps),
        ({ t, greeting, day }) => {
          const date = day(job.expiryDate);
          const when =
            job.days < 0
              ? t('licence.expired', { date })
              : job.days === 0
                ? t('licence.today', { date })
                : t('licence.soon', { date, days: job.days });
          return {
            subject: t('licence.subject', { company, licence: job.label, when }),
            paragraphs: [
              greeting(job.name),
              t('licence.body', { licence: job.label, when }),
              job.sealedLink ? t('licence.openLink', { link }) : t('licence.openSite', { link }),
            ],
          };
        },
      ),
    });
  },
});

export const licenceExpiryToHrJob = defineJob({
  kind: LICENCE_JOBS.hr,
  payload: hrPayload,
  delivery: emailDelivery('Licence expiry reminder to a notification recipient'),
  async run(job, deps) {
    await sendFromJob(deps.mail, {
      to: job.to,
      subject: `Licence ${job.days < 0 ? 'expired' : 'expiring'}: ${job.name}'s ${job.label}`,
      text:
        `${job.name} (${job.hireEmail}): ${job.label}${job.number ? ` ${job.number}` : ''} ` +
        `${when(job.days, job.expiryDate)}.\n\n` +
        `The register of tickets and licences: ${job.link}\n`,
    });
  },
});

export const LICENCE_JOB_DEFINITIONS = [licenceExpiryToHolderJob, licenceExpiryToHrJob];

/** The thresholds `days` has reached for `audience`, nearest the expiry first. */
const reached = (audience: Audience, days: number) =>
  [...REMINDER_THRESHOLDS[audience]].filter((t) => days <= t).sort((a, b) => a - b);

/**
 * Queues the licence reminders due at `now` (the tests drive the clock). For each licence of a
 * current employee whose expiry is within 60 days (or past), each audience gets the reminder of
 * the nearest threshold reached, once: the threshold's row is inserted first, and only the
 * instance whose insert took it queues the email (in the same transaction). Thresholds passed
 * over are recorded with it, so a licence added late is told once, not twice.
 */
export async function sendDueLicenceReminders(deps: AppDeps, now = new Date()): Promise<number> {
  const { db } = deps.database;
  const today = dateStamp(employerTimeZone(deps), now);
  const due = await db
    .select({ licence: licences, member: teamMembers })
    .from(licences)
    .innerJoin(teamMembers, eq(teamMembers.id, licences.memberId))
    .where(
      and(
        eq(teamMembers.approvedForDeletion, false),
        ne(licences.expiryDate, ''),
        lte(licences.expiryDate, addDays(today, REMINDER_THRESHOLDS.holder[0])),
      ),
    );
  let queued = 0;
  for (const { licence, member } of due) {
    const days = daysBetween(today, licence.expiryDate);
    for (const audience of ['holder', 'hr'] as const) {
      const thresholds = reached(audience, days);
      if (thresholds.length === 0) continue;
      const sent = await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(licenceReminders)
          .values({
            licenceId: licence.id,
            audience,
            threshold: thresholds[0]!,
            expiryDate: licence.expiryDate,
          })
          .onConflictDoNothing()
          .returning();
        if (claimed.length === 0) return false;
        if (thresholds.length > 1)
          await tx
            .insert(licenceReminders)
            .values(
              thresholds.slice(1).map((threshold) => ({
                licenceId: licence.id,
                audience,
                threshold,
                expiryDate: licence.expiryDate,
              })),
            )
            .onConflictDoNothing();
        const base = { label: licenceKindLabel(licence.kind), expiryDate: licence.expiryDate, days };
        const list: NewJob[] = [];
        if (audience === 'holder') {
          const [application] = await tx
            .select({ id: applications.id })
            .from(applications)
            .where(eq(applications.email, member.email));
          const link = application
            ? await createTaskLink(deps, tx, application.id, 'personal-information', now)
            : null;
          list.push({
            kind: LICENCE_JOBS.holder,
            payload: {
              ...base,
              to: member.email,
              name: member.fullName,
              link: `${publicBaseUrl(deps.env)}/`,
              ...(link ? { sealedLink: link.sealedLink } : {}),
            },
          });
        } else {
          for (const recipient of await receivingRecipients(tx))
            list.push({
              kind: LICENCE_JOBS.hr,
              payload: {
                ...base,
                to: recipient.email,
                name: member.fullName,
                hireEmail: member.email,
                number: licence.number,
                link: `${publicBaseUrl(deps.env)}/admin/licences`,
              },
            });
        }
        await enqueueJobs(tx, list, deps.env.JOB_MAX_ATTEMPTS);
        return list.length > 0;
      });
      if (sent) queued++;
    }
  }
  if (queued > 0) deps.jobs.wake();
  return queued;
}
