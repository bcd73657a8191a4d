import { describe, expect, it } from 'vitest';
import { resolveIntentGame } from '../registration/games.ts';
import {
  gameKey,
  readIntent,
  readStep,
  returnUrlWithIntent,
  searchAtStep,
  searchWithoutIntent,
} from './register-intent.ts';

const games = [
  { slug: 'bgmi', name: 'BGMI', openForRegistration: true },
  { slug: 'free-fire-max', name: 'Free Fire Max', openForRegistration: true },
  { slug: 'fortnite', name: 'Fortnite', openForRegistration: false },
];

describe('register intent', () => {
  it('travels through sign-in in the return URL', () => {
    const url = returnUrlWithIntent(
      { pathname: '/new-landing', search: '?ref=ad' },
      { game: 'bgmi', format: 'squad' },
    );
    expect(url).toBe('/new-landing?ref=ad&register=1&game=bgmi&format=squad');
    expect(readIntent(url.slice(url.indexOf('?')))).toEqual({ game: 'bgmi', format: 'squad' });
    expect(returnUrlWithIntent({ pathname: '/', search: '' }, { game: '', format: '' })).toBe('/?register=1');
  });

  it('ignores URLs that do not ask to register, and unknown formats', () => {
    expect(readIntent('?game=bgmi')).toBeNull();
    expect(readIntent('?register=1&format=trio')).toEqual({ game: '', format: '' });
    expect(searchWithoutIntent('?ref=ad&register=1&game=bgmi&format=solo')).toBe('?ref=ad');
    expect(searchWithoutIntent('?register=1')).toBe('');
  });

  it('keeps the step in the URL, without the choices once they are applied', () => {
    const at = searchAtStep('?ref=ad&register=1&game=bgmi&format=solo', 'category');
    expect(at).toBe('?ref=ad&register=1&step=category');
    expect(readStep(at)).toBe('category');
    expect(readIntent(at)).toEqual({ game: '', format: '' });
    expect(searchWithoutIntent(at)).toBe('?ref=ad');
  });

  it("finds the landing page's game among the open games by slug or name", () => {
    expect(gameKey('Free-fire Max')).toBe(gameKey('Free Fire Max'));
    expect(resolveIntentGame(games, 'freefiremax')).toBe('free-fire-max');
    expect(resolveIntentGame(games, 'bgmi')).toBe('bgmi');
    expect(resolveIntentGame(games, 'fortnite')).toBe('');
    expect(resolveIntentGame(games, '')).toBe('');
    expect(resolveIntentGame(games, 'chess')).toBe('');
  });
});
