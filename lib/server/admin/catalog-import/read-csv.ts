// A CSV file as spreadsheets save it, read into lines of cells: UTF-8 (with or without BOM) or Windows-1251 (Excel
// on a Russian Windows), `;` or `,` between cells — both told from the file itself.
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { badRequest } from '@/lib/server/http/errors';

export type CsvLine = { line: number; cells: string[] };

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else Windows-1251. */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1251' } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(Buffer.from(bytes), 'win1251'), encoding: 'windows-1251' };
  }
}

/** `;` or `,`: whichever the header line has more of outside quotes (`;` on a tie: Russian Excel's choice). */
export function detectDelimiter(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ';') semicolons++;
    else if (!quoted && ch === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

/** The lines of the file with their line numbers (1 = the header); blank lines are skipped. */
export function readCsv(bytes: Uint8Array): CsvLine[] {
  const { text } = decodeCsv(bytes);
  const delimiter = detectDelimiter(text);
  try {
    const records = parse(text, {
      delimiter,
      info: true,
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as { info: { lines: number }; raw: string; record: string[] }[];
    return records
      .map(({ info, raw, record }) => ({
        // info.lines is where the record ends; a quoted cell may span lines.
        line: info.lines - (raw.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0),
        cells: record,
      }))
      .filter((l) => l.cells.some((c) => c.trim() !== ''));
  } catch (error) {
    const where = (error as { lines?: number }).lines;
    throw badRequest(`Файл не читается как CSV${where ? ` (строка ${where})` : ''}: проверьте кавычки`, {
      file: 'не CSV',
    });
  }
}
