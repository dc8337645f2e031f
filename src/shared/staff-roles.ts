/**
 * The staff roles (issue 24, decision 029), zod-free so the answer schemas and the client can use
 * them. owner: everything, staff, the audit, clear-all; hr: applications, policies, recipients,
 * retention up to approving deletion; payroll: members' full TFN and bank numbers, the Excel
 * export, mark downloaded.
 */
export const STAFF_ROLES = ['owner', 'hr', 'payroll'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
