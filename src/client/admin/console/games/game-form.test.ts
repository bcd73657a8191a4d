import { describe, expect, it } from 'vitest';
import {
  CHECK_IN,
  DEFAULT_PLACEMENT_POINTS,
  DEFAULT_POINTS_PER_FINISH,
  DEFAULT_SEASON_START,
} from '../../../../shared/championship-rules.ts';
import {
  emptyGameForm,
  firstMessage,
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
  scoringFormat: 'head-to-head' as const,
  soloLobbySize: 2,
  squadLobbySize: 2,
  checkInOpensMinutes: 60,
  checkInClosesMinutes: 15,
  placementPoints: [10, 6, 5, 4, 3, 2, 1, 1],
  pointsPerFinish: 1,
  seasonStart: '2027-04',
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
      scoringFormat: 'head-to-head',
      soloLobbySize: 2,
      squadLobbySize: 2,
      checkInOpensMinutes: CHECK_IN.opensMinutesBefore,
      checkInClosesMinutes: CHECK_IN.closesMinutesBefore,
      placementPoints: [...DEFAULT_PLACEMENT_POINTS],
      pointsPerFinish: DEFAULT_POINTS_PER_FINISH,
      seasonStart: DEFAULT_SEASON_START,
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

describe('the scoring and match fields', () => {
  it('read placement points as a comma-separated list, and show them so', () => {
    const form = gameFormOf({ ...game, placementPoints: [8, 7, 6] });
    expect(form.placementPoints).toBe('8, 7, 6');
    expect(gameInputOf({ ...form, placementPoints: ' 12,9 , 0 ' }).placementPoints).toEqual([12, 9, 0]);
    expect(gameInputOf({ ...form, placementPoints: ' ' }).placementPoints).toBeUndefined();
    expect(gameInputOf({ ...form, placementPoints: '5,,x' }).placementPoints).toEqual([5, NaN, NaN]);
  });

  it("say what is wrong in the server's words", () => {
    const wrong = (changes: Partial<ReturnType<typeof gameFormOf>>) =>
      gameFormSchema
        .safeParse({ ...gameFormOf(game), ...changes })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(wrong({ placementPoints: '5, x', soloLobbySize: '1', pointsPerFinish: '11' })).toEqual([
      ['soloLobbySize', 'A lobby holds 2 to 200 entries.'],
      ['placementPoints.1', 'Placement points are whole numbers from 0 up, for 1st, 2nd and so on.'],
      ['pointsPerFinish', 'Points per finish are a whole number from 0 to 10.'],
    ]);
    expect(wrong({ placementPoints: '1, 2' })).toEqual([
      ['placementPoints', 'A lower placement cannot score more points than a higher one.'],
    ]);
    expect(wrong({ checkInOpensMinutes: '10', checkInClosesMinutes: '10' })).toEqual([
      ['checkInClosesMinutes', 'Check-in must open before it closes: more minutes before the start.'],
    ]);
    expect(firstMessage([undefined, { message: 'second' }])).toBe('second');
    expect(firstMessage({ message: 'whole' })).toBe('whole');
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
