import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { policyAcknowledgments } from '../../db/schema/policy-acknowledgments';
import { teamMembers } from '../../db/schema/team-members';
import { defineJob } from '../../jobs/define-job';
import { type NewJob } from '../../jobs/enqueue-jobs';
import { skipped } from '../../jobs/job-handler';
import { publicBaseUrl } from '../applications/application-jobs';
import { emailDelivery } from '../deliveries/delivery-kind';
import { sendFromJob } from '../mail/mail-failure';
import { receivingRecipients, recipientAtSendTime } from '../notifications/receiving-recipients';
import type { SignedAnswer } from '../../../shared/acknowledgment';

export const QUESTION_FOR_HR_JOB = 'acknowledgments.question-for-hr';
/** Why Deliveries shows a question's email as not sent: the hire signed again, or was deleted. */
export const QUESTION_GONE = 'The new hire has signed the document again since, or their data was deleted';

const payload = z.object({
  recipientId: z.string(),
  to: z.string(),
  /** The hire: a deletion of their data removes the queued email with it (forget-emails.ts). */
  email: z.string(),
  acknowledgmentId: z.string(),
});

/**
 * The emails of a signing whose 'Do you understand…' questions were answered 'No, I have a
 * question for HR' (issue 43 item 3, decision 115): one to each notification recipient, queued in
 * the signing's transaction. The question itself is read from the signing as it is sent, not
 * copied into the queue.
 */
export async function questionForHrJobs(
  tx: Db,
  acknowledgmentId: string,
  email: string,
  answers: SignedAnswer[],
): Promise<NewJob[]> {
  if (!answers.some((a) => a.questionForHr)) return [];
  return (await receivingRecipients(tx)).map((r) => ({
    kind: QUESTION_FOR_HR_JOB,
    payload: { recipientId: r.id, to: r.email, email, acknowledgmentId },
  }));
}

/** To a notification recipient: the hire's questions about a document, with a link to their application. */
export const questionForHrJob = defineJob({
  kind: QUESTION_FOR_HR_JOB,
  payload,
  delivery: emailDelivery("A new hire's question about a document: to a notification recipient"),
  async run(job, deps) {
    const db = deps.database.db;
    const recipient = await recipientAtSendTime(db, job);
    if ('skipped' in recipient) return recipient;
    const [signing] = await db
      .select({
        title: policyAcknowledgments.policyTitle,
        version: policyAcknowledgments.policyVersion,
        answers: policyAcknowledgments.answers,
        name: teamMembers.fullName,
        applicationId: applications.id,
      })
      .from(policyAcknowledgments)
      .innerJoin(teamMembers, eq(teamMembers.id, policyAcknowledgments.memberId))
      .leftJoin(applications, eq(applications.email, policyAcknowledgments.email))
      .where(eq(policyAcknowledgments.id, job.acknowledgmentId));
    const asked = signing?.answers.filter((a) => a.questionForHr) ?? [];
    if (!signing || asked.length === 0) return skipped(QUESTION_GONE);
    const link = signing.applicationId
      ? `${publicBaseUrl(deps.env)}/admin/application?id=${signing.applicationId}`
      : publicBaseUrl(deps.env);
    await sendFromJob(deps.mail, {
      to: recipient.email,
      about: job.email,
      subject: `A question for HR about the ${signing.title}: ${signing.name}`,
      text:
        `${signing.name} (${job.email}) signed the ${signing.title} (version ${signing.version}) ` +
        `and has a question for HR:\n\n` +
        asked
          .map((a) => `${a.question ?? a.questionId}\nNo, I have a question for HR: ${a.questionForHr}\n`)
          .join('\n') +
        `\nTheir application: ${link}\n`,
    });
  },
});
