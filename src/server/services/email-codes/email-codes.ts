import crypto from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailCodes } from '../../db/schema/email-codes';
import { badRequest, serviceUnavailable, tooMany } from '../../http-errors';
import { errorText } from '../../jobs/job-handler';
import type { MailService } from '../mail/mail-service';
import { hireEmail } from '../mail/hire-emails';
import type { Language } from '../../../shared/i18n/languages';
import { DEFAULT_TIME_ZONE } from '../../../shared/date-time-format';
import { assertAddressOpen, clearFailedGuesses, recordFailedGuess } from './guess-limits';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_TRIES = 5;
/** A new code for the same email from the same session after 30 s (the dialog's Resend). */
export const RESEND_AFTER_MS = 30_000;
const SESSION_WINDOW_MS = 15 * 60_000;
const MAX_CODES_PER_SESSION = 5;
const ADDRESS_WINDOW_MS = 60 * 60_000;
/**
 * Per address and requester (its network: new sessions are free, an IPv6 /64 is one): a stranger
 * asking for codes for someone else's address uses up only their own share (issue 19).
 */
export const MAX_CODES_PER_REQUESTER = 5;
/**
 * Per address from devices that never proved it: at most this many mails an hour reach anyone's
 * inbox, however many networks ask. The owner's earlier device is not held to it.
 */
export const MAX_CODES_PER_ADDRESS = 20;

const TOO_MANY_CODES = 'Too many codes were requested. Please wait 15 minutes and try again.';
export const TOO_MANY_FOR_ADDRESS =
  'Too many codes were requested for this email address. Please wait an hour and try again.';

/** Who asks for a code, or enters one (`auth/code-requester.ts`). */
export interface CodeRequester {
  sessionId: string | null;
  /** A keyed hash of the requester's network (IPv4 address, IPv6 /64). */
  key: string;
  /** This browser proved the address before (the owner's earlier device). */
  isKnownDevice: boolean;
  /** The employer's time zone, in which a lock's end is told. */
  timeZone: string;
}

const hashCode = (pepper: Buffer, id: string, code: string) =>
  crypto.createHmac('sha256', pepper).update(`${id}:${code}`).digest('hex');

async function countCodes(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(emailCodes).where(where);
  return row?.n ?? 0;
}

/** What the dialog says once a code is out: `expiresInMs` from now (10 minutes when just sent). */
export function codeSentMessage(email: string, expiresInMs = CODE_TTL_MS): string {
  const minutes = Math.max(1, Math.ceil(expiresInMs / 60_000));
  return `We sent a 6-digit code to ${email}. It expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * The email's 'Continue on this phone' link: the page reads the code's id and the code from the
 * fragment (never sent to a server, so neither lands in a proxy's or scanner's request log). In
 * the browser that asked it proves the email as entering the code would (POST /api/auth/verify-link,
 * which checks the session that asked); anywhere else it only shows the code to type.
 */
export const continueLink = (baseUrl: string, id: string, code: string) =>
  `${baseUrl.replace(/\/+$/, '')}/confirm-email#${id}.${code}`;

export const CODE_NOT_SENT = 'We could not send the code just now. Please try again in a few minutes.';

export const CODE_NOT_REQUESTED_HERE =
  'This code has expired or was not requested here. Please request a new code.';

/**
 * Refuses a code request over its limits (the per-IP limit is the route's): a locked address
 * (too many wrong codes) for devices that never proved it; a resend within 30 s and 5 codes in 15
 * minutes per session; 5 an hour per address and requester's network; 20 an hour per address
 * for devices that never proved it.
 */
export async function assertMayRequestCode(db: Db, email: string, requester: CodeRequester) {
  await assertAddressOpen(db, email, requester.isKnownDevice, requester.timeZone);
  const now = Date.now();
  const since = (ms: number) => gt(emailCodes.createdAt, new Date(now - ms));
  const { sessionId } = requester;
  if (sessionId) {
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
    if (
      (await countCodes(db, and(eq(emailCodes.sessionId, sessionId), since(SESSION_WINDOW_MS)))) >=
      MAX_CODES_PER_SESSION
    )
      throw tooMany(TOO_MANY_CODES);
  }
  const forAddress = and(eq(emailCodes.email, email), since(ADDRESS_WINDOW_MS));
  const [byRequester, byAddress] = await Promise.all([
    countCodes(db, and(forAddress, eq(emailCodes.requesterKey, requester.key))),
    requester.isKnownDevice ? 0 : countCodes(db, forAddress),
  ]);
  if (byRequester >= MAX_CODES_PER_REQUESTER || byAddress >= MAX_CODES_PER_ADDRESS)
    throw tooMany(TOO_MANY_FOR_ADDRESS);
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
    requester: CodeRequester;
    companyName: string;
    /** Where the app is reached (PUBLIC_URL), for the email's link; never the request's Host. */
    baseUrl: string;
    announce?: (email: string, code: string) => void;
    /** The email's language: the hire's screen's, else their application's; English by default. */
    language?: Language;
    /** Told why the mail could not be sent (no address in it: see mailErrorCode). */
    onMailError?: (error: string) => void;
  },
): Promise<void> {
  await assertMayRequestCode(db, input.email, { ...input.requester, sessionId: input.sessionId });
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const id = crypto.randomUUID();
  await db.insert(emailCodes).values({
    id,
    email: input.email,
    sessionId: input.sessionId,
    requesterKey: input.requester.key,
    codeHash: hashCode(pepper, id, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  try {
    const link = continueLink(input.baseUrl, id, code);
    const company = input.companyName;
    await mail.send({
      to: input.email,
      about: input.email,
      // In the language the hire's screen shows (decision 114), the English below any other.
      ...hireEmail(input.language ?? 'en', DEFAULT_TIME_ZONE, ({ t }) => ({
        subject: t('code.subject', { company, code }),
        paragraphs: [
          t('code.yourCode', { code }),
          `${t('code.continueHere', { link })}\n${t('code.whichPhone')}`,
          t('code.expires'),
        ],
      })),
    });
  } catch (err) {
    // A code nobody received is no code: it must not start the resend wait nor count as sent.
    await db.delete(emailCodes).where(eq(emailCodes.id, id));
    input.onMailError?.(mailErrorCode(err));
    throw serviceUnavailable(CODE_NOT_SENT);
  }
  input.announce?.(input.email, code);
}

/** A mail failure's codes only: SMTP replies echo the address (`550 <a@b.c>: unknown`). */
function mailErrorCode(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown };
  const parts = [e.code, e.responseCode].filter((p) => typeof p === 'string' || typeof p === 'number');
  return parts.length > 0 ? parts.join(' ') : errorText(err).replace(/\S+@\S+/g, '[address]');
}

const TOO_MANY_TRIES = 'Too many incorrect codes. Please request a new code.';

/** The code this session asked for most recently that can still be entered, if any. */
export async function pendingCode(
  db: Db,
  sessionId: string,
): Promise<{ email: string; createdAt: Date; expiresAt: Date } | null> {
  const [row] = await db
    .select({ email: emailCodes.email, createdAt: emailCodes.createdAt, expiresAt: emailCodes.expiresAt })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.sessionId, sessionId),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, new Date()),
        lt(emailCodes.attempts, MAX_TRIES),
      ),
    )
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** The email a code this session asked for was sent to (the link's page), used or not. */
export async function codeEmailForSession(db: Db, id: string, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: emailCodes.email })
    .from(emailCodes)
    .where(and(eq(emailCodes.id, id), eq(emailCodes.sessionId, sessionId)));
  return row?.email ?? null;
}

