import type PDFDocument from 'pdfkit';
import { maskTfn } from '../../../shared/validators/tfn';
import { formatAuDate, formatAuDateTime } from '../format/au-dates';
import type { ApplicationPdfInput } from './application-pdf-input';
import { BASIS_OF_PAYMENT, FUND_CHOICE, maskAccount, RESIDENCY, TFN_EXEMPTION, yesNo } from './pdf-labels';
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

export function medicalSection(doc: Doc, m: NonNullable<ApplicationPdfInput['medical']>) {
  sectionTitle(doc, 'Medical Declaration');
  fieldRows(doc, [
    ...m.answers.map((a): [string, string] => [a.question, a.answer]),
    ['Declaration date', formatAuDate(m.declarationDate)],
  ]);
  signatureBlock(doc, 'Signature', m.signature);
}

export function taxSection(doc: Doc, t: NonNullable<ApplicationPdfInput['tax']>) {
  sectionTitle(doc, 'Tax File Number Declaration');
  const rows: Rows = [
    t.taxFileNumber
      ? ['Tax file number', maskTfn(t.taxFileNumber)]
      : ['TFN exemption', TFN_EXEMPTION[t.tfnExemption] ?? t.tfnExemption],
    ['Basis of payment', BASIS_OF_PAYMENT[t.basisOfPayment] ?? t.basisOfPayment],
    ['Residency for tax purposes', RESIDENCY[t.australianResident] ?? t.australianResident],
    ['Claims the tax-free threshold', yesNo(t.claimTaxFreeThreshold)],
    ['HELP, VSL, FS, SSL or AASL debt', yesNo(t.hasHELPDebt)],
  ];
  if (t.previousFamilyName?.trim()) rows.push(['Previous family name', t.previousFamilyName]);
  rows.push(['Declaration date', formatAuDate(t.declarationDate)]);
  fieldRows(doc, rows);
  signatureBlock(doc, 'Signature', t.signature);
}

export function superSection(doc: Doc, s: NonNullable<ApplicationPdfInput['superannuation']>) {
  sectionTitle(doc, 'Choice of Superannuation Fund');
  const rows: Rows = [['Fund', FUND_CHOICE[s.fundChoice] ?? s.fundChoice]];
  if (s.fundChoice === 'cbus') rows.push(['Cbus member number', s.cbusMemberNumber]);
  if (s.fundChoice === 'custom') {
    rows.push(
      ['Fund name', s.fundName],
      ['Fund address', s.fundAddress],
      ['Fund ABN', s.fundABN],
      ['Fund USI', s.fundUSI],
      ['Fund phone', s.fundPhoneNumber],
      ['Member number', s.memberNumber],
      ['Account name', s.accountName],
      ['Self-managed fund', yesNo(s.isSMSF)],
    );
    if (s.isSMSF === 'yes') {
      rows.push(
        ['SMSF BSB', maskAccount(s.smsfBSB)],
        ['SMSF account number', maskAccount(s.smsfAccountNumber)],
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
