import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../shared/schemas/answers';
import { taxDeclarationSchema } from '../../shared/schemas/tax-declaration';
import {
  taxDeclarationDeletedSchema,
  taxDeclarationOrNoneSchema,
  taxDeclarationResponseSchema,
} from '../../shared/answers/tax-declaration';
import { assertOwnEmail } from '../auth/access';
import { employerTimeZone } from '../services/format/employer-time-zone';
import { shownSecrets } from '../services/identity/mask-secrets';
import { assertSteppedUpAfterSubmission, mustMask } from '../services/identity/step-up';
import { signatureEvidence } from '../auth/signature-evidence';
import { deleteTaxDeclaration } from '../services/tax-declarations/delete-tax-declaration';
import { getTaxDeclaration } from '../services/tax-declarations/get-tax-declaration';
import { submitTaxDeclaration } from '../services/tax-declarations/submit-tax-declaration';

const emailParams = z.object({ userEmail: z.string().trim().toLowerCase() });
const ownEmail = { access: 'employee', ownEmailParam: 'userEmail' } as const;

/** The TFN declaration (NAT 3092), only ever for the session's own proven email. */
export async function taxDeclarationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { cipher } = app.deps;
  const db = () => app.deps.database.db;

  r.get(
    '/api/tax-declarations/:userEmail',
    {
      config: ownEmail,
      schema: { params: emailParams, response: { 200: taxDeclarationOrNoneSchema, ...errorAnswers } },
    },
    async (req) => {
      // None made yet is an answer (null), not an error: a first visit logs no 404 (issue 35).
      const declaration = await getTaxDeclaration(db(), cipher, req.params.userEmail);
      return declaration && shownSecrets(declaration, await mustMask(db(), req.session));
    },
  );

  r.post(
    '/api/tax-declarations',
    {
      config: { access: 'employee' },
      schema: {
        body: taxDeclarationSchema,
        response: { 201: taxDeclarationResponseSchema, ...errorAnswers },
      },
    },
    async (req, reply) => {
      assertOwnEmail(req, req.body.email);
      // After a submission a new TFN declaration needs the step-up window (step-up.ts).
      await assertSteppedUpAfterSubmission(db(), req.session);
      const saved = await submitTaxDeclaration(
        db(),
        cipher,
        req.body,
        signatureEvidence(req),
        employerTimeZone(app.deps),
      );
      req.log.info({ declarationId: saved.id }, 'tax declaration saved');
      return reply.code(201).send({ ...saved, masked: false });
    },
  );

  r.delete(
    '/api/tax-declarations/:userEmail',
    {
      config: ownEmail,
      schema: { params: emailParams, response: { 200: taxDeclarationDeletedSchema, ...errorAnswers } },
    },
    async (req) => {
      await assertSteppedUpAfterSubmission(db(), req.session);
      return { deleted: await deleteTaxDeclaration(db(), req.params.userEmail) };
    },
  );
}
