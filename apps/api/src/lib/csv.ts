// The operator's CSV files (pack codes, certificates, offline orders) read and written with csv-parse / csv-stringify:
// RFC 4180 quoting with commas, quotes and line breaks inside fields, a spreadsheet's byte order mark, any line ending.
import { CsvError, parse } from 'csv-parse/sync';
import { spreadsheetSafe } from '@loyalty/domain/spreadsheet-cell';
import { stringify } from 'csv-stringify/sync';
import { DomainError } from '../lib/domain-error.ts';

export interface CsvRecord {
  /** The 1-based line the record starts on, for error messages. */
  line: number;
  fields: string[];
}

/** A file that is not CSV at all (an unclosed quote): a refusal that says on which line. */
export class CsvSyntaxError extends DomainError {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super('validation_failed', message);
  }
}

const lineBreaks = /\r\n|\r|\n/g;

/** Every record with its starting line; blank lines (or lines of spaces only) are skipped. */
export function parseCsv(text: string, options: { trim?: boolean } = {}): CsvRecord[] {
  let rows: { record: string[]; raw: string }[];
  try {
    rows = parse(text, {
      bom: true,
      // Each record's own text (with the blank lines skipped before it): line numbers are counted from it, since
      // csv-parse's own count takes a quoted \r\n for two lines.
      raw: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      // A quote in the middle of an unquoted field is a character, as spreadsheets write it.
      relax_quotes: true,
      skip_empty_lines: true,
      trim: options.trim ?? false,
    }) as unknown as { record: string[]; raw: string }[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : 0;
      const reason = error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted field is not closed' : error.message;
      throw new CsvSyntaxError(line, `Line ${line}: ${reason}.`);
    }
    throw error;
  }
  const records: CsvRecord[] = [];
  let line = 1;
  for (const { record, raw } of rows) {
    const skippedBlankLines = /^(?:\r\n|\r|\n)*/.exec(raw)?.[0].match(lineBreaks)?.length ?? 0;
    if (record.some((field) => field.trim() !== '')) records.push({ line: line + skippedBlankLines, fields: record });
    line += raw.match(lineBreaks)?.length ?? 0;
  }
  return records;
}

/** A header and rows as CSV text (no final line break), quoting only where a field needs it. */
/** A CSV for people to open: text cells a spreadsheet would run as formulas are neutralised (domain/spreadsheet-cell). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return stringify(
    [header, ...rows.map((row) => row.map((value) => (typeof value === 'string' ? spreadsheetSafe(value) : (value ?? ''))))],
    { eof: false },
  );
}
