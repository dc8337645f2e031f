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
        // The build writes .br and .gz twins (scripts/precompress.ts): no compression per request.
        preCompressed: true,
        setHeaders: (res, file) => {
          if (file.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    });
  }
  const indexHtml = hasClient
    ? readIndexVariants(indexFile!)
    : { identity: Buffer.from('<!doctype html><title>Onboarding</title><p>Client not built.</p>') };

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || req.method !== 'GET') {
      return reply.code(404).send({ error: 'not_found', message: `No route ${req.method} ${pathname}` });
    }
    const known = KNOWN.has(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
    const encoding = chooseEncoding(req.headers['accept-encoding'], indexHtml);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(indexHtml[encoding]);
  });
}

type IndexVariants = { identity: Buffer; br?: Buffer; gzip?: Buffer };

function readIndexVariants(file: string): IndexVariants {
  const read = (suffix: string) => fs.readFileSync(`${file}${suffix}`, { flag: 'r' });
  const optional = (suffix: string) => (fs.existsSync(`${file}${suffix}`) ? read(suffix) : undefined);
  return { identity: read(''), br: optional('.br'), gzip: optional('.gz') };
}

/** Brotli when the browser takes it, else gzip, else the plain file. */
export function chooseEncoding(accept: string | undefined, variants: IndexVariants): keyof IndexVariants {
  const offered = (accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name!.toLowerCase());
  if (variants.br && offered.includes('br')) return 'br';
  if (variants.gzip && offered.includes('gzip')) return 'gzip';
  return 'identity';
}
