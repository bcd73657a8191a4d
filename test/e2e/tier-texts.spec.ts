import type { Page } from '@playwright/test';
import { fillPerson, person, wizardOn } from '../support/wizard.ts';
import { adminApi } from './content-admin.ts';
import { baseURL, expect, gotoReady, signInAsAdmin, test, unique, waitForToast } from './fixtures.ts';

// Issue 27: the tiers' names are texts an organiser edits in the console's settings (in English
// and Hindi) without a release; the registration wizard shows them at once. The product's name
// comes back afterwards: other journeys pick "High Risk".

const SETTING = 'TIER_HIGH_NAME_EN';

async function openCategoryStep(page: Page) {
  const { dialog, heading } = wizardOn(page);
  await gotoReady(page, '/');
  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'BGMI' });
  await page.getByLabel('Format').selectOption({ label: 'Solo' });
  await page.getByRole('button', { name: 'Register Now' }).click();
  await heading('Step 1 of 5');
  await fillPerson(dialog(), person('Tier Reader'), 'Full Name');
  await dialog().getByRole('button', { name: 'Continue to Game Selection' }).click();
  await heading('Step 2 of 5');
  await dialog().getByRole('button', { name: 'Continue' }).click();
  await heading('Tournament Category');
}

test.describe('tier texts', () => {
  test.use({ accountName: 'Tier Reader' });

  test('an organiser renames the high tier in the console, and the wizard shows the new name', async ({
    playerPage: page,
    browser,
  }) => {
    const api = await adminApi();
    const name = `Pro Tier ${unique()}`;
    const organiser = await browser.newContext({ baseURL: baseURL() });
    try {
      await signInAsAdmin(organiser);
      const console = await organiser.newPage();
      await gotoReady(console, '/admin?section=content&tab=settings');
      const row = console.getByRole('row', { name: new RegExp(SETTING) });
      await row.getByText("The high tier's name in English").waitFor();
      await row.getByRole('link', { name: `Edit ${SETTING}` }).click();
      const edit = console.getByRole('form', { name: `Edit ${SETTING}` });
      await edit.getByLabel('Value').fill(name);
      await edit.getByRole('button', { name: 'Save' }).click();
      await waitForToast(console, `${SETTING} is saved.`);

      await openCategoryStep(page);
      const { dialog } = wizardOn(page);
      await dialog()
        .getByRole('radio', { name: new RegExp(name) })
        .waitFor();
      await expect(dialog().getByText('High Risk', { exact: true })).toHaveCount(0);
      await dialog().getByText(name, { exact: true }).click();
      // The line under it is still the product's; the prize table says how prizes are won.
      await dialog().getByText('10% win chance, higher prizes, fewer winners').waitFor();
      await dialog().getByTestId('prizes-fixed-note').waitFor();
    } finally {
      await api('DELETE', `/admin/env/${SETTING}`);
      await organiser.close();
    }
  });
});
