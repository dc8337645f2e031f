import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policyAcknowledgmentSchema } from '../../shared/schemas/policy-acknowledgment';
import { DOCUMENT_TYPES } from '../../shared/schemas/policy-document';
import { assertOwnEmail, requireEmail } from '../auth/access';
import { deviceOf } from '../auth/device-cookie';
import { acknowledgePolicy } from '../services/acknowledgments/acknowledge-policy';
import {
  acknowledgmentView,
  findOwnAcknowledgment,
  listOwnAcknowledgments,
} from '../services/acknowledgments/acknowledgment-views';
import { readSignaturePng } from '../services/acknowledgments/read-signature-png';
import { resetAcknowledgment } from '../services/acknowledgments/reset-acknowledgment';
import { signingRequest } from '../auth/signing-request';
import {
  acknowledgmentCheckSchema,
  acknowledgmentListSchema,
  acknowledgmentViewSchema,
} from '../../shared/answers/acknowledgment';
import { clearedAnswerSchema, errorAnswers } from '../../shared/schemas/answers';

const userEmail = z.string().trim().toLowerCase().max(254);
const documentType = z.enum(DOCUMENT_TYPES.map((t) => t.value) as [string, ...string[]]);

export async function policyAcknowledgmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  r.post(
    '/api/policy-acknowledgments',
    {
      config: { access: 'employee' },
      schema: {
        body: policyAcknowledgmentSchema,
        response: { 201: acknowledgmentViewSchema, ...errorAnswers },
      },
    },
    async (req, reply) => {
      assertOwnEmail(req, req.body.email);
      const png = await readSignaturePng(req.body.signature);
      const row = await acknowledgePolicy(db(), app.deps.cipher, req.body, png, signingRequest(req, reply), {
        maxAttempts: app.deps.env.JOB_MAX_ATTEMPTS,
      });
      // A question for HR (decision 115) is an email queued with the signing.
      if (row.answers.some((a) => a.questionForHr)) app.deps.jobs.wake();
      req.log.info({ acknowledgmentId: row.id, documentType: row.documentType }, 'policy acknowledged');
      return reply.code(201).send(acknowledgmentView(row, row.signedDevice));
    },
  );

  /** This person's own acknowledgments only; never anyone else's. */
  r.get(
    '/api/policy-acknowledgments',
    {
      config: { access: 'employee' },
      schema: { response: { 200: acknowledgmentListSchema, ...errorAnswers } },
    },
    async (req) => listOwnAcknowledgments(db(), requireEmail(req), deviceOf(req)),
  );

  r.get(
    '/api/policy-acknowledgments/check/:userEmail/:documentType',
    {
      config: { access: 'employee', ownEmailParam: 'userEmail' },
      schema: {
        params: z.object({ userEmail, documentType }),
        response: { 200: acknowledgmentCheckSchema, ...errorAnswers },
      },
    },
    async (req) => {
      const row = await findOwnAcknowledgment(db(), req.params.userEmail, req.params.documentType);
      return row
        ? { acknowledged: true as const, ...acknowledgmentView(row, deviceOf(req)) }
        : { acknowledged: false as const, signature: null, answers: [] };
    },
  );

  r.delete(
    '/api/policy-acknowledgments/:userEmail/:policyId',
    {
      config: { access: 'employee', ownEmailParam: 'userEmail' },
      schema: {
        params: z.object({ userEmail, policyId: z.string().trim().max(100) }),
        response: { 200: clearedAnswerSchema, ...errorAnswers },
      },
    },
    async (req) => {
      await resetAcknowledgment(db(), req.params.userEmail, req.params.policyId);
      return { cleared: true } as const;
    },
  );
}
