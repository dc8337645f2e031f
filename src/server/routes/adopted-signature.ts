import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adoptedSignatureAnswerSchema, adoptSignatureSchema } from '../../shared/schemas/adopted-signature';
import { errorAnswers } from '../../shared/schemas/answers';
import { signingRequest } from '../auth/signing-request';
import { HttpError } from '../http-errors';
import { readSignaturePng } from '../services/acknowledgments/read-signature-png';
import {
  adoptedSignatureOf,
  adoptSignature,
  forgetAdoptedSignature,
} from '../services/signatures/adopted-signature';

const NOT_PROVEN = 'Confirm your email first: your signature is kept with your application.';

/**
 * One signature, adopted once (issue 43 item 4, decision 112): the hire's own marks, read and
 * changed only by the hire whose proven email the session carries.
 */
export async function adoptedSignatureRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const { cipher } = app.deps;
  const emailOf = (email: string | null | undefined) => {
    if (!email) throw new HttpError(409, 'email_not_proven', NOT_PROVEN);
    return email;
  };

  r.get(
    '/api/me/signature',
    {
      config: { access: 'employee' },
      schema: { response: { 200: adoptedSignatureAnswerSchema, ...errorAnswers } },
    },
    async (req) => {
      const email = req.session?.email;
      return { adopted: email ? await adoptedSignatureOf(db(), cipher, email) : null };
    },
  );

  r.put(
    '/api/me/signature',
    {
      config: { access: 'employee' },
      schema: {
        body: adoptSignatureSchema,
        response: { 200: adoptedSignatureAnswerSchema, ...errorAnswers },
      },
    },
    async (req, reply) => {
      const email = emailOf(req.session?.email);
      const signature = await readSignaturePng(req.body.signature, 'signature');
      const initials = await readSignaturePng(req.body.initials, 'initials');
      await adoptSignature(db(), cipher, email, { signature, initials }, signingRequest(req, reply));
      req.log.info('signature adopted');
      return { adopted: await adoptedSignatureOf(db(), cipher, email) };
    },
  );

  r.delete(
    '/api/me/signature',
    {
      config: { access: 'employee' },
      schema: { response: { 200: adoptedSignatureAnswerSchema, ...errorAnswers } },
    },
    async (req) => {
      await forgetAdoptedSignature(db(), emailOf(req.session?.email));
      return { adopted: null };
    },
  );
}
