import type PDFDocument from 'pdfkit';
import { dayOf } from '../../../shared/date-time-format';
import { formatAuDate, formatAuDateTime } from '../format/au-dates';
import type { ApplicationPdfInput } from './application-pdf-input';
import { fieldRows, paragraph, sectionTitle } from './pdf-layout';
import { signatureBlock } from './pdf-signature';
import { superRows, taxRows } from './section-rows';

type Doc = InstanceType<typeof PDFDocument>;

export function policySections(
  doc: Doc,
  policies: NonNullable<ApplicationPdfInput['policies']>,
  timeZone: string,
) {
  for (const p of policies) {
    sectionTitle(doc, p.heading);
    fieldRows(doc, [
      ['Document', p.version ? `${p.title} (version ${p.version})` : p.title],
      ['Acknowledged', formatAuDateTime(p.acknowledgedAt, timeZone)],
      ...p.answers.map((a): [string, string] => [a.question, a.answer]),
    ]);
    signatureBlock(doc, 'Signature', p.signature, timeZone);
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
export function medicalSection(doc: Doc, m: NonNullable<ApplicationPdfInput['medical']>, timeZone: string) {
  sectionTitle(doc, 'Medical Declaration');
  fieldRows(doc, [
    ['Declaration date', formatAuDate(m.medicalDeclarationDate)],
    ['Answers', MEDICAL_ANSWERS_ELSEWHERE],
  ]);
  signatureBlock(doc, 'Signature', m.signature, timeZone);
}

export function taxSection(
  doc: Doc,
  t: NonNullable<ApplicationPdfInput['tax']>,
  payer: string,
  timeZone: string,
) {
  sectionTitle(doc, 'Tax File Number Declaration');
  fieldRows(doc, taxRows(t, payer));
  signatureBlock(doc, 'Signature', t.signature, timeZone);
}

export function superSection(
  doc: Doc,
  s: NonNullable<ApplicationPdfInput['superannuation']>,
  payer: string,
  generatedAt: Date,
  timeZone: string,
) {
  sectionTitle(doc, 'Choice of Superannuation Fund');
  fieldRows(doc, superRows(s, payer, dayOf(s.signature?.signedAt ?? generatedAt, timeZone)));
  signatureBlock(doc, 'Signature', s.signature, timeZone);
}

export function changesSection(doc: Doc, changes: string[]) {
  sectionTitle(doc, 'Changed Since the Previous Submission');
  paragraph(doc, changes.length ? changes.map((c) => `• ${c}`).join('\n') : 'No changes recorded.');
}
