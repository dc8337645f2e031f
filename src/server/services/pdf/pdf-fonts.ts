import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;
/** pdfkit accepts a parsed fontkit font wherever it takes a font file. */
type ParsedFont = { layout: (...args: unknown[]) => unknown };

// DESIGN.md §3.17: Helvetica (WinAnsi) drops Vietnamese, Greek and Cyrillic letters; DejaVu Sans
// covers them. pdfkit embeds only the glyphs used (a subset), so a document stays small.
const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
// pdfkit's own fontkit, so the parsed font is the kind it expects.
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
  create(buffer: Buffer): ParsedFont;
};

let cache: { regular: ParsedFont; bold: ParsedFont } | undefined;

/**
 * The fonts, parsed once per process and shared by every document: parsing a 750 KB TrueType
 * file per document cost more than the rest of the rendering (bench/).
 */
function parsedFonts() {
  cache ??= {
    regular: fontkit.create(fs.readFileSync(path.join(fontDir, 'DejaVuSans.ttf'))),
    bold: fontkit.create(fs.readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf'))),
  };
  return cache;
}

export const FONT = 'Body';
export const FONT_BOLD = 'Body-Bold';

export function registerFonts(doc: Doc) {
  const fonts = parsedFonts();
  doc.registerFont(FONT, fonts.regular as unknown as Buffer);
  doc.registerFont(FONT_BOLD, fonts.bold as unknown as Buffer);
  doc.font(FONT);
}
