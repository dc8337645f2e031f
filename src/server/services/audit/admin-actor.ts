import { currentAdmin } from './acting-admin';

/**
 * The audit actor for an admin action: the signed-in staff member ('Jane Officer
 * <jane@example.com>'), or 'admin' for the bootstrap PIN; plus the name the officer typed when
 * the action asks for one and it is not theirs ('admin (Jane Officer)').
 */
export function adminActor(officerName?: string): string {
  const name = officerName?.trim();
  const staff = currentAdmin();
  if (staff?.staffName) {
    const who = `${staff.staffName} <${staff.staffEmail}>`;
    return name && name !== staff.staffName ? `${who} (${name})` : who;
  }
  return name ? `admin (${name})` : 'admin';
}
