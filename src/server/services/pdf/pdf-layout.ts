import type PDFDocument from 'pdfkit';
import { FONT, FONT_BOLD } from './pdf-fonts';

type Doc = InstanceType<typeof PDFDocument>;

export const MARGIN = 50;
const LABEL_WIDTH = 170;
const GAP = 10;
export const ACCENT = '#1f4e79';
const MUTED = '#555555';
const RULE = '#c8d3df';

export const NOT_PROVIDED = 'Not provided';

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page when `height` more points would not fit on this one. */
export function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

export function sectionTitle(doc: Doc, title: string) {
  ensureSpace(doc, 60);
  doc.moveDown(0.8);
  doc.font(FONT_BOLD).fontSize(12).fillColor(ACCENT).text(title, MARGIN, doc.y);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(0.7)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + 6;
}

/** Label/value rows in two columns; a blank value reads 'Not provided' (spec §2 view dialog). */
export function fieldRows(doc: Doc, rows: [label: string, value: string | undefined][]) {
  const valueX = MARGIN + LABEL_WIDTH + GAP;
  const valueWidth = contentWidth(doc) - LABEL_WIDTH - GAP;
  doc.fontSize(10);
  for (const [label, raw] of rows) {
    const value = raw?.trim() ? raw : NOT_PROVIDED;
    doc.font(FONT);
    const height = Math.max(
      doc.heightOfString(label, { width: LABEL_WIDTH }),
      doc.heightOfString(value, { width: valueWidth }),
    );
    ensureSpace(doc, height + 4);
    const y = doc.y;
    doc.fillColor(MUTED).text(label, MARGIN, y, { width: LABEL_WIDTH });
    doc.fillColor(value === NOT_PROVIDED ? MUTED : 'black').text(value, valueX, y, { width: valueWidth });
    doc.y = y + height + 4;
  }
}

/** A paragraph of free text across the full width. */
export function paragraph(doc: Doc, text: string) {
  doc.font(FONT).fontSize(10).fillColor('black');
  ensureSpace(doc, doc.heightOfString(text, { width: contentWidth(doc) }));
  doc.text(text, MARGIN, doc.y, { width: contentWidth(doc) });
}

/** An image fitted into a box; a broken image is named rather than failing the whole document. */
export function fittedImage(doc: Doc, image: Buffer, box: [number, number], x = MARGIN, y = doc.y): boolean {
  try {
    doc.image(image, x, y, { fit: box });
    return true;
  } catch {
    return false;
  }
}

/** Writes `text` and the page number at the foot of every buffered page. */
export function addFooters(doc: Doc, text: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const saved = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${text}  ·  Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - 35, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = saved;
  }
}

export { MUTED };
