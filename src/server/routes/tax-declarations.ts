import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { taxDeclarationSchema } from '../../shared/schemas/tax-declaration';
import { assertOwnEmail } from '../auth/access';
import { signatureEvidence } from '../services/signatures/signature-evidence';
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
    { config: ownEmail, schema: { params: emailParams } },
    async (req) => getTaxDeclaration(db(), cipher, req.params.userEmail),
  );

  r.post(
    '/api/tax-declarations',
    { config: { access: 'employee' }, schema: { body: taxDeclarationSchema } },
    async (req, reply) => {
      assertOwnEmail(req, req.body.email);
      const saved = await submitTaxDeclaration(db(), cipher, req.body, signatureEvidence(req));
      req.log.info({ declarationId: saved.id }, 'tax declaration saved');
      return reply.code(201).send(saved);
    },
  );

  r.delete(
    '/api/tax-declarations/:userEmail',
    { config: ownEmail, schema: { params: emailParams } },
    async (req) => ({ deleted: await deleteTaxDeclaration(db(), req.params.userEmail) }),
  );
}
