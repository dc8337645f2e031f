import { useSyncExternalStore } from 'react';

/** The browser's own word on the connection: `navigator.onLine`, with its online/offline events. */
function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const isOnline = () => navigator.onLine;

/**
 * Whether the browser has a connection. The prerendered screens are drawn online (decision 014),
 * so hydration starts from online and then reads the browser's state.
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Calls `go` once, when the browser is next online; the returned function cancels it. */
export function whenOnline(go: () => void): () => void {
  const once = () => {
    window.removeEventListener('online', once);
    go();
  };
  window.addEventListener('online', once);
  return () => window.removeEventListener('online', once);
}

/**
 * A request that never reached the server: no connection, or fetch rejected with its TypeError
 * ('Failed to fetch', 'NetworkError when attempting to fetch resource', 'Load failed').
 */
export const isNetworkFailure = (error: unknown) =>
  !isOnline() || (error instanceof TypeError && /fetch|network|load failed/i.test(error.message));
