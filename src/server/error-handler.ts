import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-errors';

/** Every failure answers `{error, message, fields?}`; only unexpected errors are 500s. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ error: err.error, message: err.message, fields: err.fields });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= v.message ?? 'Invalid value';
      }
      const message = Object.values(fields)[0] ?? 'Invalid request';
      return reply.code(400).send({ error: 'validation', message, fields });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.code(500).send({ error: 'internal', message: 'Something went wrong. Please try again.' });
    }
    return reply.code(status).send({ error: err.code ?? 'bad_request', message: err.message });
  });
}
