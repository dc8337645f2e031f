/**
 * Typing that has not reached the server, kept on the device across a reload while offline
 * (decision 034): sealed with AES-GCM by the browser's WebCrypto, under a 256-bit key generated as
 * non-extractable (no script can read its bytes) and kept, as the CryptoKey object, in this
 * origin's IndexedDB. Nothing is written while saves get through; the record is deleted as soon
 * as everything typed is on the server, and dropped unread after a week (a session idle that long
 * has ended: what it held would go to no one).
 */
/** A draft's values as the autosave queue holds them (draft-autosave.ts). */
export type DraftValues = Record<string, unknown>;

const DB_NAME = 'onboarding-offline';
const STORE = 'vault';
const KEY_ID = 'key';
const UNSENT_ID = 'unsent-drafts';
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const IV_BYTES = 12;

interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
  savedAt: number;
}

export type UnsentDrafts = Record<string, DraftValues>;

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  request: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  const db = await done(open);
  try {
    const tx = db.transaction(STORE, mode);
    const result = await done(request(tx.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    });
    return result;
  } finally {
    db.close();
  }
}

let keyPromise: Promise<CryptoKey> | null = null;

/** This browser's vault key, made on first use; never extractable. */
function vaultKey(): Promise<CryptoKey> {
  keyPromise ??= (async () => {
    const found = (await inStore('readonly', (store) => store.get(KEY_ID))) as CryptoKey | undefined;
    if (found) return found;
    const made = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    await inStore('readwrite', (store) => store.put(made, KEY_ID));
    return made;
  })().catch((error: unknown) => {
    keyPromise = null;
    throw error;
  });
  return keyPromise;
}

/** One operation at a time, in order: a later 'forget' is never overtaken by an earlier 'keep'. */
let queue: Promise<unknown> = Promise.resolve();
const inOrder = <T>(run: () => Promise<T>): Promise<T> => {
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
};

const isAvailable = () =>
  typeof indexedDB !== 'undefined' && typeof crypto !== 'undefined' && !!crypto.subtle;

/** Seals and stores the unsent drafts (replacing what was kept before). */
export function keepUnsent(drafts: UnsentDrafts): Promise<void> {
  if (!isAvailable()) return Promise.resolve();
  return inOrder(async () => {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const plain = new TextEncoder().encode(JSON.stringify(drafts));
    const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await vaultKey(), plain);
    const sealed: Sealed = { iv, data, savedAt: Date.now() };
    await inStore('readwrite', (store) => store.put(sealed, UNSENT_ID));
  });
}

/** Deletes the kept drafts (everything reached the server, or the person signed out). */
export function forgetUnsent(): Promise<void> {
  if (!isAvailable()) return Promise.resolve();
  return inOrder(async () => {
    await inStore('readwrite', (store) => store.delete(UNSENT_ID));
  });
}

/** The drafts kept by an earlier page of this browser, if any, young enough and intact. */
export function readUnsent(): Promise<UnsentDrafts | null> {
  if (!isAvailable()) return Promise.resolve(null);
  return inOrder(async () => {
    const sealed = (await inStore('readonly', (store) => store.get(UNSENT_ID))) as Sealed | undefined;
    if (!sealed) return null;
    try {
      if (Date.now() - sealed.savedAt > MAX_AGE_MS) throw new Error('kept too long');
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: sealed.iv },
        await vaultKey(),
        sealed.data,
      );
      return JSON.parse(new TextDecoder().decode(plain)) as UnsentDrafts;
    } catch {
      // Too old, or sealed under a key this browser no longer has: never sent.
      await inStore('readwrite', (store) => store.delete(UNSENT_ID));
      return null;
    }
  });
}
