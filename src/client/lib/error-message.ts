import { ApiError } from './api-client';

/** The server's own message when it sent one, otherwise the screen's fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return fallback;
}
