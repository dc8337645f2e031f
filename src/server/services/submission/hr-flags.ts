import { esaNotListedText, listedEsa } from '../../../shared/super-funds/smsf-esa-aliases';
import type { VevoResult } from '../../../shared/choice-labels';
import { licenceKindLabel } from '../../../shared/licence-kinds';
import { documentLicences, snapshotLicences } from '../licences/snapshot-licences';
import { DEFAULT_TIME_ZONE } from '../../../shared/date-time-format';
import { addDays, dateStamp, formatAuDate, isIsoDay } from '../format/au-dates';
import { BASIS_OF_PAYMENT_LABELS, choiceLabel } from '../../../shared/choice-labels';
import {
  basisOfPaymentFor,
  EMPLOYMENT_TYPE_LABELS,
  type EmploymentType,
  incomeTypeDiffers,
  incomeTypeFromTax,
  STP_INCOME_TYPE_LABELS,
  type StpIncomeType,
} from '../../../shared/employment/employment-types';
import { licenceKindOf } from '../../../shared/licence-kinds';
import { missingTickets, type SiteTicketCheck } from '../../../shared/site-tickets';
import type { ApplicationSnapshot } from './application-snapshot';

// What HR or payroll must act on for one application (issue 22 §4): the HR email lists these
// under the hire's name, position, location and start date. Each flag is one rule on the
// snapshot; the dates they name are the submission's (when HR reads the email).

/** A thing HR or payroll must do, in words. */
export interface HrFlag {
  /** Stable key, for tests and any later use (a badge, an export column). */
  id:
    | 'tfn-applied'
    | 'stapled-fund'
    | 'smsf-verify'
    | 'visa-without-vevo'
    | 'no-work-rights'
    | 'visa-expired'
    | 'visa-8105'
    | 'visa-8547'
    | 'visa-sponsor'
    | 'whm-mismatch'
    | 'licence-expiring'
    | 'ticket-missing'
    | 'basis-differs'
    | 'income-type-differs'
    | 'smsf-esa-unlisted'
    | 'casual';
  text: string;
}

/** The employer's latest VEVO check as the flags read it (vevo_checks); null before one. */
export interface VevoSummary {
  result: VevoResult;
  /** The work conditions VEVO showed, as typed ('8105, 8547'). */
  conditions: string;
}

/** The visa subclasses of a working holiday maker: Working Holiday (417), Work and Holiday (462). */
export const WORKING_HOLIDAY_SUBCLASSES = ['417', '462'];

/** ATO: a payee who applied for a TFN has 28 days to give it; then tax is withheld at the top rate. */
export const TFN_DUE_DAYS = 28;
/** A licence that expires within this many days of the submission is flagged (issue 22). */
export const LICENCE_WARNING_DAYS = 90;

function tfnFlags(s: ApplicationSnapshot, submittedAt: Date, timeZone: string): HrFlag[] {
  const t = s.taxDeclaration;
  if (!t || t.taxFileNumber.trim() !== '' || t.tfnExemption !== 'applied') return [];
  const from = t.taxDeclarationDate || dateStamp(timeZone, submittedAt);
  const due = isIsoDay(from) ? addDays(from, TFN_DUE_DAYS) : null;
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
      ...(f.smsfFundESA && !listedEsa(f.smsfFundESA)
        ? [{ id: 'smsf-esa-unlisted' as const, text: esaNotListedText(f.smsfFundESA) }]
        : []),
    ];
  return [];
}

/**
 * A visa holder's work rights must be checked on VEVO before they start (issue 22 §3): flagged
 * until staff record a check (`vevo_checks`, decision 032); a check that found no work rights
 * keeps a red flag (issue 40 item 4).
 */
export function visaCheckFlags(s: ApplicationSnapshot, vevo: VevoSummary | null): HrFlag[] {
  if (!s.personal.tagVisaCitizen) return [];
  if (!vevo)
    return [
      {
        id: 'visa-without-vevo',
        text: 'Visa holder without a VEVO check: check their work rights on VEVO before they start.',
      },
    ];
  if (vevo.result === 'no-work-rights')
    return [
      {
        id: 'no-work-rights',
        text: 'No work rights: the VEVO check found the hire has no right to work in Australia. They must not start work (Migration Act s245AB).',
      },
    ];
  return [];
}

/** A visa that expired before `today` ('YYYY-MM-DD', the employer's day) is flagged at once (issue 40 item 3). */
export function visaExpiredFlags(s: ApplicationSnapshot, today: string): HrFlag[] {
  const p = s.personal;
  if (!p.tagVisaCitizen || !/^\d{4}-\d{2}-\d{2}$/.test(p.visaExpiry) || p.visaExpiry >= today) return [];
  return [
    {
      id: 'visa-expired',
      text: `Visa expired: the hire's visa expired on ${formatAuDate(p.visaExpiry)}. Check their current visa on VEVO before they work.`,
    },
  ];
}

