// The languages the site speaks, and how a request picks one. The client's messages are compiled
// by Paraglide (project.inlang, messages/*.json); the server only needs to know which language a
// page is rendered in, the same way the browser's runtime will pick it (a test checks they agree).

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'en';

/** The cookie the language switch writes (Paraglide's `cookieName`, project.inlang/paraglide.config.js). */
export const LOCALE_COOKIE = 'lang';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** What `Intl` is given for a locale: India's conventions in both languages (₹1,50,000). */
export const intlLocale = (locale: Locale): string => `${locale}-IN`;

/**
 * The language of a request: the cookie when it names one of ours, else the first of the browser's
 * languages (Accept-Language, by weight) that we speak, else English.
 */
export function localeOfRequest(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  const chosen = cookieValue(cookieHeader, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return preferredLocale(acceptLanguage) ?? BASE_LOCALE;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The best of Accept-Language's languages that we speak ("hi-IN,hi;q=0.9,en;q=0.8" -> hi). */
export function preferredLocale(acceptLanguage: string | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale);
}
