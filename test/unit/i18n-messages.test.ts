import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareCatalogs, messageProblems } from '../../scripts/i18n-messages.ts';
import { BASE_LOCALE, LOCALES, LOCALE_COOKIE } from '../../src/shared/locale.ts';
import { baseLocale, cookieName, locales } from '../../src/paraglide/runtime.js';

describe("the languages' messages", () => {
  it('have the same keys and placeholders in every language', () => {
    expect(messageProblems('messages')).toEqual([]);
  });

  it('are told apart when a key is missing or a placeholder differs', () => {
    const catalogs = new Map<string, Record<string, unknown>>([
      ['en', { $schema: 'x', hello: 'Hello {name}', bye: 'Bye', count: 'A {n}' }],
      ['hi', { hello: 'नमस्ते {naam}', count: 'ए {n}', extra: 'और' }],
    ]);
    expect(compareCatalogs(catalogs)).toEqual([
      'bye: missing in hi',
      'extra: missing in en',
      'hello: placeholders {name} in en but {naam} in hi',
    ]);
  });

  it('are all compiled: every area folder is in the inlang project', () => {
    const settings = JSON.parse(fs.readFileSync('project.inlang/settings.json', 'utf8')) as {
      'plugin.inlang.messageFormat': { pathPattern: string[] };
    };
    const areas = fs.readdirSync('messages', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(settings['plugin.inlang.messageFormat'].pathPattern.sort()).toEqual(
      areas.map((area) => `./messages/${area.name}/{locale}.json`).sort(),
    );
  });

  it("agree with Paraglide's compiled runtime on the languages and the cookie", () => {
    expect([...locales]).toEqual([...LOCALES]);
    expect(baseLocale).toBe(BASE_LOCALE);
    expect(cookieName).toBe(LOCALE_COOKIE);
  });
});
