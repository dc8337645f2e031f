import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearAddressDeviceCookie, codeRequester, setAddressDeviceCookie } from '../auth/code-requester';
import { clearSessionCookie, ensureSession, setSessionCookie } from '../auth/session-cookie';
import { emailCodeAnswerSchema, errorAnswers, signOutAnswerSchema } from '../../shared/schemas/answers';
import { DRAFT_IDS } from '../../shared/schemas/drafts';
import { verifyCodeAnswerSchema } from '../../shared/answers/drafts';
import { badRequest } from '../http-errors';
import {
  assertMayRequestCode,
  CODE_NOT_REQUESTED_HERE,
  sendEmailCode,
  verifyEmailCode,
} from '../services/email-codes/email-codes';
import { proveEmail } from '../services/identity/prove-email';
import { deleteSession } from '../services/sessions/session-store';

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
      schema: { body: z.object({ email }), response: { 200: emailCodeAnswerSchema, ...errorAnswers } },
    },
    async (req, reply) => {
      // Limits first, so a refused request leaves no session behind.
      const requester = codeRequester(req, req.body.email);
      await assertMayRequestCode(app.deps.database.db, req.body.email, requester);
      const session = await ensureSession(req, reply);
      await sendEmailCode(app.deps.database.db, app.deps.mail, app.deps.codePepper, {
        email: req.body.email,
        sessionId: session.id,
        requester,
        companyName: app.deps.env.COMPANY_NAME,
        announce: app.deps.announceCode,
        // Answered 503: the code did not go out (the mail server refused it or is away).
        onMailError: (error) => req.log.warn({ error }, 'email code could not be sent'),
      });
      return {
        sent: true as const,
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
      schema: {
        body: z.object({
          email,
          code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
          // The draft steps this browser typed since its page load; only those are carried over.
          typedSteps: z.array(z.enum(DRAFT_IDS)).max(DRAFT_IDS.length).default([]),
        }),
        response: { 200: verifyCodeAnswerSchema, ...errorAnswers },
      },
    },
    async (req, reply) => {
      // A code is checked for the session that asked for it: without one there is nothing to check.
      if (!req.session) throw badRequest(CODE_NOT_REQUESTED_HERE);
      const session = req.session;
      const { db } = app.deps.database;
      await verifyEmailCode(
        db,
        app.deps.codePepper,
        {
          email: req.body.email,
          sessionId: session.id,
          code: req.body.code,
          isKnownDevice: codeRequester(req, req.body.email).isKnownDevice,
        },
        { maxAttempts: app.deps.env.JOB_MAX_ATTEMPTS, wake: () => app.deps.jobs.wake() },
      );
      const proven = await proveEmail(
        db,
        session,
        req.body.email,
        {
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? '',
          maxAttempts: app.deps.env.JOB_MAX_ATTEMPTS,
        },
        req.body.typedSteps,
      );
      setSessionCookie(req, reply, proven.token);
      setAddressDeviceCookie(req, reply, req.body.email);
      if (proven.moved) app.deps.jobs.wake();
      return {
        verified: true as const,
        email: req.body.email,
        hasApplication: proven.hasApplication,
        moved: proven.moved,
      };
    },
  );

  /** Sign out: the session ends on the server (every instance hears it), not only in this browser. */
  r.post(
    '/api/auth/sign-out',
    { config: { access: 'employee' }, schema: { response: { 200: signOutAnswerSchema, ...errorAnswers } } },
    async (req, reply) => {
      if (req.session) await deleteSession(app.deps.database.db, req.session.id);
      clearSessionCookie(reply);
      // The next person on this browser must not inherit the owner's known-device exemptions.
      clearAddressDeviceCookie(req, reply);
      return { signedOut: true } as const;
    },
  );
}
