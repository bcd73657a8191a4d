import { useSearchParams } from 'react-router-dom';
import { keepPreviousData } from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import type { DecorateProcedure } from '@trpc/react-query/shared';
import type { z } from 'zod';
import { readListInput, type ListUrl } from './list-query.ts';

/** A page of a list as its procedure returns it. */
export interface ListPage<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** What a list's table reads of its tRPC query (kept on its last page while the next loads). */
export interface PageQuery<Row> {
  data: ListPage<Row> | undefined;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** What tRPC knows of a list procedure, such as `trpc.adminUsers.list`. */
interface ListDef {
  input: unknown;
  output: ListPage<{ id: string }>;
  transformer: boolean;
  errorShape: unknown;
}

/** What `ServerTable` shows: the procedure's query and the page the URL asks for. */
export interface ServerList<Query> {
  query: Query;
  page: { index: number; size: number };
}

/**
 * A list the server searches, sorts and pages, its state in the URL: the URL's query read with the
 * procedure's own input schema (`list`) is the procedure's input, so the two never disagree. The
 * list keeps showing its last page while the next one loads.
 */
export function useServerTable<Def extends ListDef, Shape extends z.core.$ZodLooseShape>(
  procedure: DecorateProcedure<'query', Def>,
  list: ListUrl<Shape>,
  options: { retry?: (failures: number, error: TRPCClientErrorLike<Def>) => boolean } = {},
) {
  const [params] = useSearchParams();
  const input = readListInput(list, params);
  const query = procedure.useQuery(input, { placeholderData: keepPreviousData, ...options });
  return { query, page: { index: input.page, size: input.pageSize } } satisfies ServerList<typeof query>;
}
