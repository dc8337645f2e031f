import { useMutation } from '@tanstack/react-query';
import type { EmailCodeAnswer } from '../../../shared/schemas/answers';
import { postJson } from '../../lib/api-client';
import { enqueue } from '../../lib/draft-autosave';

export interface SentCode {
  email: string;
  message: string;
  /** When it was sent (ms): Resend is offered 30 s later, as the server allows. */
  sentAt: number;
}

export const RESEND_AFTER_MS = 30_000;

/** Asks the server to email a 6-digit code to `email`. */
export function useSendCode(onSent: (sent: SentCode) => void) {
  return useMutation({
    // In the autosave queue: a save still out when this answers could otherwise set the cookie
    // of another session than the one the code was sent for.
    mutationFn: (email: string) =>
      enqueue(() => postJson<EmailCodeAnswer>('/api/auth/email-code', { email })),
    onSuccess: (answer, email) => onSent({ email, message: answer.message, sentAt: Date.now() }),
  });
}
