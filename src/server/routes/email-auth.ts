import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  codeEmailForSession,
  codeSentMessage,
  pendingCode,
  RESEND_AFTER_MS,
  sendEmailCode,
  verifyEmailCode,
} from '../services/email-codes/email-codes';
import {
  pendingCodeAnswerSchema,
  verifyLinkAnswerSchema,
  type PendingCodeAnswer,
  type VerifyLinkAnswer,
} from '../../shared/schemas/email-code';
import { getDrafts } from '../services/drafts/drafts';
import { employerTimeZone } from '../services/format/employer-time-zone';
import { proveEmail } from '../services/identity/prove-email';
import { deleteSession, type SessionRow } from '../services/sessions/session-store';
import { employerName } from '../services/settings/employer';
import { hireLanguageOf } from '../services/mail/hire-emails';
import { LANGUAGE_CODES } from '../../shared/i18n/languages';

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

  /** Binds the session to the email it has just proven and rotates its token (decision 007). */
  const proveAndAnswer = async (
    req: FastifyRequest,
    reply: FastifyReply,
    session: SessionRow,
    email: string,
    typedSteps: readonly string[],
  ) => {
    const proven = await proveEmail(
      app.deps.database.db,
      session,
      email,
      {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
        maxAttempts: app.deps.env.JOB_MAX_ATTEMPTS,
      },
      typedSteps,
    );
    setSessionCookie(req, reply, proven.token);
    setAddressDeviceCookie(req, reply, email);
    if (proven.moved) app.deps.jobs.wake();
    return { verified: true as const, email, hasApplication: proven.hasApplication, moved: proven.moved };
  };

  r.post(
    '/api/auth/email-code',
    {
      config: {
        access: 'employee',
        rateLimit: { max: app.deps.env.CODE_REQUESTS_PER_IP, timeWindow: '15 minutes' },
      },
      schema: {
        // `language`: the one the hire's screen shows, for the email (decision 114).
        body: z.object({ email, language: z.enum(LANGUAGE_CODES).optional() }),
        response: { 200: emailCodeAnswerSchema, ...errorAnswers },
      },
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
        companyName: employerName(app.deps),
        baseUrl: app.deps.env.PUBLIC_URL ?? `http://localhost:${app.deps.env.PORT}`,
        language: req.body.language ?? (await hireLanguageOf(app.deps.database.db, req.body.email)),
        announce: app.deps.announceCode,
        // Answered 503: the code did not go out (the mail server refused it or is away).
        onMailError: (error) => req.log.warn({ error }, 'email code could not be sent'),
      });
      return { sent: true as const, message: codeSentMessage(req.body.email) };
    },
  );

  /**
   * The code this browser asked for that can still be entered (issue 23): a tab reloaded while
   * the new hire read the email opens its code box again instead of asking for another. Only
   * this session's own code is named, so it says nothing about any address.
   */
  r.get(
    '/api/auth/pending-code',
    {
      config: { access: 'employee' },
      schema: { response: { 200: pendingCodeAnswerSchema, ...errorAnswers } },
    },
    async (req): Promise<PendingCodeAnswer> => {
      const pending = req.session ? await pendingCode(app.deps.database.db, req.session.id) : null;
      if (!pending) return { pending: null };
      const now = Date.now();
      const expiresInMs = pending.expiresAt.getTime() - now;
      return {
        pending: {
          email: pending.email,
          message: codeSentMessage(pending.email, expiresInMs),
          sentAgoMs: Math.max(0, now - pending.createdAt.getTime()),
          resendInMs: Math.max(0, pending.createdAt.getTime() + RESEND_AFTER_MS - now),
          expiresInMs,
        },
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
          timeZone: employerTimeZone(app.deps),
        },
        { maxAttempts: app.deps.env.JOB_MAX_ATTEMPTS, wake: () => app.deps.jobs.wake() },
      );
      return proveAndAnswer(req, reply, session, req.body.email, req.body.typedSteps);
    },
  );

  /**
   * The email's 'Continue on this phone' link (issue 23), posted by its page with the code's id
   * and the code from the link's fragment. Only the session that asked for that code can use it,
   * once, before it expires, and a wrong code counts as one (the same tries and address cap as
   * typing it). Any other browser is answered `verified: false`, whether or not the id exists,
   * and its page shows the code to type on the phone that asked: a link alone signs nobody in.
   */
  r.post(
    '/api/auth/verify-link',
    {
      config: {
        access: 'employee',
        rateLimit: { max: 2 * app.deps.env.CODE_REQUESTS_PER_IP, timeWindow: '15 minutes' },
      },
      schema: {
        body: z.object({ id: z.uuid(), code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code') }),
        response: { 200: verifyLinkAnswerSchema, ...errorAnswers },
      },
    },
    async (req, reply): Promise<VerifyLinkAnswer> => {
      const session = req.session;
      const { db } = app.deps.database;
      const email = session ? await codeEmailForSession(db, req.body.id, session.id) : null;
      if (!session || !email) return { verified: false };
      // Tapped again after the code was entered here: already done.
      if (session.email === email) return { verified: true, email, hasApplication: true, moved: false };
      await verifyEmailCode(
        db,
        app.deps.codePepper,
        {
          email,
          sessionId: session.id,
          code: req.body.code,
          codeId: req.body.id,
          isKnownDevice: codeRequester(req, email).isKnownDevice,
          timeZone: employerTimeZone(app.deps),
        },
        { maxAttempts: app.deps.env.JOB_MAX_ATTEMPTS, wake: () => app.deps.jobs.wake() },
      );
      // The link's page typed nothing (decision 021). Basic info is carried when it names the
      // email being proven: the person asked for this code from it, on this browser.
      const drafts = await getDrafts(db, app.deps.cipher, { sessionId: session.id });
      const basic = drafts['basic-info'];
      const typed = typeof basic?.email === 'string' && basic.email.trim().toLowerCase() === email;
      const answer = await proveAndAnswer(req, reply, session, email, typed ? ['basic-info'] : []);
      return { verified: true, email, hasApplication: answer.hasApplication, moved: answer.moved };
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
