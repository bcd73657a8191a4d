import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeOfRequest, LOCALE_COOKIE, type Locale } from '../../shared/locale.ts';
import type { EventGroup } from '../../shared/notifications.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import { escapeHtml } from './channels/email-template.ts';
import { PREFERENCES_PATH } from './channels/email.ts';
import {
  applyUnsubscribe,
  unsubscribeTarget,
  UNSUBSCRIBE_API_PATH,
  UNSUBSCRIBE_PAGE_PATH,
  UNSUBSCRIBE_PURPOSE,
} from './unsubscribe.ts';

// The unsubscribe link works without signing in and for nothing else (issue 28): the token alone
// says whose e-mails of which group to stop.
//  - POST /api/notifications/unsubscribe?token=… is RFC 8058's one-click: a mail client posts
//    `List-Unsubscribe=One-Click` and the group's e-mails stop.
//  - GET /unsubscribe?token=… is the page the mail's footer links to. It asks before changing
//    anything (mail scanners open links; RFC 8058 §1 says a GET must not unsubscribe), then says what
//    was turned off and offers to undo it or to manage every choice on the profile.
// Server-rendered, in English and Hindi: the player may be signed out, on any device.

const GROUP_NAMES: Record<Locale, Record<EventGroup, string>> = {
  en: {
    money: 'payment',
    security: 'account',
    match: 'match reminder',
    squad: 'squad',
    results: 'result',
    organiser: 'organiser',
  },
  // With their postposition: "नतीजों के ई-मेल".
  hi: {
    money: 'भुगतान के',
    security: 'खाते के',
    match: 'मैच रिमाइंडर के',
    squad: 'स्क्वॉड के',
    results: 'नतीजों के',
    organiser: 'आयोजक के',
  },
};

const WORDS = {
  en: {
    title: 'E-mail notifications',
    ask: (group: string) => `Stop ${group} e-mails from Arena Championships?`,
    confirm: 'Unsubscribe',
    done: (group: string) => `You will no longer get ${group} e-mails. You still see them in the app.`,
    undo: 'Undo: e-mail me again',
    resubscribed: (group: string) => `You will get ${group} e-mails again.`,
    manage: 'Manage all your notifications',
    invalid: 'This unsubscribe link is not valid. Manage your e-mails from your profile instead.',
    expired: 'This unsubscribe link has expired. Manage your e-mails from your profile instead.',
  },
  hi: {
    title: 'ई-मेल सूचनाएँ',
    ask: (group: string) => `Arena Championships से ${group} ई-मेल बंद करें?`,
    confirm: 'सदस्यता छोड़ें',
    done: (group: string) => `अब आपको ${group} ई-मेल नहीं मिलेंगे। ऐप में ये दिखते रहेंगे।`,
    undo: 'पहले जैसा करें: फिर से ई-मेल भेजें',
    resubscribed: (group: string) => `आपको ${group} ई-मेल फिर से मिलेंगे।`,
    manage: 'अपनी सभी सूचनाएँ प्रबंधित करें',
    invalid: 'यह सदस्यता छोड़ने का लिंक मान्य नहीं है। अपनी प्रोफ़ाइल से ई-मेल प्रबंधित करें।',
    expired: 'यह सदस्यता छोड़ने का लिंक पुराना हो चुका है। अपनी प्रोफ़ाइल से ई-मेल प्रबंधित करें।',
  },
} as const;

type Form = { token?: string; action?: string; 'List-Unsubscribe'?: string };

