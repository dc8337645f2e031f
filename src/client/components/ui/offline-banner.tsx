import { useTranslation } from 'react-i18next';
import { EN_RESOURCES } from '../../../shared/i18n/resources';
import { useIsOnline } from '../../lib/offline/online-state';

/** Issue 23's words (in English), shown while the browser has no connection. */
export const OFFLINE_BANNER_TEXT = EN_RESOURCES.common.offline.banner;

/**
 * A band at the top of every screen while offline (decision 034), in the page's flow so it covers
 * nothing; gone when the connection returns. A polite status: a screen reader says it once.
 */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      {!isOnline && (
        <p className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-950">
          {t('offline.banner')}
        </p>
      )}
    </div>
  );
}
