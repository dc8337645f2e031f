import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { mailsToNewestFirst, readEmailCode } from '../../fixtures/read-email-code';

/** Where the e2e SMTP peer files the server's mail (playwright.config.ts: SMTP_INBOX). */
export const E2E_MAIL_DIR = path.join(os.tmpdir(), `onboarding-e2e-${process.env.E2E_PORT}`, 'smtp-inbox');

/** The newest code mailed to `email`, waiting for the message to arrive. */
export async function latestEmailCode(email: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(() => (code = readEmailCode(E2E_MAIL_DIR, email)), { message: `a code mailed to ${email}` })
    .not.toBeNull();
  return code!;
}

/**
 * Proves `email` for a request context (a page's `page.request` shares the browser's cookies),
 * the way the app does it: ask for a code, read it from the message, enter it.
 */
export async function proveEmail(api: APIRequestContext, email: string): Promise<void> {
  // An address proven before has an older code in the inbox: wait for the message this asks for.
  const mails = () => [...mailsToNewestFirst(E2E_MAIL_DIR, email)].length;
  const before = mails();
  const asked = await api.post('/api/auth/email-code', { data: { email } });
  if (!asked.ok()) throw new Error(`email code: ${asked.status()} ${await asked.text()}`);
  await expect.poll(mails, { message: `a new code mailed to ${email}` }).toBeGreaterThan(before);
  const code = await latestEmailCode(email);
  const verified = await api.post('/api/auth/verify-code', { data: { email, code } });
  if (!verified.ok()) throw new Error(`verify code: ${verified.status()} ${await verified.text()}`);
}

/** Basic info's first Next: the code dialog opens; the new hire reads the email and enters the code. */
export async function confirmEmailInDialog(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm your email' });
  await expect(dialog.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await dialog.getByLabel('6-digit code').fill(await latestEmailCode(email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
}
