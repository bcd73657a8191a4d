import type { Page } from '@playwright/test';
import { METRICS_MONTH_MESSAGE } from '../../src/shared/admin-metrics.ts';
import { indianMonth } from '../../src/shared/india-time.ts';
import { soloPayload } from '../support/registration.ts';
import {
  expect,
  test,
  unique,
  gotoReady,
  reloadReady,
  newAccount,
  signedUp,
  buyPassByApi,
  randomMobile,
} from './fixtures.ts';

// The organiser console's Overview (docs/product.md#api): the month's figures and chart, the month and
// the game in the URL, on data a player made this month (a paid Pokemon Unite pass).

const GAME = { slug: 'pokemon-unite', name: 'Pokemon Unite' };

/** A new player who registers for GAME and pays with the mock gateway, over plain HTTP. */
test.beforeAll(async () => {
  const email = `overview.${unique()}@example.in`;
  const player = await signedUp(newAccount('Overview Player', email));
  try {
    await buyPassByApi(
      player,
      soloPayload({ name: 'Overview Player', email, phone: randomMobile(), selectedGame: GAME.slug }),
    );
  } finally {
    await player.dispose();
  }
});

const scope = (p: Page) => p.getByTestId('overview-scope');
const monthInput = (p: Page) => p.getByLabel('Month', { exact: true });
const gameSelect = (p: Page) => p.getByLabel('Game', { exact: true });
const query = (p: Page) => Object.fromEntries(new URL(p.url()).searchParams);
const numberIn = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d]/g, ''));

test.describe('admin overview', () => {
  test("shows the month's figures and chart, and keeps the month and game in the URL", async ({
    adminPage: p,
  }) => {
    await gotoReady(p, '/admin');
    await p.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();

    // This month, every game: the chart (a canvas in an image with a summary) and the figures.
    const month = indianMonth(new Date());
    await expect(monthInput(p)).toHaveValue(month);
    await expect(gameSelect(p)).toHaveValue('');
    await scope(p).getByText('All games').waitFor();
    const chart = p.getByRole('img', { name: /^Registrations and revenue per day, .*, all games: / });
    await chart.locator('canvas').first().waitFor();
    await p.getByRole('heading', { level: 2, name: 'Per game' }).waitFor();
    const row = p.getByRole('row', { name: new RegExp(`^${GAME.name}`) });
    const [registrations, paid, revenue] = await row.getByRole('cell').allTextContents();
    expect(numberIn(registrations)).toBeGreaterThanOrEqual(1);
    expect(numberIn(paid)).toBeGreaterThanOrEqual(1);
    expect(revenue).toMatch(/^₹[\d,]+$/);
    expect(numberIn(revenue)).toBeGreaterThan(0);
    for (const figure of ['Registrations', 'Paid', 'Revenue', 'Refunded']) {
      await p.locator('dt', { hasText: new RegExp(`^${figure}$`) }).waitFor();
    }
    await p.getByRole('heading', { level: 2, name: 'Payments by status' }).waitFor();
    expect(
      numberIn(
        await p
          .getByRole('row', { name: /^Success/ })
          .getByRole('cell')
          .textContent(),
      ),
    ).toBeGreaterThanOrEqual(1);
    await p.getByRole('heading', { level: 2, name: 'Sign-up funnel' }).waitFor();
    await p.getByText(/% of signed up$/).waitFor();
    // The days' numbers are in a table too.
    await p.getByText('Daily figures').click();
    const days = p.getByRole('table', { name: /^Registrations and revenue per day/ });
    await expect.poll(() => days.locator('tbody tr').count()).toBeGreaterThanOrEqual(28);

    // One game: the URL says so (the section kept), the figures are that game's.
    await gameSelect(p).selectOption(GAME.slug);
    await scope(p).getByText(GAME.name).waitFor();
    expect(query(p)).toEqual({ section: 'overview', game: GAME.slug });
    await p
      .getByRole('img', { name: new RegExp(`, ${GAME.name}: `) })
      .locator('canvas')
      .first()
      .waitFor();
    await expect(p.getByRole('row', { name: /^(BGMI|Valorant)/ })).toHaveCount(0);
    await p.getByRole('row', { name: new RegExp(`^${GAME.name}`) }).waitFor();

    // Another month: a quiet one.
    await monthInput(p).fill('2020-01');
    await scope(p).getByText('January 2020').waitFor();
    expect(query(p)).toEqual({ section: 'overview', game: GAME.slug, month: '2020-01' });
    await p.getByText('No registrations or payments in January 2020.').waitFor();
    await expect(p.getByRole('img', { name: /^Registrations and revenue per day/ })).toHaveCount(0);
    const [quietRegistrations] = await p
      .getByRole('row', { name: new RegExp(`^${GAME.name}`) })
      .getByRole('cell')
      .allTextContents();
    expect(quietRegistrations).toBe('0');

    // A reload shows the same view.
    await reloadReady(p);
    await scope(p).getByText(`January 2020 · ${GAME.name}`).waitFor();
    await expect(monthInput(p)).toHaveValue('2020-01');
    await expect.poll(() => gameSelect(p).inputValue()).toBe(GAME.slug);

    // Back to every game and this month: the parameters go.
    await gameSelect(p).selectOption('');
    await monthInput(p).fill(month);
    await scope(p).getByText('All games').waitFor();
    await p
      .getByRole('img', { name: /, all games: / })
      .locator('canvas')
      .first()
      .waitFor();
    expect(query(p)).toEqual({ section: 'overview', month });
  });

  test("shows the server's message for a month it cannot read", async ({ adminPage: p }) => {
    await gotoReady(p, '/admin?section=overview&month=2020-13');
    await p.getByRole('alert').getByText(METRICS_MONTH_MESSAGE).waitFor();
  });
});
