import { cn } from '../../lib/cn';

export interface AgreementProgress {
  isRead: boolean;
  isAnswered: boolean;
  isAgreed: boolean;
  isSigned: boolean;
}

const ITEMS: [keyof AgreementProgress, string][] = [
  ['isRead', 'Document Read'],
  ['isAnswered', 'Questions Answered'],
  ['isAgreed', 'Agreement Confirmed'],
  ['isSigned', 'Digitally Signed'],
];

export const isAgreementReady = (p: AgreementProgress) =>
  p.isRead && p.isAnswered && p.isAgreed && p.isSigned;

/** What is still needed before 'Submit Agreement' is enabled. */
export function AgreementChecklist({ progress }: { progress: AgreementProgress }) {
  return (
    <ul aria-label="Before you submit" className="grid gap-2 sm:grid-cols-2">
      {ITEMS.map(([key, label]) => {
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
            {label}
            <span className="sr-only">{isDone ? ': done' : ': not yet'}</span>
          </li>
        );
      })}
    </ul>
  );
}
