import { useMutation } from '@tanstack/react-query';
import type { EmailCodeAnswer } from '../../shared/schemas/answers';
import type { PendingCodeAnswer } from '../../shared/schemas/email-code';
import { ApiError, getJson, postJson } from './api-client';
import { enqueue } from './draft-autosave';
import { chosenLanguage } from './language';

export interface SentCode {
  email: string;
  message: string;
  /** When it was sent (ms): Resend is offered 30 s later, as the server allows. */
  sentAt: number;
}

export const RESEND_AFTER_MS = 30_000;

/**
 * Asks the server to email a 6-digit code to `email`. Refused as too soon ('Please wait 27
 * seconds', 429) while this browser's own code for that email is still good (asked for before a
 * reload): that code's box opens instead, its Resend counting down (issue 35). Only this
 * session's code for the very email it typed is used, so it learns nothing 'Please wait' had not.
 */
export function useSendCode(onSent: (sent: SentCode) => void) {
  return useMutation({
    mutationFn: async (email: string): Promise<SentCode> => {
      try {
        // In the autosave queue: a save still out when this answers could otherwise set the
        // cookie of another session than the one the code was sent for.
        // The email is written in the language this screen shows (decision 114).
        const answer = await enqueue(() =>
          postJson<EmailCodeAnswer>('/api/auth/email-code', { email, language: chosenLanguage() }),
        );
        return { email, message: answer.message, sentAt: Date.now() };
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 429) throw error;
        const pending = await fetchPendingCode().catch(() => null);
        if (pending && pending.email === email.trim().toLowerCase()) return pending;
        throw error;
      }
    },
    onSuccess: onSent,
  });
}

/**
 * The code this browser asked for that can still be entered, as the dialog shows it (issue 23):
 * after a reload its box opens again instead of a new code voiding the one in the inbox. Null
 * when there is none, or when it is under a minute from expiring (a new one is sent then).
 */
export async function fetchPendingCode(): Promise<SentCode | null> {
  const { pending } = await getJson<PendingCodeAnswer>('/api/auth/pending-code');
  if (!pending || pending.expiresInMs < 60_000) return null;
  // The server's times are relative: the resend wait counts down on this phone's own clock.
  return { email: pending.email, message: pending.message, sentAt: Date.now() - pending.sentAgoMs };
}
