import { ApiError, apiRequest } from './api-client';
import { type DraftValues, forgetUnsent, keepUnsent } from './offline/draft-vault';

/**
 * The autosave queue (one per tab): what is typed is kept per draft id and sent to
 * PUT /api/me/drafts/{id}?autosave=1 after a pause, at once when asked (blur, leaving the screen,
 * the tab hidden), one request at a time (so the first save of a visitor makes one session, and
 * an older save never lands after a newer one). A failed save is retried with backoff, and again
 * as soon as the browser is back online. While saves fail (offline), what waits is also kept on
 * the device, encrypted (offline/draft-vault.ts), so a reload loses nothing (decision 034).
 */

export type SaveLine = '' | 'Saved' | 'Not saved yet';

/** A pause in typing this long saves (issue 12: about a second). */
export const AUTOSAVE_DELAY_MS = 1000;
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;
/** Chromium refuses a keepalive request whose body passes 64 KB; keep well under. */
const KEEPALIVE_MAX_BYTES = 60_000;

const pending = new Map<string, DraftValues>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const savedListeners = new Set<(id: string, values: DraftValues) => void>();
const lineListeners = new Set<() => void>();
let chain: Promise<unknown> = Promise.resolve();
let line: SaveLine = '';
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

/** Whether the device holds unsent drafts (kept after a failure, or restored at start). */
let isKeptOnDevice = false;

/**
 * The device's copy follows the queue: written while saves fail and something waits, deleted
 * once nothing does. While saves get through, nothing is written.
 */
function syncDeviceCopy() {
  if (pending.size > 0 && (failures > 0 || !navigator.onLine)) {
    isKeptOnDevice = true;
    void keepUnsent(Object.fromEntries(pending)).catch(() => undefined);
  } else if (pending.size === 0 && isKeptOnDevice) {
    isKeptOnDevice = false;
    void forgetUnsent().catch(() => undefined);
  }
}

function setLine(next: SaveLine) {
  if (next === line) return;
  line = next;
  for (const listener of lineListeners) listener();
}

/** Runs `task` after every save queued before it (the photo upload shares the queue). */
export function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = chain.then(task, task);
  chain = run.catch(() => undefined);
  return run;
}

/** Network failures, server errors and rate limits pass; a refused body would be refused again. */
const isWorthRetrying = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;

/**
 * Whether the body's UTF-8 bytes fit a keepalive request. A character takes up to 3 bytes (a
 * surrogate pair 4 for its 2 characters), so a short body is counted without encoding it.
 */
const fitsKeepalive = (body: string) =>
  body.length * 3 <= KEEPALIVE_MAX_BYTES || new TextEncoder().encode(body).length <= KEEPALIVE_MAX_BYTES;

async function send(id: string, values: DraftValues, keepalive: boolean) {
  const url = `/api/me/drafts/${id}?autosave=1`;
  const body = JSON.stringify(values);
  if (!keepalive || !fitsKeepalive(body)) {
    await apiRequest('PUT', url, values);
    return;
  }
  const response = await fetch(url, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  });
  if (!response.ok) throw new ApiError(response.status, null, `${response.status}: ${response.statusText}`);
}

function scheduleRetry() {
  if (retryTimer) return;
  const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** Math.max(0, failures - 1));
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void flushAll();
  }, delay);
}

/** Sends the latest values of `id`, if any are waiting. True once nothing of it is unsaved. */
function saveNow(id: string, keepalive = false): Promise<boolean> {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  return enqueue(async () => {
    const values = pending.get(id);
    if (!values) return true;
    // No connection: nothing is sent (it cannot arrive); the `online` event sends it.
    if (!navigator.onLine) {
      failures++;
      syncDeviceCopy();
      setLine('Not saved yet');
      return false;
    }
    try {
      await send(id, values, keepalive);
    } catch (error) {
      failures++;
      syncDeviceCopy();
      setLine('Not saved yet');
      if (isWorthRetrying(error)) scheduleRetry();
      return false;
    }
    // Typing may have gone on while the request was out: only those exact values are saved.
    if (pending.get(id) === values) pending.delete(id);
    for (const listener of savedListeners) listener(id, values);
    failures = 0;
    syncDeviceCopy();
    if (pending.size === 0) setLine('Saved');
    return !pending.has(id);
  });
}

