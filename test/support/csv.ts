import { parse } from 'csv-parse/sync';

/**
 * The records of an RFC 4180 text: CRLF between records, fields in double quotes may hold commas,
 * line breaks and doubled quotes. Only CRLF ends a record: a bare line feed outside quotes stays in
 * its field, so a file that ends its records with `\n` alone does not parse as one that follows the RFC.
 */
export function parseCsv(text: string): string[][] {
  return parse(text, { record_delimiter: '\r\n', relax_column_count: true });
}

/** The records after the header as objects keyed by the header's names. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? ''])));
}