export function mountUnsubscribeRoutes(
  app: FastifyInstance,
  deps: { db: Database; services: AppServices },
): void {
  const signer = deps.services.signedLinks(UNSUBSCRIBE_PURPOSE);

  app.register(async (scope) => {
    // Mail clients post the one-click as a form; the page's buttons are forms too.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // Mail clients may post a multipart body (RFC 8058 §3.1); the token is in the URL either way.
    scope.addContentTypeParser('multipart/form-data', { bodyLimit: 4 * 1024 }, (_req, _body, done) =>
      done(null, {}),
    );

    scope.post<{ Querystring: { token?: string }; Body: Form | undefined }>(
      UNSUBSCRIBE_API_PATH,
      async (req) => {
        const target = await applyUnsubscribe(
          deps.db.orm.em.fork(),
          signer,
          req.query.token,
          false,
          new Date(),
        );
        return { unsubscribed: true, group: target.group, channel: 'email' };
      },
    );

    scope.get<{ Querystring: { token?: string } }>(UNSUBSCRIBE_PAGE_PATH, async (req, reply) => {
      const em = deps.db.orm.em.fork();
      try {
        const target = await unsubscribeTarget(em, signer, req.query.token, new Date());
        const language = pageLanguage(req, target.language);
        const words = WORDS[language];
        const group = GROUP_NAMES[language][target.group];
        return page(reply, language, 200, [
          `<p>${escapeHtml(words.ask(group))}</p>`,
          actionForm(req.query.token!, 'unsubscribe', words.confirm),
          manageLink(words.manage),
        ]);
      } catch (error) {
        return refusal(req, reply, error);
      }
    });

    scope.post<{ Body: Form | undefined }>(UNSUBSCRIBE_PAGE_PATH, async (req, reply) => {
      const form = req.body ?? {};
      const subscribe = form.action === 'undo';
      try {
        const target = await applyUnsubscribe(
          deps.db.orm.em.fork(),
          signer,
          form.token,
          subscribe,
          new Date(),
        );
        const language = pageLanguage(req, target.language);
        const words = WORDS[language];
        const group = GROUP_NAMES[language][target.group];
        return page(reply, language, 200, [
          `<p role="status">${escapeHtml(subscribe ? words.resubscribed(group) : words.done(group))}</p>`,
          subscribe ? '' : actionForm(form.token!, 'undo', words.undo),
          manageLink(words.manage),
        ]);
      } catch (error) {
        return refusal(req, reply, error);
      }
    });
  });
}

/** The language the player chose on this browser, else the one their messages are in. */
function pageLanguage(req: FastifyRequest, fallback: Locale): Locale {
  const hasChoice = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=`).test(req.headers.cookie ?? '');
  return hasChoice ? localeOfRequest(req.headers.cookie, undefined) : fallback;
}

function refusal(req: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  const language = localeOfRequest(req.headers.cookie, req.headers['accept-language']);
  const words = WORDS[language];
  const text = error.reason === 'unsubscribe.link_expired' ? words.expired : words.invalid;
  return page(reply, language, 400, [`<p role="alert">${escapeHtml(text)}</p>`, manageLink(words.manage)]);
}

function actionForm(token: string, action: 'unsubscribe' | 'undo', label: string): string {
  return `<form method="post" action="${UNSUBSCRIBE_PAGE_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="action" value="${action}">
<button type="submit" style="background:#5b2fc2;color:#fbfbfb;border:0;border-radius:8px;padding:12px 20px;font:inherit;font-weight:bold;cursor:pointer;">${escapeHtml(label)}</button>
</form>`;
}

function manageLink(label: string): string {
  return `<p><a href="${PREFERENCES_PATH}" style="color:#5b2fc2;">${escapeHtml(label)}</a></p>`;
}

function page(reply: FastifyReply, language: Locale, status: number, parts: string[]) {
  const title = WORDS[language].title;
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer').send(`<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Arena Championships</title></head>
<body style="margin:0;background:#f8f8fb;color:#17152a;font-family:system-ui,'Noto Sans','Noto Sans Devanagari',sans-serif;">
<main style="max-width:480px;margin:48px auto;padding:24px;background:#fff;border:1px solid #e3e2ea;border-radius:10px;line-height:1.5;">
<p style="margin:0 0 8px;font-weight:bold;color:#5b2fc2;">Arena Championships</p>
<h1 style="font-size:20px;margin:0 0 16px;">${escapeHtml(title)}</h1>
${parts.join('\n')}
</main>
</body>
</html>`);
}
