import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  invitationAnswerSchema,
  invitationLinkAnswerSchema,
  invitationsListSchema,
  myInvitationSchema,
  openInvitationAnswerSchema,
  type OpenInvitationAnswer,
} from '../../shared/answers/applications';
import { INVITATION_API } from '../../shared/applications';
import {
  invitationParamsSchema,
  invitationSchema,
  openInvitationSchema,
} from '../../shared/schemas/applications';
import { errorAnswers } from '../../shared/schemas/answers';
import { adminAccess } from '../auth/access';
import { signInByLink } from '../auth/sign-in-by-link';
import { actingAdmin } from '../auth/acting-admin';
import {
  claimInvitation,
  createInvitation,
  listInvitations,
  myInvitation,
  resendInvitation,
  showInvitationLink,
  textInvitation,
  toPrefill,
  withdrawInvitation,
} from '../services/applications/invitations';
import { assertSetUp } from '../services/settings/employer';

/**
 * Invitations (issue 25 item 1, decision 031): HR invites with what HR knows; the hire's one-time
 * link proves their email and signs their browser in.
 */
export async function invitationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps.database;
  // Owners and HR invite; payroll reads the list.
  const invite = adminAccess('owner', 'hr');
  const read = adminAccess('owner', 'hr', 'payroll');

  r.post(
    INVITATION_API.create,
    {
      config: invite,
      schema: { body: invitationSchema, response: { 201: invitationAnswerSchema, ...errorAnswers } },
    },
    async (req, reply) => {
      assertSetUp(deps);
      const invitation = await createInvitation(deps, req.body, actingAdmin(req));
      return reply.code(201).send({ invitation });
    },
  );

  r.get(
    INVITATION_API.list,
    { config: read, schema: { response: { 200: invitationsListSchema, ...errorAnswers } } },
    async () => ({ invitations: await listInvitations(db) }),
  );

  r.post(
    INVITATION_API.resend,
    {
      config: invite,
      schema: { params: invitationParamsSchema, response: { 200: invitationAnswerSchema, ...errorAnswers } },
    },
    async (req) => {
      assertSetUp(deps);
      return { invitation: await resendInvitation(deps, req.params.id, actingAdmin(req)) };
    },
  );

  /**
   * A new link for a QR code on HR's screen (decision 114): the link before it stops working, the
   * plain link is answered this once and kept by nobody (no-store). Audited.
   */
  r.post(
    INVITATION_API.link,
    {
      config: invite,
      schema: {
        params: invitationParamsSchema,
        response: { 200: invitationLinkAnswerSchema, ...errorAnswers },
      },
    },
    async (req, reply) => {
      assertSetUp(deps);
      reply.header('cache-control', 'no-store');
      return showInvitationLink(deps, req.params.id, actingAdmin(req));
    },
  );

  /** A new link by SMS to the mobile HR gave (decision 114); 409 when no provider is set. */
  r.post(
    INVITATION_API.sms,
    {
      config: invite,
      schema: { params: invitationParamsSchema, response: { 200: invitationAnswerSchema, ...errorAnswers } },
    },
    async (req) => {
      assertSetUp(deps);
      return { invitation: await textInvitation(deps, req.params.id, actingAdmin(req)) };
    },
  );

  r.post(
    INVITATION_API.withdraw,
    {
      config: invite,
      schema: { params: invitationParamsSchema, response: { 200: invitationAnswerSchema, ...errorAnswers } },
    },
    async (req) => ({ invitation: await withdrawInvitation(deps, req.params.id, actingAdmin(req)) }),
  );

  /**
   * The hire's page posts the token from the link's fragment. The link is the proof of the email
   * (it reached that inbox), so the browser is signed in as the hire (sign-in-by-link.ts).
   * Limited per IP as code checks are.
   */
  r.post(
    INVITATION_API.open,
    {
      config: {
        access: 'employee',
        rateLimit: { max: 2 * deps.env.CODE_REQUESTS_PER_IP, timeWindow: '15 minutes' },
      },
      schema: { body: openInvitationSchema, response: { 200: openInvitationAnswerSchema, ...errorAnswers } },
    },
    async (req, reply): Promise<OpenInvitationAnswer> => {
      const result = await claimInvitation(db, req.body.token, req.session?.email ?? null);
      if (result.outcome !== 'opened') return { outcome: result.outcome, message: result.message };
      const { row } = result;
      const proven = await signInByLink(deps, req, reply, row.email, result.proves);
      return {
        outcome: 'opened',
        email: row.email,
        hasApplication: proven.hasApplication,
        prefill: await toPrefill(deps, row),
      };
    },
  );

  /** The signed-in hire's invitation details: the wizard's and the tax form's defaults. */
  r.get(
    INVITATION_API.mine,
    { config: { access: 'employee' }, schema: { response: { 200: myInvitationSchema, ...errorAnswers } } },
    async (req) => {
      const email = req.session?.email;
      const row = email ? await myInvitation(db, email) : null;
      return { invitation: row ? await toPrefill(deps, row) : null };
    },
  );
}
