/**
 * The staff roles and the numbers a payroll person or an owner may reveal (decision 029), as
 * plain constants: the browser imports them without the zod schemas of schemas/staff.ts.
 */
export const STAFF_ROLES = ['owner', 'hr', 'payroll'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const REVEAL_FIELDS = ['taxFileNumber', 'bankBSB', 'bankAccountNumber'] as const;
export type RevealField = (typeof REVEAL_FIELDS)[number];
