import { useTranslation } from 'react-i18next';
import type { SignatureEvidence, SignedAnswer } from '../../../shared/acknowledgment';
import { formatDayIn, useFormatMoment } from '../../components/ui/date-time-text';
import { useChoiceWords } from '../../lib/choice-words';
import { useLocale } from '../../lib/language';
import type { SignedRecordContent } from './signed-tasks';

type Row = [label: string, value: React.ReactNode];

/** A value as shown, or 'Not provided' in the hire's language. */
function useShown(): (value: unknown) => string {
  const { t } = useTranslation('home');
  return (value) => {
    const shown = value === undefined || value === null ? '' : String(value).trim();
    return shown === '' ? t('signedView.notProvided') : shown;
  };
}

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Answers({ answers }: { answers: SignedAnswer[] }) {
  const { t } = useTranslation('home');
  const words = useChoiceWords();
  // A choice is stored in the document's English ('Yes', 'No'): shown in the hire's language. The
  // question is the document's own English, as signed; a typed answer is the hire's own words.
  const answerShown = (answer: string) =>
    answer === 'Yes' ? words.yesNo(true) : answer === 'No' ? words.yesNo(false) : answer;
  if (answers.length === 0) return <p className="text-sm text-slate-600">{t('signedView.noAnswers')}</p>;
  return (
    <ol className="space-y-2 text-sm">
      {answers.map((a, i) => (
        <li key={a.questionId}>
          <p className="text-slate-600">
            {i + 1}.{' '}
            <span lang="en" dir="ltr">
              {a.question || a.questionId}
            </span>
          </p>
          <p className="break-words whitespace-pre-line text-slate-900">
            {a.questionForHr
              ? `${t('understand.no', { ns: 'documents' })}: ${a.questionForHr}`
              : answerShown(a.answer)}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * Which kind of device a user agent names: MDN's advice ('Mobi' anywhere means a phone), and an
 * iPad or an Android without 'Mobile' is a tablet.
 */
function deviceKind(userAgent: string): 'phone' | 'tablet' | 'computer' {
  if (/Mobi/.test(userAgent)) return 'phone';
  if (/iPad|Tablet|Android/.test(userAgent)) return 'tablet';
  return 'computer';
}

type Device = 'thisPhone' | 'thisTablet' | 'thisComputer' | 'aPhone' | 'aTablet' | 'aComputer';
const DEVICES = {
  here: { phone: 'thisPhone', tablet: 'thisTablet', computer: 'thisComputer' },
  elsewhere: { phone: 'aPhone', tablet: 'aTablet', computer: 'aComputer' },
} as const satisfies Record<string, Record<ReturnType<typeof deviceKind>, Device>>;

/**
 * 'this phone' when the browser reading it signed it (the server compares its device cookie
 * with the one it signed with), 'a phone' otherwise; null when the browser is unknown.
 */
function signedOn(evidence: SignatureEvidence): Device | null {
  if (!evidence.signedUserAgent) return null;
  return DEVICES[evidence.signedHere ? 'here' : 'elsewhere'][deviceKind(evidence.signedUserAgent)];
}

/**
 * 'Signed on 24/11/2026, 5:24 pm AEDT, on this phone' (issue 23 item 8), in the employer's zone, in
 * the hire's language and as it writes moments.
 */
function useSignedSentence(evidence: SignatureEvidence): string | null {
  const { t } = useTranslation('home');
  const formatMoment = useFormatMoment();
  if (!evidence.signedAt) return null;
  const when = formatMoment(evidence.signedAt);
  const device = signedOn(evidence);
  return device ? t('signedView.signedOnDevice', { when, device }) : t('signedView.signedOn', { when });
}

function Initial({ src, evidence }: { src: string | null; evidence: SignatureEvidence }) {
  const { t } = useTranslation('home');
  const text = useShown();
  const sentence = useSignedSentence(evidence);
  const hasDetails = !!(evidence.signedIp || evidence.signedUserAgent || evidence.documentSha256);
  return (
    <div className="space-y-2">
      {src ? (
        <img
          src={src}
          alt={t('signedView.initialAlt')}
          className="max-h-[100px] w-auto rounded-lg border border-slate-200 bg-white"
        />
      ) : (
        <p className="text-sm text-slate-600">{t('signedView.noInitial')}</p>
      )}
      <p className="text-sm text-slate-900">{sentence ?? t('signedView.noDate')}</p>
      {hasDetails && (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer content-center font-medium text-brand-700 underline underline-offset-2">
            {t('signedView.details')}
          </summary>
          <div className="mt-1 space-y-2">
            <Rows
              rows={[
                [t('signedView.fromAddress'), text(evidence.signedIp)],
                [t('signedView.browser'), text(evidence.signedUserAgent)],
              ]}
            />
            {evidence.documentSha256 && (
              <p className="text-xs break-all text-slate-600">
                {t('signedView.fingerprint', { digest: evidence.documentSha256 })}
              </p>
            )}
          </div>
        </details>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** The document's own title, in the English it was signed in. */
const SignedTitle = ({ title }: { title: string }) => (
  <span lang="en" dir="ltr">
    {title}
  </span>
);

/** What was acknowledged: the document and version, the answers, the date and the initial. */
export function SignedRecordDetails({ signed }: { signed: SignedRecordContent }) {
  const { t } = useTranslation('home');
  const formatMoment = useFormatMoment();
  const locale = useLocale();
  const text = useShown();
  const r = signed.record;
  const head: Row[] =
    signed.kind === 'agreement'
      ? [
          [t('signedView.agreementType'), <SignedTitle key="type" title={signed.record.agreementType} />],
          [t('signedView.employeeName'), text(signed.record.employeeName)],
          [t('signedView.position'), text(signed.record.position)],
          [t('signedView.acknowledgmentDate'), formatMoment(signed.record.acknowledgedAt)],
          [
            t('signedView.initialProvided'),
            signed.record.hasInitial ? t('signedView.yes') : t('signedView.no'),
          ],
          [t('signedView.version'), r.policyVersion],
        ]
      : signed.kind === 'medical'
        ? [
            [t('signedView.document'), <SignedTitle key="title" title={r.policyTitle} />],
            [t('signedView.version'), r.policyVersion],
            [
              t('signedView.declarationDate'),
              text(
                signed.record.medicalDeclarationDate &&
                  formatDayIn(signed.record.medicalDeclarationDate, locale),
              ),
            ],
          ]
        : [
            [t('signedView.document'), <SignedTitle key="title" title={r.policyTitle} />],
            [t('signedView.version'), r.policyVersion],
            [t('signedView.acknowledged'), formatMoment(signed.record.acknowledgedAt)],
          ];
  return (
    <div className="space-y-4">
      <Rows rows={head} />
      {signed.kind === 'agreement' && (
        <p className="inline-flex rounded-full border border-green-200 bg-green-50 px-3 py-1 text-sm font-medium text-green-800">
          {t('signedView.acknowledgedAndSigned')}
        </p>
      )}
      <Section title={signed.kind === 'medical' ? t('signedView.myDeclarations') : t('signedView.answers')}>
        <Answers answers={r.answers} />
      </Section>
      <Section title={t('signedView.initial')}>
        <Initial src={r.signature} evidence={r.evidence} />
      </Section>
    </div>
  );
}
