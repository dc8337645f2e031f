import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PIN } from '../../../playwright.config';
import { mailsToNewestFirst } from '../../fixtures/read-email-code';
import { enrolmentCode, totpCode, untilStepAfter } from '../../fixtures/totp-clock';
import { E2E_MAIL_DIR } from './email-code';

/** What a staff member signs in with: their email and their authenticator app's secret. */
export interface StaffCredentials {
  name: string;
  email: string;
  role: 'owner' | 'hr' | 'payroll';
  /** The authenticator app's secret, as the QR code gave it to the phone. */
  secret: string;
  /** The password chosen at enrolment (decision 037): with the code, the two factors. */
  password: string;
}

/** The password every e2e staff member chooses: 12 characters or more, on no common list. */
export const E2E_STAFF_PASSWORD = 'e2e site office passphrase';

export { totpCode };

/** The enrolment token mailed to `email`, read from the link as its person reads it. */
export async function enrolmentToken(email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      () => {
        for (const raw of mailsToNewestFirst(E2E_MAIL_DIR, email)) {
          const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
          token = /\/admin\/enrol#([A-Za-z0-9_-]+)/.exec(text)?.[1];
          if (token) return token;
        }
        return undefined;
      },
      // Sent by the job queue, which may be drawing a submission's PDFs first.
      { message: `an enrolment link mailed to ${email}`, timeout: 30_000 },
    )
    .toBeDefined();
  return token!;
}

/**
 * Opens the link mailed to `person` and sets up an authenticator app, confirmed with a code the
 * server accepts however the clock turns (`enrolmentCode`), so the current step's code is the
 * first that signs in.
 */
export async function enrolWithAuthenticator(
  api: APIRequestContext,
  person: Omit<StaffCredentials, 'secret' | 'password'>,
): Promise<StaffCredentials> {
  const token = await enrolmentToken(person.email);
  const offer = await api.post('/api/staff/enrolment/totp', { data: { token } });
  expect(offer.ok(), await offer.text()).toBe(true);
  const { secret } = (await offer.json()) as { secret: string };
  const confirm = enrolmentCode(secret);
  const confirmed = await api.post('/api/staff/enrolment/totp/confirm', {
    data: { token, code: confirm.code, password: E2E_STAFF_PASSWORD },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  await untilStepAfter(confirm.step);
  return { ...person, secret, password: E2E_STAFF_PASSWORD };
}

/** Signs `api` in as `person` through the sign-in route the Admin dialog calls. */
export async function signInStaff(api: APIRequestContext, person: StaffCredentials): Promise<void> {
  const signedIn = await api.post('/api/admin/sign-in', {
    data: { email: person.email, password: person.password, code: totpCode(person.secret) },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
}

/**
 * A fresh install's first owner: the setup access code (which only creates and enrols the first
 * owner, issue 36 item 6) adds `owner`, who enrols from the emailed link and signs `api` in.
 */
export async function bootstrapOwner(
  api: APIRequestContext,
  owner: Omit<StaffCredentials, 'secret' | 'password' | 'role'>,
): Promise<StaffCredentials> {
  const pin = await api.post('/api/admin/verify-pin', { data: { pin: E2E_ADMIN_PIN } });
  expect(pin.ok(), await pin.text()).toBe(true);
  const added = await api.post('/api/admin/staff', { data: { ...owner, role: 'owner' } });
  expect(added.status(), await added.text()).toBe(201);
  const enrolled = await enrolWithAuthenticator(api, { ...owner, role: 'owner' });
  await signInStaff(api, enrolled);
  return enrolled;
}

/** Adds `person` as the owner signed in on `api`, and enrols their authenticator app. */
export async function addStaff(
  api: APIRequestContext,
  person: Omit<StaffCredentials, 'secret' | 'password'>,
): Promise<StaffCredentials> {
  const added = await api.post('/api/admin/staff', { data: person });
  expect(added.status(), await added.text()).toBe(201);
  return enrolWithAuthenticator(api, person);
}

/** The Admin dialog (the home's Admin button) filled in for `person`, with `code` or their current one. */
export async function fillAdminDialog(page: Page, person: StaffCredentials, code = totpCode(person.secret)) {
  const dialog = page.getByRole('dialog', { name: 'Admin Access' });
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Password').fill(person.password);
  await dialog.getByLabel('Access code').fill(code);
  return dialog;
}
