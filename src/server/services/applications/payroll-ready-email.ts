import { BASIS_OF_PAYMENT_LABELS, choiceLabel, tfnCode } from '../../../shared/choice-labels';
import { formatAuDate } from '../format/au-dates';
import type { ApplicationSnapshot } from '../submission/application-snapshot';
import { hrFlags } from '../submission/hr-flags';

// The email each active payroll staff member gets when HR approves an application (issue 35
// item 5): who, when and where they start, and what payroll sets up. It says which forms are on
// file, never a tax file, BSB or account number: the application's page shows those, one at a
// time and audited, to payroll.

/** The flags of hr-flags.ts that are payroll's to act on. */
/** The flags that change a pay: the TFN, super, and the working holiday maker tax rates (issue 40 item 4). */
const PAYROLL_FLAGS = new Set(['tfn-applied', 'stapled-fund', 'smsf-verify', 'whm-mismatch']);

const NOT_ON_FILE = 'not on file';
const shown = (value: string) => value.trim() || 'Not provided';

/** Short words for the tax declaration's choice instead of a TFN (the code is the ATO's, not a TFN). */
const WITHOUT_TFN: Record<string, string> = {
  applied: 'TFN applied for',
  under18: 'under-18 exemption claimed',
  pension: 'pension, benefit or allowance exemption claimed',
  'not-quoted': 'TFN not quoted: withhold tax at the top rate',
};

function taxLine(s: ApplicationSnapshot): string {
  const t = s.taxDeclaration;
  if (!t) return NOT_ON_FILE;
  if (t.taxFileNumber.trim()) return 'on file (TFN provided)';
  const exemption = t.tfnExemption || 'not-quoted';
  return `on file (no TFN: ${WITHOUT_TFN[exemption] ?? WITHOUT_TFN['not-quoted']}; report ${tfnCode('', exemption)})`;
}

function superLine(s: ApplicationSnapshot): string {
  const f = s.superfundChoice;
  if (!f) return NOT_ON_FILE;
  if (f.fundChoice === 'cbus') return `on file (the default fund${f.fundName ? `, ${f.fundName}` : ''})`;
  if (f.fundChoice === 'stapled') return 'on file (stapled fund: ask the ATO for it)';
  const fund = f.fundName.trim() || 'their own fund';
  return f.isSMSF === 'yes' ? `on file (self-managed fund: ${fund})` : `on file (${fund})`;
}

function bankLine(s: ApplicationSnapshot): string {
  const bank = s.personal.bankInstitution.trim();
  return bank ? `on file (${bank})` : NOT_ON_FILE;
}

export function payrollReadySubject(company: string, s: ApplicationSnapshot): string {
  return `${company}: ${s.fullName} is ready for payroll`;
}

export function payrollReadyText(input: {
  greeting: string;
  snapshot: ApplicationSnapshot;
  submittedAt: Date;
  /** The employer's (employerTimeZone): the submission's day, from which a due date counts. */
  timeZone: string;
  link: string;
}): string {
  const { snapshot: s } = input;
  const p = s.personal;
  const basis = s.taxDeclaration ? choiceLabel(BASIS_OF_PAYMENT_LABELS, s.taxDeclaration.basisOfPayment) : '';
  const flags = hrFlags(s, input.submittedAt, { timeZone: input.timeZone }).filter((f) =>
    PAYROLL_FLAGS.has(f.id),
  );
  return [
    input.greeting,
    '',
    `HR has approved the onboarding application of ${s.fullName} (${s.email}). They are ready for payroll.`,
    '',
    `Name: ${shown(s.fullName)}`,
    `Start date: ${shown(formatAuDate(p.plannedStartDate))}`,
    `Position: ${shown(p.position)}`,
    `Department: ${shown(p.department)}`,
    `Location: ${shown(p.location)}`,
    `Basis of payment: ${shown(basis)}`,
    '',
    'To set up in payroll',
    `- Tax file number declaration: ${taxLine(s)}`,
    `- Super choice: ${superLine(s)}`,
    `- Bank account: ${bankLine(s)}`,
    ...flags.map((f) => `- ${f.text}`),
    '',
    `The application, where payroll can show the tax file and bank account numbers (each showing is recorded): ${input.link}`,
    'This email holds no tax file, BSB or account number.',
    '',
  ].join('\n');
}
