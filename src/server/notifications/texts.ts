import type { Locale } from '../../shared/locale.ts';
import type { EventParams, EventType } from './catalogue.ts';
import { MATCH_TEXTS } from './texts/match.ts';

// The words of every event, in English and Hindi: the bell's title and body, which are also the
// push notification, the e-mail's subject and first paragraph, and what SMS and WhatsApp templates
// are filled from. One file per event group in texts/.

export interface EventText {
  title: string;
  body: string;
}

export type EventTexts = Record<Locale, (params: EventParams) => EventText>;

// TEMPORARY (issue 28 skeleton): the wiring slice replaces this with every event's texts from
// texts/*.ts, typed Record<EventType, EventTexts> so a missing one does not compile.
const TEXTS: Partial<Record<EventType, EventTexts>> = {
  'payment.received': {
    en: (p) => ({
      title: 'Payment successful! Registration completed!',
      body: `We received your entry fee of ${p.amount} for one ${p.game} qualifier.`,
    }),
    hi: (p) => ({
      title: 'भुगतान सफल! रजिस्ट्रेशन पूरा हुआ!',
      body: `हमें एक ${p.game} क्वालिफ़ायर के लिए आपका ${p.amount} का एंट्री शुल्क मिल गया है।`,
    }),
  },
  ...MATCH_TEXTS,
};

export function renderEvent(type: EventType, language: Locale, params: EventParams): EventText {
  const texts = TEXTS[type];
  if (!texts) throw new Error(`No texts for notification event ${type}`);
  return texts[language](params);
}
