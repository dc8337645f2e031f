import type { Db } from '../../db/client';
import { HttpError } from '../../http-errors';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { renderApplicationPdfInPool } from '../pdf/pdf-pool';
import { sampleApplication } from '../pdf/sample-application';
import type { MailService } from './mail-service';

export const TEST_PDF_FILENAME = 'application-sample.pdf';

/**
 * Sends the sample application PDF to `to`, so an admin can see that mail leaves the server and
 * what HR will receive. A transport failure answers 502 with its reason.
 */
export async function sendTestEmail(
  deps: { db: Db; mail: MailService; companyName: string; timeZone: string },
  to: string,
  by: ActingAdmin,
): Promise<void> {
  const actor = adminActor(by);
  const pdf = await renderApplicationPdfInPool(
    sampleApplication(deps.companyName, new Date(), deps.timeZone),
  );
  try {
    await deps.mail.send({
      to,
      subject: `${deps.companyName} onboarding: test email`,
      text:
        'This is a test email from the onboarding app. Attached is a sample application PDF ' +
        'for a fictional employee, as notification recipients receive one for each submission.',
      attachments: [{ filename: TEST_PDF_FILENAME, content: pdf, contentType: 'application/pdf' }],
    });
  } catch (err) {
    await writeAudit(deps.db, { actor, admin: by, action: 'mail.test_failed' });
    const reason = err instanceof Error ? err.message : String(err);
    throw new HttpError(502, 'mail_failed', `Failed to send test email: ${reason}`);
  }
  await writeAudit(deps.db, { actor, admin: by, action: 'mail.test_sent' });
}
