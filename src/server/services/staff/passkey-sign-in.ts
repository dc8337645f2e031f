import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit-log';
import { staffMembers, staffPasskeys, staffSignInChallenges, type StaffRow } from '../../db/schema/staff';
import type { ClientAddress } from '../audit/client-address';
import { tooMany } from '../../http-errors';
import type { AppDeps } from '../../types';
import { loadWebauthn } from './webauthn';
import { MAX_PER_NETWORK, NETWORK_PAUSED, SIGN_IN_ACTIONS } from './sign-in';

const CHALLENGE_MS = 5 * 60_000;
const WINDOW_MS = 15 * 60_000;

/**
 * Options for 'Use a passkey': any of this site's discoverable passkeys, the challenge kept 5
 * minutes. User verification is required (decision 037): the passkey is two factors only when
 * the device checked its owner's fingerprint, face or PIN.
 */
export async function passkeySignInOptions(db: Db, rpID: string) {
  const { generateAuthenticationOptions } = await loadWebauthn();
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
  await db.delete(staffSignInChallenges).where(lt(staffSignInChallenges.expiresAt, sql`now()`));
  await db
    .insert(staffSignInChallenges)
    .values({ challenge: options.challenge, expiresAt: new Date(Date.now() + CHALLENGE_MS) });
  return options;
}

/**
 * Verifies a passkey's answer to one of our challenges (used up here, whatever the outcome), with
 * the user verified, and answers its active person (`onlyStaffId`: re-authentication accepts the
 * session's person only). Failures count towards the network's limit like wrong codes; a passkey
 * cannot be guessed, so they do not count towards an account's lock.
 */
export async function signInWithPasskey(
  deps: Pick<AppDeps, 'cipher'>,
  db: Db,
  response: AuthenticationResponseJSON,
  rp: { origin: string; rpID: string },
  { ip, network }: ClientAddress,
  onlyStaffId?: string,
): Promise<StaffRow | null> {
  const [attempt] = await db
    .insert(auditLog)
    .values({ actor: 'passkey', action: SIGN_IN_ACTIONS.failed, target: null, ip, details: { network } })
    .returning({ id: auditLog.id, createdAt: auditLog.createdAt });
  const since = new Date(attempt!.createdAt.getTime() - WINDOW_MS);
  const [ofNetwork] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, SIGN_IN_ACTIONS.failed),
        gt(auditLog.createdAt, since),
        sql`${auditLog.id} <> ${attempt!.id}`,
        sql`${auditLog.details}->>'network' = ${network}`,
      ),
    );
  if ((ofNetwork?.n ?? 0) >= MAX_PER_NETWORK) {
    await db.update(auditLog).set({ action: SIGN_IN_ACTIONS.refused }).where(eq(auditLog.id, attempt!.id));
    throw tooMany(NETWORK_PAUSED);
  }

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
  if (!row || (onlyStaffId !== undefined && row.staff.id !== onlyStaffId)) return null;
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
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) return null;
  await db
    .update(staffPasskeys)
    .set({ counter: verified.authenticationInfo.newCounter })
    .where(eq(staffPasskeys.id, row.key.id));
  const { staff } = row;
  await db.update(staffMembers).set({ failedSignIns: 0 }).where(eq(staffMembers.id, staff.id));
  await db
    .update(auditLog)
    .set({
      actor: `${staff.name} <${staff.email}>`,
      action: onlyStaffId ? SIGN_IN_ACTIONS.reauth : SIGN_IN_ACTIONS.ok,
      target: staff.email,
      details: { network, staffId: staff.id, factor: 'passkey' },
    })
    .where(eq(auditLog.id, attempt!.id));
  return staff;
}
