import { apiErrorSchema, errorAnswers } from '../../shared/schemas/answers';
import { z } from 'zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  enrolmentPasskeySchema,
  enrolmentSchema,
  enrolmentTokenSchema,
  passkeyResponseSchema,
  reauthSchema,
  recoveryCodesSchema,
  signInResultSchema,
  signInSchema,
  totpConfirmSchema,
  totpOfferSchema,
  webauthnJsonSchema,
} from '../../shared/schemas/staff';
import { adminAccess, EVERY_ROLE } from '../auth/access';
import { setSessionCookie } from '../auth/session-cookie';
import { setStaffDevice, staffDeviceOf } from '../auth/staff-device';
import type { StaffRow } from '../db/schema/staff';
import { STAFF_GRANT_MS, stampAuthenticated, startAdminSession } from '../services/sessions/session-store';
import {
  confirmTotp,
  enrolmentView,
  offerTotp,
  openEnrolment,
  passkeyRegistrationOptions,
  registerPasskey,
} from '../services/staff/enrolment';
import { relyingParty } from '../auth/relying-party';
import { passkeySignInOptions, signInWithPasskey } from '../services/staff/passkey-sign-in';
import { signInWithPassword } from '../services/staff/sign-in';
import { clientAddress } from '../auth/client-network';

const PASSKEY_FAILED = 'That passkey could not sign you in. Please try again.';

/** Every enrolment and sign-in route: public, and limited per IP on top of the limits of the services. */
const publicLimited = (max: number) =>
  ({ access: 'public', rateLimit: { max, timeWindow: '1 minute', ipv6Subnet: 64 } }) as const;

/**
 * Staff enrolment (the one-time link) and sign-in (decision 029). The link's token travels in the
 * body, never in a URL a log or a Referer would keep.
 */
