import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SECRET_FIELDS } from '../shared/catalogue/records';
import { XERO_API } from '../shared/xero-connection';

/**
 * Fields that never reach a log line (DESIGN.md §1 "logs"). Pino paths; `*` covers one level
 * of nesting, which is how request bodies and submission payloads are logged.
 */
const SENSITIVE = [
  'medicalConditions',
  'medications',
  'allergies',
  'answers',
  'signature',
  'taxDeclarationSignature',
  'superfundSignature',
  'medicalSignature',
  'pin',
];

/** The paths redacted when `secretFields` are the record catalogues' secret answers (shared/catalogue). */
export const redactPathsFor = (secretFields: Iterable<string>) => {
  const fields = [...secretFields, ...SENSITIVE];
  return [
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    ...fields.map((f) => `body.${f}`),
    ...fields.map((f) => `*.${f}`),
    // An emailed code, as sent or logged on its own; not `*.code`, which is also every error's
    // code (a database error's 23505 is what tells a unique violation from a lost connection).
    'code',
    'body.code',
    'req.body.code',
  ];
};

export const LOG_REDACT_PATHS = redactPathsFor(SECRET_FIELDS.keys());

/** An email as logs show it: enough to match lines about one person, not to read the address. */
export const hashEmail = (email: string) =>
  `sha256:${crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 12)}`;

const decode = (piece: string) => {
  try {
    return decodeURIComponent(piece);
  } catch {
    return piece;
  }
};
const redactPiece = (piece: string) => (decode(piece).includes('@') ? hashEmail(decode(piece)) : piece);
/** Query values that are free text about a person (the data-retention search: a name). */
const FREE_TEXT_QUERY = new Set(['search']);
/**
 * An OAuth callback's query (Xero's return, decision 104): the authorization code and the state
 * each open one token exchange, so neither reaches a log.
 */
const OAUTH_CALLBACKS = new Set<string>([XERO_API.callback]);
const OAUTH_QUERY = new Set(['code', 'state', 'session_state']);

/**
 * A request URL as logged: each path segment or query value holding an email is replaced by its
 * hash (the spec's `/{userEmail}` paths put addresses in URLs, and logs outlive applications);
 * a search's text is dropped (a name searched for outlives the member's deletion too).
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const pathname = (q === -1 ? url : url.slice(0, q)).split('/').map(redactPiece).join('/');
  if (q === -1) return pathname;
  const isOAuthCallback = OAUTH_CALLBACKS.has(url.slice(0, q));
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return redactPiece(pair);
      const name = decode(pair.slice(0, eq));
      const value =
        FREE_TEXT_QUERY.has(name) || (isOAuthCallback && OAUTH_QUERY.has(name))
          ? '[redacted]'
          : redactPiece(pair.slice(eq + 1));
      return pair.slice(0, eq + 1) + value;
    });
  return `${pathname}?${query.join('&')}`;
}

/** Fastify's request serializer, with the URL's emails hashed. */
export const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};
