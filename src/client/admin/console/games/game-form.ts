import { z } from 'zod';
import { gameInputSchema, type GameView } from '../../../../shared/games.ts';
import {
  GAME_CATEGORIES,
  GAME_PLATFORMS,
  type GameCategory,
  type GamePlatform,
} from '../../../../shared/registration-rules.ts';

// The add / edit form of the games section: what its fields hold (text, as inputs do) and the
// input the server takes, checked by the schema the server applies (shared/games.ts).

export interface GameForm {
  name: string;
  slug: string;
  category: GameCategory;
  platform: GamePlatform;
  /** Players per squad, the captain included. */
  teamSize: string;
  sortOrder: string;
  openForRegistration: boolean;
}

/** The form of a new game: the server's defaults (a squad of 4, mobile, open). */
export function emptyGameForm(nextSortOrder: number): GameForm {
  return {
    name: '',
    slug: '',
    category: 'battle_royale',
    platform: 'mobile',
    teamSize: '4',
    sortOrder: String(nextSortOrder),
    openForRegistration: true,
  };
}

export function gameFormOf(game: GameView): GameForm {
  return {
    name: game.name,
    slug: game.slug,
    category: game.category,
    platform: game.platform,
    teamSize: String(game.teamSize),
    sortOrder: String(game.sortOrder),
    openForRegistration: game.openForRegistration,
  };
}

/** A whole number from a field; what is not one is checked as typed, for the schema's message. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

export function gameInputOf(form: GameForm): z.input<typeof gameInputSchema> {
  return {
    name: form.name.trim(),
    slug: form.slug.trim(),
    category: form.category,
    platform: form.platform,
    teamSize: numberOf(form.teamSize),
    sortOrder: numberOf(form.sortOrder) ?? 0,
    openForRegistration: form.openForRegistration,
  };
}

/** The form's values, checked as the server checks them, as the input it takes. */
export const gameFormSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    category: z.enum(GAME_CATEGORIES),
    platform: z.enum(GAME_PLATFORMS),
    teamSize: z.string(),
    sortOrder: z.string(),
    openForRegistration: z.boolean(),
  })
  .transform(gameInputOf)
  .pipe(gameInputSchema);
export const GAME_FIELDS = [
  'name',
  'slug',
  'category',
  'platform',
  'teamSize',
  'sortOrder',
  'openForRegistration',
] as const satisfies readonly (keyof GameForm)[];

/** The slug a name suggests: "Free Fire Max!" reads "free-fire-max". */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The place after the last game's, for a new one. */
export const nextSortOrder = (games: readonly Pick<GameView, 'sortOrder'>[]) =>
  Math.min(1000, games.reduce((last, game) => Math.max(last, game.sortOrder), 0) + 1);

export const CATEGORY_LABELS: Record<GameCategory, string> = {
  moba: 'MOBA',
  fps: 'FPS',
  strategy: 'Strategy',
  tactical: 'Tactical',
  battle_royale: 'Battle royale',
};

export const PLATFORM_LABELS: Record<GamePlatform, string> = { mobile: 'Mobile', pc: 'PC' };
