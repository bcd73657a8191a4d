import { opt, type TextsOf } from './text.ts';

// Money: payments, refunds, prizes and their payouts. Amounts come formatted (₹1,500).

type MoneyEvent =
  | 'payment.received'
  | 'payment.failed'
  | 'payment.refunded'
  | 'registration.complete'
  | 'prize.awarded'
  | 'prize.withdrawn'
  | 'payout.sent'
  | 'payout.failed';

export const MONEY_TEXTS: TextsOf<MoneyEvent> = {
  'payment.received': {
    en: (p) => ({
      title: 'Payment successful! Registration completed!',
      // Issue 27: what was paid is an entry (participation) fee for one qualifier, not a deposit.
      body: `We received your entry fee of ${p.amount} for one ${p.game} qualifier.${p.invoice ? ` Tax invoice ${p.invoice}: download it again from your receipt or Transactions.` : ''}`,
    }),
    hi: (p) => ({
      title: 'भुगतान सफल! रजिस्ट्रेशन पूरा हुआ!',
      body: `हमें एक ${p.game} क्वालिफ़ायर के लिए आपका ${p.amount} का एंट्री शुल्क मिल गया है।${p.invoice ? ` टैक्स इनवॉइस ${p.invoice}: इसे अपनी रसीद या लेन-देन से फिर डाउनलोड करें।` : ''}`,
    }),
  },
  'registration.complete': {
    en: (p) => ({
      title: `${p.game} registration complete`,
      body: `You play in pool ${p.pool} of this month's qualifier. Your game credentials are in your registration details.`,
    }),
    hi: (p) => ({
      title: `${p.game} रजिस्ट्रेशन पूरा हुआ`,
      body: `आप इस महीने के क्वालिफ़ायर के पूल ${p.pool} में खेलेंगे। आपके गेम क्रेडेंशियल आपके रजिस्ट्रेशन की जानकारी में हैं।`,
    }),
  },
  'payment.failed': {
    en: (p) =>
      p.why === 'expired'
        ? {
            title: `${p.game}: your registration expired unpaid`,
            body: `We did not receive the entry fee of ${p.amount} in time, so the place was released. Register again if places are left.`,
          }
        : {
            title: `${p.game}: payment failed`,
            body: `Your payment of ${p.amount} did not go through and no money was taken for it. Try again from your registration.`,
          },
    hi: (p) =>
      p.why === 'expired'
        ? {
            title: `${p.game}: भुगतान न होने से रजिस्ट्रेशन की समय-सीमा खत्म`,
            body: `${p.amount} का एंट्री शुल्क समय पर नहीं मिला, इसलिए जगह छोड़ दी गई। जगह बाकी हो तो फिर से रजिस्टर करें।`,
          }
        : {
            title: `${p.game}: भुगतान विफल`,
            body: `आपका ${p.amount} का भुगतान पूरा नहीं हुआ और इसके लिए कोई पैसा नहीं कटा। अपने रजिस्ट्रेशन से फिर से कोशिश करें।`,
          },
  },
  'payment.refunded': {
    en: (p) =>
      p.cause === 'pool-cancelled'
        ? {
            title: `${p.game}: your pool was cancelled`,
            body: `Pool ${p.pool} of the ${p.game} qualifier (${p.month}) was not full when it started and was cancelled, as the qualifier's rule said. Your entry fee is refunded in full to the payment you made.`,
          }
        : {
            title: `${p.amount} refunded`,
            body: `We refunded ${p.amount} to the payment you made${p.reason ? `: ${p.reason}` : '.'} Banks take up to 7 working days to show it.`,
          },
    hi: (p) =>
      p.cause === 'pool-cancelled'
        ? {
            title: `${p.game}: आपका पूल रद्द हुआ`,
            body: `${p.game} क्वालिफ़ायर (${p.month}) का पूल ${p.pool} शुरू होने तक भरा नहीं था, इसलिए क्वालिफ़ायर के नियम के अनुसार रद्द किया गया। आपका एंट्री शुल्क पूरा उसी भुगतान में वापस किया जा रहा है जिससे आपने भुगतान किया था।`,
          }
        : {
            title: `${p.amount} वापस किए गए`,
            body: `हमने ${p.amount} उसी भुगतान में वापस कर दिए जिससे आपने भुगतान किया था। बैंक में दिखने में 7 कार्य-दिवस तक लग सकते हैं।`,
          },
  },
  'prize.awarded': {
    en: (p) => ({
      title: `You won ${p.amount}`,
      body: `Your final rank is ${p.rank}. The prize is on your dashboard.`,
    }),
    hi: (p) => ({
      title: `आपने ${p.amount} जीते`,
      body: `आपकी अंतिम रैंक ${p.rank} है। इनाम आपके डैशबोर्ड पर है।`,
    }),
  },
  'prize.withdrawn': {
    en: () => ({
      title: 'Your prize was withdrawn',
      body: 'A result changed after the qualifier closed, and your final rank no longer wins a prize.',
    }),
    hi: () => ({
      title: 'आपका इनाम वापस लिया गया',
      body: 'क्वालिफ़ायर बंद होने के बाद एक नतीजा बदला, और अब आपकी अंतिम रैंक पर इनाम नहीं मिलता।',
    }),
  },
  'payout.sent': {
    en: (p) => ({
      title: 'Prize paid',
      body: `${p.amount} of your prize was sent (TDS ${p.tds}); ${p.utr ? `bank reference (UTR) ${p.utr}` : 'the bank reference (UTR) follows'}.`,
    }),
    hi: (p) => ({
      title: 'इनाम का भुगतान हुआ',
      body: `आपके इनाम के ${p.amount} भेज दिए गए (TDS ${p.tds}); ${p.utr ? `बैंक रेफ़रेंस (UTR) ${p.utr}` : 'बैंक रेफ़रेंस (UTR) बाद में मिलेगा'}।`,
    }),
  },
  'payout.failed': {
    en: (p) =>
      p.ending === 'reversed'
        ? {
            title: 'Prize payment returned',
            body: `The bank returned the payment of your prize: ${opt(p, 'reason')}. Your claim stands; check your payout details on the dashboard.`,
          }
        : {
            title: 'Prize payment failed',
            body: `The payment of your prize did not go through: ${opt(p, 'reason')}. Your claim stands; check your payout details on the dashboard.`,
          },
    hi: (p) =>
      p.ending === 'reversed'
        ? {
            title: 'इनाम का भुगतान लौट आया',
            body: `बैंक ने आपके इनाम का भुगतान लौटा दिया: ${opt(p, 'reason')}। आपका दावा बना रहेगा; डैशबोर्ड पर अपनी पेआउट जानकारी देखें।`,
          }
        : {
            title: 'इनाम का भुगतान विफल',
            body: `आपके इनाम का भुगतान नहीं हो सका: ${opt(p, 'reason')}। आपका दावा बना रहेगा; डैशबोर्ड पर अपनी पेआउट जानकारी देखें।`,
          },
  },
};
