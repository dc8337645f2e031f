import { STAFF_ROLES, type StaffRole } from '../../shared/schemas/staff';

/** The role an admin session acts with; null for none (never defaulted: fail closed). */
export function staffRoleOf(session: { staffRole: string | null } | null): StaffRole | null {
  const role = session?.staffRole;
  return role && (STAFF_ROLES as readonly string[]).includes(role) ? (role as StaffRole) : null;
}
