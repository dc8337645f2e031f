import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db/is-database-unavailable';
import { HttpError } from './http-errors';
import { isDataKeySuperseded, SERVER_UPDATING } from './services/crypto/key-watch';
import { isStorageFull, logStorageTrouble, noteStorageFull, STORAGE_FULL_MESSAGE } from './storage-health';

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
    // The disk is full (issue 37 item 6): nothing was saved and nothing the person typed is lost;
    // a 503 they may retry once an operator has freed space, and one log line a minute, not one a
    // request.
    if (isStorageFull(err)) {
      noteStorageFull();
      logStorageTrouble(
        req.log,
        { err: loggableError(err) },
        'the disk is full: a write was refused (free space where DATA_DIR or the database lives)',
      );
      return reply
        .code(503)
        .header('retry-after', '60')
        .send({ error: 'storage_full', message: STORAGE_FULL_MESSAGE });
    }
    // The database is away (restart, failover, lost network): a 503 the client may retry, never a
    // hang or a crash; the pool reconnects by itself when it is back.
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: loggableError(err) }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({
        error: 'database_unavailable',
        message: 'The service is briefly unavailable. Please try again.',
      });
    }
    // Another instance started a key rotation: this one no longer seals (nor opens the new key's
    // values) until it is restarted with the new key (decision 038). Said once in the log by main.ts.
    if (isDataKeySuperseded(err)) {
      return reply.code(503).header('retry-after', '30').send(SERVER_UPDATING);
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: loggableError(err) }, 'request failed');
      return reply.code(500).send({ error: 'internal', message: 'Something went wrong. Please try again.' });
    }
    const error =
      status === 429
        ? 'too_many_requests'
        : status === 413
          ? 'payload_too_large'
          : (err.code ?? 'bad_request');
    return reply.code(status).send({ error, message: err.message });
  });
}

/**
 * A database error's message and `params` carry the row being written (names, addresses,
 * signatures), which log redaction cannot reach inside a string: log only what identifies the
 * failure.
 */
function loggableError(err: Error & { cause?: unknown }) {
  const cause = err.cause as
    { code?: string; constraint?: string; routine?: string; message?: string } | undefined;
  if (err.name === 'DrizzleQueryError' || cause?.code) {
    return { type: err.name, code: cause?.code, constraint: cause?.constraint, routine: cause?.routine };
  }
  // A connection failure's message names no data ('Connection terminated unexpectedly').
  if (isDatabaseUnavailable(err)) {
    return { type: err.name, code: (err as { code?: string }).code, message: cause?.message ?? err.message };
  }
  return err;
}
