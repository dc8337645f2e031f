import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http-errors';
import { isAdmin } from '../services/sessions/session-store';
import { STAFF_ROLES, type StaffRole } from '../../shared/schemas/staff';
import { findActiveStaff } from '../services/staff/staff-members';
import { sessionStaff } from './acting-admin';
import { writeAuditOfStaff } from '../services/audit/staff-audit';
import { assertFreshFactor } from './fresh-factor';
import { staffRoleOf } from './staff-role';
import { sessionCookieName } from './session-cookie';
import { registerSessionOrigin } from './session-origin';

/** Header on admin answers to a bootstrap-PIN session: the UI shows the 'create the owner account' banner. */
export const BOOTSTRAP_HEADER = 'x-admin-bootstrap';

export const ROLE_REFUSED = 'Your staff role does not allow this. Please ask an owner.';

/** What a bootstrap-PIN session hears on every admin route but the owner's creation (issue 36 item 6). */
export const PIN_BOOTSTRAP_ONLY =
  'The setup access code can only create the owner account. Please add the owner, open the link we email them, and sign in as the owner to do this.';

const OWNER: readonly StaffRole[] = ['owner'];

/** The access of an admin route, with the staff roles that may call it (decision 029). */
export const adminAccess = (...roles: StaffRole[]) => ({ access: 'admin', roles }) as const;
export const EVERY_ROLE = STAFF_ROLES;

/**
 * The access of an owner action (staff changes, clear-all, key rotation): the owner role, and
 * the person's factors proved within 10 minutes (auth/fresh-factor.ts, decision 037).
 */
export const ownerAction = () => ({ access: 'admin', roles: OWNER, freshFactor: true }) as const;

/**
 * Loads the session and enforces each route's declared access. The decision reads the MATCHED
 * route (its pattern and config), never the raw URL: `/%61pi/admin/...` routes to an admin
 * handler and must meet the admin check. A route that declares nothing is refused (fail closed)
 * and reported by tests/api/route-access.
 */
export function registerAccessControl(app: FastifyInstance) {
  app.decorateRequest('session', null);
  app.decorateRequest('staff', null);
  const cookieName = sessionCookieName(app.deps.env);

  app.addHook('onRequest', async (req) => {
    const pattern = req.routeOptions.url;
    // No route matched: the not-found handler answers (JSON 404 or the SPA's 404 page).
    if (pattern === undefined) return;
    const access = req.routeOptions.config?.access;
    if (access === undefined) throw forbidden('This route declares no access');
    // Static assets need no session lookup; every API route gets one (from memory while this
    // instance touched the session within the minute: services/sessions/session-cache.ts).
    if (!pattern.startsWith('/api/')) return;
    req.session = await app.deps.live.sessions.find(req.cookies[cookieName]);
    if (access !== 'admin') return;
    if (!isAdmin(req.session)) throw unauthorized();
    const staffId = req.session!.staffId;
    if (staffId) {
      // The person as they are now, read for every admin request (issue 36 item 11): a role
      // change or a deactivation made on any instance applies to the next request on each, while
      // the session row itself may come from this instance's cache. The request acts with the
      // person's current role (a copy: the cached row is left as it is).
      req.staff = await findActiveStaff(app.deps.database.db, staffId);
      if (!req.staff) throw unauthorized();
      req.session = { ...req.session!, staffRole: req.staff.role };
    } else if (staffRoleOf(req.session) && !req.routeOptions.config.bootstrap) {
      // The bootstrap PIN only creates and enrols the first owner (issue 36 item 6).
      throw forbidden(PIN_BOOTSTRAP_ONLY);
    }
    // A grant without a role (a session from before staff accounts) signs in again.
    const role = staffRoleOf(req.session);
    if (!role) throw unauthorized();
    if (!(req.routeOptions.config.roles ?? OWNER).includes(role)) {
      // Audited with the person, the route and the method (issue 36 item 15): one row a minute
      // per person and route, the next saying how many more were refused (staff-audit.ts).
      await writeAuditOfStaff(app.deps, sessionStaff(req, role), {
        action: 'access.refused',
        thing: `${req.method} ${pattern}`,
        details: { method: req.method, route: pattern },
      });
      throw forbidden(ROLE_REFUSED);
    }
    if (req.routeOptions.config.freshFactor) assertFreshFactor(req, app.deps.clock());
  });

  registerSessionOrigin(app, cookieName);

  // Signed in with the bootstrap PIN: every admin answer says so, for the pages' banner asking to
  // create the owner account.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.routeOptions.config?.access === 'admin' && req.session?.adminUntil && !req.session.staffId)
      reply.header(BOOTSTRAP_HEADER, '1');
    return payload;
  });

  // The officer-name fields of admin actions default to the signed-in person's name.
  app.addHook('preValidation', async (req) => {
    const body = req.body as Record<string, unknown> | null | undefined;
    if (!req.staff || !body || typeof body !== 'object' || Array.isArray(body)) return;
    if (typeof body.officerName !== 'string' || body.officerName.trim() === '')
      body.officerName = req.staff.name;
  });

  // The caches hear every commit through the database's notifications; on PostgreSQL those arrive
  // a moment after the commit, so the instance that wrote forgets at once what the write may have
  // changed: the next poll from the same screen never sees the old status.
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return payload;
    const { live } = app.deps;
    if (isAdmin(req.session)) {
      live.status.forget('*');
      live.sessions.forget('*');
    } else if (req.session) {
      if (req.session.email) live.status.forget(req.session.email);
      live.sessions.forget(req.session.id);
    }
    return payload;
  });

  // Param ownership runs after params are parsed.
  app.addHook('preHandler', async (req) => {
    const param = req.routeOptions.config?.ownEmailParam;
    if (!param) return;
    const value = (req.params as Record<string, string | undefined>)[param];
    assertOwnEmail(req, value ?? '');
  });
}

export function assertOwnEmail(req: FastifyRequest, email: string) {
  const own = req.session?.email;
  if (!own || own !== email.trim().toLowerCase()) throw forbidden();
}

/** The email this employee session acts for; 403 until it has proven one with its code. */
export function requireEmail(req: FastifyRequest): string {
  const email = req.session?.email;
  if (!email) throw forbidden('Unable to identify user. Please complete your onboarding first.');
  return email;
}
