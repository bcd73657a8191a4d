import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ChoiceCard } from '../choice-card.tsx';
import type { GameSummary } from '../games.ts';
import { StepActions } from '../step-actions.tsx';

/** Step 2: Game Selection, from the server's open games. */
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

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">Choose your game</legend>
        {loadFailed ? (
          <div role="alert" className="grid justify-items-start gap-3 rounded-lg border p-4 text-sm">
            <p>Failed to load games</p>
            <Button type="button" variant="outline" size="sm" onClick={onRetry}>
              Try Again
            </Button>
          </div>
        ) : open ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {open.map((game) => (
              <ChoiceCard
                key={game.slug}
                name="game"
                value={game.slug}
                checked={selectedGame === game.slug}
                onSelect={onSelect}
                title={game.name}
              />
            ))}
          </div>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-14 rounded-lg" />
            ))}
          </div>
        )}
      </fieldset>
      <StepActions onBack={onBack}>
        <Button type="button" size="lg" disabled={!selectedGame} onClick={onContinue}>
          Continue
        </Button>
      </StepActions>
    </div>
  );
}
