import crypto from 'node:crypto';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../shared/schemas/staff';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { sessions } from '../../db/schema/sessions';
import { staffEnrolments, staffMembers, staffPasskeys, type StaffRow } from '../../db/schema/staff';
import { enqueueJobs } from '../../jobs/enqueue-jobs';
import { badRequest, HttpError } from '../../http-errors';
import type { AppDeps } from '../../types';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { NO_ADMIN } from '../sessions/session-store';
import { retirePin } from './pin-retirement';
import { issueRecoveryCodes } from './recovery-codes';
import { STAFF_JOBS, type EnrolmentLinkJob } from './staff-jobs';
import { loadWebauthn } from './webauthn';
import { hashNewPassword } from './staff-password';
import { newTotpOffer, totpStep } from './totp';
import { employerName } from '../settings/employer';

export const ENROLMENT_MS = 24 * 3600_000;
export const ENROLMENT_GONE =
  'This set-up link has been used or has expired. Please ask an owner for a new one.';
export const WRONG_FIRST_CODE =
  'That code did not match. Please try the current code from your authenticator app.';
export const PASSKEY_NOT_VERIFIED = 'The passkey could not be verified. Please try again.';

const hashToken = (token: string) => crypto.createHash('sha256').update(`staff-enrol:${token}`).digest('hex');

/** Where the link opens: the admin pages' enrolment screen, the token after '#' so no log or Referer holds it. */
export const enrolmentUrl = (baseUrl: string, token: string) =>
  `${baseUrl.replace(/\/+$/, '')}/admin/enrol#${token}`;

/**
 * A new one-time link for `staff` (older ones of theirs stop working), 24 hours. Answers the
 * token; `mail` queues the email (durable: retried, in Deliveries) in the same transaction.
 */
export async function issueEnrolment(
  deps: Pick<AppDeps, 'cipher' | 'env'>,
  db: Db,
  staff: StaffRow,
  opts: {
    baseUrl: string;
    mail: boolean;
    /** Who issued it, audited with it (`staff.enrolment_link`); omitted where the caller audits it. */
    by?: ActingAdmin;
  },
): Promise<{ token: string; url: string; expiresAt: Date }> {
  const token = crypto.randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + ENROLMENT_MS);
  const url = enrolmentUrl(opts.baseUrl, token);
  await db.transaction(async (tx) => {
    await tx
      .update(staffEnrolments)
      .set({ usedAt: new Date() })
      .where(and(eq(staffEnrolments.staffId, staff.id), isNull(staffEnrolments.usedAt)));
    await tx.insert(staffEnrolments).values({ tokenHash: hashToken(token), staffId: staff.id, expiresAt });
    // Using a link replaces the person's factors: who issued one is on the audit.
    if (opts.by) {
      await writeAudit(tx, {
        actor: adminActor(opts.by),
        admin: opts.by,
        action: 'staff.enrolment_link',
        target: staff.id,
        details: { person: staff.id, expiresAt: expiresAt.toISOString() },
      });
    }
    if (opts.mail) {
      const job: EnrolmentLinkJob = {
        to: staff.email,
        name: staff.name,
        sealedLink: deps.cipher.encrypt(url),
        expiresAt: expiresAt.toISOString(),
      };
      await enqueueJobs(
        tx,
        [{ kind: STAFF_JOBS.enrolmentLink, payload: { ...job } }],
        deps.env.JOB_MAX_ATTEMPTS,
      );
    }
  });
  return { token, url, expiresAt };
}

export interface OpenEnrolment {
  id: string;
  staff: StaffRow;
  pendingTotpSecret: string;
  passkeyChallenge: string | null;
  expiresAt: Date;
}

/** The live enrolment of `token` (unused, unexpired, its person active), else 410. */
export async function openEnrolment(db: Db, token: string): Promise<OpenEnrolment> {
  const [row] = await db
    .select({ enrolment: staffEnrolments, staff: staffMembers })
    .from(staffEnrolments)
    .innerJoin(staffMembers, eq(staffMembers.id, staffEnrolments.staffId))
    .where(
      and(
        eq(staffEnrolments.tokenHash, hashToken(token)),
        isNull(staffEnrolments.usedAt),
        gt(staffEnrolments.expiresAt, sql`now()`),
        isNull(staffMembers.deactivatedAt),
      ),
    );
  if (!row) throw new HttpError(410, 'enrolment_gone', ENROLMENT_GONE);
  const { enrolment, staff } = row;
  return {
    id: enrolment.id,
    staff,
    pendingTotpSecret: enrolment.pendingTotpSecret,
    passkeyChallenge: enrolment.passkeyChallenge,
    expiresAt: enrolment.expiresAt,
  };
}

export const enrolmentView = (e: OpenEnrolment) => ({
  name: e.staff.name,
  email: e.staff.email,
  role: e.staff.role as StaffRole,
  expiresAt: e.expiresAt.toISOString(),
});

