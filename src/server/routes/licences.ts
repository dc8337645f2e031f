import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { licenceListAnswerSchema, licencePhotoAnswerSchema } from '../../shared/answers/licences';
import { errorAnswers } from '../../shared/schemas/answers';
import { licenceListSchema } from '../../shared/schemas/card-details';
import { requireEmail } from '../auth/access';
import { limitDraftWrites } from '../auth/draft-write-limits';
import { badRequest } from '../http-errors';
import { assertSteppedUpAfterSubmission } from '../services/identity/step-up';
import { readMultipart } from '../multipart';
import { processLicencePhoto } from '../services/images/process-licence-photo';
import { licencesOfEmail, replaceLicences, storeLicencePhoto } from '../services/licences/licences';
import { isSensitiveLicence, UNION_CARD_NOT_ASKED } from '../../shared/licence-kinds';

/**
 * Wizard step 5 (issue 40 item 1, decision 094): the hire's own licences, tickets and cards, and
 * the photos of their front and back. A hire reads and changes only their own (by the session's
 * proven email); a photo is read through /api/files/:id, by its owner or staff (audited there).
 */
export async function licenceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  r.get(
    '/api/me/licences',
    {
      config: { access: 'employee' },
      schema: { response: { 200: licenceListAnswerSchema, ...errorAnswers } },
    },
    // None yet (or no proven email yet) is an answer, an empty list, not an error: a first visit
    // logs no 4xx (issue 35), as GET /api/me/photo.
    async (req) => ({ licences: req.session?.email ? await licencesOfEmail(db(), req.session.email) : [] }),
  );

  r.put(
    '/api/me/licences',
    {
      config: { access: 'employee' },
      schema: { body: licenceListSchema(), response: { 200: licenceListAnswerSchema, ...errorAnswers } },
    },
    async (req) => {
      limitDraftWrites(req);
      const email = requireEmail(req);
      // After a submission, changing Personal Information needs a fresh code, as the member's own
      // save does (save-team-member.ts): a stale session cannot swap the cards HR sights.
      await assertSteppedUpAfterSubmission(db(), req.session);
      // A union card (union membership, sensitive information) only when the employer asks for it
      // (settings, issue 42 item 3); one already held may stay.
      if (!app.deps.settings.current().askUnionMembership) {
        const held = new Set(
          (await licencesOfEmail(db(), email)).map((l) => l.kind).filter(isSensitiveLicence),
        );
        if (req.body.licences.some((l) => isSensitiveLicence(l.kind) && !held.has(l.kind)))
          throw badRequest(UNION_CARD_NOT_ASKED);
      }
      return { licences: await replaceLicences(db(), email, req.body.licences) };
    },
  );

  /** A photo of a licence's front or back, taken with the phone's camera: re-encoded, sealed. */
  r.post(
    '/api/me/licence-photos',
    {
      config: { access: 'employee' },
      schema: { response: { 201: licencePhotoAnswerSchema, ...errorAnswers } },
    },
    async (req, reply) => {
      limitDraftWrites(req);
      const email = requireEmail(req);
      const form = await readMultipart(req);
      if (!form.file || form.file.field !== 'photo') throw badRequest('Send the photo as the photo file');
      const jpeg = await processLicencePhoto(form.file.buffer);
      const fileId = await storeLicencePhoto(db(), app.deps.cipher, email, jpeg);
      return reply.code(201).send({ fileId, url: `/api/files/${fileId}` });
    },
  );
}
