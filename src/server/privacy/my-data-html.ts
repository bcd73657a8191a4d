import type { Locale } from '../../shared/locale.ts';
import { intlLocale } from '../../shared/locale.ts';
import { MY_DATA_SECTIONS, type DataRecipient, type MyDataSection } from '../../shared/privacy.ts';
import type { MyData } from './my-data.ts';

// The readable, printable copy of the player's data (GET /api/me/data.html), in the page's
// language. A document the server writes, like the tax statement, so its words live here.

const WORDS = {
  en: {
    title: 'Your data at Arena Championships',
    intro:
      'Everything we hold about you, as of {date}. The JSON download holds the same records, for a computer to read.',
    print: "To keep a copy, use your browser's Print (Ctrl+P) and save it as a PDF.",
    sharedWith: 'With whom your data was shared',
    sharedNone: 'We have not shared your data with anyone yet.',
    notIncluded: 'Kept but not shown',
    none: 'None',
    records: '{n} records',
    sections: {
      account: 'Account and profile',
      registrations: 'Registrations and passes',
      teammates: 'Teammates you invited',
      payments: 'Payments, invoices and credit notes',
      prizes: 'Prizes, payouts and payout details',
      matches: 'Match results you reported',
      grievances: 'Your grievances',
      consents: 'Your consents',
      notifications: 'Notifications and e-mails',
      sessions: 'Sessions',
      activity: 'Audited actions',
    } satisfies Record<MyDataSection, string>,
    recipients: {
      razorpay: 'Razorpay (payment gateway): your payments',
      smtp: 'Our e-mail provider (SMTP): the e-mails we sent you',
      sms: 'Our SMS provider: text messages',
      whatsapp: 'WhatsApp Business: messages',
      razorpayx: 'RazorpayX (payout bank): your prize payouts',
    } satisfies Record<DataRecipient['recipient'], string>,
  },
  hi: {
    title: 'Arena Championships के पास आपका डेटा',
    intro: '{date} तक हमारे पास आपके बारे में जो कुछ है। JSON डाउनलोड में यही रिकॉर्ड कंप्यूटर के पढ़ने लायक रूप में हैं।',
    print: 'कॉपी रखने के लिए ब्राउज़र का प्रिंट (Ctrl+P) चुनें और इसे PDF के रूप में सहेजें।',
    sharedWith: 'आपका डेटा किसके साथ साझा किया गया',
    sharedNone: 'हमने अभी तक आपका डेटा किसी के साथ साझा नहीं किया है।',
    notIncluded: 'रखा गया है पर दिखाया नहीं गया',
    none: 'कुछ नहीं',
    records: '{n} रिकॉर्ड',
    sections: {
      account: 'खाता और प्रोफ़ाइल',
      registrations: 'रजिस्ट्रेशन और पास',
      teammates: 'आपके आमंत्रित टीम-साथी',
      payments: 'भुगतान, इनवॉइस और क्रेडिट नोट',
      prizes: 'पुरस्कार, भुगतान और भुगतान विवरण',
      matches: 'आपके भेजे मैच परिणाम',
      grievances: 'आपकी शिकायतें',
      consents: 'आपकी सहमतियाँ',
      notifications: 'सूचनाएँ और ई-मेल',
      sessions: 'सत्र',
      activity: 'ऑडिट किए गए काम',
    } satisfies Record<MyDataSection, string>,
    recipients: {
      razorpay: 'Razorpay (पेमेंट गेटवे): आपके भुगतान',
      smtp: 'हमारा ई-मेल प्रदाता (SMTP): आपको भेजे गए ई-मेल',
      sms: 'हमारा SMS प्रदाता: टेक्स्ट संदेश',
      whatsapp: 'WhatsApp Business: संदेश',
      razorpayx: 'RazorpayX (पेआउट बैंक): आपके पुरस्कार भुगतान',
    } satisfies Record<DataRecipient['recipient'], string>,
  },
} as const;

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function cell(value: unknown, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date)
    return escape(value.toLocaleString(intlLocale(locale), { timeZone: 'Asia/Kolkata' }));
  if (typeof value === 'object') return `<code>${escape(JSON.stringify(value))}</code>`;
  return typeof value === 'string' ? escape(value) : escape(JSON.stringify(value));
}

function table(rows: Record<string, unknown>[], locale: Locale): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const head = columns.map((c) => `<th scope="col">${escape(c)}</th>`).join('');
  const body = rows
    .map((r) => `<tr>${columns.map((c) => `<td>${cell(r[c], locale)}</td>`).join('')}</tr>`)
    .join('');
  return `<div class="scroll" tabindex="0" role="region" aria-label="${escape(columns.join(', '))}"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

export function myDataHtml(data: MyData, locale: Locale): string {
  const w = WORDS[locale];
  const date = new Date(data.generatedAt).toLocaleString(intlLocale(locale), { timeZone: 'Asia/Kolkata' });
  const sections = (Object.keys(MY_DATA_SECTIONS) as MyDataSection[])
    .map((section) => {
      const parts = MY_DATA_SECTIONS[section]
        .filter((t) => t in data.tables)
        .map((t) => {
          const rows = data.tables[t] ?? [];
          return `<h3>${escape(t)} · ${w.records.replace('{n}', String(rows.length))}</h3>${
            rows.length ? table(rows, locale) : `<p>${w.none}</p>`
          }`;
        })
        .join('');
      return `<section><h2>${w.sections[section]}</h2>${parts}</section>`;
    })
    .join('');
  const shared = data.sharedWith.length
    ? `<ul>${data.sharedWith.map((r) => `<li>${w.recipients[r.recipient]} · ${w.records.replace('{n}', String(r.records))}</li>`).join('')}</ul>`
    : `<p>${w.sharedNone}</p>`;
  const kept = Object.entries(data.notInDownload)
    .map(([t, why]) => `<li><code>${escape(t)}</code>: ${escape(why)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${w.title}</title>
<style>
body{font-family:"Noto Sans","Noto Sans Devanagari",system-ui,sans-serif;margin:2rem;color:#111;background:#fff;line-height:1.5}
table{border-collapse:collapse;font-size:.85rem;margin:.5rem 0 1rem}
th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left;vertical-align:top}
.scroll{overflow-x:auto}
code{font-size:.8rem;word-break:break-all}
@media print{.scroll{overflow:visible}}
</style>
</head>
<body>
<main>
<h1>${w.title}</h1>
<p>${escape(w.intro.replace('{date}', date))}</p>
<p>${w.print}</p>
<section><h2>${w.sharedWith}</h2>${shared}</section>
${sections}
<section><h2>${w.notIncluded}</h2><ul>${kept}</ul></section>
</main>
</body>
</html>`;
}
