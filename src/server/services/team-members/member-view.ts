import { SENSITIVE_MEMBER_FIELDS } from '../../../shared/schemas/team-member';
import type { teamMembers } from '../../db/schema/team-members';
import type { Cipher } from '../crypto/cipher';

export type MemberRow = typeof teamMembers.$inferSelect;

/** A member as the API shows it to its owner: sensitive columns decrypted, file ids as URLs. */
export function memberView(row: MemberRow, cipher: Cipher) {
  const view: Record<string, unknown> = { ...row };
  for (const field of SENSITIVE_MEMBER_FIELDS) view[field] = cipher.decrypt(row[field]);
  view.profilePhotoPath = row.profilePhotoFileId ? `/api/files/${row.profilePhotoFileId}` : null;
  return view;
}
