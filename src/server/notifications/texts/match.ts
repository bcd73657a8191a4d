import type { TextsOf } from './text.ts';

// Match time: sent at once, quiet hours or not. Times come formatted in IST. (Owned by the
// match-time reminders; these words are a first draft.)

type MatchEvent = 'check-in.open' | 'check-in.closing' | 'room.released' | 'match.moved' | 'match.cancelled';

export const MATCH_TEXTS: TextsOf<MatchEvent> = {
  'check-in.open': {
    en: (p) => ({
      title: `${p.game}: check in for match ${p.match}`,
      body: `Check-in is open until ${p.closesAt}. The match starts at ${p.startsAt}.`,
    }),
    hi: (p) => ({
      title: `${p.game}: मैच ${p.match} के लिए चेक-इन करें`,
      body: `चेक-इन ${p.closesAt} बजे तक खुला है। मैच ${p.startsAt} बजे शुरू होगा।`,
    }),
  },
  'check-in.closing': {
    en: (p) => ({
      title: `${p.game}: check-in for match ${p.match} closes in 10 minutes`,
      body: `Check in before ${p.closesAt}, or you cannot play this match.`,
    }),
    hi: (p) => ({
      title: `${p.game}: मैच ${p.match} का चेक-इन 10 मिनट में बंद होगा`,
      body: `${p.closesAt} बजे से पहले चेक-इन करें, नहीं तो आप यह मैच नहीं खेल पाएँगे।`,
    }),
  },
  'room.released': {
    en: (p) => ({
      title: `Room details for ${p.game} match ${p.match}`,
      body: 'Your room ID and password are on your dashboard from 15 minutes before the start.',
    }),
    hi: (p) => ({
      title: `${p.game} मैच ${p.match} के रूम की जानकारी`,
      body: 'आपका रूम ID और पासवर्ड शुरू होने से 15 मिनट पहले से आपके डैशबोर्ड पर है।',
    }),
  },
  'match.moved': {
    en: (p) => ({
      title: `${p.game}: match ${p.match} moved`,
      body: `The match now starts at ${p.startsAt}.`,
    }),
    hi: (p) => ({
      title: `${p.game}: मैच ${p.match} का समय बदला`,
      body: `मैच अब ${p.startsAt} बजे शुरू होगा।`,
    }),
  },
  'match.cancelled': {
    en: (p) => ({
      title: `${p.game}: match ${p.match} cancelled`,
      body: 'The organisers cancelled this match. Your other matches stand.',
    }),
    hi: (p) => ({
      title: `${p.game}: मैच ${p.match} रद्द`,
      body: 'आयोजकों ने यह मैच रद्द कर दिया है। आपके बाकी मैच पहले की तरह होंगे।',
    }),
  },
};
