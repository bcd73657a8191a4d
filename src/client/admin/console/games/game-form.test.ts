import { describe, expect, it } from 'vitest';
import {
  emptyGameForm,
  gameFormOf,
  gameFormSchema,
  gameInputOf,
  nextSortOrder,
  slugOf,
} from './game-form.ts';

const game = {
  id: 'g1',
  slug: 'valorant',
  name: 'Valorant',
  category: 'tactical' as const,
  openForRegistration: false,
  teamSize: 5,
  platform: 'pc' as const,
  sortOrder: 2,
};

describe('the game form', () => {
  it('starts a new game with the server defaults and the next place', () => {
    expect(gameInputOf({ ...emptyGameForm(10), name: ' Apex ', slug: ' apex ' })).toEqual({
      name: 'Apex',
      slug: 'apex',
      category: 'battle_royale',
      platform: 'mobile',
      teamSize: 4,
      sortOrder: 10,
      openForRegistration: true,
    });
  });

  it('sends an edited game back with what was not changed', () => {
    const { id: _id, ...rest } = game;
    expect(gameInputOf(gameFormOf(game))).toEqual(rest);
  });

  it('leaves an empty squad size to the server and sends what is not a number for its message', () => {
    const form = gameFormOf(game);
    expect(gameInputOf({ ...form, teamSize: ' ' }).teamSize).toBeUndefined();
    expect(gameInputOf({ ...form, teamSize: '2.5' }).teamSize).toBe(2.5);
    expect(gameInputOf({ ...form, sortOrder: '' }).sortOrder).toBe(0);
  });
});

describe('the game form checked', () => {
  const issues = (form: ReturnType<typeof gameFormOf>) =>
    gameFormSchema.safeParse(form).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
  it("says what is wrong in the server's words", () => {
    expect(
      issues({ ...gameFormOf(game), name: ' ', slug: 'Not A Slug', teamSize: '9', sortOrder: 'x' }),
    ).toEqual([
      ['slug', 'Use lower-case letters, digits and single hyphens in the slug.'],
      ['name', 'Name is required.'],
      ['sortOrder', 'Order is a whole number from 0 to 1000.'],
      ['teamSize', expect.stringMatching(/^Team size is the number of players in a squad/)],
    ]);
    expect(gameFormSchema.parse(gameFormOf(game))).toMatchObject({ slug: 'valorant', teamSize: 5 });
  });
});

describe('helpers', () => {
  it('suggests a slug from a name', () => {
    expect(slugOf('Free Fire Max!')).toBe('free-fire-max');
    expect(slugOf('  Pokémon   Unite ')).toBe('pokemon-unite');
    expect(slugOf('***')).toBe('');
    expect(slugOf('a'.repeat(79) + ' b')).toBe('a'.repeat(79));
  });

  it('places a new game after the last one', () => {
    expect(nextSortOrder([])).toBe(1);
    expect(nextSortOrder([{ sortOrder: 3 }, { sortOrder: 9 }])).toBe(10);
    expect(nextSortOrder([{ sortOrder: 1000 }])).toBe(1000);
  });
});
