import crypto from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailCodes } from '../../db/schema/email-codes';
import { badRequest, tooMany } from '../../http-errors';
import type { MailService } from '../mail/mail-service';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_TRIES = 5;
/** A new code for the same email from the same session after 30 s (the dialog's Resend). */
export const RESEND_AFTER_MS = 30_000;
const SESSION_WINDOW_MS = 15 * 60_000;
const MAX_CODES_PER_SESSION = 5;
/**
 * Per address the cap is larger than any one requester's, so someone asking for codes for
 * another person's address from one session or IP cannot lock its owner out.
 */
const ADDRESS_WINDOW_MS = 60 * 60_000;
const MAX_CODES_PER_ADDRESS = 20;

const TOO_MANY_CODES = 'Too many codes were requested. Please wait 15 minutes and try again.';

const hashCode = (pepper: Buffer, id: string, code: string) =>
  crypto.createHmac('sha256', pepper).update(`${id}:${code}`).digest('hex');

async function countCodes(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(emailCodes).where(where);
  return row?.n ?? 0;
}

export const CODE_NOT_REQUESTED_HERE =
  'This code has expired or was not requested here. Please request a new code.';

/** Refuses a code request over its limits (the per-IP limit is the route's). */
export async function assertMayRequestCode(db: Db, email: string, sessionId: string | null) {
  const now = Date.now();
  const since = (ms: number) => gt(emailCodes.createdAt, new Date(now - ms));
  if (!sessionId) {
    if (
      (await countCodes(db, and(eq(emailCodes.email, email), since(ADDRESS_WINDOW_MS)))) >=
      MAX_CODES_PER_ADDRESS
    )
      throw tooMany(TOO_MANY_CODES);
    return;
  }
  const [last] = await db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.sessionId, sessionId)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  const wait = last ? last.createdAt.getTime() + RESEND_AFTER_MS - now : 0;
  if (wait > 0) {
    throw tooMany(`Please wait ${Math.ceil(wait / 1000)} seconds before asking for a new code.`);
  }
  const [bySession, byAddress] = await Promise.all([
    countCodes(db, and(eq(emailCodes.sessionId, sessionId), since(SESSION_WINDOW_MS))),
    countCodes(db, and(eq(emailCodes.email, email), since(ADDRESS_WINDOW_MS))),
  ]);
  if (bySession >= MAX_CODES_PER_SESSION || byAddress >= MAX_CODES_PER_ADDRESS) {
    throw tooMany(TOO_MANY_CODES);
  }
}

/**
 * Sends a 6-digit code proving ownership of `email` to the session that asked for it.
 * `announce` also shows it where the operator can read it (the console, when no SMTP is set).
 */
export async function sendEmailCode(
  db: Db,
  mail: MailService,
  pepper: Buffer,
  input: {
    email: string;
    sessionId: string;
    companyName: string;
    announce?: (email: string, code: string) => void;
  },
): Promise<void> {
  await assertMayRequestCode(db, input.email, input.sessionId);
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
  input.announce?.(input.email, code);
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
  if (!row) throw badRequest(CODE_NOT_REQUESTED_HERE);
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
