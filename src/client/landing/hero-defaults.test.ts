import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_HERO } from '../../shared/hero-defaults.ts';
import { baseLocale, overwriteGetLocale } from '../../paraglide/runtime.js';
import { defaultHero, heroToShow } from './hero-defaults.ts';

afterEach(() => overwriteGetLocale(() => baseLocale));

describe('the landing hero', () => {
  it("in English is the built-in hero's words, letter for letter", () => {
    overwriteGetLocale(() => 'en');
    expect(defaultHero()).toEqual(DEFAULT_HERO);
  });

  it('shows the built-in hero in the page language, whether missing or stored unchanged', () => {
    overwriteGetLocale(() => 'hi');
    expect(heroToShow(undefined).ctaLabel).toBe('अभी खेलना शुरू करें');
    const seeded = { ...DEFAULT_HERO, updatedAt: new Date() };
    expect(heroToShow(seeded)).toEqual(defaultHero());
  });

  it("shows an admin's hero as they wrote it", () => {
    overwriteGetLocale(() => 'hi');
    const edited = { ...DEFAULT_HERO, title: 'Diwali Cup is live' };
    expect(heroToShow(edited)).toBe(edited);
  });
});
