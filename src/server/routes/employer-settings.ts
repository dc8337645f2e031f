import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminAccess } from '../auth/access';
import { actingAdmin } from '../auth/acting-admin';
import { storedFiles } from '../db/schema/stored-files';
import { notFound } from '../http-errors';
import { openFileBytes } from '../services/files/file-bytes';
import { settingsAnswer } from '../services/settings/settings-answer';
import { updateSettings } from '../services/settings/update-settings';
import { employerSettingsAnswerSchema } from '../../shared/answers/employer-settings';
import { employerSettingsUpdateSchema, LOGO_MAX_BYTES } from '../../shared/schemas/employer-settings';
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

  // The re-encoded logo, read once per version and kept: every header asks for it.
  let logo: { id: string; png: Buffer } | null = null;
  r.get('/api/logo', { config: { access: 'public' } }, async (_req, reply) => {
    const id = deps.settings.current().logoFileId;
    if (!id) throw notFound('No logo');
    if (logo?.id !== id) {
      const [file] = await deps.database.db.select().from(storedFiles).where(eq(storedFiles.id, id));
      if (!file) throw notFound('No logo');
      logo = { id, png: openFileBytes(deps.cipher, file.bytes) };
    }
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(logo.png);
  });
}
