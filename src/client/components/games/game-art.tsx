import type { GamePlatform } from '../../../shared/registration-rules.ts';
import { cn } from '../../lib/utils.ts';

// Bundled artwork, one picture per seeded game (no external hosts); a game an admin adds later
// gets the generic one. Files, not inlined data, so they are cached and kept out of the scripts.
const ART = import.meta.glob<string>('./art/*.svg', { eager: true, query: '?no-inline', import: 'default' });
const GENERIC = ART['./art/game.svg'];

export const PLATFORM_LABELS: Record<GamePlatform, string> = { mobile: 'Mobile', pc: 'PC' };

/** "Solo or squad of 4": the formats a game is played in. */
export const formatsOf = (teamSize: number): string => `Solo or squad of ${teamSize}`;

/** A game's 16:9 artwork; decorative, the card names the game. */
export function GameArt({
  slug,
  className,
  eager = false,
}: {
  slug: string;
  className?: string;
  /** Above the fold: load at once instead of when scrolled near. */
  eager?: boolean;
}) {
  return (
    <img
      src={ART[`./art/${slug}.svg`] ?? GENERIC}
      alt=""
      width={160}
      height={90}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('aspect-video object-cover', className)}
    />
  );
}