/** The visa conditions named by the hire or by the VEVO check: each four-digit code once. */
export function visaConditionCodes(s: ApplicationSnapshot, vevo: VevoSummary | null): Set<string> {
  const text = `${s.personal.visaConditions} ${vevo?.conditions ?? ''}`;
  return new Set(text.match(/\b\d{4}\b/g) ?? []);
}

/** 'YYYY-MM-DD' plus `months` (the day kept, or the month's last day when it has fewer). */
export function addMonths(isoDay: string, months: number): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return null;
  const total = Number(match[1]) * 12 + Number(match[2]) - 1 + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(match[3]), last);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The known visa conditions as HR's to-dos (issue 40 item 4): 8105 (48 hours a fortnight while
 * the course is in session), 8547 (6 months with this employer: until the date 6 months after
 * the start, else after `approvedOn`), 8607/8107 (work only for the sponsor: HR confirms).
 */
export function visaConditionFlags(
  s: ApplicationSnapshot,
  vevo: VevoSummary | null,
  approvedOn: string | null = null,
): HrFlag[] {
  if (!s.personal.tagVisaCitizen) return [];
  const codes = visaConditionCodes(s, vevo);
  const flags: HrFlag[] = [];
  if (codes.has('8105'))
    flags.push({
      id: 'visa-8105',
      text: 'Visa condition 8105: no more than 48 hours of work a fortnight while their course is in session. Roster them within it.',
    });
  if (codes.has('8547')) {
    const from = /^\d{4}-\d{2}-\d{2}$/.test(s.personal.plannedStartDate)
      ? s.personal.plannedStartDate
      : approvedOn;
    const until = from ? addMonths(from, 6) : null;
    flags.push({
      id: 'visa-8547',
      text:
        'Visa condition 8547: no more than 6 months of work with this employer' +
        (until && from
          ? `, that is until ${formatAuDate(until)} (6 months after ${formatAuDate(from)}).`
          : '.'),
    });
  }
  const sponsor = ['8607', '8107'].filter((c) => codes.has(c));
  if (sponsor.length > 0)
    flags.push({
      id: 'visa-sponsor',
      text: `Visa condition ${sponsor.join(' and ')}: they may work only for their sponsor, in the nominated occupation. Confirm this employer is their sponsor.`,
    });
  return flags;
}

/**
 * The TFN declaration's working holiday maker answer and the visa agree (issue 40 item 4): a
 * working holiday maker holds a 417 or 462 visa, and a 417 or 462 holder answers it.
 */
export function workingHolidayFlags(s: ApplicationSnapshot): HrFlag[] {
  const t = s.taxDeclaration;
  if (!t) return [];
  const p = s.personal;
  const isWhmVisa = p.tagVisaCitizen && WORKING_HOLIDAY_SUBCLASSES.includes(p.visaSubclass.trim());
  const saysWhm = t.australianResident === 'working-holiday-maker';
  if (saysWhm && !isWhmVisa)
    return [
      {
        id: 'whm-mismatch',
        text: 'Working holiday maker without a 417 or 462 visa: the TFN declaration says working holiday maker, but the visa is not a Working Holiday (417) or Work and Holiday (462) visa. Check the visa and the tax answer before the first pay.',
      },
    ];
  if (isWhmVisa && !saysWhm)
    return [
      {
        id: 'whm-mismatch',
        text: `A ${p.visaSubclass.trim()} visa without the working holiday maker answer: the hire holds a working holiday visa, but the TFN declaration does not say working holiday maker. Check the tax answer before the first pay.`,
      },
    ];
  return [];
}

