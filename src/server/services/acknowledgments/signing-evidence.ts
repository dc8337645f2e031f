import type { FastifyRequest } from 'fastify';

export interface SigningRequest {
  ip: string;
  userAgent: string;
}

/** Who signed from where (DESIGN.md §3.15); the user agent is bounded, it is the client's text. */
export function signingRequest(req: FastifyRequest): SigningRequest {
  return { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500) };
}

export function evidenceColumns(request: SigningRequest, documentSha256: string, at: Date) {
  return { signedAt: at, signedIp: request.ip, signedUserAgent: request.userAgent, documentSha256 };
}
