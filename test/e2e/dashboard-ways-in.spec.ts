import { baseURL, expect, test, gotoReady } from './fixtures.ts';

// Finding your way from the dashboard: an empty one leads to registering, and a player with a
// pass can buy another; the National Finals card says what eligibility takes before the badge.

test.describe('the dashboard’s ways in', () => {
  test.use({ accountName: 'Ways In' });

  test('leads an empty dashboard to the wizard, and offers Buy another pass', async ({ playerPage: p }) => {
    await gotoReady(p, '/dashboard');
    const membership = p.getByRole('region', { name: 'National Finals Membership' });
    const explanation = membership.getByText(/^The National Finals are open to members with 6 active months/);
    await explanation.waitFor();
    // The explanation comes before the verdict.
    const order = await membership.evaluate((card) => {
      const text = card.textContent ?? '';
      return text.indexOf('The National Finals are open') < text.indexOf('Not Eligible');
    });
    expect(order).toBe(true);

    const active = p.getByRole('region', { name: 'Active Passes' });
    await active.getByRole('link', { name: 'Register for a championship' }).click();
    await p.getByRole('dialog').getByRole('heading', { name: 'Personal Information', exact: true }).waitFor();
    await p.waitForURL(`${baseURL()}/?register=1&step=personal`);

    await gotoReady(p, '/dashboard');
    await p.getByRole('link', { name: 'Buy another pass' }).click();
    await p.getByRole('dialog').getByRole('heading', { name: 'Personal Information', exact: true }).waitFor();
  });
});
