import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SPA_ROUTES } from '../shared/tasks';

const KNOWN = new Set<string>(SPA_ROUTES);

/**
 * Serves the built client: hashed assets with a long cache, and index.html for every non-API
 * path. The 19 spec routes answer 200; any other path answers 404 with the same SPA, which
 * renders '404 Page Not Found'.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string | undefined) {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const hasClient = !!indexFile && fs.existsSync(indexFile);
  if (hasClient) {
    // The built files are public; declaring it keeps the access check fail-closed for the rest.
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await scope.register(fastifyStatic, {
        root: clientDir!,
        wildcard: false,
        index: false,
        serve: true,
        setHeaders: (res, file) => {
          if (file.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    });
  }
  const indexHtml = hasClient
    ? fs.readFileSync(indexFile!, 'utf8')
    : '<!doctype html><title>Onboarding</title><p>Client not built.</p>';

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || req.method !== 'GET') {
      return reply.code(404).send({ error: 'not_found', message: `No route ${req.method} ${pathname}` });
    }
    const known = KNOWN.has(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
