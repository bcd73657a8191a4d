import { useId } from 'react';
import { CheckCircle2Icon } from 'lucide-react';
import { formatCount, formatMoney } from '../../i18n/format.ts';
import { LOWEST_PASS_PRICE } from '../../../shared/passes.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { GameArt } from '../../components/games/game-art.tsx';
import type { GamePlatform } from '../../../shared/registration-rules.ts';
import { cn } from '../../lib/utils.ts';
import type { GameSummary } from '../games.ts';
import { findQualifier, qualifierRange, useNextQualifiers } from '../../components/qualifier-dates.tsx';
import type { NextQualifier } from '../../components/qualifier-dates.tsx';
import { StepActions } from '../step-actions.tsx';
import { m } from '../../../paraglide/messages.js';

const PLATFORM_TEXT: Record<GamePlatform, () => string> = {
  mobile: m.registration_platform_mobile,
  pc: m.registration_platform_pc,
};

/**
 * Step 2: Game Selection, from the server's open games. Each card says what the player signs up
 * for: where it is played, the formats, when the next qualifier plays and the lowest fee.
 */
export function GameStep({
  games,
  loadFailed,
  onRetry,
  selectedGame,
  onSelect,
  onBack,
  onContinue,
}: {
  games: GameSummary[] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  selectedGame: string;
  onSelect: (slug: string) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const open = games?.filter((game) => game.openForRegistration);
  const qualifiers = useNextQualifiers();

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">{m.registration_game_legend()}</legend>
        {loadFailed ? (
          <div role="alert" className="grid justify-items-start gap-3 rounded-lg border p-4 text-sm">
            <p>{m.registration_games_failed()}</p>
            <Button type="button" variant="outline" size="sm" onClick={onRetry}>
              {m.registration_try_again()}
            </Button>
          </div>
        ) : open ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {open.map((game) => (
              <GameChoice
                key={game.slug}
                game={game}
                qualifier={findQualifier(qualifiers.data, game.slug, 'solo')}
                checked={selectedGame === game.slug}
                onSelect={onSelect}
              />
            ))}
          </div>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-24 rounded-lg" />
            ))}
          </div>
        )}
      </fieldset>
      <StepActions onBack={onBack} missing={selectedGame ? null : m.registration_game_missing()}>
        {(describedBy) => (
          <Button
            type="button"
            size="lg"
            disabled={!selectedGame}
            onClick={onContinue}
            aria-describedby={describedBy}
          >
            {m.registration_continue()}
          </Button>
        )}
      </StepActions>
    </div>
  );
}

/** A game as a radio card: artwork, name, platform and formats, the qualifier's dates, the fee. */
function GameChoice({
  game,
  qualifier,
  checked,
  onSelect,
}: {
  game: GameSummary;
  qualifier: NextQualifier | undefined;
  checked: boolean;
  onSelect: (slug: string) => void;
}) {
  const detailsId = useId();
  return (
    <label
      className={cn(
        'relative flex cursor-pointer items-center gap-3 rounded-lg border bg-card p-3 transition-colors hover:border-primary/60',
        'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
        checked && 'border-primary bg-primary/10 ring-1 ring-primary',
      )}
    >
      <input
        type="radio"
        name="game"
        value={game.slug}
        checked={checked}
        onChange={() => onSelect(game.slug)}
        aria-label={game.name}
        aria-describedby={detailsId}
        className="sr-only"
      />
      <GameArt slug={game.slug} className="w-20 shrink-0 rounded-md" />
      <span className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <span className="font-semibold text-base">{game.name}</span>
        <span id={detailsId} className="grid gap-0.5">
          <span className="text-muted-foreground">
            {PLATFORM_TEXT[game.platform]()} ·{' '}
            {m.registration_game_formats({ size: formatCount(game.teamSize) })}
          </span>
          {qualifier && (
            <span data-testid="game-qualifier-dates">
              {m.registration_game_plays({ range: qualifierRange(qualifier.matchTimes) })}
            </span>
          )}
          <span className="text-muted-foreground">
            {m.registration_game_from({ price: formatMoney(LOWEST_PASS_PRICE) })}
          </span>
        </span>
      </span>
      <CheckCircle2Icon
        aria-hidden="true"
        className={cn('size-5 shrink-0 self-start text-primary', checked ? 'opacity-100' : 'opacity-0')}
      />
    </label>
  );
}
