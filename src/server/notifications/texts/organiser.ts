import { opt, type TextsOf } from './text.ts';

// What organisers must act on. The console is English (decision 17), but an organiser who chose
// Hindi gets the message in Hindi.

type OrganiserEvent = 'organiser.dispute-opened' | 'organiser.claims-overdue' | 'organiser.payment-attention';

export const ORGANISER_TEXTS: TextsOf<OrganiserEvent> = {
  'organiser.dispute-opened': {
    en: (p) => ({
      title: `Dispute opened: ${p.game} match ${p.match}`,
      body: `The players' reports of ${p.game} match ${p.match} do not agree with the results entered. Decide it in Disputes.`,
    }),
    hi: (p) => ({
      title: `विवाद खुला: ${p.game} मैच ${p.match}`,
      body: `${p.game} मैच ${p.match} की खिलाड़ियों की रिपोर्ट दर्ज नतीजों से मेल नहीं खाती। विवाद पेज पर फ़ैसला करें।`,
    }),
  },
  'organiser.claims-overdue': {
    en: (p) => ({
      title: `${p.count} prize ${Number(p.count) === 1 ? 'claim is' : 'claims are'} past the payout deadline`,
      body: `Claimed prizes waiting longer than ${p.days} days to be paid: ${p.count}, the oldest claimed ${p.oldest}. Pay them in Payouts.`,
    }),
    hi: (p) => ({
      title: `${p.count} इनाम दावे भुगतान की समय-सीमा पार कर चुके हैं`,
      body: `${p.days} दिन से ज़्यादा से भुगतान का इंतज़ार कर रहे दावे: ${p.count}, सबसे पुराना ${p.oldest} का। पेआउट पेज पर उनका भुगतान करें।`,
    }),
  },
  'organiser.payment-attention': {
    en: (p) => ({
      title: `Payment needs attention: ${p.payment}`,
      body: `${opt(p, 'problem')} Look at the payment in Payments.`,
    }),
    hi: (p) => ({
      title: `भुगतान पर ध्यान दें: ${p.payment}`,
      body: `${opt(p, 'problem')} भुगतान पेज पर इसे देखें।`,
    }),
  },
};
