import type { ReactNode } from 'react';
import { CalendarDaysIcon, MonitorIcon, SmartphoneIcon } from 'lucide-react';
import { formatCount, formatMoney } from '../i18n/format.ts';
import { LOWEST_PASS_PRICE } from '../../shared/passes.ts';
import { largestPrizePool } from '../../shared/registration-rules.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { GameArt } from '../components/games/game-art.tsx';
import { formatTime } from '../lib/indian-time.ts';
import { trpc } from '../lib/trpc.ts';
import type { RouterOutputs } from '../lib/trpc.ts';
import { findQualifier, qualifierRange } from '../components/qualifier-dates.tsx';
import type { NextQualifier } from '../components/qualifier-dates.tsx';
import { prefetchHandlers } from './register-launcher.tsx';
import { m } from '../../paraglide/messages.js';

type Game = RouterOutputs['games']['list'][number];

const QUALIFIERS_STALE_MS = 60_000;

const PLATFORM_NAMES: Record<Game['platform'], () => string> = {
  mobile: m.site_platform_mobile,
  pc: m.site_platform_pc,
};

/**
 * The championships on offer, one card per game: where it is played, the formats, when the next
 * qualifier plays, the lowest fee and the prize pool, with a register button for that game.
 */
export default function Championships({
  games,
  onRegister,
}: {
  games: readonly Game[];
  onRegister: (gameSlug: string) => void;
}) {
  const qualifiers = trpc.qualifiers.next.useQuery(undefined, { staleTime: QUALIFIERS_STALE_MS });
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {games.map((game) => (
        <li key={game.slug}>
          <GameCard
            game={game}
            solo={findQualifier(qualifiers.data, game.slug, 'solo')}
            squad={findQualifier(qualifiers.data, game.slug, 'squad')}
            onRegister={() => onRegister(game.slug)}
          />
        </li>
      ))}
    </ul>
  );
}

function GameCard({
  game,
  solo,
  squad,
  onRegister,
}: {
  game: Game;
  solo: NextQualifier | undefined;
  squad: NextQualifier | undefined;
  onRegister: () => void;
}) {
  const PlatformIcon = game.platform === 'pc' ? MonitorIcon : SmartphoneIcon;
  const headingId = `championship-${game.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="championship-card"
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card"
    >
      <GameArt slug={game.slug} className="w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={headingId} className="text-lg font-bold">
            {game.name}
          </h3>
          <Badge variant="secondary" className="shrink-0">
            <PlatformIcon aria-hidden="true" />
            {PLATFORM_NAMES[game.platform]()}
          </Badge>
        </div>
        <dl className="grid gap-1.5 text-sm">
          <Fact term={m.site_card_formats()} value={m.site_card_formats_value({ size: game.teamSize })} />
          {game.openForRegistration ? (
            <Fact
              term={m.site_card_next_qualifier()}
              value={solo ? <QualifierWhen solo={solo} squad={squad} /> : m.site_card_loading()}
            />
          ) : (
            <Fact term={m.site_card_next_qualifier()} value={m.site_coming_soon()} />
          )}
          {game.openForRegistration && solo && squad && (
            <Fact
              term={m.site_card_places_left()}
              value={
                <span data-testid="championship-places-left">
                  {m.site_card_places_left_value({
                    solo: formatCount(placesLeft(solo)),
                    squad: formatCount(placesLeft(squad)),
                  })}
                </span>
              }
            />
          )}
          <Fact
            term={m.site_card_entry()}
            value={m.site_card_entry_value({ amount: formatMoney(LOWEST_PASS_PRICE) })}
          />
          <Fact
            term={m.site_card_prize_pool()}
            value={m.site_card_prize_pool_value({
              solo: formatMoney(largestPrizePool('solo')),
              squad: formatMoney(largestPrizePool('squad')),
            })}
          />
        </dl>
        <Button
          type="button"
          className="mt-auto"
          disabled={!game.openForRegistration}
          onClick={onRegister}
          aria-describedby={headingId}
          {...prefetchHandlers}
        >
          {game.openForRegistration ? m.site_card_register() : m.site_coming_soon()}
        </Button>
      </div>
    </article>
  );
}

/** The places left in the pools a payer now joins, over every tier and pass of a format. */
const placesLeft = (qualifier: NextQualifier): number =>
  qualifier.pools.reduce((sum, pool) => sum + pool.placesLeft, 0);

/** The five match days at 7 PM, and the squad's when they differ from the solo's. */
function QualifierWhen({ solo, squad }: { solo: NextQualifier; squad: NextQualifier | undefined }) {
  const [first] = solo.matchTimes;
  const sameDays = squad && qualifierRange(squad.matchTimes) === qualifierRange(solo.matchTimes);
  return (
    <span className="inline-flex items-start gap-1.5" data-testid="championship-dates">
      <CalendarDaysIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>
        {m.site_card_matches({ count: solo.matchTimes.length, range: qualifierRange(solo.matchTimes) })}
        {first && `, ${formatTime(first)}`}
        {squad && !sameDays && ` ${m.site_card_squad_days({ range: qualifierRange(squad.matchTimes) })}`}
      </span>
    </span>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="shrink-0 text-muted-foreground">{term}</dt>
      <dd className="text-right font-medium text-balance">{value}</dd>
    </div>
  );
}
