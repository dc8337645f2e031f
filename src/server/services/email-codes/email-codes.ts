import crypto from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailCodes } from '../../db/schema/email-codes';
import { badRequest, tooMany } from '../../http-errors';
import type { MailService } from '../mail/mail-service';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_TRIES = 5;
const MAX_CODES_PER_WINDOW = 3;
const WINDOW_MS = 15 * 60_000;

const hashCode = (pepper: Buffer, id: string, code: string) =>
  crypto.createHmac('sha256', pepper).update(`${id}:${code}`).digest('hex');

/** Sends a 6-digit code proving ownership of `email` to the session that asked for it. */
export async function sendEmailCode(
  db: Db,
  mail: MailService,
  pepper: Buffer,
  input: { email: string; sessionId: string; companyName: string },
): Promise<void> {
  const [recent] = await db
    .select({ n: count() })
    .from(emailCodes)
    .where(
      and(eq(emailCodes.email, input.email), gt(emailCodes.createdAt, new Date(Date.now() - WINDOW_MS))),
    );
  if ((recent?.n ?? 0) >= MAX_CODES_PER_WINDOW) {
    throw tooMany('Too many codes were requested for this email. Please wait 15 minutes and try again.');
  }
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const id = crypto.randomUUID();
  await db.insert(emailCodes).values({
    id,
    email: input.email,
    sessionId: input.sessionId,
    codeHash: hashCode(pepper, id, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  await mail.send({
    to: input.email,
    subject: `Your ${input.companyName} onboarding code: ${code}`,
    text:
      `Your code to continue your onboarding application is ${code}.\n\n` +
      'It expires in 10 minutes. If you did not ask for it, you can ignore this email.',
  });
}

/** Checks a code for this session and email (5 tries, 10 minutes); throws a 4xx when it does not match. */
export async function verifyEmailCode(
  db: Db,
  pepper: Buffer,
  input: { email: string; sessionId: string; code: string },
): Promise<void> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, input.email),
        eq(emailCodes.sessionId, input.sessionId),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!row) throw badRequest('This code has expired or was not requested here. Please request a new code.');
  // The try is counted in the same statement that checks the limit, before comparing, so
  // guesses sent at once cannot share one try.
  const [claimed] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, row.id), lt(emailCodes.attempts, MAX_TRIES), isNull(emailCodes.usedAt)))
    .returning({ attempts: emailCodes.attempts });
  if (!claimed) throw tooMany('Too many incorrect codes. Please request a new code.');
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashCode(pepper, row.id, input.code), 'hex');
  if (!crypto.timingSafeEqual(expected, actual)) {
    const left = MAX_TRIES - claimed.attempts;
    if (left <= 0) throw tooMany('Too many incorrect codes. Please request a new code.');
    throw badRequest(`That code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`, {
      code: 'Incorrect code',
    });
  }
  const [used] = await db
    .update(emailCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  if (!used) throw badRequest('This code has already been used. Please request a new code.');
}
