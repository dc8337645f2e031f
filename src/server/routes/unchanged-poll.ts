import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sessionCookieName } from '../auth/session-cookie';

const STATUS_URL = '/api/me/status';

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      // Our tokens are base64url; anything encoded is left to the full path's cookie parser.
      return value.includes('%') ? undefined : value;
    }
  }
  return undefined;
}

/**
 * Answers an unchanged status poll (issue 13: 1,000 open home screens, each polling every second)
 * before Fastify routes the request: when the session and its status answer are both cached
 * (live, and touched by this instance within the minute) and the screen already holds that
 * ETag, the answer is a bare 304. Anything else (no or another ETag, a session or status not in
 * memory, another URL or method) goes to Fastify unchanged, with every hook and check. A 304 only
 * confirms the ETag the caller sent. `app.inject` (the API tests) always takes the full path.
 */
export function answerUnchangedPollsEarly(app: FastifyInstance) {
  const server = app.server;
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  // Fastify attaches exactly one request handler when it creates the server; otherwise stay out.
  if (handlers.length !== 1) return;
  const fastify = handlers[0]!;
  server.removeListener('request', fastify);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url === STATUS_URL && answerUnchanged(app, req, res)) return;
    fastify(req, res);
  });
}

function answerUnchanged(app: FastifyInstance, req: IncomingMessage, res: ServerResponse): boolean {
  const etag = req.headers['if-none-match'];
  if (!etag) return false;
  const { live } = app.deps;
  const email = live.sessions.peek(cookieValue(req.headers.cookie, sessionCookieName(app.deps.env)))?.email;
  if (!email || live.status.peek(email)?.etag !== etag) return false;
  res.writeHead(304, { etag, 'cache-control': 'private, no-cache' });
  res.end();
  return true;
}
