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
// pdfkit's own fontkit (the one its CommonJS build requires: lazy-packages.ts), so the parsed font
// is the kind it expects and the PDF thread holds one fontkit; loaded with the first PDF, as pdfkit is.
const loadFontkit = () =>
  createRequire(require.resolve('pdfkit'))('fontkit') as {
    create(buffer: Buffer): ParsedFont;
  };

let cache: { regular: ParsedFont; bold: ParsedFont } | undefined;

/**
 * The fonts, parsed once per process and shared by every document: parsing a 750 KB TrueType
 * file per document cost more than the rest of the rendering (bench/).
 */
function parsedFonts() {
  if (cache) return cache;
  const fontkit = loadFontkit();
  cache = {
    regular: fontkit.create(fs.readFileSync(path.join(fontDir, 'DejaVuSans.ttf'))),
    bold: fontkit.create(fs.readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf'))),
  };
  return cache;
}

export const FONT = 'Body';
export const FONT_BOLD = 'Body-Bold';

/**
 * pdfkit shapes text word by word and caches each word's glyphs per document. The shaped words
 * depend only on the font, so one cache per font serves every document; it is renewed now and
 * then so that names and addresses do not pile up.
 */
type LayoutCache = Record<string, unknown>;
const layoutCaches: { regular: LayoutCache; bold: LayoutCache; uses: number } = {
  regular: Object.create(null) as LayoutCache,
  bold: Object.create(null) as LayoutCache,
  uses: 0,
};
const RENEW_AFTER = 500;

function shareLayoutCache(doc: Doc, cache: LayoutCache) {
  const font = (doc as unknown as { _font?: { layoutCache?: LayoutCache } })._font;
  if (font?.layoutCache) font.layoutCache = cache;
}

export function registerFonts(doc: Doc) {
  const fonts = parsedFonts();
  if (++layoutCaches.uses > RENEW_AFTER) {
    layoutCaches.regular = Object.create(null) as LayoutCache;
    layoutCaches.bold = Object.create(null) as LayoutCache;
    layoutCaches.uses = 1;
  }
  doc.registerFont(FONT, fonts.regular as unknown as Buffer);
  doc.registerFont(FONT_BOLD, fonts.bold as unknown as Buffer);
  doc.font(FONT_BOLD);
  shareLayoutCache(doc, layoutCaches.bold);
  doc.font(FONT);
  shareLayoutCache(doc, layoutCaches.regular);
}
