/**
 * The staff roles and the numbers a payroll person or an owner may reveal (decision 029), as
 * plain constants: the browser imports them without the zod schemas of schemas/staff.ts.
 */
export const STAFF_ROLES = ['owner', 'hr', 'payroll'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', hr: 'HR', payroll: 'Payroll' };

// The numbers a reveal shows are the catalogues' `secret.reveal` answers.
export { REVEAL_FIELDS, type RevealField } from './catalogue/records';

/**
 * The roles shown the medical declaration's answers (health information, Privacy Act 1988 s 6):
 * only those who need them (decision 080). Payroll reads that it was made, not what.
 */
export const HEALTH_INFORMATION_ROLES = ['owner', 'hr'] as const satisfies readonly StaffRole[];

export function seesHealthInformation(role: StaffRole | null): boolean {
  return role !== null && (HEALTH_INFORMATION_ROLES as readonly StaffRole[]).includes(role);
}

/**
 * The roles shown union membership (sensitive information, Privacy Act 1988 s 6; issue 40): a
 * union card's row and photos go to the hire and these roles only, never to payroll (decision 094).
 */
export const UNION_MEMBERSHIP_ROLES = ['owner', 'hr'] as const satisfies readonly StaffRole[];

export function seesUnionMembership(role: StaffRole | null): boolean {
  return role !== null && (UNION_MEMBERSHIP_ROLES as readonly StaffRole[]).includes(role);
}

/**
 * Shown health and other sensitive information (Privacy Act 1988 s 6: health, racial or ethnic
 * origin, union membership; the catalogue's `sensitive` answers): a role shown both the medical
 * answers and union membership (issue 42 item 3). Others get documents without those answers.
 */
export function seesSensitiveInformation(role: StaffRole | null): boolean {
  return seesHealthInformation(role) && seesUnionMembership(role);
}
