import type { TeamMember } from '../../../shared/schemas/team-member';
import { SENSITIVE_MEMBER_FIELDS } from '../../../shared/schemas/team-member';
import type { teamMembers } from '../../db/schema/team-members';
import type { Cipher } from '../crypto/cipher';

type MemberInsert = typeof teamMembers.$inferInsert;

/** Only a visa holder's visa is kept (issue 22 §3): a citizen or resident stores none. */
const NO_VISA = {
  visaNumber: '',
  visaExpiry: '',
  visaSubclass: '',
  visaConditions: '',
  visaPassportNumber: '',
  visaPassportCountry: '',
  visaImmiCardNumber: '',
  vevoConsent: false,
} as const;

/** The member's columns from the validated form: sensitive fields encrypted, the initial kept apart. */
export function memberColumns(form: TeamMember, cipher: Cipher): Omit<MemberInsert, 'id'> {
  const fields = form.tagVisaCitizen ? form : { ...form, ...NO_VISA };
  const { signature: _signature, ...columns } = fields;
  const row: Omit<MemberInsert, 'id'> = { ...columns };
  for (const field of SENSITIVE_MEMBER_FIELDS) row[field] = cipher.encrypt(fields[field]);
  return row;
}
