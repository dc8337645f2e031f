import type { FastifyRequest } from 'fastify';
import { isSecureCookie } from '../env';

/**
 * Whether a cookie set in answer to `req` is Secure: https per PUBLIC_URL, or as seen through a
 * trusted TLS-terminating proxy.
 */
export const isSecureRequest = (req: FastifyRequest): boolean =>
  isSecureCookie(req.server.deps.env) || req.protocol === 'https';
