import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myDocumentSchema } from '../../shared/answers/policy-document';
import { errorAnswers } from '../../shared/schemas/answers';
import { forbidden } from '../http-errors';
import { countersignedPdf } from '../services/task-pdfs/countersigned-pdf';
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

  // The countersigned PDF of the hire's own signing (decision 091); 404 for another's or before.
  r.get(
    '/api/me/documents/:id/countersigned-pdf',
    { config: { access: 'employee' }, schema: { params: idParams } },
    async (req, reply) => {
      const email = req.session?.email;
      if (!email) throw forbidden();
      const { pdf, title } = await countersignedPdf(app.deps, email, req.params.id);
      const name =
        title
          .replace(/[^\w -]/g, '')
          .trim()
          .replace(/\s+/g, '-')
          .toLowerCase() || 'document';
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}-countersigned.pdf"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
}
