import { eq } from 'drizzle-orm';
import { type AnswerEntry, entryOf } from '../../../shared/catalogue/define-catalogue';
import { SCREEN_MASKS } from '../../../shared/catalogue/masks';
import { PERSONAL_INFORMATION } from '../../../shared/catalogue/personal-information';
import { TAX_DECLARATION } from '../../../shared/catalogue/tax-declaration';
import { REVEAL_FIELDS, type RevealField } from '../../../shared/schemas/staff';
import { formatAnswer } from '../catalogue/answer-text';
import type { Db } from '../../db/client';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { teamMembers } from '../../db/schema/team-members';
import type { Cipher } from '../crypto/cipher';
import { writeAudit } from '../audit/write-audit';
import { adminActor } from '../audit/admin-actor';
import type { ActingAdmin } from '../audit/acting-admin';
import { notFound } from '../../http-errors';
import { MEMBER_NOT_FOUND } from '../retention/find-retention-member';

/** Where each revealed number is kept: the tax declaration's, else the member's (the catalogues). */
const ENTRY: Record<RevealField, AnswerEntry> = Object.fromEntries(
  REVEAL_FIELDS.map((field) => [
    field,
    field in TAX_DECLARATION ? entryOf(TAX_DECLARATION, field) : entryOf(PERSONAL_INFORMATION, field),
  ]),
) as Record<RevealField, AnswerEntry>;

async function readNumbers(db: Db, cipher: Cipher, memberId: string): Promise<Record<RevealField, string>> {
  const [row] = await db
    .select({ member: teamMembers, tax: taxDeclarations })
    .from(teamMembers)
    .leftJoin(taxDeclarations, eq(taxDeclarations.memberId, teamMembers.id))
    .where(eq(teamMembers.id, memberId));
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  const stored = (field: RevealField): string => {
    const value: unknown =
      field in TAX_DECLARATION
        ? row.tax?.[field as keyof typeof taxDeclarations.$inferSelect]
        : row.member[field as keyof typeof teamMembers.$inferSelect];
    return typeof value === 'string' ? value : '';
  };
  return Object.fromEntries(REVEAL_FIELDS.map((field) => [field, cipher.decrypt(stored(field))])) as Record<
    RevealField,
    string
  >;
}

/** A member's TFN and bank numbers as every admin sees them: masked (decision 029). */
export async function maskedNumbers(db: Db, cipher: Cipher, memberId: string) {
  const n = await readNumbers(db, cipher, memberId);
  const masked = REVEAL_FIELDS.map((field) => [
    field,
    SCREEN_MASKS[ENTRY[field].secret?.mask ?? 'account'](n[field]),
  ]);
  return { memberId, ...(Object.fromEntries(masked) as Record<RevealField, string>), masked: true as const };
}

/** A number in full as its mask reads: TFN '123 456 782' ('••• ••• 782'), BSB '062-000' ('•••-000'). */
const shown = (field: RevealField, value: string) => formatAnswer(ENTRY[field].format, value.trim());

/**
 * One number in full, for a payroll person or an owner: audited with who, which member, which
 * field, when and from where (the row's staff, session and IP are the acting admin's).
 */
export async function revealNumber(
  db: Db,
  cipher: Cipher,
  memberId: string,
  field: RevealField,
  by: ActingAdmin,
) {
  const value = shown(field, (await readNumbers(db, cipher, memberId))[field]);
  await writeAudit(db, {
    actor: adminActor(by),
    admin: by,
    action: 'member.reveal',
    target: memberId,
    details: { memberId, field },
  });
  return { field, value };
}
