import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffRecoveryCodes } from '../../db/schema/staff';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code copied by hand from paper reads one way only.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 'abcd-efgh-jkmn-pqrs': 16 characters of a 31-letter alphabet, 79 random bits. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
  return chars.join('').replace(/(.{4})(?!$)/g, '$1-');
}

/** The form a typed code is compared in: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export const looksLikeRecoveryCode = (code: string) => normaliseRecoveryCode(code).length === 16;

/**
 * Each code is kept as an argon2id hash, salted and slow like the passwords (attack review item
 * 9): a stolen table gives no code without that work per guess per row. A hash of a code from
 * before (unsalted SHA-256) no longer verifies; the people it belonged to enrol again anyway
 * (decision 037).
 */
const hashCode = (code: string) => hash(normaliseRecoveryCode(code));

const matches = (codeHash: string, code: string) =>
  verify(codeHash, normaliseRecoveryCode(code)).catch(() => false);

/** Replaces the person's recovery codes with 10 new ones; answers them, shown this once. */
export async function issueRecoveryCodes(tx: Db, staffId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map(hashCode));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
  return codes;
}

/**
 * Uses up `code` of the person's if it is one not used yet: a code works once. A salted hash
 * cannot be looked up, so the code is checked against the person's unused ones (10 at most), and
 * the one it matches is used up by a conditional update: of two requests at once with the same
 * code, one finds the row still unused.
 */
export async function useRecoveryCode(db: Db, staffId: string, code: string): Promise<boolean> {
  const unused = await db
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)))
    .limit(RECOVERY_CODE_COUNT);
  const checked = await Promise.all(
    unused.map(async (row) => ((await matches(row.codeHash, code)) ? row : null)),
  );
  const match = checked.find((row) => row !== null);
  if (!match) return false;
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(staffRecoveryCodes.id, match.id), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
}
