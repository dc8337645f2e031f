import {
  COLLECTION_NOTICE_TITLE,
  collectionNoticeSections,
  collectionNoticeSummary,
  type NoticeEmployer,
} from '../../../shared/collection-notice';
import { useConfig } from '../../lib/use-config';

/**
 * The collection notice (APP 5, decision 106) above the first personal question: a short first
 * layer, and the whole notice one tap (or Enter) away. Its words are shared with the PDF.
 */
export function CollectionNotice() {
  const config = useConfig();
  if (!config) return null;
  const employer: NoticeEmployer = {
    legalName: config.legalName || config.companyName,
    ...config.contact,
    privacyPolicyUrl: config.privacyPolicyUrl,
  };
  return (
    <section
      aria-labelledby="collection-notice-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 text-slate-800 shadow-sm"
    >
      <h2 id="collection-notice-title" className="font-semibold text-slate-900">
        {COLLECTION_NOTICE_TITLE}
      </h2>
      <p className="mt-1 text-sm">{collectionNoticeSummary(employer)}</p>
      <details className="mt-2 text-sm">
        <summary className="min-h-11 cursor-pointer content-center font-medium text-brand-700">
          Read the collection notice
        </summary>
        <dl className="mt-1 space-y-3">
          {collectionNoticeSections(employer).map((section) => (
            <div key={section.heading}>
              <dt className="font-semibold text-slate-900">{section.heading}</dt>
              <dd className="mt-0.5 break-words">
                <NoticeText text={section.text} link={section.link} />
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
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
