import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An answer the hire taps, in the authoritative form's words (the ATO's Yes, No, residency or
 * basis of payment): the English as signed (lang="en"), and under it the same answer in the hire's
 * language. The question above it is shown with <LegalText>, whose note says the English is what
 * is signed, so each answer does not repeat it (issue 43 item 2).
 */
export function LegalChoice({ english, translation }: { english: ReactNode; translation?: ReactNode }) {
  const { i18n } = useTranslation();
  const isEnglish = i18n.language === 'en' || !translation;
  return (
    <>
      <span lang="en" dir="ltr" data-legal-english="">
        {english}
      </span>
      {!isEnglish && <span className="block text-sm text-slate-700">{translation}</span>}
    </>
  );
}
