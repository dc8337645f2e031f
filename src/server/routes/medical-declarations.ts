import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { medicalDeclarationSchema } from '../../shared/schemas/medical-declaration';
import { assertOwnEmail } from '../auth/access';
import { deviceOf } from '../auth/device-cookie';
import { medicalView } from '../services/acknowledgments/acknowledgment-views';
import { readSignaturePng } from '../services/acknowledgments/read-signature-png';
import { recordMedicalDeclaration } from '../services/acknowledgments/record-medical-declaration';
import { resetMedicalDeclaration } from '../services/acknowledgments/reset-acknowledgment';
import { signingRequest } from '../auth/signing-request';
import {
  medicalDeclarationOrNoneSchema,
  medicalDeclarationViewSchema,
} from '../../shared/answers/acknowledgment';
import { clearedAnswerSchema, errorAnswers } from '../../shared/schemas/answers';
import { employerTimeZone } from '../services/format/employer-time-zone';
import { assertSteppedUpAfterSubmission } from '../services/identity/step-up';

const params = z.object({ userEmail: z.string().trim().toLowerCase().max(254) });
const own = { access: 'employee', ownEmailParam: 'userEmail' } as const;

export async function medicalDeclarationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const { cipher } = app.deps;

  r.post(
    '/api/medical-declarations',
    {
      config: { access: 'employee' },
      schema: {
        body: medicalDeclarationSchema,
        response: { 201: medicalDeclarationViewSchema, ...errorAnswers },
      },
    },
    async (req, reply) => {
      assertOwnEmail(req, req.body.email);
      // Health information: after a submission, changed only in the step-up window (decision 036).
      await assertSteppedUpAfterSubmission(db(), req.session);
      const png = await readSignaturePng(req.body.medicalSignature, 'medicalSignature');
      const row = await recordMedicalDeclaration(
        db(),
        cipher,
        req.body,
        png,
        signingRequest(req, reply),
        employerTimeZone(app.deps),
      );
      req.log.info({ medicalDeclarationId: row.id }, 'medical declaration recorded');
      // Recorded just above (from this browser): the view exists.
      return reply.code(201).send((await medicalView(db(), cipher, row.email, row.signedDevice))!);
    },
  );

  r.get(
    '/api/medical-declarations/:userEmail',
    { config: own, schema: { params, response: { 200: medicalDeclarationOrNoneSchema, ...errorAnswers } } },
    async (req) => {
      // Health information: after a submission, read only in the step-up window (decision 036).
      await assertSteppedUpAfterSubmission(db(), req.session);
      // None made yet is an answer (null), not an error: a first visit logs no 404 (issue 35).
      return medicalView(db(), cipher, req.params.userEmail, deviceOf(req));
    },
  );

  r.delete(
    '/api/medical-declarations/:userEmail',
    { config: own, schema: { params, response: { 200: clearedAnswerSchema, ...errorAnswers } } },
    async (req) => {
      await assertSteppedUpAfterSubmission(db(), req.session);
      await resetMedicalDeclaration(db(), req.params.userEmail);
      return { cleared: true } as const;
    },
  );
}
