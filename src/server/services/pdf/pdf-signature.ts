import type PDFDocument from 'pdfkit';
import { formatAuDateTime } from '../format/au-dates';
import type { SignedMark } from './application-pdf-input';
import { FONT } from './pdf-fonts';
import { ensureSpace, fittedImage, MARGIN, MUTED, paragraph } from './pdf-layout';

type Doc = InstanceType<typeof PDFDocument>;

/** The evidence lines printed under a signature (DESIGN.md §3.15); only what was recorded. */
export function evidenceLines(mark: SignedMark, timeZone: string): string[] {
  const lines: string[] = [];
  if (mark.signedAt) lines.push(`Signed ${formatAuDateTime(mark.signedAt, timeZone)}`);
  if (mark.signedIp) lines.push(`IP address ${mark.signedIp}`);
  if (mark.signedUserAgent) lines.push(`Browser ${mark.signedUserAgent}`);
  if (mark.documentSha256) lines.push(`Document SHA-256 ${mark.documentSha256}`);
  return lines;
}

/** A signature image (at most 100 pt high, spec §9) with its evidence in small type below. */
export function signatureBlock(doc: Doc, label: string, mark: SignedMark | undefined, timeZone: string) {
  if (!mark) return;
  ensureSpace(doc, 130);
  doc.moveDown(0.4);
  doc.font(FONT).fontSize(10).fillColor(MUTED).text(label, MARGIN, doc.y);
  if (mark.image) {
    const y = doc.y + 2;
    if (fittedImage(doc, mark.image, [200, 80], MARGIN, y)) doc.y = y + 84;
    else paragraph(doc, 'The signature image could not be shown.');
  } else {
    paragraph(doc, 'No signature image stored.');
  }
  const lines = evidenceLines(mark, timeZone);
  if (lines.length === 0) return;
  doc.font(FONT).fontSize(7.5).fillColor(MUTED);
  for (const line of lines) doc.text(line, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
  doc.fillColor('black');
}
