import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import { localeOfRequest, type Locale } from '../../shared/locale.ts';
import type { EventGroup } from '../../shared/notifications.ts';
import {
  BAD_UNSUBSCRIBE_LINK,
  readUnsubscribeToken,
  UNSUBSCRIBE_PURPOSE,
  unsubscribeByLink,
} from './preferences.ts';

// The e-mails' unsubscribe link (docs/decisions/0028-notifications.md): it works without signing in
// and only for the person and group it was made for. GET shows what it will turn off and a button
// (a mail scanner opening the link changes nothing); POST turns it off: the page's button, or a
// mail program's one-click (RFC 8058, body `List-Unsubscribe=One-Click`). "Undo" turns it back on.

export const UNSUBSCRIBE_PATH = '/unsubscribe';

const GROUP_NAMES: Record<Locale, Record<EventGroup, string>> = {
  en: {
    money: 'payment messages',
    security: 'account messages',
    match: 'match reminders',
    squad: 'squad updates',
    results: 'results and standings',
    organiser: "organisers' alerts",
  },
  hi: {
    money: 'भुगतान संदेश',
    security: 'खाते के संदेश',
    match: 'मैच रिमाइंडर',
    squad: 'स्क्वॉड अपडेट',
    results: 'नतीजे और स्टैंडिंग',
    organiser: 'आयोजकों के अलर्ट',
  },
};

const WORDS = {
  en: {
    title: 'Unsubscribe',
    ask: (what: string) => `Stop e-mails about ${what}? You will still see them in the app.`,
    confirm: 'Unsubscribe',
    done: (what: string) => `Done: you will no longer get e-mails about ${what}.`,
    undo: 'Undo',
    back: (what: string) => `E-mails about ${what} are on again.`,
    manage: 'Choose all your notifications on your profile',
    bad: BAD_UNSUBSCRIBE_LINK,
  },
  hi: {
    title: 'सदस्यता छोड़ें',
    ask: (what: string) => `${what} के ई-मेल बंद करें? ये ऐप में दिखते रहेंगे।`,
    confirm: 'ई-मेल बंद करें',
    done: (what: string) => `हो गया: अब आपको ${what} के ई-मेल नहीं मिलेंगे।`,
    undo: 'वापस चालू करें',
    back: (what: string) => `${what} के ई-मेल फिर से चालू हैं।`,
    manage: 'अपनी सभी सूचनाएँ प्रोफ़ाइल पर चुनें',
    bad: 'यह लिंक मान्य नहीं है या इसकी अवधि खत्म हो गई है। साइन इन करें और प्रोफ़ाइल पर अपनी पसंद बदलें।',
  },
} as const;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(
  language: Locale,
  message: string,
  form?: { token: string; label: string; undo?: boolean },
): string {
  const words = WORDS[language];
  const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(form?.token ?? '')}${form?.undo ? '&undo=1' : ''}`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(words.title)} · Arena Championships</title></head>
<body style="margin:0;font-family:'Noto Sans','Noto Sans Devanagari',system-ui,sans-serif;background:#f4f3f8;color:#1f1b2e">
<main style="max-width:480px;margin:48px auto;padding:24px;background:#fff;border-radius:12px">
<h1 style="font-size:22px;margin:0 0 16px">${escape(words.title)}</h1>
<p style="font-size:16px;line-height:1.5">${escape(message)}</p>
${
  form
    ? `<form method="post" action="${escape(action)}"><button type="submit" style="min-height:44px;padding:10px 20px;border:0;border-radius:8px;background:#5b21b6;color:#fff;font-size:16px;font-weight:600">${escape(form.label)}</button></form>`
    : ''
}
<p style="margin-top:24px"><a href="/profile" style="color:#5b21b6">${escape(words.manage)}</a></p>
</main></body></html>`;
}

export function mountUnsubscribeRoutes(
  app: FastifyInstance,
  deps: { db: Database; services: AppServices },
): void {
  const signer = deps.services.signedLinks(UNSUBSCRIBE_PURPOSE);
  const languageOf = (req: FastifyRequest) =>
    localeOfRequest(req.headers.cookie, req.headers['accept-language']);
  const tokenOf = (req: FastifyRequest) => (req.query as { token?: unknown }).token;
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

  app.get(UNSUBSCRIBE_PATH, async (req, reply) => {
    const language = languageOf(req);
    const token = tokenOf(req);
    try {
      if (typeof token !== 'string') throw new AppError('BAD_REQUEST', BAD_UNSUBSCRIBE_LINK);
      const { group } = readUnsubscribeToken(signer, token);
      const what = GROUP_NAMES[language][group];
      return send(
        reply,
        200,
        page(language, WORDS[language].ask(what), { token, label: WORDS[language].confirm }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return send(reply, 400, page(language, WORDS[language].bad));
    }
  });

  app.register(async (scope) => {
    // A mail program's one-click posts a form body; the page's button does too.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(UNSUBSCRIBE_PATH, async (req, reply) => {
      const language = languageOf(req);
      const token = tokenOf(req);
      const undo = (req.query as { undo?: unknown }).undo === '1';
      try {
        if (typeof token !== 'string') throw new AppError('BAD_REQUEST', BAD_UNSUBSCRIBE_LINK);
        const { group } = await unsubscribeByLink(deps.db.orm.em.fork(), signer, token, undo);
        const what = GROUP_NAMES[language][group];
        const words = WORDS[language];
        return undo
          ? send(reply, 200, page(language, words.back(what)))
          : send(reply, 200, page(language, words.done(what), { token, label: words.undo, undo: true }));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return send(reply, 400, page(language, WORDS[language].bad));
      }
    });
  });
}
