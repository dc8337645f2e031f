// Answers of the email-code routes that the client reads (src/server/routes/email-auth.ts).
import { z } from 'zod/mini';

/** GET /api/auth/pending-code: the code this browser asked for that can still be entered. */
export const pendingCodeAnswerSchema = z.object({
  pending: z.nullable(
    z.object({
      email: z.string(),
      /** 'We sent a 6-digit code to … It expires in N minutes.' */
      message: z.string(),
      /** Times relative to the server's clock, so a phone's wrong clock does not matter. */
      sentAgoMs: z.number(),
      resendInMs: z.number(),
      expiresInMs: z.number(),
    }),
  ),
});
export type PendingCodeAnswer = z.output<typeof pendingCodeAnswerSchema>;

/**
 * POST /api/auth/verify-link: `verified: false` in any browser but the one that asked for the
 * code (its page then shows the code to type there).
 */
export const verifyLinkAnswerSchema = z.union([
  z.object({ verified: z.literal(false) }),
  z.object({
    verified: z.literal(true),
    email: z.string(),
    hasApplication: z.boolean(),
    moved: z.boolean(),
  }),
]);
export type VerifyLinkAnswer = z.output<typeof verifyLinkAnswerSchema>;
