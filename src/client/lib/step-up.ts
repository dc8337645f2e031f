/**
 * The step-up window (DESIGN.md §3.2): once the application is submitted, seeing or changing its
 * TFN, bank, SMSF and visa numbers needs a fresh code for the session's own email. A request the
 * server refuses with `step_up_required` asks the mounted host (StepUpHost) for that code, then
 * is sent once more.
 */
type Host = (done: (isProven: boolean) => void) => void;

let host: Host | null = null;
let pending: Promise<boolean> | null = null;

/** StepUpHost registers itself here; the returned function unregisters it. */
export function setStepUpHost(next: Host): () => void {
  host = next;
  return () => {
    if (host === next) host = null;
  };
}

/** Opens the code dialog for the session's own email; true once proven, false if closed. */
export function requestStepUp(): Promise<boolean> {
  const open = host;
  if (!open) return Promise.resolve(false);
  pending ??= new Promise<boolean>((resolve) => open(resolve)).finally(() => {
    pending = null;
  });
  return pending;
}

/** An ApiError (api-client.ts) answering 403 `step_up_required`. */
export function isStepUpRequired(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, body } = error as { status?: unknown; body?: { error?: unknown } | null };
  return status === 403 && body?.error === 'step_up_required';
}

/** Sends `send`; refused for want of a fresh code, asks for one and sends it once more. */
export async function withStepUp<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isStepUpRequired(error) || !(await requestStepUp())) throw error;
    return send();
  }
}
