/**
 * Owner actions ask for the person's factors again once their sign-in is 10 minutes old
 * (decision 037). A request the server refuses with `reauth_required` asks the mounted host
 * (ReauthHost) for the password and code, or the passkey, then is sent once more.
 */
type Host = (done: (isConfirmed: boolean) => void) => void;

let host: Host | null = null;
let pending: Promise<boolean> | null = null;

/** ReauthHost registers itself here; the returned function unregisters it. */
export function setReauthHost(next: Host): () => void {
  host = next;
  return () => {
    if (host === next) host = null;
  };
}

function requestReauth(): Promise<boolean> {
  const open = host;
  if (!open) return Promise.resolve(false);
  pending ??= new Promise<boolean>((resolve) => open(resolve)).finally(() => {
    pending = null;
  });
  return pending;
}

/** An ApiError (api-client.ts) answering 403 `reauth_required`. */
export function isReauthRequired(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, body } = error as { status?: unknown; body?: { error?: unknown } | null };
  return status === 403 && body?.error === 'reauth_required';
}

/** Sends `send`; refused for want of a fresh sign-in, asks for the factors and sends it once more. */
export async function withReauth<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isReauthRequired(error) || !(await requestReauth())) throw error;
    return send();
  }
}
