import type { FastifyRequest } from 'fastify';
import type { ActingAdmin } from '../services/audit/acting-admin';
import type { SessionStaff } from '../services/audit/staff-audit';
import type { StaffRole } from '../../shared/schemas/staff';
import { unauthorized } from '../http-errors';
import { staffRoleOf } from './staff-role';

/** Who this request acts as, when it is an admin route's with a signed-in admin; else null. */
export function actingAdminOf(req: FastifyRequest): ActingAdmin | null {
  const session = req.session;
  const role = staffRoleOf(session);
  if (req.routeOptions.config?.access !== 'admin' || !session || !role) return null;
  return {
    staffId: session.staffId,
    staffName: req.staff?.name ?? null,
    staffEmail: req.staff?.email ?? null,
    role,
    sessionId: session.id,
    ip: req.ip,
  };
}

/** Who an admin route acts as, for the services it calls (its access check let only admins in). */
export function actingAdmin(req: FastifyRequest): ActingAdmin {
  const admin = actingAdminOf(req);
  if (!admin) throw unauthorized();
  return admin;
}

/** The staff member this request's session is, acting in `role`, for an audit row of a refusal or a file read. */
export const sessionStaff = (req: FastifyRequest, role: StaffRole): SessionStaff => ({
  staffId: req.session?.staffId ?? null,
  staff: req.staff,
  role,
  sessionId: req.session?.id,
  ip: req.ip,
});
