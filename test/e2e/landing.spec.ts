import { expect, test, gotoReady } from './fixtures.ts';

test.describe('landing page', () => {
  for (const path of ['/', '/new-landing'])
    test(`shows the hero, highlights, How It Works and prizes at ${path}`, async ({ page: p }) => {
      await gotoReady(p, path);
      await p.getByRole('heading', { level: 1, name: 'Play. Compete. Win big.' }).waitFor();
      await p.getByRole('button', { name: 'Start Playing Now' }).waitFor();
      for (const text of ['9+', '₹10 Cr+', '24/7']) await p.getByText(text, { exact: true }).waitFor();
      await p.getByRole('heading', { name: 'How It Works' }).waitFor();
      await expect(
        p.getByRole('heading', { name: 'How It Works' }).locator('xpath=..').locator('li'),
      ).toHaveCount(3);

      const low = p.getByRole('article', { name: 'Low Risk' });
      await low.getByText('30% win chance').waitFor();
      await expect(low.getByText('₹25,000')).toHaveCount(1);
      await expect(low.getByText('₹75,000')).toHaveCount(1);
      const high = p.getByRole('article', { name: 'High Risk' });
      await high.getByText('10% win chance').waitFor();
      await expect(high.getByText('₹50,000')).toHaveCount(1);
      await expect(high.getByText('₹1,50,000')).toHaveCount(1);
    });

  test('lists the nine games, Fortnite not open, and Solo / Squad', async ({ page }) => {
    await gotoReady(page, '/');
    const game = page.getByLabel('Game', { exact: true });
    // The server's list replaces the built-in one: wait for its spelling of Free Fire Max.
    await game.locator('option', { hasText: 'Free Fire Max' }).waitFor({ state: 'attached' });
    const options = await game
      .locator('option')
      .evaluateAll((els) =>
        els.map((el) => ({ label: el.textContent, disabled: (el as HTMLOptionElement).disabled })),
      );
    // The seeded games; admin-games.spec.ts, running alongside, adds and deletes one of its own.
    const seeded = options.slice(1).filter((o) => !o.label?.startsWith('Arena Test '));
    expect(seeded.map((o) => o.label)).toEqual([
      'BGMI',
      'Valorant',
      'Free Fire Max',
      'Call Of Duty Mobile',
      'Pokemon Unite',
      'Dota 2',
      'League of Legends',
      'Team Fight Tactics',
      'Fortnite (coming soon)',
    ]);
    expect(seeded.filter((o) => o.disabled).map((o) => o.label)).toEqual(['Fortnite (coming soon)']);
    const formats = await page.getByLabel('Format').locator('option').allTextContents();
    expect(formats).toEqual(['Solo or Squad', 'Solo', 'Squad']);
  });

  test('loads the registration dialog only when a register button is about to be used', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(registration-dialog|wizard)-/.test(request.url())) chunks.push(request.url());
    });
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Register Now' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);

    await page.getByRole('button', { name: 'Start Playing Now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    await dialog.getByText('Please Sign In First').waitFor();
    expect(chunks.some((url) => url.includes('registration-dialog-'))).toBe(true);
  });
});
