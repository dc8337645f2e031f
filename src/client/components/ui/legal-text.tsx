import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface LegalTextProps {
  /** The authoritative English wording (the ATO's, Fair Work's or the employer's), as signed. */
  english: ReactNode;
  /** The same wording in the hire's language; nothing is shown for English or when there is none. */
  translation?: ReactNode;
  /** 'inline' for a question or label (a line under it), 'block' for paragraphs. */
  variant?: 'inline' | 'block';
}

/**
 * Legal wording stays authoritative (issue 43 item 2): the English is shown as it is signed,
 * marked as English for screen readers and browsers, with a translation under it marked
 * 'translation to help you read; the English is what you sign'.
 */
export function LegalText({ english, translation, variant = 'block' }: LegalTextProps) {
  const { t, i18n } = useTranslation();
  const isEnglish = i18n.language === 'en' || !translation;
  const English = variant === 'inline' ? 'span' : 'div';
  // A block's translation may hold paragraphs (an employer document's HTML).
  const Translation = English;
  return (
    <>
      <English lang="en" dir="ltr" data-legal-english="">
        {english}
      </English>
      {!isEnglish && (
        <Translation
          className={`${variant === 'inline' ? 'mt-0.5' : 'mt-2'} block rounded-md border-s-4 border-brand-200 bg-brand-50 px-2 py-1 text-sm font-normal text-slate-700`}
        >
          <span className="block text-xs font-semibold text-slate-600">{t('legal.translationNote')}</span>
          {translation}
        </Translation>
      )}
    </>
  );
}
