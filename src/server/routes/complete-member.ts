import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamMemberResponseSchema } from '../../shared/answers/team-member';
import { errorAnswers } from '../../shared/schemas/answers';
import { confirmationSchema } from '../../shared/schemas/confirmation';
import { teamMemberSchema } from '../../shared/schemas/team-member';
import { requireEmail } from '../auth/access';
import { PROVE_EMAIL_FIRST } from '../services/identity/prove-email';
import { badRequest, forbidden } from '../http-errors';
import { myInvitation } from '../services/applications/invitations';
import { decodeSignature } from '../services/images/decode-signature';
import { shownSecrets } from '../services/identity/mask-secrets';
import { mustMask } from '../services/identity/step-up';
import { signatureEvidence } from '../auth/signature-evidence';
import { memberFromDrafts } from '../services/team-members/member-from-drafts';
import { memberView } from '../services/team-members/member-view';
import { createTeamMember, updateTeamMember } from '../services/team-members/save-team-member';
import { zodFieldErrors } from '../zod-errors';
import { employerName } from '../services/settings/employer';

/**
 * The wizard's 'Confirm and Submit' (decision 053): the phone sends only what step 8 collects,
 * the notes and the initial; the member is made from this session's own validated step drafts
 * and draft photo, through the same whole-member schema and saving as POST and PUT
 * /api/team-members. Bank and visa numbers never travel back from the phone.
 */
export async function completeMemberRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { cipher } = app.deps;
  const db = () => app.deps.database.db;

  r.post(
    '/api/me/personal-information',
    {
      config: { access: 'employee' },
      schema: {
        body: confirmationSchema(),
        response: { 200: teamMemberResponseSchema, 201: teamMemberResponseSchema, ...errorAnswers },
      },
    },
    async (req, reply) => {
      const email = requireEmail(req);
      const { fields, photo, existing } = await memberFromDrafts(db(), cipher, email);
      // An invited hire's company is the employer's, as on POST /api/team-members (decision 031).
      if (await myInvitation(db(), email)) fields.companyBeingEmployedBy = employerName(app.deps);
      const parsed = teamMemberSchema().safeParse({ ...fields, ...req.body });
      if (!parsed.success) {
        const errors = zodFieldErrors(parsed.error);
        throw badRequest(`Please check: ${Object.keys(errors).join(', ')}`, errors);
      }
      // Another email typed into Basic Information is this session's only once its code is entered.
      if (parsed.data.email !== email) throw forbidden(PROVE_EMAIL_FIRST);
      const input = {
        fields: parsed.data,
        signaturePng: decodeSignature(parsed.data.signature),
        photo,
        evidence: signatureEvidence(req),
      };
      const masked = await mustMask(db(), req.session);
      const member = existing
        ? await updateTeamMember(db(), cipher, email, existing.id, input, { mayChangeSecrets: !masked })
        : await createTeamMember(db(), cipher, input);
      req.log.info({ memberId: member.id }, existing ? 'team member updated' : 'team member created');
      const shown = shownSecrets(memberView(member, cipher), masked);
      return reply.code(existing ? 200 : 201).send(shown);
    },
  );
}
