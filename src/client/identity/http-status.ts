/** The HTTP status a tRPC client error carries, if any. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data?: { httpStatus?: unknown } | null }).data;
  return typeof data?.httpStatus === 'number' ? data.httpStatus : undefined;
}

export const isUnauthorized = (error: unknown) => httpStatusOf(error) === 401;
