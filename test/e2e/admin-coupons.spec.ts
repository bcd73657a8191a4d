import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, useBrowser } from '../support/browser.ts';

// The organiser console's Coupons (spec section 7): an admin adds a coupon, is told what the server
// refuses, edits it, disables it and deletes it after a confirmation.

const { page, context } = useBrowser();

async function signInAsAdmin() {
  const login = await context().request.post('/auth/login', {
    data: inject('adminCredentials'),
    headers: { origin: baseURL() },
  });
  expect(login.status(), await login.text()).toBe(200);
}

async function waitForToast(p: Page, text: string) {
  await p.locator('[data-sonner-toast]', { hasText: text }).first().waitFor();
}

const query = () => Object.fromEntries(new URL(page().url()).searchParams);

describe('admin coupons', () => {
  it('adds, edits, disables and deletes a coupon', async () => {
    const p = page();
    const code = `E2E${randomBytes(3).toString('hex').toUpperCase()}`;
    await signInAsAdmin();
    await p.goto('/admin?section=coupons');
    await p.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor();

    await p.getByRole('link', { name: 'Add coupon' }).click();
    expect(query()).toEqual({ section: 'coupons', coupon: 'new' });
    const form = p.getByRole('form', { name: 'Add a coupon' });
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Percent off').fill('150');
    await form.getByLabel('Uses in all').fill('50');
    await form.getByRole('button', { name: 'Add coupon' }).click();
    // The server's refusal, by its field.
    await form.getByText('A percentage is at most 100.').waitFor();
    expect(await form.getByLabel('Percent off').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Percent off').fill('20');
    await form.getByRole('button', { name: 'Add coupon' }).click();
    await waitForToast(p, `${code} is added.`);
    expect(query()).toEqual({ section: 'coupons' });
    const row = p.getByRole('row', { name: new RegExp(code) });
    // The list is fetched again after the add.
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([code, '20% off', 'Any time', '0 of 50', 'Active']),
    );

    // Edit: flat rupees from a day on.
    await row.getByRole('link', { name: `Edit ${code}` }).click();
    expect(query()).toEqual({ section: 'coupons', coupon: code });
    const edit = p.getByRole('form', { name: `Edit ${code}` });
    expect(await edit.getByLabel('Code').isDisabled()).toBe(true);
    await edit.getByLabel('Kind').selectOption('flat');
    await edit.getByLabel('Rupees off (₹)').fill('100');
    await edit.getByLabel('First day (IST)').fill('2026-12-01');
    await edit.getByRole('button', { name: 'Save coupon' }).click();
    await waitForToast(p, `${code} is saved.`);
    await row.getByRole('cell', { name: '₹100 off' }).waitFor();
    await row.getByRole('cell', { name: 'From 1 Dec 2026' }).waitFor();

    // Disable, then delete after a confirmation.
    await row.getByRole('button', { name: `Disable ${code}` }).click();
    await waitForToast(p, `${code} is disabled.`);
    await row.getByRole('cell', { name: 'Disabled' }).waitFor();
    await row.getByRole('button', { name: `Delete ${code}` }).click();
    await p
      .getByRole('alertdialog', { name: `Delete ${code}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await waitForToast(p, `${code} is deleted.`);
    await expect.poll(() => p.getByRole('row', { name: new RegExp(code) }).count()).toBe(0);
  });
});
