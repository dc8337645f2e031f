import { AsyncLocalStorage } from 'node:async_hooks';
import type { StaffRole } from '../../../shared/schemas/staff';

/**
 * Who an admin request acts as (decision 029): the staff member (null for the bootstrap PIN),
 * their role, session and IP. The access check (auth/access.ts) binds it for the rest of the
 * request, so every audit row (write-audit.ts) and officer name can name the person without each
 * route passing them along. It lives with the audit, not in auth: services read who acts, auth
 * says who that is (decision 050).
 */
export interface AdminContext {
  staffId: string | null;
  staffName: string | null;
  staffEmail: string | null;
  role: StaffRole;
  /** The session's key (the SHA-256 of its cookie token): ties audit rows of one sign-in together. */
  sessionId: string;
  ip: string;
}

const storage = new AsyncLocalStorage<AdminContext>();

export const currentAdmin = (): AdminContext | undefined => storage.getStore();

export const runAsAdmin = <T>(context: AdminContext, fn: () => T): T => storage.run(context, fn);
