import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TASK_IDS, WIZARD_STEPS } from '../../shared/tasks';
import { requireEmail } from '../auth/access';
import { stepDrafts } from '../db/schema/step-drafts';
import { clearEditing, markEditing } from '../services/drafts/edit-marker';
import { editingAnswerSchema, errorAnswers, resetAnswerSchema } from '../../shared/schemas/answers';

const params = z.object({ taskId: z.enum(TASK_IDS) });

export async function editingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  /** The first change in edit mode: the task is no longer complete until saved again. */
  const editingSchema = { params, response: { 200: editingAnswerSchema, ...errorAnswers } };

  r.post(
    '/api/me/editing/:taskId',
    { config: { access: 'employee' }, schema: editingSchema },
    async (req) => {
      await markEditing(db(), requireEmail(req), req.params.taskId, 'hire');
      return { editing: req.params.taskId };
    },
  );

  r.delete(
    '/api/me/editing/:taskId',
    { config: { access: 'employee' }, schema: editingSchema },
    async (req) => {
      await clearEditing(db(), requireEmail(req), req.params.taskId);
      return { editing: null };
    },
  );

  /**
   * Reset of Personal Information: the wizard's drafts are discarded and the task reopened;
   * the stored member stays until the wizard is completed again (other tasks depend on it).
   */
  r.post(
    '/api/me/reset/personal-information',
    { config: { access: 'employee' }, schema: { response: { 200: resetAnswerSchema, ...errorAnswers } } },
    async (req) => {
      const email = requireEmail(req);
      const ids = WIZARD_STEPS.map((s) => s.id);
      await db()
        .delete(stepDrafts)
        .where(and(eq(stepDrafts.email, email), inArray(stepDrafts.stepId, ids)));
      await markEditing(db(), email, 'personal-information', 'hire');
      return { reset: 'personal-information' } as const;
    },
  );
}
