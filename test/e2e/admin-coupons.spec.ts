import type { Page } from '@playwright/test';
import { expect, test, waitForToast, gotoReady, unique } from './fixtures.ts';

// The organiser console's Coupons (docs/product.md#api): an admin adds a coupon, is told what is wrong by
// each field (the shared schema's words, then the server's), edits it, disables and deletes it after
// a confirmation.

const query = (p: Page) => Object.fromEntries(new URL(p.url()).searchParams);

test.describe('admin coupons', () => {
  test('adds, edits, disables and deletes a coupon', async ({ adminPage: p, context }) => {
    const code = `E2E${unique().toUpperCase()}`;
    await gotoReady(p, '/admin?section=coupons');
    await p.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor();

    await p.getByRole('link', { name: 'Add coupon' }).click();
    expect(query(p)).toEqual({ section: 'coupons', coupon: 'new' });
    const form = p.getByRole('form', { name: 'Add a coupon' });
    const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    // Checked by the shared schema before anything is sent: each message by its field.
    await form.getByRole('button', { name: 'Add coupon' }).click();
    await form.getByText('A code is 3 to 40 letters, digits, - or _.').waitFor();
    await form.getByText('The value is a whole number.').waitFor();
    await expect(field('Code')).toHaveAttribute('aria-invalid', 'true');
    await field('Code').fill(code.toLowerCase());
    await field('Percent off').fill('150');
    await field('Uses in all').fill('50');
    await form.getByRole('button', { name: 'Add coupon' }).click();
    await form.getByText('A percentage is at most 100.').waitFor();
    await expect(field('Percent off')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('A code is 3 to 40')).toHaveCount(0);
    // Nothing was added.
    expect((await context.request.get(`/admin/coupons/${code}`)).status()).toBe(404);
    await expect(p.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
    await field('Percent off').fill('20');
    await form.getByRole('button', { name: 'Add coupon' }).click();
    await waitForToast(p, `${code} is added.`);
    expect(query(p)).toEqual({ section: 'coupons' });
    const row = p.getByRole('row', { name: new RegExp(code) });
    // The list is fetched again after the add.
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([code, '20% off', 'Any time', '0 of 50', 'Active']),
    );

    // Edit: flat rupees from a day on.
    await row.getByRole('link', { name: `Edit ${code}` }).click();
    expect(query(p)).toEqual({ section: 'coupons', coupon: code });
    const edit = p.getByRole('form', { name: `Edit ${code}` });
    await expect(edit.getByLabel('Code')).toBeDisabled();
    await edit.getByLabel('Kind').selectOption('flat');
    await edit.getByLabel('Rupees off (₹)').fill('100');
    await edit.getByLabel('First day (IST)').fill('2026-12-01');
    await edit.getByRole('button', { name: 'Save coupon' }).click();
    await waitForToast(p, `${code} is saved.`);
    await row.getByRole('cell', { name: '₹100 off' }).waitFor();
    await row.getByRole('cell', { name: 'From 1 Dec 2026' }).waitFor();

    // A code already taken: the server's refusal, by its field.
    await p.getByRole('link', { name: 'Add coupon' }).click();
    const again = p.getByRole('form', { name: 'Add a coupon' });
    await again.getByRole('textbox', { name: 'Code' }).fill(code);
    await again.getByRole('textbox', { name: 'Percent off' }).fill('10');
    await again.getByRole('button', { name: 'Add coupon' }).click();
    await again.getByText('A coupon with this code already exists.').waitFor();
    await expect(again.getByRole('textbox', { name: 'Code' })).toHaveAttribute('aria-invalid', 'true');
    await again.getByRole('button', { name: 'Cancel' }).click();

    // Disable, then delete, each after a confirmation.
    await row.getByRole('button', { name: `Disable ${code}` }).click();
    await p
      .getByRole('alertdialog', { name: `Disable ${code}?` })
      .getByRole('button', { name: 'Disable' })
      .click();
    await waitForToast(p, `${code} is disabled.`);
    await row.getByRole('cell', { name: 'Disabled' }).waitFor();
    await row.getByRole('button', { name: `Delete ${code}` }).click();
    await p
      .getByRole('alertdialog', { name: `Delete ${code}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await waitForToast(p, `${code} is deleted.`);
    await expect(p.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
  });
});
