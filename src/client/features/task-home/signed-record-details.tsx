import type { SignatureEvidence, SignedAnswer } from '../../../shared/acknowledgment';
import { formatDateTime } from '../../lib/format-date';
import { useTimeZone } from '../../lib/use-time-zone';
import { formatDay, text } from '../../lib/member-format';
import type { SignedRecordContent } from './signed-tasks';

type Row = [label: string, value: string];

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
  if (answers.length === 0) return <p className="text-sm text-slate-600">No questions were answered.</p>;
  return (
    <ol className="space-y-2 text-sm">
      {answers.map((a, i) => (
        <li key={a.questionId}>
          <p className="text-slate-600">
            {i + 1}. {a.question || a.questionId}
          </p>
          <p className="break-words whitespace-pre-line text-slate-900">{a.answer}</p>
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

/**
 * 'on this phone' when the browser reading it signed it (the server compares its device cookie
 * with the one it signed with), 'on a phone' otherwise; '' when the browser is unknown.
 */
function signedOn(evidence: SignatureEvidence): string {
  if (!evidence.signedUserAgent) return '';
  const kind = deviceKind(evidence.signedUserAgent);
  return evidence.signedHere ? `on this ${kind}` : `on a ${kind}`;
}

/** 'Signed on 24/11/2026, 5:24 pm AEDT, on this phone' (issue 23 item 8), in the employer's zone. */
export function signedSentence(evidence: SignatureEvidence, timeZone: string): string | null {
  if (!evidence.signedAt) return null;
  const device = signedOn(evidence);
  return `Signed on ${formatDateTime(evidence.signedAt, timeZone)}${device ? `, ${device}` : ''}`;
}

function Initial({ src, evidence }: { src: string | null; evidence: SignatureEvidence }) {
  const sentence = signedSentence(evidence, useTimeZone());
  const hasDetails = !!(evidence.signedIp || evidence.signedUserAgent || evidence.documentSha256);
  return (
    <div className="space-y-2">
      {src ? (
        <img
          src={src}
          alt="Your initial"
          className="max-h-[100px] w-auto rounded-lg border border-slate-200 bg-white"
        />
      ) : (
        <p className="text-sm text-slate-600">No initial on file.</p>
      )}
      <p className="text-sm text-slate-900">{sentence ?? 'Signing date not recorded.'}</p>
      {hasDetails && (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer content-center font-medium text-brand-700 underline underline-offset-2">
            Details
          </summary>
          <div className="mt-1 space-y-2">
            <Rows
              rows={[
                ['From address', text(evidence.signedIp)],
                ['Browser', text(evidence.signedUserAgent)],
              ]}
            />
            {evidence.documentSha256 && (
              <p className="text-xs break-all text-slate-600">
                Document fingerprint (SHA-256): {evidence.documentSha256}
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

/** What was acknowledged: the document and version, the answers, the date and the initial. */
export function SignedRecordDetails({ signed }: { signed: SignedRecordContent }) {
  const timeZone = useTimeZone();
  const r = signed.record;
  const head: Row[] =
    signed.kind === 'agreement'
      ? [
          ['Agreement Type', signed.record.agreementType],
          ['Employee Name', text(signed.record.employeeName)],
          ['Position', text(signed.record.position)],
          ['Acknowledgment Date', formatDateTime(signed.record.acknowledgedAt, timeZone)],
          ['Initial Provided', signed.record.hasInitial ? 'Yes' : 'No'],
          ['Version', r.policyVersion],
        ]
      : signed.kind === 'medical'
        ? [
            ['Document', r.policyTitle],
            ['Version', r.policyVersion],
            ['Declaration Date', formatDay(signed.record.medicalDeclarationDate)],
          ]
        : [
            ['Document', r.policyTitle],
            ['Version', r.policyVersion],
            ['Acknowledged', formatDateTime(signed.record.acknowledgedAt, timeZone)],
          ];
  return (
    <div className="space-y-4">
      <Rows rows={head} />
      {signed.kind === 'agreement' && (
        <p className="inline-flex rounded-full border border-green-200 bg-green-50 px-3 py-1 text-sm font-medium text-green-800">
          ✓ Acknowledged and Signed
        </p>
      )}
      <Section title={signed.kind === 'medical' ? 'My Declarations' : 'Answers'}>
        <Answers answers={r.answers} />
      </Section>
      <Section title="Initial">
        <Initial src={r.signature} evidence={r.evidence} />
      </Section>
    </div>
  );
}
