import type { StaffRole } from '../../shared/staff-roles';

/** GET /api/admin/session answers 200 with an admin session, 401 without. */
export const ADMIN_SESSION_KEY = ['/api/admin/session'] as const;

/** The signed-in admin (src/shared/schemas/staff.ts adminSessionSchema); `staff` is null for the PIN. */
export interface AdminSession {
  isAdmin: boolean;
  expiresAt: string;
  role: StaffRole;
  staff: { id: string; name: string; email: string } | null;
  /** Signed in with the bootstrap PIN: every admin page asks to create the owner account. */
  needsOwnerAccount: boolean;
}
