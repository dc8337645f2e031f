import { useTranslation } from 'react-i18next';
import type { MeStatus } from '../../../shared/me-status';
import { useLocale } from '../../lib/language';
import { completedCount, nextIncompleteTask, percentComplete, taskCount } from './task-state';
import { useTaskWords } from './task-words';

export function ProgressSummary({ status }: { status: MeStatus }) {
  const { t } = useTranslation('home');
  const words = useTaskWords();
  const locale = useLocale();
  const percent = percentComplete(status);
  const next = nextIncompleteTask(status);
  return (
    <section
      aria-label={t('progress.region')}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-medium text-slate-700">
          {t('progress.count', { done: completedCount(status), total: taskCount(status) })}
        </p>
        <p className="text-2xl font-bold text-brand-700">
          {new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100)}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.bar')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-3 text-sm text-slate-600">
        {next ? t('progress.next', { task: words.title(next.id) }) : t('progress.allDone')}
      </p>
    </section>
  );
}
