import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminAccess } from '../auth/access';
import { actingAdmin } from '../auth/acting-admin';
import { notFound } from '../http-errors';
import { employerLogoPng } from '../services/settings/employer-logo-file';
import { settingsAnswer } from '../services/settings/settings-answer';
import { updateSettings } from '../services/settings/update-settings';
import { employerSettingsAnswerSchema } from '../../shared/answers/employer-settings';
import { LOGO_MAX_BYTES } from '../../shared/schemas/employer-settings';
import { employerSettingsUpdateSchema } from '../../shared/schemas/employer-settings-update';
import { errorAnswers } from '../../shared/schemas/answers';

/** The employer's settings (issue 39, decision 087): the owner's alone; the logo for every header. */
export async function employerSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const owner = adminAccess('owner');

  r.get(
    '/api/admin/settings',
    { config: owner, schema: { response: { 200: employerSettingsAnswerSchema, ...errorAnswers } } },
    async () => settingsAnswer(deps.settings.current()),
  );

  r.put(
    '/api/admin/settings',
    {
      config: owner,
      // A logo of up to 1 MB arrives as base64 (4/3 of it) in the JSON.
      bodyLimit: Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64 * 1024,
      schema: {
        body: employerSettingsUpdateSchema,
        response: { 200: employerSettingsAnswerSchema, ...errorAnswers },
      },
    },
    async (req) => {
      await updateSettings(deps, req.body, actingAdmin(req));
      return settingsAnswer(deps.settings.current());
    },
  );

  r.get('/api/logo', { config: { access: 'public' } }, async (_req, reply) => {
    const png = await employerLogoPng(deps);
    if (!png) throw notFound('No logo');
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(png);
  });
}
