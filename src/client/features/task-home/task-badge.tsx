import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { TaskBadge as Badge } from './task-state';

const pill = 'inline-flex items-center rounded-full px-3 py-1 text-sm font-medium';

export function TaskBadge({ badge }: { badge: Badge }) {
  const { t } = useTranslation('home');
  switch (badge) {
    case 'submitted':
      return <span className={`${pill} bg-green-50 text-green-800`}>{t('badge.submitted')}</span>;
    case 'pending-submission':
      return <span className={`${pill} bg-amber-50 text-amber-900`}>{t('badge.pending')}</span>;
    case 'locked':
      // Sits above the card's own button (relative z-10) so both stay clickable.
      return (
        <Link
          href="/basic-info"
          className={`${pill} relative z-10 min-h-11 bg-slate-100 text-brand-800 underline underline-offset-2 hover:bg-slate-200`}
        >
          {t('badge.locked')}
        </Link>
      );
    default:
      return null;
  }
}
