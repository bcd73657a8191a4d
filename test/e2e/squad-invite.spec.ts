import type { Browser, Locator, Page } from '@playwright/test';
import {
  baseURL,
  expect,
  nextPlayerAddress,
  test,
  unique,
  gotoReady,
  reloadReady,
  randomMobile,
} from './fixtures.ts';

// A squad that is not complete cannot pay; the captain shares a link, teammates join with their
// own details (no account), and the complete squad pays and gets everyone's credentials.

async function fillPerson(scope: Locator, name: string, nameLabel: 'Full Name' | 'Name') {
  await scope.getByLabel(nameLabel, { exact: true }).fill(name);
  await scope.getByLabel('Phone Number').fill(randomMobile());
  await scope
    .getByLabel('Email', { exact: true })
    .fill(`${name.toLowerCase().replace(/\W+/g, '.')}.${unique()}@example.in`);
  await scope.getByLabel('State', { exact: true }).selectOption('Assam');
  await scope.getByLabel('City', { exact: true }).fill('Guwahati');
  await scope.getByLabel('Date of Birth').fill('12/04/1999');
}

async function joinThroughLink(browser: Browser, url: string, name: string): Promise<Page> {
  const other = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': nextPlayerAddress() },
  });
  const p = await other.newPage();
  await p.goto(url);
  await p.getByRole('heading', { level: 1, name: /^Join Captain's Free Fire Max squad$/ }).waitFor();
  const form = p.getByRole('form', { name: 'Your details' });
  await fillPerson(form, name, 'Name');
  await form.getByRole('button', { name: 'Join the squad' }).click();
  await p
    .getByRole('heading', { name: 'You’re in the squad' })
    .or(p.getByRole('heading', { name: "You're in the squad" }))
    .waitFor();
  expect(await p.locator('[data-credential="username"]').textContent()).toMatch(/^ARENA\d{5,9}$/);
  expect(await p.locator('[data-credential="password"]').textContent()).toMatch(/^\d{6}$/);
  return p;
}

test.describe('a squad completed through an invite link', () => {
  test.use({ accountName: 'Captain Squad' });

  test('is refused payment while incomplete, fills through the link, then pays', async ({
    playerPage: p,
    browser,
  }) => {
    const dialog = p.locator('[role="dialog"][data-state="open"]');

    await gotoReady(p, '/?register=1&game=free-fire-max&format=squad');
    await dialog.getByRole('heading', { name: 'Personal Information', exact: true }).waitFor();
    await fillPerson(dialog, 'Captain Squad', 'Full Name');
    await dialog.getByRole('button', { name: 'Continue to Game Selection' }).click();
    await expect(dialog.getByRole('radio', { name: 'Free Fire Max' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog.getByText('High Risk').click();
    await dialog.getByText('Lite Pass').click();
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();

    // One teammate typed in; a Free Fire Max squad has 4 players.
    await dialog.getByRole('heading', { name: 'Squad Management', exact: true }).waitFor();
    const newForm = dialog.getByRole('form', { name: 'New Teammate' });
    await fillPerson(newForm, 'Typed Mate', 'Name');
    await newForm.getByRole('button', { name: 'Save Teammate' }).click();
    await dialog
      .getByText('A Free Fire Max squad has 4 players: add 2 more teammates to continue.')
      .waitFor();
    await expect(dialog.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();

    await dialog.getByRole('button', { name: 'Create invite link' }).click();
    const link = dialog.getByLabel('Invite link');
    await expect.poll(() => link.inputValue()).toMatch(/\/invite\/[\w-]{43}$/);
    const url = await link.inputValue();

    // A reload keeps the squad step and brings the same link back.
    await reloadReady(p);
    await dialog.getByRole('heading', { name: 'Squad Management', exact: true }).waitFor();
    await expect.poll(() => dialog.getByLabel('Invite link').inputValue()).toBe(url);

    // The server refuses to take payment for the incomplete squad, with a clear message.
    const mine = (await (await p.request.get('/api/participants')).json()) as { id: string }[];
    const refused = await p.request.post('/api/payments/initiate', {
      data: { orderId: mine[0]!.id },
      headers: { origin: baseURL() },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'This squad needs 2 more teammates before it can pay.',
    );

    const first = await joinThroughLink(browser, url, 'Linked One');
    const second = await joinThroughLink(browser, url, 'Linked Two');
    await first.context().close();
    await second.context().close();

    // The captain's list picks them up on its own.
    await dialog.getByText('Your Free Fire Max squad is complete.').waitFor({ timeout: 20_000 });
    for (const name of ['Typed Mate', 'Linked One', 'Linked Two'])
      await dialog.getByText(name, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Payment & Confirmation', exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Pay ₹2,000' }).click();
    await dialog.getByRole('button', { name: 'Mark as Paid' }).click();
    await dialog.getByRole('heading', { name: 'Registration Complete', exact: true }).waitFor();
    const squad = dialog.getByRole('region', { name: 'Squad Credentials' });
    for (const name of ['Typed Mate', 'Linked One', 'Linked Two'])
      await squad.getByText(name, { exact: true }).waitFor();
    // Only one registration: the one the link belonged to.
    expect(((await (await p.request.get('/api/participants')).json()) as unknown[]).length).toBe(1);
  });
});