/** Offers an authenticator app: a new secret, kept (encrypted) on the link until a first code confirms it. */
export async function offerTotp(deps: Pick<AppDeps, 'cipher' | 'env' | 'settings'>, db: Db, token: string) {
  const enrolment = await openEnrolment(db, token);
  const offer = newTotpOffer(employerName(deps), enrolment.staff.email);
  await db
    .update(staffEnrolments)
    .set({ pendingTotpSecret: deps.cipher.encrypt(offer.secret) })
    .where(eq(staffEnrolments.id, enrolment.id));
  return offer;
}

/**
 * Uses up the link and makes the new factor the person's only one (an owner recovering with
 * `admin:recover` starts again), with 10 new recovery codes. The first owner to enrol ends the
 * bootstrap PIN's sessions: from then on it no longer signs in (decision 029).
 */
async function completeEnrolment(
  db: Db,
  enrolment: OpenEnrolment,
  factor:
    | { totpSecret: string; totpLastStep: number; passwordHash: string }
    | { passkey: typeof staffPasskeys.$inferInsert },
  ip: string,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(staffEnrolments)
      .set({ usedAt: new Date() })
      .where(and(eq(staffEnrolments.id, enrolment.id), isNull(staffEnrolments.usedAt)))
      .returning({ id: staffEnrolments.id });
    if (used.length === 0) throw new HttpError(410, 'enrolment_gone', ENROLMENT_GONE);
    const staffId = enrolment.staff.id;
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.staffId, staffId));
    // A passkey with user verification is both factors: no password is kept (decision 037).
    const totp = 'totpSecret' in factor ? factor : { totpSecret: '', totpLastStep: null, passwordHash: null };
    await tx
      .update(staffMembers)
      .set({ ...totp, failedSignIns: 0, lockedAt: null, enrolledAt: new Date(), updatedAt: new Date() })
      .where(eq(staffMembers.id, staffId));
    if ('passkey' in factor) await tx.insert(staffPasskeys).values(factor.passkey);
    // Any session the person had is from before: it signs in again with the new factor.
    await tx.update(sessions).set(NO_ADMIN).where(eq(sessions.staffId, staffId));
    if (enrolment.staff.role === 'owner') await retirePin(tx);
    await writeAudit(tx, {
      actor: `${enrolment.staff.name} <${enrolment.staff.email}>`,
      action: 'staff.enrol',
      target: staffId,
      ip,
      details: { staffId, factor: 'passkey' in factor ? 'passkey' : 'totp' },
    });
    return issueRecoveryCodes(tx, staffId);
  });
}

/**
 * Confirms the authenticator app with its first code and sets the password that goes with it
 * (at least 12 characters, not a common or breached one: decision 037).
 */
export async function confirmTotp(
  deps: Pick<AppDeps, 'cipher'>,
  db: Db,
  input: { token: string; code: string; password: string },
  ip: string,
): Promise<string[]> {
  const enrolment = await openEnrolment(db, input.token);
  if (!enrolment.pendingTotpSecret) throw badRequest('Please choose an authenticator app first.');
  const passwordHash = await hashNewPassword(input.password);
  const secret = deps.cipher.decrypt(enrolment.pendingTotpSecret);
  const step = totpStep(secret, input.code);
  if (step === null) throw badRequest(WRONG_FIRST_CODE, { code: WRONG_FIRST_CODE });
  return completeEnrolment(
    db,
    enrolment,
    { totpSecret: enrolment.pendingTotpSecret, totpLastStep: step, passwordHash },
    ip,
  );
}

export async function passkeyRegistrationOptions(
  db: Db,
  token: string,
  rp: { rpID: string; rpName: string },
) {
  const enrolment = await openEnrolment(db, token);
  const { generateRegistrationOptions } = await loadWebauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: enrolment.staff.email,
    userDisplayName: enrolment.staff.name,
    userID: new TextEncoder().encode(enrolment.staff.id),
    attestationType: 'none',
    // A discoverable credential: 'Use a passkey' signs in without typing the email. The device
    // must verify its user (fingerprint, face or PIN): that is the second factor (decision 037).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await db
    .update(staffEnrolments)
    .set({ passkeyChallenge: options.challenge })
    .where(eq(staffEnrolments.id, enrolment.id));
  return options;
}

export async function registerPasskey(
  deps: Pick<AppDeps, 'cipher'>,
  db: Db,
  token: string,
  response: RegistrationResponseJSON,
  rp: { origin: string; rpID: string },
  ip: string,
): Promise<string[]> {
  const enrolment = await openEnrolment(db, token);
  const challenge = enrolment.passkeyChallenge;
  if (!challenge) throw badRequest(PASSKEY_NOT_VERIFIED);
  const { verifyRegistrationResponse } = await loadWebauthn();
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) throw badRequest(PASSKEY_NOT_VERIFIED);
  const { credential } = verified.registrationInfo;
  // A credential id is the authenticator's choice, and one already registered (to this person or
  // another) is refused as any unverifiable passkey is: the link stays unused, the first keeps it.
  return completeEnrolment(
    db,
    enrolment,
    {
      passkey: {
        staffId: enrolment.staff.id,
        credentialId: credential.id,
        publicKey: deps.cipher.encrypt(Buffer.from(credential.publicKey).toString('base64url')),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(','),
      },
    },
    ip,
  ).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw badRequest(PASSKEY_NOT_VERIFIED);
    throw err;
  });
}
