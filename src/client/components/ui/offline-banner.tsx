import { useIsOnline } from '../../lib/offline/online-state';

/** Issue 23's words, shown while the browser has no connection. */
export const OFFLINE_BANNER_TEXT =
  "You're offline. What you type is kept on this phone and sent when you're back.";

/**
 * A band at the top of every screen while offline (decision 034), in the page's flow so it covers
 * nothing; gone when the connection returns. A polite status: a screen reader says it once.
 */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  return (
    <div role="status" aria-live="polite">
      {!isOnline && (
        <p className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-950">
          {OFFLINE_BANNER_TEXT}
        </p>
      )}
    </div>
  );
}
