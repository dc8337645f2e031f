import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../shared/schemas/answers';
import { superfundChoiceSchema } from '../../shared/schemas/superfund-choice';
import {
  superfundChoiceDeletedSchema,
  superfundChoiceOrNoneSchema,
  superfundChoiceResponseSchema,
} from '../../shared/answers/superfund-choice';
import { assertOwnEmail, requireEmail } from '../auth/access';
import { shownSecrets } from '../services/identity/mask-secrets';
import { assertSteppedUpAfterSubmission, mustMask } from '../services/identity/step-up';
import { signatureEvidence } from '../auth/signature-evidence';
import { getSuperfundChoice } from '../services/superfund-choices/get-superfund-choice';
import { saveSuperfundChoice } from '../services/superfund-choices/save-superfund-choice';
import { withDefaultFund } from '../services/superfund-choices/with-default-fund';
import { deleteSuperfundChoice } from '../services/superfund-choices/delete-superfund-choice';

/** The choice of super fund (NAT 13080), only ever for the session's own proven email. */
export async function superfundChoiceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { cipher } = app.deps;
  const db = () => app.deps.database.db;

  r.get(
    '/api/superfund-choices',
    {
      config: { access: 'employee' },
      schema: { response: { 200: superfundChoiceOrNoneSchema, ...errorAnswers } },
    },
    async (req) => {
      // None saved yet is an answer (null), not an error: a first visit logs no 404 (issue 35).
      const choice = await getSuperfundChoice(db(), cipher, requireEmail(req));
      return choice && shownSecrets(choice, await mustMask(db(), req.session));
    },
  );

  r.post(
    '/api/superfund-choices',
    {
      config: { access: 'employee' },
      schema: {
        body: superfundChoiceSchema,
        response: { 201: superfundChoiceResponseSchema, ...errorAnswers },
      },
    },
    async (req, reply) => {
      assertOwnEmail(req, req.body.email);
      // After a submission a new choice of fund needs the step-up window (step-up.ts).
      await assertSteppedUpAfterSubmission(db(), req.session);
      const choice = withDefaultFund(req.body, app.deps.settings.current().defaultFund);
      const saved = await saveSuperfundChoice(db(), cipher, choice, signatureEvidence(req));
      req.log.info({ superfundChoiceId: saved.id }, 'superfund choice saved');
      return reply.code(201).send({ ...saved, masked: false });
    },
  );

  /** Reset from the home screen's card: the task is open again (after a submission, with a fresh code). */
  r.delete(
    '/api/superfund-choices',
    {
      config: { access: 'employee' },
      schema: { response: { 200: superfundChoiceDeletedSchema, ...errorAnswers } },
    },
    async (req) => {
      const email = requireEmail(req);
      await assertSteppedUpAfterSubmission(db(), req.session);
      return { deleted: await deleteSuperfundChoice(db(), email) };
    },
  );
}
