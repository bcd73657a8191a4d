import type { Page } from '@playwright/test';
import { wizardOn } from '../support/wizard.ts';
import { baseURL, expect, test, gotoReady, reloadReady } from './fixtures.ts';

// The wizard never loses what the player typed: its step is in the URL (Back, Forward, reload), the
// draft survives closing the dialog and a reload, and the profile pre-fills the personal step.

/** The open wizard of `page`: its dialog, a heading to wait for, a field by its label. */
function wizard(page: Page) {
  const { dialog, heading } = wizardOn(page);
  return { dialog, heading, field: (label: string) => dialog().getByLabel(label, { exact: true }) };
}

test.describe('the wizard keeps its place', () => {
  test.use({ accountName: 'Wizard Player' });

  test('is pre-filled from the profile, and moves with Back, Forward and reload without losing input', async ({
    playerPage: p,
    account,
  }) => {
    const { dialog, heading, field } = wizard(p);
    // The profile (the dashboard's Profile tab) says where the player lives and when they were born.
    const saved = await p.request.post('/trpc/users.profile.update', {
      data: {
        json: {
          name: 'Wizard Player',
          phone: '9812345670',
          gender: null,
          dateOfBirth: '1995-08-15',
          city: 'Pune',
          state: 'Maharashtra',
        },
      },
      headers: { origin: baseURL() },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await gotoReady(p, '/');
    await p.getByRole('button', { name: 'Register Now' }).click();
    await heading('Personal Information');
    await p.waitForURL(`${baseURL()}/?register=1&step=personal`);
    // The profile arrives a moment after the step opens.
    await expect.poll(() => field('Full Name').inputValue()).toBe('Wizard Player');
    await expect(field('Phone Number')).toHaveValue('9812345670');
    await expect(field('Email')).toHaveValue(account.email);
    await expect(field('State')).toHaveValue('Maharashtra');
    await expect.poll(() => field('City').inputValue()).toBe('Pune');
    await expect.poll(() => field('Date of Birth').inputValue()).toBe('15/08/1995');

    // A change typed here goes back to the profile when the player moves on.
    await field('City').fill('Nagpur');
    await dialog().getByRole('button', { name: 'Continue to Game Selection' }).click();
    await heading('Game Selection');
    await p.waitForURL(`${baseURL()}/?register=1&step=game`);
    const continueButton = dialog().getByRole('button', { name: 'Continue', exact: true });
    await expect(continueButton).toBeDisabled();
    await dialog().getByText('Choose a game to continue.').waitFor();
    await dialog().getByRole('radio', { name: 'Dota 2' }).click({ force: true });
    await continueButton.click();
    await heading('Tournament Category');
    await dialog().getByText('Choose Solo or Squad to continue.').waitFor();
    await dialog().getByText('Squad', { exact: true }).click();
    await dialog().getByText('Low Risk').click();
    await dialog().getByText('Choose a pass to continue.').waitFor();

    // Back and Forward are the browser's; the choices stay.
    await p.goBack();
    await heading('Game Selection');
    await expect(dialog().getByRole('radio', { name: 'Dota 2' })).toBeChecked();
    await p.goBack();
    await heading('Personal Information');
    await expect(field('City')).toHaveValue('Nagpur');
    await p.goForward();
    await heading('Game Selection');
    await p.goForward();
    await heading('Tournament Category');
    await expect(dialog().getByRole('radio', { name: 'Squad' })).toBeChecked();

    // A reload opens the same step with the same input.
    await reloadReady(p);
    await heading('Tournament Category');
    await expect(dialog().getByRole('radio', { name: 'Squad' })).toBeChecked();
    await expect(dialog().getByRole('radio', { name: /Low Risk/ })).toBeChecked();

    // Closing keeps the draft; a teammate typed but not saved asks first.
    await dialog().getByText('Lite Pass').click();
    await dialog().getByRole('button', { name: 'Continue', exact: true }).click();
    await heading('Squad Management');
    await dialog().getByLabel('Name', { exact: true }).fill('Half Typed');
    await dialog().getByRole('button', { name: 'Close' }).click();
    const ask = p.getByRole('alertdialog', { name: 'Leave without saving this teammate?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog().getByLabel('Name', { exact: true })).toHaveValue('Half Typed');
    // The phone's Back asks the same.
    await p.goBack();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await heading('Squad Management');
    await expect(dialog().getByLabel('Name', { exact: true })).toHaveValue('Half Typed');
    await dialog().getByRole('button', { name: 'Close' }).click();
    await ask.getByRole('button', { name: 'Leave' }).click();
    await p.waitForURL(`${baseURL()}/`);

    await reloadReady(p);
    await p.getByRole('button', { name: 'Register Now' }).click();
    await heading('Personal Information');
    await expect(field('City')).toHaveValue('Nagpur');
    await dialog().getByRole('button', { name: 'Continue to Game Selection' }).click();
    await expect(dialog().getByRole('radio', { name: 'Dota 2' })).toBeChecked();

    // The profile has the city typed in the wizard.
    const profile = await p.request.get('/trpc/users.profile.get');
    expect(
      ((await profile.json()) as { result: { data: { json: { city: string } } } }).result.data.json.city,
    ).toBe('Nagpur');
  });

  test('says what is missing on the personal step, and checks a field when it loses focus', async ({
    playerPage: p,
  }) => {
    const { dialog, heading, field } = wizard(p);
    await gotoReady(p, '/?register=1');
    await heading('Personal Information');
    await dialog().getByRole('button', { name: 'Start over' }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Start over' }).click();
    await field('City').fill('');
    await dialog()
      .getByText(/^Fill in .*City.* to continue\.$/)
      .waitFor();
    await expect(dialog().getByRole('button', { name: 'Continue to Game Selection' })).toBeDisabled();
    // The date of birth reads day first: typing 15081996 is the 15th of August 1996.
    const birth = field('Date of Birth');
    await birth.fill('');
    await birth.pressSequentially('15081996');
    await expect(birth).toHaveValue('15/08/1996');
    // The calendar offers the years 1950 to now, and picking a day writes it the same way.
    await dialog().getByRole('button', { name: 'Open calendar' }).click();
    const years = p.getByRole('combobox', { name: /year/i });
    const options = await years.locator('option').allTextContents();
    expect(options[0]).toBe('1950');
    expect(options.at(-1)).toBe(String(new Date().getFullYear()));
    await years.selectOption('1990');
    await p.getByRole('combobox', { name: /month/i }).selectOption({ index: 0 });
    await p.getByRole('button', { name: /January 10th, 1990/ }).click();
    await expect(birth).toHaveValue('10/01/1990');

    await field('Phone Number').fill('12345');
    await field('City').focus();
    await dialog().getByText('Please enter a valid 10-digit Indian mobile number').waitFor();
    await expect(field('Phone Number')).toHaveAttribute('aria-invalid', 'true');
  });
});
