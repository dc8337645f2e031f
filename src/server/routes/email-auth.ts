import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ensureSession, setSessionCookie } from '../auth/session-cookie';
import { badRequest } from '../http-errors';
import {
  assertMayRequestCode,
  CODE_NOT_REQUESTED_HERE,
  sendEmailCode,
  verifyEmailCode,
} from '../services/email-codes/email-codes';
import { proveEmail } from '../services/identity/prove-email';

const email = z
  .email('Please enter a valid email address')
  .max(254)
  .transform((e) => e.trim().toLowerCase());

/**
 * The one way a session comes to act for an email (DESIGN.md §3.2): a code sent to it, entered
 * here. Basic info's first Next and 'Continue an existing application' both use it.
 */
export async function emailAuthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/email-code',
    {
      config: {
        access: 'employee',
        rateLimit: { max: app.deps.env.CODE_REQUESTS_PER_IP, timeWindow: '15 minutes' },
      },
      schema: { body: z.object({ email }) },
    },
    async (req, reply) => {
      // Limits first, so a refused request leaves no session behind.
      await assertMayRequestCode(app.deps.database.db, req.body.email, req.session?.id ?? null);
      const session = await ensureSession(req, reply);
      await sendEmailCode(app.deps.database.db, app.deps.mail, app.deps.codePepper, {
        email: req.body.email,
        sessionId: session.id,
        companyName: app.deps.env.COMPANY_NAME,
        announce: app.deps.announceCode,
      });
      return {
        sent: true,
        message: `We sent a 6-digit code to ${req.body.email}. It expires in 10 minutes.`,
      };
    },
  );

  r.post(
    '/api/auth/verify-code',
    {
      config: {
        access: 'employee',
        rateLimit: { max: 2 * app.deps.env.CODE_REQUESTS_PER_IP, timeWindow: '15 minutes' },
      },
      schema: { body: z.object({ email, code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code') }) },
    },
    async (req, reply) => {
      // A code is checked for the session that asked for it: without one there is nothing to check.
      if (!req.session) throw badRequest(CODE_NOT_REQUESTED_HERE);
      const session = req.session;
      const { db } = app.deps.database;
      await verifyEmailCode(db, app.deps.codePepper, {
        email: req.body.email,
        sessionId: session.id,
        code: req.body.code,
      });
      const proven = await proveEmail(db, session, req.body.email);
      setSessionCookie(req, reply, proven.token);
      return { verified: true, email: req.body.email, hasApplication: proven.hasApplication };
    },
  );
}
