import type { SiteTicketCheck } from '../../../shared/site-tickets';
import type { EmploymentType, StpIncomeType } from '../../../shared/employment/employment-types';
import { PDF_TASKS } from '../../../shared/task-descriptors/index';
import { formatAuDate, formatAuDateTime } from '../format/au-dates';
import { type ApplicationChange, changeLine, NOT_PROVIDED } from './application-changes';
import type { ApplicationSnapshot } from './application-snapshot';
import { type HrFlag, hrFlags, type VevoSummary } from './hr-flags';

// The email each notification recipient gets for a submission (issue 22 §4): a to-do list. On a
// resubmission 'What changed' comes first (old and new values in words, numbers masked); then
// who the hire is and where they start; then what HR or payroll must act on; then what is
// attached. A recipient who does not receive health information is told where the medical
// declaration went instead of getting it.

export interface HrEmailInput {
  snapshot: ApplicationSnapshot;
  email: string;
  submittedAt: Date;
  isResubmission: boolean;
  /** For a resubmission: what changed since the previous one, as this reader may see it. */
  changes: ApplicationChange[];
  /** Whether this recipient receives health information (the medical declaration PDF). */
  health: boolean;
  /** Whether the application has a health information task PDF (a medical declaration) to attach. */
  hasMedical: boolean;
  /** The VEVO check staff recorded for this member, null before one (a visa holder is flagged until then). */
  vevo: VevoSummary | null;
  /** The employer's time zone, in which the submission's time is told. */
  timeZone: string;
  /** The hire's site's required tickets against the submitted licences (issue 40 item 2); null for none. */
  siteTickets: SiteTicketCheck | null;
  /** The employment type HR gave (decision 099): a tax answer that does not fit it is flagged. */
  employmentType?: EmploymentType | null;
  /** The STP income type HR gave (issue 41 item 2): tax answers that do not fit it are flagged. */
  incomeType?: StpIncomeType | null;
}

export const WHAT_CHANGED = 'What changed since the previous submission';
export const TO_DO = 'To do';
export const NOTHING_TO_DO = 'Nothing to act on.';

export function hrEmailSubject(input: Pick<HrEmailInput, 'isResubmission' | 'snapshot'>): string {
  return `${input.isResubmission ? 'Resubmitted' : 'New'} onboarding application: ${input.snapshot.fullName}`;
}

const shown = (value: string) => value.trim() || NOT_PROVIDED;

const names = (tasks: readonly { readAndSign: { pdf: { attachmentName: string } } }[]) =>
  tasks.map((t) => t.readAndSign.pdf.attachmentName).join(' and ');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Which task PDFs are attached; those with health information only for who receives it. */
function attachedLine(withHealth: boolean): string {
  if (withHealth) return `Attached: the application PDF, with ${names(PDF_TASKS)} where signed.`;
  const health = PDF_TASKS.filter((t) => t.readAndSign.isHealthInformation);
  return (
    `Attached: the application PDF and ${names(PDF_TASKS.filter((t) => !health.includes(t)))} where signed. ` +
    `${capitalised(names(health))} is health information: it goes only to the recipients who receive health information.`
  );
}

/** The plain-text body. */
export function hrEmailText(input: HrEmailInput): string {
  const { snapshot: s } = input;
  const p = s.personal;
  const flags: HrFlag[] = hrFlags(s, input.submittedAt, {
    vevo: input.vevo,
    timeZone: input.timeZone,
    siteTickets: input.siteTickets,
    employmentType: input.employmentType ?? null,
    incomeType: input.incomeType ?? null,
  });
  const lines: string[] = [];
  if (input.isResubmission) {
    lines.push(WHAT_CHANGED);
    if (input.changes.length === 0)
      lines.push('- Nothing you can see changed (the application was signed again).');
    for (const change of input.changes) lines.push(`- ${changeLine(change)}`);
    lines.push('');
  }
  lines.push(
    `${s.fullName} (${input.email}) submitted their onboarding application on ` +
      `${formatAuDateTime(input.submittedAt, input.timeZone)}${input.isResubmission ? ' (a resubmission)' : ''}.`,
    '',
    `Name: ${shown(s.fullName)}`,
    `Position: ${shown(p.position)}`,
    `Location: ${shown(p.location)}`,
    `Start date: ${shown(formatAuDate(p.plannedStartDate))}`,
    '',
    TO_DO,
    ...(flags.length ? flags.map((f) => `- ${f.text}`) : [`- ${NOTHING_TO_DO}`]),
    '',
  );
  lines.push(attachedLine(input.health || !input.hasMedical));
  const signed = s.employerDocuments ?? [];
  if (signed.length)
    lines.push(
      `Also attached, each with its signing evidence: ${signed.map((d) => `'${d.title}' (version ${d.version})`).join(', ')}.`,
    );
  lines.push(
    'Tax file and bank account numbers are masked; the full values are in the records system and the admin Excel export.',
  );
  return `${lines.join('\n')}\n`;
}
