import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import {
  expect,
  gotoReady,
  reloadReady,
  signInAsAdmin,
  test,
  unique,
  useLanguage,
  waitForToast,
} from './fixtures.ts';

// A player raises a grievance on /grievance and gets its reference and due date; an organiser
// answers it in the console; the player sees the reply in the thread (and a notification), in
// English and in Hindi (docs/decisions/0027-invoices-and-data-rights.md).

/** No serious or critical WCAG 2.1 A/AA violation on the page as it is now (as accessibility.spec.ts). */
async function expectAccessible(p: Page, what: string): Promise<void> {
  await p.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page: p })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  expect(serious, what).toEqual([]);
}

/** The organiser answers the grievance with this reference in the console. */
async function answerInConsole(browser: Browser, reference: string, reply: string): Promise<void> {
  const context = await browser.newContext();
  try {
    await signInAsAdmin(context);
    const p = await context.newPage();
    await gotoReady(p, '/admin?section=grievances');
    await p.getByRole('button', { name: `Answer ${reference}` }).click();
    const detail = p.getByTestId('grievance-detail');
    await expect(detail).toContainText(reference);
    await expectAccessible(p, 'the console grievance');
    await detail.getByLabel('Reply to the player').fill(reply);
    await detail.getByRole('button', { name: 'Send reply' }).click();
    await waitForToast(p, 'Reply sent to');
    await expect(detail).toContainText('Answered');
  } finally {
    await context.close();
  }
}

/** Fills and sends the form; answers the reference the page shows. */
async function raise(
  p: Page,
  labels: { category: string; subject: string; message: string; submit: string },
  values: { category: string; subject: string; message: string },
): Promise<string> {
  await p.getByLabel(labels.category, { exact: true }).selectOption(values.category);
  await p.getByLabel(labels.subject, { exact: true }).fill(values.subject);
  await p.getByLabel(labels.message, { exact: true }).fill(values.message);
  await p.getByRole('button', { name: labels.submit }).click();
  const received = p.getByTestId('grievance-received');
  await received.waitFor();
  const reference = /GR-\d{4}-\d{6}/.exec(await received.innerText())?.[0];
  expect(reference).toBeTruthy();
  return reference!;
}

test.describe('grievances', () => {
  test('a signed-out visitor sees the officer, the response time and the Board, and is asked to sign in', async ({
    page: p,
  }) => {
    await gotoReady(p, '/');
    await p.getByRole('contentinfo').getByRole('link', { name: 'Grievance officer' }).first().click();
    await p.waitForURL('**/grievance');
    await expect(p.getByRole('heading', { level: 1, name: 'Grievance officer' })).toBeVisible();
    await expect(p.getByTestId('grievance-officer')).toContainText('(example: set GRIEVANCE_OFFICER_NAME)');
    await expect(p.getByTestId('grievance-response-time')).toContainText('within 90 days');
    await expect(p.getByText('Data Protection Board of India')).toBeVisible();
    await expect(p.locator('article').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(p, '/grievance signed out');
  });

  test('a player raises a grievance, an organiser replies, the player sees the reply', async ({
    playerPage: p,
    browser,
  }) => {
    await gotoReady(p, '/grievance');
    // Nothing sent with empty fields: each says why.
    await p.getByRole('button', { name: 'Send grievance' }).click();
    await expect(p.getByText('Choose what your grievance is about.')).toBeVisible();
    await expect(p.getByText('Write a subject of at least 5 characters.')).toBeVisible();

    const subject = `My refund has not arrived ${unique()}`;
    const reference = await raise(
      p,
      {
        category: 'What is it about?',
        subject: 'Subject',
        message: 'Your grievance',
        submit: 'Send grievance',
      },
      {
        category: 'payment',
        subject,
        message: 'The qualifier was cancelled ten days ago and no refund has come.',
      },
    );
    await expect(p.getByTestId('grievance-received')).toContainText('We will answer by');
    const card = p.getByTestId('grievance').filter({ hasText: reference });
    await expect(card).toContainText('Waiting for our answer');
    await expect(card).toContainText('Answer due by');

    const reply = `The refund was sent today; bank reference ${unique()}.`;
    await answerInConsole(browser, reference, reply);

    await reloadReady(p);
    const answered = p.getByTestId('grievance').filter({ hasText: reference });
    await expect(answered).toContainText('Answered');
    await expect(answered.getByTestId('grievance-message-organiser')).toContainText(reply);
    await expect(answered.getByTestId('grievance-message-organiser')).toContainText('Grievance officer');
    await expectAccessible(p, '/grievance with an answered grievance');
  });

  test('in Hindi: the form, the reference and the reply', async ({ playerPage: p, context, browser }) => {
    await useLanguage(context, 'hi');
    await gotoReady(p, '/grievance');
    await expect(p.getByRole('heading', { level: 1, name: 'शिकायत अधिकारी' })).toBeVisible();
    await expect(p.getByTestId('grievance-response-time')).toContainText('90 दिनों');

    const reference = await raise(
      p,
      { category: 'शिकायत किस बारे में है?', subject: 'विषय', message: 'आपकी शिकायत', submit: 'शिकायत भेजें' },
      {
        category: 'data',
        subject: `मेरा पुराना फ़ोन नंबर हटाएं ${unique()}`,
        message: 'मेरी प्रोफ़ाइल में अब भी पुराना फ़ोन नंबर दिख रहा है, कृपया उसे हटा दें।',
      },
    );
    await expect(p.getByTestId('grievance-received')).toContainText('तक उत्तर देंगे');

    const reply = `हमने नंबर हटा दिया है ${unique()}`;
    await answerInConsole(browser, reference, reply);

    await reloadReady(p);
    const answered = p.getByTestId('grievance').filter({ hasText: reference });
    await expect(answered).toContainText('उत्तर दिया गया');
    await expect(answered.getByTestId('grievance-message-organiser')).toContainText(reply);
    await expectAccessible(p, '/grievance in Hindi');
  });
});
