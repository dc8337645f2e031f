import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export interface AgreementProgress {
  isRead: boolean;
  isAnswered: boolean;
  isAgreed: boolean;
  isSigned: boolean;
}

const ITEMS: (keyof AgreementProgress)[] = ['isRead', 'isAnswered', 'isAgreed', 'isSigned'];

export const isAgreementReady = (p: AgreementProgress) =>
  p.isRead && p.isAnswered && p.isAgreed && p.isSigned;

/** What is still needed before 'Submit Agreement' is enabled. */
export function AgreementChecklist({ progress }: { progress: AgreementProgress }) {
  const { t } = useTranslation('documents');
  return (
    <ul aria-label={t('agreement.checklist.label')} className="grid gap-2 sm:grid-cols-2">
      {ITEMS.map((key) => {
        const isDone = progress[key];
        return (
          <li
            key={key}
            className={cn(
              'flex items-center gap-2 rounded-xl border p-3 text-sm font-medium',
              isDone
                ? 'border-green-200 bg-green-50 text-green-800'
                : 'border-slate-200 bg-white text-slate-600',
            )}
          >
            <span aria-hidden="true">{isDone ? '✓' : '○'}</span>
            {t(`agreement.checklist.${key}`)}
            <span className="sr-only">
              {isDone ? t('agreement.checklist.done') : t('agreement.checklist.notYet')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
