import path from 'node:path';
import { vi } from 'vitest';
import { mailsToNewestFirst } from '../fixtures/read-email-code';
import { STAFF_PASSWORD } from '../fixtures/staff';
import { enrolmentCode, totpCode, untilStepAfter } from '../fixtures/totp-clock';

const json = { 'content-type': 'application/json' };

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

async function post(url: string, body: unknown, cookie = ''): Promise<Response> {
  const res = await fetch(url, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res;
}

/**
 * A fresh install's first owner, over HTTP as a person makes them: the setup access code `pin`
 * adds the owner (the only thing it may do, issue 36 item 6), the owner opens the link the server
 * mailed into DATA_DIR/mail (no SMTP_URL), sets a password and an authenticator app, and signs in
 * with both. Answers the owner's session cookie.
 */
export async function ownerCookieOverHttp(base: string, dataDir: string, pin: string): Promise<string> {
  const email = 'owner@npm-start.test';
  const bootstrap = cookiesOf(await post(`${base}/api/admin/verify-pin`, { pin }));
  await post(`${base}/api/admin/staff`, { name: 'Owen Owner', email, role: 'owner' }, bootstrap);
  const token = await vi.waitFor(
    () => {
      for (const raw of mailsToNewestFirst(path.join(dataDir, 'mail'), email)) {
        const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
        const found = /\/admin\/enrol#([A-Za-z0-9_-]+)/.exec(text)?.[1];
        if (found) return found;
      }
      throw new Error(`no enrolment link was mailed to ${email}`);
    },
    { timeout: 30_000, interval: 100 },
  );
  const offer = await post(`${base}/api/staff/enrolment/totp`, { token });
  const { secret } = (await offer.json()) as { secret: string };
  const confirm = enrolmentCode(secret);
  await post(`${base}/api/staff/enrolment/totp/confirm`, {
    token,
    code: confirm.code,
    password: STAFF_PASSWORD,
  });
  await untilStepAfter(confirm.step);
  const signedIn = await post(`${base}/api/admin/sign-in`, {
    email,
    password: STAFF_PASSWORD,
    code: totpCode(secret),
  });
  return cookiesOf(signedIn)
    .split('; ')
    .filter((c) => c.startsWith('sid='))
    .join('; ');
}
