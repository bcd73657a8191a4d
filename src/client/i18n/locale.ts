import { intlLocale, isLocale, type Locale } from '../../shared/locale.ts';
import { getLocale, overwriteGetLocale, setLocale } from '../../paraglide/runtime.js';

/**
 * The page's language is the one the server wrote into `<html lang>` (from the `lang` cookie or
 * the browser's languages, see src/shared/locale.ts), so the app hydrates the server's HTML in the
 * same words. Without it (Vite's dev server) Paraglide's own strategies decide: cookie, browser, base.
 */
export function adoptDocumentLocale(): void {
  const fromDocument = document.documentElement.lang.split('-')[0];
  if (isLocale(fromDocument)) overwriteGetLocale(() => fromDocument);
  else document.documentElement.lang = intlLocale(currentLocale());
}

export const currentLocale = (): Locale => getLocale();

/** Remembers the choice (a year-long cookie) and reloads, so the server renders the page in it. */
export function chooseLocale(locale: Locale): void {
  if (locale !== currentLocale()) void setLocale(locale);
}

/**
 * The `lang` of content served in `language` (a post or page without the page's version falls
 * back to English): set only when it differs from the page's, so screen readers switch voice.
 */
export function contentLang(language: Locale): string | undefined {
  return language === currentLocale() ? undefined : intlLocale(language);
}
