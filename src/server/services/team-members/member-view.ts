import { SENSITIVE_MEMBER_FIELDS, type SensitiveMemberField } from '../../../shared/schemas/team-member';
import type { teamMembers } from '../../db/schema/team-members';
import type { Cipher } from '../crypto/cipher';

export type MemberRow = typeof teamMembers.$inferSelect;

/** A member as the API shows it to its owner: sensitive columns decrypted, file ids as URLs. */
export function memberView(row: MemberRow, cipher: Cipher) {
  const decrypted = Object.fromEntries(
    SENSITIVE_MEMBER_FIELDS.map((field) => [field, cipher.decrypt(row[field])]),
  ) as Record<SensitiveMemberField, string>;
  const profilePhotoPath = row.profilePhotoFileId ? `/api/files/${row.profilePhotoFileId}` : null;
  return { ...row, ...decrypted, profilePhotoPath };
}
