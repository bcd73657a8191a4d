import type { TextsOf } from './text.ts';

// The account: the grievance officer's answers, in the language the grievance was raised in (the
// event's `language`). The reply is quoted so the e-mail carries it whole; a closed grievance
// names where to complain next (DPDP Act 2023, s.13).

export const SECURITY_TEXTS: TextsOf<'grievance.answered'> = {
  'grievance.answered': {
    en: (p) =>
      p.answer === 'closed'
        ? {
            title: `Grievance ${p.reference} closed`,
            body: 'The grievance officer closed your grievance. If you are not satisfied with the answer, you may complain to the Data Protection Board of India; the Grievance page says how. Raise a new grievance there if anything is left.',
          }
        : {
            title: `Reply to your grievance ${p.reference}`,
            body: `The grievance officer replied${p.reply ? `: “${p.reply}”` : '.'} Open the Grievance page to read the whole thread and answer.`,
          },
    hi: (p) =>
      p.answer === 'closed'
        ? {
            title: `शिकायत ${p.reference} बंद की गई`,
            body: 'शिकायत अधिकारी ने आपकी शिकायत बंद कर दी है। अगर आप उत्तर से संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India) में शिकायत कर सकते हैं; शिकायत पेज पर इसका तरीका दिया गया है। कुछ बाकी हो तो वहाँ नई शिकायत दर्ज करें।',
          }
        : {
            title: `आपकी शिकायत ${p.reference} का उत्तर`,
            body: `शिकायत अधिकारी ने उत्तर दिया है${p.reply ? `: “${p.reply}”` : '।'} पूरी बातचीत पढ़ने और जवाब देने के लिए शिकायत पेज खोलें।`,
          },
  },
};
