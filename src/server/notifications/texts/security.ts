import type { TextsOf } from './text.ts';

// The account: the grievance officer's answers (the words of grievances/letters.ts).

export const SECURITY_TEXTS: TextsOf<'grievance.answered'> = {
  'grievance.answered': {
    en: (p) =>
      p.answer === 'closed'
        ? {
            title: `Grievance ${p.reference} closed`,
            body: 'The grievance officer closed your grievance. Raise a new one on the Grievance page if anything is left.',
          }
        : {
            title: `Reply to your grievance ${p.reference}`,
            body: 'The grievance officer replied. Open the Grievance page to read it and answer.',
          },
    hi: (p) =>
      p.answer === 'closed'
        ? {
            title: `शिकायत ${p.reference} बंद की गई`,
            body: 'शिकायत अधिकारी ने आपकी शिकायत बंद कर दी है। कुछ बाकी हो तो शिकायत पेज पर नई शिकायत दर्ज करें।',
          }
        : {
            title: `आपकी शिकायत ${p.reference} का उत्तर`,
            body: 'शिकायत अधिकारी ने उत्तर दिया है। उसे पढ़ने और जवाब देने के लिए शिकायत पेज खोलें।',
          },
  },
};
