import type { Page } from '@playwright/test';
import { soloPayload } from '../support/registration.ts';
import type { NewAccount } from '../support/e2e-account.ts';
import { matchSoon } from './content-admin.ts';
import { expect, test, unique, useLanguage, gotoReady, buyPassByApi, randomMobile } from './fixtures.ts';

// The member dashboard and sign-in in Hindi (the `lang` cookie, as the header's switch sets it),
// and back to English with the switch: the same screens in docs/product.md's English words again.

/** A paid solo Max Pass (high risk) for `game`, bought by the signed-in `account`. */
async function buyPass(p: Page, { name, email }: NewAccount, game: string) {
  return buyPassByApi(p.request, soloPayload({ name, email, phone: randomMobile(), selectedGame: game }));
}

const tab = (p: Page, name: string) => p.getByRole('tab', { name, exact: true }).click();
const panel = (p: Page) => p.getByRole('tabpanel');
const openDialog = (p: Page) => p.locator('[role="dialog"][data-state="open"]');
/** Today as the dashboard writes a date in Hindi (Indian time): "25 नव॰ 2026". */
const todayInHindi = () =>
  new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' }).format(new Date());

test.describe('the dashboard in Hindi', () => {
  test.use({ accountName: 'Hindi Player' });

  test('shows a paid player their dashboard in Hindi, then in English again after the switch', async ({
    playerPage: p,
    account,
    context,
  }) => {
    await useLanguage(context, 'hi');
    const participantId = await buyPass(p, account, 'call-of-duty-mobile');
    const soon = await matchSoon(participantId);

    await gotoReady(p, '/dashboard');
    await p.getByRole('heading', { level: 1, name: 'मेंबर डैशबोर्ड' }).waitFor();
    await expect(p.locator('html')).toHaveAttribute('lang', 'hi-IN');
    expect(await p.title()).toContain('मेंबर डैशबोर्ड');
    for (const name of ['ओवरव्यू', 'मेरे पास', 'प्रोफ़ाइल', 'लेन-देन', 'आने वाले मैच', 'पिछले मैच'])
      await p.getByRole('tab', { name, exact: true }).waitFor();
    await p.getByRole('link', { name: 'एक और पास खरीदें' }).waitFor();

    const membership = p.getByRole('region', { name: 'नेशनल फ़ाइनल्स मेंबरशिप' });
    await membership.getByText('योग्य नहीं', { exact: true }).waitFor();
    await membership.getByText('सालाना फ़ीस').waitFor();
    await membership.getByText('₹24,000').waitFor();
    await membership.getByText('आपके 6 में से 0 महीने पूरे हैं और आप 0 बार टॉप 3 में आए हैं', { exact: false }).waitFor();
    const active = p.getByRole('region', { name: 'एक्टिव पास' });
    await active.getByText('1 एक्टिव पास', { exact: true }).waitFor();
    await active.getByText('0/5 मैच', { exact: true }).waitFor();

    await tab(p, 'मेरे पास');
    const pass = panel(p).getByRole('article', { name: 'Call Of Duty Mobile' });
    await pass.getByText('मैक्स पास · ₹1,500', { exact: false }).waitFor();
    for (const text of ['मौजूदा रैंक', 'अभी रैंक नहीं मिली', 'खरीदा गया', todayInHindi(), 'महीने का लक्ष्य'])
      await pass.getByText(text, { exact: true }).waitFor();
    await pass.getByText('कैश प्राइज़ के लिए क्वालिफ़ाई करने को 5 और मैच खेलने हैं').waitFor();
    await expect(pass.getByTestId('pass-pool')).toHaveText(/^पूल \d+ · 280 खिलाड़ी$/);
    await pass.getByRole('button', { name: 'यूज़रनेम कॉपी करें' }).waitFor();

    await tab(p, 'लेन-देन');
    const row = panel(p).getByRole('button', { name: /Call Of Duty Mobile के लिए मैक्स पास/ });
    await row.getByText('पूरा हुआ', { exact: true }).waitFor();
    await row.getByText('₹1,500', { exact: true }).waitFor();
    await row.getByText(`पास की खरीद · ${todayInHindi()}`, { exact: true }).waitFor();
    await row.click();
    const details = openDialog(p);
    await details.getByRole('heading', { name: 'लेन-देन की जानकारी' }).waitFor();
    for (const label of ['ट्रांज़ैक्शन ID', 'रकम', 'स्थिति', 'तारीख', 'पास का प्रकार'])
      await details.getByText(label, { exact: true }).waitFor();
    await p.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    // A match of the pass's group 30 minutes away: check-in is open, in Hindi.
    await tab(p, 'आने वाले मैच');
    const card = panel(p).getByRole('article', { name: `Call Of Duty Mobile · मैच ${soon.number}` });
    await card.getByText('रूम की जानकारी देखने के लिए चेक इन करें').waitFor();
    await card.getByRole('button', { name: 'चेक इन करें', exact: true }).click();
    await card.getByRole('button', { name: 'चेक इन हो गया', exact: true }).waitFor();

    // The header's switch names the other language; on this 412 px screen it is in the header too.
    await p.getByRole('banner').getByRole('button').filter({ hasText: 'English' }).click();
    await p.getByRole('heading', { level: 1, name: 'Member Dashboard' }).waitFor();
    await expect(p.locator('html')).toHaveAttribute('lang', 'en-IN');
    for (const name of ['Overview', 'My Passes', 'Profile', 'Transactions', 'Upcoming', 'Past Matches'])
      await p.getByRole('tab', { name, exact: true }).waitFor();
    await tab(p, 'Overview');
    const english = p.getByRole('region', { name: 'National Finals Membership' });
    await english.getByText('Not Eligible').waitFor();
    await english.getByText('₹24,000').waitFor();
    await p.getByRole('region', { name: 'Active Passes' }).getByText('0/5 matches').waitFor();
    await tab(p, 'My Passes');
    const englishPass = panel(p).getByRole('article', { name: 'Call Of Duty Mobile' });
    await englishPass.getByText('Solo · Max Pass · ₹1,500', { exact: true }).waitFor();
    await englishPass.getByText('5 more matches needed to qualify for cash prizes').waitFor();
  });

  test('answers a bad e-mail or phone number in Hindi on sign-in and sign-up', async ({
    page: p,
    context,
  }) => {
    await useLanguage(context, 'hi');

    await gotoReady(p, '/sign-in');
    await p.getByRole('heading', { level: 1, name: 'अपने अकाउंट में साइन इन करें' }).waitFor();
    const field = p.getByLabel('ईमेल या गेम यूज़रनेम');
    await field.fill('not-an-email');
    await p.getByLabel('पासवर्ड').fill('whatever');
    await p.getByRole('button', { name: 'साइन इन', exact: true }).click();
    await p.getByText('सही ईमेल पता या ARENA12345 जैसा गेम यूज़रनेम डालें।').waitFor();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // A wrong password: the server's English answer is shown in Hindi.
    await field.fill(`nobody.${unique()}@example.in`);
    await p.getByRole('button', { name: 'साइन इन', exact: true }).click();
    await p.getByText('ईमेल या पासवर्ड गलत है।').waitFor();

    await p.getByRole('button', { name: 'साइन अप करें' }).click();
    await p.getByRole('button', { name: 'सिर्फ़ ईमेल से आगे बढ़ें' }).click();
    await p.getByRole('heading', { level: 1, name: 'अपना रजिस्ट्रेशन पूरा करें' }).waitFor();
    await p.getByRole('button', { name: 'रजिस्ट्रेशन पूरा करें' }).click();
    await p.getByText('ईमेल ज़रूरी है', { exact: true }).waitFor();
    await p.getByLabel('ईमेल').fill(`hindi.${unique()}@example.in`);
    await p.getByLabel('मोबाइल नंबर').fill('12345');
    await p.getByRole('button', { name: 'रजिस्ट्रेशन पूरा करें' }).click();
    await p.getByText('कृपया 10 अंकों का सही भारतीय मोबाइल नंबर डालें').waitFor();
  });
});
