import { useTranslation } from 'react-i18next';
import {
  collectionNoticeSections,
  collectionNoticeSummary,
  type NoticeEmployer,
  type NoticeSection,
  OAIC_URL,
} from '../../../shared/collection-notice';
import { LegalText } from '../../components/ui/legal-text';
import { useConfig } from '../../lib/use-config';

/** The notice's sections, in its order (APP 5.2), by their keys in 'wizard:notice.sections'. */
const SECTION_KEYS = ['who', 'why', 'ifNot', 'goesTo', 'access', 'complaints', 'policy'] as const;

/**
 * The collection notice (APP 5, decision 106) above the first personal question: a short first
 * layer, and the whole notice one tap (or Enter) away. Its words are shared with the PDF, and they
 * are the employer's legal notice: shown in English, with a translation under each part in
 * another language (issue 43 item 2).
 */
export function CollectionNotice() {
  const { t } = useTranslation('wizard');
  const config = useConfig();
  if (!config) return null;
  const employer: NoticeEmployer = {
    legalName: config.legalName || config.companyName,
    ...config.contact,
    privacyPolicyUrl: config.privacyPolicyUrl,
  };
  const name = employer.legalName;
  const ways = [
    employer.email && t('notice.contact.email', { email: employer.email }),
    employer.phone && t('notice.contact.phone', { phone: employer.phone }),
    employer.address && t('notice.contact.write', { address: employer.address }),
  ].filter(Boolean);
  const contact =
    ways.length > 0
      ? t('notice.contact.ways', { ways: ways.join(t('notice.contact.separator')) })
      : t('notice.contact.ask');
  const translations: Record<(typeof SECTION_KEYS)[number], { heading: string; text: string }> = {
    who: {
      heading: t('notice.sections.who.heading'),
      text: t('notice.sections.who.text', { employer: name, contact }),
    },
    why: { heading: t('notice.sections.why.heading'), text: t('notice.sections.why.text') },
    ifNot: {
      heading: t('notice.sections.ifNot.heading'),
      text: t('notice.sections.ifNot.text', { employer: name }),
    },
    goesTo: {
      heading: t('notice.sections.goesTo.heading'),
      text: t('notice.sections.goesTo.text', { employer: name }),
    },
    access: {
      heading: t('notice.sections.access.heading'),
      text: t('notice.sections.access.text', { employer: name }),
    },
    complaints: {
      heading: t('notice.sections.complaints.heading'),
      text: t('notice.sections.complaints.text', { employer: name, url: OAIC_URL, phone: '1300 363 992' }),
    },
    policy: {
      heading: t('notice.sections.policy.heading'),
      text: employer.privacyPolicyUrl
        ? t('notice.sections.policy.text', { employer: name, url: employer.privacyPolicyUrl })
        : t('notice.sections.policy.ask', { employer: name }),
    },
  };
  return (
    <section
      aria-labelledby="collection-notice-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 text-slate-800 shadow-sm"
    >
      <h2 id="collection-notice-title" className="font-semibold text-slate-900">
        {t('notice.title')}
      </h2>
      <div className="mt-1 text-sm">
        <LegalText
          english={collectionNoticeSummary(employer)}
          translation={t('notice.summary', { employer: name })}
        />
      </div>
      <details className="mt-2 text-sm">
        <summary className="min-h-11 cursor-pointer content-center font-medium text-brand-700">
          {t('notice.read')}
        </summary>
        <div className="mt-1">
          <LegalText
            english={<NoticeSections sections={collectionNoticeSections(employer)} />}
            translation={
              <NoticeSections
                sections={collectionNoticeSections(employer).map((section, i) => ({
                  ...section,
                  ...translations[SECTION_KEYS[i]!],
                }))}
              />
            }
          />
        </div>
      </details>
    </section>
  );
}

/** The whole notice, section by section. */
function NoticeSections({ sections }: { sections: NoticeSection[] }) {
  return (
    <dl className="space-y-3">
      {sections.map((section) => (
        <div key={section.heading}>
          <dt className="font-semibold text-slate-900">{section.heading}</dt>
          <dd className="mt-0.5 break-words">
            <NoticeText text={section.text} link={section.link} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The section's words with its address (if any) as a link that opens beside the wizard. */
function NoticeText({ text, link }: { text: string; link?: string }) {
  const at = link ? text.indexOf(link) : -1;
  if (!link || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={link} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
        {link}
      </a>
      {text.slice(at + link.length)}
    </>
  );
}
