import type { Page } from '@playwright/test';
import { expect, test, waitForToast, gotoReady, unique } from './fixtures.ts';

// The organiser console's Games: an admin adds a game, edits it (platform, squad size, placement
// points, closed for registration), sees the server's refusals (a slug taken, a game with
// registrations) and deletes the new game after a confirmation.

const gameRow = (p: Page, name: string) => p.getByRole('row').filter({ hasText: name });
const query = (p: Page) => Object.fromEntries(new URL(p.url()).searchParams);

test.describe('admin games', () => {
  test('adds, edits and deletes a game, showing what the server refuses', async ({
    adminPage: p,
    context,
  }) => {
    // A game of its own on every try (a retry after a failure finds the first try's game).
    const suffix = unique();
    const NAME = `Arena Test ${suffix}`;
    const SLUG = `arena-test-${suffix}`;
    await gotoReady(p, '/admin?section=games');
    await p.getByRole('heading', { level: 1, name: 'Games' }).waitFor();
    await gameRow(p, 'BGMI').waitFor();
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);

    // A slug another game has: the server's message, in the form.
    await p.getByRole('button', { name: 'Add game' }).click();
    expect(query(p)).toEqual({ section: 'games', edit: 'new' });
    let dialog = p.getByRole('dialog', { name: 'Add a game' });
    await dialog.getByLabel('Name').fill(NAME);
    await expect(dialog.getByLabel('Slug')).toHaveValue(SLUG);
    await dialog.getByLabel('Slug').fill('bgmi');
    await dialog.getByRole('button', { name: 'Add game' }).click();
    await dialog.getByText('A game with this slug already exists.').waitFor();

    // Its own slug: added, open, a mobile squad of 4 by default.
    await dialog.getByLabel('Slug').fill(SLUG);
    await dialog.getByRole('button', { name: 'Add game' }).click();
    await waitForToast(p, `${NAME} added.`);
    await dialog.waitFor({ state: 'hidden' });
    expect(query(p)).toEqual({ section: 'games' });
    const row = gameRow(p, NAME);
    // The list is fetched again after the add.
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      `${NAME}${SLUG}`,
      'Battle royale',
      'Mobile',
      '4 players',
      expect.stringMatching(/^\d+$/),
      'Open',
      'EditDelete',
    ]);

    // Edited: a PC squad of 3, closed. A squad size out of range is the server's message.
    await row.getByRole('button', { name: `Edit ${NAME}` }).click();
    dialog = p.getByRole('dialog', { name: `Edit ${NAME}` });
    await dialog.getByLabel('Platform').selectOption('pc');
    await dialog.getByLabel('Squad size').fill('9');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(/^Team size is the number of players in a squad/).waitFor();
    await dialog.getByLabel('Squad size').fill('3');
    await dialog.getByLabel('Placement points').fill('12, 8, 4');
    await dialog.getByLabel('Open for registration').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await waitForToast(p, `${NAME} saved.`);
    await dialog.waitFor({ state: 'hidden' });
    // The list is fetched again after the save.
    await expect
      .poll(async () => {
        const cells = await row.getByRole('cell').allTextContents();
        return [cells[2], cells[3], cells[5]];
      })
      .toEqual(['PC', '3 players', 'Closed']);
    const listed = await context.request.get('/api/games');
    expect(((await listed.json()) as { slug: string }[]).find((g) => g.slug === SLUG)).toMatchObject({
      platform: 'pc',
      teamSize: 3,
      openForRegistration: false,
      placementPoints: [12, 8, 4],
    });

    // A game players registered for (the demo's BGMI passes) stays, with the server's reason.
    const bgmi = await context.request.get('/admin/participants?game=bgmi&pageSize=1');
    expect(((await bgmi.json()) as { total: number }).total).toBeGreaterThan(0);
    await gameRow(p, 'BGMI').getByRole('button', { name: 'Delete BGMI' }).click();
    await p
      .getByRole('alertdialog', { name: 'Delete BGMI?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await waitForToast(p, 'This game has registrations. Close it for registration instead of deleting it.');
    await gameRow(p, 'BGMI').waitFor();

    // The new game: cancelled first, then deleted.
    await row.getByRole('button', { name: `Delete ${NAME}` }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await row.waitFor();
    await row.getByRole('button', { name: `Delete ${NAME}` }).click();
    await p
      .getByRole('alertdialog', { name: `Delete ${NAME}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await waitForToast(p, `${NAME} deleted.`);
    await row.waitFor({ state: 'detached' });
  });
});
