import { useEffect, useState } from 'react';
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

/** Now, ticking each second while `until` is under an hour away, each half minute before that. */
export function useNow(until: Date): number {
  const [now, setNow] = useState(() => Date.now());
  const near = until.getTime() - now < HOUR;
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), near ? SECOND : 30 * SECOND);
    return () => clearInterval(timer);
  }, [near]);
  return now;
}
