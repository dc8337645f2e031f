import type PDFDocument from 'pdfkit';
import { countryName } from '../../../shared/countries';
import { superGuaranteeDuty } from '../../../shared/super-rate';
import { formatAbn, maskAccountNumber, maskBsb, maskTfn, showsFundUsi } from '../../../shared/format';
import { formatAuDate, formatAuDateTime } from '../format/au-dates';
import type { ApplicationPdfInput } from './application-pdf-input';
import {
  BASIS_OF_PAYMENT_LABELS,
  choiceLabel,
  FUND_CHOICE_LABELS,
  RESIDENCY_LABELS,
  TFN_EXEMPTION_LABELS,
  tfnCode,
  yesNoLabel,
} from '../../../shared/choice-labels';
import { fieldRows, paragraph, sectionTitle } from './pdf-layout';
import { signatureBlock } from './pdf-signature';

type Doc = InstanceType<typeof PDFDocument>;
type Rows = [string, string | undefined][];

export function policySections(doc: Doc, policies: NonNullable<ApplicationPdfInput['policies']>) {
  for (const p of policies) {
    sectionTitle(doc, p.heading);
    fieldRows(doc, [
      ['Document', p.version ? `${p.title} (version ${p.version})` : p.title],
      ['Acknowledged', formatAuDateTime(p.acknowledgedAt)],
      ...p.answers.map((a): [string, string] => [a.question, a.answer]),
    ]);
    signatureBlock(doc, 'Signature', p.signature);
  }
}

/** Where the medical answers are instead (decision 033): the application PDF goes to every recipient. */
export const MEDICAL_ANSWERS_ELSEWHERE =
  'The answers are in the medical declaration PDF, sent only to recipients who receive health information.';

/**
 * The medical declaration as the application PDF shows it: that it was made, when, and its
 * initial with the evidence, never the answers. The application PDF goes to every recipient,
 * payroll included; the answers (health information) are in the medical declaration's own PDF,
 * which only recipients who receive health information get (issue 22).
 */
export function medicalSection(doc: Doc, m: NonNullable<ApplicationPdfInput['medical']>) {
  sectionTitle(doc, 'Medical Declaration');
  fieldRows(doc, [
    ['Declaration date', formatAuDate(m.medicalDeclarationDate)],
    ['Answers', MEDICAL_ANSWERS_ELSEWHERE],
  ]);
  signatureBlock(doc, 'Signature', m.signature);
}

/** The payer of NAT 3092 / NAT 13080 section B: the employer's name and, when set, ABN. */
export function payerLine(app: Pick<ApplicationPdfInput, 'companyName' | 'employerAbn'>): string {
  return app.employerAbn ? `${app.companyName} (ABN ${formatAbn(app.employerAbn)})` : app.companyName;
}

export function taxSection(doc: Doc, t: NonNullable<ApplicationPdfInput['tax']>, payer: string) {
  sectionTitle(doc, 'Tax File Number Declaration');
  const rows: Rows = [['Payer', payer]];
  if (t.title) rows.push(['Title', t.title]);
  rows.push(['Family name', t.familyName], ['Given names', t.givenNames]);
  rows.push(
    ...((t.taxFileNumber
      ? [['Tax file number', maskTfn(t.taxFileNumber)]]
      : [
          ['TFN exemption', choiceLabel(TFN_EXEMPTION_LABELS, t.tfnExemption)],
          ['ATO code for payroll', tfnCode(t.taxFileNumber, t.tfnExemption)],
        ]) as Rows),
    ['Basis of payment', choiceLabel(BASIS_OF_PAYMENT_LABELS, t.basisOfPayment)],
    ['Residency for tax purposes', choiceLabel(RESIDENCY_LABELS, t.australianResident)],
  );
  if (t.homeCountry) rows.push(['Country of passport', countryName(t.homeCountry)]);
  rows.push(
    ['Claims the tax-free threshold', yesNoLabel(t.claimTaxFreeThreshold)],
    ['HELP, VSL, FS, SSL or AASL debt', yesNoLabel(t.hasHELPDebt)],
  );
  if (t.previousFamilyName.trim()) rows.push(['Previous family name', t.previousFamilyName]);
  rows.push(['Declaration date', formatAuDate(t.taxDeclarationDate)]);
  fieldRows(doc, rows);
  signatureBlock(doc, 'Signature', t.signature);
}

export function superSection(
  doc: Doc,
  s: NonNullable<ApplicationPdfInput['superannuation']>,
  payer: string,
  generatedAt: Date,
) {
  sectionTitle(doc, 'Choice of Superannuation Fund');
  const rows: Rows = [
    ['Payer', payer],
    // The duty of the day the choice was signed, as the rate table has it (Payday Super).
    ['Employer contribution', superGuaranteeDuty(s.signature?.signedAt ?? generatedAt)],
    ['Fund', choiceLabel(FUND_CHOICE_LABELS, s.fundChoice)],
  ];
  if (s.fundChoice === 'cbus') rows.push(['Cbus member number', s.cbusMemberNumber]);
  if (s.fundChoice === 'custom') {
    rows.push(
      ['Fund name', s.fundName],
      ['Fund address', s.fundAddress],
      ['Fund ABN', formatAbn(s.fundABN)],
      ...((showsFundUsi(s) ? [['Fund USI', s.fundUSI]] : []) as Rows),
      ['Fund phone', s.fundPhoneNumber],
      ['Member number', s.memberNumber],
      ['Account name', s.accountName],
      ['Self-managed fund', yesNoLabel(s.isSMSF)],
    );
    if (s.isSMSF === 'yes') {
      rows.push(
        ['SMSF BSB', maskBsb(s.smsfBSB)],
        ['SMSF account number', maskAccountNumber(s.smsfAccountNumber)],
        ['SMSF electronic service address', s.smsfFundESA],
      );
    }
  }
  fieldRows(doc, rows);
  signatureBlock(doc, 'Signature', s.signature);
}

export function changesSection(doc: Doc, changes: string[]) {
  sectionTitle(doc, 'Changed Since the Previous Submission');
  paragraph(doc, changes.length ? changes.map((c) => `• ${c}`).join('\n') : 'No changes recorded.');
}
