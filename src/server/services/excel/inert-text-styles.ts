import ExcelJS from 'exceljs';

/** The cell formats of the export: 0 the default, 1 quote-prefixed text (`QUOTE_PREFIX`). */
const QUOTE_PREFIX_STYLE_ID = 1;

// What exceljs's own minimal style manager writes, plus the quotePrefix cell format.
const STYLES_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<fonts count="1"><font><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/>' +
  '<scheme val="minor"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
  '<fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '<dxfs count="0"/></styleSheet>';

/**
 * The style manager of exceljs's streaming writer, reduced to the export's two cell formats.
 * exceljs 4.4 cannot write quotePrefix, and its full manager looks a style up for every cell,
 * which more than doubles the time spent writing (bench/excel-export.ts); this answers with a
 * constant. The writer asks it for a style id per cell, row and column, and for styles.xml.
 */
class InertTextStyles {
  addStyleModel(model: { quotePrefix?: boolean } | undefined, cellType?: ExcelJS.ValueType): number {
    // A date cell would need a number format: the export writes dates as en-AU text.
    if (cellType === ExcelJS.ValueType.Date) throw new Error('The export writes dates as text');
    return model?.quotePrefix ? QUOTE_PREFIX_STYLE_ID : 0;
  }

  get xml(): string {
    return STYLES_XML;
  }
}

/** Makes `workbook` write quote-prefixed cells (set before any row is committed). */
export function useInertTextStyles(workbook: ExcelJS.stream.xlsx.WorkbookWriter): void {
  (workbook as unknown as { styles: InertTextStyles }).styles = new InertTextStyles();
}
