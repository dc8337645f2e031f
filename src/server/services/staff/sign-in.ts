import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit-log';
import { jobs } from '../../db/schema/jobs';
import { staffMembers, type StaffRow } from '../../db/schema/staff';
import { enqueueJobs } from '../../jobs/enqueue-jobs';
import { tooMany } from '../../http-errors';
import type { AppDeps } from '../../types';
import type { ClientAddress } from '../audit/client-address';
import { looksLikeRecoveryCode, useRecoveryCode } from './recovery-codes';
import { STAFF_JOBS, type AccountLockedJob, type SignInFailuresJob } from './staff-jobs';
import { passwordMatches } from './staff-password';
import { totpStep } from './totp';

/** One wording for a wrong email, password or code: the answer tells a stranger nothing. */
export const SIGN_IN_FAILED = 'Incorrect email, password or code. Please try again.';
/** A correct authenticator code of the account, already accepted (its step or a newer one). */
export const CODE_JUST_USED = 'That code was just used; wait for the next one.';
export const ACCOUNT_PAUSED =
  'Too many incorrect attempts for this account. Please wait 15 minutes and try again.';
export const NETWORK_PAUSED = 'Too many incorrect attempts. Please wait 15 minutes and try again.';
/** Told only to whoever typed the right password and authenticator code: the person. */
export const ACCOUNT_LOCKED =
  'This account is locked after too many incorrect attempts. Please sign in with your password and ' +
  'one of your recovery codes instead of the authenticator code, or ask an owner to unlock it.';
/** Told only to whoever typed the account's right authenticator code (decision 037). */
export const PASSWORD_NEEDED =
  'Sign-in now needs a password as well as your authenticator code. Please ask an owner for a new ' +
  'set-up link to choose one.';

const FAILED = 'staff.sign_in_failed';
const REFUSED = 'staff.sign_in_refused';
const OK = 'staff.sign_in';
const REAUTH = 'staff.reauth';
const WINDOW_MS = 15 * 60_000;
/** Failures of one account in the window, from anywhere: past this it is paused for 15 minutes. */
export const MAX_PER_ACCOUNT = 5;
/** Failures from one network (an IPv4 address, an IPv6 /64) in the window, over every account. */
export const MAX_PER_NETWORK = 10;
/** Wrong sign-ins of an account in a row, over any time: the 10th locks it (decision 037). */
export const MAX_CONSECUTIVE = 10;
/** Failures of one account before each further try must wait: 1 s, then doubling. */
const FREE_PER_ACCOUNT = 2;
/** The 'failed sign-ins' email goes at most this often a day to one person (attack review item 17). */
export const FAILURE_EMAILS_PER_DAY = 3;

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

/** The browser's valid staff device cookie (auth/staff-device.ts), if any. */
export interface DeviceClaim {
  staffId: string;
  nonce: string;
}

export interface PasswordSignIn extends ClientAddress {
  email: string;
  password: string;
  code: string;
  device: DeviceClaim | null;
  /** 'reauth': the person proves their factors again on a session (audited as such). */
  purpose?: 'sign_in' | 'reauth';
}

/** The person signed in, or the words of the refusal (a wrong code and an unknown email alike). */
export type SignInOutcome = { staff: StaffRow } | { refused: string };

/**
 * Checks the password and the code (the person's current authenticator code, or one of their
 * recovery codes) for `email`: both, always (AAL2, decision 037). As with the PIN (decision
 * 003), the attempt is recorded as a failure BEFORE the limits are counted, so attempts sent at
 * once all see each other, and a success turns it into the sign-in.
 *
 * The limits (decision 037): 10 wrong sign-ins of an account in a row, over any time, lock it
 * until the person signs in with their password and a recovery code or an owner unlocks it (the
 * person and every owner are emailed once); 5 in 15 minutes pause it, with 1 s, 2 s, 4 s... between
 * tries after the second; 10 from one network (IPv6 by /64) in 15 minutes pause the network. A
 * browser the person signed in with before (a known device) is paused and locked only by its own
 * failures: other people's guessing never keeps the person out of it.
 */
