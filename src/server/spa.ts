import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_ROUTE, ROUTES, type Route, type RouteDefinition } from '../shared/routes';
import {
  dataPreloadLinks,
  inlineEntryCss,
  preloadLinks,
  readManifest,
  readShells,
  withShell,
  withTitle,
  type ShellKind,
} from './route-preloads';
import { SESSION_COOKIE_NAMES } from './auth/session-cookie';

const KNOWN = new Map<string, Route>(ROUTES.map((route) => [route.path, route]));

/**
 * Serves the built client: hashed assets with a long cache, and index.html for every non-API
 * path. The 20 app routes answer 200; any other path answers 404 with the same SPA, which
 * renders '404 Page Not Found'. Each route's index.html names that route's chunks as
 * modulepreload links, so a direct visit fetches them with the entry, not after it.
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
        // .vite/manifest.json is read by this server (route-preloads.ts), not sent.
        dotfiles: 'ignore',
        // The build writes .br and .gz twins (scripts/precompress.ts): no compression per request.
        // They are sent for their file, by content encoding, never as files of their own (a
        // compressed body under a plain content type), and get no routes (72 routes, not 194).
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders: (res, file) => {
          // Hashed names change with their content: cache them for good. Anything else (the
          // index.html file itself) is checked again on every use.
          res.header(
            'cache-control',
            file.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    });
  }
  const manifest = hasClient ? readManifest(clientDir!) : undefined;
  const plainIndex = hasClient
    ? inlineEntryCss(fs.readFileSync(indexFile!, 'utf8'), clientDir!)
    : '<!doctype html><title>Onboarding</title><p>Client not built.</p>';
  const shells = hasClient ? readShells(clientDir!) : undefined;
  /**
   * index.html per route (null: any unknown path), with its prerendered screen or without,
   * compressed once on first use.
   */
  const variants = new Map<string, IndexVariants>();
  const indexFor = (known: Route | null, isFirstVisit: boolean): IndexVariants => {
    const route: RouteDefinition = known ?? NOT_FOUND_ROUTE;
    // The 404 page reads no answer: everyone gets it prerendered. A route's first-visit screen
    // only goes to a visitor without a session, whose answers it was rendered from.
    const markup = route.prerender ? shells?.html[route.path] : undefined;
    const kind: ShellKind | null =
      markup === undefined ? null : known === null ? 'static' : isFirstVisit ? 'first-visit' : null;
    const key = `${route.path} ${kind}`;
    let found = variants.get(key);
    if (!found) {
      const links = hasClient
        ? (manifest ? preloadLinks(manifest, route.page, 'prefetch' in route ? route.prefetch : []) : '') +
          dataPreloadLinks(route)
        : '';
      // Inert until main.tsx appends them once the page has painted (decision 014).
      let html = links
        ? plainIndex.replace('</head>', `<template id="after-paint">${links}</template></head>`)
        : plainIndex;
      if (kind && markup !== undefined) html = withShell(html, markup, kind);
      found = compressVariants(withTitle(html, route.title));
      variants.set(key, found);
    }
    return found;
  };

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || req.method !== 'GET') {
      return reply.code(404).send({ error: 'not_found', message: `No route ${req.method} ${pathname}` });
    }
    const route = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    const known = KNOWN.get(route) ?? null;
    // A query (e.g. '/?admin=1', an old link on to the staff sign-in) can change the first screen: none of
    // those get a prerendered one.
    const isFirstVisit =
      !SESSION_COOKIE_NAMES.some((name) => hasCookie(req.headers.cookie, name)) && !req.url.includes('?');
    const indexHtml = indexFor(known, isFirstVisit);
    const encoding = chooseEncoding(req.headers['accept-encoding'], indexHtml);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8')
      .send(indexHtml[encoding]);
  });
}

/** Whether the Cookie header names `name` (whatever its value: an ended session still counts). */
function hasCookie(header: string | undefined, name: string): boolean {
  return (header ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`));
}

type IndexVariants = { identity: Buffer; br?: Buffer; gzip?: Buffer };

function compressVariants(html: string): IndexVariants {
  const identity = Buffer.from(html);
  return {
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
  };
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
