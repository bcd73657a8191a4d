import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from '../support/browser.ts';
import { useAccount } from '../support/e2e-account.ts';

// The wizard never loses what the player typed: its step is in the URL (Back, Forward, reload), the
// draft survives closing the dialog and a reload, and the profile pre-fills the personal step.

const { page } = useBrowser();

const { account, signIn: signInWith } = useAccount('Wizard Player');

const dialog = () => page().locator('[role="dialog"][data-state="open"]');
const heading = (text: string) => dialog().getByRole('heading', { name: text, exact: true }).waitFor();
const field = (label: string) => dialog().getByLabel(label, { exact: true });

const signIn = () => signInWith(page());

describe('the wizard keeps its place', () => {
  it('is pre-filled from the profile, and moves with Back, Forward and reload without losing input', async () => {
    const p = page();
    await signIn();
    // The profile (the dashboard's Profile tab) says where the player lives and when they were born.
    const saved = await p.request.post('/trpc/dashboard.updateProfile', {
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

    await p.goto('/');
    await p.getByRole('button', { name: 'Register Now' }).click();
    await heading('Personal Information');
    await p.waitForURL(`${baseURL()}/?register=1&step=personal`);
    // The profile arrives a moment after the step opens.
    await expect.poll(() => field('Full Name').inputValue()).toBe('Wizard Player');
    expect(await field('Phone Number').inputValue()).toBe('9812345670');
    expect(await field('Email').inputValue()).toBe(account.email);
    expect(await field('State').inputValue()).toBe('Maharashtra');
    await expect.poll(() => field('City').inputValue()).toBe('Pune');
    await expect.poll(() => field('Date of Birth').inputValue()).toBe('15/08/1995');

    // A change typed here goes back to the profile when the player moves on.
    await field('City').fill('Nagpur');
    await dialog().getByRole('button', { name: 'Continue to Game Selection' }).click();
    await heading('Game Selection');
    await p.waitForURL(`${baseURL()}/?register=1&step=game`);
    const continueButton = dialog().getByRole('button', { name: 'Continue', exact: true });
    expect(await continueButton.isDisabled()).toBe(true);
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
    expect(await dialog().getByRole('radio', { name: 'Dota 2' }).isChecked()).toBe(true);
    await p.goBack();
    await heading('Personal Information');
    expect(await field('City').inputValue()).toBe('Nagpur');
    await p.goForward();
    await heading('Game Selection');
    await p.goForward();
    await heading('Tournament Category');
    expect(await dialog().getByRole('radio', { name: 'Squad' }).isChecked()).toBe(true);

    // A reload opens the same step with the same input.
    await p.reload();
    await heading('Tournament Category');
    expect(await dialog().getByRole('radio', { name: 'Squad' }).isChecked()).toBe(true);
    expect(
      await dialog()
        .getByRole('radio', { name: /Low Risk/ })
        .isChecked(),
    ).toBe(true);

    // Closing keeps the draft; a teammate typed but not saved asks first.
    await dialog().getByText('Lite Pass').click();
    await dialog().getByRole('button', { name: 'Continue', exact: true }).click();
    await heading('Squad Management');
    await dialog().getByLabel('Name', { exact: true }).fill('Half Typed');
    await dialog().getByRole('button', { name: 'Close' }).click();
    const ask = p.getByRole('alertdialog', { name: 'Leave without saving this teammate?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    expect(await dialog().getByLabel('Name', { exact: true }).inputValue()).toBe('Half Typed');
    // The phone's Back asks the same.
    await p.goBack();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await heading('Squad Management');
    expect(await dialog().getByLabel('Name', { exact: true }).inputValue()).toBe('Half Typed');
    await dialog().getByRole('button', { name: 'Close' }).click();
    await ask.getByRole('button', { name: 'Leave' }).click();
    await p.waitForURL(`${baseURL()}/`);

    await p.reload();
    await p.getByRole('button', { name: 'Register Now' }).click();
    await heading('Personal Information');
    expect(await field('City').inputValue()).toBe('Nagpur');
    await dialog().getByRole('button', { name: 'Continue to Game Selection' }).click();
    expect(await dialog().getByRole('radio', { name: 'Dota 2' }).isChecked()).toBe(true);

    // The profile has the city typed in the wizard.
    const profile = await p.request.get('/trpc/dashboard.profile');
    expect(
      ((await profile.json()) as { result: { data: { json: { city: string } } } }).result.data.json.city,
    ).toBe('Nagpur');
  });

  it('says what is missing on the personal step, and checks a field when it loses focus', async () => {
    const p = page();
    await signIn();
    await p.goto('/?register=1');
    await heading('Personal Information');
    await dialog().getByRole('button', { name: 'Start over' }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Start over' }).click();
    await field('City').fill('');
    await dialog()
      .getByText(/^Fill in .*City.* to continue\.$/)
      .waitFor();
    expect(await dialog().getByRole('button', { name: 'Continue to Game Selection' }).isDisabled()).toBe(
      true,
    );
    // The date of birth reads day first: typing 15081996 is the 15th of August 1996.
    const birth = field('Date of Birth');
    await birth.fill('');
    await birth.pressSequentially('15081996');
    expect(await birth.inputValue()).toBe('15/08/1996');
    // The calendar offers the years 1950 to now, and picking a day writes it the same way.
    await dialog().getByRole('button', { name: 'Open calendar' }).click();
    const years = p.getByRole('combobox', { name: /year/i });
    const options = await years.locator('option').allTextContents();
    expect(options[0]).toBe('1950');
    expect(options.at(-1)).toBe(String(new Date().getFullYear()));
    await years.selectOption('1990');
    await p.getByRole('combobox', { name: /month/i }).selectOption({ index: 0 });
    await p.getByRole('button', { name: /January 10th, 1990/ }).click();
    expect(await birth.inputValue()).toBe('10/01/1990');

    await field('Phone Number').fill('12345');
    await field('City').focus();
    await dialog().getByText('Please enter a valid 10-digit Indian mobile number').waitFor();
    expect(await field('Phone Number').getAttribute('aria-invalid')).toBe('true');
  });
});
