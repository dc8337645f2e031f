import { eq } from 'drizzle-orm';
import { signatureEvidence } from '../auth/signature-evidence';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROFILE_PHOTO_MISSING_LONG } from '../../shared/schemas/basic-info';
import { errorAnswers } from '../../shared/schemas/answers';
import { teamMemberSchema } from '../../shared/schemas/team-member';
import { teamMemberOrNoneSchema, teamMemberResponseSchema } from '../../shared/answers/team-member';
import { requireEmail } from '../auth/access';
import { PROVE_EMAIL_FIRST } from '../services/identity/prove-email';
import { teamMembers } from '../db/schema/team-members';
import { badRequest, forbidden } from '../http-errors';
import { readMultipart, type MultipartForm } from '../multipart';
import { decodeSignature } from '../services/images/decode-signature';
import { processProfilePhoto } from '../services/images/process-profile-photo';
import { shownSecrets } from '../services/identity/mask-secrets';
import { mustMask } from '../services/identity/step-up';
import { memberView } from '../services/team-members/member-view';
import {
  createTeamMember,
  updateTeamMember,
  type MemberPhoto,
} from '../services/team-members/save-team-member';
import { zodFieldErrors } from '../zod-errors';
import { myInvitation } from '../services/applications/invitations';
import { employerName } from '../services/settings/employer';

const FILE_PATH = /^\/api\/files\/([^/]+)$/;

/** Validates the whole multipart form before anything is written. */
async function parseMemberForm(form: MultipartForm) {
  const parsed = teamMemberSchema().safeParse(form.fields);
  if (!parsed.success) {
    const fields = zodFieldErrors(parsed.error);
    throw badRequest(`Please check: ${Object.keys(fields).join(', ')}`, fields);
  }
  const signaturePng = decodeSignature(parsed.data.signature);
  const photo: MemberPhoto = {};
  if (form.file) {
    if (form.file.field !== 'profilePhoto') throw badRequest(`Unexpected file field ${form.file.field}`);
    photo.jpeg = await processProfilePhoto(form.file.buffer);
  } else if (form.fields.profilePhotoPath) {
    const id = FILE_PATH.exec(form.fields.profilePhotoPath)?.[1];
    if (!id || !z.uuid().safeParse(id).success)
      throw badRequest(PROFILE_PHOTO_MISSING_LONG, { profilePhoto: PROFILE_PHOTO_MISSING_LONG });
    photo.fileId = id;
  }
  return { fields: parsed.data, signaturePng, photo };
}

export async function teamMemberRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { cipher } = app.deps;
  const db = () => app.deps.database.db;

  /**
   * An invited hire's company is the employer's, as HR's invitation set it (issue 25): whatever
   * the form sent, the company stored is COMPANY_NAME (decision 031). The confirmation's initial
   * keeps its evidence like every signature (DESIGN §3.15).
   */
  const readForm = async (req: FastifyRequest) => {
    const input = await parseMemberForm(await readMultipart(req));
    const email = req.session?.email;
    if (email && (await myInvitation(db(), email)))
      input.fields.companyBeingEmployedBy = employerName(app.deps);
    return { ...input, evidence: signatureEvidence(req) };
  };
  /** Once submitted, the BSB, account and visa numbers come back masked outside a step-up window. */
  const shown = async (req: FastifyRequest, row: Parameters<typeof memberView>[0]) =>
    shownSecrets(memberView(row, cipher), await mustMask(db(), req.session));

  r.get(
    '/api/team-members/by-email/:userEmail',
    {
      config: { access: 'employee', ownEmailParam: 'userEmail' },
      schema: {
        params: z.object({ userEmail: z.string().trim().toLowerCase() }),
        response: { 200: teamMemberOrNoneSchema, ...errorAnswers },
      },
    },
    async (req) => {
      const [row] = await db().select().from(teamMembers).where(eq(teamMembers.email, req.params.userEmail));
      // None yet is an answer (null), not an error: a first visit logs no 404 (issue 35).
      return row ? shown(req, row) : null;
    },
  );

  r.post(
    '/api/team-members',
    {
      config: { access: 'employee' },
      schema: { response: { 201: teamMemberResponseSchema, ...errorAnswers } },
    },
    async (req, reply) => {
      const input = await readForm(req);
      // Only for the email this session has proven with its code (DESIGN.md §3.2).
      if (requireEmail(req) !== input.fields.email) throw forbidden(PROVE_EMAIL_FIRST);
      const member = await createTeamMember(db(), cipher, input);
      req.log.info({ memberId: member.id }, 'team member created');
      return reply.code(201).send(await shown(req, member));
    },
  );

  r.put(
    '/api/team-members/:id',
    {
      config: { access: 'employee' },
      schema: {
        params: z.object({ id: z.uuid() }),
        response: { 200: teamMemberResponseSchema, ...errorAnswers },
      },
    },
    async (req) => {
      const input = await readForm(req);
      const mayChangeSecrets = !(await mustMask(db(), req.session));
      const member = await updateTeamMember(db(), cipher, requireEmail(req), req.params.id, input, {
        mayChangeSecrets,
      });
      req.log.info({ memberId: member.id }, 'team member updated');
      return shown(req, member);
    },
  );
}
