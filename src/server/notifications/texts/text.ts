import type { Locale } from '../../../shared/locale.ts';
import type { EventParams, EventType } from '../catalogue.ts';

// The shape of an event's words: a title and a one-paragraph body per language, made from the
// event's parameters (already formatted: amounts as ₹1,500, times in IST).

export interface EventText {
  title: string;
  body: string;
}

export type EventTexts = Record<Locale, (params: EventParams) => EventText>;

/** The texts of some events, each in every language. */
export type TextsOf<T extends EventType> = Record<T, EventTexts>;

/** A parameter that may be absent, as text ('' when missing). */
export const opt = (params: EventParams, name: string): string => String(params[name] ?? '');
