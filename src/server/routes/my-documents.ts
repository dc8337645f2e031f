import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myDocumentSchema } from '../../shared/answers/policy-document';
import { errorAnswers } from '../../shared/schemas/answers';
import { forbidden } from '../http-errors';
import { DOCUMENT_NOT_YOURS, getMyDocument } from '../services/policy-documents/get-my-document';

const idParams = z.object({ id: z.guid(DOCUMENT_NOT_YOURS) });

/** An employer document the hire reads and signs (issue 39 item 4, decision 090). */
export async function myDocumentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/me/documents/:id',
    {
      config: { access: 'employee' },
      schema: { params: idParams, response: { 200: myDocumentSchema, ...errorAnswers } },
    },
    async (req) => {
      const email = req.session?.email;
      if (!email) throw forbidden();
      return getMyDocument(app.deps.database.db, email, req.params.id);
    },
  );
}
