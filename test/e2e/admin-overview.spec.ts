import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { request } from 'playwright-core';
import { METRICS_MONTH_MESSAGE } from '../../src/shared/admin-metrics.ts';
import { indianMonth } from '../../src/shared/india-time.ts';
import { baseURL, nextPlayerAddress, useBrowser } from '../support/browser.ts';
import { soloPayload } from '../support/registration.ts';
import { signUpWithCode } from '../support/e2e-account.ts';

// The organiser console's Overview (docs/product.md#api): the month's figures and chart, the month and
// the game in the URL, on data a player made this month (a paid Pokemon Unite pass).

const { page, context } = useBrowser();
const GAME = { slug: 'pokemon-unite', name: 'Pokemon Unite' };
const unique = () => randomBytes(4).toString('hex');

/** A new player who registers for GAME and pays with the mock gateway, over plain HTTP. */
beforeAll(async () => {
  const player = await request.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { origin: baseURL(), 'x-forwarded-for': nextPlayerAddress() },
  });
  try {
    const email = `overview.${unique()}@example.in`;
    await signUpWithCode(player, { email, password: `Secret-${unique()}`, name: 'Overview Player' });
    const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const created = await player.post('/api/participants', {
      data: soloPayload({ name: 'Overview Player', email, phone, selectedGame: GAME.slug }),
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const initiated = await player.post('/api/payments/initiate', { data: { orderId: id } });
    expect(initiated.status(), await initiated.text()).toBe(200);
    const { paymentId } = (await initiated.json()) as { paymentId: string };
    const confirmed = await player.post('/api/payments/confirm', { data: { paymentId, status: 'success' } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  } finally {
    await player.dispose();
  }
});

async function signInAsAdmin() {
  const login = await context().request.post('/auth/login', {
    data: inject('adminCredentials'),
    headers: { origin: baseURL() },
  });
  expect(login.status(), await login.text()).toBe(200);
}

const scope = () => page().getByTestId('overview-scope');
const monthInput = () => page().getByLabel('Month', { exact: true });
const gameSelect = () => page().getByLabel('Game', { exact: true });
const query = () => Object.fromEntries(new URL(page().url()).searchParams);
const numberIn = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('admin overview', () => {
  it("shows the month's figures and chart, and keeps the month and game in the URL", async () => {
    const p = page();
    await signInAsAdmin();
    await p.goto('/admin');
    await p.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();

    // This month, every game: the chart (a canvas in an image with a summary) and the figures.
    const month = indianMonth(new Date());
    expect(await monthInput().inputValue()).toBe(month);
    expect(await gameSelect().inputValue()).toBe('');
    await scope().getByText('All games').waitFor();
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
    expect(await days.locator('tbody tr').count()).toBeGreaterThanOrEqual(28);

    // One game: the URL says so (the section kept), the figures are that game's.
    await gameSelect().selectOption(GAME.slug);
    await scope().getByText(GAME.name).waitFor();
    expect(query()).toEqual({ section: 'overview', game: GAME.slug });
    await p
      .getByRole('img', { name: new RegExp(`, ${GAME.name}: `) })
      .locator('canvas')
      .first()
      .waitFor();
    await expect.poll(() => p.getByRole('row', { name: /^(BGMI|Valorant)/ }).count()).toBe(0);
    await p.getByRole('row', { name: new RegExp(`^${GAME.name}`) }).waitFor();

    // Another month: a quiet one.
    await monthInput().fill('2020-01');
    await scope().getByText('January 2020').waitFor();
    expect(query()).toEqual({ section: 'overview', game: GAME.slug, month: '2020-01' });
    await p.getByText('No registrations or payments in January 2020.').waitFor();
    expect(await p.getByRole('img', { name: /^Registrations and revenue per day/ }).count()).toBe(0);
    const [quietRegistrations] = await p
      .getByRole('row', { name: new RegExp(`^${GAME.name}`) })
      .getByRole('cell')
      .allTextContents();
    expect(quietRegistrations).toBe('0');

    // A reload shows the same view.
    await p.reload();
    await scope().getByText(`January 2020 · ${GAME.name}`).waitFor();
    expect(await monthInput().inputValue()).toBe('2020-01');
    await expect.poll(() => gameSelect().inputValue()).toBe(GAME.slug);

    // Back to every game and this month: the parameters go.
    await gameSelect().selectOption('');
    await monthInput().fill(month);
    await scope().getByText('All games').waitFor();
    await p
      .getByRole('img', { name: /, all games: / })
      .locator('canvas')
      .first()
      .waitFor();
    expect(query()).toEqual({ section: 'overview', month });
  });

  it("shows the server's message for a month it cannot read", async () => {
    const p = page();
    await signInAsAdmin();
    await p.goto('/admin?section=overview&month=2020-13');
    await p.getByRole('alert').getByText(METRICS_MONTH_MESSAGE).waitFor();
  });
});
