import type { Page } from '@playwright/test';
import { adminApi } from './content-admin.ts';
import { expect, test, unique, waitForToast, gotoReady, reloadReady } from './fixtures.ts';

/** A link in the site's footer, on a page the server renders, as a reader sees it. */
async function footerLinks(reader: Page, name: string) {
  await gotoReady(reader, '/privacy-policy');
  await reader.getByRole('contentinfo').getByRole('heading', { name: 'Follow Us' }).waitFor();
  return reader.getByRole('contentinfo').getByRole('link', { name, exact: true });
}

test.describe('admin footer', () => {
  test('adds a social link that the footer shows, edits, hides and deletes it', async ({
    adminPage: p,
    context,
  }) => {
    const suffix = unique();
    const label = `Arena Clips ${suffix}`;
    const renamed = `Arena Videos ${suffix}`;
    const api = await adminApi();
    try {
      await gotoReady(p, '/admin?section=content');
      await p
        .getByRole('navigation', { name: 'Content areas' })
        .getByRole('link', { name: 'Footer' })
        .click();
      await p.waitForURL((url) => url.searchParams.get('tab') === 'footer');
      await p.getByRole('heading', { level: 2, name: /^Variant [AB] is live$/ }).waitFor();
      await p.getByRole('link', { name: 'Add link' }).click();
      await p.waitForURL((url) => url.searchParams.get('link') === 'new');

      // The shared rules speak before anything is sent, next to their fields.
      const form = p.getByRole('form', { name: 'Add a footer link' });
      await form.getByRole('button', { name: 'Add link' }).click();
      await form.getByText('Label is required.').waitFor();
      await form.getByLabel('Section').fill('social');
      await form.getByLabel('Label').fill(label);
      await form.getByLabel('Type').selectOption('social');
      await form.getByLabel('URL').fill(`https://www.youtube.com/@arena-${suffix}`);
      await form.getByRole('button', { name: 'Add link' }).click();
      await form.getByText('A social link needs a platform.').waitFor();
      await expect(form.getByLabel('Platform')).toHaveAttribute('aria-invalid', 'true');
      await form.getByLabel('Platform').selectOption('youtube');
      await form.getByRole('button', { name: 'Add link' }).click();
      await waitForToast(p, `“${label}” is added.`);
      await p.waitForURL((url) => !url.searchParams.has('link'));

      const section = p.getByRole('region', { name: 'Section Follow Us' });
      const row = () => section.getByRole('listitem').filter({ hasText: suffix });
      await row().getByText('Visible', { exact: true }).waitFor();
      await row().getByText('youtube', { exact: true }).waitFor();

      // Both variants show social links as icons, named by their label.
      const reader = await context.newPage();
      const shown = await footerLinks(reader, label);
      await shown.waitFor();
      await expect(shown).toHaveAttribute('href', `https://www.youtube.com/@arena-${suffix}`);

      await row()
        .getByRole('link', { name: `Edit ${label}` })
        .click();
      const edit = p.getByRole('form', { name: `Edit ${label}` });
      await expect(edit.getByLabel('Platform')).toHaveValue('youtube');
      await edit.getByLabel('Label').fill(renamed);
      await edit.getByRole('button', { name: 'Save link' }).click();
      await waitForToast(p, `“${renamed}” is saved.`);
      await (await footerLinks(reader, renamed)).waitFor();
      await expect(await footerLinks(reader, label)).toHaveCount(0);

      await row()
        .getByRole('button', { name: `Hide ${renamed}` })
        .click();
      await waitForToast(p, `“${renamed}” is hidden.`);
      await row().getByText('Hidden', { exact: true }).waitFor();
      await expect(await footerLinks(reader, renamed)).toHaveCount(0);
      await reader.close();

      // Deleting asks first; Cancel keeps the link.
      await row()
        .getByRole('button', { name: `Delete ${renamed}` })
        .click();
      const confirm = p.getByRole('alertdialog', { name: `Delete “${renamed}”?` });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      await row()
        .getByRole('button', { name: `Delete ${renamed}` })
        .click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await waitForToast(p, `“${renamed}” is deleted.`);
      await row().waitFor({ state: 'detached' });
    } finally {
      // A failed run leaves no link of its own behind.
      const links = await api<{ id: string; label: string }[]>('GET', '/admin/footer');
      for (const link of links.filter((l) => l.label.includes(suffix)))
        await api('DELETE', `/admin/footer/${link.id}`);
    }
  });

  test('switches the live footer variant, as the site shows it, and back', async ({
    adminPage: p,
    context,
  }) => {
    const api = await adminApi();
    const before = await api<{ value: string | null; set: boolean }>('GET', '/admin/env/FOOTER_VARIANT');
    try {
      await gotoReady(p, '/admin?section=content&tab=footer');
      const heading = p.getByRole('heading', { level: 2, name: /^Variant [AB] is live$/ });
      const live = (await heading.textContent())?.includes('Variant B') ? 'B' : 'A';
      const other = live === 'A' ? 'B' : 'A';
      await p.getByRole('button', { name: `Make variant ${other} live` }).click();
      await waitForToast(p, `Variant ${other} is live.`);
      await p.getByRole('heading', { level: 2, name: `Variant ${other} is live` }).waitFor();
      await p.getByRole('button', { name: `Make variant ${live} live` }).waitFor();

      const reader = await context.newPage();
      await gotoReady(reader, '/privacy-policy');
      const footer = reader.getByRole('contentinfo');
      if (other === 'B') await footer.getByRole('button', { name: 'Change Privacy Settings' }).waitFor();
      else await footer.getByRole('heading', { name: 'Latest Blogs' }).waitFor();
      await reader.close();

      // The Settings tab shows the same value.
      await p
        .getByRole('navigation', { name: 'Content areas' })
        .getByRole('link', { name: 'Settings' })
        .click();
      const row = p.getByRole('row', { name: /FOOTER_VARIANT/ });
      await row.getByText(other, { exact: true }).waitFor();
    } finally {
      // Other specs expect the variant as it was.
      if (before.set && before.value) await api('PUT', '/admin/env/FOOTER_VARIANT', { value: before.value });
      else await api('DELETE', '/admin/env/FOOTER_VARIANT');
    }
  });
});

