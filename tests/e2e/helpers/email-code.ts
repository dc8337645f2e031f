import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { readEmailCode } from '../../fixtures/read-email-code';

/** Where the e2e server's mail lands (playwright.config.ts chooses the data dir per run). */
export const E2E_MAIL_DIR = path.join(os.tmpdir(), `onboarding-e2e-${process.env.E2E_PORT}`, 'mail');

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
  const asked = await api.post('/api/auth/email-code', { data: { email } });
  if (!asked.ok()) throw new Error(`email code: ${asked.status()} ${await asked.text()}`);
  const code = await latestEmailCode(email);
  const verified = await api.post('/api/auth/verify-code', { data: { email, code } });
  if (!verified.ok()) throw new Error(`verify code: ${verified.status()} ${await verified.text()}`);
}
