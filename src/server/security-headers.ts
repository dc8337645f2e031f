import type { FastifyHelmetOptions } from '@fastify/helmet';
import { type Env, isHttpsPublicUrl } from './env';

/**
 * Helmet's headers. `upgrade-insecure-requests` and HSTS only when the app is served over https:
 * on a plain-http deployment they make the browser ask for https assets that do not exist (a
 * blank page on any host but localhost, which browsers exempt).
 */
export function helmetOptions(env: Env): FastifyHelmetOptions {
  const isHttps = isHttpsPublicUrl(env);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}
