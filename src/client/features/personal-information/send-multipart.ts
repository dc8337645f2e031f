import { ApiError, type ApiErrorBody } from '../../lib/api-client';
import { withStepUp } from '../../lib/step-up';

/** A failed multipart request; `body` is null when the answer was not JSON. */
export class MultipartError extends ApiError {
  constructor(
    status: number,
    body: ApiErrorBody | null,
    message: string,
    readonly statusText: string,
  ) {
    super(status, body, message);
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a FormData body (the browser sets the multipart boundary) and parses the JSON answer; a
 * change refused for want of a fresh email code asks for one and is sent again (lib/step-up.ts).
 */
export const sendMultipart = <T>(method: 'POST' | 'PUT', url: string, body: FormData): Promise<T> =>
  withStepUp(() => sendOnce<T>(method, url, { body }));

/** The same for a JSON body (the confirmation's POST): a failure that is not JSON keeps its status text. */
export const sendJson = <T>(method: 'POST' | 'PUT', url: string, value: unknown): Promise<T> =>
  withStepUp(() =>
    sendOnce<T>(method, url, {
      body: JSON.stringify(value),
      headers: { 'Content-Type': 'application/json' },
    }),
  );

async function sendOnce<T>(
  method: 'POST' | 'PUT',
  url: string,
  init: { body: FormData | string; headers?: Record<string, string> },
): Promise<T> {
  const response = await fetch(url, { method, credentials: 'include', ...init });
  const text = await response.text();
  const parsed = parseJson(text);
  if (!response.ok) {
    const isBody = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    throw new MultipartError(
      response.status,
      isBody ? (parsed as ApiErrorBody) : null,
      `${response.status}: ${text || response.statusText}`,
      response.statusText,
    );
  }
  return parsed as T;
}
