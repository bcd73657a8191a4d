import { useMemo, useSyncExternalStore } from 'react';
import { useDrawnAt } from '../lib/drawn-at.ts';
import { m } from '../../paraglide/messages.js';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;

/** Time left as a player reads it: "2 d 5 h", "2 h 14 min", then "04:59" in the last hour. */
export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / SECOND));
  const pad = (n: number) => String(n).padStart(2, '0');
  if (seconds * SECOND >= DAY) {
    return m.account_countdown_days({
      days: Math.floor((seconds * SECOND) / DAY),
      hours: Math.floor(((seconds * SECOND) % DAY) / HOUR),
    });
  }
  if (seconds * SECOND >= HOUR) {
    return m.account_countdown_hours({
      hours: Math.floor((seconds * SECOND) / HOUR),
      minutes: Math.floor((seconds % 3600) / 60),
    });
  }
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/**
 * Now (to the second), ticking each second while `until` is under an hour away, each half minute
 * before that. On a page the server drew, the app's first render is for the moment it was drawn,
 * so that it takes the HTML over unchanged (React hydrates with the store's server snapshot), and
 * moves to the device's clock right after.
 */
export function useNow(until: Date): number {
  const drawnAt = useDrawnAt();
  const time = until.getTime();
  const subscribe = useMemo(() => ticksUntil(time), [time]);
  return useSyncExternalStore(subscribe, wholeSecond, () => drawnAt ?? wholeSecond());
}

/** The clock read to the second: the same value however often React reads it within a second. */
const wholeSecond = () => Math.floor(Date.now() / SECOND) * SECOND;

/** Calls `onTick` each second while `until` is under an hour away, each half minute before that. */
function ticksUntil(until: number) {
  return (onTick: () => void) => {
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(
        () => {
          onTick();
          next();
        },
        until - Date.now() < HOUR ? SECOND : 30 * SECOND,
      );
    };
    next();
    return () => clearTimeout(timer);
  };
}
