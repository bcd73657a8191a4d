import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { latestCode } from '../support/e2e-mailbox.ts';
import { baseURL, expect, gotoReady, test, unique, useLanguage, waitForToast } from './fixtures.ts';

// The players' data rights (docs/decisions/0027-invoices-and-data-rights.md): the privacy notice at
// sign-up, withdrawing the optional consent from the profile, the My data page and its download;
// in English and in Hindi.

const WORDS = {
  en: {
    heading: 'Create your account',
    name: 'Full name',
    email: 'Email',
    password: 'Password',
    create: 'Create Account',
    code: '6-digit code',
    verify: 'Verify and Continue',
    notice: 'Privacy notice',
    marketing: 'Send me news of new games, seasons and offers (optional)',
    required: 'Needed to take part',
    privacy: 'Privacy',
    marketingSwitch: 'Marketing e-mails',
    saved: 'Your choice is saved.',
    withdrawn: 'Consent withdrawn',
    myData: 'My data',
    download: 'Download my data (JSON)',
    shared: 'Shared with',
  },
  hi: {
    heading: 'अपना अकाउंट बनाएँ',
    name: 'पूरा नाम',
    email: 'ईमेल',
    password: 'पासवर्ड',
    create: 'अकाउंट बनाएँ',
    code: '6 अंकों का कोड',
    verify: 'वेरिफ़ाई करें और आगे बढ़ें',
    notice: 'गोपनीयता सूचना',
    marketing: 'मुझे नए गेम, सीज़न और ऑफ़र की खबरें भेजें (वैकल्पिक)',
    required: 'हिस्सा लेने के लिए ज़रूरी',
    privacy: 'गोपनीयता',
    marketingSwitch: 'मार्केटिंग ई-मेल',
    saved: 'आपकी पसंद सहेज ली गई।',
    withdrawn: 'सहमति वापस ली गई',
    myData: 'मेरा डेटा',
    download: 'मेरा डेटा डाउनलोड करें (JSON)',
    shared: 'किसके साथ साझा हुआ',
  },
} as const;

async function signUpWithNotice(p: Page, words: (typeof WORDS)['en' | 'hi'], email: string): Promise<void> {
  await gotoReady(p, '/sign-up');
  const notice = p.getByRole('region', { name: words.notice });
  await notice.waitFor();
  await expect(notice.getByText(words.required).first()).toBeVisible();
  await expect(notice.getByRole('link', { name: /Grievance|शिकायत/ })).toHaveAttribute('href', '/grievance');
  const marketing = notice.getByLabel(words.marketing);
  // Optional, and unticked until the player ticks it.
  await expect(marketing).not.toBeChecked();
  await marketing.check();
  await p.getByLabel(words.name).fill('Riya Menon');
  await p.getByLabel(words.email, { exact: true }).fill(email);
  await p.getByLabel(words.password).fill('kho-kho-2026-secret');
  await p.getByRole('button', { name: words.create }).click();
  await p.getByLabel(words.code).fill(await latestCode(email));
  await p.getByRole('button', { name: words.verify }).click();
  await p.waitForURL(`${baseURL()}/dashboard`);
}

for (const locale of ['en', 'hi'] as const) {
  test(`signs up with the privacy notice, withdraws marketing, downloads my data (${locale})`, async ({
    page: p,
    context,
  }) => {
    const words = WORDS[locale];
    if (locale === 'hi') await useLanguage(context, 'hi');
    const email = `riya-${locale}-${unique()}@example.in`;
    await signUpWithNotice(p, words, email);

    await gotoReady(p, '/profile');
    const card = p.locator('[data-slot="card"]').filter({ has: p.getByText(words.privacy, { exact: true }) });
    const toggle = card.getByRole('switch', { name: words.marketingSwitch });
    // Ticked at sign-up, so given; one click withdraws it.
    await expect(toggle).toBeChecked();
    await toggle.click();
    await waitForToast(p, words.saved);
    await expect(card.getByText(words.withdrawn)).toBeVisible();
    await expect(toggle).not.toBeChecked();

    await card.getByRole('link', { name: words.myData }).click();
    await p.waitForURL(`${baseURL()}/profile/my-data`);
    await p.getByRole('heading', { level: 1, name: words.myData }).waitFor();
    await p.getByText(words.shared, { exact: true }).waitFor();
    await p.getByText(email).waitFor();

    const downloading = p.waitForEvent('download');
    await p.getByRole('link', { name: words.download }).click();
    const file = await (await downloading).path();
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      account: { email: string };
      tables: { consent_record: { purpose: string; granted: boolean; source: string; language: string }[] };
    };
    expect(data.account.email).toBe(email);
    const marketing = data.tables.consent_record.filter((r) => r.purpose === 'marketing');
    expect(marketing.map((r) => [r.granted, r.source, r.language])).toEqual([
      [true, 'sign-up', locale],
      [false, 'profile', locale],
    ]);
  });
}
