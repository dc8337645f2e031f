import { useTranslation } from 'react-i18next';
import type { DocumentTranslation } from '../../../shared/answers/policy-document';
import type { ReadAndSignTaskId } from '../../../shared/task-descriptors/index';

interface Titled {
  title: string;
  translation?: DocumentTranslation | null;
}

/**
 * A document's title in the language shown (decision 115): English, the document's own; else HR's
 * translation of it, else a built-in task's name in the language, else the document's own.
 */
export function useDocumentTitle(document: Titled, taskId?: ReadAndSignTaskId): string {
  const { t, i18n } = useTranslation('home');
  if (i18n.language === 'en') return document.title;
  if (document.translation?.title) return document.translation.title;
  return taskId ? t(`tasks.${taskId}.viewTitle`) : document.title;
}

/** The document's English title under a translated heading: what is signed, marked English. */
export function EnglishTitle({ document }: { document: Titled }) {
  const { i18n } = useTranslation();
  if (i18n.language === 'en') return null;
  return (
    <span lang="en" dir="ltr" className="text-sm text-slate-700">
      {document.title}
    </span>
  );
}