export async function signInWithPassword(
  deps: Pick<AppDeps, 'cipher' | 'env' | 'clock'>,
  db: Db,
  input: PasswordSignIn,
): Promise<SignInOutcome> {
  const email = input.email.trim().toLowerCase();
  const network = input.network;
  const staff = await signInTarget(db, email);
  const known = staff !== null && input.device?.staffId === staff.id ? input.device.nonce : null;
  const [attempt] = await db
    .insert(auditLog)
    .values({
      actor: email,
      action: FAILED,
      target: email,
      ip: input.ip,
      details: { network, ...(known ? { device: known } : {}) },
    })
    .returning({ id: auditLog.id, createdAt: auditLog.createdAt });
  const { id, createdAt } = attempt!;
  const since = new Date(createdAt.getTime() - WINDOW_MS);
  const fromNetwork = sql`${auditLog.details}->>'network' = ${network}`;
  const ofAccountHere = known
    ? and(sql`${auditLog.target} = ${email}`, sql`${auditLog.details}->>'device' = ${known}`)!
    : sql`${auditLog.target} = ${email}`;
  const [ofNetwork, ofAccount] = await Promise.all([
    known ? { n: 0, last: null } : failures(db, since, fromNetwork, id),
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

  const check = staff ? await checkFactors(deps, db, staff, input, known) : await dummyCheck(input);
  if (check === 'ok' && staff) {
    const [fresh] = await db
      .update(staffMembers)
      .set({ failedSignIns: 0 })
      .where(eq(staffMembers.id, staff.id))
      .returning();
    await db
      .update(auditLog)
      .set({
        actor: `${staff.name} <${staff.email}>`,
        action: input.purpose === 'reauth' ? REAUTH : OK,
        details: { network, staffId: staff.id, ...(known ? { device: known } : {}) },
      })
      .where(eq(auditLog.id, id));
    return { staff: fresh ?? staff };
  }
  if (staff && typeof check === 'object') {
    // The person's own right factors, refused for a reason that is no guess: neither the
    // account's nor the network's failures move.
    await db
      .update(auditLog)
      .set({ action: REFUSED, details: { network, staffId: staff.id, reason: check.reason } })
      .where(eq(auditLog.id, id));
    return { refused: check.message };
  }
  if (staff && staff.passwordHash) {
    await countFailure(deps, db, staff, { ip: input.ip, at: createdAt, windowFailures: ofAccount.n + 1 });
  }
  return { refused: SIGN_IN_FAILED };
}

/**
 * One more wrong sign-in in a row for `staff`. The 10th locks the account (the conditional
 * update makes it once per lock, however many arrive at once) and emails the person and every
 * active owner; the 5th of a window emails the person, at most 3 times a day.
 */
async function countFailure(
  deps: Pick<AppDeps, 'env'>,
  db: Db,
  staff: StaffRow,
  at: { ip: string; at: Date; windowFailures: number },
) {
  const [row] = await db
    .update(staffMembers)
    .set({ failedSignIns: sql`${staffMembers.failedSignIns} + 1` })
    .where(eq(staffMembers.id, staff.id))
    .returning({ failedSignIns: staffMembers.failedSignIns });
  const inARow = row?.failedSignIns ?? 0;
  if (inARow >= MAX_CONSECUTIVE) {
    const locked = await db
      .update(staffMembers)
      .set({ lockedAt: at.at })
      .where(and(eq(staffMembers.id, staff.id), isNull(staffMembers.lockedAt)))
      .returning({ id: staffMembers.id });
    if (locked.length === 1) await emailLock(deps, db, staff, inARow, at);
    return;
  }
  if (at.windowFailures !== MAX_PER_ACCOUNT) return;
  if ((await failureEmailsToday(db, staff.email, at.at)) >= FAILURE_EMAILS_PER_DAY) return;
  const job: SignInFailuresJob = {
    to: staff.email,
    name: staff.name,
    failures: MAX_PER_ACCOUNT,
    ip: at.ip,
    at: at.at.toISOString(),
  };
  await enqueueJobs(
    db,
    [{ kind: STAFF_JOBS.signInFailures, payload: { ...job } }],
    deps.env.JOB_MAX_ATTEMPTS,
  );
}

async function failureEmailsToday(db: Db, email: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, STAFF_JOBS.signInFailures),
        sql`${jobs.payload}->>'to' = ${email}`,
        gt(sql`(${jobs.payload}->>'at')::timestamptz`, new Date(now.getTime() - 24 * 3600_000)),
      ),
    );
  return row?.n ?? 0;
}