test.describe('admin settings', () => {
  test('adds a setting and changes it, refuses a bad value, and shows secrets only masked', async ({
    adminPage: p,
  }) => {
    const api = await adminApi();
    const suffix = unique().toUpperCase();
    const plain = `E2E_NOTE_${suffix}`;
    const secret = `E2E_TOKEN_${suffix}`;
    const secretValue = `tok-${suffix}-abcd1234`;
    try {
      await gotoReady(p, '/admin?section=content&tab=settings');
      await p
        .getByRole('row', { name: /FOOTER_VARIANT/ })
        .getByText('Footer layout')
        .waitFor();

      await p.getByRole('link', { name: 'Add setting' }).click();
      const add = p.getByRole('form', { name: 'Add a setting' });
      await add.getByLabel('Name').fill(plain);
      await add.getByLabel('Value').fill('Mon–Sat 10:00–19:00');
      await add.getByLabel('Secret').uncheck();
      await add.getByRole('button', { name: 'Add setting' }).click();
      await waitForToast(p, `${plain} is added.`);
      const row = p.getByRole('row', { name: new RegExp(plain) });
      await row.getByText('Mon–Sat 10:00–19:00').waitFor();

      await row.getByRole('link', { name: `Edit ${plain}` }).click();
      const edit = p.getByRole('form', { name: `Edit ${plain}` });
      await expect(edit.getByLabel('Value')).toHaveValue('Mon–Sat 10:00–19:00');
      await edit.getByLabel('Value').fill('Every day 09:00–21:00');
      await edit.getByRole('button', { name: 'Save' }).click();
      await waitForToast(p, `${plain} is saved.`);
      await reloadReady(p);
      await row.getByText('Every day 09:00–21:00').waitFor();

      // A name taken is refused by the server, next to the name.
      await p.getByRole('link', { name: 'Add setting' }).click();
      await add.getByLabel('Name').fill(plain);
      await add.getByLabel('Value').fill('again');
      await add.getByRole('button', { name: 'Add setting' }).click();
      await add.getByText('A setting with this name already exists.').waitFor();
      await expect(add.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

      // A secret: added, then only ever shown masked.
      await add.getByLabel('Name').fill(secret);
      await add.getByLabel('Value').fill(secretValue);
      await expect(add.getByLabel('Secret')).toBeChecked();
      await add.getByRole('button', { name: 'Add setting' }).click();
      await waitForToast(p, `${secret} is added.`);
      const secretRow = p.getByRole('row', { name: new RegExp(secret) });
      await secretRow.getByText('••••1234').waitFor();
      await secretRow.getByRole('link', { name: `Edit ${secret}` }).click();
      const editSecret = p.getByRole('form', { name: `Edit ${secret}` });
      await expect(editSecret.getByLabel('New value')).toHaveValue('');
      await editSecret.getByRole('button', { name: 'Save' }).click();
      await editSecret.getByText('An empty field never replaces a secret.', { exact: false }).waitFor();
      expect(await p.content()).not.toContain(secretValue);
      await editSecret.getByRole('button', { name: 'Cancel' }).click();

      // A known setting's rule is the server's; its message is shown and nothing is saved.
      const keyId = p.getByRole('row', { name: /RAZORPAY_KEY_ID/ });
      await keyId.getByRole('link', { name: 'Edit RAZORPAY_KEY_ID' }).click();
      const editKey = p.getByRole('form', { name: 'Edit RAZORPAY_KEY_ID' });
      await editKey.getByLabel('New value').fill('key_123456');
      await editKey.getByRole('button', { name: 'Save' }).click();
      await editKey
        .getByRole('alert')
        .getByText('RAZORPAY_KEY_ID: The key id looks like rzp_test_... or rzp_live_...')
        .waitFor();
      await editKey.getByRole('button', { name: 'Cancel' }).click();

      // Deleting asks first.
      for (const name of [plain, secret]) {
        await p
          .getByRole('row', { name: new RegExp(name) })
          .getByRole('button', { name: `Delete ${name}` })
          .click();
        await p
          .getByRole('alertdialog', { name: `Delete ${name}?` })
          .getByRole('button', { name: 'Delete' })
          .click();
        await waitForToast(p, `${name} is deleted.`);
        await p.getByRole('row', { name: new RegExp(name) }).waitFor({ state: 'detached' });
      }
    } finally {
      for (const name of [plain, secret]) await api('DELETE', `/admin/env/${name}`).catch(() => undefined);
    }
  });
});
