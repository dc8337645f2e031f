import { useTranslation } from 'react-i18next';
import type { MeStatus } from '../../../shared/me-status';
import { useLocale } from '../../lib/language';
import { useTaskWords } from './task-words';

/**
 * HR's review on the home (issue 25): a task sent back asks for the change and a resubmission;
 * an approved application is all set.
 */
export function ReviewNotice({ status }: { status: MeStatus }) {
  const { t } = useTranslation('home');
  const words = useTaskWords();
  const locale = useLocale();
  const requests = status.changeRequests ?? [];
  if (requests.length > 0) {
    const named = requests.map((request) => words.title(request.taskId));
    // English as it always read ('a, b'); another language lists them its own way.
    const titles =
      locale === 'en-AU'
        ? named.join(', ')
        : new Intl.ListFormat(locale, { type: 'conjunction' }).format(named);
    return (
      <section
        aria-label={t('review.changesRegion')}
        className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <p className="font-semibold">{t('review.changes', { tasks: titles })}</p>
        <p className="mt-1 text-sm">{t('review.changesThen')}</p>
      </section>
    );
  }
  if (status.approvedAt && !status.resubmissionRequired) {
    return (
      <section
        aria-label={t('review.approvedRegion')}
        className="rounded-2xl border border-green-300 bg-green-50 p-4 text-green-950"
      >
        <p className="font-semibold">{t('review.approved')}</p>
      </section>
    );
  }
  return null;
}
