import { looksLikeFormula } from './inert-cell';
import type { CellValue, ColumnKind } from './member-cells';

// The parts of a one-sheet SpreadsheetML workbook, written as text: a row is a string built
// straight from its values, with no object per cell (exceljs's writer made one for each).

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Cell formats, by index into cellXfs of STYLES_XML. */
export const STYLE = { text: 0, quotePrefix: 1, date: 2, dateTime: 3, header: 4 } as const;

export const CONTENT_TYPES_XML =
  XML_HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

export const ROOT_RELS_XML =
  XML_HEAD +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

export const WORKBOOK_RELS_XML =
  XML_HEAD +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId3" Type="${REL_NS}/worksheet" Target="worksheets/sheet2.xml"/>` +
  '</Relationships>';

/**
 * Plain text; quote-prefixed text (shown as typed, never run as a formula); a date shown
 * dd/mm/yyyy; a date and time shown dd/mm/yyyy h:mm:ss AM/PM; the bold header.
 */
export const STYLES_XML =
  XML_HEAD +
  `<styleSheet xmlns="${MAIN_NS}">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/>' +
  '<numFmt numFmtId="165" formatCode="dd/mm/yyyy h:mm:ss AM/PM"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
  '<fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="5">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '<dxfs count="0"/></styleSheet>';

/** 'A', 'B', ... 'Z', 'AA', ... for a 1-based column number. */
export function columnLetters(n: number): string {
  let letters = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26))
    letters = String.fromCharCode(65 + ((i - 1) % 26)) + letters;
  return letters;
}

// Characters XML 1.0 cannot hold (controls other than tab and LF; U+FFFE/U+FFFF; lone
// surrogates) are written as SpreadsheetML's _xHHHH_ escape, as is a literal '_x' that would
// otherwise read as one. CR is escaped too: a reader's XML parser turns CR LF into LF and a lone
// CR into LF, so it would not survive as itself. Matching control characters is the point of
// these two patterns.
// eslint-disable-next-line no-control-regex
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000b-\u000d\u000e-\u001f\ufffe\uffff\ud800-\udfff]|_x[0-9a-f]{4}_/i;
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u000d\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const hex4 = (c: string) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;

/** `text` as XML character data, with spreadsheet escapes where XML has none. */
export function xmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text
    .replace(/_(?=x[0-9a-f]{4}_)/gi, '_x005F_')
    .replace(NOT_XML, hex4)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Whether `value` starts or ends with XML white space, which a reader may otherwise trim. */
const edgeSpace = (value: string) => value.charCodeAt(0) <= 32 || value.charCodeAt(value.length - 1) <= 32;

/** An inline-string cell; quote-prefixed when a spreadsheet would take it for a formula. */
function textCell(ref: string, value: string): string {
  const style = looksLikeFormula(value) ? ` s="${STYLE.quotePrefix}"` : '';
  const space = edgeSpace(value) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
}

export interface SheetColumn {
  header: string;
  width: number;
  kind: ColumnKind;
}

/** Writes the rows of one sheet: its head (columns, frozen header), rows, then its tail. */
export class SheetXml {
  private readonly letters: string[];
  private readonly numberStyles: string[];
  rowCount = 0;

  constructor(private readonly columns: readonly SheetColumn[]) {
    this.letters = columns.map((_, i) => columnLetters(i + 1));
    this.numberStyles = columns.map((c) => ` s="${c.kind === 'dateTime' ? STYLE.dateTime : STYLE.date}"`);
  }

  get lastColumn(): string {
    return this.letters[this.letters.length - 1]!;
  }

  /** From the root element to the header row (row 1, frozen, with a filter on it). */
  head(): string {
    // An autofilter's button sits over the header's right end: room for it beside the name.
    const cols = this.columns
      .map((c, i) => {
        const width = Math.max(c.width, c.header.length + 3);
        return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`;
      })
      .join('');
    const header = this.columns
      .map((c, i) => {
        const cell = textCell(`${this.letters[i]!}1`, c.header);
        return cell.replace(/^<c r="([A-Z]+1)"/, `<c r="$1" s="${STYLE.header}"`);
      })
      .join('');
    this.rowCount = 1;
    return (
      XML_HEAD +
      `<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
      '<sheetViews><sheetView workbookViewId="0">' +
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
      '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
      '</sheetView></sheetViews>' +
      '<sheetFormatPr defaultRowHeight="15"/>' +
      `<cols>${cols}</cols>` +
      `<sheetData><row r="1">${header}</row>`
    );
  }

  /** One data row: empty values leave no cell; numbers are date serials in their column's format. */
  row(values: readonly CellValue[]): string {
    const r = ++this.rowCount;
    let xml = `<row r="${r}">`;
    for (let i = 0; i < values.length; i++) {
      const value = values[i]!;
      if (typeof value === 'number')
        xml += `<c r="${this.letters[i]!}${r}"${this.numberStyles[i]!}><v>${value}</v></c>`;
      else if (value !== '') xml += textCell(`${this.letters[i]!}${r}`, value);
    }
    return xml + '</row>';
  }

  /** The filter's range covers every row written; the sheet ends. */
  tail(): string {
    return (
      `</sheetData><autoFilter ref="${this.filterRange()}"/>` +
      '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>'
    );
  }

  filterRange(): string {
    return `A1:${this.lastColumn}${this.rowCount}`;
  }
}

/** The workbook part, written last so the filter's defined name knows the last row. */
export function workbookXml(...sheets: { name: string; sheet: SheetXml }[]): string {
  const absolute = (ref: string) => ref.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');
  // The sheets' relationship ids (WORKBOOK_RELS_XML): the first rId1, the second rId3.
  const relIds = ['rId1', 'rId3'];
  const names = sheets.map(
    ({ name }, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="${relIds[i]!}"/>`,
  );
  const filters = sheets.map(({ name, sheet }, i) => {
    const [from, to] = sheet.filterRange().split(':') as [string, string];
    const quoted = `'${name.replace(/'/g, "''")}'`;
    return (
      `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">` +
      `${xmlText(quoted)}!${absolute(from)}:${absolute(to)}</definedName>`
    );
  });
  return (
    XML_HEAD +
    `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<bookViews><workbookView/></bookViews>' +
    `<sheets>${names.join('')}</sheets>` +
    `<definedNames>${filters.join('')}</definedNames>` +
    '</workbook>'
  );
}
