import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, SEARCH_MAX } from '../../../shared/paging.ts';

// A console list keeps its state in the URL, next to `section=…`. Its parameters are read with the
// list procedure's own input schema, so the console and the server agree on every bound.

type Value = string | number | null | undefined;

/**
 * The fields of `schema` as the query names them (`names` maps a field to its parameter where the
 * two differ). A value the schema refuses reads as absent, its default, so a hand-edited URL still
 * shows a list.
 */
export function readListQuery<Shape extends z.core.$ZodLooseShape>(
  schema: z.ZodObject<Shape>,
  params: URLSearchParams,
  names: Partial<Record<keyof Shape, string>> = {},
): z.output<z.ZodObject<Shape>> {
  let raw: Record<string, string> = {};
  for (const field of Object.keys(schema.shape)) {
    const value = params.get(names[field] ?? field);
    if (value !== null) raw[field] = value;
  }
  for (;;) {
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    const refused = new Set(result.error.issues.map((issue) => String(issue.path[0])));
    const kept = Object.fromEntries(Object.entries(raw).filter(([field]) => !refused.has(field)));
    // A refusal of no one field (the schema's defaults fail): nothing more can be dropped.
    if (Object.keys(kept).length === Object.keys(raw).length) throw result.error;
    raw = kept;
  }
}

/** How a list's URL holds its procedure's input. */
export interface ListUrl<Shape extends z.core.$ZodLooseShape> {
  /** The procedure's own input schema (or the part of it the URL holds). */
  schema: z.ZodObject<Shape>;
  /** The parameter of a field, where the two differ (`q` for `search`). */
  names?: Partial<Record<keyof Shape, string>>;
  /**
   * Fields passed on as the URL writes them (trimmed, empty as absent), so that the server says
   * what is wrong with one and the filter form can mark it.
   */
  asWritten?: readonly (keyof Shape & string)[];
}

/** The list procedure's input the URL names: its page of `DEFAULT_PAGE_SIZE` rows. */
export function readListInput<Shape extends z.core.$ZodLooseShape>(
  { schema, names = {}, asWritten = [] }: ListUrl<Shape>,
  params: URLSearchParams,
): z.output<z.ZodObject<Shape>> & { page: number; pageSize: number } {
  const skipped = new Set<string>([...asWritten, 'pageSize']);
  const checked = z.object(
    Object.fromEntries(Object.entries(schema.shape).filter(([field]) => !skipped.has(field))),
  );
  const read = readListQuery(checked, params, names as Record<string, string>);
  // An empty search is no search.
  const input: Record<string, unknown> = Object.fromEntries(
    Object.entries(read).filter(([, value]) => value !== ''),
  );
  input.pageSize = DEFAULT_PAGE_SIZE;
  for (const field of asWritten) {
    const value = params
      .get(names[field] ?? field)
      ?.trim()
      .slice(0, SEARCH_MAX);
    if (value) input[field] = value;
  }
  return input as z.output<z.ZodObject<Shape>> & { page: number; pageSize: number };
}

/**
 * A copy of `params` with `changes` applied, in their order: `undefined` leaves a parameter as it
 * is, and an empty value, or the value in `defaults`, leaves it out. Other parameters are kept.
 */
export function writeQuery(
  params: URLSearchParams,
  changes: Record<string, Value>,
  defaults: Record<string, Value> = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const text = String(value ?? '').trim();
    if (text && text !== String(defaults[key] ?? '')) next.set(key, text);
    else next.delete(key);
  }
  return next;
}

/** `writeQuery` for what narrows or orders a list: any change goes back to its first page. */
export function writeFilters(
  params: URLSearchParams,
  changes: Record<string, Value>,
  defaults: Record<string, Value> = {},
): URLSearchParams {
  const next = writeQuery(params, changes, defaults);
  if (Object.values(changes).some((value) => value !== undefined)) next.delete('page');
  return next;
}

/** The filters named `keys` that `params` holds (trimmed, empty ones dropped). */
export function readFilters<K extends string>(
  keys: readonly K[],
  params: URLSearchParams,
): Partial<Record<K, string>> {
  const filters: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** `params` with the filters named `keys` replaced by `filters`; every other parameter is kept. */
export function replaceFilters<K extends string>(
  keys: readonly K[],
  params: URLSearchParams,
  filters: Partial<Record<K, string>>,
): URLSearchParams {
  return writeQuery(params, Object.fromEntries(keys.map((key) => [key, filters[key] ?? null])));
}

/** "Showing 26–50 of 73", or null when there is nothing to show. */
export function showingText(page: number, pageSize: number, shown: number, total: number): string | null {
  if (shown === 0) return null;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + shown - 1} of ${total}`;
}
