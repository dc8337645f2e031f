/** GET /api/admin/session answers 200 with an admin session, 401 without. */
export const ADMIN_SESSION_KEY = ['/api/admin/session'] as const;

/** The signed-in admin: `staff` is null for the bootstrap PIN (decision 029). */
export type { AdminSession } from '../../shared/answers/admin';
