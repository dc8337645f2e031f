import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DRAFT_IDS, DRAFT_SCHEMAS } from '../../shared/schemas/drafts';
import { ensureSession } from '../auth/session-cookie';
import { limitDraftWrites } from '../auth/draft-write-limits';
import { badRequest } from '../http-errors';
import { draftOwnerOf } from '../services/drafts/draft-owner';
import { deleteDraft, getDrafts, saveDraft } from '../services/drafts/drafts';
import { zodFieldErrors } from '../zod-errors';

const params = z.object({ stepId: z.enum(DRAFT_IDS) });

export async function draftRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  /** This session's drafts: its proven email's, or before proof its own (DESIGN.md §3.2). */
  r.get('/api/me/drafts', { config: { access: 'employee' } }, async (req) => {
    if (!req.session) return { drafts: {} };
    return { drafts: await getDrafts(db(), app.deps.cipher, draftOwnerOf(req.session)) };
  });

  /**
   * Saves one step, validated with its shared schema (the one the form uses). Before the email
   * is proven the draft belongs to this session alone; `proven: false` on basic info tells the
   * client to ask for the emailed code before going on.
   */
  r.put(
    '/api/me/drafts/:stepId',
    {
      config: { access: 'employee' },
      schema: { params, body: z.record(z.string(), z.unknown()) },
      bodyLimit: 600 * 1024,
    },
    async (req, reply) => {
      const { stepId } = req.params;
      const parsed = DRAFT_SCHEMAS[stepId].safeParse(req.body);
      if (!parsed.success)
        throw badRequest('Please complete all required fields', zodFieldErrors(parsed.error));
      limitDraftWrites(req);
      const session = await ensureSession(req, reply);
      const data = parsed.data as Record<string, unknown>;
      await saveDraft(db(), app.deps.cipher, draftOwnerOf(session), stepId, data);
      const email = stepId === 'basic-info' ? String(data.email) : session.email;
      return { saved: true, stepId, email, proven: !!email && email === session.email };
    },
  );

  r.delete('/api/me/drafts/:stepId', { config: { access: 'employee' }, schema: { params } }, async (req) => {
    if (req.session) await deleteDraft(db(), draftOwnerOf(req.session), req.params.stepId);
    return { deleted: true };
  });
}
