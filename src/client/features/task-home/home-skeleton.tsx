import { useTranslation } from 'react-i18next';
import { TASKS } from '../../../shared/tasks';

/** Placeholder shapes while the first status answer arrives. */
export function HomeSkeleton() {
  const { t } = useTranslation('home');
  return (
    <div role="status" aria-label={t('skeleton')} className="animate-pulse space-y-3">
      <div className="h-28 rounded-2xl bg-slate-200" />
      <div className="h-14 rounded-xl bg-slate-200" />
      {TASKS.map((task) => (
        <div key={task.id} className="h-24 rounded-2xl bg-slate-200" />
      ))}
    </div>
  );
}
