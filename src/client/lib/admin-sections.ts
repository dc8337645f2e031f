import type { StaffRole } from '../../shared/staff-roles';

/**
 * The admin navigation card's pages (spec §2, Admin screens; Deliveries: issue 20; Staff and
 * Audit: issue 24; Applications: issue 25; Ready for payroll: issue 35), each with the roles its
 * routes allow (decision 029): the card shows a person only what their role may use. What needs
 * them comes first (issue 35 item 11).
 */
export const ADMIN_SECTIONS = [
  // HR's onboarding (issue 25); one application's page belongs to it. Payroll reads it only.
  { path: '/admin/applications', label: 'Applications', roles: ['owner', 'hr', 'payroll'] },
  // The approved hires payroll has not set up yet (issue 35 item 11): payroll's and the owner's.
  { path: '/admin/payroll', label: 'Ready for payroll', roles: ['owner', 'payroll'] },
  { path: '/admin/policies', label: 'Policy Management', roles: ['owner', 'hr'] },
  { path: '/admin/data-retention', label: 'Data Retention', roles: ['owner', 'hr', 'payroll'] },
  { path: '/admin/notifications', label: 'Notification Recipients', roles: ['owner', 'hr'] },
  { path: '/admin/deliveries', label: 'Deliveries', roles: ['owner', 'hr'] },
  // Every current employee's tickets and licences, with expiry (issue 40 item 3). The owner
  // reaches them from Settings, as the sites: a fifth link wrapped the owner's row on a phone.
  {
    path: '/admin/licences',
    label: 'Tickets & licences',
    roles: ['owner', 'hr', 'payroll'],
    isLink: true,
    navRoles: ['hr', 'payroll'],
  },
  // The owner's pages are links under the buttons: a third row of buttons pushed a phone's first record below the fold.
  { path: '/admin/staff', label: 'Staff', roles: ['owner'], isLink: true },
  { path: '/admin/audit', label: 'Audit', roles: ['owner'], isLink: true },
  { path: '/admin/settings', label: 'Settings', roles: ['owner'], isLink: true },
  // The employer's sites (issue 39 item 2): every role reads them, the owner changes them. The
  // owner reaches them from Settings: a fifth link wrapped the links to a second row on a phone.
  {
    path: '/admin/sites',
    label: 'Sites',
    roles: ['owner', 'hr', 'payroll'],
    isLink: true,
    navRoles: ['hr', 'payroll'],
  },
] as const satisfies readonly {
  path: string;
  label: string;
  roles: readonly StaffRole[];
  isLink?: true;
  /** The roles whose navigation card lists it, where fewer than may use it. */
  navRoles?: readonly StaffRole[];
}[];

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];

/** The test-email page's roles (routes/test-email.ts). */
export const TEST_EMAIL_ROLES: readonly StaffRole[] = ['owner', 'hr'];

export const canUse = (roles: readonly StaffRole[], role: StaffRole) => roles.includes(role);

export const sectionsFor = (role: StaffRole) =>
  ADMIN_SECTIONS.filter((section) => canUse(section.roles, role));

/**
 * Where a sign-in (and `/admin`) lands: what needs the role (issue 35 item 11). HR and owners the
 * applications, payroll the approved hires it has not set up yet.
 */
const HOME_SECTIONS: Record<StaffRole, AdminSectionPath> = {
  owner: '/admin/applications',
  hr: '/admin/applications',
  payroll: '/admin/payroll',
};

export const homeSectionFor = (role: StaffRole): AdminSectionPath => HOME_SECTIONS[role];

/** Invites, resends, withdraws, requests changes and approves (routes/admin-applications.ts). */
export const canActOnApplications = (role: StaffRole) => role === 'owner' || role === 'hr';

/** Marks an approved application set up in payroll (routes/admin-applications.ts). */
export const canSetUpPayroll = (role: StaffRole) => role === 'owner' || role === 'payroll';

/** Records a VEVO check (routes/right-to-work.ts). */
export const canRecordVevoCheck = (role: StaffRole) => role === 'owner' || role === 'hr';

/** Reveals a member's full TFN and bank numbers (routes/staff.ts). */
export const canReveal = (role: StaffRole) => role === 'owner' || role === 'payroll';
