import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createLinkSigner } from '../../src/server/crypto/signed-links.ts';
import { UNSUBSCRIBE_PURPOSE, unsubscribeToken } from '../../src/server/notifications/unsubscribe.ts';
import {
  expect,
  gotoReady,
  reloadReady,
  serverDataDir,
  test,
  useLanguage,
  waitForToast,
} from './fixtures.ts';

// The player's notification choices on the profile, in English and Hindi (issue 28): a switch per
// group and channel, saved at once and still there after a reload; payment and account e-mails on
// and disabled. And an e-mail's unsubscribe link, followed signed out.

const WORDS = {
  en: {
    title: 'Notifications',
    matchEmail: 'Match times and rooms: E-mail',
    moneyEmail: 'Payments and prizes: E-mail',
    moneySms: 'Payments and prizes: SMS',
    mandatory: 'Payment and account messages always reach you in the app and by e-mail.',
    saved: 'Notification choice saved.',
  },
  hi: {
    title: 'सूचनाएँ',
    matchEmail: 'मैच का समय और रूम: ई-मेल',
    moneyEmail: 'भुगतान और इनाम: ई-मेल',
    moneySms: 'भुगतान और इनाम: SMS',
    mandatory: 'भुगतान और खाते के संदेश आपको हमेशा ऐप में और ई-मेल से मिलते हैं।',
    saved: 'सूचना की पसंद सेव हो गई।',
  },
} as const;

for (const locale of ['en', 'hi'] as const) {
  test(`chooses notifications on the profile (${locale})`, async ({ playerPage: p, context }) => {
    const words = WORDS[locale];
    if (locale === 'hi') await useLanguage(context, 'hi');
    await gotoReady(p, '/profile');
    const card = p.locator('#notifications');
    await expect(card.getByText(words.title, { exact: true }).first()).toBeVisible();
    await expect(card.getByText(words.mandatory)).toBeVisible();

    const money = card.getByRole('switch', { name: words.moneyEmail });
    await expect(money).toBeChecked();
    await expect(money).toBeDisabled();

    const match = card.getByRole('switch', { name: words.matchEmail });
    await expect(match).toBeChecked();
    await match.click();
    await waitForToast(p, words.saved);
    await expect(match).not.toBeChecked();
    // The keyboard reaches the switches too.
    const sms = card.getByRole('switch', { name: words.moneySms });
    await sms.focus();
    await p.keyboard.press('Space');
    await waitForToast(p, words.saved);

    await reloadReady(p);
    await expect(
      p.locator('#notifications').getByRole('switch', { name: words.matchEmail }),
    ).not.toBeChecked();
    await expect(p.locator('#notifications').getByRole('switch', { name: words.moneySms })).not.toBeChecked();
  });
}

/** The signer the e2e server signs unsubscribe links with (its generated secret, or the shared one). */
function serverSigner() {
  const file = path.join(serverDataDir(), 'app-secret');
  const secret = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8').trim()
    : 'e2e-test-secret-0123456789abcdef0123';
  return createLinkSigner({ current: secret, previous: [] }, UNSUBSCRIBE_PURPOSE);
}

async function ownId(p: Page): Promise<string> {
  const res = await p.request.get('/trpc/auth.session');
  const body = (await res.json()) as { result: { data: { json: { user: { id: string } } } } };
  return body.result.data.json.user.id;
}

test('follows an unsubscribe link signed out, then undoes it', async ({ playerPage: p, context }) => {
  const token = unsubscribeToken(serverSigner(), await ownId(p), 'results', new Date());
  await context.clearCookies();

  await p.goto(`/unsubscribe?token=${token}`);
  await expect(p.getByText('Stop result e-mails from Arena Championships?')).toBeVisible();
  await p.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(p.getByRole('status')).toHaveText(/You will no longer get result e-mails/);
  await p.getByRole('button', { name: 'Undo: e-mail me again' }).click();
  await expect(p.getByRole('status')).toHaveText('You will get result e-mails again.');

  // A link tampered with changes nothing.
  await p.goto(`/unsubscribe?token=${token.slice(0, -3)}xyz`);
  await expect(p.getByRole('alert')).toHaveText(/not valid/);
});