export async function staffAuthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps.database;

  /**
   * Signs the browser in as `staff`: a new session (no fixation) holding the staff grant only (a
   * hire who used this browser is signed out of it), 8 hours at most, 30 minutes idle.
   */
  async function signIn(req: FastifyRequest, reply: FastifyReply, staff: StaffRow) {
    // This browser is now a known device of the person's (auth/staff-device.ts).
    setStaffDevice(deps.deviceKey, req, reply, staff.id);
    const { token } = await startAdminSession(db, req.session, {
      adminUntil: new Date(Date.now() + STAFF_GRANT_MS),
      staffId: staff.id,
      staffRole: staff.role,
    });
    setSessionCookie(req, reply, token);
    return { success: true, message: 'Access granted' };
  }

  r.post(
    '/api/staff/enrolment',
    {
      config: publicLimited(30),
      schema: { body: enrolmentTokenSchema, response: { 200: enrolmentSchema, ...errorAnswers } },
    },
    async (req) => enrolmentView(await openEnrolment(db, req.body.token)),
  );

  r.post(
    '/api/staff/enrolment/totp',
    {
      config: publicLimited(10),
      schema: { body: enrolmentTokenSchema, response: { 200: totpOfferSchema, ...errorAnswers } },
    },
    async (req) => offerTotp(deps, db, req.body.token),
  );

  r.post(
    '/api/staff/enrolment/totp/confirm',
    {
      config: publicLimited(10),
      schema: { body: totpConfirmSchema, response: { 200: recoveryCodesSchema, ...errorAnswers } },
    },
    async (req) => ({
      success: true as const,
      recoveryCodes: await confirmTotp(deps, db, req.body, req.ip),
    }),
  );

  r.post(
    '/api/staff/enrolment/passkey/options',
    {
      config: publicLimited(10),
      schema: { body: enrolmentTokenSchema, response: { 200: webauthnJsonSchema, ...errorAnswers } },
    },
    async (req) => ({
      ...(await passkeyRegistrationOptions(db, req.body.token, relyingParty(deps, req))),
    }),
  );

  r.post(
    '/api/staff/enrolment/passkey',
    {
      config: publicLimited(10),
      schema: { body: enrolmentPasskeySchema, response: { 200: recoveryCodesSchema, ...errorAnswers } },
    },
    async (req) => ({
      success: true as const,
      recoveryCodes: await registerPasskey(
        deps,
        db,
        req.body.token,
        req.body.response as unknown as RegistrationResponseJSON,
        relyingParty(deps, req),
        req.ip,
      ),
    }),
  );

  r.post(
    '/api/admin/sign-in',
    {
      config: publicLimited(20),
      schema: {
        body: signInSchema,
        response: { 200: signInResultSchema, 401: signInResultSchema, ...errorAnswers },
      },
    },
    async (req, reply) => {
      const outcome = await signInWithPassword(deps, db, {
        ...req.body,
        ...clientAddress(req.ip),
        device: staffDeviceOf(deps.deviceKey, req),
      });
      if ('refused' in outcome) return reply.code(401).send({ success: false, message: outcome.refused });
      return signIn(req, reply, outcome.staff);
    },
  );

  r.post(
    '/api/admin/sign-in/passkey/options',
    { config: publicLimited(20), schema: { response: { 200: webauthnJsonSchema, ...errorAnswers } } },
    async (req) => ({ ...(await passkeySignInOptions(db, relyingParty(deps, req).rpID)) }),
  );

  r.post(
    '/api/admin/sign-in/passkey',
    {
      config: publicLimited(20),
      schema: {
        body: passkeyResponseSchema,
        response: { 200: signInResultSchema, 401: signInResultSchema, ...errorAnswers },
      },
    },
    async (req, reply) => {
      const staff = await signInWithPasskey(
        deps,
        db,
        req.body.response as unknown as AuthenticationResponseJSON,
        relyingParty(deps, req),
        clientAddress(req.ip),
      );
      if (!staff) return reply.code(401).send({ success: false, message: PASSKEY_FAILED });
      return signIn(req, reply, staff);
    },
  );

  /**
   * Re-authentication (decision 037): the signed-in person proves their factors again, and the
   * session may do owner actions for 10 minutes. Wrong tries count as wrong sign-ins do.
   */
  // 400: a refusal of the factors, or a body the schema refuses.
  const reauthAnswers = {
    ...errorAnswers,
    200: signInResultSchema,
    400: z.union([signInResultSchema, apiErrorSchema]),
  };
  const everyRole = { ...adminAccess(...EVERY_ROLE), rateLimit: { max: 20, timeWindow: '1 minute' } };

  r.post(
    '/api/admin/reauth',
    { config: everyRole, schema: { body: reauthSchema, response: reauthAnswers } },
    async (req, reply) => {
      const person = req.staff;
      if (!person) return reply.code(400).send({ success: false, message: NO_PERSON });
      const outcome = await signInWithPassword(deps, db, {
        ...req.body,
        email: person.email,
        ...clientAddress(req.ip),
        device: staffDeviceOf(deps.deviceKey, req),
        purpose: 'reauth',
      });
      if ('refused' in outcome) return reply.code(400).send({ success: false, message: outcome.refused });
      await stampAuthenticated(db, req.session!.id, deps.clock());
      return { success: true, message: 'Confirmed' };
    },
  );

  r.post(
    '/api/admin/reauth/passkey/options',
    { config: everyRole, schema: { response: { 200: webauthnJsonSchema, ...errorAnswers } } },
    async (req) => ({ ...(await passkeySignInOptions(db, relyingParty(deps, req).rpID)) }),
  );

  r.post(
    '/api/admin/reauth/passkey',
    { config: everyRole, schema: { body: passkeyResponseSchema, response: reauthAnswers } },
    async (req, reply) => {
      const person = req.staff;
      const staff =
        person &&
        (await signInWithPasskey(
          deps,
          db,
          req.body.response as unknown as AuthenticationResponseJSON,
          relyingParty(deps, req),
          clientAddress(req.ip),
          person.id,
        ));
      if (!staff) return reply.code(400).send({ success: false, message: PASSKEY_FAILED });
      await stampAuthenticated(db, req.session!.id, deps.clock());
      return { success: true, message: 'Confirmed' };
    },
  );
}

/** The bootstrap PIN's session has no person whose factors could be asked again. */
const NO_PERSON = 'Please sign in as yourself first.';
