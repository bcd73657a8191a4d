import type { TextsOf } from './text.ts';

// The squad and its pool: a mate joining, the squad full, the pool merged into another.

type SquadEvent = 'squad.invite-accepted' | 'squad.complete' | 'pool.merged';

export const SQUAD_TEXTS: TextsOf<SquadEvent> = {
  'squad.invite-accepted': {
    en: (p) => ({
      title: `${p.player} joined your ${p.game} squad`,
      body: `${p.player} accepted your invitation: ${p.joined} of ${p.size} players are in.`,
    }),
    hi: (p) => ({
      title: `${p.player} आपके ${p.game} स्क्वॉड में शामिल हुए`,
      body: `${p.player} ने आपका न्योता स्वीकार किया: ${p.size} में से ${p.joined} खिलाड़ी आ गए हैं।`,
    }),
  },
  'squad.complete': {
    en: (p) => ({
      title: `Your ${p.game} squad is complete`,
      body: `All ${p.size} players are in. Pay the entry fee to take your squad's place in the qualifier.`,
    }),
    hi: (p) => ({
      title: `आपका ${p.game} स्क्वॉड पूरा हो गया`,
      body: `सभी ${p.size} खिलाड़ी आ गए हैं। क्वालिफ़ायर में अपने स्क्वॉड की जगह पक्की करने के लिए एंट्री शुल्क भरें।`,
    }),
  },
  'pool.merged': {
    en: (p) => ({
      title: `${p.game}: you now play in pool ${p.to}`,
      body: `Pool ${p.from} was not full when the qualifier started, so its players joined pool ${p.to}: the same matches, and ${p.places} prize places so your chance does not fall.`,
    }),
    hi: (p) => ({
      title: `${p.game}: अब आप पूल ${p.to} में खेलेंगे`,
      body: `क्वालिफ़ायर शुरू होने तक पूल ${p.from} भरा नहीं था, इसलिए उसके खिलाड़ी पूल ${p.to} में जोड़े गए: मैच वही हैं, और ${p.places} इनाम वाली जगहें हैं ताकि आपकी जीत की संभावना कम न हो।`,
    }),
  },
};
