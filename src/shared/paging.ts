import { z } from 'zod';

// The paging, search and order every admin list takes (users, registrations, payments), shared by
// the server's input schemas and the console, which reads its URL's query with the same schemas.

export const PAGE_MAX = 100_000;
export const PAGE_SIZE_MAX = 100;
export const DEFAULT_PAGE_SIZE = 25;
export const SEARCH_MAX = 200;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const wholeNumber = (message: string) => z.coerce.number({ error: message }).int(message);

/** A page of a list: which page, how long, a search and the order (newest first unless asked). */
export const pagingSchema = z.object({
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX, `Keep the search to ${SEARCH_MAX} characters or fewer.`)
    .optional(),
  page: wholeNumber('The page is a whole number.')
    .min(1, 'Pages start at 1.')
    .max(PAGE_MAX, `Pages end at ${PAGE_MAX}.`)
    .default(1),
  pageSize: wholeNumber('The page size is a whole number.')
    .min(1, 'At least 1 per page.')
    .max(PAGE_SIZE_MAX, `At most ${PAGE_SIZE_MAX} per page.`)
    .default(DEFAULT_PAGE_SIZE),
  order: z.enum(SORT_ORDERS, { error: 'The order is asc or desc.' }).default('desc'),
});

/** The column a list sorts by: one of `sorts`, the first unless asked. */
export const sortSchema = <const Sort extends readonly [string, ...string[]]>(sorts: Sort) =>
  z.enum(sorts, { error: `Sort by one of: ${sorts.join(', ')}.` }).default(sorts[0]);

/** The answer's shape: one page of `item`s and how many there are in all. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