/**
 * Checks a code for this session and email (5 tries each, 10 minutes); throws a 4xx when it does
 * not match. Every code the session asked for that is still good can be entered, so a new one
 * never voids the one in the inbox the person may be typing (issue 23); a wrong code uses a try
 * of each of them, so no code is checked more than 5 times however many are out. `codeId` (the
 * email's link) checks that one code only. A locked address refuses devices that never proved
 * it; each wrong code counts towards the address's cap (`guess-limits.ts`), and a right one
 * starts that count again.
 */
export async function verifyEmailCode(
  db: Db,
  pepper: Buffer,
  input: Pick<CodeRequester, 'isKnownDevice' | 'timeZone'> & {
    email: string;
    sessionId: string;
    code: string;
    codeId?: string;
  },
  jobs: { maxAttempts: number; wake(): void },
): Promise<void> {
  await assertAddressOpen(db, input.email, input.isKnownDevice, input.timeZone);
  const live = and(
    eq(emailCodes.email, input.email),
    eq(emailCodes.sessionId, input.sessionId),
    isNull(emailCodes.usedAt),
    gt(emailCodes.expiresAt, new Date()),
    input.codeId ? eq(emailCodes.id, input.codeId) : undefined,
  );
  // The try is counted in the same statement that checks the limit, before comparing, so
  // guesses sent at once cannot share one try.
  const claimed = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(live, lt(emailCodes.attempts, MAX_TRIES)))
    .returning({ id: emailCodes.id, codeHash: emailCodes.codeHash, attempts: emailCodes.attempts });
  if (claimed.length === 0) {
    const [spent] = await db.select({ id: emailCodes.id }).from(emailCodes).where(live).limit(1);
    throw spent ? tooMany(TOO_MANY_TRIES) : badRequest(CODE_NOT_REQUESTED_HERE);
  }
  const match = claimed.find((row) => {
    const expected = Buffer.from(row.codeHash, 'hex');
    const actual = Buffer.from(hashCode(pepper, row.id, input.code), 'hex');
    return crypto.timingSafeEqual(expected, actual);
  });
  if (!match) {
    await recordFailedGuess(db, input.email, jobs);
    const left = Math.max(...claimed.map((row) => MAX_TRIES - row.attempts));
    if (left <= 0) throw tooMany(TOO_MANY_TRIES);
    throw badRequest(`That code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`, {
      code: 'Incorrect code',
    });
  }
  const [used] = await db
    .update(emailCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(emailCodes.id, match.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  if (!used) throw badRequest('This code has already been used. Please request a new code.');
  // The email is proven: the session's other codes for it (and their links) are spent too.
  await db
    .update(emailCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailCodes.email, input.email),
        eq(emailCodes.sessionId, input.sessionId),
        isNull(emailCodes.usedAt),
      ),
    );
  await clearFailedGuesses(db, input.email);
}
