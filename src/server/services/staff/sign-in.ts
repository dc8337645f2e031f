import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { and, count, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit-log';
import { staffMembers, staffPasskeys, staffSignInChallenges, type StaffRow } from '../../db/schema/staff';
import { clientNetwork } from '../../auth/client-network';
import { enqueueJobs } from '../../jobs/enqueue-jobs';
import { tooMany } from '../../http-errors';
import type { AppDeps } from '../../types';
import { looksLikeRecoveryCode, useRecoveryCode } from './recovery-codes';
import { STAFF_JOBS, type SignInFailuresJob } from './staff-jobs';
import { loadWebauthn } from './webauthn';
import { totpStep } from './totp';

export const SIGN_IN_FAILED = 'Incorrect email or code. Please try again.';
/** A correct authenticator code of the account, already accepted (its step or a newer one). */
export const CODE_JUST_USED = 'That code was just used; wait for the next one.';
export const ACCOUNT_PAUSED =
  'Too many incorrect attempts for this account. Please wait 15 minutes, or use a recovery code later.';
export const NETWORK_PAUSED = 'Too many incorrect attempts. Please wait 15 minutes and try again.';

const FAILED = 'staff.sign_in_failed';
const REFUSED = 'staff.sign_in_refused';
const WINDOW_MS = 15 * 60_000;
/** Failures of one account in the window, from anywhere: past this it is paused (IPv6 rotation gains nothing). */
export const MAX_PER_ACCOUNT = 5;
/** Failures from one network (an IPv4 address, an IPv6 /64) in the window, over every account. */
export const MAX_PER_NETWORK = 10;
/** Failures of one account before each further try must wait: 1 s, then doubling. */
const FREE_PER_ACCOUNT = 2;

export const accountDelayMs = (failures: number) =>
  failures < FREE_PER_ACCOUNT ? 0 : Math.min(1000 * 2 ** (failures - FREE_PER_ACCOUNT), WINDOW_MS);

async function failures(db: Db, since: Date, where: ReturnType<typeof sql>, except: number) {
  const [row] = await db
    .select({ n: count(), last: sql<Date | null>`max(${auditLog.createdAt})` })
    .from(auditLog)
    .where(and(eq(auditLog.action, FAILED), gt(auditLog.createdAt, since), ne(auditLog.id, except), where));
  const last = row?.last ? new Date(row.last) : null;
  return { n: row?.n ?? 0, last };
}

async function refuse(db: Db, attemptId: number, message: string): Promise<never> {
  // A refused attempt was not checked: it is no guess, and does not extend the pause.
  await db.update(auditLog).set({ action: REFUSED }).where(eq(auditLog.id, attemptId));
  throw tooMany(message);
}

/**
 * Checks `code` (the person's current authenticator code, or one of their recovery codes) for
 * `email`. As with the PIN (decision 003), the attempt is recorded as a failure BEFORE the limits
 * are counted, so attempts sent at once all see each other, and a success turns it into the
 * sign-in. The limits, counted from the audit log (they hold across restarts and instances):
 * 5 failures an account in 15 minutes, from anywhere; 10 from a network (IPv6 by /64); after
 * the second failure of an account each try waits 1 s, 2 s, 4 s... since the last. The
 * failure that pauses the account emails its person. A network the person has signed in from
 * (isKnownNetwork) counts only the account's failures from itself: the pause strangers cause
 * elsewhere does not keep the person out there, and guesses from it are limited all the same.
 */
export async function signInWithCode(
  deps: Pick<AppDeps, 'cipher' | 'env'>,
  db: Db,
  input: { email: string; code: string; ip: string },
): Promise<SignInOutcome> {
  const email = input.email.trim().toLowerCase();
  const network = clientNetwork(input.ip);
  const [attempt] = await db
    .insert(auditLog)
    .values({ actor: email, action: FAILED, target: email, ip: input.ip, details: { network } })
    .returning({ id: auditLog.id, createdAt: auditLog.createdAt });
  const { id, createdAt } = attempt!;
  const since = new Date(createdAt.getTime() - WINDOW_MS);
  const fromNetwork = sql`${auditLog.details}->>'network' = ${network}`;
  const ofAccountHere = (await isKnownNetwork(db, email, network, createdAt))
    ? and(sql`${auditLog.target} = ${email}`, fromNetwork)!
    : sql`${auditLog.target} = ${email}`;
  const [ofNetwork, ofAccount] = await Promise.all([
    failures(db, since, fromNetwork, id),
    failures(db, since, ofAccountHere, id),
  ]);
  if (ofNetwork.n >= MAX_PER_NETWORK) await refuse(db, id, NETWORK_PAUSED);
  if (ofAccount.n >= MAX_PER_ACCOUNT) await refuse(db, id, ACCOUNT_PAUSED);
  const wait = (ofAccount.last?.getTime() ?? 0) + accountDelayMs(ofAccount.n) - createdAt.getTime();
  if (wait > 0) {
    await refuse(
      db,
      id,
      `Too many incorrect attempts. Please wait ${Math.ceil(wait / 1000)} seconds and try again.`,
    );
  }

  const staff = await signInTarget(db, email);
  const check = staff ? await checkCode(deps, db, staff, input.code) : 'wrong';
  if (check === 'ok' && staff) {
    await db
      .update(auditLog)
      .set({
        actor: `${staff.name} <${staff.email}>`,
        action: 'staff.sign_in',
        details: { network, staffId: staff.id },
      })
      .where(eq(auditLog.id, id));
    return { staff };
  }
  if (check === 'used' && staff) {
    // The account's own current code, only already accepted (the enrolment's, or a sign-in in the
    // same 30 s): no guess, so neither the account's nor the network's failures move. Only who
    // holds the authenticator can type it, so the answer tells a stranger nothing (decision 029).
    await db
      .update(auditLog)
      .set({ action: REFUSED, details: { network, staffId: staff.id, reason: 'code_just_used' } })
      .where(eq(auditLog.id, id));
    return { refused: CODE_JUST_USED };
  }
  if (staff && ofAccount.n + 1 === MAX_PER_ACCOUNT) {
    const job: SignInFailuresJob = {
      to: staff.email,
      name: staff.name,
      failures: MAX_PER_ACCOUNT,
      ip: input.ip,
      at: createdAt.toISOString(),
    };
    await enqueueJobs(
      db,
      [{ kind: STAFF_JOBS.signInFailures, payload: { ...job } }],
      deps.env.JOB_MAX_ATTEMPTS,
    );
  }
  return { refused: SIGN_IN_FAILED };
}

/** The person signed in, or the words of the refusal (a wrong code and an unknown email alike). */
export type SignInOutcome = { staff: StaffRow } | { refused: string };

/** How long a network the person signed in from stays theirs for the account's pause. */
export const KNOWN_NETWORK_MS = 90 * 24 * 3600_000;

/**
 * Whether `email` has signed in from `network` within KNOWN_NETWORK_MS: their office or home. A
 * paused account stays open there (its own failures still pause it there), so strangers' wrong
 * codes cannot lock the person out of their usual network (attack review, decision 029).
 */
async function isKnownNetwork(db: Db, email: string, network: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'staff.sign_in'),
        gt(auditLog.createdAt, new Date(now.getTime() - KNOWN_NETWORK_MS)),
        eq(auditLog.target, email),
        sql`${auditLog.details}->>'network' = ${network}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** An active person who has enrolled a factor. */
async function signInTarget(db: Db, email: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.email, email),
        isNull(staffMembers.deactivatedAt),
        isNotNull(staffMembers.enrolledAt),
      ),
    );
  return row ?? null;
}

/**
 * 'ok' uses the code up; 'used' is the account's authenticator code for a step at or before the
 * last one accepted (a replay: refused, but it is the right code, not a guess); else 'wrong'.
 */
async function checkCode(
  deps: Pick<AppDeps, 'cipher'>,
  db: Db,
  staff: StaffRow,
  code: string,
): Promise<'ok' | 'used' | 'wrong'> {
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    if (!staff.totpSecret) return 'wrong';
    const step = totpStep(deps.cipher.decrypt(staff.totpSecret), typed);
    if (step === null) return 'wrong';
    // A code works once: its step must be newer than the last one accepted (a replay, or two
    // requests at once with the same code, finds no row to update).
    const taken = await db
      .update(staffMembers)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staffMembers.id, staff.id),
          or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step)),
        ),
      )
      .returning({ id: staffMembers.id });
    return taken.length === 1 ? 'ok' : 'used';
  }
  return looksLikeRecoveryCode(typed) && (await useRecoveryCode(db, staff.id, typed)) ? 'ok' : 'wrong';
}

const CHALLENGE_MS = 5 * 60_000;

/** Options for 'Use a passkey': any of this site's discoverable passkeys, the challenge kept 5 minutes. */
export async function passkeySignInOptions(db: Db, rpID: string) {
  const { generateAuthenticationOptions } = await loadWebauthn();
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
  await db.delete(staffSignInChallenges).where(lt(staffSignInChallenges.expiresAt, sql`now()`));
  await db
    .insert(staffSignInChallenges)
    .values({ challenge: options.challenge, expiresAt: new Date(Date.now() + CHALLENGE_MS) });
  return options;
}

/**
 * Verifies a passkey's answer to one of our challenges (used up here, whatever the outcome), and
 * answers its active person. Failures count towards the network's limit like wrong codes.
 */
export async function signInWithPasskey(
  deps: Pick<AppDeps, 'cipher'>,
  db: Db,
  response: AuthenticationResponseJSON,
  rp: { origin: string; rpID: string },
  ip: string,
): Promise<StaffRow | null> {
  const network = clientNetwork(ip);
  const [attempt] = await db
    .insert(auditLog)
    .values({ actor: 'passkey', action: FAILED, target: null, ip, details: { network } })
    .returning({ id: auditLog.id, createdAt: auditLog.createdAt });
  const since = new Date(attempt!.createdAt.getTime() - WINDOW_MS);
  const ofNetwork = await failures(db, since, sql`${auditLog.details}->>'network' = ${network}`, attempt!.id);
  if (ofNetwork.n >= MAX_PER_NETWORK) await refuse(db, attempt!.id, NETWORK_PAUSED);

  const [row] = await db
    .select({ key: staffPasskeys, staff: staffMembers })
    .from(staffPasskeys)
    .innerJoin(staffMembers, eq(staffMembers.id, staffPasskeys.staffId))
    .where(
      and(
        eq(staffPasskeys.credentialId, String(response.id ?? '')),
        isNull(staffMembers.deactivatedAt),
        isNotNull(staffMembers.enrolledAt),
      ),
    );
  if (!row) return null;
  const { verifyAuthenticationResponse } = await loadWebauthn();
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: async (challenge) =>
      (
        await db
          .delete(staffSignInChallenges)
          .where(
            and(
              eq(staffSignInChallenges.challenge, challenge),
              gt(staffSignInChallenges.expiresAt, sql`now()`),
            ),
          )
          .returning({ id: staffSignInChallenges.id })
      ).length === 1,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: row.key.credentialId,
      publicKey: Buffer.from(deps.cipher.decrypt(row.key.publicKey), 'base64url'),
      counter: row.key.counter,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) return null;
  await db
    .update(staffPasskeys)
    .set({ counter: verified.authenticationInfo.newCounter })
    .where(eq(staffPasskeys.id, row.key.id));
  const { staff } = row;
  await db
    .update(auditLog)
    .set({
      actor: `${staff.name} <${staff.email}>`,
      action: 'staff.sign_in',
      target: staff.email,
      details: { network, staffId: staff.id, factor: 'passkey' },
    })
    .where(eq(auditLog.id, attempt!.id));
  return staff;
}

/** The newest sign-in rows are what the per-account count reads; exported for the audit page. */
export const SIGN_IN_ACTIONS = { failed: FAILED, refused: REFUSED, ok: 'staff.sign_in' } as const;
