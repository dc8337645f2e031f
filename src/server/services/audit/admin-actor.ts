import type { ActingAdmin } from './acting-admin';

/**
 * The audit actor for an admin action: the signed-in staff member ('Jane Officer
 * <jane@example.com>'), or 'admin' for the bootstrap PIN; plus the name the officer typed when
 * the action asks for one and it is not theirs ('admin (Jane Officer)').
 */
export function adminActor(admin: ActingAdmin, officerName?: string): string {
  const name = officerName?.trim();
  if (admin.staffName) {
    const who = `${admin.staffName} <${admin.staffEmail}>`;
    return name && name !== admin.staffName ? `${who} (${name})` : who;
  }
  return name ? `admin (${name})` : 'admin';
}
