import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { taxDeclarationDraftSchema } from '../../shared/schemas/tax-declaration';
import { WIZARD_STEP_SCHEMAS } from '../../shared/schemas/team-member';
import { WIZARD_STEPS } from '../../shared/tasks';
import { requireEmail } from '../auth/access';
import { ensureSession } from '../auth/session-cookie';
import { badRequest } from '../http-errors';
import { deleteDraft, getDrafts, saveDraft } from '../services/drafts/drafts';
import { bindEmail } from '../services/sessions/bind-email';
import { zodFieldErrors } from '../zod-errors';

/** Drafts that are not wizard steps: a half-filled form, every field optional but bounded. */
const FREE_DRAFT_SCHEMAS = { 'tax-declaration': taxDeclarationDraftSchema } as const;
const DRAFT_IDS: [string, ...string[]] = [
  'basic-info',
  ...WIZARD_STEPS.slice(1).map((s) => s.id),
  ...Object.keys(FREE_DRAFT_SCHEMAS),
];
const params = z.object({ stepId: z.enum(DRAFT_IDS) });

export async function draftRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/me/drafts', { config: { access: 'employee' } }, async (req) => {
    const email = req.session?.email;
    if (!email) return { drafts: {} };
    return { drafts: await getDrafts(app.deps.database.db, app.deps.cipher, email) };
  });

  /**
   * Saves one step. Wizard steps are validated with their shared schema (the same one the form
   * uses); saving basic info binds this session to its email first (DESIGN.md §3.2).
   */
  r.put(
    '/api/me/drafts/:stepId',
    {
      config: { access: 'employee' },
      schema: { params, body: z.record(z.string(), z.unknown()) },
      bodyLimit: 700 * 1024,
    },
    async (req, reply) => {
      const { stepId } = req.params;
      const schema =
        WIZARD_STEP_SCHEMAS[stepId as keyof typeof WIZARD_STEP_SCHEMAS] ??
        FREE_DRAFT_SCHEMAS[stepId as keyof typeof FREE_DRAFT_SCHEMAS];
      let data: Record<string, unknown> = req.body;
      if (schema) {
        const parsed = schema.safeParse(req.body);
        if (!parsed.success)
          throw badRequest('Please complete all required fields', zodFieldErrors(parsed.error));
        data = parsed.data as Record<string, unknown>;
      }
      const session = await ensureSession(req, reply);
      if (stepId === 'basic-info') await bindEmail(app.deps.database.db, session, String(data.email));
      const email = requireEmail(req);
      await saveDraft(app.deps.database.db, app.deps.cipher, email, stepId, data);
      return { saved: true, stepId, email };
    },
  );

  r.delete('/api/me/drafts/:stepId', { config: { access: 'employee' }, schema: { params } }, async (req) => {
    await deleteDraft(app.deps.database.db, requireEmail(req), req.params.stepId);
    return { deleted: true };
  });
}
