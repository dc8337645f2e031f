import type { Db } from '../../db/client';
import { receivingRecipients } from '../notifications/receiving-recipients';

/**
 * The address the test-email page is prefilled with: the first notification recipient who
 * receives real PDFs (active, not a deactivated staff account), else the sender address MAIL_FROM.
 */
export async function defaultTestEmail(db: Db, mailFrom: string): Promise<string> {
  const [first] = await receivingRecipients(db);
  return first?.email ?? mailFrom;
}
