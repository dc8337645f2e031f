import { eq } from 'drizzle-orm';
import { formatBsb, formatTfn } from '../../../shared/format';
import { maskBsb, maskTail, maskTaxFileNumber } from '../../../shared/masked-numbers';
import type { RevealField } from '../../../shared/schemas/staff';
import type { Db } from '../../db/client';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { teamMembers } from '../../db/schema/team-members';
import type { Cipher } from '../crypto/cipher';
import { writeAudit } from '../audit/write-audit';
import { adminActor } from '../audit/admin-actor';
import { notFound } from '../../http-errors';
import { MEMBER_NOT_FOUND } from '../retention/find-retention-member';

async function readNumbers(db: Db, cipher: Cipher, memberId: string): Promise<Record<RevealField, string>> {
  const [row] = await db
    .select({
      bankBSB: teamMembers.bankBSB,
      bankAccountNumber: teamMembers.bankAccountNumber,
      taxFileNumber: taxDeclarations.taxFileNumber,
    })
    .from(teamMembers)
    .leftJoin(taxDeclarations, eq(taxDeclarations.memberId, teamMembers.id))
    .where(eq(teamMembers.id, memberId));
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return {
    taxFileNumber: cipher.decrypt(row.taxFileNumber ?? ''),
    bankBSB: cipher.decrypt(row.bankBSB),
    bankAccountNumber: cipher.decrypt(row.bankAccountNumber),
  };
}

/** A member's TFN and bank numbers as every admin sees them: masked (decision 029). */
export async function maskedNumbers(db: Db, cipher: Cipher, memberId: string) {
  const n = await readNumbers(db, cipher, memberId);
  return {
    memberId,
    taxFileNumber: maskTaxFileNumber(n.taxFileNumber),
    bankBSB: maskBsb(n.bankBSB),
    bankAccountNumber: maskTail(n.bankAccountNumber),
    masked: true as const,
  };
}

/** A number in full as its mask reads: TFN '123 456 782' ('••• ••• 782'), BSB '062-000' ('•••-000'). */
const SHOWN: Record<RevealField, (value: string) => string> = {
  taxFileNumber: formatTfn,
  bankBSB: formatBsb,
  bankAccountNumber: (value) => value.trim(),
};

/**
 * One number in full, for a payroll person or an owner: audited with who, which member, which
 * field, when and from where (the row's staff, session and IP come from the request).
 */
export async function revealNumber(db: Db, cipher: Cipher, memberId: string, field: RevealField) {
  const value = SHOWN[field]((await readNumbers(db, cipher, memberId))[field]);
  await writeAudit(db, {
    actor: adminActor(),
    action: 'member.reveal',
    target: memberId,
    details: { memberId, field },
  });
  return { field, value };
}