/** Keeps the latest values of a draft and saves them after a pause in typing. */
export function scheduleDraft(id: string, values: DraftValues) {
  // A copy: a form library may hand over the object it goes on changing.
  pending.set(id, { ...values });
  // 'Saved' is true of what was sent, not of this change: the line says so again once it is.
  if (line === 'Saved') setLine('');
  // Offline: on the device at once (encrypted), not only after the next failed save.
  if (!navigator.onLine) syncDeviceCopy();
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.set(
    id,
    setTimeout(() => void saveNow(id), AUTOSAVE_DELAY_MS),
  );
}

/** Saves a draft at once (blur, Back, Back to Tasks): resolves true when it reached the server. */
export const flushDraft = (id: string) => saveNow(id);

/** Saves everything unsaved at once; `keepalive` lets the requests outlive a hidden tab's page. */
export async function flushAll(options: { keepalive?: boolean } = {}) {
  const ids = [...pending.keys()];
  const results = await Promise.all(ids.map((id) => saveNow(id, options.keepalive)));
  return results.every(Boolean);
}

/**
 * Drops what is waiting for `id` and waits for any save already out: Next, Save or Submit is
 * about to store these values itself, and no older autosave may land after it.
 */
export function settleDraft(id: string): Promise<void> {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  pending.delete(id);
  syncDeviceCopy();
  if (pending.size === 0 && line === 'Not saved yet') setLine('');
  return enqueue(async () => undefined);
}

/** The draft is done with (the task was signed or saved): nothing more is sent, and it is removed. */
export async function discardDraft(id: string) {
  await settleDraft(id);
  await enqueue(() => apiRequest('DELETE', `/api/me/drafts/${id}`)).catch(() => undefined);
}

export const hasUnsaved = (id: string) => pending.has(id);

/** What waits to be sent for `id` (typed offline, or restored from the device). */
export const unsavedDraft = (id: string): DraftValues | undefined => pending.get(id);

/**
 * Puts drafts an earlier page kept on the device back in the queue (offline/restore-unsent.ts):
 * they are sent now, or when the connection returns, and the device's copy stays until then.
 */
export function restoreUnsent(drafts: Record<string, DraftValues>) {
  isKeptOnDevice = true;
  failures = Math.max(failures, 1);
  for (const [id, values] of Object.entries(drafts)) if (!pending.has(id)) pending.set(id, { ...values });
  setLine('Not saved yet');
  if (navigator.onLine) void flushAll();
}

/** Signing out: nothing typed here goes on to the next session, and the device keeps none of it. */
export async function dropAllUnsent() {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  pending.clear();
  isKeptOnDevice = false;
  setLine('');
  await forgetUnsent().catch(() => undefined);
}

/** Called after each save with what reached the server (to keep the query cache in step). */
export function onDraftSaved(listener: (id: string, values: DraftValues) => void) {
  savedListeners.add(listener);
  return () => void savedListeners.delete(listener);
}

export function subscribeSaveLine(listener: () => void) {
  lineListeners.add(listener);
  return () => void lineListeners.delete(listener);
}

export const getSaveLine = () => line;

/** A screen opening with nothing unsaved starts with an empty line. */
export function resetSaveLine() {
  if (pending.size === 0) setLine('');
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void flushAll());
  // A phone may discard a hidden tab without another event: hidden is the last safe moment.
  // Offline, nothing is sent (it cannot arrive): what waits is on the device already.
  const flushLeaving = () => {
    if (navigator.onLine) void flushAll({ keepalive: true });
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushLeaving();
  });
  window.addEventListener('pagehide', flushLeaving);
}
