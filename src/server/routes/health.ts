import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, healthAnswerSchema, healthDownAnswerSchema } from '../../shared/schemas/answers';
import { createWriteProbe, freeBytes, logStorageTrouble } from '../storage-health';

const MB = 1024 * 1024;

export async function healthRoutes(app: FastifyInstance) {
  // One probe per app: its result is shared for a few seconds (storage-health.ts).
  const canWrite = createWriteProbe(app.deps.database.db, app.deps.env.dataDir);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/healthz',
    {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: { response: { 200: healthAnswerSchema, 503: healthDownAnswerSchema, ...errorAnswers } },
    },
    async (req, reply) => {
      // An instance left on an older data key cannot save anything a hire sends: a load balancer
      // that checks /healthz sends them to the instances on the new key (decision 038).
      const newest = app.deps.keyWatch.supersededBy();
      if (newest !== null)
        return reply.code(503).send({
          ok: false,
          error: 'data_key_superseded',
          message: `This instance runs on data key version ${app.deps.cipher.version}, older than the database's (version ${newest}): restart it with the new DATA_KEY and the old one as DATA_KEY_PREVIOUS`,
        });
      try {
        await app.deps.database.ping();
      } catch {
        return reply
          .code(503)
          .send({ ok: false, error: 'database_unreachable', message: 'Database is unreachable' });
      }
      const minFreeMb = app.deps.env.DISK_FREE_MIN_MB;
      const [write, free] = await Promise.all([
        canWrite(),
        freeBytes(app.deps.env.dataDir).then(
          (bytes) => Math.floor(bytes / MB),
          () => null,
        ),
      ]);
      const isLow = free !== null && free < minFreeMb;
      const measured = {
        database: app.deps.database.kind,
        canWrite: write.canWrite,
        freeMb: free,
        minFreeMb,
      };
      if (write.canWrite && !isLow) return { ok: true as const, ...measured };
      const faults = [
        ...(write.canWrite ? [] : [write.reason ?? 'a write failed']),
        ...(isLow
          ? [`${free} MB free on the disk holding DATA_DIR, under DISK_FREE_MIN_MB (${minFreeMb} MB)`]
          : []),
      ];
      const message = `${faults.join('; ')}.`.replace(/^./, (c) => c.toUpperCase());
      logStorageTrouble(req.log, measured, `health check: ${message}`);
      return reply.code(503).send({
        ok: false,
        error: write.canWrite ? 'disk_space_low' : 'database_cannot_write',
        message,
        ...measured,
      });
    },
  );
}