async function emailLock(
  deps: Pick<AppDeps, 'env'>,
  db: Db,
  staff: StaffRow,
  failures: number,
  at: { ip: string; at: Date },
) {
  const owners = await db
    .select({ name: staffMembers.name, email: staffMembers.email })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.role, 'owner'),
        isNull(staffMembers.deactivatedAt),
        isNotNull(staffMembers.enrolledAt),
        ne(staffMembers.id, staff.id),
      ),
    );
  const common = {
    person: `${staff.name} <${staff.email}>`,
    failures,
    ip: at.ip,
    at: at.at.toISOString(),
  };
  const payloads: AccountLockedJob[] = [
    { ...common, to: staff.email, name: staff.name, isOwnerCopy: false },
    ...owners.map((o) => ({ ...common, to: o.email, name: o.name, isOwnerCopy: true })),
  ];
  await enqueueJobs(
    db,
    payloads.map((p) => ({ kind: STAFF_JOBS.accountLocked, payload: { ...p } })),
    deps.env.JOB_MAX_ATTEMPTS,
  );
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

/** A refusal of the person's own right factors: no failure (it is no guess). */
type Refusal = { reason: string; message: string };

// An unknown email costs the same argon2 work as a known one: the time tells nothing either.
let dummyHash: Promise<string> | null = null;
async function dummyCheck(input: PasswordSignIn): Promise<'wrong'> {
  dummyHash ??= import('@node-rs/argon2').then(({ hash }) => hash('not a password of anyone'));
  await passwordMatches(await dummyHash, input.password);
  return 'wrong';
}

/**
 * Whether the password AND the code are right: 'ok' (the code used up), a Refusal of the
 * person's right factors (a code just used, a locked account, no password yet), else 'wrong'.
 * The code is only checked (and used up) once the password is right.
 */
async function checkFactors(
  deps: Pick<AppDeps, 'cipher' | 'clock'>,
  db: Db,
  staff: StaffRow,
  input: PasswordSignIn,
  knownDevice: string | null,
): Promise<'ok' | 'wrong' | Refusal> {
  const typed = input.code.trim();
  const isTotp = /^\d{6}$/.test(typed);
  // The app's clock (a test moves it to the edges of a code's 30 s).
  const now = deps.clock().getTime();
  if (!staff.passwordHash) {
    // Enrolled before passwords (decision 037): the right authenticator code learns what to do.
    const right =
      isTotp && staff.totpSecret && totpStep(deps.cipher.decrypt(staff.totpSecret), typed, now) !== null;
    return right ? { reason: 'no_password', message: PASSWORD_NEEDED } : 'wrong';
  }
  if (!(await passwordMatches(staff.passwordHash, input.password))) return 'wrong';
  if (isTotp) {
    if (!staff.totpSecret) return 'wrong';
    const step = totpStep(deps.cipher.decrypt(staff.totpSecret), typed, now);
    if (step === null) return 'wrong';
    if (staff.lockedAt && !(knownDevice && (await deviceMayPassLock(db, staff, knownDevice)))) {
      return { reason: 'locked', message: ACCOUNT_LOCKED };
    }
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
    return taken.length === 1 ? 'ok' : { reason: 'code_just_used', message: CODE_JUST_USED };
  }
  if (!looksLikeRecoveryCode(typed) || !(await useRecoveryCode(db, staff.id, typed))) return 'wrong';
  // The password with a recovery code opens a locked account (decision 037).
  if (staff.lockedAt) {
    await db.update(staffMembers).set({ lockedAt: null }).where(eq(staffMembers.id, staff.id));
  }
  return 'ok';
}

/**
 * A known device passes the lock that others' guesses caused, unless its own last sign-ins were
 * the 10 wrong ones in a row (a stolen laptop is locked like any stranger).
 */
async function deviceMayPassLock(db: Db, staff: StaffRow, nonce: string): Promise<boolean> {
  const recent = await db
    .select({ action: auditLog.action, device: sql<string | null>`${auditLog.details}->>'device'` })
    .from(auditLog)
    .where(and(eq(auditLog.target, staff.email), inArray(auditLog.action, [FAILED, OK, REAUTH])))
    .orderBy(desc(auditLog.id))
    .limit(MAX_CONSECUTIVE + 1);
  // The newest row is this attempt itself.
  const before = recent.slice(1);
  const ownInARow = before.findIndex((r) => r.action !== FAILED || r.device !== nonce);
  return (ownInARow === -1 ? before.length : ownInARow) < MAX_CONSECUTIVE;
}

/** The newest sign-in rows are what the per-account count reads; exported for the audit page. */
export const SIGN_IN_ACTIONS = { failed: FAILED, refused: REFUSED, ok: OK, reauth: REAUTH } as const;
