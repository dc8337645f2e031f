import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffRecoveryCodes } from '../../db/schema/staff';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code copied by hand from paper reads one way only.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * 'abcd-efgh-jkmn-pqrs': 16 characters of a 31-letter alphabet, 79 random bits. With that much
 * entropy no guessing from a stolen table is possible, so a fast SHA-256 is the right store (a
 * slow hash protects low-entropy secrets such as passwords and PINs); it also lets a code be
 * found and used up by one indexed, conditional update (decision 029).
 */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
  return chars.join('').replace(/(.{4})(?!$)/g, '$1-');
}

/** The form a typed code is compared in: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

const hashCode = (code: string) =>
  crypto
    .createHash('sha256')
    .update(`staff-recovery:${normaliseRecoveryCode(code)}`)
    .digest('hex');

export const looksLikeRecoveryCode = (code: string) => normaliseRecoveryCode(code).length === 16;

/** Replaces the person's recovery codes with 10 new ones; answers them, shown this once. */
export async function issueRecoveryCodes(tx: Db, staffId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(codes.map((c) => ({ staffId, codeHash: hashCode(c) })));
  return codes;
}

/** Uses up `code` of the person's if it is one not used yet: a code works once. */
export async function useRecoveryCode(db: Db, staffId: string, code: string): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, hashCode(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
}
