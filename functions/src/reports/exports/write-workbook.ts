import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellValue } from './csv';
import type { Column } from './export-columns';

/** A sheet of the workbook: its columns and its records, which may arrive page by page. */
export interface SheetPart<T> {
  name: string;
  columns: readonly Column<T>[];
  records: AsyncIterable<T> | Iterable<T>;
}

/** The Summary sheet: one label and its value per line. */
export type SummaryLine = readonly [label: string, value: CellValue];

export const SUMMARY_SHEET = 'Summary';

/**
 * Writes an XLSX workbook to `out` with exceljs's streaming writer: each row is committed as it is
 * added, so a 100,000-row sheet never sits in memory as a workbook model. Every text goes in as a
 * string cell, never a formula (a cell is a formula only when given as { formula }), so a location
 * like '=HYPERLINK(...)' opens as the text it is. Resolves once the whole file is written to `out`.
 */
export const writeWorkbook = async (
  out: Writable,
  summary: readonly SummaryLine[],
  // biome-ignore lint/suspicious/noExplicitAny: sheets of different record types side by side
  sheets: readonly SheetPart<any>[],
): Promise<void> => {
  const finished = new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('error', reject);
  });
  // Shared strings would keep every distinct text in memory until the end; inline strings do not.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  workbook.creator = 'OligoWatch';

  const summarySheet = workbook.addWorksheet(SUMMARY_SHEET);
  summarySheet.columns = [{ width: 24 }, { width: 60 }];
  for (const [label, value] of summary) {
    const row = summarySheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    row.commit();
  }
  await summarySheet.commit();

  for (const part of sheets) {
    const sheet = workbook.addWorksheet(part.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = part.columns.map((c) => ({ header: c.header, width: c.width ?? 14 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const record of part.records) {
      sheet.addRow(part.columns.map((c) => c.value(record))).commit();
    }
    await sheet.commit();
  }
  await workbook.commit();
  await finished;
};
