import { licenceKindLabel } from '../../../shared/licence-kinds';
import { documentLicences, snapshotLicences } from '../licences/snapshot-licences';
import { DEFAULT_TIME_ZONE } from '../../../shared/date-time-format';
import { dateStamp, formatAuDate } from '../format/au-dates';
import type { ApplicationSnapshot } from './application-snapshot';

// What HR or payroll must act on for one application (issue 22 §4): the HR email lists these
// under the hire's name, position, location and start date. Each flag is one rule on the
// snapshot; the dates they name are the submission's (when HR reads the email).

/** A thing HR or payroll must do, in words. */
export interface HrFlag {
  /** Stable key, for tests and any later use (a badge, an export column). */
  id: 'tfn-applied' | 'stapled-fund' | 'smsf-verify' | 'visa-without-vevo' | 'licence-expiring' | 'casual';
  text: string;
}

/** ATO: a payee who applied for a TFN has 28 days to give it; then tax is withheld at the top rate. */
export const TFN_DUE_DAYS = 28;
/** A licence that expires within this many days of the submission is flagged (issue 22). */
export const LICENCE_WARNING_DAYS = 90;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus `days`, as 'YYYY-MM-DD' (calendar arithmetic in UTC: no zone shifts a day). */
function addDays(isoDay: string, days: number): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return null;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + days * DAY_MS;
  return new Date(at).toISOString().slice(0, 10);
}

function tfnFlags(s: ApplicationSnapshot, submittedAt: Date, timeZone: string): HrFlag[] {
  const t = s.taxDeclaration;
  if (!t || t.taxFileNumber.trim() !== '' || t.tfnExemption !== 'applied') return [];
  const from = t.taxDeclarationDate || dateStamp(timeZone, submittedAt);
  const due = addDays(from, TFN_DUE_DAYS);
  return [
    {
      id: 'tfn-applied',
      text:
        `TFN applied for: ask for the tax file number; it is due within ${TFN_DUE_DAYS} days` +
        (due ? ` (by ${formatAuDate(due)})` : '') +
        '. Without it by then, payroll must withhold tax at the top rate.',
    },
  ];
}

function superFlags(s: ApplicationSnapshot): HrFlag[] {
  const f = s.superfundChoice;
  if (!f) return [];
  if (f.fundChoice === 'stapled')
    return [
      {
        id: 'stapled-fund',
        text: 'Stapled fund: request the stapled super fund from the ATO before the first super payment.',
      },
    ];
  if (f.fundChoice === 'custom' && f.isSMSF === 'yes')
    return [
      {
        id: 'smsf-verify',
        text: `SMSF to verify: check that ${f.fundName.trim() || 'the self-managed fund'} is a complying fund and that its ABN, bank account and electronic service address are right before paying super.`,
      },
    ];
  return [];
}

/**
 * A visa holder's work rights must be checked on VEVO before they start (issue 22 §3): flagged
 * until staff record a check on the data-retention page (`vevo_checks`, decision 032).
 */
export function visaCheckFlags(s: ApplicationSnapshot, vevoChecked: boolean): HrFlag[] {
  if (!s.personal.tagVisaCitizen || vevoChecked) return [];
  return [
    {
      id: 'visa-without-vevo',
      text: 'Visa holder without a VEVO check: check their work rights on VEVO before they start.',
    },
  ];
}

function licenceFlags(s: ApplicationSnapshot, submittedAt: Date, timeZone: string): HrFlag[] {
  const today = dateStamp(timeZone, submittedAt);
  const limit = addDays(today, LICENCE_WARNING_DAYS)!;
  const licences = documentLicences(snapshotLicences(s)).map((l): [string, string, string] => [
    licenceKindLabel(l.kind),
    l.number,
    l.expiryDate,
  ]);
  return licences
    .filter(
      ([, number, expiry]) => number.trim() !== '' && /^\d{4}-\d{2}-\d{2}$/.test(expiry) && expiry <= limit,
    )
    .map(([name, , expiry]) => ({
      id: 'licence-expiring' as const,
      text:
        expiry < today
          ? `Licence expired: the ${name} expired on ${formatAuDate(expiry)}.`
          : `Licence expiring: the ${name} expires on ${formatAuDate(expiry)}, within ${LICENCE_WARNING_DAYS} days.`,
    }));
}

function casualFlags(s: ApplicationSnapshot): HrFlag[] {
  if (s.taxDeclaration?.basisOfPayment !== 'casual') return [];
  return [
    {
      id: 'casual',
      text: 'Casual employee: give them the Casual Employment Information Statement (Fair Work Act s125A).',
    },
  ];
}

/** Everything HR or payroll must act on for this application, in the order. */
export function hrFlags(
  s: ApplicationSnapshot,
  submittedAt: Date,
  vevoChecked = false,
  /** The employer's: the submission's day, from which a due date counts. */
  timeZone = DEFAULT_TIME_ZONE,
): HrFlag[] {
  return [
    ...tfnFlags(s, submittedAt, timeZone),
    ...superFlags(s),
    ...visaCheckFlags(s, vevoChecked),
    ...licenceFlags(s, submittedAt, timeZone),
    ...casualFlags(s),
  ];
}
