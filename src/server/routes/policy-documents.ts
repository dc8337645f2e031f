import { adminAccess } from '../auth/access';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { extend, safeParse } from 'zod/mini';
import {
  policyDocumentSchema,
  policyDocumentUpdateSchema,
  policyQuestionSchema,
  QUESTION_TEXT_REQUIRED,
} from '../../shared/schemas/policy-document';
import {
  documentTranslationListSchema,
  documentTranslationSchema,
  policyDocumentListSchema,
  policyDocumentResponseSchema,
} from '../../shared/answers/policy-document';
import {
  documentTranslationInputSchema,
  translationLanguageSchema,
} from '../../shared/schemas/document-translation';
import {
  deleteTranslation,
  listTranslations,
  saveTranslation,
} from '../services/policy-documents/document-translations';
import { isOneLine, ONE_LINE_MESSAGE } from '../../shared/schemas/fields';
import { HttpError } from '../http-errors';
import { actingAdmin } from '../auth/acting-admin';
import { createPolicyDocument } from '../services/policy-documents/create-policy-document';
import {
  getActivePolicyDocument,
  getPolicyDocument,
} from '../services/policy-documents/get-active-policy-document';
import { listPolicyDocuments } from '../services/policy-documents/list-policy-documents';
import { updatePolicyDocument } from '../services/policy-documents/update-policy-document';
import { zodFieldErrors } from '../zod-errors';
import { clearedAnswerSchema, errorAnswers } from '../../shared/schemas/answers';

export const MISSING_INFORMATION = 'Please fill in all required fields';

// New questions come without an id; the server gives them one.
const questionsInput = z
  .array(
    extend(policyQuestionSchema, {
      id: z.string().trim().max(100).refine(isOneLine, ONE_LINE_MESSAGE).optional(),
    }),
  )
  .max(100);
const createBody = extend(policyDocumentSchema, { questions: questionsInput.default([]) });
const updateBody = extend(policyDocumentUpdateSchema, {
  questions: questionsInput.optional(),
  documentType: z.string().optional(),
});

const REQUIRED_FIELDS = new Set(['title', 'content', 'documentType', 'version']);
const MISSING_CODES = new Set(['invalid_type', 'too_small', 'invalid_value']);

/**
 * Parses a policy body, answering 400 with every field's message and, as the summary, the
 * admin form's wording (spec §5): a missing required field, else a blank question.
 */
function parsePolicyBody<S extends z.core.$ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = safeParse(schema, body);
  if (parsed.success) return parsed.data;
  const { issues } = parsed.error;
  const isMissing = issues.some((i) => REQUIRED_FIELDS.has(String(i.path[0])) && MISSING_CODES.has(i.code));
  const isBlankQuestion = issues.some(
    (i) => i.path[0] === 'questions' && i.path[2] === 'question' && i.message === QUESTION_TEXT_REQUIRED,
  );
  const message = isMissing
    ? MISSING_INFORMATION
    : isBlankQuestion
      ? QUESTION_TEXT_REQUIRED
      : (issues[0]?.message ?? 'Invalid request');
  throw new HttpError(400, 'validation', message, zodFieldErrors(parsed.error));
}

const looseBody = z.record(z.string(), z.unknown());
const idParams = z.object({ id: z.guid('Policy document not found') });

export async function policyDocumentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.get(
    '/api/policy-documents',
    {
      config: adminAccess('owner', 'hr'),
      schema: { response: { 200: policyDocumentListSchema, ...errorAnswers } },
    },
    async () => ({ documents: await listPolicyDocuments(db) }),
  );

  r.post(
    '/api/policy-documents',
    {
      config: adminAccess('owner', 'hr'),
      schema: { body: looseBody, response: { 201: policyDocumentResponseSchema, ...errorAnswers } },
    },
    async (req, reply) => {
      const input = parsePolicyBody(createBody, req.body);
      return reply.code(201).send(await createPolicyDocument(db, input, actingAdmin(req)));
    },
  );

  r.patch(
    '/api/policy-documents/:id',
    {
      config: adminAccess('owner', 'hr'),
      schema: {
        params: idParams,
        body: looseBody,
        response: { 200: policyDocumentResponseSchema, ...errorAnswers },
      },
    },
    async (req) =>
      updatePolicyDocument(db, req.params.id, parsePolicyBody(updateBody, req.body), actingAdmin(req)),
  );

  /** Preview by id (spec §2 'Preview'): an admin sees any document, active or not. */
  r.get(
    '/api/policy-documents/:id',
    {
      config: adminAccess('owner', 'hr'),
      schema: { params: idParams, response: { 200: policyDocumentResponseSchema, ...errorAnswers } },
    },
    async (req) => getPolicyDocument(db, req.params.id),
  );

  // HR's translations of a document into the hire's languages (issue 43 item 2, decision 115).
  r.get(
    '/api/policy-documents/:id/translations',
    {
      config: adminAccess('owner', 'hr'),
      schema: { params: idParams, response: { 200: documentTranslationListSchema, ...errorAnswers } },
    },
    async (req) => ({ translations: await listTranslations(db, req.params.id) }),
  );

  const translationParams = z.object({
    id: z.guid('Policy document not found'),
    language: z.enum(translationLanguageSchema.options),
  });
  r.put(
    '/api/policy-documents/:id/translations/:language',
    {
      config: adminAccess('owner', 'hr'),
      schema: {
        params: translationParams,
        body: looseBody,
        response: { 200: documentTranslationSchema, ...errorAnswers },
      },
    },
    async (req) =>
      saveTranslation(
        db,
        req.params.id,
        req.params.language,
        parsePolicyBody(documentTranslationInputSchema, req.body),
        actingAdmin(req),
      ),
  );

  r.delete(
    '/api/policy-documents/:id/translations/:language',
    {
      config: adminAccess('owner', 'hr'),
      schema: { params: translationParams, response: { 200: clearedAnswerSchema, ...errorAnswers } },
    },
    async (req) => {
      await deleteTranslation(db, req.params.id, req.params.language, actingAdmin(req));
      return { cleared: true as const };
    },
  );

  /** The employee task pages read the active document of their type without an admin session. */
  r.get(
    '/api/policy-documents/active/:type',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ type: z.string().max(50) }),
        response: { 200: policyDocumentResponseSchema, ...errorAnswers },
      },
    },
    async (req) => getActivePolicyDocument(db, req.params.type),
  );
}
