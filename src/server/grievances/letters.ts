import type { Locale } from '../../shared/locale.ts';

// What a player is told about their grievance, in the language they raised it in: the in-app
// notification and the e-mail say the same. The console is English only (decision 17); players'
// words are in both languages.

type Event = 'reply' | 'closed';

interface Letter {
  title: string;
  body: string;
  subject: string;
  text: string;
}

const TEXTS: Record<Locale, Record<Event, (reference: string, reply: string) => Letter>> = {
  en: {
    reply: (reference, reply) => ({
      title: `Reply to your grievance ${reference}`,
      body: 'The grievance officer replied. Open the Grievance page to read it and answer.',
      subject: `Reply to your grievance ${reference}`,
      text: `The grievance officer of Arena Championships replied to your grievance ${reference}:\n\n${reply}\n\nRead the whole thread and answer on the Grievance page (/grievance), signed in to your account.`,
    }),
    closed: (reference) => ({
      title: `Grievance ${reference} closed`,
      body: 'The grievance officer closed your grievance. Raise a new one on the Grievance page if anything is left.',
      subject: `Your grievance ${reference} is closed`,
      text: `The grievance officer of Arena Championships closed your grievance ${reference}. If you are not satisfied with the answer, you may complain to the Data Protection Board of India; the Grievance page (/grievance) says how.`,
    }),
  },
  hi: {
    reply: (reference, reply) => ({
      title: `आपकी शिकायत ${reference} का उत्तर`,
      body: 'शिकायत अधिकारी ने उत्तर दिया है। उसे पढ़ने और जवाब देने के लिए शिकायत पेज खोलें।',
      subject: `आपकी शिकायत ${reference} का उत्तर`,
      text: `Arena Championships के शिकायत अधिकारी ने आपकी शिकायत ${reference} का उत्तर दिया है:\n\n${reply}\n\nपूरी बातचीत पढ़ने और जवाब देने के लिए अपने खाते में साइन इन करके शिकायत पेज (/grievance) खोलें।`,
    }),
    closed: (reference) => ({
      title: `शिकायत ${reference} बंद की गई`,
      body: 'शिकायत अधिकारी ने आपकी शिकायत बंद कर दी है। कुछ बाकी हो तो शिकायत पेज पर नई शिकायत दर्ज करें।',
      subject: `आपकी शिकायत ${reference} बंद की गई`,
      text: `Arena Championships के शिकायत अधिकारी ने आपकी शिकायत ${reference} बंद कर दी है। अगर आप उत्तर से संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India) में शिकायत कर सकते हैं; शिकायत पेज (/grievance) पर इसका तरीका दिया गया है।`,
    }),
  },
};

export const grievanceLetter = (language: string, event: Event, reference: string, reply = ''): Letter =>
  TEXTS[language === 'hi' ? 'hi' : 'en'][event](reference, reply);
