import { withReauth } from './reauth';
import { withStepUp } from './step-up';

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

/**
 * Sends credentials always, and a JSON content type only when there is a body (spec §7). A change
 * refused for want of a fresh email code asks for one and is sent again (lib/step-up.ts), an
 * owner action for want of a fresh sign-in likewise (lib/reauth.ts); the code routes themselves
 * answer their own errors.
 */
export async function apiRequest<T>(method: Method, url: string, body?: unknown): Promise<T> {
  // A step saved (autosave or Next) on this page: its draft may follow an email proof.
  const draft = method === 'PUT' && /^\/api\/me\/drafts\/([\w-]+)/.exec(url);
  if (draft) noteTypedStep(draft[1]!);
  if (method === 'GET' || url.startsWith('/api/auth/')) return sendRequest<T>(method, url, body);
  // An owner action of a sign-in over 10 minutes old asks for the factors again (lib/reauth.ts).
  if (url.startsWith('/api/admin/')) return withReauth(() => sendRequest<T>(method, url, body));
  return withStepUp(() => sendRequest<T>(method, url, body));
}

async function sendRequest<T>(method: Method, url: string, body?: unknown): Promise<T> {
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

/**
 * The draft ids this tab saved since its page load, in memory only (a reload forgets them). Kept
 * here, in a module the home loads anyway, so the wizard's chunks stay small.
 * Proving an email carries over only these drafts of the session (decision 021): a draft planted
 * in the session by someone before, on a shared tablet, is not carried into the prover's
 * application unless it was typed (or saved with Next) on this page since it loaded. Every
 * PUT /api/me/drafts/{id} through apiRequest is noted (Next, and autosaves but those sent with
 * keepalive as the tab is hidden: a draft not noted is dropped at proof, never wrongly carried).
 */
const typed = new Set<string>();

export function noteTypedStep(id: string): void {
  typed.add(id);
}

export const typedSteps = (): string[] => [...typed];

/** Tabs of this browser hear here that one of them proved an email (the code email's link). */
export const EMAIL_PROVEN_CHANNEL = 'email-proven';
