import { createContext, useContext } from 'react';

/**
 * When the server drew the page (ms since the epoch), or null for a page the app drew itself. Text
 * relative to now (a countdown, whether check-in is open) is first drawn for that moment, so that
 * the app takes over the server's HTML unchanged (hydration must draw what the server drew), then
 * moves to the device's clock (see useNow in dashboard/countdown.ts).
 */
export const DrawnAt = createContext<number | null>(null);

/** The moment time-relative text is drawn for on a component's first render. */
export function useDrawnAt(): number | null {
  return useContext(DrawnAt);
}
