import { isLocale, type Locale } from '../../shared/locale.ts';
import type { EventParams, EventType } from './catalogue.ts';
import { MATCH_TEXTS } from './texts/match.ts';
import { MONEY_TEXTS } from './texts/money.ts';
import { ORGANISER_TEXTS } from './texts/organiser.ts';
import { RESULTS_TEXTS } from './texts/results.ts';
import { SECURITY_TEXTS } from './texts/security.ts';
import { SQUAD_TEXTS } from './texts/squad.ts';
import type { EventText, EventTexts } from './texts/text.ts';

// The words of every event, in English and Hindi: the bell's title and body, which are also the
// push notification, the e-mail's subject and first paragraph, and what SMS and WhatsApp templates
// are filled from. One file per event group in texts/.

export type { EventText, EventTexts } from './texts/text.ts';

/** Every event's words: an event without them does not compile. */
const TEXTS: Record<EventType, EventTexts> = {
  ...MONEY_TEXTS,
  ...SECURITY_TEXTS,
  ...SQUAD_TEXTS,
  ...MATCH_TEXTS,
  ...RESULTS_TEXTS,
  ...ORGANISER_TEXTS,
};

/**
 * An event's words for a recipient. An event about something written in one language (a grievance,
 * answered in the language it was raised in) names it as its `language` parameter, which wins.
 */
export function renderEvent(type: EventType, language: Locale, params: EventParams): EventText {
  return TEXTS[type][isLocale(params.language) ? params.language : language](params);
}
