import type { StaffRole } from '../../../shared/schemas/staff';

/**
 * Who an admin request acts as (decisions 029, 050): the staff member (null for the bootstrap
 * PIN), their role, session and IP. The route reads it from its request (auth/acting-admin.ts)
 * and hands it to each service that audits or names the person acting: services never look it up.
 */
export interface ActingAdmin {
  staffId: string | null;
  staffName: string | null;
  staffEmail: string | null;
  role: StaffRole;
  /** The session's key (the SHA-256 of its cookie token): ties audit rows of one sign-in together. */
  sessionId: string;
  ip: string;
}
