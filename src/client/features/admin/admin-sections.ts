import type { StaffRole } from '../../../shared/staff-roles';

/**
 * The admin navigation card's pages (spec §2, Admin screens; Deliveries: issue 20; Staff and
 * Audit: issue 24; Applications: issue 25), each with the roles its routes allow (decision 029): the card shows a person
 * only what their role may use.
 */
export const ADMIN_SECTIONS = [
  { path: '/admin/policies', label: 'Policy Management', roles: ['owner', 'hr'] },
  { path: '/admin/data-retention', label: 'Data Retention', roles: ['owner', 'hr', 'payroll'] },
  { path: '/admin/notifications', label: 'Notification Recipients', roles: ['owner', 'hr'] },
  { path: '/admin/deliveries', label: 'Deliveries', roles: ['owner', 'hr'] },
  // HR's onboarding (issue 25); one application's page belongs to it. Payroll reads it only.
  { path: '/admin/applications', label: 'Applications', roles: ['owner', 'hr', 'payroll'] },
  // The owner's pages are links under the buttons: a third row of buttons pushed a phone's first record below the fold.
  { path: '/admin/staff', label: 'Staff', roles: ['owner'], isLink: true },
  { path: '/admin/audit', label: 'Audit', roles: ['owner'], isLink: true },
] as const satisfies readonly { path: string; label: string; roles: readonly StaffRole[]; isLink?: true }[];

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];

/** The test-email page's roles (routes/test-email.ts). */
export const TEST_EMAIL_ROLES: readonly StaffRole[] = ['owner', 'hr'];

export const canUse = (roles: readonly StaffRole[], role: StaffRole) => roles.includes(role);

export const sectionsFor = (role: StaffRole) =>
  ADMIN_SECTIONS.filter((section) => canUse(section.roles, role));

/** Where a sign-in lands: the first page the role may use. */
export const homeSectionFor = (role: StaffRole): AdminSectionPath =>
  sectionsFor(role)[0]?.path ?? '/admin/data-retention';

/** Invites, resends, withdraws, requests changes and approves (routes/admin-applications.ts). */
export const canActOnApplications = (role: StaffRole) => role === 'owner' || role === 'hr';

/** Reveals a member's full TFN and bank numbers (routes/staff.ts). */
export const canReveal = (role: StaffRole) => role === 'owner' || role === 'payroll';
