// Answers of the email-code routes that the client reads (src/server/routes/email-auth.ts).

/** GET /api/auth/pending-code: the code this browser asked for that can still be entered. */
export interface PendingCodeAnswer {
  pending: {
    email: string;
    /** 'We sent a 6-digit code to … It expires in N minutes.' */
    message: string;
    /** Times relative to the server's clock, so a phone's wrong clock does not matter. */
    sentAgoMs: number;
    resendInMs: number;
    expiresInMs: number;
  } | null;
}

/**
 * POST /api/auth/verify-link: `verified: false` in any browser but the one that asked for the
 * code (its page then shows the code to type there).
 */
export type VerifyLinkAnswer =
  { verified: false } | { verified: true; email: string; hasApplication: boolean };
