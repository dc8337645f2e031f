import crypto from 'node:crypto';
import path from 'node:path';
import { openPostgres } from '../../src/server/db/client';
import { createCipher } from '../../src/server/services/crypto/cipher';
import type { AppDeps } from '../../src/server/types';
import { createRecipient } from '../fixtures/factories';
import { readEmailCode } from '../fixtures/read-email-code';
import { createCompleteApplication } from '../fixtures/task-factories';

export interface Hire {
  email: string;
  cookie: string;
}

/**
 * `n` new hires with all six tasks complete, seeded into the database the servers use, each with
 * a session that proved its email through the server (code mailed to `mailDir`). Distinct
 * X-Forwarded-For addresses stand for distinct phones (the code request limit is per address).
 */
export async function seedHires(opts: {
  databaseUrl: string;
  dataKey: string;
  serverUrl: string;
  mailDir: string;
  n: number;
}): Promise<Hire[]> {
  const database = await openPostgres(opts.databaseUrl);
  const deps = { database, cipher: createCipher(Buffer.from(opts.dataKey, 'base64')) } as unknown as AppDeps;
  const hires: Hire[] = [];
  try {
    await createRecipient(deps, { email: 'hr@example.com' });
    for (let i = 0; i < opts.n; i++) {
      const member = await createCompleteApplication(deps, {
        member: { email: `crash-${i}-${crypto.randomBytes(3).toString('hex')}@example.com` },
      });
      hires.push({
        email: member.email,
        cookie: await proveEmail(opts.serverUrl, opts.mailDir, member.email, i),
      });
    }
  } finally {
    await database.close();
  }
  return hires;
}

export async function proveEmail(
  serverUrl: string,
  mailDir: string,
  email: string,
  i: number,
): Promise<string> {
  const ip = {
    'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    'content-type': 'application/json',
  };
  const asked = await fetch(`${serverUrl}/api/auth/email-code`, {
    method: 'POST',
    headers: ip,
    body: JSON.stringify({ email }),
  });
  if (!asked.ok) throw new Error(`email code: ${asked.status} ${await asked.text()}`);
  const sid = /sid=[^;]+/.exec(asked.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const code = readEmailCode(path.resolve(mailDir), email);
  if (!code) throw new Error(`no code mailed to ${email}`);
  const verified = await fetch(`${serverUrl}/api/auth/verify-code`, {
    method: 'POST',
    headers: { ...ip, cookie: sid },
    body: JSON.stringify({ email, code }),
  });
  if (!verified.ok) throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  return /sid=[^;]+/.exec(verified.headers.get('set-cookie') ?? '')![0];
}

export async function submit(serverUrl: string, hire: Hire): Promise<string> {
  const res = await fetch(`${serverUrl}/api/submit-application/${encodeURIComponent(hire.email)}`, {
    method: 'POST',
    headers: { cookie: hire.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ isResubmission: false }),
  });
  if (!res.ok) throw new Error(`submit: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { submissionId: string }).submissionId;
}
