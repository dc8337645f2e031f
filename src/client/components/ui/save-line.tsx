import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getSaveLine, subscribeSaveLine } from '../../lib/draft-autosave';
import { cn } from '../../lib/cn';

/** The quiet line under a form that says whether what is typed has reached the server. */
export function SaveLine({ className }: { className?: string }) {
  // The same line for the prerendered screen (decision 014): nothing is saved before the script runs.
  const line = useSyncExternalStore(subscribeSaveLine, getSaveLine, getSaveLine);
  const { t } = useTranslation('wizard');
  return (
    <p
      aria-live="polite"
      className={cn(
        'min-h-5 text-sm',
        line === 'Not saved yet' ? 'font-medium text-amber-800' : 'text-slate-600',
        className,
      )}
    >
      {line === 'Saved' ? t('saveLine.saved') : line === 'Not saved yet' ? t('saveLine.notSaved') : ''}
    </p>
  );
}
