import { createContext, useContext } from 'react';

/**
 * Told by a page rendered on the server that it is the 404 page (see entry-server.tsx), so that the
 * server answers with status 404: a route of the table whose content turned out not to exist (an
 * unknown pool's leaderboard). Absent in the browser.
 */
export const ServerNotFound = createContext<(() => void) | null>(null);

export function useNotFoundStatus(): void {
  useContext(ServerNotFound)?.();
}
