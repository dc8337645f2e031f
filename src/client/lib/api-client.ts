/** The JSON body every server error carries (DESIGN.md §4); verify-pin adds `success`. */
export interface ApiErrorBody {
  error?: string;
  message?: string;
  fields?: Record<string, string>;
  success?: boolean;
}

/**
 * A non-2xx answer. The message is `${status}: ${bodyText || statusText}` (spec §8); the parsed
 * body stays available so screens can show the server's own message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    message: string,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sends credentials always, and a JSON content type only when there is a body (spec §7). */
export async function apiRequest<T>(method: Method, url: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const parsed = parseBody(text);
  if (!response.ok) {
    throw new ApiError(
      response.status,
      isErrorBody(parsed) ? parsed : null,
      `${response.status}: ${text || response.statusText}`,
    );
  }
  return parsed as T;
}

export const getJson = <T>(url: string) => apiRequest<T>('GET', url);
export const postJson = <T>(url: string, body: unknown = {}) => apiRequest<T>('POST', url, body);
