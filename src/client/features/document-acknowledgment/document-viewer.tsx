import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalText } from '../../components/ui/legal-text';
import { ProgressBar } from '../../components/ui/progress-bar';
import { cn } from '../../lib/cn';
import { useReadingProgress, type ReadRule } from './use-reading-progress';
import '../../components/ui/policy-content.css';

interface DocumentViewerProps {
  /** Names the scroll region, e.g. 'Workplace Behaviour Policy' (in the language shown). */
  label: string;
  /** Sanitised HTML from the server (names filled in already escaped): the English that is signed. */
  content: string;
  /** HR's translation of it (sanitised HTML), shown under the English; none: the English only. */
  translation?: string | null;
  rule: ReadRule;
  /** The scroll box's height, e.g. 'h-[75vh] sm:h-[600px]'. */
  heightClass: string;
  /** Shows the rounded percentage beside the bar (an agreement). */
  showPercent?: boolean;
  onRead: () => void;
}

/**
 * A scrollable document with a reading-progress bar. The box takes keyboard focus so arrow keys,
 * Page Down and End scroll it; `onRead` fires once when the rule is met. The English is shown as
 * it is signed (lang="en"); HR's translation follows it, marked as a help to read (decision 115).
 */
export function DocumentViewer({
  label,
  content,
  translation,
  rule,
  heightClass,
  showPercent,
  onRead,
}: DocumentViewerProps) {
  const { t } = useTranslation('documents');
  const { ref, percent, isRead, onScroll } = useReadingProgress(rule, `${content}${translation ?? ''}`);
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });
  useEffect(() => {
    if (isRead) onReadRef.current();
  }, [isRead]);
  const rounded = Math.round(percent);

  return (
    <div>
      <div className="flex items-center gap-3">
        <ProgressBar
          className="flex-1"
          label={t('readingProgress')}
          value={percent}
          valueText={t('percentRead', { percent: rounded })}
        />
        {showPercent && <span className="w-12 text-end text-sm font-medium text-slate-700">{rounded}%</span>}
      </div>
      <div
        ref={ref}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={label}
        className={cn(
          'policy-content mt-3 overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 text-slate-800 sm:p-6',
          heightClass,
        )}
      >
        <LegalText
          english={<div dangerouslySetInnerHTML={{ __html: content }} />}
          translation={
            translation ? (
              <div
                aria-label={t('translated')}
                role="group"
                dangerouslySetInnerHTML={{ __html: translation }}
              />
            ) : undefined
          }
        />
      </div>
    </div>
  );
}
