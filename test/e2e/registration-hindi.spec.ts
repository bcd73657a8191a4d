import type { Page } from '@playwright/test';
import { fillPerson, person, wizardOn } from '../support/wizard.ts';
import type { PersonLabels } from '../support/wizard.ts';
import { baseURL, expect, test, useLanguage, gotoReady } from './fixtures.ts';

// A player whose page is in Hindi registers through the whole wizard in Hindi: every step's
// heading and buttons, the shared schemas' validation messages, the server's coupon refusal, the
// mock payment and the success step, with amounts the Indian way (₹1,75,000).

const HINDI_LABELS: PersonLabels = {
  phone: 'फ़ोन नंबर',
  email: 'ईमेल',
  state: 'राज्य',
  city: 'शहर',
  dateOfBirth: 'जन्म तिथि',
};

/** Words of the English wizard that must not show on the Hindi one. */
const ENGLISH_WORDS =
  /\b(Step \d|Continue|Back|Start over|Choose|Pay|Payment|Registration|Coupon|Apply|Check Status|Mark as Paid|Prize|Others|winners|Username|Password|Copy)\b/;

const noEnglish = async (page: Page) =>
  expect(await wizardOn(page).dialog().innerText()).not.toMatch(ENGLISH_WORDS);

test.describe('registration in Hindi', () => {
  test('registers a solo player entirely in Hindi, with Hindi validation messages', async ({
    playerPage: page,
    context,
  }) => {
    const { dialog, heading, toast } = wizardOn(page);
    await useLanguage(context, 'hi');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    // The landing page's choices travel in the URL, as after signing in from its dialog.
    await gotoReady(page, '/?register=1&game=bgmi&format=solo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

    // Step 1: personal details, checked with the shared schemas' messages, shown in Hindi.
    await heading('चरण 1 / 5');
    await heading('व्यक्तिगत जानकारी');
    const player = person('Hindi Player');
    await fillPerson(dialog(), { ...player, phone: '12345' }, 'पूरा नाम', HINDI_LABELS);
    // The state menu shows the names in Hindi; the value sent stays the same.
    await expect(dialog().getByLabel('राज्य', { exact: true }).locator('option:checked')).toHaveText('कर्नाटक');
    const cont = dialog().getByRole('button', { name: 'गेम चुनने के लिए आगे बढ़ें' });
    await cont.click();
    await dialog().getByText('कृपया 10 अंकों का सही भारतीय मोबाइल नंबर डालें').waitFor();
    await expect(dialog().getByText('Please enter a valid 10-digit Indian mobile number')).toHaveCount(0);
    await expect(dialog().getByLabel('फ़ोन नंबर')).toHaveAttribute('aria-invalid', 'true');
    await dialog().getByLabel('फ़ोन नंबर').fill(player.phone);
    await dialog().getByText('कृपया 10 अंकों का सही भारतीय मोबाइल नंबर डालें').waitFor({ state: 'detached' });

    // Under 18: the age message in Hindi, and Continue waits, saying why.
    const year = new Date().getFullYear();
    await dialog()
      .getByLabel('जन्म तिथि')
      .fill(`${year - 10}-01-01`);
    await dialog().getByText('चैंपियनशिप में हिस्सा लेने के लिए आपकी उम्र 18 साल या उससे ज़्यादा होनी चाहिए').waitFor();
    await dialog().getByText('आगे बढ़ने के लिए खिलाड़ी की उम्र 18 साल या उससे ज़्यादा होनी चाहिए।').waitFor();
    await expect(dialog().getByText('You must be 18 years or older', { exact: false })).toHaveCount(0);
    await expect(cont).toBeDisabled();
    await dialog().getByLabel('जन्म तिथि').fill(player.dateOfBirth);
    await expect(cont).toBeEnabled();
    await noEnglish(page);
    await cont.click();

    // Step 2: the game, from the URL's choice.
    await heading('चरण 2 / 5');
    await heading('गेम चुनें');
    await expect(dialog().getByRole('radio', { name: 'BGMI' })).toBeChecked();
    await dialog().getByText('₹500 से शुरू').first().waitFor();
    await noEnglish(page);
    await dialog().getByRole('button', { name: 'आगे बढ़ें', exact: true }).click();

    // Step 3: format, risk and pass, with the prize tables in Hindi and Indian amounts.
    await heading('टूर्नामेंट कैटेगरी');
    await expect(dialog().getByRole('radio', { name: 'सोलो' })).toBeChecked();
    await dialog().getByText('आगे बढ़ने के लिए रिस्क लेवल चुनें।').waitFor();
    await dialog().getByText('हाई रिस्क').click();
    await dialog().getByText('जीतने का चांस 10%, बड़े इनाम, कम विजेता').waitFor();
    await expect(dialog().getByTestId('places-left').first()).toHaveText(/^बची जगहें: मैक्स \d+ · लाइट \d+$/);
    // The comparison's prize pool of the Max Pass: ₹50,000 + ₹30,000 + ₹20,000 + 25 × ₹3,000.
    const table = dialog().getByRole('table', { name: 'किस पास पर कितना इनाम' });
    await table
      .getByRole('row', { name: /कुल इनाम/ })
      .getByText('₹1,75,000')
      .waitFor();
    await dialog().getByText('मैक्स पास').click();
    const prizes = dialog().getByRole('region', { name: 'इनाम का ब्योरा' });
    for (const text of ['पहला', '₹50,000', '₹30,000', '₹20,000', '25 विजेता, हर एक को ₹3,000'])
      await prizes.getByText(text, { exact: true }).waitFor();
    await noEnglish(page);
    await dialog().getByRole('button', { name: 'आगे बढ़ें', exact: true }).click();

    // Step 4: payment. The server's coupon refusal arrives in English and shows in Hindi.
    await heading('चरण 4 / 5');
    await heading('पेमेंट और कन्फ़र्मेशन');
    await dialog().getByText('हाई रिस्क · सोलो').waitFor();
    await dialog().getByLabel('कूपन कोड (अगर हो)').fill('NO-SUCH-CODE');
    await dialog().getByRole('button', { name: 'लागू करें' }).click();
    await dialog().getByText('कूपन कोड सही नहीं है').waitFor();
    await expect(dialog().getByText('Invalid coupon code')).toHaveCount(0);
    await dialog().getByLabel('कूपन कोड (अगर हो)').fill('');
    await noEnglish(page);
    await dialog().getByRole('button', { name: '₹1,500 पे करें' }).click();
    await dialog().getByText('डेमो पेमेंट', { exact: true }).waitFor();
    await dialog().getByText('यह डेमो पेमेंट है: कोई पैसा नहीं कटेगा।', { exact: false }).waitFor();
    await dialog().getByRole('button', { name: 'स्टेटस देखें' }).click();
    await dialog().getByText('डेमो पेमेंट', { exact: true }).waitFor();
    await dialog().getByRole('button', { name: 'पेड मार्क करें' }).click();

    // Step 5: done, with the receipt and the credentials in Hindi.
    await heading('रजिस्ट्रेशन पूरा हुआ');
    await heading('चरण 5 / 5');
    await toast('पेमेंट हो गया! रजिस्ट्रेशन पूरा हुआ!');
    await dialog().getByText('आपका रजिस्ट्रेशन हो गया!').waitFor();
    const receipt = dialog().getByRole('region', { name: 'पेमेंट की रसीद' });
    await receipt.getByText('₹1,500', { exact: true }).waitFor();
    await receipt.getByText('BGMI · मैक्स पास').waitFor();
    // The pass's GST tax invoice (decision 27), in Hindi too.
    await receipt.getByText('टैक्स इनवॉइस', { exact: true }).waitFor();
    await receipt.getByRole('link', { name: 'इनवॉइस डाउनलोड करें' }).waitFor();
    const details = dialog().getByRole('region', { name: 'रजिस्ट्रेशन की जानकारी' });
    for (const text of [player.name, player.email, 'BGMI', 'सोलो', 'हाई रिस्क'])
      await details.getByText(text, { exact: true }).waitFor();
    const username = await dialog().locator('[data-credential="username"]').first().textContent();
    await dialog().getByRole('button', { name: 'यूज़रनेम कॉपी करें' }).click();
    await toast('यूज़रनेम कॉपी हो गया!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(username);
    await noEnglish(page);
    await dialog().getByRole('button', { name: 'रजिस्ट्रेशन पूरा करें' }).click();
    await dialog().waitFor({ state: 'detached' });
  });
});
