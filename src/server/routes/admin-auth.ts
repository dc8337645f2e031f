import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setSessionCookie } from '../auth/session-cookie';
import { isSecureCookie } from '../env';
import {
  issueKnownDevice,
  isKnownDevice,
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MS,
} from '../services/admin/known-device';
import { verifyAdminPin } from '../services/admin/verify-admin-pin';
import { ADMIN_GRANT_MS, NO_ADMIN, rotateSession, updateSession } from '../services/sessions/session-store';
import { hasEnrolledOwner } from '../services/staff/staff-members';
import { adminAccess, EVERY_ROLE, staffRoleOf } from '../auth/access';
import {
  adminLogoutAnswerSchema,
  adminSessionSchema,
  verifyPinAnswerSchema,
  verifyPinRefusedSchema,
} from '../../shared/answers/admin';
import { apiErrorSchema, errorAnswers } from '../../shared/schemas/answers';

export const PIN_RETIRED_MESSAGE =
  'The admin access code is no longer used. Please sign in with your staff account (email and authenticator code or passkey).';
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
      // The PIN only bootstraps (decision 029): once an owner has enrolled, staff sign in as themselves.
      if (await hasEnrolledOwner(db))
        return reply.code(403).send({ success: false, message: PIN_RETIRED_MESSAGE });
      const ok = await verifyAdminPin(db, app.deps.adminPinHash, req.body.pin, req.ip, {
        isKnownDevice: isKnownDevice(deviceKey, req.cookies[KNOWN_DEVICE_COOKIE]),
      });
      if (!ok) return reply.code(401).send({ success: false, message: INCORRECT_PIN_MESSAGE });
      reply.setCookie(KNOWN_DEVICE_COOKIE, issueKnownDevice(deviceKey), {
        path: '/api/admin/verify-pin',
        httpOnly: true,
        sameSite: 'strict',
        secure: isSecureCookie(app.deps.env) || req.protocol === 'https',
        maxAge: KNOWN_DEVICE_MS / 1000,
      });
      const { token } = await rotateSession(db, req.session, {
        adminUntil: new Date(Date.now() + ADMIN_GRANT_MS),
        staffId: null,
        staffRole: 'owner',
      });
      setSessionCookie(req, reply, token);
      return { success: true, message: 'Access granted' };
    },
  );

  r.post(
    '/api/admin/logout',
    {
      config: adminAccess(...EVERY_ROLE),
      schema: { response: { 200: adminLogoutAnswerSchema, ...errorAnswers } },
    },
    async (req) => {
      await updateSession(app.deps.database.db, req.session!.id, NO_ADMIN);
      return { success: true } as const;
    },
  );

  /** Lets admin pages check their access before rendering: who is signed in, with which role. */
  r.get(
    '/api/admin/session',
    {
      config: adminAccess(...EVERY_ROLE),
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