function licenceFlags(s: ApplicationSnapshot, submittedAt: Date, timeZone: string): HrFlag[] {
  const today = dateStamp(timeZone, submittedAt);
  const limit = addDays(today, LICENCE_WARNING_DAYS);
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

/** The law that bars the work without the ticket, where one does in so many words. */
function ticketLaw(code: string): string {
  if (code === 'WHITE_CARD')
    return ' They must not do construction work without general construction induction training (WHS Regulations r 317).';
  if (licenceKindOf(code).group === 'high-risk')
    return ' They must not do that high risk work without the licence (WHS Regulations r 81).';
  return '';
}

/**
 * A ticket the hire's site requires that the hire has not given, or gave expired (issue 40 item 2).
 * HR sights each required ticket at approval (services/applications/review.ts).
 */
export function ticketFlags(check: SiteTicketCheck | null): HrFlag[] {
  return missingTickets(check).map((ticket) => ({
    id: 'ticket-missing' as const,
    text: `Missing ticket: ${check!.site} requires the ${ticket.label}, and the hire has not given a current one.${ticketLaw(ticket.code)}`,
  }));
}

/**
 * How the hire is employed is the employer's determination (Fair Work Act s 15A, decision 099):
 * a tax answer that does not fit the employment type HR gave is flagged, never taken over it. A
 * fixed-term contract is full-time or part-time, either of which fits.
 */
export function basisFlags(s: ApplicationSnapshot, employmentType: EmploymentType | null): HrFlag[] {
  const answer = s.taxDeclaration?.basisOfPayment ?? '';
  if (!employmentType || answer === '') return [];
  const expected = basisOfPaymentFor(employmentType);
  const fits = expected ? answer === expected : answer === 'full-time' || answer === 'part-time';
  if (fits) return [];
  return [
    {
      id: 'basis-differs',
      text: `Basis of payment differs: you employ them as ${EMPLOYMENT_TYPE_LABELS[employmentType].toLowerCase()}, but their TFN declaration says ${choiceLabel(BASIS_OF_PAYMENT_LABELS, answer).toLowerCase()}. How they are employed is yours to decide (Fair Work Act s 15A): ask them to correct the tax declaration before the first pay.`,
    },
  ];
}

/**
 * The STP income type is the employer's to report (issue 41 item 2): one HR gave that the hire's
 * tax answers do not fit (a working holiday maker reported as salary and wages, or the reverse) is
 * flagged, never taken over it.
 */
export function incomeTypeFlags(s: ApplicationSnapshot, incomeType: StpIncomeType | null): HrFlag[] {
  const tax = s.taxDeclaration;
  if (!incomeType || !tax) return [];
  const fromTax = incomeTypeFromTax(tax);
  if (!incomeTypeDiffers(incomeType, fromTax)) return [];
  return [
    {
      id: 'income-type-differs',
      text: `STP income type differs: you report them as ${STP_INCOME_TYPE_LABELS[incomeType].toLowerCase()}, but their TFN declaration points to ${STP_INCOME_TYPE_LABELS[fromTax].toLowerCase()}. Check which is right before the first pay is reported to the ATO.`,
    },
  ];
}

function casualFlags(s: ApplicationSnapshot, employmentType: EmploymentType | null): HrFlag[] {
  const isCasual = employmentType
    ? employmentType === 'casual'
    : s.taxDeclaration?.basisOfPayment === 'casual';
  if (!isCasual) return [];
  return [
    {
      id: 'casual',
      text: 'Casual employee: give them the Casual Employment Information Statement (Fair Work Act s125A).',
    },
  ];
}

/** What the flags read beyond the snapshot, each defaulting to 'nothing known'. */
export interface HrFlagContext {
  /** The employer's latest VEVO check for the member; null before one. */
  vevo?: VevoSummary | null;
  /** The employer's: the submission's day, from which a due date counts. */
  timeZone?: string;
  /** When the flags are read: an expired visa is flagged by this day (the submission's by default). */
  now?: Date;
  /** The approval's day, from which condition 8547's 6 months count when no start date is given. */
  approvedOn?: string | null;
  /** The hire's site's required tickets checked against their licences; null for no site or none required. */
  siteTickets?: SiteTicketCheck | null;
  /** The employment type HR gave (decision 099); null when none. */
  employmentType?: EmploymentType | null;
  /** The STP income type HR gave (issue 41 item 2); null when left to the tax answers. */
  incomeType?: StpIncomeType | null;
}

/** Everything HR or payroll must act on for this application, in the order. */
export function hrFlags(s: ApplicationSnapshot, submittedAt: Date, context: HrFlagContext = {}): HrFlag[] {
  const { vevo = null, timeZone = DEFAULT_TIME_ZONE, now = submittedAt, approvedOn = null } = context;
  return [
    ...tfnFlags(s, submittedAt, timeZone),
    ...superFlags(s),
    ...visaCheckFlags(s, vevo),
    ...visaExpiredFlags(s, dateStamp(timeZone, now)),
    ...visaConditionFlags(s, vevo, approvedOn),
    ...workingHolidayFlags(s),
    ...ticketFlags(context.siteTickets ?? null),
    ...licenceFlags(s, submittedAt, timeZone),
    ...basisFlags(s, context.employmentType ?? null),
    ...incomeTypeFlags(s, context.incomeType ?? null),
    ...casualFlags(s, context.employmentType ?? null),
  ];
}
