import { z } from 'zod/mini';
import { timestamp } from '../schemas/answers';

/** GET/DELETE /api/admin/payroll/connections/xero: the owner's Xero connection, never a token. */
export const xeroConnectionAnswerSchema = z.object({
  /** Whether this server has a Xero app (XERO_CLIENT_ID and XERO_CLIENT_SECRET are set). */
  configured: z.boolean(),
  connected: z.boolean(),
  /** The connected organisation's name as Xero gives it; null while not connected. */
  organisationName: z.nullable(z.string()),
  connectedAt: z.nullable(timestamp),
});
export type XeroConnectionAnswer = z.output<typeof xeroConnectionAnswerSchema>;

/** POST /api/admin/payroll/connections/xero/authorize: Xero's consent screen, for the browser to open. */
export const xeroAuthorizeAnswerSchema = z.object({ url: z.string() });
export type XeroAuthorizeAnswer = z.output<typeof xeroAuthorizeAnswerSchema>;

/** Xero's redirect back: the code and state, or an `error` when the owner did not allow access. */
export const xeroCallbackQuerySchema = z.looseObject({
  code: z.optional(z.string().check(z.maxLength(2048))),
  state: z.optional(z.string().check(z.maxLength(512))),
  error: z.optional(z.string().check(z.maxLength(200))),
});
