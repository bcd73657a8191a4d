import type { EventTexts } from './text.ts';

// Match time (issue 28): what a player must do before a match, in English and Hindi. Parameters
// (reminders.ts `matchParams`): game, match (its number), pool, date and time (India, "28 Nov 2026"
// and "19:00"), closesAt (check-in's close, "18:45"), roomId (room released only; the password is
// shown on the match's page, never sent).

type MatchEvent = 'check-in.open' | 'check-in.closing' | 'room.released' | 'match.moved' | 'match.cancelled';

export const MATCH_TEXTS: Record<MatchEvent, EventTexts> = {
  'check-in.open': {
    en: (p) => ({
      title: `${p.game}: check in for match ${p.match}`,
      body: `Check-in for match ${p.match} (pool ${p.pool}) is open until ${p.closesAt} IST. The match starts at ${p.time} IST on ${p.date}. Without a check-in you cannot play it.`,
    }),
    hi: (p) => ({
      title: `${p.game}: मैच ${p.match} के लिए चेक-इन करें`,
      body: `मैच ${p.match} (पूल ${p.pool}) का चेक-इन ${p.closesAt} IST तक खुला है। मैच ${p.date} को ${p.time} IST पर शुरू होगा। चेक-इन के बिना आप यह मैच नहीं खेल सकते।`,
    }),
  },
  'check-in.closing': {
    en: (p) => ({
      title: `${p.game}: check-in for match ${p.match} closes in 10 minutes`,
      body: `You have not checked in to match ${p.match} (pool ${p.pool}) yet. Check-in closes at ${p.closesAt} IST; the match starts at ${p.time} IST.`,
    }),
    hi: (p) => ({
      title: `${p.game}: मैच ${p.match} का चेक-इन 10 मिनट में बंद होगा`,
      body: `आपने अभी तक मैच ${p.match} (पूल ${p.pool}) के लिए चेक-इन नहीं किया है। चेक-इन ${p.closesAt} IST पर बंद होगा; मैच ${p.time} IST पर शुरू होगा।`,
    }),
  },
  'room.released': {
    en: (p) => ({
      title: `${p.game}: room details for match ${p.match} are out`,
      body: `Room ID ${p.roomId}. The match starts at ${p.time} IST. Open the match for the password.`,
    }),
    hi: (p) => ({
      title: `${p.game}: मैच ${p.match} के रूम की जानकारी आ गई है`,
      body: `रूम ID ${p.roomId}। मैच ${p.time} IST पर शुरू होगा। पासवर्ड के लिए मैच खोलें।`,
    }),
  },
  'match.moved': {
    en: (p) => ({
      title: `${p.game}: match ${p.match} has a new time`,
      body: `Match ${p.match} of pool ${p.pool} now starts at ${p.time} IST on ${p.date}. Check-in closes at ${p.closesAt} IST.`,
    }),
    hi: (p) => ({
      title: `${p.game}: मैच ${p.match} का समय बदल गया है`,
      body: `पूल ${p.pool} का मैच ${p.match} अब ${p.date} को ${p.time} IST पर शुरू होगा। चेक-इन ${p.closesAt} IST पर बंद होगा।`,
    }),
  },
  'match.cancelled': {
    en: (p) => ({
      title: `${p.game}: match ${p.match} is cancelled`,
      body: `Match ${p.match} of pool ${p.pool}, due at ${p.time} IST on ${p.date}, will not be played.`,
    }),
    hi: (p) => ({
      title: `${p.game}: मैच ${p.match} रद्द हो गया है`,
      body: `पूल ${p.pool} का मैच ${p.match}, जो ${p.date} को ${p.time} IST पर होना था, अब नहीं खेला जाएगा।`,
    }),
  },
};
