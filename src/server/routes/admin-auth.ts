import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie';
import {
  issueKnownDevice,
  isKnownDevice,
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MS,
} from '../services/admin/known-device';
import { verifyAdminPin } from '../services/admin/verify-admin-pin';
import { clientAddress } from '../auth/client-network';
import { actingAdmin } from '../auth/acting-admin';
import { adminActor } from '../services/audit/admin-actor';
import { writeAudit } from '../services/audit/write-audit';
import { deleteSession } from '../services/sessions/session-store';
import { pinState, startPinSession } from '../services/staff/pin-retirement';
import { adminAccess, EVERY_ROLE } from '../auth/access';
import { staffRoleOf } from '../auth/staff-role';
import {
  adminLogoutAnswerSchema,
  adminSessionSchema,
  verifyPinAnswerSchema,
  verifyPinRefusedSchema,
} from '../../shared/answers/admin';
import { apiErrorSchema, errorAnswers } from '../../shared/schemas/answers';
import { isSecureRequest } from '../auth/secure-cookie';

export const PIN_RETIRED_MESSAGE =
  'The admin access code is no longer used. Please sign in with your staff account (email and authenticator code or passkey).';
export const PIN_EXPIRED_MESSAGE =
  'The setup access code has expired: it works for 7 days after the app first starts. Whoever runs the server can make the owner account with `npm run admin:recover -- owner@example.com`.';
const PIN_REFUSED = { retired: PIN_RETIRED_MESSAGE, expired: PIN_EXPIRED_MESSAGE } as const;
export const INCORRECT_PIN_MESSAGE = 'Incorrect PIN. Please try again.';

export async function adminAuthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/verify-pin',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        body: z.object({ pin: z.string().min(1).max(6) }),
        response: {
          200: verifyPinAnswerSchema,
          401: verifyPinRefusedSchema,
          403: z.union([verifyPinRefusedSchema, apiErrorSchema]),
          ...errorAnswers,
        },
      },
    },
    async (req, reply) => {
      const { db } = app.deps.database;
      const { deviceKey } = app.deps;
      // The PIN only bootstraps (decision 029): once an owner has enrolled, staff sign in as
      // themselves, for good (whoever holds the owner role later); 7 days after the first start
      // it has expired, and `npm run admin:recover` makes the owner (issue 36 item 6).
      const state = await pinState(db, app.deps.clock());
      if (state !== 'open') return reply.code(403).send({ success: false, message: PIN_REFUSED[state] });
      const ok = await verifyAdminPin(db, app.deps.adminPinHash, req.body.pin, clientAddress(req.ip), {
        isKnownDevice: isKnownDevice(deviceKey, req.cookies[KNOWN_DEVICE_COOKIE]),
      });
      if (!ok) return reply.code(401).send({ success: false, message: INCORRECT_PIN_MESSAGE });
      reply.setCookie(KNOWN_DEVICE_COOKIE, issueKnownDevice(deviceKey), {
        path: '/api/admin/verify-pin',
        httpOnly: true,
        sameSite: 'strict',
        secure: isSecureRequest(req),
        maxAge: KNOWN_DEVICE_MS / 1000,
      });
      // Checked again where the session is created, under the lock the first owner's enrolment
      // takes: an enrolment that finished during the hash check retires the PIN for this try too.
      const started = await startPinSession(db, req.session, app.deps.clock());
      if ('refused' in started)
        return reply.code(403).send({ success: false, message: PIN_REFUSED[started.refused] });
      setSessionCookie(req, reply, started.token);
      return { success: true, message: 'Access granted' };
    },
  );

  r.post(
    '/api/admin/logout',
    {
      config: { ...adminAccess(...EVERY_ROLE), bootstrap: true },
      schema: { response: { 200: adminLogoutAnswerSchema, ...errorAnswers } },
    },
    async (req, reply) => {
      // The session ends (a staff session holds nothing else: decision 029), on every instance.
      const { db } = app.deps.database;
      const by = actingAdmin(req);
      await writeAudit(db, {
        actor: adminActor(by),
        admin: by,
        action: req.staff ? 'staff.sign_out' : 'admin.logout',
        target: req.staff?.id ?? null,
      });
      await deleteSession(db, req.session!.id);
      clearSessionCookie(reply);
      return { success: true } as const;
    },
  );

  /** Lets admin pages check their access before rendering: who is signed in, with which role. */
  r.get(
    '/api/admin/session',
    {
      config: { ...adminAccess(...EVERY_ROLE), bootstrap: true },
      schema: { response: { 200: adminSessionSchema, ...errorAnswers } },
    },
    async (req) => {
      const { staff } = req;
      return {
        isAdmin: true as const,
        expiresAt: req.session!.adminUntil!.toISOString(),
        role: staffRoleOf(req.session)!,
        staff: staff ? { id: staff.id, name: staff.name, email: staff.email } : null,
        needsOwnerAccount: !staff,
      };
    },
  );
}
