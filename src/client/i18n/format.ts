import { intlLocale } from '../../shared/locale.ts';
import { currentLocale } from './locale.ts';

/**
 * An `Intl` formatter in the page's language (`en-IN` or `hi-IN`), made once per language: the
 * server renders pages in both, one after the other.
 */
export function localized<F>(make: (locale: string) => F): () => F {
  const made = new Map<string, F>();
  return () => {
    const locale = intlLocale(currentLocale());
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

const rupees = localized(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
);
const numbers = localized((locale) => new Intl.NumberFormat(locale));

/** Whole rupees the Indian way in either language: ₹1,50,000. */
export const formatMoney = (amount: number): string => rupees().format(amount);

const rupeesAndPaise = localized(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** An amount in paise (a prize shared to the paisa): ₹3,000, or ₹1,666.67 when it has paise. */
export const formatPaise = (paise: number): string =>
  paise % 100 === 0 ? formatMoney(paise / 100) : rupeesAndPaise().format(paise / 100);
/** A count with Indian grouping: 1,50,000. */
export const formatCount = (value: number): string => numbers().format(value);

const monthYear = localized(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }),
);

/** "2026-05" as "May 2026"; any other text as it is. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return monthYear().format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}
