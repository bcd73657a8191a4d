import type { Locale } from '../../../shared/locale.ts';

// The notification e-mail's HTML and text parts (issue 28): the site's look (src/client/styles.css's
// light theme, its oklch colours written as hex, since mail clients know no oklch), inline CSS and
// a table layout because most mail clients drop <style> and flexbox. Every value is escaped.

const BRAND = {
  primary: '#5b2fc2',
  primaryText: '#fbfbfb',
  background: '#f8f8fb',
  card: '#ffffff',
  text: '#17152a',
  muted: '#615e72',
  border: '#e3e2ea',
} as const;

const WORDS = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    open: 'Open in Arena Championships',
    why: 'You get this e-mail because you have an account on Arena Championships.',
    mandatory: 'Payment and account messages always reach you by e-mail.',
    unsubscribe: 'Unsubscribe from these e-mails',
    manage: 'Manage your notifications',
  },
  hi: {
    greeting: (name: string) => `नमस्ते ${name},`,
    open: 'Arena Championships में खोलें',
    why: 'यह ई-मेल आपको इसलिए मिला क्योंकि Arena Championships पर आपका खाता है।',
    mandatory: 'भुगतान और खाते के संदेश आपको हमेशा ई-मेल से मिलते हैं।',
    unsubscribe: 'इन ई-मेल की सदस्यता छोड़ें',
    manage: 'अपनी सूचनाएँ प्रबंधित करें',
  },
} as const satisfies Record<Locale, unknown>;

export interface NotificationMail {
  language: Locale;
  name: string;
  title: string;
  body: string;
  /** The event's page, absolute. */
  url: string;
  /** The profile's notification settings, absolute. */
  preferencesUrl: string;
  /** The visible unsubscribe link (the page, not the one-click endpoint); null for mandatory groups. */
  unsubscribePageUrl: string | null;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Only http(s) links go into an href: anything else (javascript:, data:) becomes the site's root. */
function safeHref(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : '#';
  } catch {
    return '#';
  }
}

export function notificationText(mail: NotificationMail): string {
  const words = WORDS[mail.language];
  return [
    words.greeting(mail.name),
    '',
    mail.title,
    '',
    mail.body,
    '',
    `${words.open}: ${mail.url}`,
    '',
    '--',
    words.why,
    mail.unsubscribePageUrl ? `${words.unsubscribe}: ${mail.unsubscribePageUrl}` : words.mandatory,
    `${words.manage}: ${mail.preferencesUrl}`,
  ].join('\n');
}

export function notificationHtml(mail: NotificationMail): string {
  const words = WORDS[mail.language];
  const e = escapeHtml;
  const link = (href: string, text: string) =>
    `<a href="${e(safeHref(href))}" style="color:${BRAND.primary};text-decoration:underline;">${e(text)}</a>`;
  const footer = [
    e(words.why),
    mail.unsubscribePageUrl ? link(mail.unsubscribePageUrl, words.unsubscribe) : e(words.mandatory),
    link(mail.preferencesUrl, words.manage),
  ].join('<br>');
  return `<!doctype html>
<html lang="${mail.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(mail.title)}</title></head>
<body style="margin:0;padding:0;background:${BRAND.background};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${BRAND.background};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:${BRAND.card};border:1px solid ${BRAND.border};border-radius:10px;font-family:Arial,'Noto Sans','Noto Sans Devanagari',sans-serif;color:${BRAND.text};">
<tr><td style="background:${BRAND.primary};color:${BRAND.primaryText};padding:16px 24px;border-radius:10px 10px 0 0;font-size:18px;font-weight:bold;">Arena Championships</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5;">
<p style="margin:0 0 12px;">${e(words.greeting(mail.name))}</p>
<h1 style="margin:0 0 12px;font-size:20px;line-height:1.3;">${e(mail.title)}</h1>
<p style="margin:0 0 24px;">${e(mail.body)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="background:${BRAND.primary};border-radius:8px;">
<a href="${e(safeHref(mail.url))}" style="display:inline-block;padding:12px 20px;color:${BRAND.primaryText};font-weight:bold;text-decoration:none;">${e(words.open)}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${BRAND.border};font-size:12px;line-height:1.6;color:${BRAND.muted};">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
