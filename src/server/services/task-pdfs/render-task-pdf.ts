import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import { loadPdfKit } from '../../lazy-packages';
import type { SignatureEvidence, SignedAnswer } from '../../../shared/acknowledgment';
import { formatAuDateTime } from '../format/au-dates';
import type { TextBlock } from './document-blocks';

type Doc = InstanceType<typeof PDFDocument>;

// DESIGN.md §3.17: names print as written (Vietnamese, Greek, Cyrillic); Helvetica drops them.
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 50;
const ACCENT = '#1f4e79';
const MUTED = '#555555';
const LABEL_WIDTH = 150;

export interface TaskPdfInput {
  heading: string;
  person: { fullName: string; email: string; position: string };
  document: { title: string; version: string };
  /** Extra label/value rows, e.g. the declaration date or the agreement type. */
  details: [label: string, value: string][];
  answers: SignedAnswer[];
  signaturePng: Buffer | null;
  evidence: SignatureEvidence;
  statement: string;
  /** The employer's IANA time zone, in which the signature's time is printed. */
  timeZone: string;
  /**
   * An employer document's words as the hire read them (decision 091): its blocks while the
   * document still has the SHA-256 signed, else a note that it has changed since.
   */
  documentText?: { blocks: TextBlock[] } | { changedSinceSigned: true };
  /** The employer's countersignature of an employer document that asks for one (decision 091). */
  countersignature?: {
    by: string;
    signedAt: string;
    signaturePng: Buffer | null;
    signedIp: string | null;
    signedUserAgent: string | null;
  };
}

const width = (doc: Doc) => doc.page.width - 2 * MARGIN;

function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function section(doc: Doc, title: string) {
  ensureSpace(doc, 50);
  doc.moveDown(0.8).font('bold').fontSize(12).fillColor(ACCENT).text(title, MARGIN, doc.y);
  doc.moveDown(0.3);
}

function rows(doc: Doc, list: [string, string][]) {
  doc.fontSize(10);
  for (const [label, raw] of list) {
    const value = raw.trim() || 'Not provided';
    const valueWidth = width(doc) - LABEL_WIDTH - 10;
    doc.font('regular');
    const height = Math.max(
      doc.heightOfString(label, { width: LABEL_WIDTH }),
      doc.heightOfString(value, { width: valueWidth }),
    );
    ensureSpace(doc, height + 4);
    const y = doc.y;
    doc.fillColor(MUTED).text(label, MARGIN, y, { width: LABEL_WIDTH });
    doc.fillColor('black').text(value, MARGIN + LABEL_WIDTH + 10, y, { width: valueWidth });
    doc.y = y + height + 4;
  }
}

function answerList(doc: Doc, answers: SignedAnswer[]) {
  if (answers.length === 0) {
    doc.font('regular').fontSize(10).fillColor(MUTED).text('No questions were answered.', MARGIN, doc.y);
    return;
  }
  answers.forEach((a, i) => {
    const question = `${i + 1}. ${a.question || a.questionId}`;
    doc.font('bold').fontSize(10);
    ensureSpace(doc, doc.heightOfString(question, { width: width(doc) }) + 30);
    doc.fillColor('black').text(question, MARGIN, doc.y, { width: width(doc) });
    doc
      .font('regular')
      .fillColor('black')
      .text(a.answer, MARGIN + 14, doc.y + 2, { width: width(doc) - 14 });
    doc.moveDown(0.6);
  });
}

export const DOCUMENT_CHANGED_SINCE_SIGNED =
  'The document has been changed since it was signed. The text signed is the one whose SHA-256 is printed under the signature; the employer keeps each version.';

const BLOCK_FONT: Record<TextBlock['kind'], [font: string, size: number]> = {
  heading: ['bold', 12],
  subheading: ['bold', 11],
  paragraph: ['regular', 10],
  item: ['regular', 10],
};

function documentText(doc: Doc, text: NonNullable<TaskPdfInput['documentText']>) {
  section(doc, 'The document as signed');
  if ('changedSinceSigned' in text) {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(DOCUMENT_CHANGED_SINCE_SIGNED, MARGIN, doc.y, {
        width: width(doc),
      });
    return;
  }
  for (const block of text.blocks) {
    const [font, size] = BLOCK_FONT[block.kind];
    const indent = block.depth * 14;
    const x = MARGIN + indent + (block.marker ? 14 : 0);
    const w = width(doc) - (x - MARGIN);
    doc.fontSize(size).font(font);
    ensureSpace(doc, doc.heightOfString(block.runs.map((r) => r.text).join(''), { width: w }) + 6);
    if (block.kind === 'heading' || block.kind === 'subheading') doc.moveDown(0.3);
    const y = doc.y;
    if (block.marker)
      doc
        .font('regular')
        .fillColor('black')
        .text(block.marker, MARGIN + indent, y);
    block.runs.forEach((run, i) => {
      doc
        .font(run.bold ? 'bold' : font)
        .fillColor('black')
        .text(run.text, i === 0 ? x : undefined, i === 0 ? y : undefined, {
          width: w,
          continued: i < block.runs.length - 1,
        });
    });
    doc.moveDown(0.4);
  }
}

function signature(doc: Doc, input: TaskPdfInput) {
  ensureSpace(doc, 190);
  if (input.signaturePng) {
    doc.image(input.signaturePng, MARGIN, doc.y, { fit: [200, 100] });
    doc.y += 104;
  }
  const e = input.evidence;
  rows(doc, [
    ['Signed at', e.signedAt ? formatAuDateTime(new Date(e.signedAt), input.timeZone) : ''],
    ['From address', e.signedIp ?? ''],
    ['Browser', e.signedUserAgent ?? ''],
    ['Document SHA-256', e.documentSha256 ?? ''],
  ]);
}

function countersignature(doc: Doc, c: NonNullable<TaskPdfInput['countersignature']>, timeZone: string) {
  section(doc, 'Countersigned by the employer');
  ensureSpace(doc, 190);
  if (c.signaturePng) {
    doc.image(c.signaturePng, MARGIN, doc.y, { fit: [200, 100] });
    doc.y += 104;
  }
  rows(doc, [
    ['Countersigned by', c.by],
    ['Countersigned at', formatAuDateTime(new Date(c.signedAt), timeZone)],
    ['From address', c.signedIp ?? ''],
    ['Browser', c.signedUserAgent ?? ''],
  ]);
}

/** A signed read-and-sign record of a task with a PDF (its descriptor's `pdf`) as a PDF. */
export async function renderTaskPdf(input: TaskPdfInput): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: input.heading } });
  doc.registerFont('regular', FONT).registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('bold').fontSize(18).fillColor(ACCENT).text(input.heading, MARGIN, MARGIN);
  section(doc, 'Employee');
  rows(doc, [
    ['Full name', input.person.fullName],
    ['Email', input.person.email],
    ['Position', input.person.position],
  ]);
  section(doc, 'Document');
  rows(doc, [['Title', input.document.title], ['Version', input.document.version], ...input.details]);
  if (input.documentText) documentText(doc, input.documentText);
  section(doc, 'Questions and answers');
  answerList(doc, input.answers);
  section(doc, 'Initial');
  signature(doc, input);
  doc.moveDown(0.5).font('bold').fontSize(11).fillColor('black').text(input.statement, MARGIN, doc.y);
  if (input.countersignature) countersignature(doc, input.countersignature, input.timeZone);
  doc.end();
  return done;
}
