import { CalendarDaysIcon } from 'lucide-react';
import type { PlayFormat } from '../../shared/registration-rules.ts';
import { formatCount } from '../i18n/format.ts';
import { formatDay, formatTime } from '../lib/indian-time.ts';
import { trpc } from '../lib/trpc.ts';
import type { RouterOutputs } from '../lib/trpc.ts';
import { m } from '../../paraglide/messages.js';

export type NextQualifier = RouterOutputs['qualifiers']['next'][number];

const NEXT_QUALIFIERS_STALE_MS = 60_000;

/** The qualifiers a player paying now would join, per game and format (shared by the steps). */
export function useNextQualifiers() {
  return trpc.qualifiers.next.useQuery(undefined, { staleTime: NEXT_QUALIFIERS_STALE_MS });
}

export function findQualifier(
  qualifiers: readonly NextQualifier[] | undefined,
  game: string,
  playFormat: PlayFormat,
): NextQualifier | undefined {
  return qualifiers?.find((q) => q.game === game && q.playFormat === playFormat);
}

/** "Wed, 25 Nov – Mon, 7 Dec": the first and last match days. */
export function qualifierRange(matchTimes: readonly Date[]): string {
  const first = matchTimes[0];
  const last = matchTimes.at(-1);
  if (!first || !last) return '';
  return first === last ? formatDay(first) : `${formatDay(first)} – ${formatDay(last)}`;
}

/** When the player's matches are: every match day and the start time, in Indian time. */
export function QualifierDates({ qualifier }: { qualifier: NextQualifier }) {
  const [first] = qualifier.matchTimes;
  if (!first) return null;
  return (
    <div className="flex gap-3 text-sm" data-testid="qualifier-dates">
      <CalendarDaysIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <p>
        <span className="font-medium">
          {m.registration_qualifier_matches({
            count: formatCount(qualifier.matchTimes.length),
            range: qualifierRange(qualifier.matchTimes),
          })}
        </span>
        {m.registration_qualifier_each_at({
          time: formatTime(first),
          days: qualifier.matchTimes.map((time) => formatDay(time)).join(' · '),
        })}
      </p>
    </div>
  );
}
